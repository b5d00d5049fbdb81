import XCTest
@testable import LayoutEngine

/// semantics.md §21 worked examples, container 375 × 812, no safe area.
final class WorkedExampleTests: XCTestCase {
    func testListStacksFullWidthRowsWithoutTrailingSpacing() throws {
        // E1: item 1×1 in a (1.0 w, 44) group; item i = (0, 44i, 375, 44); content 375 × 44·94 = 4136.
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])))
        let r = try resolve(model, counts: [94])
        let f = cells(r)
        XCTAssertEqual(f.count, 94)
        for i in [0, 1, 50, 93] { XCTAssertRect(f[i], rect(0, 44 * CGFloat(i), 375, 44)) }
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 4136))
    }

    func testTwoColumnCountGroupDividesEffectiveWidthAfterSpacing() throws {
        // E2: section L/R 10 → 355; count 2, fixed 10 → (355 − 10)/2 = 172.5; groups 44 high, 10 apart.
        // item i: x = 10 + (i%2)·(172.5 + 10), y = (i/2)·54.
        var section = SectionModel(group: countGroup(.horizontal, .fractionalWidth(1), .absolute(44),
                                                     item(.fractionalWidth(1), .fractionalHeight(1)), count: 2, spacing: .fixed(10)))
        section.interGroupSpacing = 10
        section.contentInsets = insets(0, 10, 0, 10)
        let r = try resolve(LayoutModel(section: section), counts: [5])
        let f = cells(r)
        XCTAssertRect(f[0], rect(10, 0, 172.5, 44))
        XCTAssertRect(f[1], rect(192.5, 0, 172.5, 44))
        XCTAssertRect(f[3], rect(192.5, 54, 172.5, 44))
        XCTAssertRect(f[4], rect(10, 108, 172.5, 44))
        // Three groups: 3·44 + 2·10 = 152.
        XCTAssertEqual(r.contentSize.height, 152)
    }

    func testInsetGridShrinksItemsByTheirInsets() throws {
        // E3: group 375 × (0.2·375 = 75); five 0.2-wide items (75 × 75), insets 5 → (75c+5, 75r+5, 65, 65).
        let it = item(.fractionalWidth(0.2), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(all: 5))
        let r = try resolve(LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .fractionalWidth(0.2), [it]))), counts: [12])
        let f = cells(r)
        XCTAssertRect(f[0], rect(5, 5, 65, 65))
        XCTAssertRect(f[4], rect(305, 5, 65, 65))
        XCTAssertRect(f[7], rect(155, 80, 65, 65))   // r1 c2: 75·2+5, 75+5
        XCTAssertRect(f[10], rect(5, 155, 65, 65))   // r2 c0
        XCTAssertRect(f[11], rect(80, 155, 65, 65))  // r2 c1
    }

    func testNestedGroupsPlaceALeadingItemAndATwoSlotColumn() throws {
        // E4: group (1.0, 0.4·812 = 324.8); leading item 0.7·375 = 262.5 × 324.8, inset 10 → (10, 10, 242.5, 304.8); trailing column 0.3·375 = 112.5 at x 262.5,
        // count 2 → two 162.4-high slots, inset 10 → (272.5, 10, 92.5, 142.4) and (272.5, 172.4, 92.5, 142.4).
        let leading = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(all: 10))
        let trailingItem = item(.fractionalWidth(1), .fractionalHeight(0.3), insets: NSDirectionalEdgeInsets(all: 10))
        let column = countGroup(.vertical, .fractionalWidth(0.3), .fractionalHeight(1), trailingItem, count: 2)
        let group = hgroup(.fractionalWidth(1), .fractionalHeight(0.4), [leading, column])
        let r = try resolve(LayoutModel(section: SectionModel(group: group)), counts: [6])
        let f = cells(r)
        XCTAssertRect(f[0], rect(10, 10, 242.5, 304.8))
        XCTAssertRect(f[1], rect(272.5, 10, 92.5, 142.4))
        XCTAssertRect(f[2], rect(272.5, 172.4, 92.5, 142.4))
        // Instance 1 starts at y = 324.8.
        XCTAssertRect(f[3], rect(10, 334.8, 242.5, 304.8))
        XCTAssertEqual(r.sections[0].groupInstanceCount, 2)
    }

    func testBadgeSitsOnTheTopTrailingCornerByFractionalOffset() throws {
        // E9: section insets 20 → 335 wide; group height 0.2·335 = 67; items 0.25 → 83.75 × 67, insets 5
        // → cell0 (25, 25, 73.75, 57); badge 20 × 20 [.top, .trailing] fractional (0.3, −0.3):
        // x = 25 + (73.75 − 20) + 0.3·20 = 84.75; y = 25 − 0.3·20 = 19.
        let badge = SupplementaryModel(elementKind: "badge", layoutSize: SizeSpec(width: .absolute(20), height: .absolute(20)),
                                       containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(CGPoint(x: 0.3, y: -0.3))))
        let it = item(.fractionalWidth(0.25), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(all: 5), supplementaries: [badge])
        var section = SectionModel(group: hgroup(.fractionalWidth(1), .fractionalWidth(0.2), [it]))
        section.contentInsets = NSDirectionalEdgeInsets(all: 20)
        let r = try resolve(LayoutModel(section: section), counts: [4])
        XCTAssertRect(cells(r)[0], rect(25, 25, 73.75, 57))
        XCTAssertRect(element(r, "badge")?.frame, rect(84.75, 19, 20, 20))
    }

    func testOrthogonalGroupsResolveAgainstTheFullWidthAndLineUpAcross() throws {
        // E10: section insets L/R 20, group 0.85·375 = 318.75 × 250, interGroupSpacing 20; header 44 high,
        // fractionalWidth(1) of the inset span 335 → (20, 0, 335, 44); group k at x = 20 + 338.75k,
        // y = 44; section extent 44 + 250 = 294; next section starts at 294 + 20 interSectionSpacing.
        let header = BoundaryItemModel(elementKind: "header", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
        var section = SectionModel(group: hgroup(.fractionalWidth(0.85), .absolute(250), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 20
        section.contentInsets = insets(0, 20, 0, 20)
        section.boundarySupplementaryItems = [header]
        var config = ConfigurationModel(); config.interSectionSpacing = 20
        let r = try resolve(LayoutModel(section: section, configuration: config), counts: [3, 3])
        XCTAssertRect(element(r, "header")?.frame, rect(20, 0, 335, 44))
        let f = cells(r)
        XCTAssertRect(f[0], rect(20, 44, 318.75, 250))
        XCTAssertRect(f[1], rect(358.75, 44, 318.75, 250))
        XCTAssertRect(f[2], rect(697.5, 44, 318.75, 250))
        XCTAssertRect(element(r, "header", section: 1)?.frame, rect(20, 314, 335, 44))
        XCTAssertEqual(r.contentSize, CGSize(width: 375, height: 294 * 2 + 20))
        // Orthogonal content: 20 + 3·318.75 + 2·20 + 20 = 1036.25.
        XCTAssertEqual(r.sections[0].orthogonalContentLength, 1036.25, accuracy: 1e-9)
    }
}
