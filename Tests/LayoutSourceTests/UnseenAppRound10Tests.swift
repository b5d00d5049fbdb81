import Foundation
import XCTest

/// Apps never seen before, tenth round (issue 31, session 15): a module one of whose files is encrypted (git-crypt
/// keeps an app's secrets so: the checkout holds ciphertext where the key is missing), and a layout whose local
/// variable is named like a member another type's extension declares. Through the binary, in a module of its own;
/// the code is ours, written the way such apps write it.
final class UnseenAppRound10Tests: AppModuleTestCase {
    private static let grid = """
        import UIKit

        extension UICollectionViewLayout {
            static func makeGrid(height: CGFloat = 50) -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }

        """

    /// A file of the module that is not text (encrypted by git-crypt: "\0GITCRYPT\0" and ciphertext) is left out of
    /// the module with one note; the layout in another file is drawn. Before: every layout of the module failed with
    /// "the Swift files could not be read together: …: cannot read the file as UTF-8 text".
    func testAnEncryptedFileOfTheModuleIsLeftOutWithANote() throws {
        let file = try write("Layouts.swift", Self.grid)
        var secret = Data("\0GITCRYPT\0".utf8)
        secret.append(contentsOf: (0..<64).map { UInt8(($0 * 37 + 200) % 256) })
        try secret.write(to: directory.appendingPathComponent("Keys.swift"))
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 8 items (the default), one a row, 50 tall: the first at y 0, the last at 7 × 50 = 350.
        let cells = try cells(run.stdout)
        XCTAssertEqual(cells.count, 8)
        XCTAssertEqual(cells[7], [0, 350, 375, 50])
        XCTAssertTrue(run.stderr.contains("1 Swift file of the module not read, not source text (it is encrypted by git-crypt"), run.stderr)
        // Named itself, it is refused with the reason.
        let named = try CLI.run(["frames", directory.appendingPathComponent("Keys.swift").path], in: directory)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("Keys.swift: not Swift source text: it is encrypted by git-crypt"), named.stderr)
    }

    /// The layout's local `item` is no mention of `item(at:)`, which an extension of UITableViewDiffableDataSource
    /// declares and which reads the snapshot's section identifiers: the layout reads none, and is drawn. Before:
    /// "reads snapshot.sectionIdentifiers[indexPath.section], section identifiers of a diffable data source that a
    /// layout cannot know", placed in the extension's file. A call of it (`item(at:)`) still takes it.
    func testALocalNamedLikeAnotherTypesMemberDoesNotTakeThatMember() throws {
        let file = try write("Layouts.swift", Self.grid)
        try write("DataSource.swift", """
            import UIKit

            extension UITableViewDiffableDataSource {
                func item(at indexPath: IndexPath) -> ItemIdentifierType {
                    let snapshot = snapshot()
                    let section = snapshot.sectionIdentifiers[indexPath.section]
                    return snapshot.itemIdentifiers(inSection: section)[indexPath.row]
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // As above: 8 rows 50 tall.
        XCTAssertEqual(try cells(run.stdout).last, [0, 350, 375, 50])
        let listed = try CLI.run(["layouts", file], in: directory)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertFalse(listed.stdout.contains("section identifiers"), listed.stdout)
    }

    /// A layout function whose parameters have no defaults, called by the app with constants (`314 / 375`, UIKit's
    /// own initialisers): drawn with the first such call's arguments (a call naming the module's own values is
    /// passed over), with a note; `--arg` still chooses. Before: "takes width: CGFloat; give it with --arg", and a
    /// parameter of a type `--arg` cannot give (`NSCollectionLayoutSize`) made it a refusal.
    func testALayoutFunctionIsDrawnWithTheAppsOwnConstantCall() throws {
        let file = try write("Carousel.swift", """
            import UIKit

            final class CarouselScreen: UIViewController {
                var ratio: CGFloat = 0.2
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = makeCarousel(width: ratio, height: 10, itemSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    _ = makeCarousel(width: 300 / 375, height: 120,
                                     itemSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                }

                private func makeCarousel(width: CGFloat, height: CGFloat, itemSize: NSCollectionLayoutSize) -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(width), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The second call's: groups 300 / 375 × 375 = 300 wide, 120 tall, one item each, stacked: y 0, 120, ….
        let cells = try cells(run.stdout)
        XCTAssertEqual(cells.count, 8)
        XCTAssertEqual(cells[1], [0, 120, 300, 120])
        XCTAssertTrue(run.stderr.contains("drawn with the arguments the app's own call gives (Carousel.swift:8:13) for width, height, itemSize"), run.stderr)
        // Given, a value wins: 0.6 × 375 = 225 wide.
        let given = try CLI.run(["frames", file, "--arg", "width=0.6"], in: directory)
        XCTAssertEqual(given.status, 0, given.stderr)
        XCTAssertEqual(try self.cells(given.stdout)[1], [0, 120, 225, 120])
    }

    /// A layout that reads section identifiers of a struct (which no case name can give) and calls a snapshot helper
    /// of an extension that reads them too: the refusal names the layout's own read, not the helper's (written
    /// first). Before: the helper's `sectionIdentifiers[indexPath.section]`.
    func testARefusalNamesTheLayoutsOwnReadFirst() throws {
        let file = try write("Tokens.swift", """
            import UIKit

            extension NSDiffableDataSourceSnapshot {
                func firstItem(in indexPath: IndexPath) -> ItemIdentifierType? {
                    guard indexPath.section < sectionIdentifiers.count else { return nil }
                    return itemIdentifiers(inSection: self.sectionIdentifiers[indexPath.section]).first
                }
            }

            struct TokenSection: Hashable { let title: String }

            final class TokensViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<TokenSection, Int>!

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        let snapshot = self?.dataSource.snapshot()
                        let wide = snapshot?.firstItem(in: IndexPath(item: 0, section: index)) == nil
                        let title = snapshot?.sectionIdentifiers[index].title ?? ""
                        let height: CGFloat = wide || title.isEmpty ? 40 : 80
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file], in: directory)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("Tokens.swift:19:25: TokensViewController.makeLayout reads snapshot?.sectionIdentifiers[index]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("of type TokenSection"), run.stderr)
    }

    /// A screen's data source type is an alias of an alias nested in a shared type
    /// (`typealias StoreDataSource = SharedSources.StoreDataSource`): followed to the generic type, whose section
    /// enum is looked up where that alias is written; drawn one section per case. Before: "section identifiers of a
    /// diffable data source that a layout cannot know".
    func testADataSourceAliasOfASharedAliasIsFollowed() throws {
        let file = try write("Event.swift", """
            import UIKit

            final class SharedSources {
                enum SectionType: Hashable { case banner, list }
                typealias StoreDataSource = UICollectionViewDiffableDataSource<SectionType, Int>
            }

            final class EventViewController: UIViewController {
                typealias StoreDataSource = SharedSources.StoreDataSource
                private var storeDataSource: StoreDataSource?

                func makeLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let section = self?.storeDataSource?.snapshot().sectionIdentifiers[index] else { return nil }
                        let height: CGFloat = section == .banner ? 100 : 40
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--verbose"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // banner: 8 rows 100 tall; list: 8 rows 40 tall from y 800.
        let cells = try cells(run.stdout)
        XCTAssertEqual(cells.count, 16)
        XCTAssertEqual(cells[8], [0, 800, 375, 40])
        XCTAssertTrue(run.stderr.contains("one section per case of SectionType (banner, list)"), run.stderr)
    }

    /// An image set named as a Swift keyword is (`default.imageset`) and code that names it (`UIImage.default`):
    /// Xcode's symbol is declared in backticks. Before: "keyword 'default' cannot be used as an identifier here (in the code
    /// generated to call the layouts)".
    func testAnAssetNamedAsAKeywordIsDeclared() throws {
        try write("Assets.xcassets/default.imageset/Contents.json", "{}")
        try write("Theme.swift", "import UIKit\n\nenum Theme { static let tall: CGFloat = 70 }\n")
        let file = try write("Placeholder.swift", """
            import UIKit

            final class PlaceholderScreen: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let height: CGFloat = UIImage.default.size.width > 0 ? Theme.tall : 10
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The placeholder image is there (1 pt wide): rows 70 tall, y 0 and 70.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 70], [0, 70, 375, 70]])
    }
}
