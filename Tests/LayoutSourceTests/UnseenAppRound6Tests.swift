import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, sixth round (issue 31, session 11, after measuring nine more apps): storyboard outlets,
/// lists the owner fills at run time and the layout counts, a stored property made with a pod's object, a foreign
/// type's member types, and the controls and scroll views of UIKit around a layout. Each through the binary, in a
/// module of its own; the code is ours, written the way those apps write it.
final class UnseenAppRound6Tests: AppModuleTestCase {
    private static let rows = """
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        """

    /// A storyboard screen: the collection view is an `@IBOutlet weak var … : UICollectionView!` and the layout's
    /// invalidation handler asks it for a footer. Loading the storyboard connects the outlet on iOS; a layout
    /// program loads none, so the outlet was nil and the layout crashed ("Unexpectedly found nil"). It is now
    /// connected, made with the screen's bounds.
    func testAStoryboardOutletIsConnected() throws {
        let file = try write("Carousel.swift", """
            import UIKit

            final class CarouselScreen: UIViewController {
                @IBOutlet private weak var collectionView: UICollectionView!
                @IBOutlet weak var pages: UIPageControl!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, environment in
                        let height = CGFloat(40 + (self?.collectionView.bounds.width ?? 0) / 75)
            \(Self.rows)
                        let section = NSCollectionLayoutSection(group: group)
                        section.visibleItemsInvalidationHandler = { [weak self] _, offset, _ in
                            _ = self?.collectionView.supplementaryView(forElementKind: "footer", at: IndexPath(item: 0, section: index))
                            self?.pages.currentPage = Int(offset.x)
                        }
                        return section
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The outlet has the screen's bounds (375 wide on the default iPhone): 40 + 375 / 75 = 45 per row.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 45], [0, 45, 375, 45]])
    }

    /// The pattern of Apple's collection view samples: `var collectionView: UICollectionView! = nil`, made in
    /// `viewDidLoad` with the layout, and read by the layout's invalidation handler. A layout runs inside the
    /// collection view that shows it, so the property is that collection view (screen bounds), not nil. The module's
    /// own extension of UICollectionView (a registration helper, as apps write) does not make it the app's class.
    func testTheOwnersCollectionViewIsTheOneShowingTheLayout() throws {
        let file = try write("Pages.swift", """
            import UIKit

            extension UICollectionView {
                func register(cell: AnyClass) { register(cell, forCellWithReuseIdentifier: "\\(cell)") }
            }

            final class PagesScreen: UIViewController {
                private var collectionView: UICollectionView! = nil

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
                    collectionView.register(cell: UICollectionViewCell.self)
                }

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, _ in
                        let height = self.collectionView.bounds.width / 5
            \(Self.rows)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 375 / 5 = 75.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 75]])
    }

    /// The owner keeps the items it shows in an array it fills at run time (`var items: [Int] = []`, given to the
    /// snapshot) and the layout divides the width by their count. Empty, the width was infinite and the layout
    /// "cannot be resolved: non-finite value"; UIKit shows as many items as the list holds, so the program starts
    /// it with one placeholder per item of the environment, and `--verbose` says so.
    func testAListTheOwnerFillsAndTheLayoutCountsHoldsTheEnvironmentsItems() throws {
        let file = try write("Bars.swift", """
            import UIKit

            final class BarsScreen: UIViewController {
                var items: [Int] = []
                private var labels = [String]()

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let width = environment.container.effectiveContentSize.width / CGFloat(self.items.count)
                        let height = CGFloat(20 + 10 * self.labels.count)
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "5", "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The one section's 5 items: each 375 / 5 = 75 wide, all in one row of 20 + 10 × 5 = 70.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 75, 70], [75, 0, 75, 70], [150, 0, 75, 70], [225, 0, 75, 70], [300, 0, 75, 70]])
        XCTAssertTrue(run.stderr.contains("the layout counts lists its owner fills at run time (items, labels)"), run.stderr)
    }

    /// A base screen makes a pod's presentation manager in a stored property's initial value (`let manager:
    /// DrawerManager = { … }()`), setting members the stand-in has not got. The layout's owner is made with
    /// `init()`, which ran that value: the body was left out but stopped as soon as the owner was made. The
    /// property is now lazy in the program, so the layout, which never reads it, draws; one that reads it fails
    /// with the compiler's line.
    func testAStoredPropertyMadeWithAPodsObjectRunsOnlyWhenRead() throws {
        let file = try write("Follow.swift", """
            import UIKit
            import DrawerKit

            class DrawerScreen: UIViewController {
                let manager: DrawerManager = {
                    let manager = DrawerManager()
                    manager.drawer.cornerRadius = 30
                    return manager
                }()
                let handle: Handle = Handle.styled(using: themePalette())
            }

            final class Handle { static func styled(using palette: Int) -> Handle { Handle() } }

            final class FollowScreen: DrawerScreen {
                func makeLayout() -> UICollectionViewLayout {
                    // Kept for a dismiss button, not run while the layout is built: it takes `manager` and `handle`.
                    let close = { _ = (self.manager, self.handle) }
                    _ = close
                    let height: CGFloat = 30
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
                func readsTheManager() -> UICollectionViewLayout {
                    _ = handle
                    return makeLayout()
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "FollowScreen.makeLayout", "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 30], [0, 30, 375, 30]])
        let reads = try CLI.run(["frames", file, "--layout", "FollowScreen.readsTheManager"], in: directory)
        XCTAssertEqual(reads.status, 2)
        // The compiler's own line for the theme function that does not exist here, at its place in the base screen.
        XCTAssertTrue(reads.stderr.contains("Follow.swift:10:"), reads.stderr)
        XCTAssertTrue(reads.stderr.contains("'themePalette'"), reads.stderr)
    }

    /// A pod's object set up beside a layout (`manager.drawer.cornerRadius = 30`, `manager.configure(with:)`,
    /// `.backgroundEffect = .none`) and handed to UIKit as a delegate: its stand-in answers every member and call,
    /// takes literals, and is any of UIKit's delegates, so the owner is made and the layout draws. A value of it the
    /// layout makes geometry from is an error naming it.
    func testAPodsObjectSetUpBesideTheLayoutCompilesAndItsValuesInGeometryAreRefused() throws {
        let file = try write("Sheet.swift", """
            import UIKit
            import DrawerKit

            class SheetScreen: UIViewController {
                let manager: DrawerManager = {
                    let manager = DrawerManager()
                    manager.drawer.cornerRadius = 30
                    manager.drawer.backgroundEffect = .none
                    manager.configure(with: "sheet", animated: true)
                    return manager
                }()

                init() {
                    super.init(nibName: nil, bundle: nil)
                    transitioningDelegate = manager
                }
                required init?(coder: NSCoder) { fatalError() }

                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = 44
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }

                func sizedByThePod() -> UICollectionViewLayout {
                    let height: CGFloat = manager.drawer.height
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "SheetScreen.makeLayout", "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 44]])
        let sized = try CLI.run(["frames", file, "--layout", "SheetScreen.sizedByThePod"], in: directory)
        XCTAssertEqual(sized.status, 2)
        XCTAssertTrue(sized.stderr.contains("Sheet.swift:27:"), sized.stderr)
        XCTAssertTrue(sized.stderr.contains("DrawerManager is declared in no Swift file of the module"), sized.stderr)
    }

    /// A view model protocol names a member type of a foreign generic type (`Published<[Action]>.Publisher`, with
    /// Combine unavailable): the stand-in for `Published` declares the member types the module writes of it. It was
    /// "'Publisher' is not a member type of generic class 'Published<…>'".
    func testAForeignTypesMemberTypesAreStoodInFor() throws {
        let file = try write("Reader.swift", """
            import UIKit
            import Combine

            protocol ReaderModel: AnyObject {
                var actions: Published<[String]>.Publisher { get }
                var rowHeight: CGFloat { get }
            }

            final class FixedReader: ReaderModel {
                var actions: Published<[String]>.Publisher { fatalError() }
                var rowHeight: CGFloat { 48 }
            }

            final class ReaderScreen: UIViewController {
                let model: ReaderModel = FixedReader()
                func makeLayout() -> UICollectionViewLayout {
                    // Kept for later, as a screen keeps its subscription: not run while the layout is built.
                    let subscribe = { self.model.actions }
                    _ = subscribe
                    let height = model.rowHeight
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 48]])
    }

    /// A base controller generic over the scroll view it holds (`T: UIScrollView`), made with a collection view,
    /// and a text field and search bar set up beside the layout: `UIScrollView` was a namespace of enums here
    /// ("type 'T' constrained to non-protocol, non-class type 'UIScrollView'") and the text inputs did not exist.
    func testAControllerGenericOverItsScrollViewAndTextInputsCompile() throws {
        let file = try write("Search.swift", """
            import UIKit

            class ScrollableScreen<Content: UIScrollView>: UIViewController, UIScrollViewDelegate {
                var content: Content!
                let field = UISearchTextField()
                let bar: UISearchBar = {
                    let bar = UISearchBar()
                    bar.placeholder = "Search"
                    bar.searchTextField.font = .systemFont(ofSize: 15)
                    return bar
                }()
            }

            final class SearchScreen: ScrollableScreen<UICollectionView>, UITextFieldDelegate {
                func makeLayout() -> UICollectionViewLayout {
                    field.delegate = self
                    let height: CGFloat = bar.placeholder == "Search" ? 52 : 10
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "1"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 52]])
    }

    /// A type the layout reaches by name whose own declaration does not compile here (a conformance its members
    /// cannot meet, as a protobuf message or a Core Data payload's section enum): a type's declaration is never left
    /// out, so the program fails there — said as code the layout reaches, not as the layout's own line. An error in
    /// the layout's own code stays the compiler's bare line.
    func testAnErrorInCodeTheLayoutReachesIsSaidAsThat() throws {
        let file = try write("Tags.swift", """
            import UIKit

            struct Tag: Equatable {
                let value: Any
                var height: CGFloat { 40 }
            }

            final class TagsScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height = Tag(value: 1).height
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
                func ownError() -> UICollectionViewLayout {
                    let height: CGFloat = "tall"
            \(Self.rows)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--layout", "TagsScreen.makeLayout"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Tags.swift:3:8: error: type 'Tag' does not conform to protocol 'Equatable' — in code "
                                          + "the layout reaches by name outside its own declaration"), run.stderr)
        let own = try CLI.run(["frames", file, "--layout", "TagsScreen.ownError"], in: directory)
        XCTAssertEqual(own.status, 2)
        XCTAssertTrue(own.stderr.contains("Tags.swift:16:31: error: cannot convert value of type 'String'"), own.stderr)
        XCTAssertFalse(own.stderr.contains("reaches by name"), own.stderr)
    }
}
