import XCTest
import LayoutDiagram
import LayoutEngine

/// The words diagrams print, made from a traced resolve (moved here from the engine's DebugInfoTests with the
/// same expected texts: the engine records geometry and models, LayoutDiagram words them).
final class DiagramTextTests: XCTestCase {
    private typealias F = DiagramFixtures

    /// View 400 wide. Section insets top 10, leading 20, bottom 10, trailing 20; interGroupSpacing 8.
    /// Group h 1 fw × abs 100 with insets 4; item abs 170 × 1 fh with insets (top 2, leading 3, bottom 2, trailing 3);
    /// interItemSpacing 10.
    private func insetLayout() -> LayoutModel {
        let it = F.item(.absolute(170), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3))
        let g = F.group(.horizontal, .fractionalWidth(1), .absolute(100), [it], spacing: .fixed(10),
                        insets: NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        return LayoutModel(section: SectionModel(group: g, contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                                                 interGroupSpacing: 8))
    }

    private func info(_ model: LayoutModel, counts: [Int], width: CGFloat) throws -> LayoutDebugInfo {
        try model.resolveTraced(LayoutInput(viewSize: CGSize(width: width, height: 2 * width), itemCounts: counts)).trace.debugInfo()
    }

    func testDeclarationsAndSizeCallouts() throws {
        let s = try info(insetLayout(), counts: [3], width: 400).sections[0]
        XCTAssertEqual(s.items[0].declaration, "Item(abs 170 × 1 fh)")
        XCTAssertEqual(s.items[0].width.text, "abs 170")
        XCTAssertEqual(s.items[0].height.text, "1 fh → 92 pt")     // the group's content height
        XCTAssertEqual(s.groups[0].declaration, "Group(h, 1 fw × abs 100)")
        XCTAssertEqual(s.groups[0].width.text, "1 fw → 360 pt")
        XCTAssertEqual(s.groups[0].height.text, "abs 100")
    }

    func testEqualSlotsCalloutNamesTheFraction() throws {
        // count 3 in 300: each slot 100 wide whatever the subitem declares (§4.1).
        let g = F.group(.horizontal, .fractionalWidth(1), .absolute(50), [F.item(.fractionalWidth(1), .fractionalHeight(1))], count: 3)
        let s = try info(LayoutModel(section: SectionModel(group: g)), counts: [3], width: 300).sections[0]
        XCTAssertEqual(s.items[0].width.text, "1/3 of group → 100 pt")
        XCTAssertEqual(s.items[0].height.text, "1 fh → 50 pt")
        XCTAssertEqual(s.groups[0].declaration, "Group(h, 1 fw × abs 50, count 3)")
    }

    func testSpacingLabelsShowFixedAndFlexibleValues() throws {
        XCTAssertEqual(try info(insetLayout(), counts: [4], width: 400).sections[0].spacing.first { $0.kind == .interItem }?.label, "10")
        // 300 wide, items 80 × 30 with leading ≥ 0 and top 5: three fit (240), leftover 60 over 3 flexible edges → 20 each.
        let it = F.item(.absolute(80), .absolute(30), edge: EdgeSpacing(leading: .flexible(0), top: .fixed(5)))
        let sp = try info(LayoutModel(section: SectionModel(group: F.group(.horizontal, .fractionalWidth(1), .absolute(50), [it]))),
                          counts: [3], width: 300).sections[0].spacing
        XCTAssertEqual(sp.first { $0.kind == .edgeSpacing(.leading) }?.label, "≥ 0 → 20")
        XCTAssertEqual(sp.first { $0.kind == .edgeSpacing(.top) }?.label, "5")
    }

    func testNestedGroupsTree() throws {
        let inner = F.group(.horizontal, .fractionalWidth(1), .fractionalHeight(0.5), [F.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let outer = F.group(.vertical, .fractionalWidth(1), .absolute(200), [F.item(.fractionalWidth(1), .fractionalHeight(0.5)), inner])
        XCTAssertEqual(try info(LayoutModel(section: SectionModel(group: outer)), counts: [3], width: 300).sections[0].tree, [
            "Section 0 · 3 items in 1 group",
            "  › Group(v, 1 fw × abs 200)",
            "    › Item(1 fw × 0.5 fh)",
            "    › Group(h, 1 fw × 0.5 fh)",
            "      › Item(0.5 fw × 1 fh)",
        ])
    }

    func testTreeLinesCarryInsetsAndSpacing() throws {
        XCTAssertEqual(try info(insetLayout(), counts: [4], width: 400).sections[0].tree, [
            "Section 0 · 4 items in 2 groups · insets top 10, leading 20, bottom 10, trailing 20 · interGroupSpacing 8",
            "  › Group(h, 1 fw × abs 100) · insets 4 · spacing 10",
            "    › Item(abs 170 × 1 fh) · insets top 2, leading 3, bottom 2, trailing 3",
        ])
    }
}
