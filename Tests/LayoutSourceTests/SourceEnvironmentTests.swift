import Foundation
import XCTest

/// Issue 25, "What to build" 1: the layout program evaluates in the whole environment of the command (the text size
/// and a stated display scale as well as the direction, idiom and size classes), and `export` writes every field that
/// changes how the spec resolves. Before, `--content-size` never reached layout code (it read large) and an exported
/// spec lost both: its self-sized list rows came back at the default text size.
final class SourceEnvironmentTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-environment-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Rows whose height the code computes from the traits: 100 at an accessibility text size, else 40, plus the
    /// display scale.
    static let source = """
    import UIKit
    func traitRows() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let traits = environment.traitCollection
            let h: CGFloat = (traits.preferredContentSizeCategory.isAccessibilityCategory ? 100 : 40) + traits.displayScale
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(h)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
    """

    private func cellLine(_ frames: String, _ item: Int) -> String? {
        frames.split(separator: "\n").first { $0.contains("\"category\": \"cell\"") && $0.contains("\"item\": \(item),") }
            .map(String.init)
    }

    func testTheTextSizeAndAStatedScaleReachTheCodeAndTheExportedSpec() throws {
        let file = directory.appendingPathComponent("TraitRows.swift").path
        try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
        let plain = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        // iPhoneX, large text, scale 3: 40 + 3 = 43; item 1 at y = 43.
        XCTAssertEqual(cellLine(plain.stdout, 1)?.contains("\"frame\": {\"x\": 0, \"y\": 43, \"width\": 375, \"height\": 43}"), true, plain.stdout)

        let options = ["--content-size", "accessibility3", "--size", "390x844@2", "--items", "2"]
        let seen = try CLI.run(["frames", file] + options, in: directory)
        XCTAssertEqual(seen.status, 0, seen.stderr)
        // Accessibility text, scale 2: 100 + 2 = 102; item 1 at y = 102, 390 wide.
        XCTAssertEqual(cellLine(seen.stdout, 1)?.contains("\"frame\": {\"x\": 0, \"y\": 102, \"width\": 390, \"height\": 102}"), true, seen.stdout)

        let out = directory.appendingPathComponent("traits.yaml").path
        let export = try CLI.run(["export", file] + options + ["-o", out], in: directory)
        XCTAssertEqual(export.status, 0, export.stderr)
        let yaml = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(yaml.contains("environment: {size: {width: 390, height: 844}, displayScale: 2, contentSizeCategory: \"accessibility3\"}"), yaml)
        let again = try CLI.run(["frames", out], in: directory)
        XCTAssertEqual(again.stdout, seen.stdout)
    }

    /// Self-sized list rows follow the text size and the scale, so the spec must say both to resolve as the code did.
    func testAnExportedListResolvesAtTheTextSizeAndScaleItWasEvaluatedAt() throws {
        let contacts = SourceFixtures.directory.appendingPathComponent("Registrations/ContactsViewController.swift").path
        for options in [["--content-size", "accessibility3"], ["--size", "393x852@1"]] {
            let fromSource = try CLI.run(["frames", contacts, "--items", "3"] + options, in: directory)
            XCTAssertEqual(fromSource.status, 0, fromSource.stderr)
            let out = directory.appendingPathComponent("contacts.yaml").path
            let export = try CLI.run(["export", contacts, "--items", "3", "-o", out] + options, in: directory)
            XCTAssertEqual(export.status, 0, export.stderr)
            let fromSpec = try CLI.run(["frames", out], in: directory)
            XCTAssertEqual(fromSpec.stdout, fromSource.stdout, "\(options)")
            // And the options matter: at the default text size and scale the rows are another height.
            let plain = try CLI.run(["frames", contacts, "--items", "3"], in: directory)
            XCTAssertNotEqual(cellLine(plain.stdout, 0)?.split(separator: ",").suffix(5),
                              cellLine(fromSpec.stdout, 0)?.split(separator: ",").suffix(5), "\(options)")
        }
    }

    /// A layout that scrolls horizontally, right to left: UIKit starts it scrolled to its trailing end, and the
    /// exported spec must say so (it came back at offset 0 with the cells on the left before).
    func testAHorizontalLayoutRightToLeftExportsItsDirectionAndOffset() throws {
        let file = directory.appendingPathComponent("Shelf.swift").path
        try """
        import UIKit
        func shelf() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = .init(top: 0, leading: 3, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = .init(top: 0, leading: 24, bottom: 0, trailing: 0)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let options = ["--right-to-left", "--items", "12"]
        let fromSource = try CLI.run(["frames", file] + options, in: directory)
        XCTAssertEqual(fromSource.status, 0, fromSource.stderr)
        // 24 + 12 × 100 = 1224 wide; right to left it starts at its trailing end, 1224 − 375 = 849. Item 0 is the
        // mirror of x 24 + 3 = 27, width 97: 1224 − 27 − 97 = 1100; y is the safe area's top, 44.
        XCTAssertTrue(fromSource.stdout.contains("\"contentSize\": {\"width\": 1224, \"height\": 812},\n  \"contentOffset\": {\"x\": 849, \"y\": 0}"), fromSource.stdout)
        XCTAssertEqual(cellLine(fromSource.stdout, 0)?.contains("\"frame\": {\"x\": 1100, \"y\": 44, \"width\": 97, \"height\": 200}"), true, fromSource.stdout)
        let out = directory.appendingPathComponent("shelf.json").path
        let export = try CLI.run(["export", file, "-o", out] + options, in: directory)
        XCTAssertEqual(export.status, 0, export.stderr)
        let fromSpec = try CLI.run(["frames", out], in: directory)
        XCTAssertEqual(fromSpec.stdout, fromSource.stdout)
    }
}
