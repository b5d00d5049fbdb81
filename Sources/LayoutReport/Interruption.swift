import Foundation
import Synchronization

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP during `check`: noted, not acted on at once, so that no reference file is
/// left half-replaced (every reference commit, `ReportAcceptance`, runs inside `deferring`). Rendering stops at the next snapshot, nothing is committed, the scratch files are removed,
/// and the process then ends by the same signal. A commit already under way finishes first (`deferring`).
///
/// The handlers may run on any thread while worker threads read `isInterrupted`: what they write is an atomic
/// (lock-free, so a handler may store it), never a plain variable.
public enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signal received, or 0.
    static let received = Atomic<Int32>(0)
    private static let installed = Atomic<Bool>(false)

    public static var isInterrupted: Bool { received.load(ordering: .acquiring) != 0 }

    /// Installs the noting handler (for the CLI; a library caller keeps its own handlers). Once; later calls do
    /// nothing.
    public static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        _ = received.load(ordering: .relaxed); _ = deferred.load(ordering: .relaxed)
        for sig in signals { setHandler(sig, Interruption_note) }
    }

    /// Ends the process by the signal received (after the caller cleaned up), if one was.
    public static func endIfInterrupted() {
        let sig = received.load(ordering: .acquiring)
        guard sig != 0 else { return }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigaction(sig, &action, nil)
        raise(sig)
        exit(128 + sig)
    }

    /// Runs `body` (a commit: renames of files staged before) with these signals held back: one that arrives is
    /// passed on, to whatever handler was there, once `body` is done.
    public static func deferring<T>(_ body: () throws -> T) rethrows -> T {
        let blank = sigaction()
        var previous = Array(repeating: blank, count: signals.count)
        deferred.store(0, ordering: .releasing)
        for (i, sig) in signals.enumerated() {
            sigaction(sig, nil, &previous[i])
            setHandler(sig, Interruption_defer)
        }
        defer {
            for (i, sig) in signals.enumerated() { sigaction(sig, &previous[i], nil) }
            let sig = deferred.load(ordering: .acquiring)
            if sig != 0 { raise(sig) }
        }
        return try body()
    }

    /// A signal held back by `deferring`, or 0.
    static let deferred = Atomic<Int32>(0)

    private static func setHandler(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(sig, &action, nil)
    }
}

private func Interruption_note(_ sig: Int32) { Interruption.received.store(sig, ordering: .releasing) }
private func Interruption_defer(_ sig: Int32) { Interruption.deferred.store(sig, ordering: .releasing) }
