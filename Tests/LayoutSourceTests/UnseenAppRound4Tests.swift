import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, fourth round (issue 31, session 9, after measuring): a protocol the screen conforms to
/// whose requirements are written in its associated types, and a flow layout built by code around the layout (a
/// base class's initialiser, a fallback) that the layout itself never returns. Each through the binary, in a module
/// of its own. The code is ours, written the way apps write it.
final class UnseenAppRound4Tests: AppModuleTestCase {
    /// `protocol SectionProviding { associatedtype Kind: Hashable & CaseIterable; var kinds: [Kind] { get } }` with a
    /// protocol extension the layout reads: the associated type comes with the protocol (it was left out, stood in
    /// for, and the screen's `typealias Kind = Part` then met no constraint of it).
    func testAProtocolsAssociatedTypesComeWithIt() throws {
        let file = try write("Parts.swift", """
            import UIKit

            protocol SectionProviding {
                associatedtype Kind: Hashable & CaseIterable
                var kinds: [Kind] { get }
            }

            extension SectionProviding {
                var sectionCount: Int { kinds.count }
            }

            enum Part: Hashable, CaseIterable { case top, middle, bottom }

            final class PartsScreen: SectionProviding {
                typealias Kind = Part
                var kinds: [Part] { Part.allCases }

                func makeLayout() -> UICollectionViewLayout {
                    let count = sectionCount
                    return UICollectionViewCompositionalLayout { index, _ in
                        let height: CGFloat = index < count ? 50 : 10
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Section 0 < 3 kinds: groups 50 tall, one full-width item each: (0, 0) and (0, 50), 375 wide.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 50], [0, 50, 375, 50]])
    }

    /// A protocol the module makes UIKit's cells conform to (`extension UITableViewCell: Identifying {}`) beside
    /// the collection view's: layout programs have no table views, so the program is compiled again without the
    /// module's extensions of the type the compiler could not find, and the layout (which reads only the collection
    /// view cell's conformance) draws. It failed with "cannot find type 'UITableViewCell' in scope".
    func testAnExtensionOfAUIKitTypeLayoutProgramsLackIsLeftOut() throws {
        let file = try write("Catalog.swift", """
            import UIKit

            protocol Identifying {}

            extension Identifying {
                static var identifier: String { String(describing: Self.self) }
            }

            extension UICollectionViewCell: Identifying {}
            extension UITableViewCell: Identifying {}

            extension UITableView {
                func registerCell(_ type: UITableViewCell.Type) { register(type, forCellReuseIdentifier: type.identifier) }
            }

            final class CatalogCell: UICollectionViewCell {}

            final class CatalogViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = CatalogCell.identifier == "CatalogCell" ? 70 : 20
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The identifier read through the collection view cell's conformance: "CatalogCell", so 70 tall.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 70]])
    }

    /// The layout's own code naming a UIKit type layout programs lack is still the compiler's error, in one line
    /// at its place, said as a part of UIKit they do not have.
    func testALayoutThatUsesAUIKitTypeLayoutProgramsLackIsStillAnError() throws {
        let file = try write("Table.swift", """
            import UIKit

            extension UITableViewCell {
                static var rowHeight: CGFloat { 44 }
            }

            final class TableScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height = UITableViewCell.rowHeight
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Table.swift:9:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("UITableViewCell is a part of UIKit that layout programs do not have"), run.stderr)
    }

    /// Subclasses written for UIKit's initialisers: a view with `override init(frame:)` and `required init?(coder:)`
    /// calling `super.init(coder:)`, an activity indicator overriding UIKit's designated `init(style:)`, and a
    /// collection view controller whose `init()` hands a flow layout to `super.init(collectionViewLayout:)`, its
    /// `required init?(coder:)` marked `@MainActor` as Xcode writes it. UIKit declares `init?(coder:)` required on
    /// views and controllers; without it these did not compile ("argument passed to call that takes no arguments",
    /// "missing argument for parameter 'coder'"), and with `@MainActor` kept, "different actor isolation".
    func testSubclassesWrittenForUIKitsInitialisersCompile() throws {
        let file = try write("Shows.swift", """
            import UIKit

            final class BadgeView: UIView {
                var inset: CGFloat = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    inset = 12
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            final class Spinner: UIActivityIndicatorView {
                override init(style: UIActivityIndicatorView.Style) { super.init(style: style) }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init(coder: NSCoder) { super.init(coder: coder) }
            }

            class BaseCollectionController: UICollectionViewController {
                let badge = BadgeView()
                let spinner = Spinner()

                init() {
                    super.init(collectionViewLayout: UICollectionViewFlowLayout())
                }

                @MainActor required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            @MainActor final class ShowsController: BaseCollectionController {
                func makeLayout() -> UICollectionViewLayout {
                    // BadgeView() is init(frame:) through UIView's init(): the inset it sets is 12.
                    let height: CGFloat = 40 + badge.inset + (spinner.style == .medium ? 0 : 100)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 40 + the badge's inset 12 (init(frame:) ran) + 0 (the spinner keeps UIKit's default style, medium): 52.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 52]])
    }
}
