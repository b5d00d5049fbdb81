import Foundation

/// Writes output files so that a failure never leaves a partial file: temporary file in the
/// target's directory (same file system), then an atomic rename.
package enum AtomicFile {
    /// Fails early, before any drawing, when the target cannot be written.
    package static func checkWritable(_ url: URL) throws {
        let path = url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RenderError.unwritable(path: path, reason: "is a directory")
        }
        let dir = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError.unwritable(path: path, reason: "directory \(dir) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: dir) else {
            throw RenderError.unwritable(path: path, reason: "directory \(dir) is not writable")
        }
    }

    package static func write(_ data: Data, to url: URL) throws {
        try checkWritable(url)
        let dir = url.deletingLastPathComponent()
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)"
            + ".\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temp)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw RenderError.unwritable(path: url.path, reason: reason(error))
        }
        if rename(temp.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw RenderError.unwritable(path: url.path, reason: message)
        }
    }

    private static func reason(_ error: Error) -> String {
        if let e = error as? CocoaError, let underlying = e.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
