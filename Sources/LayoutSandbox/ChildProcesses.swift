import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processes this tool started and has not yet reaped, so that SIGINT, SIGTERM or SIGHUP to `layout-render`
/// takes them down with it (docs/swift-sources.md, "What runs, and how it is contained").
///
/// A fixed table of slots, written before a child starts and cleared after it is reaped; the signal handler only
/// reads it and calls `kill`, both async-signal-safe. A slot holds a process group (negative: the compiler or a
/// layout program, started in a group of its own) or a process (positive: the Swift-source front end, which
/// takes its own children down when it gets the signal).
public enum ChildProcesses {
    static let capacity = 64
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<pid_t> = {
        let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    nonisolated(unsafe) static var installed = false
    static let lock = NSLock()

    /// Installs the handlers (once): each kills every registered group, forwards the signal to every registered
    /// process, then dies of the same signal.
    public static func installSignalHandlers() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        _ = slots
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                for i in 0..<ChildProcesses.capacity {
                    let target = ChildProcesses.slots[i]
                    if target < 0 { kill(target, SIGKILL) } else if target > 0 { kill(target, sig) }
                }
                signal(sig, SIG_DFL)
                raise(sig)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }

    /// Registers a child: `group` true for a process group led by `pid`. Returns the slot to release.
    static func register(_ pid: pid_t, group: Bool) -> Int? {
        lock.lock(); defer { lock.unlock() }
        for i in 0..<capacity where slots[i] == 0 {
            slots[i] = group ? -pid : pid
            return i
        }
        return nil
    }

    static func release(_ slot: Int?) {
        guard let slot else { return }
        lock.lock(); defer { lock.unlock() }
        slots[slot] = 0
    }
}
