import Foundation
import Synchronization

/// The one owner of SIGINT, SIGTERM and SIGHUP (docs/architecture.md, "Process-wide effects").
///
/// Three things in this package need to act on an interruption, and all three are answered by this one handler:
/// - temporary files being written (`TemporaryFiles`): removed, so an interrupted write leaves nothing beside
///   its target;
/// - the processes this tool started (`ChildProcesses`): their process groups killed, our own front end passed
///   the signal (it takes its own children down);
/// - a run that cleans up after itself (`check`: scratch folders, a `--base` worktree, staged references): the
///   signal is noted (`isInterrupted`), the run stops at its next step, cleans up, and ends by the same signal
///   (`endIfInterrupted`). A run asks for this with `noteInterruptions()`; every other command ends at once.
/// A commit that must not be cut in half runs inside `deferring`: a signal that arrives meanwhile is acted on when
/// the commit is done.
///
/// Executables install it once, first thing (`install()`); a library never does, so a program that links ours
/// keeps its own handling unless it asks for this. The action in place before ours (a host program's handler,
/// or the default) is kept and given the signal once ours is done, and a signal the process ignores (`nohup`)
/// stays ignored. Earlier, three modules each installed a handler and the last one installed won: a `.swift`
/// render left its temporary file once the front end had been spawned, and `check` of a Swift tree left its
/// scratch folder (issue 35).
///
/// Async-signal-safe: the handler reads atomics and fixed tables allocated before it is installed, and calls only
/// `kill`, `unlink`, `rmdir`, `open`, `read`, `close`, `nanosleep`, `sigaction` and `raise`.
public enum Signals {
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let installed = Atomic<Bool>(false)
    /// 0: end at once (clean up, then die of the signal); 1: note it and let the run end itself.
    static let noting = Atomic<Int32>(0)
    /// The first signal received (acted on or noted), or 0.
    static let received = Atomic<Int32>(0)
    /// How many `deferring` bodies are running, and the signal held back meanwhile (0 when none).
    static let deferDepth = Atomic<Int>(0)
    static let deferred = Atomic<Int32>(0)
    /// The actions in place before ours, indexed like `handled`.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 3)
        p.initialize(repeating: sigaction(), count: 3)
        return p
    }()

    /// Installs the handler for SIGINT, SIGTERM and SIGHUP (once; later calls do nothing). For executables: call
    /// it first thing, before any thread writes a file or starts a process.
    public static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        // Every static the handler reads is initialised here, outside any handler.
        _ = previous
        TemporaryFiles.prepare()
        ChildProcesses.prepare()
        RunFolders.prepare()
        for (i, sig) in handled.enumerated() {
            sigaction(sig, nil, previous + i)
            if isIgnored(previous[i]) { continue }
            var action = sigaction()
            setHandler(&action, Signals_onSignal)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(sig, &action, nil)
        }
    }

    /// From now on a signal is noted, not acted on at once (after the children are stopped): the caller polls
    /// `isInterrupted`, cleans up and calls `endIfInterrupted()`. For runs that own cleanup of their own (`check`).
    public static func noteInterruptions() { noting.store(1, ordering: .releasing) }

    public static var isInterrupted: Bool { received.load(ordering: .acquiring) != 0 }

    /// Ends the process by the signal received (after the caller cleaned up), if one was: its temporary files go,
    /// the action that was there before ours takes the signal.
    public static func endIfInterrupted() {
        let sig = received.load(ordering: .acquiring)
        guard sig != 0 else { return }
        end(sig)
        exit(128 + sig)
    }

    /// Runs `body` (a commit: renames of files staged before) with interruptions held back: one that arrives
    /// meanwhile is acted on once `body` is done (and every other `deferring` body running then).
    public static func deferring<T>(_ body: () throws -> T) rethrows -> T {
        deferDepth.add(1, ordering: .acquiringAndReleasing)
        defer {
            if deferDepth.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                let sig = deferred.exchange(0, ordering: .acquiringAndReleasing)
                if sig != 0 { raise(sig) }
            }
        }
        return try body()
    }

    /// Removes the temporary files and the run's folders, puts back the action that was there before ours and
    /// raises `sig` again.
    fileprivate static func end(_ sig: Int32) {
        TemporaryFiles.removeAll()
        RunFolders.removeAll()
        // No Swift array here (it could allocate): the index of `handled` is spelled out.
        let i = sig == SIGINT ? 0 : sig == SIGTERM ? 1 : 2
        sigaction(sig, previous + i, nil)
        raise(sig)
    }

    fileprivate static func handle(_ sig: Int32) {
        if deferDepth.load(ordering: .acquiring) > 0 {
            deferred.store(sig, ordering: .releasing)
            return
        }
        let first = received.compareExchange(expected: 0, desired: sig, ordering: .acquiringAndReleasing).exchanged
        // What a child was doing is moot either way: stop it now, so a run that notes the signal is not kept
        // waiting for a compiler or a layout program.
        ChildProcesses.signalAll(sig)
        // A run that notes the first signal ends at the second (a second Ctrl-C means now).
        if first && noting.load(ordering: .acquiring) != 0 { return }
        end(sig)
    }

    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
    }

    static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}

private func Signals_onSignal(_ sig: Int32) { Signals.handle(sig) }

/// Temporary files in flight, removed by `Signals` on an interruption so that an interrupted write leaves nothing
/// beside its target (every writer registers through `AtomicFile`).
///
/// Race-free: paths live in a fixed table allocated before the handler is installed (one path buffer per slot),
/// and each slot's state is an atomic — free, being written, ready, taken by the handler. `register` claims a
/// free slot and copies the path into it before marking it ready; `unregister` frees only a ready slot; the
/// handler takes a ready slot before reading its path. So the handler never reads a path being written or reused.
package enum TemporaryFiles {
    /// Slots for paths being written at once (the gallery writes one file per core).
    package static let capacity = 256
    /// Longest path a slot holds, with its terminating NUL; a longer one is not registered (see above).
    package static let pathCapacity = Int(PATH_MAX)

    fileprivate static let free: UInt8 = 0, writing: UInt8 = 1, ready: UInt8 = 2, taken: UInt8 = 3
    fileprivate static let states: InlineArray<256, Atomic<UInt8>> = InlineArray { _ in Atomic(0) }
    nonisolated(unsafe) fileprivate static let paths: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
        p.initialize(repeating: 0, count: capacity * pathCapacity)
        return p
    }()

    static func prepare() { _ = paths; _ = states[0].load(ordering: .relaxed) }

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

    /// In the handler: take every ready slot and unlink its path.
    fileprivate static func removeAll() {
        for i in 0..<capacity where states[i].compareExchange(expected: ready, desired: taken, ordering: .acquiring).exchanged {
            unlink(paths + i * pathCapacity)
        }
    }
}

/// The processes this tool started and has not yet reaped, so that an interruption takes them down with it
/// (docs/swift-sources.md, "What runs, and how it is contained"). A slot holds a process group (negative: the
/// compiler or a layout program, started in a group of its own, killed) or a process (positive: the Swift-source
/// front end, passed the signal: it takes its own children down). The spawner registers a child while signals are
/// blocked, so none is orphaned between its start and its registration.
package enum ChildProcesses {
    package static let capacity = 64
    fileprivate static let slots: InlineArray<64, Atomic<Int32>> = InlineArray { _ in Atomic(0) }

    static func prepare() { _ = slots[0].load(ordering: .relaxed) }

    /// Registers a child: `group` true for a process group led by `pid`. Returns the slot to release (nil when
    /// every slot is taken: the child is then still waited for and killed by its spawner, only not on a signal).
    package static func register(_ pid: pid_t, group: Bool) -> Int? {
        let entry: Int32 = group ? -pid : pid
        for i in 0..<capacity where slots[i].compareExchange(expected: 0, desired: entry, ordering: .acquiringAndReleasing).exchanged {
            return i
        }
        return nil
    }

    package static func release(_ slot: Int?) {
        guard let slot, slot >= 0, slot < capacity else { return }
        slots[slot].store(0, ordering: .releasing)
    }

    /// In the handler: kill every registered group, pass `sig` to every registered process.
    fileprivate static func signalAll(_ sig: Int32) {
        for i in 0..<capacity {
            let target = slots[i].load(ordering: .acquiring)
            if target < 0 { kill(target, SIGKILL) } else if target > 0 { kill(target, sig) }
        }
    }
}

/// Folders that exist only while this process runs and must not outlive it, removed by `Signals` when it ends by
/// a signal: the run's cgroups (`LayoutSystem/Processes/RunBudget`). A cgroup can be removed once its processes are gone,
/// so removal is tried for a short while after the children were killed (rmdir and nanosleep are async-signal-safe).
package enum RunFolders {
    package static let capacity = 8
    fileprivate static let states: InlineArray<8, Atomic<UInt8>> = InlineArray { _ in Atomic(0) }
    nonisolated(unsafe) fileprivate static let paths: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * TemporaryFiles.pathCapacity)
        p.initialize(repeating: 0, count: capacity * TemporaryFiles.pathCapacity)
        return p
    }()

    /// The handler's scratch: a folder's `cgroup.procs` path, and what it reads of that file.
    nonisolated(unsafe) fileprivate static let scratchPath: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: TemporaryFiles.pathCapacity + 16)
        p.initialize(repeating: 0, count: TemporaryFiles.pathCapacity + 16)
        return p
    }()
    fileprivate static let readCapacity = 4096
    nonisolated(unsafe) fileprivate static let readBuffer: UnsafeMutablePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: readCapacity)
        p.initialize(repeating: 0, count: readCapacity)
        return p
    }()

    static func prepare() { _ = paths; _ = scratchPath; _ = readBuffer; _ = states[0].load(ordering: .relaxed) }

    /// Records `path` for removal when the process ends by a signal (its normal end removes it itself). False when
    /// the table is full or the path too long.
    @discardableResult
    package static func register(_ path: String) -> Bool {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= TemporaryFiles.pathCapacity else { return false }
        for i in 0..<capacity {
            guard states[i].compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { continue }
            bytes.withUnsafeBufferPointer { (paths + i * TemporaryFiles.pathCapacity).update(from: $0.baseAddress!, count: $0.count) }
            states[i].store(2, ordering: .releasing)
            return true
        }
        return false
    }

    /// In the handler: each registered folder removed, retried for up to three seconds while the killed children
    /// leave it. Every process still in it is killed first (`killMembers`): a jailed program is in a session of its
    /// own, and under load it may not yet have gone with its group when the folder is removed.
    fileprivate static func removeAll() {
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        for i in 0..<capacity where states[i].compareExchange(expected: 2, desired: 3, ordering: .acquiring).exchanged {
            let path = paths + i * TemporaryFiles.pathCapacity
            for attempt in 0..<300 {
                if rmdir(path) == 0 || errno == ENOENT { break }
                if attempt % 10 == 0 { killMembers(of: path) }
                nanosleep(&pause, nil)
            }
        }
    }

    /// SIGKILL to each process id listed in `folder/cgroup.procs` (what fits in the read buffer), with only `open`,
    /// `read`, `close` and `kill`; our own process is never one of them (it never joins the run's cgroups).
    private static func killMembers(of folder: UnsafeMutablePointer<CChar>) {
        let suffix: StaticString = "/cgroup.procs"
        var n = 0
        while folder[n] != 0 && n < TemporaryFiles.pathCapacity { scratchPath[n] = folder[n]; n += 1 }
        suffix.withUTF8Buffer { s in for (k, b) in s.enumerated() { scratchPath[n + k] = CChar(bitPattern: b) } }
        scratchPath[n + suffix.utf8CodeUnitCount] = 0
        let fd = open(scratchPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        let count = read(fd, readBuffer, readCapacity)
        close(fd)
        guard count > 0 else { return }
        var pid: Int32 = 0, digits = false
        let me = getpid()
        for k in 0..<count {
            let c = readBuffer[k]
            if c >= 48 && c <= 57 {
                pid = pid &* 10 &+ Int32(c - 48); digits = true
            } else {
                if digits && pid > 1 && pid != me { kill(pid, SIGKILL) }
                pid = 0; digits = false
            }
        }
        if digits && pid > 1 && pid != me { kill(pid, SIGKILL) }
    }
}
