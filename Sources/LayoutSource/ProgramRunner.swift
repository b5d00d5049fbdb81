import Foundation
import LayoutSystem
import Synchronization
import LayoutSourceHost
#if canImport(Glibc)
import Glibc
#endif

/// How the compiler and layout programs run: a `.swift` input is code, and compiling and evaluating it runs that
/// code. Each runs in a process group of its own, under a wall-clock limit (`--timeout` for the program), with
/// resource limits (CPU time, address space, file size, processes), an allow-listed environment (PATH, HOME and
/// TMPDIR of its scratch directory, the locale — nothing else of ours), that scratch directory as its working
/// directory, and — where the kernel lets bubblewrap make namespaces — no network, no view of other processes,
/// the file system read-only and the user's home hidden. The group is killed when it ends, at the limit, and when
/// this tool is interrupted or terminated (docs/swift-sources.md, "What runs, and how it is contained").
public struct RunPolicy: Sendable {
    /// Wall-clock seconds for a layout program (`--timeout`).
    public var timeout: Double
    /// Pass what the program prints on to stderr (`--verbose`).
    public var verbose: Bool
    /// The run's note of how layout code is contained: said once per run, under `--verbose`, however many
    /// compiles and programs the run starts. Copies of the policy share it; a new policy is a new run.
    public let isolationNote: IsolationNote
    public init(timeout: Double = 20, verbose: Bool = false, isolationNote: IsolationNote = IsolationNote()) {
        self.timeout = timeout; self.verbose = verbose; self.isolationNote = isolationNote
    }

    /// A program's limits: CPU time a little over its wall-clock time, 4 GiB of address space, 1 GiB per file.
    var programLimits: ResourceLimits {
        ResourceLimits(cpuSeconds: Int(timeout.rounded(.up)) + 1, addressSpace: 4 << 30, fileSize: 1 << 30, processes: 64)
    }
    /// The compiler's own wall-clock limit: `LAYOUT_RENDER_COMPILE_TIMEOUT` seconds when set (1…3600), else the
    /// larger of 300 s and ten times `timeout` (a module of thousands of lines on a loaded machine). A compile that
    /// never ends (type checking that explodes, a compiler that hangs) is stopped there with one line.
    var compilerTimeout: Double {
        if let text = ProcessInfo.processInfo.environment["LAYOUT_RENDER_COMPILE_TIMEOUT"], let s = Double(text), s >= 1, s <= 3600 {
            return s
        }
        return max(300, timeout * 10)
    }
    /// Its memory: what a large module needs.
    var compilerLimits: ResourceLimits {
        ResourceLimits(cpuSeconds: Int(compilerTimeout) * 2, addressSpace: 64 << 30, fileSize: 4 << 30, processes: 256)
    }
}

/// Whether a run has said how layout code is contained (`ProgramRunner.noteIsolation`): taken once, by whichever
/// compile or program of the run comes first, on any thread.
public final class IsolationNote: Sendable {
    private let said = Atomic<Bool>(false)
    public init() {}
    /// True the first time only.
    func take() -> Bool { !said.exchange(true, ordering: .relaxed) }
}

enum ProgramRunner {
    /// The environment a sandboxed process gets: nothing of ours but the locale.
    static func environment(scratch: String, path: String) -> [String: String] {
        var e = ["PATH": path, "HOME": scratch, "TMPDIR": scratch, "SWIFT_BACKTRACE": "enable=no"]
        let ours = ProcessInfo.processInfo.environment
        e["LANG"] = ours["LANG"] ?? "C.UTF-8"
        if let all = ours["LC_ALL"] { e["LC_ALL"] = all }
        return e
    }

    /// Says once per run (the policy's `isolationNote`), under `--verbose`, how layout code is contained
    /// (`SandboxMechanisms`).
    static func noteIsolation(_ policy: RunPolicy) {
        guard policy.verbose, policy.isolationNote.take() else { return }
        let line: String
        switch try? SandboxMechanisms.current() {
        case .namespaces?: line = "layout code runs in bubblewrap as uid 65534: only the toolchain, the runtime and its scratch folder visible, no network, no privilege"
        case .landlock?: line = "layout code runs under Landlock: only the toolchain, the runtime and its scratch folder visible, no sockets, no privilege"
        case .off?: line = "layout code runs UNCONFINED (--sandbox off)"
        case nil: return  // the run stops with the reason
        }
        StandardError.write("layout-render: note: " + line + "\n")
    }

    /// A program the compiler wrote as another user (under Landlock, root's compiler runs as uid 65534) becomes a
    /// file of ours — a copy — so the cache's ownership check (`ProgramCache.verified`) holds. A link is refused.
    static func adopt(_ program: String) throws {
        var s = stat()
        guard lstat(program, &s) == 0, s.st_uid != geteuid() else { return }
        guard (s.st_mode & S_IFMT) == S_IFREG, let bytes = FileManager.default.contents(atPath: program) else {
            throw SourceError("the compiler did not leave a program file at \(program)")
        }
        do { try AtomicFile.write(bytes, to: URL(fileURLWithPath: program), permissions: 0o755) } catch let e as WriteError {
            throw SourceError("cannot keep the compiled program at \(program): \(e.reason)")
        }
    }

    /// The answer; a failure of the program as the end of a sentence ("crashed while evaluating: …"); or one the
    /// host reported (the layout threw, cannot be resolved …).
    enum Result { case answer(String), failure(String), hostError(String) }

    /// Runs a compiled program for one request: its answer (descriptor 3), or what went wrong as the end of a line
    /// ("crashed while evaluating: …", "did not finish within …"). `files` are the paths of the Swift files the
    /// program was made from, as given: a trap names its file by one of them.
    static func run(_ program: String, tools: Toolchain, request: String, scratch: String,
                    files: [String] = [], policy: RunPolicy) throws -> Result {
        noteIsolation(policy)
        var c = SandboxedCommand(executable: program, arguments: [],
                                 environment: environment(scratch: scratch, path: "/usr/bin:/bin"),
                                 workingDirectory: scratch)
        c.stdin = .data(Data(request.utf8))
        c.answer = true
        c.limits = policy.programLimits
        c.isolation = Isolation(readable: [(program as NSString).deletingLastPathComponent, tools.buildDirectory,
                                           tools.toolchainRoot], writable: [scratch])
        c.timeout = policy.timeout
        c.echo = policy.verbose
        let outcome: SandboxOutcome
        do { outcome = try SandboxRunner.run(c) } catch let e as SandboxError { throw SourceError(e.message) }
        return interpret(outcome, policy: policy, files: files)
    }

    /// The answer (descriptor 3) starts "ok\n" (a spec follows) or "error\n" (the host's one-line failure follows).
    static func interpret(_ outcome: SandboxOutcome, policy: RunPolicy, files: [String] = []) -> Result {
        if outcome.timedOut {
            return .failure("did not finish within \(NumberFormat.seconds(policy.timeout)) s (an endless loop?); "
                            + "the program and everything it started were stopped; give more time with --timeout SECONDS")
        }
        let answer = outcome.answer ?? Data()
        let ok = Data("ok\n".utf8), error = Data("error\n".utf8)
        let text = outcome.outputText
        switch outcome.termination {
        case .exited(0) where answer.starts(with: ok):
            return .answer(String(decoding: answer.dropFirst(ok.count), as: UTF8.self))
        case .exited(2) where answer.starts(with: error):
            let message = String(decoding: answer.dropFirst(error.count), as: UTF8.self)
            return .hostError(message.split(separator: "\n").first.map(String.init) ?? "failed")
        case .exited(let status):
            return .failure("the layout code ended the program with exit status \(status) before the layout was evaluated")
        case .signalled(let signal):
            if signal == SIGXCPU {
                return .failure("used more than \(policy.programLimits.cpuSeconds) s of CPU time and was stopped")
            }
            if signal == SIGXFSZ {
                return .failure("wrote a file larger than \(policy.programLimits.fileSize >> 20) MiB and was stopped")
            }
            if text.contains("allocate memory") || text.contains("failed to allocate") || text.contains("out of memory")
                || text.contains("bad_alloc") {
                return .failure("ran out of memory: a layout program may use \(policy.programLimits.addressSpace >> 30) GiB "
                                + "of address space, and this one asked for more")
            }
            let lines = text.split(separator: "\n").map(String.init)
            let reason = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") })
                ?? "signal \(signal) (\(signalName(signal)))"
            return .failure("crashed while evaluating: " + trapText(reason, files: files))
        }
    }

    /// A runtime trap's line as the user's: traps name `LayoutProgram/<file name>` (the generated program's module
    /// and the last part of the file's path); the file is named by its path as given when one file of the program
    /// has that name (so a file read through an alias, `ArgumentNames`, is shown as given), else by the name alone.
    static func trapText(_ reason: String, files: [String]) -> String {
        var text = reason.trimmingCharacters(in: .whitespaces)
        let module = "LayoutProgram/"
        if let start = text.range(of: module), let colon = text[start.upperBound...].firstIndex(of: ":") {
            let name = String(text[start.upperBound..<colon])
            let matching = Set(files.filter { ($0 as NSString).lastPathComponent == name })
            text.replaceSubrange(start.lowerBound..<colon, with: matching.count == 1 ? matching.first! : name)
        }
        return text
    }

    static func signalName(_ s: Int32) -> String {
        switch s {
        case SIGSEGV: return "SIGSEGV, a bad memory access"
        case SIGILL: return "SIGILL, a trap"
        case SIGTRAP: return "SIGTRAP, a trap"
        case SIGABRT: return "SIGABRT, aborted"
        case SIGBUS: return "SIGBUS, a bad memory access"
        case SIGKILL: return "SIGKILL, killed"
        case SIGFPE: return "SIGFPE, an arithmetic error"
        default: return "signal"
        }
    }
}

/// The front end's run step.
extension ProgramRunner {
    /// Runs a compiled program for one layout (sandboxed: `ProgramRunner`): its answer, or its failure as one line
    /// naming the layout's place. A program that no longer matches its fingerprint is never run.
    static func evaluate(_ program: String, for layout: LayoutDeclaration, requestJSON: String, tools: Toolchain,
                         cache: CacheDirectory?, files: [String], policy: RunPolicy) throws -> String {
        if cache != nil, !ProgramCache.verified(program) {
            throw StaleProgram()
        }
        let scratch = try cache?.makeScratch() ?? CacheDirectory.uncachedScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        switch try run(program, tools: tools, request: requestJSON, scratch: scratch, files: files, policy: policy) {
        case .answer(let text): return text
        case .failure(let message): throw SourceError("\(layout.place): \(layout.name) " + message)
        case .hostError(let message): throw SourceError("\(layout.place): \(layout.name): " + message)
        }
    }

    /// A cached program that does not match its fingerprint: discarded and compiled again, never run.
    struct StaleProgram: Error {}
}

enum NumberFormat {
    static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
