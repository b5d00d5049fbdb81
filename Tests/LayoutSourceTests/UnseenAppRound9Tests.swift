import Foundation
import XCTest

/// Apps never seen before, ninth round (issue 31, session 14): a package's configuring helper on UIKit's objects
/// (`UILabel().then { … }`, imported in one file of the app), a subclass of a foreign framework's view overriding
/// that framework's initialiser, an initialiser called without its defaulted first argument, and an extension of a
/// type alias as SwiftGen writes asset code. Through the binary, in a module of its own; the code is ours, written
/// the way such apps write it.
final class UnseenAppRound9Tests: AppModuleTestCase {
    private let gridView = """
        import UIKit

        final class TileMetrics: NSObject {
            var columns = 1
            var height: CGFloat = 10
        }

        protocol HoldsCollectionView {
            var collectionView: UICollectionView { get }
        }

        final class GridView: UIView, HoldsCollectionView {
            private let metrics = TileMetrics().then {
                $0.columns = 5
                $0.height = 60
            }

            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout()).then {
                $0.backgroundColor = .clear
                $0.contentInset = .zero
            }

            func makeLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(metrics.columns)),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .absolute(metrics.height)),
                                                               subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }

        """

    /// The app imports its configuring package once (`import Then` in AppDelegate.swift) and calls `then` on its own
    /// `NSObject` and on UIKit's views in another file: Swift shows that package's `NSObject` extension in every
    /// file. The call is stood in for by one that runs the closure on the object and returns it, so the lazy
    /// property keeps its type (the protocol `HoldsCollectionView` is met) and the metrics are what the closure set.
    /// Before: `value of type 'TileMetrics' has no member 'then'`, the properties left out, and "type 'GridView' does
    /// not conform to protocol 'HoldsCollectionView'".
    func testAPackagesConfiguringCallRunsItsClosureAndKeepsTheType() throws {
        try write("AppDelegate.swift", """
            import UIKit
            import Then

            final class AppDelegate: UIResponder {}

            """)
        let file = try write("GridView.swift", gridView)
        let run = try CLI.run(["frames", file, "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 5 columns (the closure's): 375 / 5 = 75 wide, 60 high; the default 8 items in two rows.
        let expected: [[Double]] = (0..<8).map { (i: Int) -> [Double] in [Double(75 * (i % 5)), Double(60 * (i / 5)), 75, 60] }
        XCTAssertEqual(try cells(run.stdout), expected)
        XCTAssertTrue(run.stderr.contains("then (a configuring call: runs its closure on the object, returns it)"), run.stderr)
    }

    /// With no module imported that programs lack, a missing `then` is the app's own error, at its place.
    func testWithoutAPackageAMissingMemberStaysTheCompilersError() throws {
        let file = try write("GridView.swift", gridView)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("GridView.swift:13:41: error: value of type 'TileMetrics' has no member 'then'"), run.stderr)
    }

    /// A view of MapKit's (`MKAnnotationView`, declared in no Swift file) subclassed with an override of its own
    /// initialiser `init(annotation:reuseIdentifier:)`, made as a stored property of the screen: the stand-in base
    /// class declares the initialisers its subclasses override, so the override compiles and its body runs. Before:
    /// "initializer does not override a designated initializer from its superclass".
    func testAForeignBaseClassDeclaresTheInitialisersItsSubclassesOverride() throws {
        let file = try write("MapScreen.swift", """
            import UIKit
            import MapKit

            final class PinView: MKAnnotationView {
                override init(annotation: MKAnnotation?, reuseIdentifier identifier: String?) {
                    super.init(annotation: annotation, reuseIdentifier: identifier)
                    frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                }

                // UIView's own, with an inner name: the stand-in declares `init(frame:)` once.
                override init(frame aFrame: CGRect) {
                    super.init(frame: aFrame)
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }

            final class MapScreen: UIViewController {
                let pin = PinView(annotation: nil, reuseIdentifier: "pin")

                func layout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(pin.frame.width * 2),
                                                                        heightDimension: .absolute(pin.frame.height)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .absolute(30)),
                                                                   subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The override's frame: items 60 × 30, six to a 375-pt row (360); the default 8 items.
        let expected: [[Double]] = (0..<8).map { (i: Int) -> [Double] in [Double(60 * (i % 6)), Double(30 * (i / 6)), 60, 30] }
        XCTAssertEqual(try cells(run.stdout), expected)
    }

    /// `BadgeLabel(size: 20, color: .white)` calls `init(text: String? = nil, size:, color:)` without its first,
    /// defaulted argument: that initialiser is taken (before: "argument passed to call that takes no arguments", the
    /// property left out, and the layout stopped where it read it). Its body assigns a `UIFont?` to `font`, which UIKit
    /// declares `UIFont!`. SwiftGen-style assets extend `ColorAsset.Color`, a type alias of `UIColor`: that is an
    /// extension of UIColor, and its `init?(asset:)` is taken. And `IndexPath(row:section:)`, UIKit's, is there.
    func testAnInitialiserWithADefaultedFirstArgumentAndAnExtensionOfATypeAlias() throws {
        try write("Assets.swift", """
            import UIKit

            public final class ColorAsset {
                public fileprivate(set) var name: String
                public typealias Color = UIColor
                public private(set) lazy var color: Color = {
                    guard let color = Color(asset: self) else { fatalError("no color \\(name)") }
                    return color
                }()
                fileprivate init(name: String) { self.name = name }
            }

            public extension ColorAsset.Color {
                convenience init?(asset: ColorAsset) {
                    self.init(named: asset.name)
                }
            }

            enum Asset {
                static let accent = ColorAsset(name: "Accent")
            }

            extension UIFont {
                static func theme(ofSize size: CGFloat) -> UIFont? { UIFont(name: "Theme-Regular", size: size) }
            }

            """)
        let file = try write("BadgeScreen.swift", """
            import UIKit

            class BadgeLabel: UILabel {
                convenience init(text: String? = nil, size: CGFloat, color: UIColor?) {
                    self.init()
                    self.text = text
                    font = .theme(ofSize: size)
                    textColor = color
                }
            }

            final class BadgeScreen: UIViewController {
                let badge = BadgeLabel(size: 20, color: Asset.accent.color)

                func layout() -> UICollectionViewLayout {
                    let third = IndexPath(row: 2, section: 0)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(CGFloat(third.row) * 50),
                                                                        heightDimension: .absolute(badge.font.pointSize * 3)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .absolute(60)),
                                                                   subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 2 × 50 = 100 wide, 20 × 3 = 60 high: three to a 375-pt row (300); the default 8 items.
        let expected: [[Double]] = (0..<8).map { (i: Int) -> [Double] in [Double(100 * (i % 3)), Double(60 * (i / 3)), 100, 60] }
        XCTAssertEqual(try cells(run.stdout), expected)
    }

    /// A pod's generic type that has the name of one of the runtime's own types (RxDataSources' `SectionModel`,
    /// through a type alias the layout's owner keeps a list of): stood in for, not taken for ours. Before: "cannot
    /// specialize non-generic type 'SectionModel'".
    func testAPodTypeNamedAsTheRuntimesOwnIsStoodInFor() throws {
        let file = try write("CalendarViewController.swift", """
            import UIKit
            import RxDataSources

            typealias MonthlyModel = SectionModel<Void, String>

            final class CalendarViewController: UIViewController {
                var models: [MonthlyModel] = []

                func layout() -> UICollectionViewLayout {
                    let columns = models.count + 5
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                        heightDimension: .absolute(40)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .absolute(40)),
                                                                   subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // No models: 5 columns of 375 / 5 = 75, 40 high; the default 8 items in two rows.
        let expected: [[Double]] = (0..<8).map { (i: Int) -> [Double] in [Double(75 * (i % 5)), Double(40 * (i / 5)), 75, 40] }
        XCTAssertEqual(try cells(run.stdout), expected)
    }

    /// Two registration protocols with a protocol extension each that declares `register(target:)`: one the app's
    /// cells adopt (for collection views), one no type adopts (for table views, naming `UITableView`, which layout
    /// programs lack). The layout's code calls `register(target:)` on its cell; only the adopted protocol's extension
    /// comes with that name. Before: "cannot find type 'UITableView' in scope — … the layout reaches it through this
    /// code" at the unadopted protocol.
    func testAProtocolNoTypeAdoptsLendsNoMembers() throws {
        try write("Registerable.swift", """
            import UIKit

            public protocol CollectionRegisterable {
                static var isFromNib: Bool { get }
                static func register(target: UICollectionView)
            }

            extension CollectionRegisterable where Self: UICollectionViewCell {
                public static func register(target: UICollectionView) {
                    target.register(Self.self, forCellWithReuseIdentifier: String(describing: Self.self))
                }
            }

            public protocol TableRegisterable {
                static var isFromNib: Bool { get }
                static func register(target: UITableView)
            }

            extension TableRegisterable where Self: UITableViewCell {
                public static func register(target: UITableView) {
                    target.register(Self.self, forCellReuseIdentifier: String(describing: Self.self))
                }
            }

            """)
        let file = try write("MainViewController.swift", """
            import UIKit

            final class BannerCell: UICollectionViewCell, CollectionRegisterable {
                static var isFromNib: Bool { false }
            }

            final class MainViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

                func createLayout() -> UICollectionViewLayout {
                    BannerCell.register(target: collectionView)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(BannerCell.isFromNib ? 20 : 90)),
                                                                   subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Full-width rows of 90 (not from a nib).
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 90], [0, 90, 375, 90]])
    }
}
