// The UIKit-named classes behave like UIKit's: factories, read-back properties, mutability,
// copy semantics, and what they put in the value model.
import XCTest
import LayoutEngine

final class UIKitFacadeAPITests: XCTestCase {
    private func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }
    private let fullSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    func testDimensionFactoriesReportTheirKindAndValue() {
        let fw = NSCollectionLayoutDimension.fractionalWidth(0.5)
        XCTAssertTrue(fw.isFractionalWidth); XCTAssertFalse(fw.isFractionalHeight); XCTAssertEqual(fw.dimension, 0.5)
        XCTAssertTrue(NSCollectionLayoutDimension.fractionalHeight(0.3).isFractionalHeight)
        let abs = NSCollectionLayoutDimension.absolute(44)
        XCTAssertTrue(abs.isAbsolute); XCTAssertFalse(abs.isEstimated); XCTAssertEqual(abs.dimension, 44)
        XCTAssertTrue(NSCollectionLayoutDimension.estimated(50).isEstimated)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 80)
        XCTAssertTrue(uniform.isUniformAcrossSiblings); XCTAssertTrue(uniform.isEstimated); XCTAssertEqual(uniform.dimension, 80)
        XCTAssertEqual(uniform.dimensionModel, .uniformAcrossSiblings(estimate: 80))
    }

    func testSizeKeepsBothDimensions() {
        let s = size(.absolute(45), .fractionalWidth(0.2))
        XCTAssertEqual(s.widthDimension.dimension, 45)
        XCTAssertTrue(s.heightDimension.isFractionalWidth)
        XCTAssertEqual(s.sizeModel, SizeSpec(width: .absolute(45), height: .fractionalWidth(0.2)))
    }

    func testSpacingFactoriesReportFixedOrFlexible() {
        let fixed = NSCollectionLayoutSpacing.fixed(8), flexible = NSCollectionLayoutSpacing.flexible(16)
        XCTAssertTrue(fixed.isFixedSpacing); XCTAssertFalse(fixed.isFlexibleSpacing); XCTAssertEqual(fixed.spacing, 8)
        XCTAssertTrue(flexible.isFlexibleSpacing); XCTAssertFalse(flexible.isFixedSpacing); XCTAssertEqual(flexible.spacing, 16)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: .fixed(4))
        XCTAssertNil(edges.top)
        XCTAssertEqual(edges.edgeSpacingModel, EdgeSpacing(leading: .flexible(0), bottom: .fixed(4)))
    }

    func testAnchorOffsetsAreAbsoluteOrFractional() {
        let plain = NSCollectionLayoutAnchor(edges: [.top, .leading])
        XCTAssertEqual(plain.edges, [.top, .leading]); XCTAssertTrue(plain.isAbsoluteOffset); XCTAssertEqual(plain.offset, .zero)
        let abs = NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 10))
        XCTAssertTrue(abs.isAbsoluteOffset); XCTAssertFalse(abs.isFractionalOffset); XCTAssertEqual(abs.offset, CGPoint(x: 0, y: 10))
        let frac = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        XCTAssertTrue(frac.isFractionalOffset); XCTAssertFalse(frac.isAbsoluteOffset)
        XCTAssertEqual(frac.anchorModel, LayoutAnchor(edges: [.top, .trailing], offset: .fractional(CGPoint(x: 0.3, y: -0.3))))
    }

    func testItemStateIsReadWhenTheModelIsBuilt() {
        // Reference semantics: changing an item after it joined a group and a section still counts.
        let item = NSCollectionLayoutItem(layoutSize: fullSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        item.contentInsets = NSDirectionalEdgeInsets(all: 3)
        group.interItemSpacing = .fixed(6)
        guard case .uniform(let section) = layout.model().sections else { return XCTFail("expected one section") }
        XCTAssertEqual(section.group.group?.interItemSpacing, .fixed(6))
        XCTAssertEqual(section.group.group?.subitems.first?.contentInsets, NSDirectionalEdgeInsets(all: 3))
    }

    func testItemWithSupplementariesAndGroupSupplementariesAreSettable() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: fullSize, supplementaryItems: [badge])
        XCTAssertEqual(item.supplementaryItems.map(\.elementKind), ["badge"])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: fullSize, subitems: [item])
        XCTAssertTrue(group.supplementaryItems.isEmpty)
        let frame = NSCollectionLayoutSupplementaryItem(
            layoutSize: fullSize, elementKind: "frame",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        frame.zIndex = 5
        group.supplementaryItems = [frame]
        let model = group.itemModel()
        XCTAssertEqual(model.supplementaryItems.map(\.elementKind), ["frame"])
        XCTAssertEqual(model.supplementaryItems[0].zIndex, 5)
        XCTAssertEqual(model.supplementaryItems[0].itemAnchor, LayoutAnchor(edges: [.bottom, .leading]))
        XCTAssertEqual(model.group?.subitems[0].supplementaryItems[0].containerAnchor.offset,
                       .fractional(CGPoint(x: 0.3, y: -0.3)))
    }

    func testBoundaryItemDefaultsAndOffset() {
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "footer",
            alignment: .bottomTrailing, absoluteOffset: CGPoint(x: -4, y: 6))
        XCTAssertTrue(footer.extendsBoundary); XCTAssertFalse(footer.pinToVisibleBounds)
        XCTAssertEqual(footer.zIndex, 1)
        XCTAssertEqual(footer.offset, CGPoint(x: -4, y: 6))
        XCTAssertEqual(footer.alignment, .bottomTrailing)
        // §12.1: the alignment is an anchor on the matching edges.
        XCTAssertEqual(footer.containerAnchor.edges, [.bottom, .trailing])
        footer.extendsBoundary = false
        footer.pinToVisibleBounds = true
        footer.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let m = footer.boundaryItemModel()
        XCTAssertEqual(m.absoluteOffset, CGPoint(x: -4, y: 6))
        XCTAssertFalse(m.extendsBoundary); XCTAssertTrue(m.pinToVisibleBounds)
        XCTAssertEqual(m.contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
    }

    func testDecorationBackgroundDefaultsToZIndexZero() {
        let bg = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        XCTAssertEqual(bg.zIndex, 0)
        XCTAssertEqual(bg.elementKind, "bg")
        bg.zIndex = -1
        XCTAssertEqual(bg.decorationModel(), DecorationModel(elementKind: "bg", zIndex: -1))
    }

    func testSectionDefaultsMatchUIKit() {
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: fullSize, subitems: [NSCollectionLayoutItem(layoutSize: fullSize)]))
        XCTAssertEqual(section.contentInsets, .zero)
        XCTAssertEqual(section.interGroupSpacing, 0)
        XCTAssertEqual(section.orthogonalScrollingBehavior, .none)
        XCTAssertTrue(section.supplementariesFollowContentInsets)
        XCTAssertEqual(section.contentInsetsReference, .automatic)
        XCTAssertEqual(section.supplementaryContentInsetsReference, .automatic)
        XCTAssertNil(section.visibleItemsInvalidationHandler)
        section.supplementariesFollowContentInsets = false
        section.contentInsetsReference = .layoutMargins
        section.supplementaryContentInsetsReference = .none
        let m = section.sectionModel()
        XCTAssertFalse(m.supplementariesFollowContentInsets)
        XCTAssertEqual(m.contentInsetsReference, .layoutMargins)
        XCTAssertEqual(m.supplementaryContentInsetsReference, .none)
    }

    func testLayoutKeepsACopyOfItsConfiguration() {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        XCTAssertEqual(config.scrollDirection, .vertical)
        XCTAssertEqual(config.contentInsetsReference, .safeArea)
        config.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: .vertical(layoutSize: fullSize, subitems: [NSCollectionLayoutItem(layoutSize: fullSize)])),
            configuration: config)
        // Changing the caller's object after handing it over changes nothing (§15.3) ...
        config.interSectionSpacing = 99
        XCTAssertEqual(layout.configuration.interSectionSpacing, 10)
        // ... nor does changing the copy the getter returns ...
        layout.configuration.scrollDirection = .horizontal
        XCTAssertEqual(layout.model().configuration.scrollDirection, .vertical)
        // ... until it is assigned back.
        let changed = layout.configuration
        changed.scrollDirection = .horizontal
        changed.contentInsetsReference = .none
        layout.configuration = changed
        changed.interSectionSpacing = 1
        XCTAssertEqual(layout.model().configuration.scrollDirection, .horizontal)
        XCTAssertEqual(layout.model().configuration.contentInsetsReference, .none)
        XCTAssertEqual(layout.model().configuration.interSectionSpacing, 10)
    }

    func testSectionProviderReceivesTheResolverEnvironment() {
        var seen: [(Int, CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            seen.append((index, environment.container.effectiveContentSize.width))
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitem: item, count: columns))
        }, configuration: UICollectionViewCompositionalLayoutConfiguration())
        guard case .provider(let provider) = layout.model().sections else { return XCTFail("expected a provider") }
        XCTAssertTrue(seen.isEmpty, "building the model must not call the provider")
        // Width 1024 with 20-pt side insets: effective 984 > 500 → 4 columns.
        let wide = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 1024, height: 768),
                                                                contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)),
                                     traitCollection: UITraitCollection(horizontalSizeClass: .regular))
        XCTAssertEqual(provider(3, wide)?.group.group?.arrangement, .equalSlots(4))
        XCTAssertEqual(seen.map(\.0), [3]); XCTAssertEqual(seen.map(\.1), [984])
    }

    func testCustomGroupProviderIsAdaptedWithZIndexes() throws {
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { environment in
            let w = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 10, width: w / 2, height: 100), zIndex: 3)]
        }
        XCTAssertTrue(group.subitems.isEmpty)
        let model = try XCTUnwrap(group.itemModel().group)
        guard case .custom(let provider) = model.kind else { return XCTFail("expected a custom group") }
        let items = provider.provide(LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 300, height: 120)),
                                                       traitCollection: UITraitCollection()))
        // Container 300 wide: halves of 150.
        XCTAssertEqual(items, [CustomItem(frame: CGRect(x: 0, y: 0, width: 150, height: 120), zIndex: 0),
                               CustomItem(frame: CGRect(x: 150, y: 10, width: 150, height: 100), zIndex: 3)])
    }

    func testInvalidGroupsAreStoredForTheResolverToReject() throws {
        // UIKit raises at construction; the facade keeps the group so resolution can throw a
        // LayoutError with a path instead of crashing (§8.7, §20.2).
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: fullSize, subitems: [])
        XCTAssertEqual(empty.itemModel().group?.subitems.count, 0)
        let zero = NSCollectionLayoutGroup.vertical(layoutSize: fullSize, subitem: NSCollectionLayoutItem(layoutSize: fullSize), count: 0)
        XCTAssertEqual(zero.itemModel().group?.arrangement, .equalSlots(0))
        let negative = NSCollectionLayoutGroup.horizontal(layoutSize: fullSize, repeatingSubitem: NSCollectionLayoutItem(layoutSize: fullSize), count: -2)
        XCTAssertEqual(negative.itemModel().group?.arrangement, .repeating(-2))
    }

    func testVisualDescriptionOutlinesTheGroupTree() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        item.contentInsets = NSDirectionalEdgeInsets(all: 10)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: item, count: 2)
        column.interItemSpacing = .fixed(8)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)), subitems: [column])
        XCTAssertEqual(row.visualDescription(), """
            horizontal group 0.85 fw × abs 200
              vertical group 0.3 fw × 1 fh count 2 spacing fixed 8
                item 1 fw × 0.3 fh insets 10,10,10,10
            """)
    }
}
