import Foundation
import CGif
import XCTest

/// `animate --right-to-left` on a horizontal layout starts where the layout rests (the content's right end,
/// decision 29) and scrolls towards its left end: the engine's `MainAxisScroll`, the one source of every
/// command's resting offset and scroll range.
extension AnimateCommandTests {
    /// Four 250-pt items side by side, coloured red, green, blue, yellow, in a horizontally scrolling layout.
    static let fourWideItemsYAML = """
    section:
      group:
        group: horizontal
        layoutSize: {widthDimension: {absolute: 250}, heightDimension: {fractionalHeight: 1}}
        subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
    configuration: {scrollDirection: horizontal}
    data:
      sections:
        - items: [{color: "#FF0000"}, {color: "#00FF00"}, {color: "#0000FF"}, {color: "#FFFF00"}]
    """

    func testRightToLeftScrollStartsAtTheRestingRightEndNotTheTrailingLeftEnd() throws {
        let spec = dir.appendingPathComponent("four.yaml")
        try Self.fourWideItemsYAML.write(to: spec, atomically: true, encoding: .utf8)
        let gif = dir.appendingPathComponent("rtl.gif").path
        try animate([spec.path, "--right-to-left", "--size", "375x812", "--fps", "2", "--duration", "1", "-o", gif])
        // Content 4 × 250 = 1000 wide, mirrored: item k at x 1000 − 250(k + 1), so item 0 spans 750…1000 and item 1
        // 500…750. At rest the view shows the content's right end: offset 1000 − 375 = 625, item 0 on screen at
        // 125…375 and item 1 at 0…125. (Scrolling from the left end instead showed item 3 at 0…250, item 2 after.)
        let first = try GIFFirstFrame(path: gif)
        XCTAssertEqual([first.width, first.height], [375, 812])
        XCTAssertTrue(first.isColour(x: 250, y: 100, (255, 0, 0)), "frame 0 at x 250: item 0 (red), got \(first.rgb(x: 250, y: 100))")
        XCTAssertTrue(first.isColour(x: 60, y: 100, (0, 255, 0)), "frame 0 at x 60: item 1 (green), got \(first.rgb(x: 60, y: 100))")
        XCTAssertTrue(first.isColour(x: 370, y: 100, (255, 0, 0)), "frame 0 at x 370: item 0 (red), got \(first.rgb(x: 370, y: 100))")
    }
}

/// The first frame of a GIF, decoded by giflib (an independent reader: our encoder only writes).
struct GIFFirstFrame {
    var width: Int, height: Int
    private var pixels: [(Int, Int, Int)]

    init(path: String) throws {
        var error: Int32 = 0
        guard let file = DGifOpenFileName(path, &error) else { throw CocoaError(.fileReadCorruptFile) }
        defer { var closeError: Int32 = 0; DGifCloseFile(file, &closeError) }
        guard DGifSlurp(file) == GIF_OK, file.pointee.ImageCount > 0, let image = file.pointee.SavedImages?.pointee
        else { throw CocoaError(.fileReadCorruptFile) }
        width = Int(image.ImageDesc.Width); height = Int(image.ImageDesc.Height)
        guard let map = image.ImageDesc.ColorMap ?? file.pointee.SColorMap, let bits = image.RasterBits
        else { throw CocoaError(.fileReadCorruptFile) }
        pixels = (0..<(width * height)).map { i in
            let c = map.pointee.Colors[Int(bits[i])]
            return (Int(c.Red), Int(c.Green), Int(c.Blue))
        }
    }

    func rgb(x: Int, y: Int) -> (Int, Int, Int) { pixels[y * width + x] }

    /// Within 40 of `expected` on every channel (the palette may round a colour).
    func isColour(x: Int, y: Int, _ expected: (Int, Int, Int)) -> Bool {
        let p = rgb(x: x, y: y)
        return abs(p.0 - expected.0) < 40 && abs(p.1 - expected.1) < 40 && abs(p.2 - expected.2) < 40
    }
}
