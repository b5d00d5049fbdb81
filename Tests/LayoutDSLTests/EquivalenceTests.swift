import Foundation
import XCTest
import LayoutEngine
import LayoutDSL

/// The DSL and the UIKit-style classes are two spellings of one model: for every layout below —
/// each seed's among them — both build the same model and resolve to identical attributes
/// (every frame, zIndex, alpha, transform and hidden flag) for the same view, data and scroll state.
final class EquivalenceTests: XCTestCase {
    struct Case {
        let name: String
        let dsl: () -> CompositionalLayout
        let uikit: () -> UICollectionViewCompositionalLayout
        let itemCounts: [Int]
        var device: Device = .iPhone
        var scrollsSideways = false
        /// False only where the two forms are written differently on purpose (see the case).
        var sameModel = true
    }

    enum Device {
        case iPhone, iPad
        /// Portrait at rest, and landscape scrolled 250 pt with the first sections scrolled sideways.
        func inputs(itemCounts: [Int], sideways: Bool) -> [LayoutInput] {
            let (portrait, portraitSafe, landscapeSafe): (CGSize, UIEdgeInsets, UIEdgeInsets) = self == .iPhone
                ? (CGSize(width: 393, height: 852), UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                   UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
                : (CGSize(width: 1024, height: 1366), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                   UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let landscape = CGSize(width: portrait.height, height: portrait.width)
            let offset = sideways ? CGPoint(x: 250, y: 0) : CGPoint(x: 0, y: 250)
            return [
                LayoutInput(viewSize: portrait, safeAreaInsets: portraitSafe, itemCounts: itemCounts),
                LayoutInput(viewSize: landscape, safeAreaInsets: landscapeSafe,
                            traits: UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact),
                            itemCounts: itemCounts, contentOffset: offset, orthogonalOffsets: [0: 120, 1: 40]),
            ]
        }
    }

    static let cases: [Case] = [
        Case(name: "seed 000 grid, full-width squares", dsl: DSLForms.gridSquares, uikit: UIKitForms.gridSquares,
             itemCounts: [10]),
        Case(name: "seed 000 grid, two columns", dsl: DSLForms.gridTwoColumns, uikit: UIKitForms.gridTwoColumns,
             itemCounts: [11]),
        Case(name: "seed 000 grid 2 + 1 (sample dsl-grid-2plus1)", dsl: DSLSamples.grid2plus1,
             uikit: UIKitForms.grid2plus1, itemCounts: [12]),
        Case(name: "seed 000 grid 2 + 1 with headers", dsl: DSLForms.grid2plus1WithHeaders,
             uikit: UIKitForms.grid2plus1WithHeaders, itemCounts: [7, 5]),
        Case(name: "seed 001 carousel", dsl: DSLForms.carousel, uikit: UIKitForms.carousel, itemCounts: [8, 8, 8]),
        Case(name: "seed 002 App Store", dsl: DSLForms.appStore, uikit: UIKitForms.appStore,
             itemCounts: [8, 12, 6, 12, 12, 12, 8, 12, 12, 12, 12, 6, 1], device: .iPad),
        Case(name: "seed 003 list", dsl: DSLForms.list, uikit: UIKitForms.list, itemCounts: [30]),
        Case(name: "seed 003 self-sizing list", dsl: DSLForms.selfSizingList, uikit: UIKitForms.selfSizingList,
             itemCounts: [20]),
        Case(name: "seed 003 centred columns", dsl: DSLForms.centeredColumns, uikit: UIKitForms.centeredColumns,
             itemCounts: [9]),
        Case(name: "seed 003 four nested groups", dsl: DSLForms.composite, uikit: UIKitForms.composite,
             itemCounts: [25]),
        Case(name: "seed 003 list and orthogonal grid", dsl: DSLForms.listAndGrid, uikit: UIKitForms.listAndGrid,
             itemCounts: [6, 10]),
        Case(name: "seed 003 checkmarks", dsl: DSLForms.checkmarks, uikit: UIKitForms.checkmarks, itemCounts: [10]),
        Case(name: "seed 003 header, footer, leading", dsl: DSLForms.headerFooterLeading,
             uikit: UIKitForms.headerFooterLeading, itemCounts: [4, 5]),
        Case(name: "seed 003 background", dsl: DSLForms.background, uikit: UIKitForms.background, itemCounts: [6, 3]),
        // The seed writes the trailing item 0.3 high in UIKit and leaves it at 1 in the DSL: a legacy
        // count group ignores its subitem's size along its axis (semantics.md §4.1), so only the
        // models differ, never the attributes.
        Case(name: "seed 004 nested orthogonal (sample dsl-nested-orthogonal)", dsl: DSLSamples.nestedOrthogonal,
             uikit: UIKitForms.nestedOrthogonal, itemCounts: [9, 9, 9], sameModel: false),
        Case(name: "seed 004 pinned header list", dsl: DSLForms.pinnedHeaderList, uikit: UIKitForms.pinnedHeaderList,
             itemCounts: [12, 12]),
        Case(name: "seed 004 TiledSection mosaic (sample dsl-mosaic)", dsl: DSLSamples.mosaic,
             uikit: UIKitForms.mosaic, itemCounts: [24, 12]),
        Case(name: "custom group staircase", dsl: DSLForms.staircase, uikit: UIKitForms.staircase, itemCounts: [9]),
        Case(name: "sideways scrolling, remaining properties", dsl: DSLForms.sidewaysEverything,
             uikit: UIKitForms.sidewaysEverything, itemCounts: [7, 4], scrollsSideways: true),
        Case(name: "issue 13 inset-grouped list layout", dsl: DSLForms.insetGroupedList, uikit: UIKitForms.insetGroupedList,
             itemCounts: [3, 5]),
        Case(name: "issue 13 list sections mixed with an orthogonal grid", dsl: DSLForms.listsMixedWithAGrid,
             uikit: UIKitForms.listsMixedWithAGrid, itemCounts: [6, 3, 4], device: .iPad),
    ]

    func testEveryLayoutBuildsTheSameModelBothWays() {
        // Provider layouts are compared through the sections they return for a phone-sized container.
        for c in Self.cases where c.sameModel {
            let sections = 0..<c.itemCounts.count
            XCTAssertEqual(Fingerprint.of(c.dsl().model, sections: sections),
                           Fingerprint.of(c.uikit().model(), sections: sections), c.name)
        }
    }

    func testNestedOrthogonalModelsDifferOnlyInTheIgnoredCountSubitemHeight() {
        let c = Self.cases.first { !$0.sameModel }!
        let dsl = Fingerprint.of(c.dsl().model), uikit = Fingerprint.of(c.uikit().model())
        XCTAssertNotEqual(dsl, uikit)
        XCTAssertEqual(dsl, uikit.replacingOccurrences(of: "1 fw × 0.3 fh", with: "1 fw × 1 fh"))
    }

    func assertSameAttributes(_ c: Case, file: StaticString = #filePath, line: UInt = #line) throws {
        for input in c.device.inputs(itemCounts: c.itemCounts, sideways: c.scrollsSideways) {
            let dsl = try c.dsl().resolve(input)
            let uikit = try c.uikit().resolve(input)
            let label = "\(c.name), view \(input.viewSize)"
            XCTAssertFalse(dsl.allElements.isEmpty, "\(label): nothing resolved", file: file, line: line)
            XCTAssertEqual(dsl.contentSize, uikit.contentSize, label, file: file, line: line)
            XCTAssertEqual(dsl.allElements.count, uikit.allElements.count, label, file: file, line: line)
            for (a, b) in zip(dsl.allElements, uikit.allElements) where a != b {
                XCTFail("\(label): DSL \(a) ≠ UIKit \(b)", file: file, line: line)
                break
            }
            XCTAssertEqual(dsl.visibleElements, uikit.visibleElements, label, file: file, line: line)
        }
    }

    func attributes(_ name: String) throws {
        try assertSameAttributes(XCTUnwrap(Self.cases.first { $0.name.hasPrefix(name) }, name))
    }

    func testSeed000GridSquares() throws { try attributes("seed 000 grid, full-width") }
    func testSeed000GridTwoColumns() throws { try attributes("seed 000 grid, two columns") }
    func testSeed000Grid2plus1Sample() throws { try attributes("seed 000 grid 2 + 1 (sample") }
    func testSeed000Grid2plus1WithHeaders() throws { try attributes("seed 000 grid 2 + 1 with headers") }
    func testSeed001Carousel() throws { try attributes("seed 001 carousel") }
    func testSeed002AppStore() throws { try attributes("seed 002 App Store") }
    func testSeed003List() throws { try attributes("seed 003 list") }
    func testSeed003SelfSizingList() throws { try attributes("seed 003 self-sizing") }
    func testSeed003CentredColumns() throws { try attributes("seed 003 centred") }
    func testSeed003NestedGroups() throws { try attributes("seed 003 four nested") }
    func testSeed003ListAndGrid() throws { try attributes("seed 003 list and orthogonal") }
    func testSeed003Checkmarks() throws { try attributes("seed 003 checkmarks") }
    func testSeed003HeaderFooterLeading() throws { try attributes("seed 003 header") }
    func testSeed003Background() throws { try attributes("seed 003 background") }
    func testSeed004NestedOrthogonalSample() throws { try attributes("seed 004 nested") }
    func testSeed004PinnedHeaderList() throws { try attributes("seed 004 pinned") }
    func testSeed004MosaicSample() throws { try attributes("seed 004 TiledSection") }
    func testCustomGroup() throws { try attributes("custom group") }
    func testSidewaysScrollingAndRemainingProperties() throws { try attributes("sideways") }
}
