import Foundation
import LayoutRender

/// What the `.png` strategy returns: the PNG bytes swift-snapshot-testing records, and the picture they
/// encode as it was just drawn, so the diffing that follows decodes only the reference. The picture travels
/// in the value itself (no cache keyed by bytes); a reference read from disk has none.
///
/// Only opaque pictures are kept: Cairo's PNG writer un-premultiplies translucent pixels and its reader
/// premultiplies them again, which can move a component by one, so for those the decoded PNG (what a later
/// run would read from disk) stays the picture that is compared.
public struct LayoutPicture: Equatable, @unchecked Sendable {
    public var png: Data
    /// The decoded picture, when it was drawn in this process and is opaque.
    public var drawn: RasterImage?

    public init(png: Data, drawn: RasterImage? = nil) {
        self.png = png
        self.drawn = drawn.flatMap { image in
            image.withPixelWords { words, mask in mask != 0 || !words.contains { $0 >> 24 != 0xFF } } ? image : nil
        }
    }

    /// Equal when the bytes are: the bytes are what is recorded and compared first.
    public static func == (a: LayoutPicture, b: LayoutPicture) -> Bool { a.png == b.png }
}
