import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How layout code (and the compiler) is contained (docs/swift-sources.md, "What runs, and how it is contained").
/// Either way the same view (`Isolation`), the same system-call filter, no-new-privs, a session of its own and the
/// same limits; they differ in how the view is made.
public enum SandboxMechanism: String, Sendable {
    /// bubblewrap: a user namespace as uid 65534 with no capabilities, an empty root holding only the view, its own
    /// PID, network, IPC and UTS namespaces and /proc; the jail inside applies the filter and limits.
    case namespaces
    /// No namespaces (Ubuntu's AppArmor rule, Docker's seccomp profile): the jail restricts the file system to the
    /// view with Landlock (TCP and signals too where the kernel's ABI has them); as root it also becomes uid 65534.
    case landlock
    /// Unconfined: asked for with `--sandbox off` (or `sandbox: off`), and then said in check's first lines.
    case off
}

/// What `--sandbox` (or `sandbox:` in layout-render.yml, or `LAYOUT_RENDER_SANDBOX`) asks for: `auto` takes
/// namespaces where they can be made, else Landlock, else stops with one line saying what is missing.
public enum SandboxChoice: String, Sendable, CaseIterable {
    case auto, namespaces, landlock, off

    /// The variable the choice travels in from `layout-render` to its Swift-source front end.
    public static let environmentVariable = "LAYOUT_RENDER_SANDBOX"

    /// The choice this process was given (its environment), `auto` when none.
    public static var current: SandboxChoice {
        get throws {
            guard let text = ProcessInfo.processInfo.environment[environmentVariable], !text.isEmpty else { return .auto }
            return try parse(text, source: environmentVariable)
        }
    }

    public static func parse(_ text: String, source: String) throws -> SandboxChoice {
        guard let choice = SandboxChoice(rawValue: text) else {
            throw SandboxError("\(source) \(text): give auto, namespaces, landlock or off")
        }
        return choice
    }

    /// Makes `choice` this process's and its children's (the option and the config set it before anything runs).
    public static func adopt(_ choice: SandboxChoice) {
        setenv(environmentVariable, choice.rawValue, 1)
    }
}

public enum SandboxMechanisms {
    /// The jail (`layout-render-jail`) beside this executable or in the versioned libexec directory.
    public static let jail: String? = Installation.companionCandidates("layout-render-jail")
        .first(where: FileManager.default.isExecutableFile)

    static let jailMissing = "layout-render-jail is not installed (build it with 'swift build --product layout-render-jail' "
        + "or install layout-render with 'make install'; it needs libseccomp: apt-get install libseccomp-dev)"

    /// Nil when bubblewrap can make the sandbox's namespaces here (probed once, with the flags a run uses), else why not.
    public static let namespacesUnavailable: String? = {
        guard let jail else { return jailMissing }
        guard let bwrap = SandboxRunner.tool("bwrap") else { return "bubblewrap is not installed (apt-get install bubblewrap)" }
        let view = SandboxView(Isolation(readable: [], writable: []), jail: jail, compiler: false)
        var probe = SandboxedCommand(executable: bwrap, arguments: view.bubblewrapArguments(workingDirectory: nil) + [jail, "--seccomp", "--", jail, "--landlock-abi"],
                                     environment: ["PATH": "/usr/bin:/bin"])
        probe.timeout = 10
        guard let outcome = try? SandboxRunner.runDirect(probe) else { return "bubblewrap cannot start" }
        if outcome.succeeded { return nil }
        let why = outcome.outputText.split(separator: "\n").first.map(String.init) ?? "exit \(outcome.termination)"
        return "bubblewrap cannot make namespaces here (\(why))"
    }()

    /// Nil when the jail can restrict the file system with Landlock here, else why not.
    public static let landlockUnavailable: String? = {
        guard let jail else { return jailMissing }
        var probe = SandboxedCommand(executable: jail, arguments: ["--landlock-abi"], environment: [:])
        probe.stdout = .captured(limit: 64)
        probe.timeout = 10
        guard let outcome = try? SandboxRunner.runDirect(probe), let text = outcome.stdout,
              let abi = Int(String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return "layout-render-jail cannot start"
        }
        return abi >= 1 ? nil : "this kernel has no Landlock (Linux 5.13 or later, with landlock among its security modules)"
    }()

    /// The mechanism `choice` gets here, or one line naming what is missing and how to install it.
    public static func select(_ choice: SandboxChoice) throws -> SandboxMechanism {
        switch choice {
        case .off: return .off
        case .namespaces:
            if let why = namespacesUnavailable { throw SandboxError("--sandbox namespaces: \(why)") }
            return .namespaces
        case .landlock:
            if let why = landlockUnavailable { throw SandboxError("--sandbox landlock: \(why)") }
            return .landlock
        case .auto:
            // Root's user namespace does not count processes (RLIMIT_NPROC exempts its owner): without a cgroup for
            // the run, Landlock as uid 65534 bounds them and namespaces do not.
            if namespacesUnavailable == nil && (getuid() != 0 || RunBudget.boundsProcesses) { return .namespaces }
            if landlockUnavailable == nil { return .landlock }
            if namespacesUnavailable == nil { return .namespaces }
            throw SandboxError("layout code cannot be contained here: \(namespacesUnavailable!); and \(landlockUnavailable!); "
                               + "install bubblewrap with user namespaces allowed (or run as root), or use a kernel with Landlock, "
                               + "or run with --sandbox off to run it unconfined")
        }
    }

    /// The mechanism of this process's choice (`SandboxChoice.current`).
    public static func current() throws -> SandboxMechanism { try select(try SandboxChoice.current) }
}
