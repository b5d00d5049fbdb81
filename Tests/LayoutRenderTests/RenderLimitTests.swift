import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// Image limits (docs/limits.md) are checked before anything is allocated: before the surface, and for
/// full-content pictures before the elements are materialised.
final class RenderLimitTests: XCTestCase {
    private func model(orthogonal: Bool) -> LayoutModel {
        let cell = ItemModel(layoutSize: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = ItemModel(layoutSize: SizeSpec(width: .absolute(100), height: .absolute(25)),
                              group: GroupModel(kind: .horizontal, subitems: [cell]))
        var section = SectionModel(group: group)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        return LayoutModel(section: section)
    }

    private func expectRefusedQuickly(_ result: LayoutResult, _ options: RenderOptions, file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        XCTAssertThrowsError(try Renderer().render(result, options: options, format: .png), file: file, line: line) { e in
            guard case .canvasTooLarge? = e as? RenderError else { return XCTFail("\(e)", file: file, line: line) }
        }
        // Materialising 10 M elements takes far longer than this (and gigabytes).
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, file: file, line: line)
    }

    func testFullContentOfTenMillionItemsIsRefusedBeforeItsElementsAreMade() throws {
        // 10 M rows of 25 pt: 250 M pt tall, far over 32 767 px.
        let r = try model(orthogonal: false).resolve(LayoutInput(viewSize: CGSize(width: 100, height: 800), itemCounts: [10_000_000]))
        expectRefusedQuickly(r, RenderOptions(view: .fullContent(unrollOrthogonal: false)))
    }

    func testUnrolledOrthogonalSectionIsRefusedBeforeItsElementsAreMade() throws {
        // One orthogonal row of 10 M groups, 100 pt each: the unrolled picture would be 1e9 pt wide.
        let r = try model(orthogonal: true).resolve(LayoutInput(viewSize: CGSize(width: 100, height: 800), itemCounts: [10_000_000]))
        XCTAssertEqual(r.sections[0].orthogonalContentLength, 1e9)
        expectRefusedQuickly(r, RenderOptions(view: .fullContent(unrollOrthogonal: true)))
        // The screen view draws only what is visible and is fine.
        XCTAssertEqual(try Renderer().pixelSize(of: r).width, 100)
    }
}
