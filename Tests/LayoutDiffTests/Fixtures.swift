import Foundation
import LayoutEngine
import LayoutRender
@testable import LayoutDiff

/// Layouts and pictures built by hand, so expected pixels follow from the frames.
enum DiffFixtures {
    static func cell(_ section: Int, _ item: Int, _ frame: CGRect, z: Int = 0, alpha: CGFloat = 1) -> LayoutAttributes {
        LayoutAttributes(category: .cell, elementKind: cellElementKind, section: section, item: item, frame: frame,
                         zIndex: z, alpha: alpha)
    }

    /// A 200 × 260 screen with four 80 × 80 cells in a 2 × 2 grid at x 10/110, y 54/154.
    /// `moveLast` shifts cell (0, 3) down by that many points.
    static func grid(moveLast dy: CGFloat = 0) -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 200, height: 260), viewSize: CGSize(width: 200, height: 260),
                     elements: [cell(0, 0, CGRect(x: 10, y: 54, width: 80, height: 80)),
                                cell(0, 1, CGRect(x: 110, y: 54, width: 80, height: 80)),
                                cell(0, 2, CGRect(x: 10, y: 154, width: 80, height: 80)),
                                cell(0, 3, CGRect(x: 110, y: 154 + dy, width: 80, height: 80))])
    }

    /// The layout drawn by the renderer (grey cells with "s,i" labels on white, light theme).
    static func png(_ result: some RenderableLayout, scale: Double = 2) throws -> Data {
        try Renderer().render(result, options: RenderOptions(scale: scale), format: .png)
    }

    /// A black `rect` on a white `width` × `height` canvas at 1 px per point.
    static func square(_ rect: CGRect, width: Double = 60, height: Double = 60) throws -> RasterImage {
        let canvas = try SketchCanvas(rect: CGRect(x: 0, y: 0, width: width, height: height), scale: 1,
                                      background: .white)
        canvas.fill(rect, .black)
        return try RasterImage(png: try canvas.pngData())
    }

    /// An opaque image of one colour (0xRRGGBB), with optional single pixels set to others.
    static func solid(_ rgb: UInt32, width: Int, height: Int, set: [(x: Int, y: Int, rgb: UInt32)] = [])
        -> ContiguousArray<UInt32> {
        var pixels = ContiguousArray<UInt32>(repeating: 0xFF00_0000 | rgb, count: width * height)
        for p in set { pixels[p.y * width + p.x] = 0xFF00_0000 | p.rgb }
        return pixels
    }
}
