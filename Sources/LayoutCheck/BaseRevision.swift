import Foundation
import LayoutSystem
import LayoutEngine
import LayoutSource

/// `--base REF`: the layouts as they are at a git revision, checked out in a scratch `git worktree` (detached,
/// removed afterwards) and recorded into a scratch reference folder that the working tree is then checked against.
///
/// The revision is the merge-base of REF and HEAD — what a pull request's diff is taken against: on a trunk that
/// moved on (squash merges), REF's tip holds changes the pull request did not make. `--base-exact` takes REF's
/// tip as it is.
final class BaseRevision: @unchecked Sendable {
    let checkedRoot: String
    /// The commit rendered as the baseline (full hash).
    let commit: String
    /// HEAD's commit (full hash): what the working tree was checked out from.
    let head: String
    /// The checked root inside the scratch worktree.
    let worktreeRoot: String
    let references: String
    private let scratch: String
    private let worktree: String
    private let gitTop: String
    private var removed = false

    /// git as found on PATH (the user's git, not one place of it).
    static var git: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/git" }
            .first(where: FileManager.default.isExecutableFile)
    }

    /// What every git command gets before its own arguments: the repository's hooks and file-system monitor are its
    /// code, and `--base` must not run them (a `post-checkout` hook, `core.fsmonitor`).
    static let safety = ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false"]

    init(root: String, ref: String, exact: Bool = false) throws {
        checkedRoot = root
        guard Self.git != nil else { throw CheckError("--base needs git, and there is none on PATH: install git") }
        guard !ref.hasPrefix("-") else { throw CheckError("--base \(ref): a revision, not an option") }
        let top = try Self.run(["-C", root, "rev-parse", "--show-toplevel"])
        guard top.status == 0 else { throw CheckError("--base: \(root) is not inside a git repository") }
        gitTop = URL(fileURLWithPath: top.out.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path
        let verify = try Self.run(["-C", root, "rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        guard verify.status == 0 else {
            throw CheckError("--base \(DisplayText.echo(ref)): no such revision in \(gitTop) (a branch, tag or commit; fetch it first in a shallow clone)")
        }
        let tip = verify.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let headCommit = try Self.run(["-C", root, "rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
        guard headCommit.status == 0 else {
            throw CheckError("--base \(DisplayText.echo(ref)): \(gitTop) has no commit at HEAD to compare from; commit first")
        }
        head = headCommit.out.trimmingCharacters(in: .whitespacesAndNewlines)
        if exact {
            commit = tip
        } else {
            let mergeBase = try Self.run(["-C", root, "merge-base", tip, head])
            guard mergeBase.status == 0 else {
                throw CheckError("--base \(DisplayText.echo(ref)): it and HEAD have no common ancestor (unrelated histories, or a shallow clone: fetch more history); add --base-exact to compare with its tip")
            }
            commit = mergeBase.out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        scratch = NSTemporaryDirectory() + "layout-render-base-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        worktree = scratch + "/tree"
        references = scratch + "/references"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let sub = realRoot == gitTop ? "" : String(realRoot.dropFirst(gitTop.count))
        worktreeRoot = worktree + sub
        let add = try Self.run(["-C", gitTop, "worktree", "add", "--detach", "--quiet", worktree, commit])
        guard add.status == 0 else {
            try? FileManager.default.removeItem(atPath: scratch)
            throw CheckError("--base \(ref): git worktree add failed: \(add.err.split(separator: "\n").first ?? "")")
        }
        if !FileManager.default.fileExists(atPath: worktreeRoot) {
            try? FileManager.default.createDirectory(atPath: worktreeRoot, withIntermediateDirectories: true)
        }
    }

    func remove() {
        guard !removed else { return }
        removed = true
        _ = try? Self.run(["-C", gitTop, "worktree", "remove", "--force", worktree])
        try? FileManager.default.removeItem(atPath: scratch)
        _ = try? Self.run(["-C", gitTop, "worktree", "prune"])
    }

    deinit { remove() }

    /// Runs git through the process supervisor (`SandboxRunner`: its own process group, killed with us, stdout and
    /// stderr read together so neither pipe fills): its status, its stdout and the last 64 KiB of its stderr.
    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        guard let git else { throw CheckError("--base needs git, and there is none on PATH: install git") }
        var env = ProcessInfo.processInfo.environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        var command = SandboxedCommand(executable: git, arguments: safety + args, environment: env)
        command.stdout = .captured(limit: 16 << 20)
        command.stderr = .streamed
        command.timeout = 600
        let outcome: SandboxOutcome
        do { outcome = try SandboxRunner.run(command) } catch let e as SandboxError { throw CheckError("--base: \(e.message)") }
        let status: Int32
        switch outcome.termination {
        case .exited(let s): status = s
        case .signalled(let s): status = 128 + s
        }
        return (outcome.timedOut || outcome.stdoutOverLimit ? max(status, 1) : status,
                String(decoding: outcome.stdout ?? Data(), as: UTF8.self), outcome.outputText)
    }
}
