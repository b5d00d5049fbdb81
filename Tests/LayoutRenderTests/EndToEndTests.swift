import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// Resolved layouts (the engine's own output) drawn for a device: the renderer only reads attributes.
final class EndToEndTests: XCTestCase {
    /// Seed 002's shape on a phone: section 0 an orthogonal row of 0.95-wide groups holding two half-width
    /// items, 300 high; section 1 a plain list with a section background. Both have a 44-pt header.
    func appStore() -> LayoutModel {
        LayoutModel { index, _ in
            let header = BoundaryItemModel(elementKind: UICollectionView.elementKindSectionHeader,
                                           layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
                                           alignment: .top)
            if index == 0 {
                let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                     contentInsets: NSDirectionalEdgeInsets(all: 5))
                let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(0.95), height: .absolute(300)),
                                      group: GroupModel(kind: .horizontal, subitems: [item]))
                return SectionModel(group: group, contentInsets: NSDirectionalEdgeInsets(all: 5),
                                    orthogonalScrollingBehavior: .groupPaging, boundarySupplementaryItems: [header])
            }
            let item = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                                 contentInsets: NSDirectionalEdgeInsets(all: 5))
            let group = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(60)),
                                  group: GroupModel(kind: .horizontal, subitems: [item]))
            return SectionModel(group: group, contentInsets: NSDirectionalEdgeInsets(all: 10),
                                boundarySupplementaryItems: [header],
                                decorationItems: [DecorationModel(elementKind: "background")])
        }
    }

    func resolved(offset: CGPoint? = nil) throws -> LayoutResult {
        let screen = try Device.screen(named: "iPhoneX")
        return try appStore().resolve(screen.layoutInput(itemCounts: [6, 20], contentOffset: offset))
    }

    func testScreenPictureIsTheDeviceSizeAtItsScale() throws {
        let result = try resolved()
        let screen = Device.iPhoneX.screen()
        let options = RenderOptions(scale: Double(screen.traits.displayScale))
        let png = try RasterImage(png: Renderer().render(result, content: .randomColors(seed: 1), options: options,
                                                         format: .png))
        // 375 x 812 pt at @3x.
        XCTAssertEqual([png.width, png.height], [1125, 2436])
    }

    func testEveryCellOnScreenShowsItsColourAtItsCentre() throws {
        let result = try resolved()
        let palette = SeededPalette(seed: 3)
        let png = try RasterImage(png: Renderer().render(result, content: .randomColors(seed: 3),
                                                         options: RenderOptions(showsLabels: false), format: .png))
        let origin = result.bounds.origin
        let cells = result.visibleElements.filter { $0.category == .cell && result.bounds.contains($0.center) }
        XCTAssertGreaterThan(cells.count, 3)
        for cell in cells {
            let p = png.pixel(x: Int(cell.center.x - origin.x), y: Int(cell.center.y - origin.y))
            let want = palette.color(section: cell.section, item: cell.item)
            XCTAssertEqual(Double(p.red), want.red * 255, accuracy: 1, "\(cell)")
            XCTAssertEqual(Double(p.blue), want.blue * 255, accuracy: 1, "\(cell)")
        }
    }

    func testUnrolledContentIsWiderThanClippedContent() throws {
        let result = try resolved()
        let renderer = Renderer()
        let clipped = try renderer.pixelSize(of: result, options: RenderOptions(view: .fullContent(unrollOrthogonal: false)))
        let unrolled = try renderer.pixelSize(of: result, options: RenderOptions(view: .fullContent(unrollOrthogonal: true)))
        XCTAssertEqual(clipped.width, Int(result.contentSize.width.rounded(.up)))
        XCTAssertEqual(clipped.height, Int(result.contentSize.height.rounded(.up)))
        // Three 0.95-wide groups of the orthogonal row need about 3 x 356 pt: far wider than the screen.
        let widest = result.allElements.map(\.frame.maxX).max() ?? 0
        XCTAssertEqual(unrolled.width, Int(widest.rounded(.up)))
        XCTAssertGreaterThan(unrolled.width, 2 * clipped.width)
    }

    func testOverlaysDrawOnResolvedSections() throws {
        let result = try resolved()
        let plain = try Renderer().render(result, options: RenderOptions(view: .fullContent(unrollOrthogonal: false)),
                                          format: .png)
        let debug = try Renderer().render(result, options: RenderOptions(view: .fullContent(unrollOrthogonal: false),
                                                                         overlays: .all), format: .png)
        XCTAssertNotEqual(plain, debug)
        // Section 0 has a 5-pt content inset: a point inside it is shaded in the overlay picture.
        let s0 = try XCTUnwrap(result.sections.first)
        let y = Int(s0.contentFrame.minY) - 2, x = Int(s0.frame.midX)
        let a = try RasterImage(png: plain).pixel(x: x, y: y), b = try RasterImage(png: debug).pixel(x: x, y: y)
        XCTAssertNotEqual([a.red, a.green, a.blue], [b.red, b.green, b.blue])
    }
}
