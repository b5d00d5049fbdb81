import Foundation
import LayoutDiff
import LayoutRender
import SnapshotTesting

extension Diffing where Value == LayoutPicture {
    /// The `.png` strategy's comparison: LayoutDiff's perceptual pixel diff instead of byte equality. Colour
    /// changes under `threshold` (YIQ, 0…1) and anti-aliasing differences pass, and up to `tolerance`
    /// differing pixels (or a percentage) are accepted. A picture just drawn is compared as it is in memory.
    /// On failure the message gives the counts and the changed regions; the diff image is the failure's
    /// `difference.png` attachment, written beside the failed snapshot as `<name>.png.diff.png`
    /// (see `DiffImageArtifacts`), since swift-snapshot-testing drops attachments on Linux.
    public static func perceptualPicture(threshold: Double = 0.1, tolerance: DiffTolerance = .exact,
                                         detectsAntiAliasing: Bool = true) -> Diffing<LayoutPicture> {
        .diff(toData: { $0.png }, fromData: { LayoutPicture(png: $0) }) { reference, actual in
            if reference.png == actual.png { return nil }
            let comparison: ImageComparison
            let options = PixelDiffOptions(threshold: threshold, detectsAntiAliasing: detectsAntiAliasing)
            do {
                if let drawn = actual.drawn {
                    comparison = try ImageComparison(referencePNG: reference.png, actual: drawn,
                                                     referenceName: "reference snapshot", options: options)
                } else {
                    comparison = try ImageComparison(
                        referencePNG: reference.png, actualPNG: actual.png, referenceName: "reference snapshot",
                        actualName: "new snapshot", options: options)
                }
            } catch {
                // A reference that is not a PNG (a layout that cannot be drawn never gets here: SnapshotFailure).
                return ("\(error)", [])
            }
            if comparison.passes(tolerance) { return nil }
            var message = comparison.textReport(tolerance: tolerance, threshold: threshold)
            guard let diffPNG = try? comparison.image(triptych: false).pngData() else { return (message, []) }
            if let location = DiffImageArtifacts.deliver(diffPNG, forActual: actual.png) {
                message += "diff image: \(location)\n"
            }
            return (message, [.data(diffPNG, name: DiffImageArtifacts.attachmentName)])
        }
    }
}

extension Diffing where Value == Data {
    /// The same perceptual comparison for PNG bytes, for your own `Snapshotting<_, Data>` strategies (both
    /// PNGs are decoded).
    public static func perceptualImage(threshold: Double = 0.1, tolerance: DiffTolerance = .exact,
                                       detectsAntiAliasing: Bool = true) -> Diffing<Data> {
        let pictures = Diffing<LayoutPicture>.perceptualPicture(threshold: threshold, tolerance: tolerance,
                                                                detectsAntiAliasing: detectsAntiAliasing)
        return .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            pictures.diffV2(LayoutPicture(png: reference), LayoutPicture(png: actual))
        }
    }
}
