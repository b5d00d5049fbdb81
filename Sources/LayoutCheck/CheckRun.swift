import Foundation
import LayoutSystem
import LayoutReport
import LayoutEngine
import LayoutSource
import LayoutSpec
import LayoutRender

/// `layout-render check`: every layout under the paths, in every configured variant, against its references
/// (docs/visual-regression.md). Bad input throws `CheckError` (exit 2) before any rendering; everything found in a
/// run is a result (exit 0 when each passed or was recorded, else 1).
public struct CheckOptions: Sendable {
    public enum Record: String, Sendable, CaseIterable { case missing, failed, all }

    public var paths: [String] = []
    public var config: String?
    public var record: Record?
    /// `--accept PATTERN`: results whose id or layout name matches take their new rendering as reference.
    public var accept: [Glob] = []
    public var prune = false
    public var base: String?
    /// `--base-exact`: the baseline is REF's tip, not the merge-base of REF and HEAD.
    public var baseExact = false
    public var report: String?
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    public var shard = Shard(index: 1, count: 1)
    /// Replaces the configured reference folder (used by `--base` for the revision's renderings).
    public var referencesOverride: String?
    /// `--sandbox`: how layout code is contained (over the configuration's `sandbox:`); nil: not given.
    public var sandbox: SandboxChoice?
    /// `--verbose`: notes on stderr (layouts of another kind not checked, names stood in for).
    public var verbose = false

    public init() {}

    /// What the run may change in the reference folder.
    var writesReferences: Bool { record != nil || !accept.isEmpty || prune }
}

/// `--shard I/N`: the snapshots whose id hashes to I − 1 modulo N.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int
    public init(index: Int, count: Int) { self.index = index; self.count = count }

    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, i >= 1, i <= n else {
            throw CheckError("--shard: '\(DisplayText.echo(text))' is not I/N with 1 ≤ I ≤ N ≤ 1000 (e.g. 2/4)")
        }
        index = i; count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// Stable across runs, machines and the other snapshots: FNV-1a of the id.
    public func takes(_ id: String) -> Bool {
        guard count > 1 else { return true }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in id.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return Int(h % UInt64(count)) == index - 1
    }
}

/// What every snapshot of a run shares.
final class CheckRunContext: @unchecked Sendable {
    let options: CheckOptions
    let config: CheckConfig
    let root: String
    let targets: [CheckTarget]
    let targetKeys: [String]
    let references: ReferenceFolder
    let evaluation: SourceEvaluation
    let workDirectory: URL
    let reportDirectory: URL?
    let hashIndex: HashIndex
    /// What snapshots without a reference drew (`DrawingCache`), so a warm run draws them from there.
    let drawings = DrawingCache.locate()
    /// The Swift toolchain's identity (compiler and runtime, `Toolchain.identity`), part of what an error of a Swift
    /// layout is kept under; nil when there is none (then no Swift error is kept).
    let toolchainIdentity: String?
    private let lock = NSLock()
    private var metasWritten: Set<String> = []

    init(options: CheckOptions, config: CheckConfig, root: String, targets: [CheckTarget], targetKeys: [String],
         references: ReferenceFolder, evaluation: SourceEvaluation, workDirectory: URL, reportDirectory: URL?,
         hashIndex: HashIndex, toolchainIdentity: String? = nil) {
        self.toolchainIdentity = toolchainIdentity
        self.options = options; self.config = config; self.root = root; self.targets = targets
        self.targetKeys = targetKeys; self.references = references; self.evaluation = evaluation
        self.workDirectory = workDirectory; self.reportDirectory = reportDirectory; self.hashIndex = hashIndex
    }

    /// Messages name files relative to the checked root, on one line.
    func shorten(_ message: String) -> String {
        DisplayText.line(message.replacingOccurrences(of: root + "/", with: ""), limit: 1000)
    }

    func inputKey(_ s: Snapshot, target: CheckTarget) -> String {
        let t = target.settings
        let args: String = t.args.map { given in
            given.keys.sorted().map { key in key + "=" + given[key]! }.joined(separator: "\u{0}")
        } ?? "-"
        let parts: [String] = [CheckRun.toolIdentity, s.id, targetKeys[s.target], t.sectionKinds?.joined(separator: ",") ?? "-",
                     t.items?.map(String.init).joined(separator: ",") ?? "-", args,
                     "\(config.scale)", "\(t.threshold)",
                     t.tolerance.description]
        return Digest.sha256(parts.joined(separator: "\n"))
    }

    /// What an error of this snapshot is kept under (`HashIndex.failed`): its inputs' key, and for a Swift layout
    /// the toolchain that compiled it — a new compiler may take what the old one refused. Nil: not kept.
    func failureKey(_ s: Snapshot, target: CheckTarget) -> String? {
        switch target.source {
        case .spec: return inputKey(s, target: target)
        case .swift, .unreadable: return toolchainIdentity.map { inputKey(s, target: target) + "|" + $0 }
        }
    }

    /// What a snapshot's drawing is kept under (`DrawingCache`): what its error would be kept under, and how layout
    /// code is contained (an answer of an unconfined run is never another mechanism's, `InputCache.contained`).
    func drawingKey(_ s: Snapshot, target: CheckTarget) -> String? {
        guard options.referencesOverride == nil, let key = failureKey(s, target: target) else { return nil }
        return key + "|" + ((try? SandboxMechanisms.current()).map(\.rawValue) ?? "unavailable")
    }

    /// Writes a file of the work or report folder (made by this run): a new file, never through a link.
    func write(_ data: Data, to dir: URL, _ relative: String) throws {
        do { try BeneathRoot.write(data, to: relative, in: dir.path) } catch let p as BeneathRoot.Problem {
            throw CheckError("\(dir.path)/\(p.description)")
        }
    }

    /// A passed snapshot's picture in the report: a copy of the reference's bytes, read without following a link
    /// (before and after are the same). `png` is the reference's path in the folder, or its bytes already read.
    func copyPassedImage(_ png: String, result: inout CheckResult) {
        guard reportDirectory != nil, let data = try? BeneathRoot.read(png, in: references.url.path) else { return }
        copyPassedImage(data, result: &result)
    }

    func copyPassedImage(_ data: Data, result: inout CheckResult) {
        guard let dir = reportDirectory else { return }
        let rel = "images/\(result.id).png"
        if (try? write(data, to: dir, rel)) != nil { result.images.before = rel; result.images.after = rel }
    }

    /// The layout's metadata as this run would record it (all its variants), once per layout.
    func writeActualMeta(_ target: CheckTarget, to relative: String) throws {
        lock.lock()
        let first = metasWritten.insert(relative).inserted
        lock.unlock()
        guard first else { return }
        let meta = ReferenceFolder.Metadata(layout: target.name, file: target.file, line: target.line,
                                            variants: target.settings.variants.map(\.id))
        try write(meta.encoded(), to: workDirectory, relative)
    }
}

public enum CheckRun {
    /// The tool's build, for the warm-run keys only (never written into references): its version and the
    /// executable's size and modification time.
    static let toolIdentity: String = {
        var info = stat()
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let stamp = stat(exe, &info) == 0 ? "\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)" : "?"
        return LayoutRenderTool.version + "@" + stamp
    }()

    public struct Outcome: Sendable {
        public var results: CheckResults
        /// Lines for standard output: what needs attention, what was written or deleted, then the counts.
        public var lines: [String]
        public var exitCode: Int32 { results.exitCode }
    }

    /// Runs a check. Throws `CheckError` for bad input (nothing rendered, nothing written). With `--report`, the
    /// report is made in a staging folder beside the report folder and moved into it only when the run completes;
    /// a run that fails (exit 2, an interruption) removes the previous run's report files instead, so nothing
    /// stale (a summary.md CI would post) is left behind.
    public static func run(_ options: CheckOptions, progress: ((String) -> Void)? = nil) throws -> Outcome {
        guard let report = options.report else { return try runStaged(options, reportDirectory: nil, progress: progress) }
        let final = URL(fileURLWithPath: report, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath,
                                                                 isDirectory: true)).standardizedFileURL
        var staging: URL?
        do {
            staging = try ReportStaging.make(for: final)
            let outcome = try runStaged(options, reportDirectory: (final: final, staging: staging!), progress: progress)
            try ReportStaging.publish(staging!, into: final)
            staging = nil
            return outcome
        } catch {
            if let staging { try? FileManager.default.removeItem(at: staging) }
            ReportStaging.clear(final)
            throw error
        }
    }

    static func runStaged(_ options: CheckOptions, reportDirectory staged: (final: URL, staging: URL)?,
                          progress: ((String) -> Void)?) throws -> Outcome {
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> String {
            URL(fileURLWithPath: p, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map(absolute)
        let root = try checkedRoot(paths, current: absolute("."))
        func relative(_ p: String) -> String { p == root ? "." : p.hasPrefix(root + "/") ? String(p.dropFirst(root.count + 1)) : p }
        // Configuration, before anything else is read.
        var configPath: String?
        if let c = options.config { configPath = absolute(c) }
        else if FileManager.default.fileExists(atPath: root + "/" + CheckConfig.fileName) { configPath = root + "/" + CheckConfig.fileName }
        let config: CheckConfig
        // Named as the user would type it: relative to the current folder when inside it.
        func shown(_ p: String) -> String { p.hasPrefix(cwd + "/") ? String(p.dropFirst(cwd.count + 1)) : p }
        do { config = try configPath.map { try CheckConfig.read(path: $0, shownAs: shown($0)) } ?? CheckConfig() }
        catch let e as SpecError { throw CheckError(e.description) }

        if options.base != nil && options.writesReferences {
            throw CheckError("--base compares with a git revision's renderings; --record, --accept and --prune write references: use one or the other")
        }
        if options.shard.count > 1 && options.prune {
            throw CheckError("--prune with --shard: a shard does not know every snapshot; prune in an unsharded run")
        }
        let references = ReferenceFolder(URL(fileURLWithPath: options.referencesOverride ?? (root + "/" + config.references)))
        if options.referencesOverride == nil { try checkLinkFree(references, root: root, shown: config.references) }
        if options.writesReferences { try references.checkWritable() }
        var reportDirectory: URL?
        if let r = options.report, let staged {
            let dir = staged.final
            if dir.path == references.url.path || dir.path.hasPrefix(references.url.path + "/") {
                throw CheckError("--report \(r): inside the reference folder; write the report elsewhere")
            }
            reportDirectory = staged.staging
        }
        let scratch = reportDirectory == nil ? try makeScratch() : nil
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }

        // The baseline from git: the revision's layouts recorded into a scratch reference folder.
        var base: BaseRevision?
        if let ref = options.base {
            base = try BaseRevision(root: root, ref: ref, exact: options.baseExact)
        }
        defer { base?.remove() }
        var runOptions = options
        if let base {
            progress?("rendering \(options.base!) (\(base.commit.prefix(12))) in a scratch worktree")
            try recordBase(base, options: options, paths: paths, configPath: configPath)
            runOptions.referencesOverride = base.references
        }
        return try check(runOptions, config: config, configPath: configPath, root: root, paths: paths,
                         references: base.map { ReferenceFolder(URL(fileURLWithPath: $0.references)) } ?? references,
                         reportDirectory: reportDirectory, workDirectory: reportDirectory ?? scratch!,
                         relative: relative, shownReport: staged.map { relative($0.final.path) },
                         commits: base.map { (base: $0.commit, head: $0.head) }, progress: progress)
    }

    /// The reference folder is read and written only as a real folder inside the checked root: when it, or a folder
    /// between the root and it, is a symbolic link, the run is refused (a link would let --record, --accept and
    /// review write outside the repository, and the report copy files from anywhere).
    static func checkLinkFree(_ references: ReferenceFolder, root: String, shown: String) throws {
        let folder = references.url.path
        guard folder.hasPrefix(root + "/") else { return }
        if let link = BeneathRoot.firstLink(String(folder.dropFirst(root.count + 1)), in: root) {
            throw CheckError("\(DisplayText.echo(shown)): \(DisplayText.echo(link)) is a symbolic link; the reference folder must be a real folder inside the checked root (set 'references' in \(CheckConfig.fileName) or replace the link by the folder)")
        }
    }

    /// The checked root: the one folder given, else the current folder (every path must exist and be inside it).
    static func checkedRoot(_ paths: [String], current: String) throws -> String {
        for p in paths where !FileManager.default.fileExists(atPath: p) {
            throw CheckError("\(p): no such file or folder")
        }
        var isDir: ObjCBool = false
        if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDir), isDir.boolValue {
            return paths[0]
        }
        // A file named in bytes that are not UTF-8 is read through an alias outside the root (ArgumentNames); its
        // references would be named after it. (A folder so named is walked through its alias as the root.)
        for p in paths where ArgumentNames.isAlias(p) {
            throw CheckError("\(p): its name is not valid UTF-8, and check names references after their files: rename it "
                             + "(render, frames, validate and diff take it as it is)")
        }
        for p in paths where !(p == current || p.hasPrefix(current + "/")) {
            throw CheckError("\(p): outside the checked root \(current); run check from a folder that holds every path")
        }
        return current
    }

    /// `--base`: the same paths and configuration in the revision's worktree, every snapshot recorded into its
    /// scratch reference folder.
    static func recordBase(_ base: BaseRevision, options: CheckOptions, paths: [String], configPath: String?) throws {
        var baseOptions = CheckOptions()
        baseOptions.paths = paths.map { base.worktreeRoot + String($0.dropFirst(base.checkedRoot.count)) }
        baseOptions.config = configPath.map { p in
            p.hasPrefix(base.checkedRoot + "/") ? base.worktreeRoot + String(p.dropFirst(base.checkedRoot.count)) : p
        }
        if let c = baseOptions.config, !FileManager.default.fileExists(atPath: c) { baseOptions.config = configPath }
        baseOptions.record = .all
        baseOptions.jobs = options.jobs
        baseOptions.shard = options.shard
        baseOptions.referencesOverride = base.references
        baseOptions.sandbox = options.sandbox
        _ = try run(baseOptions, progress: nil)
    }

    /// The check proper, once the root, configuration and folders are settled: targets found, budgets checked,
    /// every snapshot rendered and compared, references that no longer have a layout listed, then what the options
    /// select written and the report made.
    static func check(_ options: CheckOptions, config: CheckConfig, configPath: String?, root: String, paths: [String],
                      references: ReferenceFolder, reportDirectory: URL?, workDirectory: URL,
                      relative: @escaping (String) -> String, shownReport: String? = nil,
                      commits: (base: String, head: String)? = nil,
                      progress: ((String) -> Void)?) throws -> Outcome {
        let found = try CheckFinder.find(paths, config: config, relative: relative, skip: references.url.path)
        // Swift files run their code: contained, or stopped here with what is missing — unless told to run it
        // unconfined, which every output then says first.
        var unconfined = false
        if !found.swiftFiles.isEmpty {
            do {
                let choice = try options.sandbox ?? config.sandbox ?? SandboxChoice.current
                SandboxChoice.adopt(choice)
                unconfined = try SandboxMechanisms.select(choice) == .off
            } catch let e as SandboxError { throw CheckError(e.message) }
        }
        let contents = try references.scan()
        let evaluation = SourceEvaluation(files: found.swiftFiles)
        var ignored = Set<String>()
        var notes: [String] = []
        var targets = CheckTarget.targets(found: found, config: config, evaluation: evaluation, relative: relative,
                                          ignored: &ignored, notes: &notes)
        if options.verbose {
            // What listing the tree's layouts cost: a warm run with nothing changed reads no module again.
            if !found.swiftFiles.isEmpty {
                let l = evaluation.listed
                notes.insert("layouts listed: \(l.read) of \(l.modules) module\(l.modules == 1 ? "" : "s") read again "
                             + "(\(l.parsed) Swift file\(l.parsed == 1 ? "" : "s") parsed), the others from the cache", at: 0)
            }
            StandardError.write(notes.map { "layout-render: note: " + DisplayText.line($0) + "\n" }.joined())
        }
        for i in targets.indices {
            guard case .unreadable = targets[i].source else { continue }
            targets[i].settings.variants = Array(targets[i].settings.variants.prefix(1))
        }
        // Budget before any work.
        if let big = targets.first(where: { $0.settings.variants.count > CheckConfig.maxVariantsPerLayout }) {
            throw CheckError("\(big.name): \(big.settings.variants.count) variants, over the limit of \(CheckConfig.maxVariantsPerLayout) per layout; narrow the matrix in \(CheckConfig.fileName)")
        }
        let (snapshots, ids) = snapshots(of: targets, shard: options.shard)
        if snapshots.count > config.maxSnapshots {
            throw CheckError("\(snapshots.count) snapshots to draw, over the run's budget of \(config.maxSnapshots); narrow the variants, or raise 'maxSnapshots' in \(CheckConfig.fileName)")
        }
        let context = CheckRunContext(options: options, config: config, root: root, targets: targets,
                                      targetKeys: inputKeys(of: targets, swiftFiles: found.swiftFiles),
                                      references: references, evaluation: evaluation,
                                      workDirectory: workDirectory, reportDirectory: reportDirectory,
                                      // A scratch reference folder (--base) gets no index: it is gone after the run.
                                      hashIndex: options.referencesOverride == nil ? HashIndex.locate(references: references.url)
                                                                                   : HashIndex(path: nil),
                                      toolchainIdentity: found.swiftFiles.isEmpty ? nil : (try? Toolchain.locate())?.identity())
        let checker = SnapshotCheck(run: context)
        progress?("\(targets.count) layout\(targets.count == 1 ? "" : "s") in \(found.swiftFiles.count) Swift file\(found.swiftFiles.count == 1 ? "" : "s") and \(found.specFiles.count) spec\(found.specFiles.count == 1 ? "" : "s"): \(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s")")
        evaluateSwift(snapshots, targets: targets, checker: checker, evaluation: evaluation, progress: progress)
        progress?("drawing and comparing \(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s")")
        var all = try renderAll(snapshots, checker: checker, jobs: options.jobs)
        if options.verbose { StandardError.write(drawingNotes(all).map { "layout-render: note: " + DisplayText.line($0) + "\n" }.joined()) }
        all += leftoverResults(contents, checked: ids, targets: targets, ignored: ignored, context: context,
                               existing: Set(found.swiftFiles.map(relative) + found.specFiles.map(relative)))
        // Files whose names are not UTF-8 are not taken (a reference is named after its file): said, not skipped
        // in silence.
        var lines = unconfined ? [CheckResults.Run.unconfinedLine] : []
        lines += found.undecodable.map { "skipped: \(relative($0)): its name is not valid UTF-8; rename it to check it" }
        lines += try writeSelected(&all, context: context, relative: relative)
        context.hashIndex.save()

        var run = CheckResults.Run(root: root, references: references.url.path, config: configPath, base: options.base,
                                   shard: options.shard.description, unconfined: unconfined ? true : nil)
        run.baseCommit = commits?.base
        run.headCommit = commits?.head
        let checkResults = CheckResults(run: run, results: all)
        if let dir = reportDirectory { try ReportHook.write(checkResults, to: dir) }
        lines += summaryLines(checkResults, shownReport: shownReport, relative: relative)
        return Outcome(results: checkResults, lines: lines)
    }

    /// Every Swift snapshot that does not pass or fail warm (inputs — and references, for a pass — unchanged since
    /// it last ended so), evaluated in one batch — one compile per module, nothing when cached — before the snapshots are drawn and
    /// compared in parallel. A warm run asks the front end nothing.
    static func evaluateSwift(_ snapshots: [Snapshot], targets: [CheckTarget], checker: SnapshotCheck,
                              evaluation: SourceEvaluation, progress: ((String) -> Void)?) {
        var requests: [SourceEvaluation.Request] = []
        var unchanged = 0
        for s in snapshots {
            let t = targets[s.target]
            guard case .swift(let declaration) = t.source, t.problem == nil, evaluation.problem(of: declaration) == nil else { continue }
            if checker.failsWarm(s) || checker.passesWarm(s) || checker.drawnWarm(s) { unchanged += 1; continue }
            let env = SnapshotCheck.environment(s.variant, settings: t.settings)
            requests.append(SourceEvaluation.Request(id: s.id, layout: declaration, environment: env))
        }
        // Said on every run, so a warm run shows that it asked the front end nothing.
        if unchanged > 0 {
            progress?("\(unchanged) Swift snapshot\(unchanged == 1 ? "" : "s") unchanged since the last run (passed, failed or drawn without a reference): not evaluated")
        }
        guard !requests.isEmpty else { return }
        progress?("evaluating \(requests.count) Swift snapshots of \(evaluation.files.count) files")
        evaluation.prepare(requests)
    }

    /// The results' notes on what their drawings were made with (`CheckResult.notes`), each once per layout however
    /// many variants say it, as `File.swift: Layout: …`, in the order of the results.
    static func drawingNotes(_ results: [CheckResult]) -> [String] {
        var seen: Set<String> = [], lines: [String] = []
        for r in results {
            for n in r.notes where seen.insert(r.file + "\n" + r.name + "\n" + n).inserted { lines.append(r.file + ": " + n) }
        }
        return lines
    }

    /// One snapshot per target and variant (an id once), those of this shard; and every id, for finding leftovers.
    static func snapshots(of targets: [CheckTarget], shard: Shard) -> ([Snapshot], Set<String>) {
        var snapshots: [Snapshot] = []
        var ids = Set<String>()
        for (i, t) in targets.enumerated() {
            for v in t.settings.variants {
                let id = t.snapshotID(v)
                guard ids.insert(id).inserted else { continue }
                if shard.takes(id) { snapshots.append(Snapshot(target: i, variant: v, id: id)) }
            }
        }
        return (snapshots, ids)
    }

    /// What each target's rendering depends on, for the warm pass: the code a Swift layout's program holds (else
    /// every Swift file of the tree), or the spec file's bytes.
    static func inputKeys(of targets: [CheckTarget], swiftFiles: [String]) -> [String] {
        // Every Swift file of the tree, read only for a declaration without its own digest.
        lazy var swiftKey = Digest.sha256(swiftFiles.map { f in
            f + "\n" + ((try? String(contentsOfFile: f, encoding: .utf8)) ?? "")
        }.joined(separator: "\u{0}"))
        return targets.map { t -> String in
            switch t.source {
            // The code the layout's program holds (its declarations, wherever they are): an edit elsewhere in the
            // app re-evaluates nothing here.
            case .swift(let declaration): return declaration.inputsDigest ?? swiftKey
            case .spec(let p), .unreadable(let p): return Digest.sha256(FileManager.default.contents(atPath: p) ?? Data())
            }
        }
    }

    /// Renders and compares, `jobs` at a time; each result is small (no pictures held). Stops at an interruption.
    static func renderAll(_ snapshots: [Snapshot], checker: SnapshotCheck, jobs: Int) throws -> [CheckResult] {
        var results = [CheckResult?](repeating: nil, count: snapshots.count)
        let next = Counter()
        let jobs = max(1, min(jobs, snapshots.count))
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                while !Signals.isInterrupted, let i = next.take(below: snapshots.count) {
                    slots.value[i] = checker.check(snapshots[i])
                }
            }
        }
        if Signals.isInterrupted { throw CheckError("interrupted; the reference folder is as it was") }
        return results.compactMap { $0 }
    }

    /// References of layouts or variants that no longer exist (removed), and files in the folder that are no
    /// reference (errors).
    static func leftoverResults(_ contents: ReferenceFolder.Contents, checked ids: Set<String>, targets: [CheckTarget],
                                ignored: Set<String>, context: CheckRunContext, existing: Set<String>) -> [CheckResult] {
        let options = context.options, references = context.references
        var foreign = contents.foreign
        var all: [CheckResult] = []
        let checkedFiles = Set(targets.map(\.file))
        for (id, has) in contents.snapshots.sorted(by: { $0.key < $1.key }) where !ids.contains(id) && options.shard.takes(id) {
            // A PNG or JSON whose name is no snapshot id (no variant) is not ours to delete: a foreign file.
            guard let p = ReferenceFolder.parse(id: id) else {
                for suffix in [ReferenceFolder.pngSuffix, ReferenceFolder.framesSuffix] where suffix == ReferenceFolder.pngSuffix ? has.png : has.frames {
                    foreign.append(id + suffix)
                }
                continue
            }
            // A file that still exists but is not checked (excluded, outside the paths), or an ignored layout: left alone.
            if !checkedFiles.contains(p.file) && (existing.contains(p.file) || FileManager.default.fileExists(atPath: context.root + "/" + p.file)) { continue }
            if ignored.contains(p.file + "/" + p.layout) { continue }
            if let t = targets.first(where: { $0.file == p.file && $0.name == p.layout }), t.problem != nil { continue }
            var r = CheckResult(id: id, name: p.layout, file: p.file, line: nil, variant: p.variant.id,
                                variantInfo: .init(p.variant), status: .removed,
                                message: "the layout or variant no longer exists; --prune deletes its references")
            r.reference = ReferenceFolder.files(file: p.file, layout: p.layout, variant: p.variant.id)
            if let metaFile = r.reference?.meta, let meta = (try? BeneathRoot.read(metaFile, in: references.url.path)).flatMap(ReferenceFolder.Metadata.decode) {
                r.line = meta.line
            }
            // A copy of the reference's bytes (never of a link), read without following one.
            if has.png, let dir = context.reportDirectory, let ref = r.reference,
               let data = try? BeneathRoot.read(ref.png, in: references.url.path) {
                let rel = "images/\(id).before.png"
                if (try? context.write(data, to: dir, rel)) != nil { r.images.before = rel }
            }
            all.append(r)
        }
        for f in foreign.sorted() where options.shard.takes(f) {
            all.append(CheckResult(id: f, name: (f as NSString).lastPathComponent, file: f, line: nil, variant: "",
                                   variantInfo: nil, status: .error,
                                   message: "\(f): not a reference file (only .png, .frames.json and .meta.json belong in \(references.url.lastPathComponent)); move it out"))
        }
        return all
    }

    /// Writes what `--accept`, `--record` and `--prune` select into the reference folder (marking those results
    /// recorded); the lines saying what was written and deleted.
    static func writeSelected(_ all: inout [CheckResult], context: CheckRunContext,
                              relative: (String) -> String) throws -> [String] {
        let options = context.options, references = context.references
        let selected = all.indices.filter { i in
            let r = all[i]
            if r.status == .removed { return options.prune || options.accept.contains { $0.matches(r.id) || $0.matches(r.name) } }
            guard r.actual != nil else { return false }
            if options.accept.contains(where: { $0.matches(r.id) || $0.matches(r.name) }) { return r.status != .passed }
            switch options.record {
            case .missing?: return r.status == .added
            case .failed?: return r.status == .added || r.status == .changed
            case .all?: return true
            case nil: return false
            }
        }
        guard !selected.isEmpty else { return [] }
        var lines: [String] = []
        let accepted = try references.accept(selected.map { all[$0] }, from: context.workDirectory)
        for i in selected { all[i].recorded = true }
        context.hashIndex.recorded(selected.filter { all[$0].status != .removed }.map { all[$0].id },
                                   removed: selected.filter { all[$0].status == .removed }.map { all[$0].id })
        for d in accepted.deleted { lines.append("deleted \(relative(references.path(d)))") }
        let written = accepted.written.filter { !$0.hasSuffix(ReferenceFolder.metaSuffix) }.count
        if written > 0 { lines.append("wrote \(written) reference files in \(relative(references.url.path))") }
        return lines
    }

    /// Every result that did not pass (with its first element changes), then the counts.
    static func summaryLines(_ checkResults: CheckResults, shownReport: String?, relative: (String) -> String) -> [String] {
        var lines: [String] = []
        for r in checkResults.results where r.status != .passed {
            let state = r.recorded ? "\(r.status.rawValue), recorded" : r.status.rawValue
            lines.append("\(state): \(r.id)" + (r.message.map { ": " + $0 } ?? ""))
            for c in r.elementChanges.prefix(5) { lines.append("    " + c) }
            if r.elementChanges.count > 5 { lines.append("    … \(r.elementChanges.count - 5) more") }
        }
        let s = checkResults.summary
        lines.append("\(checkResults.results.count) snapshots: \(s.passed) passed, \(s.changed) changed, \(s.added) added, "
                     + "\(s.removed) removed, \(s.error) errors" + (s.recorded > 0 ? "; \(s.recorded) recorded" : "")
                     + (shownReport.map { "; report in \($0)" } ?? ""))
        return lines
    }

    static func makeScratch() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("layout-render-check-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw CheckError("\(url.path): cannot create a scratch folder: \(error.localizedDescription)")
        }
        return url
    }

    /// `check merge-reports DIR...`: the shards' results joined into one report in `output` (LayoutReport's
    /// `ReportMerge`: every shard of one run once, their images and renderings copied beside the merged
    /// `results.json`, then index.html, summary.md and junit.xml), as one unsharded run would have written it.
    public static func mergeReports(_ directories: [String], into output: String) throws -> Outcome {
        guard !directories.isEmpty else { throw CheckError("merge-reports needs at least one report folder") }
        let out = URL(fileURLWithPath: output).standardizedFileURL
        let inputs = directories.map { URL(fileURLWithPath: $0).standardizedFileURL }
        // The joined report is written in a staging folder beside the output and moved in whole when complete (as
        // a run's report is, `ReportStaging`): the output holds the joined report or, after a failure, no report —
        // unless the output is one of the shards being merged, whose own report a failure leaves as it was.
        let outReal = ReportFiles.realPath(out.path)
        let outIsInput = outReal != nil && inputs.contains(where: { ReportFiles.realPath($0.path) == outReal })
        var staging: URL?
        let merged: CheckResults
        do {
            staging = try ReportStaging.make(for: out)
            merged = try ReportMerge.merge(directories: inputs, into: staging!)
            try ReportStaging.publish(staging!, into: out)
            staging = nil
        } catch {
            if let staging { try? FileManager.default.removeItem(at: staging) }
            if !outIsInput { ReportStaging.clear(out) }
            throw error
        }
        let s = merged.summary
        return Outcome(results: merged, lines: ["merged \(directories.count) reports: \(merged.results.count) snapshots: \(s.passed) passed, \(s.changed) changed, \(s.added) added, \(s.removed) removed, \(s.error) errors"])
    }
}

/// The next index to work on, shared by the workers.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take(below limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// A buffer each worker writes disjoint slots of.
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
