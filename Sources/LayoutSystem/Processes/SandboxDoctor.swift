import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `layout-render doctor`: which mechanism contains layout code here, and whether it holds — the jail's probes
/// (`layout-render-jail --probe`) run in the sandbox a layout program gets, with the program's limits: a secret
/// planted outside the view (a fake checkout's `.git/config`) unreadable, writes outside the scratch folder refused,
/// no Unix or network socket, no mount or unmount, no new namespace, no TIOCSTI, processes and memory limited.
public enum SandboxDoctor {
    /// The report's lines and whether every probe held.
    public static func run(_ choice: SandboxChoice) -> (lines: [String], ok: Bool) {
        var lines = ["sandbox: \(choice.rawValue)"]
        lines.append("namespaces (bubblewrap): " + (SandboxMechanisms.namespacesUnavailable ?? "available"))
        lines.append("landlock: " + (SandboxMechanisms.landlockUnavailable ?? "available"))
        lines.append("run budget (cgroup): " + RunBudget.description)
        let mechanism: SandboxMechanism
        do { mechanism = try SandboxMechanisms.select(choice) } catch {
            lines.append("mechanism: none — \(error)")
            return (lines, false)
        }
        lines.append("mechanism: \(mechanism.rawValue)")
        guard mechanism != .off else {
            lines.append("layout code runs UNCONFINED: no probe can hold")
            return (lines, false)
        }
        guard let jail = SandboxMechanisms.jail else { return (lines + [SandboxMechanisms.jailMissing], false) }
        let fm = FileManager.default
        let base = NSTemporaryDirectory() + "layout-render-doctor-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? fm.removeItem(atPath: base) }
        let checkout = base + "/checkout/.git", scratch = base + "/scratch"
        do {
            try fm.createDirectory(atPath: checkout, withIntermediateDirectories: true)
            try fm.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try AtomicFile.write(Data("[http]\n\textraheader = AUTHORIZATION: basic doctor-fake-token\n".utf8), to: URL(fileURLWithPath: checkout + "/config"))
        } catch {
            return (lines + ["cannot prepare the probes in \(base): \(error)"], false)
        }
        var command = SandboxedCommand(executable: jail, arguments: ["--probe", checkout + "/config", base + "/checkout/written", scratch],
                                       environment: ["PATH": "/usr/bin:/bin", "HOME": scratch, "TMPDIR": scratch],
                                       workingDirectory: scratch)
        command.isolation = Isolation(readable: [], writable: [scratch])
        command.limits = probeLimits
        command.stdout = .captured(limit: 1 << 16)
        command.timeout = 30
        let outcome: SandboxOutcome
        do {
            outcome = try withChoice(mechanism) { try SandboxRunner.run(command) }
        } catch {
            return (lines + ["the probes could not run: \(error)"], false)
        }
        let report = String(decoding: outcome.stdout ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
        lines += report
        let ok = outcome.termination == .exited(0) && !report.isEmpty && report.allSatisfy { $0.hasPrefix("ok ") }
        if !ok && report.isEmpty { lines.append("the probes ended without a report: \(outcome.termination) \(outcome.outputText.prefix(300))") }
        if fm.fileExists(atPath: base + "/checkout/written") { lines.append("FAILED: a file was written outside the view") ; return (lines, false) }
        return (lines, ok)
    }

    /// A layout program's limits (ProgramRunner's; the jail's probes start up to 256 processes and ask for 64 GiB).
    static let probeLimits = ResourceLimits(cpuSeconds: 20, addressSpace: 4 << 30, fileSize: 1 << 30, processes: 64)

    /// Runs `body` with `mechanism` forced as this process's choice (auto may pick it anyway; a forced one stays).
    static func withChoice<T>(_ mechanism: SandboxMechanism, _ body: () throws -> T) rethrows -> T {
        let previous = ProcessInfo.processInfo.environment[SandboxChoice.environmentVariable]
        SandboxChoice.adopt(SandboxChoice(rawValue: mechanism.rawValue)!)
        defer { if let previous { setenv(SandboxChoice.environmentVariable, previous, 1) } else { unsetenv(SandboxChoice.environmentVariable) } }
        return try body()
    }
}
