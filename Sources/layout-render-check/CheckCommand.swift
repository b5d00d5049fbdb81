import ArgumentParser
import Foundation
import LayoutCheck
import LayoutJobs
import LayoutSystem
import LayoutReport

/// `layout-render check`: the logic is LayoutCheck's (CheckRun); this parses the options and prints.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-render check",
        abstract: "Check every layout under the paths (Swift sources and spec files) against its references.",
        discussion: """
        Each layout is evaluated in every variant of the matrix in layout-render.yml (default: iPhone13, portrait, \
        light, left to right), drawn and dumped as frames, and compared with __LayoutSnapshots__/<file>/<layout>.\
        <variant>.png and .frames.json: frames exactly, pictures perceptually. Exit 0 when every snapshot passed or \
        was recorded, 1 when any changed, was added, removed or is an error, 2 on bad input. \
        Docs: docs/visual-regression.md, docs/check-config.md. Joining a sharded run's reports is a command of its \
        own: 'layout-render check merge-reports --help'.
        """)

    @Argument(help: ArgumentHelp("Folders or files to check (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Configuration file (default: layout-render.yml in the checked folder).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Write references: missing (only where none exist), failed (also those that changed), all.", valueName: "missing|failed|all"),
            transform: RecordValue.argument)
    var record: OptionInput<RecordValue>?

    @Option(help: ArgumentHelp("Take the new rendering of the snapshots whose id or layout name matches as their references (a glob; repeatable).", valueName: "pattern"),
            transform: AcceptValue.argument)
    var accept: [OptionInput<AcceptValue>] = []

    @Flag(help: "Delete references whose layout or variant no longer exists (and say which).")
    var prune = false

    @Option(help: ArgumentHelp("Compare with the layouts as they are where HEAD branched from this git revision (their merge-base, what a pull request's diff shows; rendered in a scratch worktree) instead of the reference folder.", valueName: "ref"))
    var base: String?

    @Flag(name: .customLong("base-exact"), help: "With --base: compare with the revision's tip itself, not its merge-base with HEAD.")
    var baseExact = false

    @Option(help: ArgumentHelp("Write the report here: index.html, summary.md, junit.xml, results.json, the new renderings and the before/after/diff pictures.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Snapshots rendered and compared at once (default: the cores).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Check a stable share of the snapshots: I of N, e.g. 2/4 (for a CI matrix).", valueName: "I/N"),
            transform: ShardValue.argument)
    var shard: OptionInput<ShardValue>?

    @Flag(inversion: .prefixedNo,
          help: "Say on stderr what the run is doing, phase by phase (default: when stderr is a terminal).")
    var progress: Bool?

    @Flag(help: "Say on stderr what is not checked and why: layouts of another kind (flow layouts), names stood in for.")
    var verbose = false

    /// The spelling before `check merge-reports` was a command of its own: refused with the new one.
    @Option(name: .customLong("merge-reports"), parsing: .upToNextOption, help: .hidden)
    var mergeReportsFlag: [String] = []

    @Option(help: ArgumentHelp("How layout code from .swift files is contained: auto (namespaces, else Landlock), namespaces, landlock, or off (unconfined, and every output says so first). Default: the configuration's sandbox:, else auto.", valueName: "auto|namespaces|landlock|off"),
            transform: SandboxValue.argument)
    var sandbox: OptionInput<SandboxValue>?

    func validate() throws {
        _ = try record?.value(); _ = try accept.values(); _ = try shard?.value(); _ = try sandbox?.value()
        if let jobs, jobs < 1 || jobs > 256 { throw CLIError("--jobs: \(jobs) is not between 1 and 256") }
        if baseExact && base == nil { throw CLIError("--base-exact chooses the --base revision: give --base REF with it") }
        if !mergeReportsFlag.isEmpty {
            throw CLIError("--merge-reports is now a command of its own: layout-render check merge-reports DIR... --report OUT")
        }
    }

    func run() throws {
        var options = CheckOptions()
        options.paths = paths
        options.config = config
        options.record = try record?.value().mode
        options.accept = try accept.values().map(\.glob)
        options.prune = prune
        options.verbose = verbose
        options.base = base
        options.baseExact = baseExact
        options.report = report
        options.sandbox = try sandbox?.value().choice
        if let jobs { options.jobs = jobs }
        if let shard { options.shard = try shard.value().shard }
        // Progress lines by default only when stderr is a terminal.
        let saysProgress = progress ?? (isatty(2) != 0)
        let outcome: CheckRun.Outcome
        Signals.noteInterruptions()
        do {
            let sink: ((String) -> Void)? = saysProgress ? { line in Check.say(line) } : nil
            outcome = try CheckRun.run(options, progress: sink)
        } catch let e as CheckError {
            Signals.endIfInterrupted()
            throw CLIError(e.message)
        } catch {
            Signals.endIfInterrupted()
            throw error
        }
        Signals.endIfInterrupted()
        try Check.finish(outcome)
    }
}

/// `layout-render check merge-reports DIR... --report OUT`: the report folders of one sharded run (`check --shard
/// I/N --report DIR`) joined into one report, as one unsharded run would have written it; nothing is rendered. A
/// command of its own, so none of check's options can be given with it (LayoutCheck's `CheckRun.mergeReports`).
/// Not an ArgumentParser subcommand of `Check`: a parent command parses its own arguments first, and check's paths
/// would take the word `merge-reports` as a path, so main.swift picks the command by the first argument.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-render check merge-reports",
        abstract: "Join the shards' report folders (check --shard I/N --report DIR) into one report; nothing is rendered.",
        discussion: "Exit 0 when every snapshot of the joined run passed, 1 when any did not, 2 on bad input.")

    @Argument(help: ArgumentHelp("The shards' report folders, every shard of the run once.", valueName: "dir"))
    var shards: [String]

    @Option(help: ArgumentHelp("Write the joined report here (index.html, summary.md, junit.xml, results.json and the pictures).", valueName: "dir"))
    var report: String

    func run() throws {
        let outcome: CheckRun.Outcome
        do { outcome = try CheckRun.mergeReports(shards, into: report) } catch let e as CheckError { throw CLIError(e.message) }
        try Check.finish(outcome)
    }
}

extension Check {
    /// The run's lines on stdout, then its exit code (0 all passed, 1 any did not).
    static func finish(_ outcome: CheckRun.Outcome) throws {
        try CommandOutput.printLines(outcome.lines.joined(separator: "\n"))
        if outcome.exitCode != 0 { Foundation.exit(outcome.exitCode) }
    }

    /// A progress line on stderr ("check: …"); a closed or full stderr loses the line, it does not stop the run.
    nonisolated static func say(_ line: String) { StandardError.write("check: " + DisplayText.line(line) + "\n") }
}

/// `--record missing|failed|all`, parsed with the command line (`transform: RecordValue.argument`).
struct RecordValue: OptionValue {
    static let optionName = "--record"
    var mode: CheckOptions.Record
    init(parsing text: String) throws {
        guard let m = CheckOptions.Record(rawValue: text) else {
            throw CLIError("--record: '\(DisplayText.echo(text))' is not one of missing, failed, all")
        }
        mode = m
    }
}

/// `--shard I/N`, parsed with the command line.
struct ShardValue: OptionValue {
    static let optionName = "--shard"
    var shard: Shard
    init(parsing text: String) throws {
        do { shard = try Shard(parsing: text) } catch let e as CheckError { throw CLIError(e.message) }
    }
}

/// `--accept PATTERN`: a glob over snapshot ids and layout names, parsed with the command line.
struct AcceptValue: OptionValue {
    static let optionName = "--accept"
    var glob: Glob
    init(parsing text: String) throws {
        do { glob = try Glob(text) } catch let e as Glob.Problem { throw CLIError("--accept '\(DisplayText.echo(text))': \(e)") }
    }
}

/// `--sandbox auto|namespaces|landlock|off`, parsed with the command line.
struct SandboxValue: OptionValue {
    static let optionName = "--sandbox"
    var choice: SandboxChoice
    init(parsing text: String) throws {
        guard let c = SandboxChoice(rawValue: text) else {
            throw CLIError("--sandbox \(DisplayText.echo(text)): give auto, namespaces, landlock or off")
        }
        choice = c
    }
}
