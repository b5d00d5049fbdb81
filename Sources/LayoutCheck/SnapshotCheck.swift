import Foundation
import LayoutReport
import LayoutCLI
import LayoutDiff
import LayoutEngine
import LayoutRender
import LayoutSource
import LayoutSpec

/// One snapshot rendered and compared: its layout evaluated for the variant, drawn (PNG) and dumped (frames JSON),
/// then compared with its references — the frames element by element and exactly (as `diff a.json b.json`), the
/// picture perceptually (as `diff a.png b.png`). Files go to the work folder; nothing is held once written.
struct SnapshotCheck {
    let run: CheckRunContext

    /// The environment options a variant stands for, with the layout's runtime data.
    static func environment(_ v: Variant, settings: CheckConfig.Resolved) throws -> EnvironmentOptions {
        var device: DeviceValue?, size: ViewSizeValue?
        if v.preset != nil { device = try DeviceValue(parsing: v.device) } else { size = try ViewSizeValue(parsing: v.device) }
        let offset = try v.offset.map { try OffsetValue(parsing: NumberText.string($0)) }
        let items = try settings.items.map { try ItemCountsValue(parsing: $0.map(String.init).joined(separator: ",")) }
        var env = EnvironmentOptions(device: device, size: size, safeArea: nil, landscape: v.orientation == .landscape,
                                     offset: offset, orthogonalOffsets: [], items: items,
                                     rightToLeft: v.direction == .rtl)
        env.sectionKinds = try settings.sectionKinds.map { try SectionKindsValue(parsing: $0.joined(separator: ",")) }
        return env
    }

    /// Whether the snapshot passes warm — its inputs and references unchanged since it last passed — so nothing
    /// needs evaluating or drawing (the same test `check` makes first).
    func passesWarm(_ snapshot: Snapshot) -> Bool {
        let target = run.targets[snapshot.target]
        guard run.options.record != .all else { return false }
        let refs = ReferenceFolder.files(file: target.file, layout: target.name, variant: snapshot.variant.id)
        guard let frames = refs.frames else { return false }
        let refPNG = run.references.path(refs.png), refFrames = run.references.path(frames)
        guard let key = Self.contentKey(refPNG, refFrames) else { return false }
        return run.hashIndex.passed(snapshot.id, input: run.inputKey(snapshot, target: target), reference: key)
    }

    func check(_ snapshot: Snapshot) -> CheckResult {
        let target = run.targets[snapshot.target]
        let v = snapshot.variant
        let refs = ReferenceFolder.files(file: target.file, layout: target.name, variant: v.id)
        var result = CheckResult(id: snapshot.id, name: target.name, file: target.file, line: target.line,
                                 variant: v.id, variantInfo: CheckResult.VariantInfo(v), status: .error)
        if let problem = target.problem ?? run.evaluation.problem(ofTarget: target) {
            result.message = run.shorten(problem)
            return result
        }
        // The references, as they are now.
        let refsFrames = refs.frames ?? ""
        let refPNG = run.references.path(refs.png), refFrames = run.references.path(refsFrames)
        let hasPNG = FileManager.default.fileExists(atPath: refPNG), hasFrames = FileManager.default.fileExists(atPath: refFrames)
        if hasPNG || hasFrames { result.reference = refs }
        // A reference that cannot be used is an error result; the snapshot is still rendered, so that accepting it
        // (`--accept ID`, `--record all`, review) replaces the broken reference.
        var referenceProblem: String?
        if hasPNG != hasFrames {
            let (have, missing) = hasPNG ? (refs.png, refsFrames) : (refsFrames, refs.png)
            referenceProblem = "reference incomplete: \(have) has no \((missing as NSString).lastPathComponent) beside it"
        }
        // Warm: inputs and references unchanged since they last passed.
        let inputKey = run.inputKey(snapshot, target: target)
        var referenceKey: String?
        if hasPNG && hasFrames, run.options.record != .all {
            referenceKey = Self.contentKey(refPNG, refFrames)
            if let key = referenceKey, run.hashIndex.passed(snapshot.id, input: inputKey, reference: key) {
                result.status = .passed
                run.copyPassedImage(refPNG, result: &result)
                run.hashIndex.note(snapshot.id, input: inputKey, reference: key)
                return result
            }
        }
        // Render.
        let png: Data, frames: String, image: RasterImage, layout: LayoutResult
        do {
            let env = try Self.environment(v, settings: target.settings)
            let document: LayoutSpecDocument
            switch target.source {
            case .swift(let declaration): document = try run.evaluation.document(declaration, environment: env, id: snapshot.id)
            case .spec(let path): document = try LayoutJob.load(path)
            }
            let (resolvedLayout, resolved) = try LayoutJob.resolve(document, environment: env)
            try ElementBudget.checkAll(resolvedLayout, what: "the frames of \(snapshot.id)")
            let options = RenderOptions(view: .screen, scale: run.config.scale)
            let drawn = try Renderer(theme: v.theme == .dark ? .dark : .light)
                .renderPNGImage(resolvedLayout, content: SpecRenderContent.content(for: resolved.data), options: options)
            (png, image, layout) = (drawn.png, drawn.image, resolvedLayout)
            frames = FramesEncoder.encode(resolvedLayout)
        } catch {
            result.message = run.shorten(Self.message(error))
            return result
        }
        // Compare.
        if referenceProblem != nil {
            // Reported below.
        } else if !(hasPNG && hasFrames) {
            result.status = .added
            result.message = "no reference yet"
        } else {
            do {
                let old = try FramesReader.read(contentsOf: URL(fileURLWithPath: refFrames))
                let comparison = LayoutComparison(old: old, new: layout)
                result.changedElements = comparison.changes.count
                result.elementChanges = comparison.changes.prefix(CheckResult.maxListedChanges).map(\.summary)
                if let c = comparison.contentSizeChange {
                    func size(_ s: CGSize) -> String { "\(PointText.number(s.width)) x \(PointText.number(s.height))" }
                    result.elementChanges.insert("content size \(size(c.old)) → \(size(c.new))", at: 0)
                }
                let refData = try Data(contentsOf: URL(fileURLWithPath: refPNG))
                // Identical bytes (the usual case: drawing is deterministic) need no decoding.
                var pixels: ImageComparison?
                if refData == png {
                    result.differingPixels = 0
                } else {
                    let p = try ImageComparison(referencePNG: refData, actual: image, referenceName: refs.png,
                                                options: PixelDiffOptions(threshold: target.settings.threshold))
                    if case .compared(let d) = p { result.differingPixels = d.differentPixels }
                    else { result.differingPixels = image.width * image.height }
                    pixels = p
                }
                let picturePasses = pixels?.passes(target.settings.tolerance) ?? true
                if comparison.passes && picturePasses {
                    result.status = .passed
                    run.copyPassedImage(refPNG, result: &result)
                    if let key = referenceKey { run.hashIndex.note(snapshot.id, input: inputKey, reference: key) }
                } else {
                    result.status = .changed
                    var what: [String] = []
                    if !comparison.passes {
                        what.append("\(comparison.changes.count) element\(comparison.changes.count == 1 ? "" : "s") changed"
                                    + (comparison.contentSizeChange != nil ? ", content size changed" : ""))
                    }
                    if !picturePasses {
                        if case .sizeMismatch(let r, let a)? = pixels {
                            what.append("picture size \(r.width)x\(r.height) → \(a.width)x\(a.height)")
                        } else {
                            what.append("\(result.differingPixels ?? 0) pixels differ")
                        }
                    }
                    result.message = what.joined(separator: "; ")
                    if let dir = run.reportDirectory {
                        let diff = "images/\(snapshot.id).diff.png"
                        if let pixels, (try? run.write(try pixels.image().pngData(), to: dir, diff)) != nil { result.images.diff = diff }
                        let before = "images/\(snapshot.id).before.png"
                        if (try? run.copy(refPNG, to: dir, before)) != nil { result.images.before = before }
                    }
                }
            } catch {
                referenceProblem = "reference unreadable: " + Self.message(error)
            }
        }
        if let problem = referenceProblem {
            result.status = .error
            result.changedElements = nil; result.elementChanges = []; result.differingPixels = nil
            result.images = CheckResult.Images()
            result.message = run.shorten(problem + "; take the new rendering with --accept '\(snapshot.id)'")
        }
        // The new rendering, for review and to accept.
        let keep = result.status != .passed || run.options.record == .all
        if keep {
            do {
                let actualFrames = "actual/\(snapshot.id).frames.json"
                let actualMeta = "actual/\(target.file)/\(target.name).meta.json"
                try run.write(png, to: run.workDirectory, "actual/\(snapshot.id).png")
                try run.write(Data(frames.utf8), to: run.workDirectory, actualFrames)
                try run.writeActualMeta(target, to: actualMeta)
                result.actual = CheckResult.Files(png: "actual/\(snapshot.id).png", frames: actualFrames, meta: actualMeta)
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
        run.hashIndex.pending(snapshot.id, input: inputKey, png: png, frames: Data(frames.utf8))
        return result
    }

    /// Content key of a reference pair (both files' bytes).
    static func contentKey(_ png: String, _ frames: String) -> String? {
        guard let a = FileManager.default.contents(atPath: png), let b = FileManager.default.contents(atPath: frames) else { return nil }
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
