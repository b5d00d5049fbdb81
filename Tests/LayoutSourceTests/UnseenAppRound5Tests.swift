import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, fifth round (issue 31, session 10, after measuring nine new apps): code around a layout
/// that does not compile in a layout program (a pod's members, an Objective-C framework's classes, Core Data's),
/// left out unless the layout runs it; deeply nested code; a list of section identifiers the owner keeps; an
/// enum parameter; a property that reads the collection view's layout; object literals. Each through the binary,
/// in a module of its own. The code is ours, written the way apps write it.
final class UnseenAppRound5Tests: AppModuleTestCase {
    /// One full-width item per group, `height` tall: the layout most of these tests draw.
    private static let rows = """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        """

    /// Code nested 30 deep (a completion handler in a dismiss handler in a queue block…, as apps' actions are):
    /// swift-syntax's debug build stopped at 20 levels and called the rest a syntax error, so the file and its
    /// layout were left out.
    func testDeeplyNestedCodeIsRead() throws {
        var nested = ""
        for level in 0..<30 { nested += String(repeating: " ", count: 8 + level) + "perform {\n" }
        nested += String(repeating: " ", count: 38) + "done()\n"
        for level in (0..<30).reversed() { nested += String(repeating: " ", count: 8 + level) + "}\n" }
        let file = try write("Actions.swift", """
            import UIKit

            func perform(_ body: () -> Void) { body() }
            func done() {}

            final class ActionsScreen: UIViewController {
                func run() {
            \(nested)    }

                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = 40
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Two groups 40 tall, one after the other, 375 wide.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 40], [0, 40, 375, 40]])
    }

    /// The layout reads the screen's data source, whose maker sets a prefetch handler that makes an Objective-C
    /// framework's operation (`AsyncBlockOperation`, declared in no Swift file) and sets up a cell, whose setup
    /// reads a theming pod's member on UIKit's label (`theme_textColor`). Neither body runs while the layout is
    /// built: both are left out, the layout draws, and `--verbose` says what was left out. It failed with "cannot
    /// find 'AsyncBlockOperation' in scope — the file imports …", blaming the layout.
    func testCodeTheLayoutNeverRunsIsLeftOutWhenItDoesNotCompile() throws {
        let file = try write("Shots.swift", """
            import UIKit
            import PrefetchKit
            import ThemeKit

            final class ShotCell: UICollectionViewCell {
                let caption = UILabel()
                func configure() {
                    caption.theme_textColor = "Caption.text"
                }
            }

            final class ShotsScreen: UIViewController {
                var prefetchHandler: ((Int) -> Operation?)?
                let cell = ShotCell()
                lazy var dataSource = makeDataSource()

                func makeDataSource() -> Int {
                    prefetchHandler = { index in
                        self.cell.configure()
                        return AsyncBlockOperation { operation in
                            operation.finish()
                        }
                    }
                    return 0
                }

                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = dataSource == 0 ? 120 : 10
            \(Self.rows)
                    group.interItemSpacing = .fixed(0)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 10
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Groups 120 tall, 10 apart: y 0 and 130.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 120], [0, 130, 375, 120]])
        XCTAssertTrue(run.stderr.contains("left out code that does not compile in a layout program"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Shots.swift:20:"), run.stderr)   // AsyncBlockOperation
        XCTAssertTrue(run.stderr.contains("Shots.swift:8:"), run.stderr)    // theme_textColor
    }

    /// The same kind of body, run by the layout (its height comes from a helper that asks a theming pod): the
    /// layout is not drawn from code that was not there — the line is the compiler's error at its place, said as
    /// a failed compile says it (here: the file's import is the pod's). A plain type error in a helper the layout
    /// runs is the compiler's line, with whose code it is and what to do.
    func testCodeTheLayoutRunsIsTheCompilerError() throws {
        try write("Spacing.swift", """
            import UIKit

            enum Spacing {
                static func gap() -> CGFloat {
                    return "wide"
                }
            }

            """)
        let file = try write("Themed.swift", """
            import UIKit
            import ThemeKit

            enum Metrics {
                static func rowHeight() -> CGFloat {
                    return ThemeManager.current.rowHeight
                }
            }

            final class ThemedScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height = Metrics.rowHeight()
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Themed.swift:6:16: error: cannot find 'ThemeManager' in scope"), run.stderr)
        XCTAssertTrue(run.stderr.contains("' in scope — the file imports ThemeKit, which layout programs cannot use"), run.stderr)
        // The helper with the type error, run by a layout of its own.
        let gap = try write("Gaps.swift", """
            import UIKit

            final class GapsScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height = Spacing.gap()
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let typed = try CLI.run(["frames", gap], in: directory)
        XCTAssertEqual(typed.status, 2, typed.stdout)
        XCTAssertEqual(typed.stderr.split(separator: "\n").count, 1, typed.stderr)
        XCTAssertTrue(typed.stderr.contains("Spacing.swift:5:16: error: cannot convert return expression of type 'String' to return type 'CGFloat' (code GapsScreen.makeLayout runs); draw it from a spec instead"), typed.stderr)
    }

    /// An error in the layout's own declaration is never left out: it stays the compiler's line at its place.
    func testAnErrorInTheLayoutsOwnCodeStaysAnError() throws {
        let file = try write("Own.swift", """
            import UIKit

            final class OwnScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = "tall"
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("Own.swift:5:"), run.stderr)
        XCTAssertFalse(run.stderr.contains("runs this code"), run.stderr)
    }

    /// A file-level declaration whose own text does not compile here (a C callback of Core Foundation's type, a
    /// model built with Core Data's request type): the declaration is left out, then the code using it, and the
    /// layout — which uses neither — draws. `NSFetchRequest` has the platform's prefix but comes from a framework
    /// the file imports and layout programs lack, so it is stood in for, as a pod's type is.
    func testADeclarationThatDoesNotCompileHereIsLeftOutWithItsUsers() throws {
        try write("Store.swift", """
            import Foundation
            import CoreData

            private let migrationCallback: @convention(c) (CFNotificationCenter?, UnsafeMutableRawPointer?) -> Void = { _, _ in }

            final class Store {
                static let shared = Store()
                var request: NSFetchRequest<NSNumber>?
                init() {
                    CFNotificationCenterAddObserver(nil, nil, migrationCallback, nil, nil, .deliverImmediately)
                }
                var spacing: CGFloat { 12 }
            }

            """)
        let file = try write("Shelf.swift", """
            import UIKit

            final class ShelfScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = 60
            \(Self.rows)
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = 12
                    return UICollectionViewCompositionalLayout(section: section)
                }
                lazy var store = Store.shared
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Groups 60 tall, 12 apart: y 0 and 72.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 60], [0, 72, 375, 60]])
    }

    /// The owner keeps its section identifiers (`var shownSections: [Part] = []`, filled from data at run time) and
    /// the provider indexes them with the section index: drawn with one section per case, as for a data source's
    /// identifiers (it crashed with "Index out of range").
    func testSectionIdentifiersTheOwnerKeepsAreDrawnOnePerCase() throws {
        let file = try write("Guide.swift", """
            import UIKit

            enum Part { case spots, activities }

            final class GuideScreen: UIViewController {
                private var shownSections: [Part] = []

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let self else { return nil }
                        let height: CGFloat
                        switch self.shownSections[index] {
                        case .spots: height = 100
                        case .activities: height = 50
                        }
            \(Self.rows)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Two sections (spots, activities) of 8 items each (the default): 8 rows 100 tall, then 8 rows 50 tall from
        // y 800; the first of each: y 0 and 800.
        let frames = try cells(run.stdout)
        XCTAssertEqual(frames.count, 16)
        XCTAssertEqual(frames[0], [0, 0, 375, 100])
        XCTAssertEqual(frames[8], [0, 800, 375, 50])
        XCTAssertTrue(run.stderr.contains("one section per case of Part (spots, activities)"), run.stderr)
        // Named kinds still choose: activities alone.
        let named = try CLI.run(["frames", file, "--section-kinds", "activities", "--items", "1"], in: directory)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try cells(named.stdout), [[0, 0, 375, 50]])
    }

    /// A layout function taking one of the app's enums: drawn with its first case when none is given (a default that
    /// draws), a note saying so; a given case still wins.
    func testAnEnumParameterIsDrawnWithItsFirstCase() throws {
        let file = try write("Frames.swift", """
            import UIKit

            enum FrameKind { case tall, short }

            final class FramesScreen: UIViewController {
                func createLayout(kind: FrameKind) -> UICollectionViewLayout {
                    let height: CGFloat = kind == .tall ? 90 : 30
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 90]])
        XCTAssertTrue(run.stderr.contains("drawn with kind = tall, the first case of its type"), run.stderr)
        let given = try CLI.run(["frames", file, "--items", "1", "--arg", "kind=short"], in: directory)
        XCTAssertEqual(given.status, 0, given.stderr)
        XCTAssertEqual(try cells(given.stdout), [[0, 0, 375, 30]])
    }

    /// `override var collectionViewLayout: UICollectionViewCompositionalLayout { collectionView.collectionViewLayout
    /// as! UICollectionViewCompositionalLayout }` reads the layout the collection view has; it builds none, so it is
    /// not a layout (it was listed, then crashed). `#colorLiteral` in the layout's file compiles.
    func testAPropertyCastingTheCollectionViewsLayoutIsNotALayout() throws {
        let file = try write("Detail.swift", """
            import UIKit

            final class DetailScreen: UICollectionViewController {
                override var collectionViewLayout: UICollectionViewCompositionalLayout {
                    return self.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
                }

                let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = tint == .red ? 10 : 70
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let table = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("DetailScreen.makeLayout"), table.stdout)
        XCTAssertFalse(table.stdout.contains("DetailScreen.collectionViewLayout"), table.stdout)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 70]])
    }
    /// An owner made without its initialisers whose stored properties have observers (`var kind: Kind { didSet … }`,
    /// no value: it was "class has no initializers"), a wrapper of a module programs lack (`@Published`: "unknown
    /// attribute", and the layout reads the property), and a property captured by name (`[spacing]`: the capture
    /// of the property made optional did not compile; now it reads as the app's code reads it, and says so).
    func testAnOwnerMadeWithoutItsInitialisers() throws {
        let file = try write("Catalog.swift", """
            import UIKit
            import Combine

            final class CatalogScreen: UIViewController {
                enum Kind { case grid, list }
                var kind: Kind { didSet { view.setNeedsLayout() } }
                @Published var query: String?
                let spacing: CGFloat

                init(kind: Kind, spacing: CGFloat) {
                    self.kind = kind
                    self.spacing = spacing
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }

                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = query == nil ? 44 : 60
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }

                func makeSpacedLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [spacing] _, _ in
                        let height: CGFloat = 44
            \(Self.rows)
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = spacing
                        return section
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "CatalogScreen.makeLayout", "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // No query: rows 44 tall, y 0 and 44.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 44], [0, 44, 375, 44]])
        let spaced = try CLI.run(["frames", file, "--layout", "CatalogScreen.makeSpacedLayout"], in: directory)
        XCTAssertEqual(spaced.status, 2, spaced.stdout)
        XCTAssertTrue(spaced.stderr.contains("CatalogScreen.makeSpacedLayout reads spacing, a stored property of CatalogScreen that its initialiser sets"),
                      spaced.stderr)
    }
    /// Xcode's generated asset symbols: the module's asset catalog holds colour sets `GradientBottom` and
    /// `AccentColor` (in a group folder) and an image set `Banner Image`; the layout names `UIColor(resource:
    /// .gradientBottom)`, `.accent` and `UIImage.banner`, which no Swift file declares (it failed with "type
    /// 'ColorResource' has no member 'gradientBottom'"-like errors in the layout's own code).
    func testXcodesAssetSymbolsAreDeclared() throws {
        for folder in ["Assets.xcassets/GradientBottom.colorset", "Assets.xcassets/Brand/AccentColor.colorset",
                       "Assets.xcassets/Banner Image.imageset"] {
            try write(folder + "/Contents.json", "{}")
        }
        try write("Theme.swift", """
            import UIKit

            enum Theme { static let rowHeight: CGFloat = 50 }

            """)
        let file = try write("Assets.swift", """
            import UIKit

            final class BrandScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                    configuration.backgroundColor = UIColor(resource: .gradientBottom)
                    let accent: UIColor = .accent
                    let banner = UIImage.banner
                    let height: CGFloat = accent == accent && banner.size.width > 0 ? Theme.rowHeight : 10
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Rows 50 tall (the image is there, 1 pt wide): y 0 and 50.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 50], [0, 50, 375, 50]])
        XCTAssertEqual(AssetSymbols.symbol(for: "AccentColor"), "accent")
        XCTAssertEqual(AssetSymbols.symbol(for: "Banner Image"), "banner")
        XCTAssertEqual(AssetSymbols.symbol(for: "brand-blue"), "brandBlue")
        XCTAssertEqual(AssetSymbols.symbol(for: "2x Icon"), "_2xIcon")
    }
}
