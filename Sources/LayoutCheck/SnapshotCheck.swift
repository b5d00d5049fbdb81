import Foundation
import LayoutReport
import LayoutJobs
import LayoutDiff
import LayoutEngine
import LayoutSystem
import LayoutRender
import LayoutSource
import LayoutSpec

/// One snapshot rendered and compared: its layout evaluated for the variant, drawn (PNG) and dumped (frames JSON),
/// then compared with its references — the frames element by element and exactly (as `diff a.json b.json`), the
/// picture perceptually (as `diff a.png b.png`). Files go to the work folder; nothing is held once written.
struct SnapshotCheck {
    let run: CheckRunContext

    /// The options a variant stands for, with the layout's runtime data: the variant's request
    /// (`Variant.request`) with the configured item counts and section kinds.
    static func environment(_ v: Variant, settings: CheckConfig.Resolved) -> EnvironmentOptions {
        var request = v.request
        request.itemCounts = settings.items
        request.sectionKinds = settings.sectionKinds
        request.arguments = settings.args
        return EnvironmentOptions(request: request)
    }

    /// Whether the snapshot passes warm — its inputs and references unchanged since it last passed — so nothing
    /// needs evaluating or drawing (the same test `check` makes first).
    func passesWarm(_ snapshot: Snapshot) -> Bool {
        let target = run.targets[snapshot.target]
        guard run.options.record != .all else { return false }
        let refs = ReferenceFolder.files(file: target.file, layout: target.name, variant: snapshot.variant.id)
        guard let frames = refs.frames else { return false }
        guard let key = Self.contentKey(refs.png, frames, in: run.references.url.path) else { return false }
        return run.hashIndex.passed(snapshot.id, input: run.inputKey(snapshot, target: target), reference: key) != nil
    }

    /// Whether the snapshot's inputs ended in an error last time that they would end in again (`HashIndex`), so
    /// nothing needs evaluating: its result is that error.
    func failsWarm(_ snapshot: Snapshot) -> Bool {
        let target = run.targets[snapshot.target]
        guard let key = run.failureKey(snapshot, target: target) else { return false }
        return run.hashIndex.failure(snapshot.id, input: key) != nil
    }

    /// Whether the snapshot drew before with these inputs (`DrawingCache`) and either has no reference yet or differed
    /// from references with this content, so nothing needs evaluating: its result is that drawing, "added" or
    /// "changed" as it was.
    func drawnWarm(_ snapshot: Snapshot) -> Bool {
        let target = run.targets[snapshot.target]
        guard let key = run.drawingKey(snapshot, target: target), let drawn = run.drawings.drawing(key) else { return false }
        let refs = ReferenceFolder.files(file: target.file, layout: target.name, variant: snapshot.variant.id)
        let folder = run.references.url.path
        if [refs.png, refs.frames ?? ""].allSatisfy({ BeneathRoot.kind($0, in: folder) == .missing }) { return true }
        guard run.options.record != .all, let frames = refs.frames, let compared = drawn.comparison else { return false }
        return Self.contentKey(refs.png, frames, in: folder) == compared.reference
    }

    /// One snapshot: its references looked at, a warm pass taken when nothing changed, else rendered, compared and
    /// its new rendering kept for review and accepting.
    func check(_ snapshot: Snapshot) -> CheckResult {
        let target = run.targets[snapshot.target]
        let v = snapshot.variant
        var result = CheckResult(id: snapshot.id, name: target.name, file: target.file, line: target.line,
                                 variant: v.id, variantInfo: CheckResult.VariantInfo(v), status: .error)
        if let problem = target.problem ?? run.evaluation.problem(ofTarget: target) {
            result.message = run.shorten(problem)
            return result
        }
        let refs = References(run: run, files: ReferenceFolder.files(file: target.file, layout: target.name, variant: v.id))
        if refs.hasPNG || refs.hasFrames { result.reference = refs.files }
        // A reference that cannot be used is an error result; the snapshot is still rendered, so that accepting it
        // (`--accept ID`, `--record all`, review) replaces the broken reference.
        var referenceProblem = refs.problem
        // Warm: inputs that ended in an error last time end in it again, whatever the references.
        let inputKey = run.inputKey(snapshot, target: target)
        let failureKey = run.failureKey(snapshot, target: target)
        if let failureKey, let message = run.hashIndex.failure(snapshot.id, input: failureKey) {
            result.message = message
            return result
        }
        // Warm: inputs and references unchanged since they last passed; the result as the comparison wrote it.
        var referenceKey: String?
        if refs.complete, run.options.record != .all {
            referenceKey = Self.contentKey(refs.files.png, refs.files.frames ?? "", in: run.references.url.path)
            if let key = referenceKey, let pass = run.hashIndex.passed(snapshot.id, input: inputKey, reference: key) {
                result.status = .passed
                result.changedElements = 0
                result.differingPixels = pass.differingPixels
                result.notes = pass.notes
                run.copyPassedImage(refs.files.png, result: &result)
                run.hashIndex.note(snapshot.id, input: inputKey, reference: key, differingPixels: pass.differingPixels, notes: pass.notes)
                return result
            }
        }
        // Warm: these inputs drew before, and differed from references with this content: that drawing and what the
        // comparison found, changed, as the cold run wrote it.
        let drawingKey = run.drawingKey(snapshot, target: target)
        if referenceProblem == nil, let key = referenceKey, let drawingKey, let drawn = run.drawings.drawing(drawingKey),
           let c = drawn.comparison, c.reference == key, let refData = try? refs.read(refs.files.png, run: run) {
            run.hashIndex.failed(snapshot.id, input: failureKey ?? "", message: nil)
            result.status = .changed
            result.changedElements = c.changedElements
            result.elementChanges = c.elementChanges
            result.differingPixels = c.differingPixels
            result.message = c.message
            result.notes = drawn.notes
            writeComparisonImages(diff: drawn.diff, before: refData, snapshot: snapshot, into: &result)
            keep(png: drawn.png, frames: drawn.frames, of: snapshot, target: target, in: &result)
            run.hashIndex.pending(snapshot.id, input: inputKey, png: drawn.png, frames: drawn.frames, notes: drawn.notes)
            return result
        }
        // Warm: no reference yet, and these inputs drew before: that drawing, added, as the cold run wrote it.
        if referenceProblem == nil, !refs.hasPNG, !refs.hasFrames, let drawingKey, let drawn = run.drawings.drawing(drawingKey) {
            run.hashIndex.failed(snapshot.id, input: failureKey ?? "", message: nil)
            result.status = .added
            result.message = "no reference yet"
            result.notes = drawn.notes
            keep(png: drawn.png, frames: drawn.frames, of: snapshot, target: target, in: &result)
            run.hashIndex.pending(snapshot.id, input: inputKey, png: drawn.png, frames: drawn.frames, notes: drawn.notes)
            return result
        }
        let rendering: Rendering
        do { rendering = try render(snapshot, target: target) } catch {
            result.message = run.shorten(Self.message(error))
            if let failureKey { run.hashIndex.failed(snapshot.id, input: failureKey, message: result.message) }
            return result
        }
        run.hashIndex.failed(snapshot.id, input: failureKey ?? "", message: nil)
        result.notes = rendering.notes
        if referenceProblem == nil {
            if !refs.complete {
                result.status = .added
                result.message = "no reference yet"
                if !refs.hasPNG, !refs.hasFrames, let drawingKey {
                    run.drawings.store(DrawingCache.Drawing(png: rendering.png, frames: Data(rendering.frames.utf8),
                                                            notes: rendering.notes), drawingKey)
                }
            } else {
                do {
                    var diff: Data?
                    let passed = try compare(rendering, with: refs, snapshot: snapshot, settings: target.settings, into: &result,
                                             diff: &diff)
                    if passed, let key = referenceKey {
                        run.hashIndex.note(snapshot.id, input: inputKey, reference: key, differingPixels: result.differingPixels ?? 0,
                                           notes: rendering.notes)
                    } else if !passed, let key = referenceKey, let drawingKey {
                        let c = DrawingCache.Comparison(reference: key, changedElements: result.changedElements,
                                                        elementChanges: result.elementChanges,
                                                        differingPixels: result.differingPixels, message: result.message)
                        run.drawings.store(DrawingCache.Drawing(png: rendering.png, frames: Data(rendering.frames.utf8),
                                                                comparison: c, diff: diff, notes: rendering.notes), drawingKey)
                    }
                } catch {
                    referenceProblem = "reference unreadable: " + Self.message(error)
                }
            }
        }
        if let problem = referenceProblem {
            result.status = .error
            result.changedElements = nil; result.elementChanges = []; result.differingPixels = nil
            result.images = CheckResult.Images()
            result.message = run.shorten(problem + "; take the new rendering with --accept '\(snapshot.id)'")
        }
        if result.status != .passed || run.options.record == .all {
            keep(png: rendering.png, frames: Data(rendering.frames.utf8), of: snapshot, target: target, in: &result)
        }
        run.hashIndex.pending(snapshot.id, input: inputKey, png: rendering.png, frames: Data(rendering.frames.utf8),
                              notes: rendering.notes)
        return result
    }

    /// A snapshot's reference files as they are now: where they are, which exist, and what makes them unusable.
    /// Looked at without following links (`BeneathRoot`): a reference that is a symbolic link, a folder, a device
    /// or a pipe is no reference but a problem.
    struct References {
        var files: CheckResult.Files
        var pngPath: String, framesPath: String
        var hasPNG: Bool, hasFrames: Bool
        var complete: Bool { hasPNG && hasFrames }
        /// One file without the other, or a file that is not a regular file.
        var problem: String?

        init(run: CheckRunContext, files: CheckResult.Files) {
            self.files = files
            let frames = files.frames ?? ""
            pngPath = run.references.path(files.png); framesPath = run.references.path(frames)
            let folder = run.references.url.path
            let kinds = [files.png, frames].map { BeneathRoot.kind($0, in: folder) }
            hasPNG = kinds[0] != .missing
            hasFrames = kinds[1] != .missing
            for (name, kind) in zip([files.png, frames], kinds) where kind != .missing && kind != .regular {
                let what = if case .other(let d) = kind { d } else { "a folder" }
                problem = "reference \(name) is \(what), not a regular file"
                return
            }
            if hasPNG != hasFrames {
                let (have, missing) = hasPNG ? (files.png, frames) : (frames, files.png)
                problem = "reference incomplete: \(have) has no \((missing as NSString).lastPathComponent) beside it"
            }
        }

        /// A reference file's bytes, read through the folder without following a link.
        func read(_ relative: String, run: CheckRunContext) throws -> Data {
            do { return try BeneathRoot.read(relative, in: run.references.url.path) } catch let p as BeneathRoot.Problem {
                throw CheckError(p.description)
            }
        }
    }

    /// What a snapshot draws: the PNG, its decoded picture, the frames JSON, the resolved layout, and the front end's
    /// notes on what a Swift layout was drawn with (`CheckResult.notes`).
    struct Rendering { var png: Data; var image: RasterImage; var frames: String; var layout: LayoutResult; var notes: [String] }

    /// The layout evaluated (Swift) or read (spec) for the variant, resolved, budget-checked and drawn.
    func render(_ snapshot: Snapshot, target: CheckTarget) throws -> Rendering {
        let v = snapshot.variant
        let env = Self.environment(v, settings: target.settings)
        let document: LayoutSpecDocument
        var notes: [String] = []
        switch target.source {
        case .swift(let declaration):
            let annotated = try run.evaluation.document(declaration, environment: env, id: snapshot.id)
            document = annotated.document
            notes = annotated.notes
        case .spec(let path): document = try LayoutJob.load(path)
        case .unreadable(let path): throw CheckError(target.problem ?? "\(path): the Swift front end cannot read this file")
        }
        let (layout, resolved) = try LayoutJob.resolve(document, environment: env)
        try ElementBudget.checkAll(layout, what: "the frames of \(snapshot.id)")
        let options = RenderOptions(view: .screen, scale: run.config.scale)
        let drawn = try Renderer(theme: v.theme == .dark ? .dark : .light)
            .renderPNGImage(layout, content: SpecRenderContent.content(for: resolved.data), options: options)
        return Rendering(png: drawn.png, image: drawn.image, frames: FramesEncoder.encode(layout), layout: layout, notes: notes)
    }

    /// Compares a rendering with complete references: the frames exactly, the picture perceptually (identical
    /// bytes need no decoding). Sets the result's status, counts and message; true when it passes.
    /// `diff`: the diff image's PNG, when the pictures' bytes differ and it did not pass.
    func compare(_ rendering: Rendering, with refs: References, snapshot: Snapshot, settings: CheckConfig.Resolved,
                 into result: inout CheckResult, diff: inout Data?) throws -> Bool {
        let old = try FramesReader.read(try refs.read(refs.files.frames ?? "", run: run), file: refs.framesPath)
        let comparison = LayoutComparison(old: old, new: rendering.layout)
        result.changedElements = comparison.changes.count
        result.elementChanges = comparison.changes.prefix(CheckResult.maxListedChanges).map(\.summary)
        if let c = comparison.contentSizeChange {
            func size(_ s: CGSize) -> String { "\(PointText.number(s.width)) x \(PointText.number(s.height))" }
            result.elementChanges.insert("content size \(size(c.old)) → \(size(c.new))", at: 0)
        }
        let refData = try refs.read(refs.files.png, run: run)
        var pixels: ImageComparison?
        if refData == rendering.png {
            result.differingPixels = 0
        } else {
            let p = try ImageComparison(referencePNG: refData, actual: rendering.image, referenceName: refs.files.png,
                                        options: PixelDiffOptions(threshold: settings.threshold))
            if case .compared(let d) = p { result.differingPixels = d.differentPixels }
            else { result.differingPixels = rendering.image.width * rendering.image.height }
            pixels = p
        }
        let picturePasses = pixels?.passes(settings.tolerance) ?? true
        if comparison.passes && picturePasses {
            result.status = .passed
            run.copyPassedImage(refData, result: &result)
            return true
        }
        result.status = .changed
        result.message = Self.changeMessage(comparison, picturePasses: picturePasses, pixels: pixels,
                                            differingPixels: result.differingPixels)
        diff = pixels.flatMap { try? $0.image().pngData() }
        writeComparisonImages(diff: diff, before: refData, snapshot: snapshot, into: &result)
        return false
    }

    /// A changed snapshot's diff image (when the pictures' bytes differ) and its reference, in the report.
    func writeComparisonImages(diff: Data?, before refData: Data, snapshot: Snapshot, into result: inout CheckResult) {
        guard let dir = run.reportDirectory else { return }
        let diffName = "images/\(snapshot.id).diff.png"
        if let diff, (try? run.write(diff, to: dir, diffName)) != nil { result.images.diff = diffName }
        let before = "images/\(snapshot.id).before.png"
        if (try? run.write(refData, to: dir, before)) != nil { result.images.before = before }
    }

    /// "3 elements changed, content size changed; 120 pixels differ" (or the picture's size change).
    static func changeMessage(_ comparison: LayoutComparison, picturePasses: Bool, pixels: ImageComparison?,
                              differingPixels: Int?) -> String {
        var what: [String] = []
        if !comparison.passes {
            what.append("\(comparison.changes.count) element\(comparison.changes.count == 1 ? "" : "s") changed"
                        + (comparison.contentSizeChange != nil ? ", content size changed" : ""))
        }
        if !picturePasses {
            if case .sizeMismatch(let r, let a)? = pixels {
                what.append("picture size \(r.width)x\(r.height) → \(a.width)x\(a.height)")
            } else {
                what.append("\(differingPixels ?? 0) pixels differ")
            }
        }
        return what.joined(separator: "; ")
    }

    /// The new rendering, for review and to accept: under `actual/` in the work folder with the reference folder's
    /// names (`ReferenceNames`), and as the report's "after" picture when it did not pass.
    func keep(png: Data, frames: Data, of snapshot: Snapshot, target: CheckTarget, in result: inout CheckResult) {
        do {
            let names = CheckResult.Files(reference: target.file, layout: target.name, variant: snapshot.variant.id)
            let actual = CheckResult.Files(png: "actual/" + names.png, frames: names.frames.map { "actual/" + $0 },
                                           meta: names.meta.map { "actual/" + $0 })
            try run.write(png, to: run.workDirectory, actual.png)
            try run.write(frames, to: run.workDirectory, actual.frames ?? "")
            try run.writeActualMeta(target, to: actual.meta ?? "")
            result.actual = actual
            if let dir = run.reportDirectory, result.status != .passed {
                let after = "images/\(snapshot.id).after.png"
                try run.write(png, to: dir, after)
                result.images.after = after
            }
        } catch {
            result.status = .error
            result.actual = nil
            result.message = run.shorten("cannot write the new rendering: " + Self.message(error))
        }
    }

    /// Content key of a reference pair (both files' bytes, read in `folder` without following a link).
    static func contentKey(_ png: String, _ frames: String, in folder: String) -> String? {
        guard let a = try? BeneathRoot.read(png, in: folder), let b = try? BeneathRoot.read(frames, in: folder) else { return nil }
        return Digest.sha256(a + Data([0]) + b)
    }

    static func contentKey(png: Data, frames: Data) -> String { Digest.sha256(png + Data([0]) + frames) }

    static func message(_ error: Error) -> String {
        switch error {
        case let e as CLIError: return e.message
        case let e as SourceError: return e.message
        case let e as SpecError: return e.description
        case let e as DiffInputError: return e.description
        case let e as RenderError: return e.description
        case let e as CheckError: return e.message
        default: return "\(error)"
        }
    }
}
