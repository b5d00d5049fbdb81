import Foundation
import XCTest

/// Apps never seen before, eleventh round (issue 31, session 16): a layout that is a subclass of
/// `UICollectionViewCompositionalLayout` built by its initialiser (two of twelve fresh apps write every layout so,
/// 20 layouts: none was found), a data source's section enum read through its data source's name without taking the
/// data source, and a section enum whose case carries one of the app's enums. Through the binary, in a module of its
/// own; the code is ours, written the way such apps write it.
final class UnseenAppRound11Tests: AppModuleTestCase {
    /// A designated `init()` calling `super.init(sectionProvider:configuration:)`, with `required init?(coder:)`; a
    /// `convenience init(columns:)` calling `self.init(section:)`; one that overrides how elements are placed. The
    /// first two are layouts named after their classes; the third is found and says why it is not drawn.
    func testACompositionalLayoutSubclassIsTheLayoutItsInitialiserBuilds() throws {
        let file = try write("Layouts.swift", """
            import UIKit

            class PeopleLayout: UICollectionViewCompositionalLayout {
                init() {
                    let config = UICollectionViewCompositionalLayoutConfiguration()
                    config.interSectionSpacing = 10
                    super.init(sectionProvider: { index, environment in
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }, configuration: config)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            final class TilesLayout: UICollectionViewCompositionalLayout {
                convenience init(columns: Int = 3) {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
                    self.init(section: NSCollectionLayoutSection(group: group))
                }
            }

            class StickyLayout: UICollectionViewCompositionalLayout {
                convenience init() {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                    self.init(section: NSCollectionLayoutSection(group: group))
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)
                }
            }

            """)
        let list = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("PeopleLayout"), list.stdout)
        XCTAssertTrue(list.stdout.contains("layout (--arg columns: Int, optional)"), list.stdout)
        // Two sections of 2 and 1 rows, 44 tall, 10 apart: section 1 starts at 2 × 44 + 10 = 98.
        let people = try CLI.run(["frames", file, "--layout", "PeopleLayout", "--items", "2,1"], in: directory)
        XCTAssertEqual(people.status, 0, people.stderr)
        XCTAssertEqual(try cells(people.stdout), [[0, 0, 375, 44], [0, 44, 375, 44], [0, 98, 375, 44]])
        // Two columns (the argument): 375 / 2 = 187.5 each on iOS 15 (no pixel rounding), 100 tall; item 2 below.
        let tiles = try CLI.run(["frames", file, "--layout", "TilesLayout", "--items", "3", "--arg", "columns=2", "--ios", "15"], in: directory)
        XCTAssertEqual(tiles.status, 0, tiles.stderr)
        XCTAssertEqual(try cells(tiles.stdout), [[0, 0, 187.5, 100], [187.5, 0, 187.5, 100], [0, 100, 187.5, 100]])
        // Its default: three columns of 125.
        let three = try CLI.run(["frames", file, "--layout", "TilesLayout", "--items", "3"], in: directory)
        XCTAssertEqual(try cells(three.stdout), [[0, 0, 125, 100], [125, 0, 125, 100], [250, 0, 125, 100]])
        let sticky = try CLI.run(["frames", file, "--layout", "StickyLayout"], in: directory)
        XCTAssertEqual(sticky.status, 2)
        XCTAssertEqual(sticky.stderr.split(separator: "\n").count, 1, sticky.stderr)
        XCTAssertTrue(sticky.stderr.contains("Layouts.swift:28:17: StickyLayout overrides layoutAttributesForElements: its own code places the elements"),
                      sticky.stderr)
        // Not advice about arguments it does not take.
        XCTAssertFalse(sticky.stderr.contains("without arguments"), sticky.stderr)
    }

    /// `FeedDataSource.Section(rawValue: index)`: the data source is the section enum's namespace only — declared
    /// bare in the program, without its superclass from a pod, its model-typed properties or its methods, none of
    /// which compile here. Before: the data source came whole, and with it the app's models.
    func testATypeWrittenOnlyAsANestedTypesNamespaceIsNotTakenWhole() throws {
        let file = try write("FeedLayout.swift", """
            import UIKit

            class FeedLayout: UICollectionViewCompositionalLayout {
                init() {
                    super.init(sectionProvider: { index, _ in
                        guard let section = FeedDataSource.Section(rawValue: index) else { return nil }
                        let height: CGFloat = section == .stories ? 120 : 60
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    })
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        try write("FeedDataSource.swift", """
            import UIKit
            import ParseSwift

            final class FeedDataSource: PodCollectionDataSource<FeedDataSource.Section, FeedItem> {
                enum Section: Int, CaseIterable { case stories, posts }

                let query = Post.query().order(by: "createdAt")
                var items: [FeedItem] = []

                func load() async throws {
                    items = try await query.findAll().map(FeedItem.post)
                }
            }

            enum FeedItem: Hashable {
                case post(Post)
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // stories 120, posts 60: y 0 and 120.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 120], [0, 120, 375, 60]])
        // Nothing of the data source's was needed: no stand-in for its pod base class or the models.
        XCTAssertFalse(run.stderr.contains("PodCollectionDataSource"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Post"), run.stderr)
    }

    /// A section enum whose case carries one of the app's enums (`case volume(Volume)`, `Volume` an alias of an enum
    /// in another type): drawn one section per case, the value the enum's first case that can be made. Before:
    /// "section identifiers of type Section, which a layout cannot know and no case name can give".
    func testASectionCaseCarryingAnAppEnumIsDrawnWithItsFirstCase() throws {
        let file = try write("Detail.swift", """
            import UIKit

            enum Shelf {
                enum Volume: Hashable { case none, numbered(String) }
            }

            final class DetailViewController: UIViewController {
                typealias Volume = Shelf.Volume
                enum Section: Hashable { case header, volume(Volume) }
                var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [unowned self] index, _ in
                        let section = self.dataSource.sectionIdentifier(for: index)
                        let height: CGFloat
                        switch section {
                        case .header: height = 200
                        case .volume(let volume): height = volume == .none ? 30 : 44
                        case nil: height = 1
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // header 200, then volume(.none) 30: y 0 and 200.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 200], [0, 200, 375, 30]])
        XCTAssertTrue(run.stderr.contains("drawn with one section per case of Section (header, volume), the values of volume placeholders"), run.stderr)
    }

    /// A local package whose only target is not kept in `Sources/<name>` (`MidoriViewModels` in `Sources/ViewModels`:
    /// SwiftPM lets a package's only target occupy the whole `Sources` folder): `import MidoriModels` reads its files.
    /// Before: the target was found with no files, and the layout's payload enum was "a type no case name can give".
    func testAPackagesOnlyTargetMayOccupyItsWholeSourcesFolder() throws {
        try write("Models/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Models",
                products: [.library(name: "MidoriModels", targets: ["MidoriModels"])],
                targets: [
                    .target(name: "MidoriModels"),
                    .testTarget(name: "MidoriModelsTests", dependencies: ["MidoriModels"]),
                ]
            )

            """)
        try write("Models/Sources/Models/Metrics.swift", """
            import Foundation

            public enum Metrics {
                public static let rowHeight: Double = 72
            }

            """)
        let file = try write("App/Rows.swift", """
            import UIKit
            import MidoriModels

            final class RowsViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of the package's 72: y 0 and 72.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 72], [0, 72, 375, 72]])
    }

    /// `RowView.height`, a static constant of a view whose other members need a pod: the view is declared bare with
    /// that constant. `Feed.Section(rawValue: index)`, the enum nested in a data source: its three cases are the
    /// sections drawn. The same `String` initialiser added by the app and by its package (two modules in Swift, one
    /// program here): the app's is taken. Before: the view and the data source came whole (12 compiles, then "the
    /// layout reaches more of the app than a layout program can be made of"), the section count was the default, and
    /// the two initialisers were an "invalid redeclaration".
    func testStaticMembersAndNestedEnumsTakeTheirHolderAsANamespaceOnly() throws {
        try write("Text/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Text", products: [.library(name: "Text", targets: ["Text"])], targets: [.target(name: "Text")])

            """)
        try write("Text/Sources/Text/String+Optional.swift", """
            import Foundation

            public extension String {
                init(optional value: String?) { self = value ?? "" }
            }

            """)
        try write("App/String+Optional.swift", """
            import Foundation

            extension String {
                init(optional value: String?) { self = value ?? "-" }
            }

            """)
        try write("App/RowView.swift", """
            import UIKit
            import Kingfisher

            final class RowView: KFAnimatedView {
                static let height: CGFloat = 64
                let avatar = KFImageView()
                func configure(with user: RemoteUser) { avatar.kf.setImage(with: user.avatarURL) }
            }

            final class Feed: PodDataSource<Feed.Section, RemoteUser> {
                enum Section: Int { case header, rows, footer }
                let title = String(optional: nil)
            }

            """)
        let file = try write("App/FeedLayout.swift", """
            import UIKit
            import Text

            class FeedLayout: UICollectionViewCompositionalLayout {
                init() {
                    super.init(sectionProvider: { index, _ in
                        guard let kind = Feed.Section(rawValue: index) else { return nil }
                        let height: CGFloat = kind == .rows ? RowView.height : 30
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets.top = CGFloat(String(optional: nil).count)
                        return section
                    })
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        let run = try CLI.run(["frames", file, "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Three sections (the enum's cases) of 8 items (the default), each 1 below its section's top (the app's "-" is
        // one character; the package's "" would be none): header rows 30 from y 1 (ends 1 + 240 = 241), rows of 64
        // from 242 (ends 242 + 512 = 754), footer rows 30 from 755.
        let cells = try cells(run.stdout)
        XCTAssertEqual(cells.count, 24)
        XCTAssertEqual([cells[0], cells[8], cells[16]], [[0, 1, 375, 30], [0, 242, 375, 64], [0, 755, 375, 30]])
        XCTAssertFalse(run.stderr.contains("stood in for"), run.stderr)
    }

    /// A screen made only with arguments (`init(_ type: SearchType, viewModel:)`, taken before by its unlabelled first
    /// parameter, with `required init?(coder:)`), its layout in an extension: its initialisers are not taken, so the
    /// program makes it with `init()` and runs none of the app's. Before: "missing argument for parameter #1 in call
    /// (in the code generated to call the layouts)".
    func testAnOwnerMadeOnlyWithArgumentsIsMadeWithoutItsInitialisers() throws {
        let file = try write("Search.swift", """
            import UIKit

            enum SearchType { case rules, todos }
            final class SearchViewModel { let query: String; init(query: String) { self.query = query } }

            final class SearchViewController: UIViewController {
                private let type: SearchType
                private let viewModel: SearchViewModel
                private let rowHeight: CGFloat = 52

                init(_ type: SearchType, viewModel: SearchViewModel) {
                    self.type = type
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            extension SearchViewController {
                func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of the screen's own 52: y 0 and 52.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 52], [0, 52, 375, 52]])
    }

    /// A layout reading a stored property its owner's initialiser sets (`init(recipeCount:)`), in a folder whose name
    /// holds a space ("Recipe screens"): the trap is said as that property, not as a bare crash. Before: "crashed while
    /// evaluating: …: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value" (the trap's
    /// path was read up to the space, and matched no file).
    func testATrapOnAnInitialiserSetPropertyIsSaidAsThatPropertyWhateverTheFolderName() throws {
        let file = try write("Recipe screens/RecipeLayout.swift", """
            import UIKit

            final class RecipeLayout {
                private let recipeCount: Int

                init(recipeCount: Int) {
                    self.recipeCount = recipeCount
                }

                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(CGFloat(128 * recipeCount)), heightDimension: .absolute(60)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("RecipeLayout.makeLayout reads recipeCount, a stored property of RecipeLayout that its initialiser sets"),
                      run.stderr)
    }
}
