import Foundation
import LayoutRender

/// The pictures the PNG strategy has just drawn, kept in memory for the diffing that follows, so that
/// comparing a snapshot decodes only the reference. swift-snapshot-testing hands the diffing PNG bytes;
/// those bytes are the key.
///
/// Only opaque pictures are kept: Cairo's PNG writer un-premultiplies translucent pixels and its reader
/// premultiplies them again, which can move a component by one, so for those the decoded PNG (what a
/// later run would read from disk) stays the picture that is compared.
enum RenderedSnapshots {
    /// A few at most: a test draws a snapshot and compares it at once (tests may run in parallel).
    static let capacity = 4

    private static let lock = NSLock()
    nonisolated(unsafe) private static var recent: [(png: Data, image: RasterImage)] = []

    static func remember(_ png: Data, _ image: RasterImage) {
        let opaque = image.withPixelWords { words, mask in
            mask != 0 || !words.contains { $0 >> 24 != 0xFF }
        }
        guard opaque else { return }
        lock.lock(); defer { lock.unlock() }
        recent.append((png, image))
        if recent.count > capacity { recent.removeFirst() }
    }

    /// The decoded picture whose PNG is `png`, if it was drawn here and not yet taken.
    static func take(_ png: Data) -> RasterImage? {
        lock.lock(); defer { lock.unlock() }
        guard let index = recent.lastIndex(where: { $0.png == png }) else { return nil }
        return recent.remove(at: index).image
    }
}
