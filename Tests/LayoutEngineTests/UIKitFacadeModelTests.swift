// The facade builds the value model the resolver reads: seed-style layouts produce the
// expected model fields (no resolution involved).
import XCTest
import LayoutEngine

final class UIKitFacadeModelTests: XCTestCase {
    // MARK: helpers

    private func compositional(_ layout: UICollectionViewLayout) throws -> UICollectionViewCompositionalLayout {
        try XCTUnwrap(layout as? UICollectionViewCompositionalLayout, "createLayout() should return a compositional layout")
    }

    private struct NotUniform: Error {}

    private func uniformSection(_ layout: UICollectionViewLayout) throws -> SectionModel {
        guard case .uniform(let section) = try compositional(layout).model().sections else {
            XCTFail("expected a layout built from one section")
            throw NotUniform()
        }
        return section
    }

    private func environment(width: CGFloat, height: CGFloat) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
                          traitCollection: UITraitCollection())
    }

    private func providerSection(_ layout: UICollectionViewLayout, _ index: Int,
                                 file: StaticString = #filePath, line: UInt = #line) throws -> SectionModel? {
        guard case .provider(let provider) = try compositional(layout).model().sections else {
            XCTFail("expected a provider-based layout", file: file, line: line)
            return nil
        }
        return provider(index, environment(width: 1024, height: 1366))
    }

    private func group(_ item: ItemModel, file: StaticString = #filePath, line: UInt = #line) throws -> GroupModel {
        try XCTUnwrap(item.group, "expected a group", file: file, line: line)
    }

    private func kind(_ g: GroupModel) -> String {
        switch g.kind {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        case .custom: return "custom"
        }
    }

    // MARK: seed 000 — grid stages

    func testOneColumnGridBuildsSquareItemInFullWidthGroup() throws {
        let section = try uniformSection(OneColumnGrid.generateLayout())
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(1)))
        let g = try group(section.group)
        XCTAssertEqual(kind(g), "horizontal")
        XCTAssertEqual(g.arrangement, .pattern)
        XCTAssertEqual(g.subitems.count, 1)
        XCTAssertNil(g.subitems[0].group)
        XCTAssertEqual(g.subitems[0].layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(1)))
        XCTAssertEqual(g.subitems[0].contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 4, trailing: 4))
        XCTAssertEqual(section.orthogonalScrollingBehavior, .none)
        XCTAssertTrue(section.boundarySupplementaryItems.isEmpty)
    }

    func testTwoColumnGridCarriesGroupInsets() throws {
        let section = try uniformSection(TwoColumnGrid.generateLayout())
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.5)))
        XCTAssertEqual(section.group.contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 4, trailing: 2))
        let item = try group(section.group).subitems[0]
        XCTAssertEqual(item.layoutSize, SizeSpec(width: .fractionalWidth(0.5), height: .fractionalWidth(0.5)))
        XCTAssertEqual(item.contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
    }

    func testTwoPlusOneGridNestsTwoRowGroupsInAVerticalGroup() throws {
        let section = try uniformSection(TwoPlusOneGrid.generateLayout())
        let outer = try group(section.group)
        XCTAssertEqual(kind(outer), "vertical")
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(1.5)))
        XCTAssertEqual(outer.subitems.count, 2)
        let pair = try group(outer.subitems[0]), big = try group(outer.subitems[1])
        XCTAssertEqual(kind(pair), "horizontal")
        XCTAssertEqual(outer.subitems[0].layoutSize.height, .fractionalWidth(0.5))
        XCTAssertEqual(outer.subitems[1].layoutSize.height, .fractionalWidth(1))
        XCTAssertEqual(pair.subitems[0].contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 2, trailing: 2))
        XCTAssertEqual(big.subitems[0].contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
    }

    func testTwoPlusOneGridKeepsBoundaryItemsInDeclarationOrder() throws {
        let layout = TwoPlusOneGrid.generateLayout()
        let model = layout.model()
        let collection = model.configuration.boundarySupplementaryItems
        XCTAssertEqual(collection.map(\.elementKind), [GridKinds.collectionHeader])
        XCTAssertEqual(collection[0].alignment, .top)
        XCTAssertEqual(collection[0].layoutSize, SizeSpec(width: .fractionalWidth(1), height: .absolute(32)))
        guard case .uniform(let section) = model.sections else { return XCTFail("expected one section") }
        let bands = section.boundarySupplementaryItems
        XCTAssertEqual(bands.map(\.elementKind), [GridKinds.sectionSpacer, GridKinds.sectionHeader])
        XCTAssertEqual(bands.map(\.layoutSize.height), [.absolute(60), .absolute(32)])
        // UIKit defaults (semantics.md §1): extends the boundary, not pinned, no offset.
        XCTAssertEqual(bands.map(\.extendsBoundary), [true, true])
        XCTAssertEqual(bands.map(\.pinToVisibleBounds), [false, false])
        XCTAssertEqual(bands[0].absoluteOffset, .zero)
    }

    // MARK: seed 001 — carousel

    func testCarouselSeesInsetsSetAfterTheSectionWasCreated() throws {
        let section = try uniformSection(CatCarousel.horizontalPagingLayout)
        XCTAssertEqual(section.orthogonalScrollingBehavior, .groupPagingCentered)
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(section.group.contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(0.92), height: .absolute(343)))
        XCTAssertEqual(try group(section.group).arrangement, .repeating(1))
        XCTAssertNotNil(section.visibleItemsInvalidationHandler)
    }

    /// A stand-in visible item to run the article's handler on.
    private final class ProbeItem: NSCollectionLayoutVisibleItem {
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var center: CGPoint
        var transform = CGAffineTransform.identity
        var transform3D = CATransform3DIdentity
        let name = "cell"
        let indexPath = IndexPath(item: 0, section: 0)
        let frame: CGRect
        var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
        let representedElementCategory = UICollectionView.ElementCategory.cell
        let representedElementKind: String? = nil
        init(frame: CGRect) { self.frame = frame; center = CGPoint(x: frame.midX, y: frame.midY) }
    }

    func testCarouselHandlerScalesByDistanceFromCentre() throws {
        let handler = try XCTUnwrap(try uniformSection(CatCarousel.horizontalPagingLayout).visibleItemsInvalidationHandler)
        // Container 375 wide. A cell centred at 187.5 with offset 0 is at the centre: scale 1.
        // A cell centred at 187.5 + 75 = 262.5: distance 75, scale 1 - 75/375 = 0.8.
        // A cell centred at 187.5 + 300: distance 300, 1 - 0.8 = 0.2, clamped to 0.7.
        let centred = ProbeItem(frame: CGRect(x: 16, y: 0, width: 343, height: 343))
        let near = ProbeItem(frame: CGRect(x: 91, y: 0, width: 343, height: 343))
        let far = ProbeItem(frame: CGRect(x: 316, y: 0, width: 343, height: 343))
        handler([centred, near, far], .zero, environment(width: 375, height: 812))
        XCTAssertEqual(centred.transform, CGAffineTransform(scaleX: 1, y: 1))
        XCTAssertEqual(near.transform.a, 0.8, accuracy: 1e-9)
        XCTAssertEqual(far.transform, CGAffineTransform(scaleX: 0.7, y: 0.7))
    }

    // MARK: seed 002 — App Store provider

    func testAppStoreProviderBuildsThirteenSectionsThenNil() throws {
        let layout = AppStoreScreen().createLayout()
        for index in 0..<13 {
            let section = try XCTUnwrap(try providerSection(layout, index), "section \(index)")
            XCTAssertEqual(section.orthogonalScrollingBehavior, .groupPaging, "section \(index)")
            XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(all: 5), "section \(index)")
        }
        // Past the article's thirteen sections the provider declines; the resolver reports it (§9.5).
        XCTAssertNil(try providerSection(layout, 13))
    }

    func testAppStoreHighlightedSectionIsTwoHalvesPerGroup() throws {
        let section = try XCTUnwrap(try providerSection(AppStoreScreen().createLayout(), 0))
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(0.95), height: .absolute(300)))
        let g = try group(section.group)
        XCTAssertEqual(kind(g), "horizontal")
        XCTAssertEqual(g.arrangement, .pattern)
        XCTAssertEqual(g.subitems[0].layoutSize, SizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        XCTAssertEqual(g.subitems[0].contentInsets, NSDirectionalEdgeInsets(all: 5))
    }

    func testAppStoreStackedSectionsUseLegacyEqualSlots() throws {
        let layout = AppStoreScreen().createLayout()
        let appsWeLove = try XCTUnwrap(try providerSection(layout, 1))
        XCTAssertEqual(appsWeLove.group.layoutSize, SizeSpec(width: .fractionalWidth(0.475), height: .absolute(400)))
        let g = try group(appsWeLove.group)
        XCTAssertEqual(kind(g), "vertical")
        XCTAssertEqual(g.arrangement, .equalSlots(3))
        XCTAssertEqual(g.subitems[0].layoutSize.height, .fractionalHeight(0.334))
        let editorsChoice = try XCTUnwrap(try providerSection(layout, 2))
        XCTAssertEqual(try group(editorsChoice.group).arrangement, .equalSlots(2))
        XCTAssertEqual(editorsChoice.group.layoutSize.height, .absolute(350))
        let categories = try XCTUnwrap(try providerSection(layout, 5))
        XCTAssertEqual(categories.group.layoutSize.height, .absolute(175))
    }

    func testAppStoreQuickLinksAndTermsUseSubitemPatterns() throws {
        let layout = AppStoreScreen().createLayout()
        let links = try XCTUnwrap(try providerSection(layout, 11))
        XCTAssertEqual(links.group.layoutSize, SizeSpec(width: .fractionalWidth(0.5), height: .absolute(175)))
        let lg = try group(links.group)
        XCTAssertEqual(lg.arrangement, .pattern)
        XCTAssertEqual(lg.subitems[0].contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        let terms = try XCTUnwrap(try providerSection(layout, 12))
        XCTAssertEqual(terms.group.layoutSize, SizeSpec(width: .fractionalWidth(0.95), height: .absolute(55)))
        XCTAssertEqual(kind(try group(terms.group)), "vertical")
    }

    // MARK: seed 003 — list article

    func testPlainListIsOneInsetItemPerFiftyPointRow() throws {
        let section = try uniformSection(PlainListScreen().createLayout())
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .absolute(50)))
        XCTAssertEqual(try group(section.group).subitems[0].contentInsets, NSDirectionalEdgeInsets(all: 8))
    }

    func testSelfSizingListKeepsNilEdgesNil() throws {
        let section = try uniformSection(SelfSizingListScreen().createLayout())
        XCTAssertEqual(section.group.layoutSize.height, .estimated(50))
        let item = try group(section.group).subitems[0]
        XCTAssertEqual(item.edgeSpacing, EdgeSpacing(leading: nil, top: .fixed(8), trailing: nil, bottom: .fixed(8)))
    }

    func testEdgedListMapsFlexibleEdgesPerItem() throws {
        let section = try uniformSection(EdgedListScreen().createLayout())
        XCTAssertEqual(section.interGroupSpacing, 10)
        let g = try group(section.group)
        XCTAssertEqual(g.subitems.map(\.edgeSpacing), [
            EdgeSpacing(leading: .flexible(0), trailing: .flexible(16)),
            EdgeSpacing(trailing: .flexible(0)),
        ])
        XCTAssertEqual(g.subitems.map(\.layoutSize.width), [.fractionalWidth(0.4), .fractionalWidth(0.4)])
    }

    func testComplexGroupsKeepSubitemOrderAndSpacing() throws {
        let section = try uniformSection(ComplexGroupsScreen().createLayout())
        XCTAssertEqual(section.interGroupSpacing, 8)
        let whole = try group(section.group)
        XCTAssertEqual(whole.subitems.count, 2)
        let rows = try group(whole.subitems[0]), column = try group(whole.subitems[1])
        XCTAssertEqual(rows.interItemSpacing, .flexible(0))
        XCTAssertEqual(column.interItemSpacing, .fixed(8))
        XCTAssertEqual(column.arrangement, .equalSlots(3))
        XCTAssertEqual(whole.subitems[1].layoutSize.width, .fractionalWidth(0.25))
        let rowWidths = try rows.subitems.map { try group($0).subitems.map(\.layoutSize.width) }
        XCTAssertEqual(rowWidths, [
            [.fractionalWidth(0.25), .fractionalWidth(0.4), .fractionalWidth(0.25)],
            [.fractionalWidth(0.4), .fractionalWidth(0.25), .fractionalWidth(0.25)],
            [.fractionalWidth(0.25), .fractionalWidth(0.25), .fractionalWidth(0.4)],
        ])
        XCTAssertEqual(try rows.subitems.map { try group($0).interItemSpacing }, [.fixed(8), .fixed(8), .fixed(8)])
    }

    func testMixedSectionsProviderReturnsNilForUnknownIndex() throws {
        let layout = MixedSectionsScreen().createLayout()
        let list = try XCTUnwrap(try providerSection(layout, 0))
        XCTAssertEqual(list.orthogonalScrollingBehavior, .none)
        let grid = try XCTUnwrap(try providerSection(layout, 1))
        XCTAssertEqual(grid.orthogonalScrollingBehavior, .continuous)
        XCTAssertEqual(try group(grid.group).arrangement, .equalSlots(3))
        XCTAssertNil(try providerSection(layout, 2))
    }

    func testCheckmarkIsAGroupSupplementaryAtTheTopTrailingCorner() throws {
        let section = try uniformSection(CheckmarkGridScreen().createLayout())
        let badges = section.group.supplementaryItems
        XCTAssertEqual(badges.count, 1)
        XCTAssertEqual(badges[0].elementKind, CheckmarkGridScreen.checkMarkElementKind)
        XCTAssertEqual(badges[0].layoutSize, SizeSpec(width: .absolute(45), height: .absolute(45)))
        XCTAssertEqual(badges[0].containerAnchor, LayoutAnchor(edges: [.top, .trailing], offset: .absolute(.zero)))
        XCTAssertNil(badges[0].itemAnchor)
        XCTAssertEqual(badges[0].zIndex, 1)
        XCTAssertTrue(try group(section.group).subitems[0].supplementaryItems.isEmpty)
    }

    func testHeaderFooterScreenMapsAlignmentsAndConfiguration() throws {
        let layout = try compositional(HeaderFooterScreen().createLayout())
        XCTAssertEqual(layout.configuration.interSectionSpacing, 16)
        let section = try uniformSection(layout)
        XCTAssertEqual(section.group.edgeSpacing, EdgeSpacing(leading: .flexible(0)))
        XCTAssertEqual(section.boundarySupplementaryItems.map(\.alignment), [.top, .bottom, .leading])
        XCTAssertEqual(section.boundarySupplementaryItems[2].layoutSize,
                       SizeSpec(width: .fractionalWidth(0.1), height: .absolute(150)))
    }

    func testBackgroundDecorationCarriesInsetsAndRegisterIsHarmless() throws {
        let section = try uniformSection(BackgroundScreen().createLayout())
        XCTAssertEqual(section.decorationItems, [DecorationModel(elementKind: "background", zIndex: 0,
                                                                  contentInsets: NSDirectionalEdgeInsets(all: 8))])
        XCTAssertEqual(section.contentInsets, NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
    }

    // MARK: seed 004

    func testNestedGroupsArticleBuildsCountTwoTrailingColumn() throws {
        let section = try uniformSection(DSLArticleLayouts.nestedGroups())
        XCTAssertEqual(section.orthogonalScrollingBehavior, .continuous)
        XCTAssertEqual(section.group.layoutSize, SizeSpec(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4)))
        let g = try group(section.group)
        XCTAssertNil(g.subitems[0].group)
        XCTAssertEqual(try group(g.subitems[1]).arrangement, .equalSlots(2))
    }

    func testPinnedHeaderListKeepsPinAndZIndex() throws {
        let section = try uniformSection(DSLArticleLayouts.pinnedHeaderList())
        let header = section.boundarySupplementaryItems[0], footer = section.boundarySupplementaryItems[1]
        XCTAssertTrue(header.pinToVisibleBounds)
        XCTAssertEqual(header.zIndex, 2)
        XCTAssertFalse(footer.pinToVisibleBounds)
        XCTAssertEqual(footer.zIndex, 1)
        XCTAssertEqual(footer.alignment, .bottom)
        XCTAssertEqual(header.layoutSize.height, .estimated(44))
    }
}
