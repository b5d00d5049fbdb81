import LayoutSystem
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutReferences
import LayoutRender
import XCTest
#if canImport(Testing)
import Testing
#endif
#if canImport(_Testing_Foundation)
import _Testing_Foundation
#endif

/// When `assertLayoutReference` writes the reference instead of comparing.
public enum CheckReferenceRecording: Sendable {
    /// Only where none exists yet (the test fails once, naming what it wrote, as swift-snapshot-testing does).
    case missing
    /// After reporting a failure, the current rendering replaces the reference (check's `--record failed`).
    case failed
    /// Always (check's `--record all`).
    case all
    /// Never: a missing reference is a failure.
    case never
}

/// Compares `subject` on `variant` with its reference in check's folder (`CheckReferenceFolder`): the frames
/// exactly, element by element (as `layout-render diff a.json b.json`), and the picture perceptually (as
/// `diff a.png b.png`). Returns the failure message, nil when both match.
///
/// On failure the rendering, its frames and the diff image are written to
/// `$SNAPSHOT_ARTIFACTS/LayoutSnapshotTesting/<source file>/<layout>.<variant>.{png,frames.json,diff.png}` (the
/// temporary folder without it) and the message names them; under Swift Testing they are also the
/// failure's attachments (`swift test --attachments-path DIR` keeps them).
public func verifyLayoutReference(
    of subject: LayoutSnapshotSubject, layout: String, sourceFile: String, variant: CheckVariant = .default,
    in folder: CheckReferenceFolder, record: CheckReferenceRecording = .missing, scale: Double = 2,
    threshold: Double = 0.1, tolerance: DiffTolerance = .exact
) -> String? {
    do {
        return try CheckReferenceCheck(subject: subject, layout: layout, sourceFile: sourceFile, variant: variant,
                                       folder: folder, scale: scale, threshold: threshold, tolerance: tolerance)
            .run(record: record)
    } catch {
        return SnapshotFailure.message(error)
    }
}

/// `verifyLayoutReference` that fails the running test (XCTest or Swift Testing) with the message.
public func assertLayoutReference(
    of subject: LayoutSnapshotSubject, layout: String, sourceFile: String, variant: CheckVariant = .default,
    in folder: CheckReferenceFolder? = nil, record: CheckReferenceRecording = .missing, scale: Double = 2,
    threshold: Double = 0.1, tolerance: DiffTolerance = .exact,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let folder = folder ?? .nearest(to: file)
    guard let message = verifyLayoutReference(of: subject, layout: layout, sourceFile: sourceFile, variant: variant,
                                              in: folder, record: record, scale: scale, threshold: threshold,
                                              tolerance: tolerance) else { return }
    SnapshotFailure.reportToCurrentTest(message, fileID: fileID, file: file, line: line, column: column)
}

/// One comparison against check's reference files.
struct CheckReferenceCheck {
    var subject: LayoutSnapshotSubject
    var layout: String
    var sourceFile: String
    var variant: CheckVariant
    var folder: CheckReferenceFolder
    var scale: Double
    var threshold: Double
    var tolerance: DiffTolerance

    /// What was drawn: the PNG, its decoded picture, the frames JSON and the resolved layout.
    struct Rendering { var png: Data; var image: RasterImage; var frames: String; var result: LayoutResult }

    func render() throws -> Rendering {
        let result = try subject.resolve(variant.request)
        let drawn = try Renderer(theme: variant.theme).renderPNGImage(result, content: subject.content,
                                                                      options: RenderOptions(view: .screen, scale: scale))
        return Rendering(png: drawn.png, image: drawn.image, frames: FramesEncoder.encode(result), result: result)
    }

    func run(record: CheckReferenceRecording) throws -> String? {
        let files = folder.files(sourceFile: sourceFile, layout: layout, variant: variant.id)
        let fm = FileManager.default
        let hasPNG = fm.fileExists(atPath: files.png.path), hasFrames = fm.fileExists(atPath: files.frames.path)
        let rendering = try render()
        let name = "\(sourceFile)/\(layout).\(variant.id)"
        if record == .all || (record != .never && !hasPNG && !hasFrames) {
            try write(rendering, to: files)
            return "recorded the reference of \(name) at \(files.png.path) (and .frames.json); run the test again to compare"
        }
        guard hasPNG && hasFrames else {
            let missing = hasPNG ? files.frames : hasFrames ? files.png : files.png
            return "no reference for \(name): \(missing.path) is missing"
                + (hasPNG != hasFrames ? " beside its \(hasPNG ? "PNG" : "frames")" : "") + "; record it (record: .all)"
        }
        var problems: [String] = []
        // The frames, exactly.
        let recorded = try FramesReader.read(contentsOf: files.frames)
        let frames = LayoutComparison(old: recorded, new: rendering.result)
        if !frames.passes {
            var lines = frames.changes.prefix(20).map(\.description)
            if let size = frames.contentSizeChange {
                lines.insert("content size \(PointText.number(size.old.width)) × \(PointText.number(size.old.height)) → "
                             + "\(PointText.number(size.new.width)) × \(PointText.number(size.new.height))", at: 0)
            }
            if frames.changes.count > 20 { lines.append("… \(frames.changes.count - 20) more") }
            problems.append("\(frames.changes.count) element\(frames.changes.count == 1 ? "" : "s") changed:\n  "
                            + lines.joined(separator: "\n  "))
        }
        // The picture, perceptually.
        let picture = try ImageComparison(referencePNG: try ImageComparison.read(files.png), actual: rendering.image,
                                          referenceName: files.png.path,
                                          options: PixelDiffOptions(threshold: threshold))
        var diffPNG: Data?
        if !picture.passes(tolerance) {
            problems.append(picture.textReport(tolerance: tolerance, threshold: threshold)
                .trimmingCharacters(in: .whitespacesAndNewlines))
            diffPNG = try? picture.image(triptych: false).pngData()
        }
        guard !problems.isEmpty else { return nil }
        var message = "\(name) does not match its reference \(files.png.path):\n" + problems.joined(separator: "\n")
        message += "\n" + saveArtifacts(rendering, diff: diffPNG)
        if record == .failed {
            try write(rendering, to: files)
            message += "\nrecorded the new rendering as the reference (record: .failed)"
        }
        return message
    }

    /// The PNG and frames atomically, then the layout's metadata (its variants kept in order).
    func write(_ rendering: Rendering, to files: (png: URL, frames: URL, meta: URL)) throws {
        try FileManager.default.createDirectory(at: files.png.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(rendering.png, to: files.png)
        try AtomicFile.write(Data(rendering.frames.utf8), to: files.frames)
        try AtomicFile.write(ReferenceMetadata.adding(variant: variant.id, at: files.meta, layout: layout,
                                                      file: sourceFile).encoded(), to: files.meta)
    }

    /// Writes the rendering, its frames and the diff image where a CI job collects artifacts, attaches them
    /// under Swift Testing, and says where they are.
    func saveArtifacts(_ rendering: Rendering, diff: Data?) -> String {
        let base = DiffImageArtifacts.artifactsDirectory.appendingPathComponent("LayoutSnapshotTesting", isDirectory: true)
            .appendingPathComponent(sourceFile, isDirectory: true)
        let stem = "\(layout).\(variant.id)"
        var items: [(String, Data)] = [(stem + ReferenceNames.pngSuffix, rendering.png), (stem + ReferenceNames.framesSuffix, Data(rendering.frames.utf8))]
        if let diff { items.append((stem + ".diff.png", diff)) }
        var written: [String] = []
        for (file, data) in items {
            let url = base.appendingPathComponent(file)
            do {
                try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
                try AtomicFile.write(data, to: url)
                written.append(url.path)
            } catch {
                written.append("(\(file) not written: \(error))")
            }
            #if canImport(Testing)
            if Test.current != nil { Attachment.record(data, named: file) }
            #endif
        }
        return "rendering, frames" + (diff == nil ? "" : " and diff image") + ": " + written.joined(separator: ", ")
    }
}
