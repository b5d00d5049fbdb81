import XCTest
import LayoutEngine
import LayoutRender
@testable import LayoutDiagram

/// What a diagram draws: outlines at the engine's frames, padding and margin regions, labels apart.
final class DiagramPlanTests: XCTestCase {
    let renderer = DiagramRenderer()

    private func groupOutlines(_ plan: DiagramPlan) -> [DiagramOutline] {
        plan.outlines.filter { if case .group = $0.kind { return true } else { return false } }
    }

    func testEveryVisibleGroupInstanceAndNestedGroupHasAnOutlineAtItsFrame() throws {
        // 400 × 300 screen, instances 100 high: instances 0, 1, 2 meet the screen (instance 3 starts at y 300 and
        // only touches it). Each has its top-level box (0, 100k, 400, 100) and two rows (0, 100k, 400, 50),
        // (0, 100k + 50, 400, 50).
        let result = try DiagramFixtures.nested()
        let plan = try renderer.plan(result)
        let outlines = groupOutlines(plan)
        var expected: [CGRect] = []
        for k in 0..<3 {
            let y = CGFloat(100 * k)
            expected += [CGRect(x: 0, y: y, width: 400, height: 100), CGRect(x: 0, y: y, width: 400, height: 50),
                         CGRect(x: 0, y: y + 50, width: 400, height: 50)]
        }
        XCTAssertEqual(Set(outlines.map(\.frame)), Set(expected))
        XCTAssertEqual(outlines.count, 9)
        XCTAssertEqual(outlines.filter { $0.kind == .group(depth: 0) }.map(\.index), [0, 1, 2])
        // The same boxes the engine reports for the rectangle the diagram shows.
        let boxes = result.result.groupBoxes(in: plan.contentRect)
        XCTAssertEqual(outlines.map(\.frame), boxes.map(\.frame))
        XCTAssertEqual(outlines.map(\.kind), boxes.map { .group(depth: $0.depth) })
        // And an outline per cell: 3 instances × 4 items.
        XCTAssertEqual(plan.outlines.filter { $0.kind == .item }.map(\.index), Array(0..<12))
    }

    func testOrthogonalSectionShowsPeekingGroupsBeyondTheScreen() throws {
        // 300-wide screen, groups 240 wide at x 0, 240, 480…; peeking is shown up to 0.6 × 300 = 180 beyond the
        // screen (x 480), so instances 0 and 1 of both sections are outlined; instance 2 starts at 480.
        let result = try DiagramFixtures.carousel()
        let plan = try renderer.plan(result)
        XCTAssertEqual(plan.window, CGRect(x: 0, y: 0, width: 300, height: 400))
        XCTAssertEqual(plan.contentRect, CGRect(x: 0, y: 0, width: 480, height: 400))
        XCTAssertEqual(groupOutlines(plan).map(\.frame), [
            CGRect(x: 0, y: 0, width: 240, height: 100), CGRect(x: 240, y: 0, width: 240, height: 100),
            CGRect(x: 0, y: 100, width: 240, height: 100), CGRect(x: 240, y: 100, width: 240, height: 100),
        ])
        XCTAssertEqual(groupOutlines(plan).map(\.frame), result.result.groupBoxes(in: plan.contentRect).map(\.frame))
        XCTAssertEqual(plan.orthogonalSections.count, 2)
        // No label sits on the faded part: the window ends at picture x 24 + 300.
        for l in plan.labels where l.role != .panel { XCTAssertLessThanOrEqual(l.box.maxX, 324 + 1e-9, l.text) }
    }

    func testScrolledCarouselMovesItsOutlinesWithTheCells() throws {
        // Scrolled by 100: instances at x −100, 140, 380; the canvas spans −180…480 (peek 180 each side).
        let result = try DiagramFixtures.carousel(offset: 100)
        let plan = try renderer.plan(result)
        let top = groupOutlines(plan).filter { $0.section == 0 }.map(\.frame.minX)
        XCTAssertEqual(top, [-100, 140, 380])
        XCTAssertEqual(plan.contentRect.minX, -100)   // the leftmost instance starts within the peek range
        let cell0 = plan.outlines.first { $0.kind == .item && $0.section == 0 && $0.index == 0 }
        XCTAssertEqual(cell0?.frame, CGRect(x: -100, y: 0, width: 240, height: 100))
    }

    func testPaddingRegionsAreTheContentInsetStrips() throws {
        // Section: frame (0, 0, 400, 228), content (20, 10, 360, 208) → strips top (0, 0, 400, 10), bottom
        // (0, 218, 400, 10), leading (0, 10, 20, 208), trailing (380, 10, 20, 208).
        // Group instance 0 (20, 10, 360, 100), insets 4 → (20, 10, 360, 4), (20, 106, 360, 4), (20, 14, 4, 92), (376, 14, 4, 92).
        // Item 0 slot (24, 14, 170, 92), cell (27, 16, 164, 88) → (24, 14, 170, 2), (24, 104, 170, 2), (24, 16, 3, 88), (191, 16, 3, 88).
        let plan = try renderer.plan(try DiagramFixtures.insets())
        let padding = plan.regions.filter { if case .padding = $0.kind { return true } else { return false } }.map(\.rect)
        XCTAssertEqual(padding.count, 4 + 2 * 4 + 4 * 4)   // section, two instances, four items
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 400, height: 10), CGRect(x: 0, y: 218, width: 400, height: 10),
            CGRect(x: 0, y: 10, width: 20, height: 208), CGRect(x: 380, y: 10, width: 20, height: 208),
            CGRect(x: 20, y: 10, width: 360, height: 4), CGRect(x: 20, y: 106, width: 360, height: 4),
            CGRect(x: 20, y: 14, width: 4, height: 92), CGRect(x: 376, y: 14, width: 4, height: 92),
            CGRect(x: 24, y: 14, width: 170, height: 2), CGRect(x: 24, y: 104, width: 170, height: 2),
            CGRect(x: 24, y: 16, width: 3, height: 88), CGRect(x: 191, y: 16, width: 3, height: 88),
        ]
        for r in expected { XCTAssertTrue(padding.contains { close($0, r) }, "missing padding \(r)") }
    }

    func testMarginRegionsAreTheGaps() throws {
        // Inter-item: x 194…204 (slot 0 ends at 24 + 170, slot 1 starts at 204) across the group content (y 14, 92),
        // and the same 108 lower in instance 1; inter-group: y 110…118 under instance 0, 360 wide at x 20.
        let plan = try renderer.plan(try DiagramFixtures.insets())
        let margins = plan.regions.filter { if case .margin = $0.kind { return true } else { return false } }
        XCTAssertEqual(margins.map(\.rect), [CGRect(x: 194, y: 14, width: 10, height: 92), CGRect(x: 20, y: 110, width: 360, height: 8),
                                             CGRect(x: 194, y: 122, width: 10, height: 92)])
        XCTAssertEqual(margins.map(\.kind), [.margin(.interItem), .margin(.interGroup), .margin(.interItem)])
        XCTAssertEqual(margins.map(\.value), [10, 8, 10])
    }

    func testLabelBoxesNeverOverlap() throws {
        for (name, result) in [("nested", try DiagramFixtures.nested()), ("insets", try DiagramFixtures.insets()),
                               ("carousel", try DiagramFixtures.carousel(offset: 100)), ("crowded", try DiagramFixtures.crowded())] {
            let plan = try renderer.plan(result)
            let picture = CGRect(origin: .zero, size: plan.size)
            for (i, a) in plan.labels.enumerated() {
                XCTAssertTrue(picture.insetBy(dx: -1e-6, dy: -1e-6).contains(a.box), "\(name): \(a.text) outside the picture")
                for b in plan.labels[(i + 1)...] {
                    let overlap = a.box.minX < b.box.maxX && b.box.minX < a.box.maxX && a.box.minY < b.box.maxY && b.box.minY < a.box.maxY
                    XCTAssertFalse(overlap, "\(name): '\(a.text)' \(a.box) overlaps '\(b.text)' \(b.box)")
                }
            }
        }
    }

    func testCrowdedLayoutDropsLabelsRatherThanOverlapping() throws {
        // 40 × 20 cells: an index path ("[0,10]", about 37 pt) fits a cell, but a size call-out has nowhere to go
        // in a 20-pt-high slot whose middle the index path holds.
        let plan = try renderer.plan(try DiagramFixtures.crowded())
        XCTAssertFalse(plan.droppedLabels.isEmpty)
        XCTAssertTrue(plan.droppedLabels.contains { $0.hasPrefix("w ") || $0.hasPrefix("h ") }, "\(plan.droppedLabels)")
        // Every cell's index path is either placed or dropped (the section title and group label take the
        // corner cells' middles), never drawn over another label.
        let placed = plan.labels.filter { $0.role == .indexPath }.count
        let dropped = plan.droppedLabels.filter { $0.hasPrefix("[") }.count
        XCTAssertEqual(placed + dropped, 100)
        XCTAssertGreaterThan(placed, dropped)
    }

    func testLabelsSayWhatTheDeclarationsResolveTo() throws {
        // Group 1 fw of 360 (400 − 2·20) × abs 100; item abs 170 × 1 fh of the group's 92-pt content.
        let plan = try renderer.plan(try DiagramFixtures.insets())
        let texts = Set(plan.labels.map(\.text))
        XCTAssertTrue(texts.contains("Group(h, 1 fw × abs 100) = 360 × 100 pt"), "\(texts)")
        XCTAssertTrue(texts.contains("w abs 170"))
        XCTAssertTrue(texts.contains("h 1 fh → 92 pt"))
        XCTAssertTrue(texts.contains("spacing 10"))
        XCTAssertTrue(texts.contains("interGroup 8"))
        XCTAssertTrue(texts.contains("[0,0]") && texts.contains("[0,3]"))
        XCTAssertTrue(texts.contains("Section 0"))
        // The panel's layout tree.
        XCTAssertTrue(texts.contains("  › Group(h, 1 fw × abs 100) · insets 4 · spacing 10"), "\(texts)")
    }

    func testAnnotationsCanBeTurnedOff() throws {
        let plan = try renderer.plan(try DiagramFixtures.insets(), options: DiagramOptions(annotations: []))
        XCTAssertTrue(plan.regions.isEmpty)
        let roles = Set(plan.labels.map(\.role))
        XCTAssertEqual(roles, [.panel, .sectionTitle, .groupDeclaration])
        XCTAssertTrue(plan.labels.contains { $0.text == "Group(h, 1 fw × abs 100)" })
    }

    func testSectionOptionShowsThatSectionWhole() throws {
        // The carousel's section 1 spans y 100…200.
        let plan = try renderer.plan(try DiagramFixtures.carousel(), options: DiagramOptions(section: 1))
        XCTAssertEqual(plan.contentRect.minY, 100)
        XCTAssertEqual(plan.contentRect.height, 100)
        XCTAssertEqual(Set(plan.outlines.map(\.section)), [1])
    }

    func testUnknownSectionAndLayoutsWithoutSectionsAreErrors() throws {
        XCTAssertThrowsError(try renderer.plan(try DiagramFixtures.nested(), options: DiagramOptions(section: 3))) {
            XCTAssertEqual($0 as? DiagramError, .noSuchSection(3, count: 1))
            XCTAssertEqual("\($0)", "section 3 does not exist: the layout has 1 section (0…0)")
        }
        // No item counts: no sections to explain. (Frames read back from disk are a `RecordedLayout`, which a
        // diagram does not take at all.)
        let leaf = DiagramFixtures.item(.fractionalWidth(1), .fractionalHeight(1))
        let model = LayoutModel(section: SectionModel(group: DiagramFixtures.group(.horizontal, .fractionalWidth(1), .absolute(10), [leaf])))
        let empty = try DiagramFixtures.resolve(model, counts: [], size: CGSize(width: 10, height: 10))
        XCTAssertThrowsError(try renderer.plan(empty)) { XCTAssertEqual($0 as? DiagramError, .noStructure) }
    }

    func testAnnotationListParsing() {
        XCTAssertEqual(try DiagramAnnotations.parse("sizes, insets").get(), [.sizes, .insets])
        XCTAssertEqual(try DiagramAnnotations.parse("all").get(), .all)
        XCTAssertEqual(try DiagramAnnotations.parse("none").get(), [])
        XCTAssertEqual(try DiagramAnnotations.parse("IndexPaths,spacing").get(), [.indexPaths, .spacing])
        guard case .failure(.unknownAnnotation("margins")) = DiagramAnnotations.parse("sizes,margins") else {
            return XCTFail("margins is not an annotation")
        }
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}
