// Layouts written the way the seed articles write them (/work/shared/seeds), against the
// UIKit-named facade. Only `import UIKit` became `import LayoutEngine`; the code is ours.
import Foundation
import LayoutEngine

/// Element kinds used by the seed 000 grid.
enum GridKinds {
    static let collectionHeader = "collection-header"
    static let sectionHeader = "section-header"
    static let sectionSpacer = "section-spacer"
}

/// Seed 000, stage 1: full-width squares.
enum OneColumnGrid {
    static func generateLayout() -> UICollectionViewCompositionalLayout {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        return UICollectionViewCompositionalLayout(section: makeSection(), configuration: config)
    }

    private static func makeItem() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        item.contentInsets = .init(top: 0, leading: 4, bottom: 4, trailing: 4)
        return item
    }

    private static func makeGroup() -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [makeItem()])
    }

    private static func makeSection() -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: makeGroup())
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        return section
    }
}

/// Seed 000, stage 2: two squares per row.
enum TwoColumnGrid {
    static func generateLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: makeSection(),
                                            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    private static func makeItem() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        return item
    }

    private static func makeGroup() -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [makeItem()])
        group.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)
        return group
    }

    private static func makeSection() -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: makeGroup())
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        return section
    }
}

/// Seed 000, stage 3 and 4: two small squares over one big one, with a collection header and
/// two section boundary items (a spacer, then a titled header).
enum TwoPlusOneGrid {
    static func generateLayout(withHeaders: Bool = true) -> UICollectionViewCompositionalLayout {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        if withHeaders { config.boundarySupplementaryItems = [makeCollectionHeader()] }
        return UICollectionViewCompositionalLayout(section: makeSection(withHeaders: withHeaders), configuration: config)
    }

    private static func makeItem() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 2, trailing: 2)
        return item
    }

    private static func makeBigItem() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        return item
    }

    private static func makeGroup() -> NSCollectionLayoutGroup {
        let pairRow = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [makeItem()])
        pairRow.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)

        let bigRow = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [makeBigItem()])
        bigRow.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)

        return NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.5)),
            subitems: [pairRow, bigRow])
    }

    private static func makeSectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            elementKind: GridKinds.sectionHeader, alignment: .top)
    }

    private static func makeCollectionHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            elementKind: GridKinds.collectionHeader, alignment: .top)
    }

    private static func makeSpacer() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: GridKinds.sectionSpacer, alignment: .top)
    }

    private static func makeSection(withHeaders: Bool) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: makeGroup())
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        if withHeaders { section.boundarySupplementaryItems = [makeSpacer(), makeSectionHeader()] }
        return section
    }
}

/// Seed 001: a centred paging carousel whose cells shrink away from the centre.
/// The article sizes the square from `UIScreen.main.bounds.width` minus margins; a 375-pt screen
/// with 16-pt margins gives 343.
enum CatCarousel {
    static let side: CGFloat = 375 - 2 * 16
    static let minScale: CGFloat = 0.7
    static var horizontalPagingLayout: UICollectionViewCompositionalLayout { .horizontalPagingLayout }
}

/// As in the article, the layout is a static property in an extension of the layout class.
extension UICollectionViewCompositionalLayout {
    static var horizontalPagingLayout: UICollectionViewCompositionalLayout {
        let side = CatCarousel.side
        let minScale = CatCarousel.minScale
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92),
                                               heightDimension: .absolute(side))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        // The article sets both insets after creating the section: the facade must still see them.
        section.contentInsets = NSDirectionalEdgeInsets(top: 10.0, leading: 0.0, bottom: 0.0, trailing: 0.0)
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8.0, bottom: 0, trailing: 8.0)
        section.visibleItemsInvalidationHandler = { (items, offset, environment) in
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let maxScale: CGFloat = 1.0
                let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// Seed 002: the iPad App Store front page, thirteen sections from one provider.
final class AppStoreScreen {
    enum Kind {
        case highlighted(height: CGFloat)   // sections 1 and 7: two side-by-side items per group
        case stacked(height: CGFloat, rows: Int)  // sections 2–6, 8–11: equal rows per group
        case quickLinks                      // section 12
        case terms                           // section 13
    }

    /// Section index (0-based) to the article's section recipes.
    static let kinds: [Kind] = [
        .highlighted(height: 300),          // 1 Highlighted Apps
        .stacked(height: 400, rows: 3),     // 2 Apps We Love Right Now
        .stacked(height: 350, rows: 2),     // 3 Editor's Choice
        .stacked(height: 300, rows: 3),     // 4 Top Free Apps
        .stacked(height: 300, rows: 3),     // 5 Top Paid Apps
        .stacked(height: 175, rows: 3),     // 6 Top Categories
        .highlighted(height: 175),          // 7 Our Favorite Subscriptions
        .stacked(height: 400, rows: 3),     // 8 School Essentials
        .stacked(height: 400, rows: 3),     // 9 Back to School Shopping
        .stacked(height: 400, rows: 3),     // 10 Guided Meditation
        .stacked(height: 400, rows: 3),     // 11 Sticker
        .quickLinks,                        // 12 Quick Links
        .terms,                             // 13 Terms and Conditions
    ]

    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard sectionIndex < Self.kinds.count else { return nil }
            switch Self.kinds[sectionIndex] {
            case .highlighted(let height): return self.highlightedSection(height: height)
            case .stacked(let height, let rows): return self.stackedSection(height: height, rows: rows)
            case .quickLinks: return self.quickLinksSection()
            case .terms: return self.termsSection()
            }
        }
        return layout
    }

    private func pagingSection(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
    }

    private func highlightedSection(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.95), heightDimension: .absolute(height)), subitems: [item])
        return pagingSection(group)
    }

    private func stackedSection(height: CGFloat, rows: Int) -> NSCollectionLayoutSection {
        let fraction: CGFloat = rows == 3 ? 0.334 : 0.5
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(fraction)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.475), heightDimension: .absolute(height)), subitem: item, count: rows)
        return pagingSection(group)
    }

    private func quickLinksSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.33)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 10.0, bottom: 5.0, trailing: 10.0)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(175)), subitems: [item])
        return pagingSection(group)
    }

    private func termsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5.0, leading: 5.0, bottom: 5.0, trailing: 5.0)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.95), heightDimension: .absolute(55)), subitems: [item])
        return pagingSection(group)
    }
}

/// Seed 003: the list article's layouts, one screen per layout.
final class PlainListScreen {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

final class SelfSizingListScreen {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(8), trailing: nil, bottom: .fixed(8))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// Two 0.4-wide columns centred by flexible edge spacing.
final class EdgedListScreen {
    func createLayout() -> UICollectionViewLayout {
        let first = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)))
        first.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(16), bottom: nil)
        let second = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)))
        second.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .flexible(0), bottom: nil)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [first, second])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// Four nested groups: three mixed rows beside a column of three.
final class ComplexGroupsScreen {
    func createLayout() -> UICollectionViewLayout {
        let columnItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)), subitem: columnItem, count: 3)
        column.interItemSpacing = .fixed(8)

        let narrow = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let wide = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)))
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3))
        let rowA = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [narrow, wide, narrow])
        let rowB = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [wide, narrow, narrow])
        let rowC = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [narrow, narrow, wide])
        rowA.interItemSpacing = .fixed(8)
        rowB.interItemSpacing = .fixed(8)
        rowC.interItemSpacing = .fixed(8)

        let rows = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)), subitems: [rowA, rowB, rowC])
        rows.interItemSpacing = .flexible(0)

        let whole = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)), subitems: [rows, column])
        let section = NSCollectionLayoutSection(group: whole)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A list section then an orthogonal grid section; other indices have no section.
final class MixedSectionsScreen {
    enum Section: Int { case main, second }

    private func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func gridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)), subitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionNumber, env -> NSCollectionLayoutSection? in
            switch Section(rawValue: sectionNumber) {
            case .main: return self.listSection()
            case .second: return self.gridSection()
            default: return nil
            }
        }
    }
}

/// A checkmark badge on every group of three.
final class CheckmarkGridScreen {
    static let checkMarkElementKind = "checkmark"

    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.2)), subitem: item, count: 3)
        let checkmark = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(45), heightDimension: .absolute(45)),
            elementKind: Self.checkMarkElementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        group.supplementaryItems = [checkmark]
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// Header, footer and a leading side item around a 0.9-wide group pushed to the trailing side.
final class HeaderFooterScreen {
    static let headerKind = "header"
    static let footerKind = "footer"
    static let leadingKind = "leading"

    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(50)), subitems: [item])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)

        let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50.0))
        let sideSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.1), heightDimension: .absolute(150.0))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: Self.headerKind, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: Self.footerKind, alignment: .bottom)
        let side = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sideSize, elementKind: Self.leadingKind, alignment: .leading)

        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header, footer, side]
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(section: section, configuration: config)
    }
}

/// A shadowed background behind each section. The view class only matters on iOS.
final class SectionBackgroundView {}

final class BackgroundScreen {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)), subitems: [item])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [background]
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        return layout
    }
}

/// Seed 004: nested groups in an orthogonal section, and a list with a pinned header.
enum DSLArticleLayouts {
    static func nestedGroups() -> UICollectionViewCompositionalLayout {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = .continuous
        return UICollectionViewCompositionalLayout(section: section)
    }

    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    static func pinnedHeaderList() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: sectionHeaderElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: sectionFooterElementKind, alignment: .bottom)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
