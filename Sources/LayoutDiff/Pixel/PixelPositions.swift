import Foundation

/// Positions (y · width + x) of pixels, in scan order, kept as runs of consecutive positions within a
/// row (start, length), in memory of their own. A diff of two screenshots where every cell changed
/// finds millions of pixels but a few thousand runs (a changed cell is a run per row), so the scan
/// writes a run, not a position per pixel, and the diff image fills runs.
/// Immutable once made (its runs are written by its initialisers only), so it may be shared between threads.
final class PixelPositions: Sequence, Equatable, CustomStringConvertible, @unchecked Sendable {
    /// Pairs (start, length).
    private let runs: UnsafeMutablePointer<Int32>
    let runCount: Int
    /// Pixels in all runs.
    let count: Int

    /// Takes ownership of `runs` (allocated by `HugePages.allocate`), holding `runCount` (start, length)
    /// pairs that cover `count` pixels.
    init(owningRuns runs: UnsafeMutablePointer<Int32>, runCount: Int, count: Int) {
        self.runs = runs; self.runCount = runCount; self.count = count
    }

    /// The lists one after another.
    convenience init(joining parts: [PixelPositions]) {
        let total = parts.reduce(0) { $0 + $1.runCount }
        let memory = HugePages.allocate(bytes: Swift.max(1, total) * 8).bindMemory(to: Int32.self, capacity: Swift.max(2, 2 * total))
        var offset = 0
        for part in parts {
            (memory + offset).update(from: part.runs, count: 2 * part.runCount)
            offset += 2 * part.runCount
        }
        self.init(owningRuns: memory, runCount: total, count: parts.reduce(0) { $0 + $1.count })
    }

    static let empty = PixelPositions(joining: [])

    deinit { free(runs) }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with the start and length of each run, in order.
    @inline(__always)
    func forEachRun(_ body: (_ start: Int, _ length: Int) -> Void) {
        for r in 0..<runCount { body(Int(runs[2 * r]), Int(runs[2 * r + 1])) }
    }

    struct Iterator: IteratorProtocol {
        let positions: PixelPositions
        var run = 0, position: Int32 = 0, end: Int32 = 0

        mutating func next() -> Int32? {
            if position == end {
                guard run < positions.runCount else { return nil }
                position = positions.runs[2 * run]; end = position + positions.runs[2 * run + 1]; run += 1
            }
            defer { position += 1 }
            return position
        }
    }

    func makeIterator() -> Iterator { Iterator(positions: self) }
    var underestimatedCount: Int { count }

    static func == (a: PixelPositions, b: PixelPositions) -> Bool { a.elementsEqual(b) }
    var description: String { Array(self).description }
}

/// Runs of one band being written: consecutive positions extend the open run.
struct RunWriter {
    let runs: UnsafeMutablePointer<Int32>
    var runCount = 0, count = 0
    /// The open run, [start, end) in positions.
    var start = 0, end = -1

    /// Room for `capacity` runs (pages never written are never touched).
    init(capacity: Int) {
        runs = HugePages.allocate(bytes: Swift.max(1, capacity) * 8).bindMemory(to: Int32.self, capacity: 2 * Swift.max(1, capacity))
    }

    /// Adds positions `position ..< position + length`.
    @inline(__always)
    mutating func add(_ position: Int, length: Int = 1) {
        if position == end { end += length } else { close(); start = position; end = position + length }
    }

    @inline(__always)
    mutating func close() {
        guard end > start else { return }
        runs[2 * runCount] = Int32(start); runs[2 * runCount + 1] = Int32(end - start)
        runCount += 1; count += end - start
        start = 0; end = -1
    }

    /// The runs written (after `close`), handed over without a copy.
    func positions() -> PixelPositions { PixelPositions(owningRuns: runs, runCount: runCount, count: count) }
}
