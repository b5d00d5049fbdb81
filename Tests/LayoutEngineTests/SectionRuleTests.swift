import XCTest
@testable import LayoutEngine

final class SectionRuleTests: XCTestCase {
    private let row = hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])
    private func boundary(_ kind: String, _ h: CGFloat, _ a: NSRectAlignment, pinned: Bool = false, extends: Bool = true) -> BoundaryItemModel {
        BoundaryItemModel(elementKind: kind, layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(h)), alignment: a,
                          extendsBoundary: extends, pinToVisibleBounds: pinned, zIndex: 2)
    }
    private func pinnedList() -> LayoutModel {
        var s = SectionModel(group: row)
        s.boundarySupplementaryItems = [boundary("header", 44, .top, pinned: true), boundary("footer", 44, .bottom, pinned: true)]
        return LayoutModel(section: s)
    }

    func testPinnedHeaderAndFooterFollowTheVisibleRect() throws {
        // Sections: header 0–44, ten rows 44–484, footer 484–528; section 1 starts at 528 (header 528,
        // rows 572–1012, footer 1012–1056). View 375 × 400.
        // Offset 100 → V = [100, 500]: header0 = min(max(100, 0), 528 − 44 − 44) = 100;
        // footer0 = max(min(500 − 44, 484), 0 + 44) = 456; header1 stays at 528.
        var r = try resolve(pinnedList(), counts: [10, 10], size: CGSize(width: 375, height: 400), offset: CGPoint(x: 0, y: 100))
        XCTAssertEqual(element(r, "header")?.frame.minY, 100)
        XCTAssertEqual(element(r, "footer")?.frame.minY, 456)
        XCTAssertEqual(element(r, "header", section: 1)?.frame.minY, 528)
        // Offset 450 → V = [450, 850]: header0 = min(450, 440) = 440 (pushed up by the section end and its
        // pinned footer); footer0 back at 484; footer1 = max(min(806, 1012), 572) = 806.
        r = try resolve(pinnedList(), counts: [10, 10], size: CGSize(width: 375, height: 400), offset: CGPoint(x: 0, y: 450))
        XCTAssertEqual(element(r, "header")?.frame.minY, 440)
        XCTAssertEqual(element(r, "footer")?.frame.minY, 484)
        XCTAssertEqual(element(r, "footer", section: 1)?.frame.minY, 806)
        // Pinning never changes the content size (§13.4).
        XCTAssertEqual(r.contentSize.height, 1056)
    }

    func testPinnedHeaderSitsBelowTheTopSafeAreaAtRest() throws {
        // Safe area top 44: resting offset y = −44, V.minY = −44 + 44 = 0 → header at its natural 0.
        // Offset 200: V.minY = 244 → header at 244.
        var r = try resolve(pinnedList(), counts: [10], safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(r.contentOffset, CGPoint(x: 0, y: -44))
        XCTAssertEqual(element(r, "header")?.frame.minY, 0)
        r = try resolve(pinnedList(), counts: [10], safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), offset: CGPoint(x: 0, y: 200))
        XCTAssertEqual(element(r, "header")?.frame.minY, 244)
    }

    func testHeaderAndFooterBandsSurroundInsetsAndNonExtendingItemsOverlap() throws {
        // Header 30 extends: band 30, then top inset 10 → rows from 40. Footer 20 extends: after the last
        // row (40 + 2·44 = 128) and the bottom inset 6 → 134; the section ends at 154.
        // A non-extending header (16) sits at the top of the content region (30) and adds no band; a
        // non-extending footer ends at the content bottom plus the inset: 134 − 12 = 122.
        var s = SectionModel(group: row)
        s.contentInsets = insets(10, 0, 6, 0)
        s.boundarySupplementaryItems = [boundary("h", 30, .top), boundary("f", 20, .bottom),
                                        boundary("hx", 16, .top, extends: false), boundary("fx", 12, .bottom, extends: false)]
        let r = try resolve(LayoutModel(section: s), counts: [2])
        XCTAssertRect(element(r, "h")?.frame, rect(0, 0, 375, 30))
        XCTAssertRect(cells(r)[0], rect(0, 40, 375, 44))
        XCTAssertRect(element(r, "f")?.frame, rect(0, 134, 375, 20))
        XCTAssertRect(element(r, "hx")?.frame, rect(0, 30, 375, 16))
        XCTAssertRect(element(r, "fx")?.frame, rect(0, 122, 375, 12))
        XCTAssertEqual(r.contentSize.height, 154)
    }

    func testNarrowHeadersAlignByTheirAlignmentWithinTheInsetSpan() throws {
        // Section insets L/R 20 → span 20…355 (335). Width 100: .top centred → 20 + 117.5 = 137.5;
        // .topLeading → 20; .topTrailing → 255. absoluteOffset (5, 3) moves the item, not the band.
        var s = SectionModel(group: row)
        s.contentInsets = insets(0, 20, 0, 20)
        let size = SizeSpec(width: .absolute(100), height: .absolute(30))
        s.boundarySupplementaryItems = [
            BoundaryItemModel(elementKind: "c", layoutSize: size, alignment: .top),
            BoundaryItemModel(elementKind: "l", layoutSize: size, alignment: .topLeading, absoluteOffset: CGPoint(x: 5, y: 3)),
            BoundaryItemModel(elementKind: "t", layoutSize: size, alignment: .topTrailing),
        ]
        let r = try resolve(LayoutModel(section: s), counts: [1])
        XCTAssertRect(element(r, "c")?.frame, rect(137.5, 0, 100, 30))
        XCTAssertRect(element(r, "l")?.frame, rect(25, 3, 100, 30))
        XCTAssertRect(element(r, "t")?.frame, rect(255, 0, 100, 30))
        XCTAssertRect(cells(r)[0], rect(20, 30, 335, 44))
    }

    func testEmptySectionTakesNoInsetsShowsNoBackgroundAndKeepsItsBandsAndTheSpacingAfterIt() throws {
        // §9.4 (UIKit, observed; decision 10 revised by issue 14): section 0 has no items. Its insets 10/10 take no
        // space, so header 30 (0–30) and footer 20 (30–50) lie back to back; its background is not shown.
        // interSectionSpacing 8 still follows: section 1 starts at 50 + 8 = 58 → header 58–88, top inset 10 → row
        // at 98–142, bottom inset 10 → footer 152–172; its background covers the section, (0, 58, 375, 114).
        var s = SectionModel(group: row)
        s.contentInsets = insets(10, 0, 10, 0)
        s.boundarySupplementaryItems = [boundary("h", 30, .top), boundary("f", 20, .bottom)]
        s.decorationItems = [DecorationModel(elementKind: "bg")]
        let r = try resolve(LayoutModel(section: s, configuration: ConfigurationModel(interSectionSpacing: 8)), counts: [0, 1])
        XCTAssertTrue(cells(r).isEmpty)
        XCTAssertRect(element(r, "h")?.frame, rect(0, 0, 375, 30))
        XCTAssertRect(element(r, "f")?.frame, rect(0, 30, 375, 20))
        XCTAssertNil(element(r, "bg"), "an empty section shows no background")
        XCTAssertRect(r.sections[0].frame, rect(0, 0, 375, 50))
        XCTAssertRect(element(r, "h", section: 1)?.frame, rect(0, 58, 375, 30))
        XCTAssertRect(cells(r, section: 1)[0], rect(0, 98, 375, 44))
        XCTAssertRect(element(r, "f", section: 1)?.frame, rect(0, 152, 375, 20))
        XCTAssertRect(element(r, "bg", section: 1)?.frame, rect(0, 58, 375, 114))
        XCTAssertEqual(r.contentSize.height, 172)
    }

    func testEmptySectionWithoutBoundaryItemsAddsOnlyTheInterSectionSpacing() throws {
        // Empty first section with 16-pt insets: 0 pt tall; spacing 12 → section 1's row at 12 + 16 = 28.
        var s = SectionModel(group: row)
        s.contentInsets = insets(16, 16, 16, 16)
        let r = try resolve(LayoutModel(section: s, configuration: ConfigurationModel(interSectionSpacing: 12)), counts: [0, 1])
        XCTAssertEqual(r.sections[0].frame.height, 0)
        XCTAssertRect(cells(r, section: 1)[0], rect(16, 28, 343, 44))
        // 12 + 16 + 44 + 16 = 88.
        XCTAssertEqual(r.contentSize.height, 88)
    }

    func testSectionInsetsAlongTheScrollAxisDoNotShrinkTheGroupContainer() throws {
        // §2.3 (UIKit, observed): fractionalHeight(0.4) with top/bottom insets 5 in a 690-pt view is 0.4 × 690 = 276,
        // not 0.4 × 680 = 272; leading/trailing insets 10 do shrink the width: 375 − 20 = 355.
        var s = SectionModel(group: hgroup(.fractionalWidth(1), .fractionalHeight(0.4), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = insets(5, 10, 5, 10)
        let r = try resolve(LayoutModel(section: s), counts: [1], size: CGSize(width: 375, height: 690))
        XCTAssertRect(cells(r)[0], rect(10, 5, 355, 276))
        // 5 + 276 + 5.
        XCTAssertEqual(r.contentSize.height, 286)
    }

    func testOrthogonalSectionsFollowTheSameRuleAlongTheirOwnScrollAxis() throws {
        // The orthogonal section scrolls along x: its side insets 10 do not shrink the container (fractionalWidth(1)
        // → 375), its top/bottom insets 5 do: fractionalHeight(0.4) of 690 − 10 = 272. Cell at x 10 (leading inset).
        var s = SectionModel(group: hgroup(.fractionalWidth(1), .fractionalHeight(0.4), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = insets(5, 10, 5, 10)
        s.orthogonalScrollingBehavior = .continuous
        let r = try resolve(LayoutModel(section: s), counts: [1], size: CGSize(width: 375, height: 690))
        XCTAssertRect(cells(r)[0], rect(10, 5, 375, 272))
    }

    func testHorizontalLayoutSectionInsetsAlongXDoNotShrinkTheGroupContainer() throws {
        // Horizontal layout: the scroll axis is x. Leading/trailing insets 10 leave fractionalWidth(0.5) at
        // 0.5 × 375 = 187.5; top/bottom insets 5 shrink fractionalHeight(1) to 690 − 10 = 680.
        var s = SectionModel(group: vgroup(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = insets(5, 10, 5, 10)
        let r = try resolve(LayoutModel(section: s, configuration: ConfigurationModel(scrollDirection: .horizontal)), counts: [1],
                            size: CGSize(width: 375, height: 690))
        XCTAssertRect(cells(r)[0], rect(10, 5, 187.5, 680))
    }

    func testSectionProviderIsCalledOnceEachSectionAndTheHandlerRunsOnTheSectionLaidOut() throws {
        // §9.5: one call per section per resolve. This provider only attaches a handler on its first call for an
        // index, so a second call (for the handler) would lose it.
        final class Calls { var count: [Int: Int] = [:]; var handled: [Int] = [] }
        let calls = Calls()
        let row = self.row
        let model = LayoutModel { i, _ in
            calls.count[i, default: 0] += 1
            var s = SectionModel(group: row)
            if calls.count[i] == 1 { s.visibleItemsInvalidationHandler = { _, _, _ in calls.handled.append(i) } }
            return s
        }
        _ = try resolve(model, counts: [2, 2, 2])
        XCTAssertEqual(calls.count, [0: 1, 1: 1, 2: 1])
        XCTAssertEqual(calls.handled, [0, 1, 2])
    }

    func testLayoutHeaderAndFooterWrapAllSections() throws {
        // Layout header 50, two sections of 2 rows (88 each) with spacing 12, layout footer 40:
        // sections at 50 and 150; footer at 238; content 278.
        let config = ConfigurationModel(interSectionSpacing: 12, boundarySupplementaryItems: [boundary("lh", 50, .top), boundary("lf", 40, .bottom)])
        let r = try resolve(LayoutModel(section: SectionModel(group: row), configuration: config), counts: [2, 2])
        XCTAssertRect(element(r, "lh")?.frame, rect(0, 0, 375, 50))
        XCTAssertRect(cells(r, section: 1)[0], rect(0, 150, 375, 44))
        XCTAssertRect(element(r, "lf")?.frame, rect(0, 238, 375, 40))
        XCTAssertEqual(r.contentSize.height, 278)
    }

    func testBackgroundDecorationCoversTheSectionAndStaysPutInOrthogonalSections() throws {
        // Section: header 30, insets 8/0/8/0, rows 44 (orthogonal: one line) → extent 30 + 8 + 44 + 8 = 90.
        // Background inset 4 → (4, 4, 367, 82); cells get zIndex 1 above it.
        var s = SectionModel(group: hgroup(.fractionalWidth(0.5), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = insets(8, 0, 8, 0)
        s.orthogonalScrollingBehavior = .continuous
        s.boundarySupplementaryItems = [boundary("h", 30, .top)]
        s.decorationItems = [DecorationModel(elementKind: "bg", contentInsets: NSDirectionalEdgeInsets(all: 4))]
        let r = try resolve(LayoutModel(section: s), counts: [5], orthogonal: [0: 100])
        XCTAssertRect(element(r, "bg")?.frame, rect(4, 4, 367, 82))
        XCTAssertEqual(element(r, "bg")?.zIndex, 0)
        // Cell 0 at x 0 − 100 (scrolled), y 38; zIndex 1.
        let c0 = r.allElements.first { $0.category == .cell }!
        XCTAssertRect(c0.frame, rect(-100, 38, 187.5, 44))
        XCTAssertEqual(c0.zIndex, 1)
    }

    func testHorizontalScrollDirectionStacksAlongXWithLeadingHeaders() throws {
        // Vertical groups 100 × 812 of two 0.5-high items; groups 10 apart along x after a 50-wide leading
        // header band; 5 items → 3 groups: content width 50 + 3·100 + 2·10 = 370.
        var s = SectionModel(group: vgroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        s.interGroupSpacing = 10
        s.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "h", layoutSize: SizeSpec(width: .absolute(50), height: .fractionalHeight(1)), alignment: .leading)]
        let r = try resolve(LayoutModel(section: s, configuration: ConfigurationModel(scrollDirection: .horizontal)), counts: [5])
        XCTAssertRect(element(r, "h")?.frame, rect(0, 0, 50, 812))
        let f = cells(r)
        XCTAssertRect(f[0], rect(50, 0, 100, 406))
        XCTAssertRect(f[1], rect(50, 406, 100, 406))
        XCTAssertRect(f[2], rect(160, 0, 100, 406))
        XCTAssertRect(f[4], rect(270, 0, 100, 406))
        XCTAssertEqual(r.contentSize, CGSize(width: 370, height: 812))
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        // Two 0.5 columns: LTR item 0 at x 0; RTL at 375 − 187.5 = 187.5, item 1 at 0. A leading safe-area
        // inset in RTL is the right one.
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])))
        let f = cells(try resolve(model, counts: [2], traits: UITraitCollection(layoutDirection: .rightToLeft, iosVersion: IOSVersion(15))))
        XCTAssertRect(f[0], rect(187.5, 0, 187.5, 50))
        XCTAssertRect(f[1], rect(0, 0, 187.5, 50))
    }

    func testSideSafeAreaInsetsTheContainer() throws {
        // Landscape iPhone X: 812 × 375, safe area left/right 44 → container 724 wide; items 0.5 → 362 at x 44.
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])))
        let r = try resolve(model, counts: [2], size: CGSize(width: 812, height: 375), safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertRect(cells(r)[1], rect(406, 0, 362, 50))
        XCTAssertEqual(r.contentSize.width, 812)
    }

    func testSectionProviderSeesTheContainerAndSwitchesColumns() throws {
        // Adaptive: > 500 wide → 4 columns, else 2. 375: item width 187.5; 800: 200.
        let model = LayoutModel { _, env in
            let columns = env.container.effectiveContentSize.width > 500 ? 4 : 2
            return SectionModel(group: countGroup(.horizontal, .fractionalWidth(1), .absolute(40), item(.fractionalWidth(1), .fractionalHeight(1)), count: columns))
        }
        XCTAssertEqual(cells(try resolve(model, counts: [4]))[1].width, 187.5)
        XCTAssertEqual(cells(try resolve(model, counts: [4], size: CGSize(width: 800, height: 600)))[1].width, 200)
    }
}

final class HorizontalOrthogonalTests: XCTestCase {
    func testOrthogonalSectionInAHorizontalLayoutScrollsVertically() throws {
        // Horizontal layout on 375 × 812: the section's groups (100 × 200) line up along y, the cross axis
        // (§10.6), starting at the section's top inset 10 with interGroupSpacing 20: y = 10, 230, 450.
        // The section is as wide as one group plus its leading/trailing insets: 5 + 100 + 5 = 110.
        var s = SectionModel(group: vgroup(.absolute(100), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.orthogonalScrollingBehavior = .continuous
        s.interGroupSpacing = 20
        s.contentInsets = insets(10, 5, 10, 5)
        let model = LayoutModel(section: s, configuration: ConfigurationModel(scrollDirection: .horizontal))
        var r = try resolve(model, counts: [3, 1])
        XCTAssertEqual(cells(r).map(\.minY), [10, 230, 450])
        XCTAssertEqual(cells(r).map(\.minX), [5, 5, 5])
        XCTAssertRect(cells(r, section: 1)[0], rect(115, 10, 100, 200))
        XCTAssertEqual(r.contentSize, CGSize(width: 220, height: 812))
        // Scrolled by 100 along y: content 10 + 3·200 + 2·20 + 10 = 660 < 812, so nothing to scroll: clamped to 0.
        r = try resolve(model, counts: [3, 1], orthogonal: [0: 100])
        XCTAssertEqual(r.sections[0].orthogonalOffset, 0)
        // With 5 items the content is 10 + 5·200 + 4·20 + 10 = 1100 → max offset 288; 100 moves cells up by 100.
        r = try resolve(model, counts: [5, 1], orthogonal: [0: 100])
        XCTAssertEqual(cells(r).map(\.minY), [-90, 130, 350, 570, 790])
    }
}

final class LayoutLevelPinningAndReferenceTests: XCTestCase {
    private let row = hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])

    func testPinnedLayoutHeaderStaysAtTheTopOfTheVisibleRectUntilTheContentEnds() throws {
        // Layout header 50 (pinned), one section of 20 rows (880), layout footer 30: content 960.
        // The host is the whole layout (0…960), so header.y = min(max(V.minY, 0), 960 − 50):
        // view 375 × 400 at offset 300 → 300; at 700 → 700; at 950 (past the end) → 910.
        var header = BoundaryItemModel(elementKind: "lh", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top)
        header.pinToVisibleBounds = true
        let footer = BoundaryItemModel(elementKind: "lf", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom)
        let model = LayoutModel(section: SectionModel(group: row), configuration: ConfigurationModel(boundarySupplementaryItems: [header, footer]))
        let size = CGSize(width: 375, height: 400)
        XCTAssertEqual(element(try resolve(model, counts: [20], size: size, offset: CGPoint(x: 0, y: 300)), "lh")?.frame.minY, 300)
        XCTAssertEqual(element(try resolve(model, counts: [20], size: size, offset: CGPoint(x: 0, y: 700)), "lh")?.frame.minY, 700)
        XCTAssertEqual(element(try resolve(model, counts: [20], size: size, offset: CGPoint(x: 0, y: 950)), "lh")?.frame.minY, 910)
        // The footer is not pinned: it stays after the section, at 50 + 880 = 930.
        XCTAssertEqual(element(try resolve(model, counts: [20], size: size, offset: CGPoint(x: 0, y: 300)), "lf")?.frame.minY, 930)
    }

    func testSupplementaryReferenceNoneIgnoresTheSideSafeArea() throws {
        // Landscape 812 × 375 with 44-pt side safe areas: the section's cells start at x 44 (container insets),
        // a header following the safe area spans 44…768 (724 wide); with supplementaryContentInsetsReference
        // .none it spans the whole 812.
        var s = SectionModel(group: row)
        s.boundarySupplementaryItems = [BoundaryItemModel(elementKind: "h", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)]
        let safe = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let size = CGSize(width: 812, height: 375)
        var r = try resolve(LayoutModel(section: s), counts: [1], size: size, safeArea: safe)
        XCTAssertRect(element(r, "h")?.frame, rect(44, 0, 724, 30))
        XCTAssertRect(cells(r)[0], rect(44, 30, 724, 44))
        s.supplementaryContentInsetsReference = .none
        r = try resolve(LayoutModel(section: s), counts: [1], size: size, safeArea: safe)
        XCTAssertRect(element(r, "h")?.frame, rect(0, 0, 812, 30))
        XCTAssertRect(cells(r)[0], rect(44, 30, 724, 44))
    }
}
