import XCTest
@testable import LayoutEngine

/// The debug information diagrams draw: slots before insets, inset strips, spacing regions, declarations.
final class DebugInfoTests: XCTestCase {
    /// View 400 wide. Section insets top 10, leading 20, bottom 10, trailing 20; interGroupSpacing 8.
    /// Group h 1 fw × abs 100 with insets 4; item abs 170 × 1 fh with insets (top 2, leading 3, bottom 2, trailing 3);
    /// interItemSpacing 10.
    private func insetLayout() -> LayoutModel {
        let it = item(.absolute(170), .fractionalHeight(1), insets: insets(2, 3, 2, 3))
        let g = hgroup(.fractionalWidth(1), .absolute(100), [it], spacing: .fixed(10), insets: NSDirectionalEdgeInsets(all: 4))
        return LayoutModel(section: SectionModel(group: g, contentInsets: insets(10, 20, 10, 20), interGroupSpacing: 8))
    }

    func testItemSlotsAreFramesBeforeContentInsets() throws {
        // Group 360 wide (400 − 20 − 20) at (20, 10); its content (insets 4) is (24, 14, 352, 92).
        // Item 170 × 1 fh of 92. Slot 0 at x 24, slot 1 at 24 + 170 + 10 = 204 (a third would end at
        // 4 + 3·170 + 2·10 = 534 > 356, so two per group). Cells are the slots minus (2, 3, 2, 3).
        let info = try traced(insetLayout(), counts: [4], size: CGSize(width: 400, height: 800)).debugInfo()
        let items = info.sections[0].items
        XCTAssertEqual(items.count, 4)
        XCTAssertRect(items[0].slotFrame, rect(24, 14, 170, 92))
        XCTAssertRect(items[0].frame, rect(27, 16, 164, 88))
        XCTAssertRect(items[1].slotFrame, rect(204, 14, 170, 92))
        // Instance 1 starts 100 + 8 below instance 0: y 10 + 108 + 4 = 122.
        XCTAssertRect(items[2].slotFrame, rect(24, 122, 170, 92))
        XCTAssertEqual(items.map(\.item), [0, 1, 2, 3])
        XCTAssertEqual(items.map(\.instance), [0, 0, 1, 1])
    }

    func testItemInsetRegionsAreTheFourStripsBetweenSlotAndCell() throws {
        // Slot (24, 14, 170, 92), cell (27, 16, 164, 88): top and bottom strips span the slot's width,
        // leading and trailing strips the cell's height between them.
        let info = try traced(insetLayout(), counts: [2], size: CGSize(width: 400, height: 800)).debugInfo()
        let r = info.sections[0].items[0].insetRegions
        XCTAssertEqual(r.map(\.edge), [.top, .bottom, .leading, .trailing])
        XCTAssertRect(r[0].rect, rect(24, 14, 170, 2))
        XCTAssertRect(r[1].rect, rect(24, 104, 170, 2))     // 14 + 92 − 2
        XCTAssertRect(r[2].rect, rect(24, 16, 3, 88))
        XCTAssertRect(r[3].rect, rect(191, 16, 3, 88))      // 24 + 170 − 3
        XCTAssertEqual(r.map(\.value), [2, 2, 3, 3])
    }

    func testGroupAndSectionInsetRegions() throws {
        // Group (20, 10, 360, 100) with insets 4; two instances: contentFrame (20, 10, 360, 100 + 8 + 100),
        // padding box (0, 0, 400, 228) = the section frame.
        let info = try traced(insetLayout(), counts: [4], size: CGSize(width: 400, height: 800)).debugInfo()
        let s = info.sections[0]
        let g = s.groups[0]
        XCTAssertRect(g.box.frame, rect(20, 10, 360, 100))
        XCTAssertRect(g.insetRegions[0].rect, rect(20, 10, 360, 4))
        XCTAssertRect(g.insetRegions[1].rect, rect(20, 106, 360, 4))
        XCTAssertRect(g.insetRegions[2].rect, rect(20, 14, 4, 92))
        XCTAssertRect(g.insetRegions[3].rect, rect(376, 14, 4, 92))
        XCTAssertRect(s.insetFrame, rect(0, 0, 400, 228))
        XCTAssertRect(s.contentFrame, rect(20, 10, 360, 208))
        XCTAssertEqual(s.insetRegions.map(\.edge), [.top, .bottom, .leading, .trailing])
        XCTAssertRect(s.insetRegions[0].rect, rect(0, 0, 400, 10))
        XCTAssertRect(s.insetRegions[1].rect, rect(0, 218, 400, 10))
        XCTAssertRect(s.insetRegions[2].rect, rect(0, 10, 20, 208))
        XCTAssertRect(s.insetRegions[3].rect, rect(380, 10, 20, 208))
    }

    func testInterItemAndInterGroupGaps() throws {
        // Inter-item: between slot 0's end (x 24 + 170 = 194) and slot 1 (204), across the group's content (y 14, 92).
        // Inter-group: below instance 0 (y 110) for 8 points, as wide as the group.
        let info = try traced(insetLayout(), counts: [4], size: CGSize(width: 400, height: 800)).debugInfo()
        let sp = info.sections[0].spacing
        let inter = sp.filter { $0.kind == .interItem }
        XCTAssertEqual(inter.count, 2)
        XCTAssertRect(inter[0].rect, rect(194, 14, 10, 92))
        XCTAssertEqual(inter[0].value, 10)
        XCTAssertEqual(inter[0].declared, .fixed(10))     // its label, "10": DiagramTextTests
        let groups = sp.filter { $0.kind == .interGroup }
        XCTAssertEqual(groups.count, 1)     // none after the last instance
        XCTAssertRect(groups[0].rect, rect(20, 110, 360, 8))
    }

    func testFlexibleLeadingEdgeSpacingTakesItsShareOfTheLeftover() throws {
        // 300 wide, items 80 × 30 with leading ≥ 0 and top 5: three fit (240), leftover 60 over 3 flexible
        // edges → 20 each: slots at x 20, 120, 220. Leading regions are 20 wide, as tall as the item, at y 5.
        let it = item(.absolute(80), .absolute(30), edge: EdgeSpacing(leading: .flexible(0), top: .fixed(5)))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [it])))
        let info = try traced(model, counts: [3], size: CGSize(width: 300, height: 600)).debugInfo()
        let sp = info.sections[0].spacing
        let leading = sp.filter { $0.kind == .edgeSpacing(.leading) }
        XCTAssertEqual(leading.map(\.rect), [rect(0, 5, 20, 30), rect(100, 5, 20, 30), rect(200, 5, 20, 30)])
        XCTAssertEqual(leading[0].declared, .flexible(0))   // "≥ 0 → 20": DiagramTextTests
        XCTAssertEqual(leading[0].value, 20)
        let top = sp.filter { $0.kind == .edgeSpacing(.top) }
        XCTAssertEqual(top.map(\.rect), [rect(20, 0, 80, 5), rect(120, 0, 80, 5), rect(220, 0, 80, 5)])
        XCTAssertEqual(top[0].declared, .fixed(5))
        XCTAssertEqual(top[0].value, 5)
    }

    func testInterSectionGap() throws {
        // Each section: one instance 100 high plus insets 10 + 10 = 120; spacing 12 → section 1 at y 132.
        var model = insetLayout()
        model.configuration.interSectionSpacing = 12
        let info = try traced(model, counts: [2, 2], size: CGSize(width: 400, height: 800)).debugInfo()
        XCTAssertEqual(info.sectionSpacing.count, 1)
        XCTAssertRect(info.sectionSpacing[0].rect, rect(0, 120, 400, 12))
        XCTAssertEqual(info.sectionSpacing[0].kind, .interSection)
    }

    func testSizeCalloutsCarryTheDeclarationAndTheResolvedLength() throws {
        // The words ("abs 170", "1 fh → 92 pt", …) are the diagram's: DiagramTextTests.
        let info = try traced(insetLayout(), counts: [3], size: CGSize(width: 400, height: 800)).debugInfo()
        let s = info.sections[0]
        XCTAssertEqual(s.items[0].width.declared, .absolute(170))
        XCTAssertEqual(s.items[0].height.declared, .fractionalHeight(1))
        XCTAssertEqual(s.items[0].height.resolved, 92)     // the group's content height
        XCTAssertEqual(s.groups[0].width.resolved, 360)
        XCTAssertEqual(s.groups[0].model?.layoutSize.height, .absolute(100))
        // Three items in two-slot groups: the second slot of instance 1 has no item.
        XCTAssertEqual(s.items.map(\.item), [0, 1, 2, nil])
    }

    func testEqualSlotsCalloutNamesTheFraction() throws {
        // count 3 in 300: each slot 100 wide whatever the subitem declares (§4.1).
        let g = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
        let info = try traced(LayoutModel(section: SectionModel(group: g)), counts: [3], size: CGSize(width: 300, height: 600)).debugInfo()
        let w = info.sections[0].items[0].width
        XCTAssertEqual([w.isForced ? 1 : 0, w.forcedCount ?? 0], [1, 3])
        XCTAssertNil(w.declared)
        XCTAssertEqual(w.resolved, 100)
        XCTAssertFalse(info.sections[0].items[0].height.isForced)
    }

    func testNestedGroupsGetTheirOwnEntries() throws {
        // v group of [item 1 fw × 0.5 fh, h group 1 fw × 0.5 fh of two 0.5 fw items]: boxes at depth 0 and 1,
        // three leaves; the nested group is the lower half (y 100, 100 high of 200).
        let inner = hgroup(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let outer = vgroup(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(0.5)), inner])
        let info = try traced(LayoutModel(section: SectionModel(group: outer)), counts: [3], size: CGSize(width: 300, height: 600)).debugInfo()
        let s = info.sections[0]
        XCTAssertEqual(s.groups.map(\.box.depth), [0, 1])
        XCTAssertRect(s.groups[1].box.frame, rect(0, 100, 300, 100))
        XCTAssertEqual(s.groups[1].path.description, "sections[0].group.subitems[1]")
        XCTAssertRect(s.items[2].slotFrame, rect(150, 100, 150, 100))
        XCTAssertEqual(s.instanceCount, 1)
    }

    func testRectLimitsInstancesAndSectionFilter() throws {
        // 20 items, two per 108-pt pitch: a 100-high rect at the top meets instance 0 only (instance 1 starts at 118).
        let r = try traced(insetLayout(), counts: [20, 4], size: CGSize(width: 400, height: 800))
        let info = r.debugInfo(in: rect(0, 0, 400, 100))
        XCTAssertEqual(info.sections[0].groups.map(\.box.instance), [0])
        XCTAssertEqual(info.sections[1].groups.count, 0)
        XCTAssertEqual(r.debugInfo(section: 1).sections.map(\.index), [1])
    }

    func testRightToLeftMirrorsDebugRects() throws {
        // Mirrored across the 400-wide view: slot 0 (24, 14, 170, 92) → x 400 − 194 = 206.
        var traits = UITraitCollection()
        traits.layoutDirection = .rightToLeft
        let info = try traced(insetLayout(), counts: [2], size: CGSize(width: 400, height: 800), traits: traits).debugInfo()
        XCTAssertRect(info.sections[0].items[0].slotFrame, rect(206, 14, 170, 92))
        let leading = info.sections[0].items[0].insetRegions.first { $0.edge == .leading }!
        XCTAssertRect(leading.rect, rect(373, 16, 3, 88))   // mirrored from x 24: 400 − 27
    }
}
