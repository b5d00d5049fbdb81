import Foundation
import Synchronization

/// Temporary files in flight, removed if the process is interrupted (SIGINT, SIGTERM, SIGHUP) so that an
/// interrupted write leaves nothing beside its target.
///
/// The executable installs the handlers once at start (`installSignalCleanup()`); the library never does, so a
/// program that links LayoutRender keeps its own signal handling unless it asks for this. Without the handlers the
/// temporary file is still removed on every error, only not on a signal.
///
/// Async-signal-safe and race-free: paths live in a fixed table allocated before the handlers are installed (one
/// path buffer per slot), and each slot's state is an atomic — free, being written, ready, taken by the handler.
/// `register` claims a free slot and copies the path into it before marking it ready; `unregister` frees only a
/// ready slot; the handler takes a ready slot before reading its path. So the handler never reads a path that is
/// being written or reused, and it calls only `unlink`, `sigaction` and `raise`. Then the action that was there
/// before is put back and the signal raised again, so the process still ends as interrupted (or a host program's
/// own handler runs). A signal the process ignores (`nohup`) stays ignored.
package enum TemporaryFiles {
    /// Slots for paths being written at once (the gallery writes one file per core).
    static let capacity = 256
    /// Longest path a slot holds, with its terminating NUL; a longer one is not registered (see above).
    static let pathCapacity = Int(PATH_MAX)

    fileprivate static let free: UInt8 = 0, writing: UInt8 = 1, ready: UInt8 = 2, taken: UInt8 = 3
    fileprivate static let states: InlineArray<256, Atomic<UInt8>> = InlineArray { _ in Atomic(0) }
    nonisolated(unsafe) fileprivate static let paths: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
        p.initialize(repeating: 0, count: capacity * pathCapacity)
        return p
    }()
    private static let installed = Atomic<Bool>(false)
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The actions in place before ours, restored by the handler (indexed like `signals`).
    nonisolated(unsafe) fileprivate static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
        p.initialize(repeating: sigaction(), count: 3)
        return p
    }()

    /// Records `path` for removal on interruption; returns the slot to pass to `unregister` (-1 when all slots
    /// are taken or the path is too long: the file is then still removed on errors, only not on a signal).
    package static func register(_ path: String) -> Int {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= pathCapacity else { return -1 }
        for i in 0..<capacity {
            guard states[i].compareExchange(expected: free, desired: writing, ordering: .acquiring).exchanged else { continue }
            bytes.withUnsafeBufferPointer { (paths + i * pathCapacity).update(from: $0.baseAddress!, count: $0.count) }
            states[i].store(ready, ordering: .releasing)
            return i
        }
        return -1
    }

    /// The file at `slot` is renamed or removed: forget it. A slot the handler has taken stays taken (the process
    /// is ending).
    package static func unregister(_ slot: Int) {
        guard slot >= 0 && slot < capacity else { return }
        _ = states[slot].compareExchange(expected: ready, desired: free, ordering: .releasing)
    }

    /// Installs the SIGINT/SIGTERM/SIGHUP handlers (once; later calls do nothing). For executables: call it first
    /// thing in `main`, before any thread writes.
    package static func installSignalCleanup() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        // Every static the handler reads is initialised here, outside any handler.
        _ = paths; _ = previous; _ = states[0].load(ordering: .relaxed)
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

    /// In the handler: take every ready slot and unlink its path.
    fileprivate static func removeAll() {
        for i in 0..<capacity where states[i].compareExchange(expected: ready, desired: taken, ordering: .acquiring).exchanged {
            unlink(paths + i * pathCapacity)
        }
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
