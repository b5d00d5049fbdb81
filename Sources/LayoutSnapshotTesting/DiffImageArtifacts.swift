import Foundation
import LayoutSystem
import SnapshotTesting

/// Puts the diff image of a failed PNG snapshot where the reviewer looks: beside the failed snapshot
/// that swift-snapshot-testing writes into its artifacts directory (`$SNAPSHOT_ARTIFACTS`, else the
/// temporary directory), as `<failed snapshot>.diff.png`.
///
/// The diffing returns the image as its `difference.png` attachment, but only the diff tool learns the failed
/// snapshot's path. `verifyLayoutSnapshot` therefore hands both one `Handoff` of its own call: its diffing
/// (the strategy's, wrapped) keeps the attachment there and its diff tool (`writingDiffImages`) writes it
/// — no state outlives the call. Without that (plain `assertSnapshot`) the diffing writes the image into
/// the artifacts directory itself, named after the failed bytes.
public enum DiffImageArtifacts {
    /// The name of the diff image among a failure's attachments.
    public static let attachmentName = "difference.png"

    /// Set while `verifyLayoutSnapshot` runs: its diff tool writes the image, the diffing need not.
    @TaskLocal static var isCollecting = false

    /// The diff image of one verification, from its diffing to its diff tool.
    final class Handoff: @unchecked Sendable {
        private let lock = NSLock()
        private var image: Data?
        func keep(_ data: Data) { lock.lock(); image = data; lock.unlock() }
        func take() -> Data? { lock.lock(); defer { image = nil; lock.unlock() }; return image }
    }

    /// Called by the diffing; returns where the image is or will be, for the failure message.
    static func deliver(_ diffPNG: Data, forActual actual: Data) -> String? {
        if isCollecting { return "written beside the failed snapshot (…png.diff.png)" }
        let directory = artifactsDirectory.appendingPathComponent("LayoutSnapshotTesting", isDirectory: true)
        let url = directory.appendingPathComponent(String(format: "%016llx", fnv1a(actual)) + ".diff.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try AtomicFile.write(diffPNG, to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// `diffing` that also keeps its diff image in `handoff` when a comparison fails.
    static func keepingDiffImage<Format>(_ diffing: Diffing<Format>, in handoff: Handoff) -> Diffing<Format> {
        .diff(toData: diffing.toData, fromData: diffing.fromData) { reference, actual in
            guard let failure = diffing.diffV2(reference, actual) else { return nil }
            for case .data(let data, let name) in failure.1 where name == attachmentName { handoff.keep(data) }
            return failure
        }
    }

    /// Wraps `tool` so that the diff image of a failed comparison is written next to the failed snapshot
    /// before `tool` describes the failure (e.g. `writingDiffImages(then: .ksdiff)` inside
    /// `verifyLayoutSnapshot`, which passes the image along; on its own the tool only describes).
    public static func writingDiffImages(then tool: SnapshotTestingConfiguration.DiffTool = .default)
        -> SnapshotTestingConfiguration.DiffTool {
        writingDiffImages(from: nil, then: tool)
    }

    static func writingDiffImages(from handoff: Handoff?, then tool: SnapshotTestingConfiguration.DiffTool)
        -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { current, failed in
            var text = tool(currentFilePath: current, failedFilePath: failed)
            if let diff = handoff?.take() {
                let path = failed + ".diff.png"
                if (try? AtomicFile.write(diff, to: URL(fileURLWithPath: path))) != nil { text += "\n\ndiff image: \(path)" }
            }
            return text
        }
    }

    static var artifactsDirectory: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true)
    }

    /// A stable 64-bit name for bytes (FNV-1a).
    static func fnv1a(_ data: Data) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
}
