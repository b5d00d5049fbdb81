import Foundation
import XCTest

/// App code as it sits around layouts in real projects (seen in public sample apps): a collection-view subclass
/// that sets its own layout in `commonInit()` and keeps UIKit controls, a base view controller whose
/// `createLayout()` only traps, UIKit names layout programs do not have. Each through the binary, in a module of
/// its own (a folder holding `App.xcodeproj`).
final class AppCodeTests: AppModuleTestCase {
    func testACollectionViewSubclassThatSetsItsLayoutInCommonInit() throws {
        // The layout is the expression in commonInit(). The initialiser can be called without arguments, so it
        // comes along (it makes the owner) — and with it Swift's required `init?(coder:)`, which the class must then
        // provide. The spinner is a UIKit control kept as a stored property, started by commonInit().
        let file = try write("ShelfView.swift", """
            import UIKit

            final class ShelfView: UICollectionView {
                var columns = 3
                let spinner = UIActivityIndicatorView(style: .large)
                let refresher = UIRefreshControl()

                override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout = UICollectionViewLayout()) {
                    super.init(frame: frame, collectionViewLayout: layout)
                    commonInit()
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                func commonInit() {
                    setCollectionViewLayout(UICollectionViewCompositionalLayout(sectionProvider: section), animated: false)
                    spinner.startAnimating()
                }

                func section(_ index: Int, _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
                    let rowHeight = max(frame.height, 300) / CGFloat(columns)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                        heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "ShelfView.commonInit", "--items", "4"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The owner is made with init(): frame .zero, so rows are max(0, 300) / 3 = 100 tall; three columns of
        // 375 / 3 = 125 (the default view is 375 pt wide); item 3 starts the second row at y 100.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 125, 100], [125, 0, 125, 100], [250, 0, 125, 100], [0, 100, 125, 100]])
    }

    func testAPropertyNamedLikeAnInitialiserLabelDoesNotBringTheInitialiser() throws {
        // The layout reads `frame` (a property) and calls NSCollectionLayoutGroupCustomItem(frame:); WallView's own
        // `init(frame:collectionViewLayout:)` is called by no code the layout runs, so it — and the auto layout it
        // sets up, which layout programs do not have — stays out.
        let file = try write("Wall.swift", """
            import UIKit

            final class WallView: UICollectionView {
                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
                    super.init(frame: frame, collectionViewLayout: layout)
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([heightAnchor.constraint(equalToConstant: 300)])
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                func makeLayout() -> UICollectionViewLayout {
                    let side = max(frame.width, 120)
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(side), heightDimension: .absolute(side))
                    // A custom item is made with (frame:): that wants NSCollectionLayoutGroupCustomItem's initialiser,
                    // not WallView's init(frame:collectionViewLayout:).
                    let group = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in
                        [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: side, height: side))]
                    }
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The owner is made with init() (frame .zero): max(0, 120) = 120-pt square, at the leading edge.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 120, 120]])
    }

    func testSwipeActionCodeAndADelegateCallbackBesideAList() throws {
        // The swipe-actions provider is layout configuration, so its code is compiled: it reaches for a cell
        // (none on screen here), animates, sets a custom-view accessory and the action's image. The delegate
        // callback collectionView(_:didSelectItemAt:) shares its name with the collectionView property, but UIKit
        // never calls it here, so its navigation code (not in layout programs) stays out.
        let file = try write("People.swift", """
            import UIKit

            final class PeopleViewController: UIViewController {
                var collectionView: UICollectionView!

                func createLayout() -> UICollectionViewLayout {
                    var config = UICollectionLayoutListConfiguration(appearance: .plain)
                    config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.swipe(indexPath) }
                    return UICollectionViewCompositionalLayout.list(using: config)
                }

                func swipe(_ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let star = UIContextualAction(style: .normal, title: "Star") { [weak self] _, _, done in
                        if let cell = self?.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell {
                            UIView.animate(withDuration: 0.2) {
                                let badge = UIImageView(image: UIImage(systemName: "star.fill"))
                                cell.accessories = [.disclosureIndicator(displayed: .always),
                                                    .customView(configuration: .init(customView: badge, placement: .trailing()))]
                            }
                        }
                        done(true)
                    }
                    star.image = UIImage(systemName: "star.fill")
                    return UISwipeActionsConfiguration(actions: [star])
                }
            }

            extension PeopleViewController: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    navigationController?.pushViewController(UIViewController(), animated: true)
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // A plain list: rows at their 44-pt estimate, full width (375), one under the other.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 44], [0, 44, 375, 44]])
    }

    func testABaseClassWhoseLayoutOnlyTrapsIsNotALayout() throws {
        let file = try write("Base.swift", """
            import UIKit

            class CollectionScreen: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    fatalError("Override createLayout() to provide the screen's layout")
                }
            }

            final class GridScreen: CollectionScreen {
                override func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                        subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let list = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertFalse(list.stdout.contains("CollectionScreen.createLayout"), list.stdout)
        XCTAssertTrue(list.stdout.contains("GridScreen.createLayout"), list.stdout)
        // With one whole layout left, no --layout is needed: two columns of 80-pt rows, 375 / 2 = 187.5 floored to
        // the 1/3-pt grid of the 3x phone on the default release (iOS 18, decision 57): 562 / 3 = 187.333.
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let half = 562.0 / 3
        XCTAssertEqual(try cells(run.stdout), [[0, 0, half, 80], [half, 0, half, 80]])
    }

    func testAUIKitNameLayoutProgramsDoNotHaveIsSaidSo() throws {
        let file = try write("Tiles.swift", """
            import UIKit

            enum Tiles {
                static var side: CGFloat { CGFloat(UITableView.automaticDimension) }

                static func layout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(side), heightDimension: .absolute(side))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Tiles.swift:4:40: error: cannot find 'UITableView' in scope — UITableView is a part of UIKit"),
                      run.stderr)
        XCTAssertFalse(run.stderr.contains("--with"), run.stderr)
    }

    func testACollectionViewSetUpWhereItIsMadeKeepsItsViewAndScrollViewProperties() throws {
        // The layout reads `collectionView`, so its lazy closure comes along whole, with everything an app sets
        // there. What is set is kept: the layout picks its columns from alwaysBounceVertical.
        let file = try write("ShelfViewController.swift", """
            import UIKit

            final class ShelfViewController: UIViewController {
                lazy var collectionView: UICollectionView = {
                    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600),
                                                collectionViewLayout: UICollectionViewLayout())
                    view.translatesAutoresizingMaskIntoConstraints = false
                    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.backgroundColor = .systemBackground
                    view.alwaysBounceVertical = true
                    view.showsHorizontalScrollIndicator = false
                    view.keyboardDismissMode = .onDrag
                    view.contentInsetAdjustmentBehavior = .never
                    view.contentInset.bottom = 20
                    view.layer.cornerRadius = 12
                    view.layer.borderColor = UIColor.gray.cgColor
                    view.delegate = self
                    return view
                }()

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [unowned self] _, _ in
                        let columns: CGFloat = self.collectionView.alwaysBounceVertical ? 3 : 2
                        let side = self.collectionView.bounds.width / columns
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(50)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            extension ShelfViewController: UICollectionViewDelegate {}

            """)
        let run = try CLI.run(["frames", file, "--items", "4"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // alwaysBounceVertical kept true: 3 columns of 300 / 3 = 100 pt (the collection view's own frame), 50 tall,
        // three to a 375 pt row (3 × 100 = 300 ≤ 375 < 400): item 3 starts the second row at y 50.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 100, 50], [100, 0, 100, 50], [200, 0, 100, 50], [0, 50, 100, 50]])
    }

    func testAModuleFileThatDoesNotParseIsLeftOut() throws {
        // A code generator's fragment beside the screen: Xcode compiles no such file. The layout resolves; a name
        // only a file left out declared is reported missing with that file's syntax error.
        _ = try write("AutoDelegate.generated.swift", """
            // sourcery:inline:ShelfCellDelegate.AutoDelegate
            shelfCell(_ cell: ShelfCell, didTap button: UIButton)
            // sourcery:end

            """)
        let file = try write("Rows.swift", """
            import UIKit

            func rows() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Full-width rows of 44 on the default 375 pt view: row 1 at y 44.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 44], [0, 44, 375, 44]])

        _ = try write("Sizes.swift", """
            enum Sizes {
                static let row: CGFloat = 44
            }
            shelfCell(_ cell: ShelfCell, didTap button: UIButton)

            """)
        let sized = try write("Sized.swift", """
            import UIKit

            func sized() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Sizes.row))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let missing = try CLI.run(["frames", sized], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Sized.swift:4:103: error: cannot find 'Sizes' in scope — declared in none of"), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("(2 files of the module left out: they do not parse at "), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("AutoDelegate.generated.swift:2:"), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("Sizes.swift:4:"), missing.stderr)
    }

    /// A layout's program is read from the files its names reach (`FileReach`, issue 32): a member of an extension of
    /// a UIKit type that the layout uses without naming the type (`.absolute(.gutter)`) still brings its file, and a
    /// name no file declares is said missing from the whole module, not from the files that were read.
    func testAMemberOfAPlatformExtensionInAnotherFileIsReachedAndAMissingNameIsTheModules() throws {
        try write("Gutter.swift", """
            import UIKit

            extension CGFloat {
                static let gutter: CGFloat = 30
            }

            """)
        try write("Palette.swift", "enum Palette {\n    static let accent = \"blue\"\n}\n")
        let file = try write("Rows.swift", """
            import UIKit

            func rows() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(.gutter))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of 30, full width of the default 375 pt view: row 1 at y 30. Read from Rows.swift and Gutter.swift.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 30], [0, 30, 375, 30]])
        XCTAssertTrue(run.stderr.contains("Rows.swift: its program read from 2 of 3 Swift files of its module"), run.stderr)

        let typo = try write("Typo.swift", """
            import UIKit

            func typo() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Sizes.row))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }

            """)
        // Read alone (nothing of the module declares Sizes), but the module has 4 files, all read for the names.
        let missing = try CLI.run(["frames", typo], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("cannot find 'Sizes' in scope — declared in none of the 4 Swift files read"), missing.stderr)
    }

    /// The extension of a layout's own class in another file is reached by the class's name (`FileSummary.declares`
    /// holds the types a file's extensions extend), so what the layout uses from it is in its program.
    func testAnExtensionOfTheLayoutsClassInAnotherFileIsReached() throws {
        try write("FeedViewController+Metrics.swift", """
            import UIKit

            extension FeedViewController {
                var rowHeight: CGFloat { 50 }
            }

            """)
        let file = try write("FeedViewController.swift", """
            import UIKit

            final class FeedViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows of 50 on the default 375 pt view: row 1 at y 50.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 50], [0, 50, 375, 50]])
    }

    func testTheAppsOwnPackageTargetsAreReadForTheNamesItImports() throws {
        // An app split into local Swift packages: the screen imports FeedKit (Packages/FeedKit/Sources/FeedKit),
        // which imports CoreKit (another package of the app). Xcode builds both with the app; so does the layout
        // program. A file in FeedKit's sibling target FeedUI sees FeedKit the same way.
        let fm = FileManager.default
        for folder in ["App", "Packages/FeedKit/Sources/FeedKit", "Packages/FeedKit/Sources/FeedUI", "Packages/CoreKit/Sources/CoreKit"] {
            try fm.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        _ = try write("Packages/FeedKit/Package.swift", "// swift-tools-version:5.9\n")
        _ = try write("Packages/CoreKit/Package.swift", "// swift-tools-version:5.9\n")
        _ = try write("Packages/CoreKit/Sources/CoreKit/Spacing.swift", """
            import Foundation

            public enum Spacing {
                public static let gap: CGFloat = 12
            }

            """)
        _ = try write("Packages/FeedKit/Sources/FeedKit/FeedMetrics.swift", """
            import UIKit
            @_exported import struct CoreKit.Spacing
            import CoreKit

            public enum FeedMetrics {
                public static let rowHeight: CGFloat = 60 + Spacing.gap
            }

            """)
        let row = """
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(FeedMetrics.rowHeight))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Spacing.gap
                return UICollectionViewCompositionalLayout(section: section)
            """
        let screen = try write("App/FeedViewController.swift", """
            import UIKit
            import FeedKit
            import CoreKit

            final class FeedViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
            \(row)
                }
            }

            """)
        // Rows of 60 + 12 = 72, 12 apart: row 1 at y 72 + 12 = 84, full width of the 375 pt default view.
        let run = try CLI.run(["frames", screen, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 72], [0, 84, 375, 72]])

        let grid = try write("Packages/FeedKit/Sources/FeedUI/FeedGrid.swift", """
            import UIKit
            import FeedKit
            import CoreKit

            public func feedGrid() -> UICollectionViewLayout {
            \(row)
            }

            """)
        let inPackage = try CLI.run(["frames", grid, "--items", "2"], in: directory)
        XCTAssertEqual(inPackage.status, 0, inPackage.stderr)
        XCTAssertEqual(try cells(inPackage.stdout), [[0, 0, 375, 72], [0, 84, 375, 72]])

        // A name none of them declares: missing from the files read (FeedKit's among them), not blamed on FeedKit
        // as a package layout programs cannot have.
        let typo = try write("App/TypoViewController.swift", """
            import UIKit
            import FeedKit

            final class TypoViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: FeedSections.main)
                }
            }

            """)
        let missing = try CLI.run(["frames", typo], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("TypoViewController.swift:6:54: error: cannot find 'FeedSections' in scope — declared in none of"),
                      missing.stderr)
        XCTAssertFalse(missing.stderr.contains("which layout programs cannot use"), missing.stderr)
    }

    func testAGenericOwnersLayoutSaysWhyItCannotBeCalledAndARequirementIsNoLayout() throws {
        // An adapter generic over the app's section type builds its layout from `Section.allCases`: which Section is
        // chosen where the app makes the adapter. A protocol's requirement has no code to run; its conforming
        // type's member is the layout.
        let file = try write("Adapter.swift", """
            import UIKit

            protocol SectionMaking {
                func makeSection() -> NSCollectionLayoutSection
                var layout: UICollectionViewLayout { get }
            }

            final class Adapter<Section: CaseIterable>: NSObject {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in Rows().makeSection() }
                }
            }

            extension Adapter {
                var plain: UICollectionViewLayout { UICollectionViewCompositionalLayout(section: Rows().makeSection()) }
            }

            func grid<Cell>(of cell: Cell.Type = Cell.self) -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: Rows().makeSection())
            }

            struct Rows: SectionMaking {
                var layout: UICollectionViewLayout { UICollectionViewCompositionalLayout(section: makeSection()) }
                func makeSection() -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }

            """)
        let listed = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let names = listed.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(names, ["Adapter.createLayout", "Adapter.plain", "grid", "Rows.layout", "Rows.makeSection"])
        XCTAssertTrue(listed.stdout.contains("layout (is a member of the generic type Adapter<Section: CaseIterable>, whose type "
                                             + "arguments are chosen where the app makes one)"), listed.stdout)
        XCTAssertEqual(listed.stdout.components(separatedBy: "generic type Adapter<Section: CaseIterable>").count, 3, listed.stdout)
        XCTAssertTrue(listed.stdout.contains("layout (is generic (<Cell>): its type arguments are chosen where the app calls it)"),
                      listed.stdout)
        let run = try CLI.run(["frames", file, "--layout", "Adapter.createLayout"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Adapter.swift:9:10: Adapter.createLayout is a member of the generic type "
                                          + "Adapter<Section: CaseIterable>"), run.stderr)
        // The section builder of the plain type still draws: full-width rows of 44 on the 375 pt default view.
        let rows = try CLI.run(["frames", file, "--layout", "Rows.makeSection", "--items", "2"], in: directory)
        XCTAssertEqual(rows.status, 0, rows.stderr)
        XCTAssertEqual(try cells(rows.stdout), [[0, 0, 375, 44], [0, 44, 375, 44]])
    }

    func testARegistrationHandlerTheOwnersInitialiserSetsUpCompiles() throws {
        // init() sets up the registration, so the program holds its handler: text properties and an accessory's
        // options must compile (the handler itself never runs: no cell is made).
        let file = try write("FoldersViewController.swift", """
            import UIKit

            final class FoldersViewController: UIViewController {
                var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>?

                init() {
                    super.init(nibName: nil, bundle: nil)
                    configureDataSource()
                }
                required init?(coder: NSCoder) { fatalError("no storyboard") }

                func configureDataSource() {
                    registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                        var content = cell.defaultContentConfiguration()
                        content.text = name
                        content.textProperties.color = .secondaryLabel
                        content.textProperties.numberOfLines = 2
                        content.secondaryTextProperties.alignment = .center
                        cell.contentConfiguration = content
                        cell.accessories = [.outlineDisclosure(options: .init(style: .header)),
                                            .label(text: "3", options: .init(tintColor: .gray))]
                    }
                }

                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                        subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "FoldersViewController.createLayout", "--items", "3"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Two columns of 375 / 2 = 187.5 floored to the 3x grid (iOS 18): 562 / 3; 80 tall: item 2 starts the
        // second row at y 80.
        let half = 562.0 / 3
        XCTAssertEqual(try cells(run.stdout), [[0, 0, half, 80], [half, 0, half, 80], [0, 80, half, 80]])
    }

    func testItemCountsComeFromTheTypesOwnDataSourceMethodsWhenWrittenAsNumbers() throws {
        // The older data-source API, answered with numbers: 3 sections; section 0 has 2 items, section 1 a count the
        // code computes (not known here: the default 8), the others 1. Rows 40 pt, 10 pt below each section:
        // section 0 at y 0 and 40 (ends 80 + 10); section 1 from 90, 8 rows to 410 (+ 10); section 2 at 420.
        let file = try write("SettingsViewController.swift", """
            import UIKit

            final class SettingsViewController: UIViewController, UICollectionViewDataSource {
                var rows: [String] = []

                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
                    return UICollectionViewCompositionalLayout(section: section)
                }

                func numberOfSections(in collectionView: UICollectionView) -> Int {
                    return 3
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    switch section {
                    case 0: return 2
                    case 1: return rows.count
                    default: return 1
                    }
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    fatalError("not drawn")
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let ys = try cells(run.stdout).map { $0[1] }
        XCTAssertEqual(ys, [0, 40] + (0..<8).map { 90 + Double($0) * 40 } + [420])
        // Given counts win over the stated ones.
        let given = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(try cells(given.stdout).map { $0[1] }, [0])
        // A type that also makes a diffable data source shows that one's items: its own methods are not read.
        let diffable = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "    var rows: [String] = []",
            with: "    var rows: [String] = []\n    var source: UICollectionViewDiffableDataSource<Int, Int>?")
        try diffable.write(toFile: file, atomically: true, encoding: .utf8)
        let defaults = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(try cells(defaults.stdout).map { $0[1] }, (0..<8).map { Double($0) * 40 }, defaults.stderr)
    }
}
