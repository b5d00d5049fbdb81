import Foundation
import LayoutFiles
import LayoutEngine
import LayoutSource

/// `--base REF`: the layouts as they are at a git revision, checked out in a scratch `git worktree` (detached,
/// removed afterwards) and recorded into a scratch reference folder that the working tree is then checked against.
final class BaseRevision: @unchecked Sendable {
    let checkedRoot: String
    /// The checked root inside the scratch worktree.
    let worktreeRoot: String
    let references: String
    private let scratch: String
    private let worktree: String
    private let gitTop: String
    private var removed = false

    static let git = "/usr/bin/git"

    init(root: String, ref: String) throws {
        checkedRoot = root
        guard FileManager.default.isExecutableFile(atPath: Self.git) else { throw CheckError("--base needs git (\(Self.git) not found)") }
        guard !ref.hasPrefix("-") else { throw CheckError("--base \(ref): a revision, not an option") }
        let top = try Self.run(["-C", root, "rev-parse", "--show-toplevel"])
        guard top.status == 0 else { throw CheckError("--base: \(root) is not inside a git repository") }
        gitTop = URL(fileURLWithPath: top.out.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path
        let verify = try Self.run(["-C", root, "rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        guard verify.status == 0 else {
            throw CheckError("--base \(DisplayText.echo(ref)): no such revision in \(gitTop) (a branch, tag or commit; fetch it first in a shallow clone)")
        }
        let commit = verify.out.trimmingCharacters(in: .whitespacesAndNewlines)
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

    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: git)
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
