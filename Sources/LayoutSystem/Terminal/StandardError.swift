import Foundation

/// Lines for stderr (error lines, notes): written with write(2), so a closed or full stderr loses the text but never
/// the process — Foundation's `FileHandle.standardError.write` traps (SIGILL) on EBADF and ENOSPC, which turned a
/// note into a crash and a run that would have succeeded into a failure (issue 25). Every executable writes its
/// stderr lines here.
public enum StandardError {
    public static func write(_ text: String) {
        let data = Array(text.utf8)
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Foundation.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        }
    }
}
