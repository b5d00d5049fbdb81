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
        Docs: docs/visual-regression.md, docs/check-config.md.
        """)

    @Argument(help: ArgumentHelp("Folders or files to check (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Configuration file (default: layout-render.yml in the checked folder).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Write references: missing (only where none exist), failed (also those that changed), all.", valueName: "missing|failed|all"),
            transform: RecordValue.argument)
    var record: RecordValue?

    @Option(help: ArgumentHelp("Take the new rendering of the snapshots whose id or layout name matches as their references (a glob; repeatable).", valueName: "pattern"),
            transform: AcceptValue.argument)
    var accept: [AcceptValue] = []

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
    var shard: ShardValue?

    @Flag(inversion: .prefixedNo,
          help: "Say on stderr what the run is doing, phase by phase (default: when stderr is a terminal).")
    var progress: Bool?

    @Flag(help: "Say on stderr what is not checked and why: layouts of another kind (flow layouts), names stood in for.")
    var verbose = false

    @Option(name: .customLong("merge-reports"), parsing: .upToNextOption,
            help: ArgumentHelp("Join the results.json of shards' report folders into the --report folder; nothing is rendered.", valueName: "dir"))
    var mergeReports: [String] = []

    @Option(help: ArgumentHelp("How layout code from .swift files is contained: auto (namespaces, else Landlock), namespaces, landlock, or off (unconfined, and every output says so first). Default: the configuration's sandbox:, else auto.", valueName: "auto|namespaces|landlock|off"),
            transform: SandboxValue.argument)
    var sandbox: SandboxValue?

    func validate() throws {
        if let jobs, jobs < 1 || jobs > 256 { throw CLIError("--jobs: \(jobs) is not between 1 and 256") }
        if baseExact && base == nil { throw CLIError("--base-exact chooses the --base revision: give --base REF with it") }
        if !mergeReports.isEmpty {
            guard report != nil else { throw CLIError("--merge-reports writes the joined report to --report DIR; add it") }
            guard paths.isEmpty, record == nil, accept.isEmpty, !prune, base == nil, shard == nil else {
                throw CLIError("--merge-reports only joins reports: give it with --report alone")
            }
        }
    }

    func run() throws {
        let outcome: CheckRun.Outcome
        do {
            if !mergeReports.isEmpty {
                outcome = try CheckRun.mergeReports(mergeReports, into: report!)
            } else {
                var options = CheckOptions()
                options.paths = paths
                options.config = config
                options.record = record?.mode
                options.accept = accept.map(\.glob)
                options.prune = prune
                options.verbose = verbose
                options.base = base
                options.baseExact = baseExact
                options.report = report
                options.sandbox = sandbox?.choice
                if let jobs { options.jobs = jobs }
                if let shard { options.shard = shard.shard }
                // Progress lines by default only when stderr is a terminal.
                let saysProgress = progress ?? (isatty(2) != 0)
                Signals.noteInterruptions()
                do {
                    let sink: ((String) -> Void)? = saysProgress ? { line in Check.say(line) } : nil
                    outcome = try CheckRun.run(options, progress: sink)
                } catch {
                    Signals.endIfInterrupted()
                    throw error
                }
                Signals.endIfInterrupted()
            }
        } catch let e as CheckError {
            throw CLIError(e.message)
        }
        try CommandOutput.printLines(outcome.lines.joined(separator: "\n"))
        if outcome.exitCode != 0 { Foundation.exit(outcome.exitCode) }
    }
}

extension Check {
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
