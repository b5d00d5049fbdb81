import Foundation
import XCTest

/// App code as it sits around layouts in real projects (seen in public sample apps): a collection-view subclass
/// that sets its own layout in `commonInit()` and keeps UIKit controls, a base view controller whose
/// `createLayout()` only traps, UIKit names layout programs do not have. Each through the binary, in a module of
/// its own (a folder holding `App.xcodeproj`).
final class AppCodeTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-appcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func cells(_ frames: String) throws -> [[Double]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        return elements.filter { ($0["category"] as? String) == "cell" }.compactMap { e in
            (e["frame"] as? [String: Double]).map { f in [f["x"]!, f["y"]!, f["width"]!, f["height"]!] }
        }
    }

    func testACollectionViewSubclassThatSetsItsLayoutInCommonInit() throws {
        // The layout is the expression in commonInit(); the section provider reads `frame`, so the initialiser
        // whose first label is `frame` comes along — and with it Swift's required `init?(coder:)`, which the class
        // must then provide. The spinner is a UIKit control kept as a stored property.
        let file = try write("ShelfView.swift", """
            import UIKit

            final class ShelfView: UICollectionView {
                var columns = 3
                let spinner = UIActivityIndicatorView(style: .large)
                let refresher = UIRefreshControl()

                override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
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
        // With one whole layout left, no --layout is needed: two 375 / 2 = 187.5-pt columns of 80-pt rows.
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 187.5, 80], [187.5, 0, 187.5, 80]])
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
}
