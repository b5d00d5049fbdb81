import Foundation

/// One opaque frame as 0x??RRGGBB words (Cairo's ARGB32 layout, premultiplied, which for opaque pixels is
/// the plain colour), row by row.
public struct PixelFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var words: ContiguousArray<UInt32>

    public init(width: Int, height: Int, words: ContiguousArray<UInt32>) {
        precondition(words.count == width * height, "a frame holds width × height words")
        self.width = width; self.height = height; self.words = words
    }

    /// The smallest rectangle holding every pixel whose colour differs from `previous` (nil: none do).
    public func changedRect(since previous: PixelFrame) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard previous.width == width, previous.height == height else { return (0, 0, width, height) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        words.withUnsafeBufferPointer { a in
            previous.words.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width && (a[row + x] ^ b[row + x]) & 0x00FF_FFFF == 0 { x += 1 }
                    guard x < width else { continue }
                    var r = width - 1
                    while (a[row + r] ^ b[row + r]) & 0x00FF_FFFF == 0 { r -= 1 }
                    minX = min(minX, x); maxX = max(maxX, r)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
