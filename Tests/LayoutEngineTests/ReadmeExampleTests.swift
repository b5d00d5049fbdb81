import XCTest
import LayoutEngine

/// The README's UIKit-style example, verbatim: it must compile with `import LayoutEngine` and resolve.
private func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                         heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    return UICollectionViewCompositionalLayout(section: section)
}

final class ReadmeExampleTests: XCTestCase {
    func testReadmeExampleResolvesOnIPhoneX() throws {
        let layout = createLayout() as! UICollectionViewCompositionalLayout
        let result = try layout.resolve(Device.iPhoneX.screen(.portrait).layoutInput(itemCounts: [12]))
        // Orthogonal group = full 375 width × 120; two slots of 0.5 × 375 = 187.5, on the default (newest) release
        // rounded down to the 1/3-pt grid: ⌊562.5⌋/3 = 187.333 (decision 57); insets 5 → (5, 5, 177.333, 110),
        // slot 1 at 187.333; group k at x = 375k, so item 2 starts at 375 + 5 = 380. Content: one 120-pt row.
        let cells = result.allElements.filter { $0.category == .cell }.sorted { $0.item < $1.item }
        XCTAssertEqual(cells[0].frame.width, 562.0 / 3 - 10, accuracy: 1e-9)
        XCTAssertEqual(cells[1].frame.minX, 562.0 / 3 + 5, accuracy: 1e-9)
        XCTAssertEqual(cells[2].frame.origin, CGPoint(x: 380, y: 5))
        XCTAssertEqual(cells[2].frame.height, 110)
        XCTAssertEqual(result.contentSize, CGSize(width: 375, height: 120))
        XCTAssertEqual(result.contentOffset, CGPoint(x: 0, y: -44))
    }

    /// The README's list example, verbatim inside the test.
    func testReadmeListExampleResolvesOnIPhone12() throws {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
        }
        let result = try layout.resolve(Device.iPhone12.screen(.portrait).layoutInput(itemCounts: [2]))
        // 390 pt: margins 20 (decision 36); header est 38 at the section top (decision 40), rows 44 below it (decision 39).
        let cells = result.allElements.filter { $0.category == .cell }.sorted { $0.item < $1.item }
        XCTAssertEqual(cells.map(\.frame), [CGRect(x: 20, y: 38, width: 350, height: 44),
                                            CGRect(x: 20, y: 82, width: 350, height: 44)])
    }
}
