import Foundation
import XCTest

/// Apps never seen before, eighth round (issue 31, session 13): a screen on the data-source API before diffable
/// data sources, whose sections are values of its own protocol that it makes just before its layout, and whose
/// counts its data-source methods compute from them. Through the binary, in a module of its own; the code is ours,
/// written the way such apps write it.
final class UnseenAppRound8Tests: AppModuleTestCase {
    /// The shared parts: a protocol `Shelf` each section value conforms to, one conforming struct, and in another
    /// file a screen with a *private nested* `enum Shelf` of two cases — a name the owner below cannot see.
    private func writeShelves() throws {
        try write("Shelf.swift", """
            import UIKit

            protocol Shelf {
                var count: Int { get }
                func section() -> NSCollectionLayoutSection
            }

            struct TileShelf: Shelf {
                let count = 3
                let title: String
                func section() -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }

            """)
        try write("Other/OtherViewController.swift", """
            import UIKit

            final class OtherViewController: UIViewController {
                private enum Shelf: Int, CaseIterable { case first, second }
            }

            """)
    }

    /// The owner appends its sections in the method that makes the layout, and its `numberOfSections(in:)` /
    /// `collectionView(_:numberOfItemsInSection:)` answer `shelves.count` and `shelves[section].count`: UIKit shows
    /// 4 sections of 3 items. Before: `[Shelf]` was taken for an array of the other screen's nested enum (its cases
    /// drawn as sections; "type 'any Shelf' does not conform to protocol 'Hashable'"), and with that fixed the
    /// `for` loop filling `shelves` was left out of the program, so `self.shelves[0]` crashed ("Index out of range").
    func testSectionsTheOwnerFillsAreDrawnAsItsDataSourceCountsThem() throws {
        try writeShelves()
        let file = try write("ShelvesViewController.swift", """
            import UIKit

            final class ShelvesViewController: UIViewController {
                @IBOutlet private weak var collectionView: UICollectionView!
                private var shelves: [Shelf] = [Shelf]()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUp()
                }

                func setUp() {
                    navigationItem.title = "Shelves"
                    for i in 0 ..< 4 {
                        shelves.append(TileShelf(title: "Shelf \\(i)"))
                    }
                    let layout = UICollectionViewCompositionalLayout { (index, _) -> NSCollectionLayoutSection? in
                        return self.shelves[index].section()
                    }
                    collectionView.dataSource = self
                    collectionView.setCollectionViewLayout(layout, animated: false)
                }
            }

            extension ShelvesViewController: UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int {
                    return shelves.count
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return shelves[section].count
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 0.2 × 375 = 75 wide, 80 high; section s is one row at y = 80 s holding its 3 items at x = 0, 75, 150.
        var expected: [[Double]] = []
        for s in 0..<4 { for i in 0..<3 { expected.append([Double(75 * i), Double(80 * s), 75, 80]) } }
        XCTAssertEqual(try cells(run.stdout), expected)
    }

    /// Counts that come from the app's data (a view model the screen is given, filled from the network) are not
    /// asked: taking them would take that data into the program, which does not have it (the owner is made with
    /// `init()`, its model is never given). The layout keeps the default counts — one section of 8 — and a
    /// statement filling the owner's state from that data (`shelves = model.shelves`) is not taken either.
    func testCountsFromTheAppsDataKeepTheDefaults() throws {
        try writeShelves()
        let file = try write("FeedViewController.swift", """
            import UIKit

            protocol FeedService { func load() -> [Shelf] }

            final class FeedModel {
                let shelves: [Shelf]
                init(service: FeedService) { shelves = service.load() }
            }

            final class FeedViewController: UIViewController {
                private let model: FeedModel
                private var shelves: [Shelf] = [TileShelf(title: "Feed")]
                @IBOutlet private weak var collectionView: UICollectionView!

                init(model: FeedModel) {
                    self.model = model
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("no storyboard") }

                func setUp() {
                    shelves = model.shelves
                    let layout = UICollectionViewCompositionalLayout { (index, _) -> NSCollectionLayoutSection? in
                        return self.shelves[0].section()
                    }
                    collectionView.setCollectionViewLayout(layout, animated: false)
                }
            }

            extension FeedViewController: UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { model.shelves.count }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    model.shelves[section].count
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The default 8 items of 75 × 80, five to a row: x = 0, 75, … 300 at y 0; then 0, 75, 150 at y 80.
        let expected: [[Double]] = (0..<8).map { (i: Int) -> [Double] in [Double(75 * (i % 5)), Double(80 * (i / 5)), 75, 80] }
        XCTAssertEqual(try cells(run.stdout), expected)
    }
}
