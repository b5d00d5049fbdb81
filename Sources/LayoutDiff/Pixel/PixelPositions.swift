import Foundation

/// Positions (y · width + x) of pixels, in scan order, in memory of their own: a diff of two
/// screenshots where every cell changed lists millions, and handing the scan's buffer over as it is
/// spares a copy (and its page faults).
final class PixelPositions: RandomAccessCollection, Equatable, CustomStringConvertible {
    private let base: UnsafeMutablePointer<Int32>
    let count: Int

    /// Takes ownership of `base` (allocated by `HugePages.allocate`), holding `count` positions.
    init(owning base: UnsafeMutablePointer<Int32>, count: Int) { self.base = base; self.count = count }

    /// The lists one after another.
    convenience init(joining parts: [PixelPositions]) {
        let total = parts.reduce(0) { $0 + $1.count }
        let memory = HugePages.allocate(bytes: Swift.max(1, total) * 4).bindMemory(to: Int32.self, capacity: Swift.max(1, total))
        var offset = 0
        for part in parts {
            (memory + offset).update(from: part.base, count: part.count)
            offset += part.count
        }
        self.init(owning: memory, count: total)
    }

    static let empty = PixelPositions(joining: [])

    deinit { free(base) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Int32 {
        precondition(i >= 0 && i < count, "position index out of range")
        return base[i]
    }

    static func == (a: PixelPositions, b: PixelPositions) -> Bool { a.elementsEqual(b) }
    var description: String { Array(self).description }
}
