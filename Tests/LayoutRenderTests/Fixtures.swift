import Foundation
import LayoutEngine
@testable import LayoutRender

/// Hand-built results: the renderer is tested on attribute lists, independent of the resolver.
enum Fixtures {
    static func cell(_ section: Int, _ item: Int, _ frame: CGRect, z: Int = 0, alpha: CGFloat = 1,
                     transform: CGAffineTransform = .identity, hidden: Bool = false) -> LayoutAttributes {
        LayoutAttributes(category: .cell, elementKind: cellElementKind, section: section, item: item, frame: frame,
                         zIndex: z, alpha: alpha, transform: transform, isHidden: hidden)
    }

    static func supplementary(_ kind: String, _ section: Int, _ item: Int = 0, _ frame: CGRect, z: Int = 1)
        -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, elementKind: kind, section: section, item: item, frame: frame,
                         zIndex: z)
    }

    static func decoration(_ kind: String, _ section: Int, _ frame: CGRect, z: Int = 0) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, elementKind: kind, section: section, item: 0, frame: frame,
                         zIndex: z)
    }

    /// A 200 x 300 screen: a 44-pt header, a grey section background from y 44 to 244 and
    /// four 80 x 80 cells in a 2 x 2 grid at x 10/110, y 54/154 (10-pt margins, 20-pt gaps).
    static func grid() -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 200, height: 300), viewSize: CGSize(width: 200, height: 300),
                     elements: [
                        supplementary(UICollectionView.elementKindSectionHeader, 0,
                                      frame: CGRect(x: 0, y: 0, width: 200, height: 44)),
                        // Listed after the cells on purpose: zIndex, not list order, puts it behind.
                        cell(0, 0, CGRect(x: 10, y: 54, width: 80, height: 80), z: 1),
                        cell(0, 1, CGRect(x: 110, y: 54, width: 80, height: 80), z: 1),
                        cell(0, 2, CGRect(x: 10, y: 154, width: 80, height: 80), z: 1),
                        cell(0, 3, CGRect(x: 110, y: 154, width: 80, height: 80), z: 1),
                        decoration("background", 0, CGRect(x: 0, y: 44, width: 200, height: 200)),
                     ])
    }

    static let red = RGBA(rgb: 0xFF0000), green = RGBA(rgb: 0x00FF00), blue = RGBA(rgb: 0x0000FF)
    static let yellow = RGBA(rgb: 0xFFFF00), grey = RGBA(rgb: 0x808080)

    /// Cells coloured red, green, blue, yellow by item; decorations grey.
    static let primaries = RenderContent(
        cellColor: { [red, green, blue, yellow][$0.item % 4] },
        decorationColor: { _ in grey })

}


extension Fixtures {
    static func supplementary(_ kind: String, _ section: Int, frame: CGRect) -> LayoutAttributes {
        supplementary(kind, section, 0, frame)
    }
}

/// A PNG read back through Cairo.
struct Picture {
    let image: RasterImage
    init(_ png: Data) throws { image = try RasterImage(png: png) }
    var width: Int { image.width }
    var height: Int { image.height }
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}

/// Runs a command-line tool (found on PATH) and returns its exit status and its output and errors together.
func runTool(_ tool: String, _ args: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + args
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func scratchDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}
