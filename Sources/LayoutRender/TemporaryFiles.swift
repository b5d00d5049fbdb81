import Foundation

/// Temporary files in flight, removed if the process is interrupted (SIGINT, SIGTERM) so that an interrupted
/// write leaves nothing beside its target. The handler only calls `unlink`, `signal` and `raise` (all
/// async-signal-safe) on C strings prepared before the write; then the action that was there before is put back and
/// the signal raised again, so the process still ends as interrupted (or a host program's own handler runs). A
/// signal the process ignores (`nohup`) stays ignored.
package enum TemporaryFiles {
    /// Slots for paths being written at once (the gallery writes one file per core).
    static let capacity = 256
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        p.initialize(repeating: nil, count: capacity)
        return p
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The actions in place before ours, restored by the handler (indexed like `signals`).
    nonisolated(unsafe) fileprivate static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
        p.initialize(repeating: sigaction(), count: 3)
        return p
    }()

    /// Records `path` for removal on interruption; returns the slot to pass to `unregister` (-1 when all slots
    /// are taken: the file is then still removed on errors, only not on a signal).
    package static func register(_ path: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        installHandlers()
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return i
        }
        return -1
    }

    package static func unregister(_ slot: Int) {
        guard slot >= 0 else { return }
        lock.lock(); defer { lock.unlock() }
        let p = slots[slot]
        slots[slot] = nil
        free(p)
    }

    /// Installs the SIGINT/SIGTERM handlers once (on the first write, so a library user who never writes keeps
    /// their own handlers).
    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        _ = slots
        for (i, sig) in signals.enumerated() {
            sigaction(sig, nil, previous + i)
            #if canImport(Glibc)
            let ignored = unsafeBitCast(previous[i].__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #else
            let ignored = unsafeBitCast(previous[i].__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #endif
            if ignored { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = TemporaryFiles_onSignal
            #else
            action.__sigaction_u.__sa_handler = TemporaryFiles_onSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }

    fileprivate static func removeAll() {
        for i in 0..<capacity { if let p = slots[i] { unlink(p) } }
    }
}

/// The signal handler: unlink every registered temporary file, then die of the same signal.
private func TemporaryFiles_onSignal(_ sig: Int32) {
    TemporaryFiles.removeAll()
    // The previous action (SIG_DFL for the CLI) takes the signal once this handler returns (it is blocked until then).
    // No Swift array here (it could retain): the index of `signals` is spelled out.
    let i = sig == SIGINT ? 0 : sig == SIGTERM ? 1 : 2
    sigaction(sig, TemporaryFiles.previous + i, nil)
    raise(sig)
}
