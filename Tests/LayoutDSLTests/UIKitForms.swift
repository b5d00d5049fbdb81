import Foundation
import LayoutEngine

/// The equivalence layouts written against the UIKit-named facade, the way the seed articles
/// write them (import UIKit → import LayoutEngine). `DSLForms` holds the same layouts in the DSL.
enum UIKitForms {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    // MARK: Seed 000 — the grid, stage by stage

    static func gridSquares() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)))
        item.contentInsets = .init(top: 0, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section,
                                                   configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    static func gridTwoColumns() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalWidth(0.5)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                       subitems: [item])
        group.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func grid2plus1Section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalWidth(0.5)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 2, trailing: 2)
        let bigItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)))
        bigItem.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                      subitems: [item])
        pair.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)
        let big = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)),
                                                     subitems: [bigItem])
        big.contentInsets = .init(top: 0, leading: 2, bottom: 4, trailing: 2)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.5)),
                                                     subitems: [pair, big])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 16, leading: 0, bottom: 0, trailing: 0)
        return section
    }

    static func grid2plus1() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: grid2plus1Section())
    }

    static func grid2plus1WithHeaders() -> UICollectionViewCompositionalLayout {
        func header(_ kind: String, _ height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                        elementKind: kind, alignment: .top)
        }
        let section = grid2plus1Section()
        section.boundarySupplementaryItems = [header("section-spacer", 60), header("section-header", 32)]
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.boundarySupplementaryItems = [header("collection-header", 32)]
        return UICollectionViewCompositionalLayout(section: section, configuration: config)
    }

    // MARK: Seed 001 — the cat carousel

    static func carousel() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.92), .absolute(393 - 32)),
                                                       repeatingSubitem: item, count: 1)
        group.contentInsets = .init(top: 0, leading: 8, bottom: 0, trailing: 8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = .init(top: 10, leading: 0, bottom: 0, trailing: 0)
        section.visibleItemsInvalidationHandler = SharedClosures.carouselScale
        return UICollectionViewCompositionalLayout(section: section)
    }

    // MARK: Seed 002 — the iPad App Store

    static func appStore() -> UICollectionViewCompositionalLayout {
        func paging(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.orthogonalScrollingBehavior = .groupPaging
            return section
        }
        func highlighted(_ height: CGFloat) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
            item.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)
            return paging(.horizontal(layoutSize: size(.fractionalWidth(0.95), .absolute(height)), subitems: [item]))
        }
        func stacked(_ height: CGFloat, _ rows: Int, _ fraction: CGFloat) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(fraction)))
            item.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)
            return paging(.vertical(layoutSize: size(.fractionalWidth(0.475), .absolute(height)), subitem: item, count: rows))
        }
        return UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch sectionIndex {
            case 0: return highlighted(300)
            case 1, 7, 8, 9, 10: return stacked(400, 3, 0.334)
            case 2: return stacked(350, 2, 0.5)
            case 3, 4: return stacked(300, 3, 0.334)
            case 5: return stacked(175, 3, 0.334)
            case 6: return highlighted(175)
            case 11:
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.33)))
                item.contentInsets = .init(top: 5, leading: 10, bottom: 5, trailing: 10)
                return paging(.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(175)), subitems: [item]))
            default:
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                item.contentInsets = .init(top: 5, leading: 5, bottom: 5, trailing: 5)
                return paging(.vertical(layoutSize: size(.fractionalWidth(0.95), .absolute(55)), subitems: [item]))
            }
        }
    }

    // MARK: Seed 003 — lists, spacing, nesting, supplementaries, decorations

    static func list() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: listSection())
    }

    static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func selfSizingList() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(8), trailing: nil, bottom: .fixed(8))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func centeredColumns() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(16), bottom: nil)
        let item2 = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
        item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                       subitems: [item, item2])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func composite() -> UICollectionViewCompositionalLayout {
        let verticalItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        let verticalGroup = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                                             subitem: verticalItem, count: 3)
        verticalGroup.interItemSpacing = .fixed(8)
        let narrow = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let wide = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
        func row(_ items: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                                           subitems: items)
            group.interItemSpacing = .fixed(8)
            return group
        }
        let rows = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.75), .fractionalHeight(1)),
                                                    subitems: [row([narrow, wide, narrow]), row([wide, narrow, narrow]),
                                                               row([narrow, narrow, wide])])
        rows.interItemSpacing = .flexible(0)
        let finalGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                            subitems: [rows, verticalGroup])
        let section = NSCollectionLayoutSection(group: finalGroup)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func listAndGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionNumber, _ in
            switch sectionNumber {
            case 0: return listSection()
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)))
                item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                                               subitem: item, count: 3)
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                return section
            default: return nil
            }
        }
    }

    static func checkmarks() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.2)),
                                                       subitem: item, count: 3)
        let checkmark = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(45), .absolute(45)),
                                                            elementKind: "checkmark",
                                                            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        group.supplementaryItems = [checkmark]
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func headerFooterLeading() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(50)),
                                                       subitems: [item])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let bandSize = size(.fractionalWidth(1), .absolute(50))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: "footer", alignment: .bottom)
        let left = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.1), .absolute(150)),
                                                               elementKind: "leading", alignment: .leading)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header, footer, left]
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(section: section, configuration: config)
    }

    static func background() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        item.contentInsets = .init(top: 8, leading: 16, bottom: 8, trailing: 16)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [background]
        section.contentInsets = .init(top: 8, leading: 0, bottom: 8, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(nil, forDecorationViewOfKind: "background")
        return layout
    }

    // MARK: Seed 004 — the DSL article's UIKit code

    static func nestedOrthogonal() -> UICollectionViewCompositionalLayout {
        let leadingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leadingItem.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                             subitem: trailingItem, count: 2)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.85), .fractionalHeight(0.4)), subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = .continuous
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func pinnedHeaderList() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                 elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                                 elementKind: "footer", alignment: .bottom)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Seed 004's TiledGroup / TiledSection mosaic, spelled out in UIKit classes.
    static func mosaic() -> UICollectionViewCompositionalLayout {
        let inset: CGFloat = 8
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 8
        return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let width = environment.container.effectiveContentSize.width
            let small = (width - inset * 2) / 3
            let big = small * 2 + inset
            func cell(_ w: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
                NSCollectionLayoutItem(layoutSize: size(w, .fractionalHeight(1)))
            }
            func pair() -> NSCollectionLayoutGroup {
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(small), .fractionalHeight(1)),
                                                             subitem: cell(.fractionalWidth(1)), count: 2)
                group.interItemSpacing = .fixed(inset)
                return group
            }
            func bigRow(_ subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(big)),
                                                               subitems: subitems)
                group.interItemSpacing = .fixed(inset)
                return group
            }
            func smallRow() -> NSCollectionLayoutGroup {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(small)),
                                                               subitem: cell(.fractionalWidth(1)), count: 3)
                group.interItemSpacing = .fixed(inset)
                return group
            }
            let tiled = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(1), .absolute((big + inset + small) * 2 + inset)),
                subitems: [bigRow([pair(), cell(.absolute(big))]), smallRow(),
                           bigRow([cell(.absolute(big)), pair()]), smallRow()])
            tiled.interItemSpacing = .fixed(inset)
            let section = NSCollectionLayoutSection(group: tiled)
            section.interGroupSpacing = inset
            return section
        }, configuration: config)
    }

    // MARK: Beyond the seeds — custom groups and the remaining properties

    static func staircase() -> UICollectionViewCompositionalLayout {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            SharedClosures.staircase(environment.container.effectiveContentSize).map {
                NSCollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex)
            }
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Sideways scrolling with everything the seeds leave out: a repeating group, edge spacing,
    /// an item badge with an item anchor, trailing boundary items, reference choices.
    static func sidewaysEverything() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: -2)))
        badge.zIndex = 7
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(100)), supplementaryItems: [badge])
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(3), top: .flexible(2), trailing: nil, bottom: nil)
        item.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(150), .fractionalHeight(1)),
                                                     repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(4)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                                 elementKind: "side-footer", alignment: .trailing,
                                                                 absoluteOffset: CGPoint(x: 4, y: 0))
        footer.extendsBoundary = false
        footer.contentInsets = .init(top: 6, leading: 0, bottom: 6, trailing: 0)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 6
        section.boundarySupplementaryItems = [footer]
        section.supplementariesFollowContentInsets = false
        section.contentInsetsReference = .none
        section.supplementaryContentInsetsReference = .safeArea
        let banner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(80), .fractionalHeight(1)),
                                                                 elementKind: "layout-header", alignment: .leading)
        banner.zIndex = 3
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.scrollDirection = .horizontal
        config.interSectionSpacing = 20
        config.contentInsetsReference = .layoutMargins
        config.boundarySupplementaryItems = [banner]
        return UICollectionViewCompositionalLayout(section: section, configuration: config)
    }

    // MARK: issue 13: list sections, written as iOS apps write them

    static func insetGroupedList() -> UICollectionViewCompositionalLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    static func listsMixedWithAGrid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch sectionIndex {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.3), .absolute(90)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                return section
            case 1:
                var config = UICollectionLayoutListConfiguration(appearance: .grouped)
                config.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            default:
                let config = UICollectionLayoutListConfiguration(appearance: .plain)
                let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
                return section
            }
        }
    }
}
