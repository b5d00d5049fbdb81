import Foundation
import XCTest

/// Apps never seen before (issue 31): what a layout is (flow layouts and stored properties are not), stand-ins for
/// names declared outside the module, what is sliced away, section enums drawn by default, test targets and
/// duplicate names across targets. Each through the binary, in a module of its own (a folder holding
/// `App.xcodeproj`). The code is ours, written the way apps write it.
final class ForeignCodeTests: AppModuleTestCase {
    /// Two 100-pt rows of two columns (375 / 2 = 187.5): the grid most tests draw.
    private static let grid = """
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    """

    func testFlowLayoutsAndPropertiesWithoutAValueAreNotCompositionalLayouts() throws {
        let file = try write("Screens.swift", """
            import UIKit

            final class Shelf: UICollectionViewFlowLayout {}

            final class GalleryViewController: UIViewController {
                let layout: UICollectionViewCompositionalLayout
                var spare: UICollectionViewLayout { collectionView.collectionViewLayout }
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                init(layout: UICollectionViewCompositionalLayout) { self.layout = layout; super.init(nibName: nil, bundle: nil) }

                func flowLayout() -> UICollectionViewLayout {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 100, height: 100)
                    return flow
                }
                func shelfLayout() -> UICollectionViewLayout { Shelf() }
                func gridLayout() -> UICollectionViewLayout { makeGrid() }
                func makeGrid() -> UICollectionViewCompositionalLayout {
            \(Self.grid)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let listed = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let rows = listed.stdout.split(separator: "\n").map(String.init)
        func row(_ name: String) -> String? { rows.first { $0.hasPrefix(name + " ") } }
        XCTAssertTrue(row("GalleryViewController.flowLayout")?.contains("not compositional (builds UICollectionViewFlowLayout: not drawn)") == true, listed.stdout)
        XCTAssertTrue(row("GalleryViewController.shelfLayout")?.contains("builds Shelf, a UICollectionViewFlowLayout subclass") == true, listed.stdout)
        // Built through a helper returning a compositional layout: a layout.
        XCTAssertTrue(row("GalleryViewController.gridLayout")?.contains("  layout  ") == true, listed.stdout)
        // A stored property without a value, and a computed one that reads the view's layout: not layouts.
        XCTAssertNil(row("GalleryViewController.layout"), listed.stdout)
        XCTAssertNil(row("GalleryViewController.spare"), listed.stdout)

        // Named, a flow layout says what it is, in one line at its place.
        let flow = try CLI.run(["frames", file, "--layout", "GalleryViewController.flowLayout"], in: directory)
        XCTAssertEqual(flow.status, 2)
        XCTAssertEqual(flow.stderr.split(separator: "\n").count, 1, flow.stderr)
        XCTAssertTrue(flow.stderr.contains("Screens.swift:11:10: GalleryViewController.flowLayout builds UICollectionViewFlowLayout, not a compositional layout"), flow.stderr)
    }

    func testNamesFromOutsideTheModuleAreStoodInFor() throws {
        // A base class from a pod (generic, its argument a pod's type too), a stored property of a package's type
        // the layout never reads, a parameter type of a method it does not call: all stood in for.
        let file = try write("FeedScreen.swift", """
            import UIKit
            import AsyncDisplayKit
            import ReduxKit

            final class FeedScreen: ASDKViewController<ASDisplayNode> {
                let store: ReduxStore<FeedState> = ReduxStore()
                var theme: PodTheme?

                func inset(for theme: PodTheme?) -> CGFloat { 16 }

                func makeLayout() -> UICollectionViewLayout {
            \(Self.grid)
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: 0, leading: inset(for: theme), bottom: 0, trailing: inset(for: theme))
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        // iOS 15: the unrounded halves below (iOS 16+ floors fraction-derived sizes to the pixel grid, decision 57).
        let run = try CLI.run(["frames", file, "--items", "3", "--verbose", "--ios", "15"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 16 in from each side: (375 − 32) / 2 = 171.5 wide, 100 tall, the second column at 16 + 171.5; item 2
        // starts the second row.
        XCTAssertEqual(try cells(run.stdout), [[16, 0, 171.5, 100], [187.5, 0, 171.5, 100], [16, 100, 171.5, 100]])
        XCTAssertTrue(run.stderr.contains("stood in for names declared in no Swift file of the module: ASDKViewController (a base class: a UIViewController), ASDisplayNode (a type: an object answering any member), PodTheme (a type: an object answering any member)"), run.stderr)
        // The store is not read by the layout: not taken, not stood in for.
        XCTAssertFalse(run.stderr.contains("ReduxStore"), run.stderr)
    }

    func testAStandInNeverHidesARealErrorInTheLayoutsOwnCode() throws {
        let file = try write("Broken.swift", """
            import UIKit
            import AsyncDisplayKit

            final class BrokenScreen: ASDKViewController<ASDisplayNode> {
                func makeLayout() -> UICollectionViewLayout {
                    let spacing: CGFloat = "wide"
            \(Self.grid)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Broken.swift:6:32: error: cannot convert value of type 'String' to specified type 'CGFloat'"), run.stderr)
    }

    func testAValueOfAStoodInTypeThatTheGeometryReadsIsSaid() throws {
        let file = try write("Themed.swift", """
            import UIKit
            import ThemeKit

            final class ThemedScreen: UIViewController {
                var theme = PodTheme()

                func makeLayout() -> UICollectionViewLayout {
                    let columns = theme.columns
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        // PodTheme is made by the code (a value position): the compiler cannot find it, and the line says so where.
        XCTAssertTrue(run.stderr.contains("Themed.swift:5:17: error: cannot find 'PodTheme' in scope"), run.stderr)
        XCTAssertTrue(run.stderr.contains("the file imports ThemeKit"), run.stderr)
    }

    func testWhatCannotChangeTheGeometryIsNotTakenAndConformancesOnUIKitClassesAre() throws {
        // The swipe provider reaches the app's document model (declared nowhere: a pod's), a button target uses
        // #selector (Objective-C only): neither is taken. The header's element kind comes from a protocol extension
        // through a conformance the app adds to UICollectionReusableView. The layout is declared optional.
        let file = try write("Notes.swift", """
            import UIKit

            protocol ReuseIdentifiable {}
            extension ReuseIdentifiable {
                static var defaultElementKind: String { "kind-" + String(describing: self) }
            }
            extension UICollectionReusableView: ReuseIdentifiable {}
            final class NotesHeader: UICollectionReusableView {}

            final class NotesViewController: UIViewController {
                let button = UIButton(type: .system)

                func makeLayout() -> UICollectionViewLayout? {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    var config = UICollectionLayoutListConfiguration(appearance: .plain)
                    config.trailingSwipeActionsConfigurationProvider = { indexPath in
                        let note = DocumentStore.shared.note(at: indexPath)
                        return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: note.title) { _, _, done in done(true) }])
                    }
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                        elementKind: NotesHeader.defaultElementKind, alignment: .top)
            \(Self.grid)
                    let grid = NSCollectionLayoutSection(group: group)
                    grid.boundarySupplementaryItems = [header]
                    return UICollectionViewCompositionalLayout(section: grid)
                }

                @objc func tapped() {}
            }

            """)
        // iOS 15: the unrounded halves below (iOS 16+ floors fraction-derived sizes to the pixel grid, decision 57).
        let run = try CLI.run(["frames", file, "--items", "2", "--ios", "15"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        // The header, 40 tall, of kind "kind-NotesHeader"; the two cells below it, 187.5 × 100.
        XCTAssertTrue(elements.contains { ($0["elementKind"] as? String) == "kind-NotesHeader" }, run.stdout)
        XCTAssertEqual(try cells(run.stdout), [[0, 40, 187.5, 100], [187.5, 40, 187.5, 100]])
    }

    func testASectionEnumIsDrawnOneSectionPerCaseWhenNoneAreGiven() throws {
        let file = try write("Library.swift", """
            import UIKit

            final class LibraryViewController: UIViewController {
                enum Section: Hashable { case recent, shelf, all }
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        let kind = self?.dataSource.snapshot().sectionIdentifiers[index]
                        let height: CGFloat = kind == .shelf ? 200 : 50
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // recent 50, shelf 200, all 50: y 0, 50, 250.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 50], [0, 50, 375, 200], [0, 250, 375, 50]])
        XCTAssertTrue(run.stderr.contains("drawn with one section per case of Section (recent, shelf, all)"), run.stderr)
        // With a payload of an app type (no value of it can be made), no case name can say which section is which:
        // one line naming the type. (A payload of a number, text, … is drawn with a placeholder: UnseenAppTests.)
        try write("Library.swift", String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "case recent, shelf, all", with: "case recent, shelf(Shelf), all }\n    struct Shelf: Hashable { let id: Int"))
        let payload = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(payload.status, 2)
        XCTAssertTrue(payload.stderr.contains("section identifiers of type Section, which a layout cannot know and no case name can give"), payload.stderr)
    }

    func testAFileOfATestTargetIsReadWithItsFolderAndTheApp() throws {
        try write("App/Metrics.swift", "import UIKit\nenum Metrics { static let rowHeight: CGFloat = 64 }\n")
        try write("AppTests/Rows.swift", "import UIKit\nenum Rows { static let count = 3 }\n")
        let file = try write("AppTests/LayoutTests.swift", """
            import UIKit
            @testable import App

            func testLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight * CGFloat(Rows.count))), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 64 × 3 = 192 tall, from the app's Metrics and the test target's Rows.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 192]])
    }

    func testTwoTargetsDeclaringOneNameTakeTheLayoutsOwn() throws {
        try write("Widget/Style.swift", "import UIKit\nenum Style { static let height: CGFloat = 30 }\n")
        try write("Main/Style.swift", "import UIKit\nenum Style { static let height: CGFloat = 80 }\n")
        let file = try write("Main/Feed.swift", """
            import UIKit

            func feedLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Style.height)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Main's Style (80), the one beside the layout, not Widget's (30).
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 80]])
    }

    func testAnOwnerWhoseInitialisersTakeArgumentsIsMadeWithoutThem() throws {
        // `init(store:columns:)` is the app's only initialiser; the layout reads `store` (not for its geometry) and a
        // constant. The stored properties get no value of the app's: the owner is made with init().
        let file = try write("StoreScreen.swift", """
            import UIKit

            final class FeedStore { var items: [String] = [] }

            final class StoreScreen: UIViewController {
                let store: FeedStore
                let title2: String
                static let rowHeight: CGFloat = 70

                init(store: FeedStore, title: String) {
                    self.store = store
                    self.title2 = title
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("not used") }

                func makeLayout() -> UICollectionViewLayout {
                    print(store as Any, title2 as Any)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.rowHeight)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of 70: the second at y 70.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 70], [0, 70, 375, 70]])
    }
}
