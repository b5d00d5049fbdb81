import Foundation
import LayoutEngine
import LayoutDSL

/// The equivalence layouts written in the DSL; `UIKitForms` holds the same layouts in UIKit style.
enum DSLForms {
    // MARK: Seed 000

    static func gridSquares() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup {
                    CellItem().height(.fractionalWidth(1)).contentInsets(top: 0, leading: 4, bottom: 4, trailing: 4)
                }
                .height(.fractionalWidth(1))
            }
            .contentInsets(top: 16)
        }
    }

    static func gridTwoColumns() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup {
                    CellItem()
                        .size(width: .fractionalWidth(0.5), height: .fractionalWidth(0.5))
                        .contentInsets([.leading, .trailing], 2)
                }
                .height(.fractionalWidth(0.5))
                .contentInsets(top: 0, leading: 2, bottom: 4, trailing: 2)
            }
            .contentInsets([.top], 16)
        }
    }

    static func grid2plus1WithHeaders() -> CompositionalLayout {
        // The 2 + 1 sample's section with a spacer and a header on top; the layout has its own header.
        CompositionalLayout {
            DSLSamples.grid2plus1Section
                .boundarySupplementaryItems {
                    BoundarySupplementaryItem(elementKind: "section-spacer").height(.absolute(60))
                    BoundarySupplementaryItem(elementKind: "section-header").height(.absolute(32))
                }
        }
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "collection-header").height(.absolute(32))
        }
    }

    // MARK: Seed 001

    static func carousel() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup(repeating: 1) { CellItem() }
                    .size(width: .fractionalWidth(0.92), height: .absolute(393 - 32))
                    .contentInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            }
            .orthogonalScrollingBehavior(.groupPagingCentered)
            .contentInsets(top: 10)
            .visibleItemsInvalidationHandler(SharedClosures.carouselScale)
        }
    }

    // MARK: Seed 002

    /// One recipe per kind of App Store section; the provider picks by index.
    struct AppStoreSection: LayoutSection {
        let index: Int

        var layoutSection: any LayoutSection {
            GroupSection {
                switch index {
                case 0: highlighted(300)
                case 1, 7, 8, 9, 10: stacked(400, rows: 3, fraction: 0.334)
                case 2: stacked(350, rows: 2, fraction: 0.5)
                case 3, 4: stacked(300, rows: 3, fraction: 0.334)
                case 5: stacked(175, rows: 3, fraction: 0.334)
                case 6: highlighted(175)
                case 11:
                    VGroup { CellItem().height(.fractionalHeight(0.33)).contentInsets(top: 5, leading: 10, bottom: 5, trailing: 10) }
                        .size(width: .fractionalWidth(0.5), height: .absolute(175))
                default:
                    VGroup { CellItem().contentInsets(5) }.size(width: .fractionalWidth(0.95), height: .absolute(55))
                }
            }
            .contentInsets(5)
            .orthogonalScrollingBehavior(.groupPaging)
        }

        func highlighted(_ height: CGFloat) -> any LayoutGroup {
            HGroup { CellItem().width(.fractionalWidth(0.5)).contentInsets(5) }
                .size(width: .fractionalWidth(0.95), height: .absolute(height))
        }

        func stacked(_ height: CGFloat, rows: Int, fraction: CGFloat) -> any LayoutGroup {
            VGroup(count: rows) { CellItem().height(.fractionalHeight(fraction)).contentInsets(5) }
                .size(width: .fractionalWidth(0.475), height: .absolute(height))
        }
    }

    static func appStore() -> CompositionalLayout {
        CompositionalLayout { sectionIndex, _ in AppStoreSection(index: sectionIndex) }
    }

    // MARK: Seed 003

    static var listSection: some LayoutSection {
        GroupSection { HGroup { CellItem().contentInsets(8) }.height(.absolute(50)) }
    }

    static func list() -> CompositionalLayout { CompositionalLayout { listSection } }

    static func selfSizingList() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup { CellItem().height(.estimated(50)).edgeSpacing(top: .fixed(8), bottom: .fixed(8)) }
                    .height(.estimated(50))
            }
        }
    }

    static func centeredColumns() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup {
                    CellItem().width(.fractionalWidth(0.4)).edgeSpacing(leading: .flexible(0), trailing: .flexible(16))
                    CellItem().width(.fractionalWidth(0.4)).edgeSpacing(trailing: .flexible(0))
                }
                .height(.absolute(60))
            }
            .interGroupSpacing(10)
        }
    }

    static func composite() -> CompositionalLayout {
        let narrow = CellItem().width(.fractionalWidth(0.25))
        let wide = CellItem().width(.fractionalWidth(0.4))
        return CompositionalLayout {
            GroupSection {
                HGroup {
                    VGroup {
                        for pattern in [[narrow, wide, narrow], [wide, narrow, narrow], [narrow, narrow, wide]] {
                            HGroup { pattern }
                                .height(.fractionalHeight(0.3))
                                .interItemSpacing(.fixed(8))
                        }
                    }
                    .width(.fractionalWidth(0.75))
                    .interItemSpacing(.flexible(0))
                    VGroup(count: 3) { CellItem().height(.fractionalHeight(0.3)) }
                        .width(.fractionalWidth(0.25))
                        .interItemSpacing(.fixed(8))
                }
                .height(.fractionalHeight(0.5))
            }
            .interGroupSpacing(8)
        }
    }

    static func listAndGrid() -> CompositionalLayout {
        CompositionalLayout { sectionNumber, _ in
            switch sectionNumber {
            case 0: listSection
            case 1:
                GroupSection {
                    HGroup(count: 3) { CellItem().width(.fractionalWidth(0.3)).contentInsets(8) }
                        .height(.fractionalHeight(0.3))
                }
                .orthogonalScrollingBehavior(.continuous)
            default: nil
            }
        }
    }

    static func checkmarks() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup(count: 3) { CellItem().contentInsets(8) }
                    .height(.fractionalHeight(0.2))
                    .supplementaryItems {
                        SupplementaryItem(elementKind: "checkmark")
                            .size(width: .absolute(45), height: .absolute(45))
                            .containerAnchor(edges: [.top, .trailing])
                    }
            }
        }
    }

    static func headerFooterLeading() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup { CellItem().contentInsets(8) }
                    .size(width: .fractionalWidth(0.9), height: .absolute(50))
                    .edgeSpacing(leading: .flexible(0))
            }
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header").height(.absolute(50))
                BoundarySupplementaryItem(elementKind: "footer", alignment: .bottom).height(.absolute(50))
                BoundarySupplementaryItem(elementKind: "leading")
                    .size(width: .fractionalWidth(0.1), height: .absolute(150))
                    .alignment(.leading)
            }
        }
        .interSectionSpacing(16)
    }

    static func background() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup { CellItem().contentInsets(top: 8, leading: 16, bottom: 8, trailing: 16) }
                    .height(.absolute(50))
                    .edgeSpacing(leading: .flexible(0))
            }
            .decorationItems { DecorationItem.background(elementKind: "background").contentInsets(8) }
            .contentInsets(top: 8, bottom: 8)
        }
    }

    // MARK: Seed 004

    static func pinnedHeaderList() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup { CellItem() }.height(.absolute(44))
            }
            .interGroupSpacing(5)
            .contentInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "header")
                    .height(.estimated(44)).alignment(.top).pinToVisibleBounds(true).zIndex(2)
                BoundarySupplementaryItem(elementKind: "footer")
                    .height(.estimated(44)).alignment(.bottom)
            }
        }
    }

    // MARK: Beyond the seeds

    static func staircase() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                CustomGroup { environment in SharedClosures.staircase(environment.container.effectiveContentSize) }
                    .height(.absolute(120))
            }
            .interGroupSpacing(10)
        }
    }

    static func sidewaysEverything() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                VGroup(repeating: 3) {
                    CellItem()
                        .height(.absolute(100))
                        .edgeSpacing(leading: .fixed(3), top: .flexible(2))
                        .contentInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                        .supplementaryItems {
                            SupplementaryItem(elementKind: "badge")
                                .size(width: .absolute(16), height: .absolute(16))
                                .containerAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
                                .itemAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: -2))
                                .zIndex(7)
                        }
                }
                .width(.absolute(150))
                .interItemSpacing(.fixed(4))
            }
            .contentInsets(10)
            .interGroupSpacing(6)
            .boundarySupplementaryItems {
                BoundarySupplementaryItem(elementKind: "side-footer", alignment: .trailing, absoluteOffset: CGPoint(x: 4, y: 0))
                    .width(.absolute(40))
                    .extendsBoundary(false)
                    .contentInsets([.top, .bottom], 6)
            }
            .supplementariesFollowContentInsets(false)
            .contentInsetsReference(.none)
            .supplementaryContentInsetsReference(.safeArea)
        }
        .scrollDirection(.horizontal)
        .interSectionSpacing(20)
        .contentInsetsReference(.layoutMargins)
        .boundarySupplementaryItems {
            BoundarySupplementaryItem(elementKind: "layout-header", alignment: .leading).width(.absolute(80)).zIndex(3)
        }
    }

    // MARK: issue 13: list sections

    static func insetGroupedList() -> CompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        return CompositionalLayout.list(using: configuration)
    }

    static func listsMixedWithAGrid() -> CompositionalLayout {
        CompositionalLayout { index, environment in
            switch index {
            case 0:
                GroupSection { HGroup { CellItem() }.size(width: .fractionalWidth(0.3), height: .absolute(90)) }
                    .orthogonalScrollingBehavior(.continuous)
            case 1:
                ListSection(appearance: .grouped, headerMode: .supplementary, environment: environment)
            default:
                ListSection(appearance: .plain, environment: environment)
                    .contentInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
            }
        }
    }
}
