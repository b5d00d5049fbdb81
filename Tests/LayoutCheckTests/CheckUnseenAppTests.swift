import Foundation
import LayoutReport
import XCTest

/// `check` on apps never seen (issue 31, session 8): a layout it cannot draw — its code traps, or its geometry
/// reads a value of a type declared outside the module — is a clear line that ends with what to put in
/// `layout-render.yml`.
final class CheckUnseenAppTests: XCTestCase {
    func testARefusalSaysWhatToPutInTheConfiguration() throws {
        let dir = try CheckSupport.appFolder("unseen-refusals")
        try """
            import UIKit
            import PodKit

            final class TrapViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let rows: [CGFloat] = []
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rows[0])), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            final class ThemedViewController: UIViewController {
                var theme: PodTheme?
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(theme?.rowHeight ?? 44)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """.write(to: dir.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)
        let results = try CheckSupport.results(report).results
        let trap = try XCTUnwrap(results.first { $0.name == "TrapViewController.makeLayout" })
        XCTAssertTrue(trap.message?.contains("crashed while evaluating") == true, trap.message ?? "")
        XCTAssertTrue(trap.message?.hasSuffix(#"; leave it out with layout-render.yml: layouts: {"TrapViewController.makeLayout": {ignore: true}}"#) == true, trap.message ?? "")
        let themed = try XCTUnwrap(results.first { $0.name == "ThemedViewController.makeLayout" })
        XCTAssertTrue(themed.message?.contains("PodTheme is declared in no Swift file of the module") == true, themed.message ?? "")
        XCTAssertTrue(themed.message?.hasSuffix(#"; leave it out with layout-render.yml: layouts: {"ThemedViewController.makeLayout": {ignore: true}}"#) == true, themed.message ?? "")
    }


    /// Each cell's frame as [x, y, width, height] in a result's frames file.
    private func cells(of result: CheckResult?, report: URL) throws -> [[Double]] {
        let path = try XCTUnwrap(result?.actual?.frames, result?.message ?? "no result")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent(path))) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        return elements.filter { ($0["category"] as? String) == "cell" }.compactMap { e in
            (e["frame"] as? [String: Double]).map { f in [f["x"]!, f["y"]!, f["width"]!, f["height"]!] }
        }
    }

    /// A screen's section lookup given to its view at run time (`var indexToSection: ((Int) -> Part?)?`, set by the
    /// controller, called by the provider): drawn with one section per case, as a data source's identifiers are —
    /// each view its own lookup, though two views of the module name theirs alike (the first version gave every
    /// layout of the module the first view's, and the second's provider found nil: "the section provider returned
    /// nil"). A `let` lookup set by an initialiser is started the same way.
    func testASectionLookupTheViewIsGivenIsDrawnOnePerCase() throws {
        let dir = try CheckSupport.appFolder("unseen-lookup")
        func rows(_ height: String) -> String {
            """
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height))), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
            """
        }
        try """
            import UIKit

            enum HomePart { case banner, grid }
            enum DetailPart { case header, list, footer }

            final class HomeView: UIView {
                var indexToSection: ((Int) -> HomePart?)?
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let part = self?.indexToSection?(index) else { return nil }
                        let height: CGFloat = part == .banner ? 200 : 50
            \(rows("height"))
                    }
                }
            }

            final class DetailView: UIView {
                let indexToSection: (Int) -> DetailPart
                init(indexToSection: @escaping (Int) -> DetailPart) {
                    self.indexToSection = indexToSection
                    super.init(frame: .zero)
                }
                required init?(coder: NSCoder) { fatalError("not used") }
                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        let height: CGFloat
                        switch self.indexToSection(index) {
                        case .header: height = 30
                        case .list: height = 60
                        case .footer: height = 10
                        }
            \(rows("height"))
                    }
                }
            }

            """.write(to: dir.appendingPathComponent("App/Screens.swift"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)   // new snapshots: added
        let results = try CheckSupport.results(report).results
        XCTAssertEqual(results.map(\.status), [.added, .added], results.map { $0.message ?? "" }.description)
        func cells(_ name: String) throws -> [[Double]] { try self.cells(of: results.first { $0.name == name }, report: report) }
        // iPhone 13, 390 wide; 8 items a section (the default), one a row. Home: banner rows 200 tall (y 0 … 1400),
        // then grid rows 50 tall from y 8 × 200 = 1600.
        let home = try cells("HomeView.makeLayout")
        XCTAssertEqual(home.count, 16)
        XCTAssertEqual(home[0], [0, 0, 390, 200])
        XCTAssertEqual(home[8], [0, 1600, 390, 50])
        // Detail: header rows 30 (to 240), list rows 60 from 240 (to 240 + 480 = 720), footer rows 10 from 720.
        let detail = try cells("DetailView.makeLayout")
        XCTAssertEqual(detail.count, 24)
        XCTAssertEqual(detail[8], [0, 240, 390, 60])
        XCTAssertEqual(detail[16], [0, 720, 390, 10])
    }

    /// Two screens each nest their own `enum SectionType` and `typealias DataSource`, and the other screen's file
    /// comes first: the layout's section identifiers are its own screen's (plain cases, drawn one section per case),
    /// not the first screen's (whose case carries an app struct, which nothing can make). Before: "section
    /// identifiers of type SectionType, which a layout cannot know and no case name can give".
    func testASectionTypeIsTheLayoutsOwnScreensWhereManyShareItsName() throws {
        let dir = try CheckSupport.appFolder("unseen-section-type")
        try """
            import UIKit

            struct Shop: Hashable { let id: Int }

            final class StoreViewController: UIViewController {
                typealias DataSource = UICollectionViewDiffableDataSource<SectionType, Int>
                enum SectionType: Hashable { case store(Shop) }
                private var dataSource: DataSource?
            }

            """.write(to: dir.appendingPathComponent("App/AStore.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit

            final class FavoritesViewController: UIViewController {
                typealias DataSource = UICollectionViewDiffableDataSource<SectionType, Int>
                enum SectionType { case product, empty }
                private var dataSource: DataSource?

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let section = self?.dataSource?.snapshot().sectionIdentifiers[index] else { return nil }
                        let height: CGFloat = section == .product ? 100 : 40
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """.write(to: dir.appendingPathComponent("App/Favorites.swift"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)   // a new snapshot: added
        let result = try XCTUnwrap(CheckSupport.results(report).results.first { $0.name == "FavoritesViewController.makeLayout" })
        XCTAssertEqual(result.status, .added, result.message ?? "")
        let cells = try cells(of: result, report: report)
        // iPhone 13, 390 wide; product: 8 rows 100 tall; empty: 8 rows 40 tall from y 800.
        XCTAssertEqual(cells.count, 16)
        XCTAssertEqual(cells[8], [0, 800, 390, 40])
    }

    /// A layout factory whose sizes its callers choose (`makeList(itemSize: NSCollectionLayoutSize)`, which `args:`
    /// cannot give) is not checked on its own: `--verbose` says it is drawn through the layouts that call it, and
    /// the caller is drawn. Before: one refusal per factory, "takes itemSize: NSCollectionLayoutSize".
    func testAFactoryItsCallersSizeIsDrawnThroughThem() throws {
        let dir = try CheckSupport.appFolder("unseen-factory")
        try """
            import UIKit

            enum LayoutFactory {
                static func makeList(itemSize: NSCollectionLayoutSize, spacing: CGFloat = 0) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }

            """.write(to: dir.appendingPathComponent("App/Factory.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit

            final class MembersView: UIView {
                func makeLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                    return LayoutFactory.makeList(itemSize: size, spacing: 10)
                }
            }

            """.write(to: dir.appendingPathComponent("App/Members.swift"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let run = try CheckSupport.run(["check", "App", "--report", report.path, "--verbose"], cwd: dir)
        XCTAssertEqual(run.status, 1, run.stderr)   // a new snapshot: added
        let results = try CheckSupport.results(report).results
        XCTAssertEqual(results.map(\.name), ["MembersView.makeLayout"], results.map { $0.message ?? "" }.description)
        XCTAssertEqual(results.first?.status, .added, results.first?.message ?? "")
        XCTAssertTrue(run.stderr.contains("note: Factory.swift: LayoutFactory.makeList not checked on its own (it takes itemSize: "
                                          + "NSCollectionLayoutSize): drawn through the layouts that call it, MembersView.makeLayout"), run.stderr)
        // iPhone 13, 390 wide: rows 80 tall, 10 apart: the second at y 90.
        XCTAssertEqual(try cells(of: results.first, report: report)[1], [0, 90, 390, 80])
    }
}
