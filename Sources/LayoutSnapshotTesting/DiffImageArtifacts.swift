import Foundation
import SnapshotTesting

/// Puts the diff image of a failed PNG snapshot where the reviewer looks: beside the failed snapshot
/// that swift-snapshot-testing writes into its artifacts directory (`$SNAPSHOT_ARTIFACTS`, else the
/// temporary directory), as `<failed snapshot>.diff.png`.
///
/// The diffing closure knows the images but not that path; the library tells it only to its diff tool,
/// which it calls right after writing the failed snapshot. So the diffing hands the image over here and
/// the diff tool installed by `writingDiffImages` writes it. Without that tool (plain `assertSnapshot`)
/// the diffing writes the image into the artifacts directory itself, named after the failed bytes.
public enum DiffImageArtifacts {
    @TaskLocal static var isCollecting = false

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [Data: Data] = [:]

    /// Called by the diffing; returns where the image is or will be, for the failure message.
    static func deliver(_ diffPNG: Data, forActual actual: Data) -> String? {
        if isCollecting {
            lock.lock(); pending[actual] = diffPNG; lock.unlock()
            return "written beside the failed snapshot (…png.diff.png)"
        }
        let directory = artifactsDirectory.appendingPathComponent("LayoutSnapshotTesting", isDirectory: true)
        let url = directory.appendingPathComponent(String(format: "%016llx", fnv1a(actual)) + ".diff.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try diffPNG.write(to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// Wraps `tool` so that a pending diff image is written next to the failed snapshot before `tool`
    /// describes the failure (e.g. `writingDiffImages(then: .ksdiff)`).
    public static func writingDiffImages(then tool: SnapshotTestingConfiguration.DiffTool = .default)
        -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { current, failed in
            var text = tool(currentFilePath: current, failedFilePath: failed)
            if let written = writePending(besideFailedSnapshot: failed) { text += "\n\ndiff image: \(written)" }
            return text
        }
    }

    static func writePending(besideFailedSnapshot failed: String) -> String? {
        guard let actual = FileManager.default.contents(atPath: failed) else { return nil }
        lock.lock(); let diff = pending.removeValue(forKey: actual); lock.unlock()
        guard let diff else { return nil }
        let path = failed + ".diff.png"
        do { try diff.write(to: URL(fileURLWithPath: path)) } catch { return nil }
        return path
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
