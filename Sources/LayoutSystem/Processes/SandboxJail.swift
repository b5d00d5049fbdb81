import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The command line that puts a command in its sandbox: what goes before the command's own executable.
///
///     namespaces:  [jail --cgroup …  --]  bwrap <view, no privilege>  --  jail --rlimit … --seccomp  --  COMMAND
///     landlock:    jail --cgroup … --rlimit … --setsid [--nobody] --ro … --rw … --seccomp  --  COMMAND
///
/// The jail (`layout-render-jail`, Sources/layout-render-jail/jail.c) always sets no-new-privs. As root with
/// Landlock it becomes uid 65534 (so RLIMIT_NPROC counts), keeping only CAP_DAC_OVERRIDE to open the files of its
/// view. In a user namespace made by root, RLIMIT_NPROC does not count (the kernel exempts the namespace's owner):
/// there the run's cgroup (`RunBudget`) bounds the processes, where one can be made.
enum SandboxJail {
    static func prefix(_ mechanism: SandboxMechanism, isolation: Isolation, limits: ResourceLimits?,
                       workingDirectory: String?) throws -> [String] {
        if mechanism == .off { return [] }
        guard let jail = SandboxMechanisms.jail else { throw SandboxError(SandboxMechanisms.jailMissing) }
        let view = SandboxView(isolation, jail: jail, compiler: isolation.compiler)
        let budget = RunBudget.procsFiles.flatMap { ["--cgroup", $0] }
        let rlimits = limits?.jailArguments ?? []
        switch mechanism {
        case .off:
            return []
        case .namespaces:
            guard let bwrap = SandboxRunner.tool("bwrap") else { throw SandboxError("bubblewrap is not installed (apt-get install bubblewrap)") }
            let outer = budget.isEmpty ? [] : [jail] + budget + ["--"]
            return outer + [bwrap] + view.bubblewrapArguments(workingDirectory: workingDirectory) + [jail] + rlimits + ["--seccomp", "--"]
        case .landlock:
            return [jail] + budget + rlimits + ["--setsid"] + (getuid() == 0 ? ["--nobody"] : [])
                + view.landlockArguments + ["--seccomp", "--"]
        }
    }
}
