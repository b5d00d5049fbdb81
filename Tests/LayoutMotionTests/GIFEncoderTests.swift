import Foundation
import LayoutRender
import XCTest
@testable import LayoutMotion

/// The GIF encoder's output decoded by ImageMagick: pixels come back exactly (≤ 256 colours per frame),
/// including frames stored as changed rectangles over the previous one.
final class GIFEncoderTests: XCTestCase {
    func frame(_ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32) -> PixelFrame {
        var words = ContiguousArray<UInt32>()
        for y in 0..<height { for x in 0..<width { words.append(0xFF00_0000 | color(x, y)) } }
        return PixelFrame(width: width, height: height, words: words)
    }

    func testFramesDecodeToTheirPixelsWithChangedRectanglesOverThePreviousFrame() throws {
        guard let convert = ["/usr/bin/convert", "/usr/local/bin/convert"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("ImageMagick convert not found")
        }
        // Frame 0: a horizontal ramp; frame 1: a 5 × 4 square changed at (7, 3); frame 2: the same as frame 1.
        let f0 = frame(20, 12) { x, y in UInt32(x * 12) << 16 | UInt32(y * 20) }
        var f1 = f0
        for y in 3..<7 { for x in 7..<12 { f1.words[y * 20 + x] = 0xFF00_FF00 } }
        XCTAssertEqual(f1.changedRect(since: f0)?.x, 7)
        XCTAssertEqual(f1.changedRect(since: f0)?.width, 5)
        XCTAssertNil(f1.changedRect(since: f1))

        var encoder = try GIFEncoder(width: 20, height: 12)
        try encoder.add(f0, start: 0, end: 0.1)
        try encoder.add(f1, start: 0.1, end: 0.2)
        try encoder.add(f1, start: 0.2, end: 0.7)
        let data = try encoder.finish()

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gif-encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("a.gif")
        try data.write(to: gif)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: convert)
        p.arguments = [gif.path, "-coalesce", "PNG32:" + dir.appendingPathComponent("f-%d.png").path]
        try p.run(); p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        for (i, expected) in [f0, f1, f1].enumerated() {
            let image = try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("f-\(i).png")))
            XCTAssertEqual([image.width, image.height], [20, 12])
            for y in 0..<12 {
                for x in 0..<20 {
                    let px = image.pixel(x: x, y: y)
                    let got = UInt32(px.red) << 16 | UInt32(px.green) << 8 | UInt32(px.blue)
                    XCTAssertEqual(got, expected.words[y * 20 + x] & 0xFFFFFF, "frame \(i) at (\(x), \(y))")
                }
            }
        }
    }
}
