import Foundation
import LayoutDiff
import LayoutRender
import SnapshotTesting

extension Diffing where Value == Data {
    /// Compares PNG snapshots with LayoutDiff's perceptual pixel diff instead of byte equality: colour
    /// changes under `threshold` (YIQ, 0…1) and anti-aliasing differences pass, and up to `tolerance`
    /// differing pixels (or a percentage) are accepted. On failure the message gives the counts and the
    /// changed regions, and the diff image is written beside the failed snapshot as `<name>.png.diff.png`
    /// (see `DiffImageArtifacts`), since swift-snapshot-testing drops attachments on Linux.
    public static func perceptualImage(threshold: Double = 0.1, tolerance: DiffTolerance = .exact,
                                       detectsAntiAliasing: Bool = true) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            let comparison: ImageComparison
            let options = PixelDiffOptions(threshold: threshold, detectsAntiAliasing: detectsAntiAliasing)
            do {
                // A picture the strategy has just drawn is still in memory: only the reference is decoded.
                if let drawn = RenderedSnapshots.take(actual) {
                    comparison = try ImageComparison(referencePNG: reference, actual: drawn,
                                                     referenceName: "reference snapshot", options: options)
                } else {
                    comparison = try ImageComparison(
                        referencePNG: reference, actualPNG: actual, referenceName: "reference snapshot",
                        actualName: "new snapshot", options: options)
                }
            } catch {
                // A reference that is not a PNG (a layout that cannot be drawn never gets here: SnapshotFailure).
                return ("\(error)", [])
            }
            if comparison.passes(tolerance) { return nil }
            var message = comparison.textReport(tolerance: tolerance, threshold: threshold)
            guard let diffPNG = try? comparison.image(triptych: false).pngData() else { return (message, []) }
            if let location = DiffImageArtifacts.deliver(diffPNG, forActual: actual) {
                message += "diff image: \(location)\n"
            }
            return (message, [.data(diffPNG, name: "difference.png")])
        }
    }
}
