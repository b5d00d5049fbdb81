import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, third round (issue 31, session 9): a delegate protocol of `@objc optional` requirements
/// (Objective-C's, which Swift on Linux refuses), and a snapshot the screen keeps beside its data source as where
/// the layout reads its sections from. Each through the binary, in a module of its own. The code is ours, written
/// the way apps write it.
final class UnseenAppRound3Tests: AppModuleTestCase {
    /// `@objc protocol … { @objc optional func … }`: the optional requirements are dropped (the screen implements
    /// only one of the two), and the layout's call on `self` finds the screen's own method.
    func testAnObjectiveCProtocolsOptionalRequirementsAreDropped() throws {
        let file = try write("Grid.swift", """
            import UIKit

            @objc protocol GridDelegateLayout: AnyObject {
                @objc optional func columnCount(forSection section: Int) -> Int
                @objc optional func spacing(forSection section: Int) -> CGFloat
            }

            final class GridViewController: UIViewController, GridDelegateLayout {
                func columnCount(forSection section: Int) -> Int { 3 }

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [unowned self] section, _ in
                        let columns = self.columnCount(forSection: section)
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "3"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Three columns of 375 / 3 = 125, 100 tall.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 125, 100], [125, 0, 125, 100], [250, 0, 125, 100]])
    }

    /// `var snapshot: NSDiffableDataSourceSnapshot<Section, Item>!` read as `snapshot.sectionIdentifiers[index]`:
    /// drawn with one section per case, as a data source's are; the protocol requirement the screen meets with it
    /// (`var snapshot: … { get }`) is left as it is (it has no value to replace).
    func testASnapshotKeptBesideTheDataSourceGivesTheSections() throws {
        let file = try write("Shelf.swift", """
            import UIKit

            enum ShelfSection: Hashable { case featured, recent }

            protocol SectionFetching: AnyObject {
                var snapshot: NSDiffableDataSourceSnapshot<ShelfSection, Int>! { get }
            }

            final class ShelfViewController: UIViewController, SectionFetching {
                var snapshot: NSDiffableDataSourceSnapshot<ShelfSection, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [unowned self] index, _ in
                        let height: CGFloat = self.snapshot.sectionIdentifiers[index] == .featured ? 150 : 40
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // featured 150 tall at y 0, recent 40 tall at y 150.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 150], [0, 150, 375, 40]])
        XCTAssertTrue(run.stderr.contains("drawn with one section per case of ShelfSection (featured, recent)"), run.stderr)
        // Named, in another order: recent 40 at y 0, featured 150 at y 40.
        let named = try CLI.run(["frames", file, "--items", "1,1", "--section-kinds", "recent,featured"], in: directory)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try cells(named.stdout), [[0, 0, 375, 40], [0, 40, 375, 150]])
    }

    /// A layout function taking an optional delegate (`swipeActionDelegate: SwipeDelegate?`), which no argument can
    /// give: it is passed nil, as the app passes when it has none, and draws.
    func testAnOptionalParameterNoArgumentCanGiveIsPassedNil() throws {
        let file = try write("Feeds.swift", """
            import UIKit

            protocol SwipeDelegate: AnyObject { func didSwipe(_ index: Int) }

            final class FeedsViewController: UIViewController {
                func plainList(swipeActionDelegate: SwipeDelegate?) -> UICollectionViewCompositionalLayout {
                    let spacing: CGFloat = swipeActionDelegate == nil ? 0 : 10
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // nil: no spacing, so rows of 44 at y 0 and 44 (with a delegate they would be 10 apart).
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 44], [0, 44, 375, 44]])
    }
}
