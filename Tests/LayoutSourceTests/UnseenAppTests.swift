import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, second round (issue 31, session 8): mechanisms the fresh test beds showed missing —
/// a `private(set)` property is seen from every file, a local declared below a layout expression is not what the
/// expression reads, extensions of Foundation's types go by name, and a trap reading a property the owner's
/// initialiser sets says which one. Each through the binary, in a module of its own (a folder holding
/// `App.xcodeproj`). The code is ours, written the way apps write it.
final class UnseenAppTests: AppModuleTestCase {
    /// The screen's class in one file, its layout in an extension in another: the data source is `private(set)`
    /// (its setter private, the property seen everywhere), and the method that makes the layout goes on to make a
    /// local `dataSource` of its own below the layout — with a cell registration that reads the screen's store and
    /// a Combine subject (which a layout program cannot have: taken, it would fail the compile).
    func testAPrivateSetDataSourceAndALocalBelowTheLayoutAreToldApart() throws {
        try write("Shelf/ShelfViewController.swift", """
            import UIKit

            final class ShelfStore { var titles: [String] = [] }

            enum ShelfSection: Hashable { case pinned, recent }

            final class ShelfViewController: UIViewController {
                typealias ShelfDataSource = UICollectionViewDiffableDataSource<ShelfSection, Int>
                private(set) var dataSource: ShelfDataSource?
                let store: ShelfStore
                var collectionView: UICollectionView!

                init(store: ShelfStore) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("not used") }

                func setDataSource(_ dataSource: ShelfDataSource) { self.dataSource = dataSource }
            }

            """)
        let file = try write("Shelf/ShelfViewController+Layout.swift", """
            import UIKit
            import Combine

            extension ShelfViewController {
                func configureCollectionView() {
                    let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                        guard let section = self.dataSource?.sectionIdentifier(for: index) else { return nil }
                        let height: CGFloat = section == .pinned ? 120 : 60
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    })
                    collectionView.setCollectionViewLayout(layout, animated: false)
                    let dataSource = makeDataSource()
                    setDataSource(dataSource)
                }

                func makeDataSource() -> ShelfDataSource {
                    let selections = PassthroughSubject<Int, Never>()
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                        var content = cell.defaultContentConfiguration()
                        content.text = self.store.titles[item]
                        selections.send(item)
                        cell.contentConfiguration = content
                    }
                    return ShelfDataSource(collectionView: collectionView) { view, path, item in
                        view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // One section per case of ShelfSection: pinned 120 tall at y 0, recent 60 tall at y 120.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 120], [0, 120, 375, 60]])
        XCTAssertTrue(run.stderr.contains("drawn with one section per case of ShelfSection (pinned, recent)"), run.stderr)
    }

    /// `extension Bundle { … }`: a member of an extension of Foundation's types goes by name, as UIKit's do.
    func testAnExtensionOfAFoundationTypeIsTakenByName() throws {
        try write("Bundle+Metrics.swift", """
            import Foundation

            extension Bundle {
                var shelfColumns: Int { 4 }
            }

            extension Locale {
                static func rowHeight(for columns: Int) -> Double { Double(columns) * 20 }
            }

            """)
        let file = try write("Grid.swift", """
            import UIKit

            func gridLayout() -> UICollectionViewLayout {
                let columns = Bundle.main.shelfColumns
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(Locale.rowHeight(for: columns)))), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2", "--ios", "15"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Four columns: 375 / 4 = 93.75 wide (iOS 15: no pixel-grid floor); rows 4 × 20 = 80 tall.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 93.75, 80], [93.75, 0, 93.75, 80]])
    }

    /// Every name the front end counts as the platform's (never stood in for; its extensions taken by name) is a
    /// type or protocol a layout program knows: one layout that names each.
    func testEveryPlatformNameIsOneALayoutProgramKnows() throws {
        let names = ProgramGenerator.platformNames.sorted()
        // Each named as a value of its metatype: a protocol as an existential, a generic type with arguments.
        let protocols: Set<String> = ["Error", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection",
            "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "StringProtocol", "BinaryInteger",
            "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic",
            "BinaryFloatingPoint", "FloatingPoint", "Strideable", "Comparable", "Equatable", "Hashable", "Identifiable",
            "CaseIterable", "RawRepresentable", "Encodable", "Decodable", "Codable", "CustomStringConvertible",
            "CustomDebugStringConvertible", "Sendable"]
        let generic: [String: String] = ["Array": "<Int>", "ArraySlice": "<Int>", "ContiguousArray": "<Int>",
            "Dictionary": "<Int, Int>", "Set": "<Int>", "Optional": "<Int>", "Result": "<Int, any Error>",
            "Range": "<Int>", "ClosedRange": "<Int>", "KeyPath": "<Int, Int>", "Measurement": "<UnitLength>"]
        let mentions = names.map { name in
            let spelled = protocols.contains(name) ? "(any \(name))" : name + (generic[name] ?? "")
            return "    _ = String(describing: \(spelled).self)\n"
        }.joined()
        let file = try write("Names.swift", """
            import UIKit

            func namesLayout() -> UICollectionViewLayout {
            \(mentions)    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(names.count))), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, Double(names.count)]])
    }

    /// The owner is made with `init()`, so a stored property its initialiser sets has no value; a layout whose
    /// geometry reads it traps — and the line says which property, where, and what to put in layout-render.yml.
    func testATrapReadingAPropertyTheInitialiserSetsNamesIt() throws {
        let file = try write("Home.swift", """
            import UIKit

            protocol HomeModel { func sectionCount() -> Int }

            final class HomeViewController: UIViewController {
                private var model: HomeModel

                init(model: HomeModel) {
                    self.model = model
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("not used") }

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let count = self.model.sectionCount()
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(40 * count))), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        // Named relative to the folder, so the line's places are short (a line has a budget: docs/limits.md).
        let run = try CLI.run(["frames", (file as NSString).lastPathComponent, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 2, run.stdout)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
        XCTAssertEqual(lines.count, 1, run.stderr)
        // The property, its place and what happened come first (a line has a budget, docs/limits.md); the trap's
        // place after them.
        XCTAssertTrue(run.stderr.contains("Home.swift:14:10: HomeViewController.makeLayout reads model, a stored property of "
                                          + "HomeViewController that its initialiser sets ("), run.stderr)
        XCTAssertTrue(run.stderr.contains("Home.swift:6); a layout program makes HomeViewController with init() and runs none"), run.stderr)
    }

    /// A section enum whose cases carry values of common types (an identifier through the app's typealias, a
    /// labelled count, an optional) is drawn one section per case too, the values placeholders.
    func testASectionEnumWithValuesIsDrawnWithPlaceholders() throws {
        let file = try write("Feed.swift", """
            import UIKit

            typealias PostID = UUID

            enum FeedSection: Hashable {
                case hero(PostID)
                case list(count: Int, title: String?)
                case footer
            }

            final class FeedViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<FeedSection, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [unowned self] index, _ in
                        let height: CGFloat
                        switch self.dataSource.snapshot().sectionIdentifiers[index] {
                        case .hero: height = 200
                        case .list(let count, _): height = 50 + CGFloat(count)
                        case .footer: height = 30
                        }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1,1,1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // hero 200 at y 0; list 50 + 0 (the count's placeholder) at y 200; footer 30 at y 250.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 200], [0, 200, 375, 50], [0, 250, 375, 30]])
        XCTAssertTrue(run.stderr.contains("drawn with one section per case of FeedSection (hero, list, footer), the values of hero, list placeholders"), run.stderr)
        // The cases can be named too: list, hero.
        let named = try CLI.run(["frames", file, "--items", "1,1", "--section-kinds", "list,hero"], in: directory)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try cells(named.stdout), [[0, 0, 375, 50], [0, 50, 375, 200]])
    }

    /// An app package's open base class generic over a pod's protocol (`open class BaseScreen<R>: UIViewController
    /// where R: Reactor`, a `public var theme: PodTheme?`), and a visible-items handler that only reports to an Rx subject: the protocol is stood in
    /// for (public, so open API may name it; the requirement dropped, as no app type can meet it), the report is
    /// not taken — and the layout draws.
    func testAnOpenBaseClassOverAPodsProtocolAndAnRxReportAreCarried() throws {
        try write("Base/BaseScreen.swift", """
            import UIKit
            import PodKit

            open class BaseScreen<R>: UIViewController where R: Reactor {
                public typealias Store = R
                public var store: R?
                public var theme: PodTheme?
                public init() { super.init(nibName: nil, bundle: nil) }
                required public init?(coder: NSCoder) { fatalError("not used") }
            }

            """)
        let file = try write("Vote/VoteScreen.swift", """
            import UIKit
            import PodKit

            final class VoteReactor: Reactor {}

            final class VoteScreen: BaseScreen<VoteReactor> {
                let shown = PublishSubject<Int>()

                func makeLayout() -> UICollectionViewLayout {
                    print(theme as Any)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(view.bounds.width / 3), heightDimension: .absolute(100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.visibleItemsInvalidationHandler = { [weak self] items, _, _ in
                        self?.shown.onNext(items.count)
                    }
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Groups 375 / 3 = 125 wide, 100 tall, one item each, one below the other.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 125, 100], [0, 100, 125, 100]])
        XCTAssertTrue(run.stderr.contains("stood in for names declared in no Swift file of the module: PodTheme (a type: an object answering any member), Reactor (a type: an object answering any member)"), run.stderr)
    }
}
