import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Resource limits for one sandboxed run, set by the jail (`SandboxJail`), or by util-linux's `prlimit` for a command
/// run without isolation or with `--sandbox off` (docs/swift-sources.md).
public struct ResourceLimits: Sendable, Equatable {
    /// CPU time in seconds: SIGXCPU at this, SIGKILL two seconds later.
    public var cpuSeconds: Int
    /// Address space in bytes (what `malloc` can reserve, touched or not).
    public var addressSpace: UInt64
    /// The largest file it may write, in bytes.
    public var fileSize: UInt64
    /// Processes of the user (the kernel does not count them for root, nor in a user namespace root made: there the
    /// run's cgroup bounds them, `RunBudget`).
    public var processes: Int

    public init(cpuSeconds: Int, addressSpace: UInt64, fileSize: UInt64, processes: Int) {
        self.cpuSeconds = cpuSeconds; self.addressSpace = addressSpace; self.fileSize = fileSize
        self.processes = processes
    }

    /// The jail's `--rlimit` arguments for the same limits.
    var jailArguments: [String] {
        ["cpu=\(cpuSeconds):\(cpuSeconds + 2)", "as=\(addressSpace):\(addressSpace)", "fsize=\(fileSize):\(fileSize)",
         "nproc=\(processes):\(processes)", "core=0:0"].flatMap { ["--rlimit", $0] }
    }

    var prlimitArguments: [String] {
        ["--cpu=\(cpuSeconds):\(cpuSeconds + 2)", "--as=\(addressSpace)", "--fsize=\(fileSize)",
         "--nproc=\(processes)", "--core=0"]
    }
}

/// One command to run: the compiler or a layout program (own process group, limits, isolation, allow-listed
/// environment, scratch working directory, wall-clock limit), or this tool's own Swift-source front end.
public struct SandboxedCommand: Sendable {
    public enum Input: Sendable { case null, data(Data) }
    public enum Stdout: Sendable {
        /// Into the same stream as stderr (a layout program's `print`).
        case merged
        /// Kept whole, up to `limit` bytes (a reply of our own front end).
        case captured(limit: Int)
    }
    public enum Stderr: Sendable {
        /// Read as it comes, the last `outputKept` bytes kept for messages, passed on to our stderr when `echo`.
        case streamed
        /// Our own stderr (the front end's notes).
        case inherited
    }

    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]
    public var workingDirectory: String?
    public var stdin: Input = .null
    public var stdout: Stdout = .merged
    public var stderr: Stderr = .streamed
    /// A descriptor 3 for the answer (a file made in the working directory and unlinked before the child starts):
    /// what the child wrote there comes back in `SandboxOutcome.answer`, read from our own descriptor — never by a
    /// path the child could have replaced.
    public var answer = false
    public var limits: ResourceLimits?
    public var isolation: Isolation?
    /// Seconds of wall-clock time before the whole process group is killed.
    public var timeout: Double?
    /// In a process group of its own, killed whole when it ends, times out, or this tool is signalled.
    public var ownGroup = true
    /// That group in a session of its own (no controlling terminal): `setsid` at the spawn, so the group is the
    /// same (its id is the child's pid) and nothing runs before it is in place.
    public var newSession = false
    /// Pass its output on to our stderr as it comes (`--verbose`).
    public var echo = false
    /// How much of the merged output is kept for messages (the last bytes).
    public var outputKept = 64 * 1024

    public init(executable: String, arguments: [String], environment: [String: String], workingDirectory: String? = nil) {
        self.executable = executable; self.arguments = arguments; self.environment = environment
        self.workingDirectory = workingDirectory
    }
}

public struct SandboxOutcome: Sendable {
    public enum Termination: Sendable, Equatable { case exited(Int32), signalled(Int32) }
    public var termination: Termination
    /// Killed at the wall-clock limit.
    public var timedOut: Bool
    /// The last `outputKept` bytes of the merged or streamed output.
    public var output: Data
    /// All output bytes seen (kept or not).
    public var outputBytes: Int
    /// The captured stdout (`.captured`), nil when it passed its limit.
    public var stdout: Data?
    public var stdoutOverLimit: Bool
    /// What the child wrote on descriptor 3 (`answer`), up to `SandboxOutcome.answerLimit` bytes.
    public var answer: Data?
    /// How it was contained: nil when the command asked for no isolation.
    public var mechanism: SandboxMechanism?
    public var isolated: Bool { mechanism != nil && mechanism != .off }
    /// The most of an answer read back (a spec of a million sections fits: docs/limits.md).
    public static let answerLimit = (1 << 30) + (64 << 10)

    public var succeeded: Bool { termination == .exited(0) && !timedOut && !stdoutOverLimit }
    public var outputText: String { String(decoding: output, as: UTF8.self) }
}

public struct SandboxError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

public enum SandboxRunner {
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/usr/sbin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile)
    }

    /// Runs `command`: with an isolation, through the jail in the mechanism this process was given
    /// (`SandboxMechanisms.current`, `SandboxJail`) — or stops with one line when none can be had; without one (our
    /// own front end, git), under `prlimit` for its limits if it has any.
    public static func run(_ command: SandboxedCommand) throws -> SandboxOutcome {
        var wrapped = command
        var prefix: [String] = []
        var mechanism: SandboxMechanism?
        if let isolation = command.isolation {
            let m = try SandboxMechanisms.current()
            mechanism = m
            prefix = try SandboxJail.prefix(m, isolation: isolation, limits: command.limits,
                                            workingDirectory: command.workingDirectory)
        }
        if prefix.isEmpty, let limits = command.limits {
            guard let prlimit = tool("prlimit") else {
                throw SandboxError("prlimit (util-linux) is not installed: it sets the limits layout code runs under; install util-linux")
            }
            prefix += [prlimit] + limits.prlimitArguments + ["--"]
        }
        if !prefix.isEmpty {
            wrapped.executable = prefix[0]
            wrapped.arguments = Array(prefix.dropFirst()) + [command.executable] + command.arguments
        }
        // Under Landlock the jail is the sandbox's first process: its session is made at the spawn (bubblewrap
        // makes its own).
        if mechanism == .landlock { wrapped.newSession = true }
        var outcome = try runDirect(wrapped)
        outcome.mechanism = mechanism
        // The jail could not apply what it was asked (exit 125 and its one line): nothing ran, and nothing runs
        // half-confined.
        if mechanism != nil && mechanism != .off, case .exited(125) = outcome.termination,
           let line = outcome.outputText.split(separator: "\n").first(where: { $0.hasPrefix("layout-render-jail: ") }) {
            throw SandboxError("the sandbox could not be set up: " + line.dropFirst("layout-render-jail: ".count))
        }
        // bubblewrap reports a child killed by signal N as exit status 128 + N.
        if mechanism == .namespaces, case .exited(let s) = outcome.termination, s > 128, s < 128 + 65 {
            outcome.termination = .signalled(s - 128)
        }
        return outcome
    }

    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    static let addChdir: AddChdir? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    /// Spawns and supervises the process itself (no wrapping): its streams wired, spawned with signals held, its
    /// input fed on a thread of its own, its output read until it exits (or times out, or says too much), then
    /// what it left.
    static func runDirect(_ command: SandboxedCommand) throws -> SandboxOutcome {
        signal(SIGPIPE, SIG_IGN)
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        let streams = try ChildStreams(command, into: &fileActions)
        let answerFD = command.answer ? try answerDescriptor(in: command.workingDirectory ?? NSTemporaryDirectory()) : -1
        defer { if answerFD >= 0 { close(answerFD) } }
        if answerFD >= 0 { posix_spawn_file_actions_adddup2(&fileActions, answerFD, 3) }
        if let dir = command.workingDirectory, let addChdir {
            _ = addChdir(&fileActions, dir)
        }
        setSpawnAttributes(&attributes, ownGroup: command.ownGroup, newSession: command.newSession)
        let (spawned, pid, slot) = spawnHoldingSignals(command, &fileActions, &attributes)
        for p in [streams.stdin?.read, streams.err?.write, streams.out?.write] { if let p { close(p) } }
        guard spawned == 0 else {
            for p in [streams.stdin?.write, streams.err?.read, streams.out?.read] { if let p { close(p) } }
            throw SandboxError("cannot run \(command.executable): \(String(cString: strerror(spawned)))")
        }
        let readEnds = [streams.err?.read, streams.out?.read].compactMap { $0 }
        defer { for fd in readEnds { close(fd) } }
        defer { ChildProcesses.release(slot) }

        // The request goes in on its own thread: a child that reads slowly never blocks the reading of its output.
        let writer = DispatchGroup()
        if case .data(let data) = command.stdin, let w = streams.stdin?.write { feed(data, to: w, group: writer) }
        let output = ChildOutput(command, stdout: streams.out?.read)
        let (status, timedOut) = supervise(pid, command: command, reading: readEnds, into: output)
        // The writer ends too: a child gone closes the pipe's read end, and its write fails (SIGPIPE is ignored).
        writer.wait()

        let termination: SandboxOutcome.Termination
        if (status & 0x7f) == 0 { termination = .exited((status >> 8) & 0xff) } else { termination = .signalled(status & 0x7f) }
        return SandboxOutcome(termination: termination, timedOut: timedOut, output: output.tail.suffix(command.outputKept),
                              outputBytes: output.outputBytes,
                              stdout: output.capturedOver ? nil : (streams.out == nil ? nil : output.captured),
                              stdoutOverLimit: output.capturedOver,
                              answer: answerFD >= 0 ? readBack(answerFD) : nil, mechanism: nil)
    }

    /// A file for the answer, made (exclusively) and unlinked at once: only descriptors reach it.
    static func answerDescriptor(in folder: String) throws -> Int32 {
        let path = folder + "/.answer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw SandboxError("cannot make the answer file in \(folder): \(String(cString: strerror(errno)))") }
        unlink(path)
        return fd
    }

    /// What was written on the answer descriptor, from its start, up to `answerLimit` bytes.
    static func readBack(_ fd: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while data.count < SandboxOutcome.answerLimit {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
            offset += off_t(n)
        }
        return data
    }

    /// The child's standard streams as the command asks, as pipes made here (close-on-exec) that the spawn puts on
    /// descriptors 0–2: stdin from /dev/null or a pipe, stderr streamed through a pipe, stdout merged with it or
    /// captured through its own.
    struct ChildStreams {
        var stdin: (read: Int32, write: Int32)?
        var err: (read: Int32, write: Int32)?
        var out: (read: Int32, write: Int32)?

        init(_ command: SandboxedCommand, into fileActions: inout posix_spawn_file_actions_t) throws {
            switch command.stdin {
            case .null: posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
            case .data:
                let p = try Self.pipePair()
                stdin = p
                posix_spawn_file_actions_adddup2(&fileActions, p.read, 0)
            }
            if case .streamed = command.stderr {
                let p = try Self.pipePair()
                err = p
                posix_spawn_file_actions_adddup2(&fileActions, p.write, 2)
            }
            switch command.stdout {
            case .merged:
                if let err { posix_spawn_file_actions_adddup2(&fileActions, err.write, 1) }
                else { posix_spawn_file_actions_adddup2(&fileActions, 2, 1) }
            case .captured:
                let p = try Self.pipePair()
                out = p
                posix_spawn_file_actions_adddup2(&fileActions, p.write, 1)
            }
        }

        static func pipePair() throws -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw SandboxError("cannot make a pipe: \(String(cString: strerror(errno)))") }
            // Not inherited by other children this process starts meanwhile (dup2 in the child clears the flag).
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return (fds[0], fds[1])
        }
    }

    /// The child starts with default signal actions and nothing blocked, in a process group (or session) of its own
    /// if asked.
    static func setSpawnAttributes(_ attributes: inout posix_spawnattr_t, ownGroup: Bool, newSession: Bool = false) {
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if ownGroup && newSession {
            flags |= 0x80  // POSIX_SPAWN_SETSID (glibc 2.26): a new session, and so a group whose id is the child's pid
        } else if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
    }

    /// Spawns with SIGINT, SIGTERM and SIGHUP held while the child starts and is registered, so a signal in between
    /// cannot orphan it. posix_spawn's result, the pid and the registry slot (nil when it did not start).
    static func spawnHoldingSignals(_ command: SandboxedCommand, _ fileActions: inout posix_spawn_file_actions_t,
                                    _ attributes: inout posix_spawnattr_t) -> (Int32, pid_t, Int?) {
        let argv: [UnsafeMutablePointer<CChar>?] = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = command.environment.sorted { $0.key < $1.key }
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&block, s) }
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command.executable, &fileActions, &attributes, argv, envp)
        let slot = spawned == 0 ? ChildProcesses.register(pid, group: command.ownGroup) : nil
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return (spawned, pid, slot)
    }

    /// Writes `data` to `fd` on a thread of its own, then closes it.
    static func feed(_ data: Data, to fd: Int32, group: DispatchGroup) {
        group.enter()
        DispatchQueue.global().async {
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 { if errno == EINTR { continue }; break }
                    offset += n
                }
            }
            close(fd)
            group.leave()
        }
    }

    /// What the child said: the streamed output's tail (echoed if asked) and byte count, and the captured stdout up
    /// to its limit.
    final class ChildOutput {
        let command: SandboxedCommand
        let stdoutFD: Int32?
        let captureLimit: Int
        var tail = Data()
        var outputBytes = 0
        var captured = Data()
        var capturedOver = false
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(_ command: SandboxedCommand, stdout: Int32?) {
            self.command = command; stdoutFD = stdout
            if case .captured(let limit) = command.stdout { captureLimit = limit } else { captureLimit = 0 }
        }

        /// Reads what `fd` has now. False when it is closed (or the capture went over its limit), true when it is
        /// open with nothing more for now.
        func drain(_ fd: Int32) -> Bool {
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    let chunk = buffer[0..<n]
                    if fd == stdoutFD {
                        if captured.count + n > captureLimit { capturedOver = true } else { captured.append(contentsOf: chunk) }
                    } else {
                        outputBytes += n
                        if command.echo { chunk.withUnsafeBytes { _ = write(2, $0.baseAddress, n) } }
                        tail.append(contentsOf: chunk)
                        // A copy: a slice would keep (and grow) the whole buffer behind it.
                        if tail.count > command.outputKept * 2 { tail = Data(Array(tail.suffix(command.outputKept))) }
                    }
                    if capturedOver { return false }
                    continue
                }
                if n == 0 { return false }
                if errno == EINTR { continue }
                return true  // EAGAIN: open, nothing now
            }
        }
    }

    /// Reads the child's output until it exits, its deadline passes or its capture goes over the limit; then the
    /// process (its whole group when it has one) is killed if still there. The wait status and whether it timed out.
    static func supervise(_ pid: pid_t, command: SandboxedCommand, reading readEnds: [Int32],
                          into output: ChildOutput) -> (status: Int32, timedOut: Bool) {
        let deadline = command.timeout.map { Date().addingTimeInterval($0) }
        var open = readEnds
        for fd in open { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        var status: Int32 = 0
        var exited = false
        var timedOut = false
        while true {
            if !exited {
                let r = waitpid(pid, &status, WNOHANG)
                if r == pid { exited = true }
            }
            if exited {
                // Whatever is already in the pipes; a left-over process holding them open is not waited for.
                for fd in open { _ = output.drain(fd) }
                break
            }
            if output.capturedOver { break }
            var wait: Int32 = 50
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 { timedOut = true; break }
                wait = Int32(max(1, min(50, left * 1000)))
            }
            if open.isEmpty {
                usleep(UInt32(wait) * 1000)
                continue
            }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&polls, nfds_t(polls.count), wait)
            for p in polls where p.revents != 0 {
                if !output.drain(p.fd) { open.removeAll { $0 == p.fd } }
            }
        }
        if !exited {
            // Timed out, or said more than we take: the whole group goes (or the process, when it has none).
            if command.ownGroup { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        // Nothing it started outlives it.
        if command.ownGroup { kill(-pid, SIGKILL) }
        return (status, timedOut)
    }
}
