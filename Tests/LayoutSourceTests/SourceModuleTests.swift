import Foundation
import LayoutJobs
import LayoutEngine
import LayoutSource
import XCTest

/// The module is the unit (issue 23): every layout of the NewsApp corpus (Fixtures/NewsApp, one app module marked
/// by its `.xcodeproj`) renders given only its own file, through the binary, with the frames of the layout written
/// again by hand as a spec from reading the Swift. Base classes, overrides in extensions, models, operators,
/// subscripts and metrics live in other files of the module; the app's storage (Combine, Core Data) is never taken.
final class SourceModuleTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-module-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    static func app(_ file: String) -> String { SourceFixtures.directory.appendingPathComponent("NewsApp/" + file).path }

    /// `layout-render frames FILE OPTIONS` through the binary; its stdout, failing the test on a non-zero status.
    func frames(_ file: String, _ options: [String] = []) throws -> String {
        // The hand-worked frames use the unrounded rules: iOS 15's (SourceFixtures.pinned).
        let run = try CLI.run(["frames", Self.app(file)] + options + (options.contains("--ios") ? [] : ["--ios", "15"]), in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    func framesJSON(_ text: String) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try XCTUnwrap(json["elements"] as? [[String: Any]])
    }

    func cell(_ elements: [[String: Any]], _ section: Int, _ item: Int) -> [Double]? {
        guard let e = elements.first(where: { ($0["section"] as? Int) == section && ($0["item"] as? Int) == item
                                             && ($0["category"] as? String) == "cell" }),
              let f = e["frame"] as? [String: Double] else { return nil }
        return [f["x"], f["y"], f["width"], f["height"]].compactMap { $0 }
    }

    static let fullItem = "{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}"

    func testAnExtensionOnlyFileTakesTheClassItsBaseAndTheOverridesFromTheModule() throws {
        // Read from InboxViewController+Layout.swift: rowHeight() is the subclass's 64, sectionInsets() its override
        // (12 top and bottom, Metrics.padding 16 at the sides), groups Metrics.spacing 8 apart.
        let spec = """
        section:
          group:
            group: vertical
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 64}}
            subitems: [\(Self.fullItem)]
          contentInsets: {top: 12, leading: 16, bottom: 12, trailing: 16}
          interGroupSpacing: 8
        data: {sections: [8]}
        """
        let text = try frames("Inbox/InboxViewController+Layout.swift")
        XCTAssertEqual(text, try SourceFixtures.framesFromSpec(spec))
        // The second row: 12 + 64 + 8 = 84, from x 16, 375 − 32 = 343 wide.
        XCTAssertEqual(cell(try framesJSON(text), 0, 1), [16, 84, 343, 64])
    }

    func testSectionsByAnEnumOfTheModuleReadWithItsSubscriptOperatorAndPreset() throws {
        // FeedSection has two cases (allCases): hero 40 × 5 = 200 tall; grid rows of LayoutPreset.standard
        // (120 tall, 2 columns) with 8 between items and groups.
        let spec = """
        sections:
          - group:
              group: horizontal
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 200}}
              subitems: [\(Self.fullItem)]
          - group:
              group: horizontal
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 120}}
              subitem: \(Self.fullItem)
              count: 2
              interItemSpacing: {fixed: 8}
            interGroupSpacing: 8
        data: {sections: [1, 4]}
        """
        let text = try frames("Feed/FeedViewController+Layout.swift", ["--items", "1,4"])
        XCTAssertEqual(text, try SourceFixtures.framesFromSpec(spec, EnvironmentOptions(items: "1,4")))
        let e = try framesJSON(text)
        // Columns (375 − 8) / 2 = 183.5, the second at 183.5 + 8; the grid's second row at 200 + 120 + 8.
        XCTAssertEqual(cell(e, 0, 0), [0, 0, 375, 200])
        XCTAssertEqual(cell(e, 1, 1), [191.5, 200, 183.5, 120])
        XCTAssertEqual(cell(e, 1, 2), [0, 328, 183.5, 120])
    }

    func testTheClassFileFindsItsLayoutInItsExtensionFile() throws {
        // FeedViewController.swift declares the class and no layout: its layout is the one of its +Layout file.
        let fromClass = try frames("Feed/FeedViewController.swift", ["--items", "1,4"])
        XCTAssertEqual(fromClass, try frames("Feed/FeedViewController+Layout.swift", ["--items", "1,4"]))
        let listed = try CLI.run(["layouts", Self.app("Feed/FeedViewController.swift")], in: directory)
        XCTAssertTrue(listed.stdout.contains("FeedViewController.createLayout") && listed.stdout.contains("FeedViewController+Layout.swift:7"),
                      listed.stdout)
    }

    func testLayoutArgumentsAreGivenWithArg() throws {
        let file = "Profile/ProfileViewController.swift"
        let options = ["--size", "400x800", "--arg", "columns=4", "--arg", "itemSize=90x120", "--arg", "style=compact"]
        // compact: 4 pt apart; (400 − 3 × 4) / 4 = 97 wide; rows itemSize.height 120, the second at 124.
        let spec = """
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 120}}
            subitem: \(Self.fullItem)
            count: 4
            interItemSpacing: {fixed: 4}
          interGroupSpacing: 4
        data: {sections: [8]}
        """
        let text = try frames(file, options)
        XCTAssertEqual(text, try SourceFixtures.framesFromSpec(spec, EnvironmentOptions(size: "400x800")))
        let e = try framesJSON(text)
        XCTAssertEqual(cell(e, 0, 1), [101, 0, 97, 120])
        XCTAssertEqual(cell(e, 0, 4), [0, 124, 97, 120])
        // roomy: 16 apart, (400 − 48) / 4 = 88; the optional flag adds a 44-pt header above the rows.
        let roomy = try framesJSON(try frames(file, ["--size", "400x800", "--arg", "columns=4", "--arg", "itemSize=90x120",
                                                     "--arg", "style=.roomy", "--arg", "showsHeader=true"]))
        XCTAssertEqual(cell(roomy, 0, 1), [104, 44, 88, 120])
        // `layouts` shows what it takes.
        let listed = try CLI.run(["layouts", Self.app(file)], in: directory)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("columns: Int; itemSize: CGSize; style: ProfileStyle = compact|roomy; showsHeader: Bool, optional"),
                      listed.stdout)
    }

    func testAMissingOrWrongArgumentIsOneLineNamingTheOption() throws {
        let file = Self.app("Profile/ProfileViewController.swift")
        // A number is needed (an enum parameter left out is drawn with its first case: UnseenAppRound5Tests).
        let missing = try CLI.run(["frames", file, "--arg", "itemSize=90x120", "--arg", "style=compact"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("ProfileViewController.swift:7:10: ProfileViewController.makeLayout takes columns: Int; give it with --arg columns=2"), missing.stderr)
        let wrong = try CLI.run(["frames", file, "--arg", "columns=4", "--arg", "itemSize=90x120", "--arg", "style=huge"], in: directory)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--arg style=huge: expected one of compact, roomy for style: ProfileStyle"), wrong.stderr)
        let unknown = try CLI.run(["frames", file, "--arg", "rows=2"], in: directory)
        XCTAssertTrue(unknown.stderr.contains("--arg rows: ProfileViewController.makeLayout has no parameter 'rows'"), unknown.stderr)
        let size = try CLI.run(["frames", file, "--arg", "columns=4", "--arg", "itemSize=wide", "--arg", "style=compact"], in: directory)
        XCTAssertTrue(size.stderr.contains("--arg itemSize=wide: expected WIDTHxHEIGHT"), size.stderr)
    }

    func testIfClausesAreReadAsAnIOSDeviceBuild() throws {
        // os(iOS): rows 100 tall (not the other branch's 44); not the simulator: insets 10 all round.
        let spec = """
        section:
          group:
            group: vertical
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
            subitems: [\(Self.fullItem)]
          contentInsets: {top: 10, leading: 10, bottom: 10, trailing: 10}
        data: {sections: [8]}
        """
        let text = try frames("Platform/AdaptiveViewController.swift")
        XCTAssertEqual(text, try SourceFixtures.framesFromSpec(spec))
        XCTAssertEqual(cell(try framesJSON(text), 0, 1), [10, 110, 355, 100])
    }

    func testAFileInsideCanImportUIKitIsFound() throws {
        // Half-width items in 150-pt rows: (0, 0), (187.5, 0), then (0, 150).
        let e = try framesJSON(try frames("Legacy/LegacyGridViewController.swift"))
        XCTAssertEqual(cell(e, 0, 1), [187.5, 0, 187.5, 150])
        XCTAssertEqual(cell(e, 0, 2), [0, 150, 187.5, 150])
    }

    func testAHostDeclaredNowhereIsStubbed() throws {
        // DetailViewController is declared in no file: a stand-in view controller whose view is the screen,
        // so side = 375 / 3 = 125 and three items fill a row.
        let e = try framesJSON(try frames("Detail/DetailViewController+Layout.swift"))
        XCTAssertEqual(cell(e, 0, 2), [250, 0, 125, 125])
        XCTAssertEqual(cell(e, 0, 3), [0, 125, 125, 125])
    }

    func testListUsingInAClosureAndInitSectionProviderAsAnArgumentAreFound() throws {
        // A plain list without separators: full-width rows estimated 44 tall, no insets.
        let settings = try frames("Settings/SettingsViewController.swift")
        XCTAssertEqual(settings, try SourceFixtures.framesFromSpec("section:\n  list: {appearance: plain, showsSeparators: false}\ndata: {sections: [8]}\n"))
        XCTAssertEqual(cell(try framesJSON(settings), 0, 1), [0, 44, 375, 44])
        // `.init(sectionProvider:)` handed to setCollectionViewLayout in viewDidLoad, with its local rowHeight 52.
        let search = try framesJSON(try frames("Search/SearchViewController.swift"))
        XCTAssertEqual(cell(search, 0, 1), [0, 52, 375, 52])
    }

    func testTheOlderFixturesAreOneModuleToo() throws {
        // ShelfViewController's enum and metrics are in ShelfModels.swift, found without --with (hero 200, tiles 180).
        let e = try framesJSON(try CLI.run(["frames", SourceFixtures.path("ShelfViewController"), "--items", "1,4"], in: directory).stdout)
        XCTAssertEqual(cell(e, 0, 0), [0, 0, 375, 200])
        XCTAssertEqual(cell(e, 1, 1), [190, 200, 180, 100])
    }

    func testTheModuleRootIsFoundAndCanBeGiven() throws {
        let scope = try ModuleScope.of(Self.app("Feed/FeedViewController+Layout.swift"), named: [Self.app("Feed/FeedViewController+Layout.swift")])
        XCTAssertTrue(scope.root?.hasSuffix("Fixtures/NewsApp") ?? false, "\(String(describing: scope.root))")
        XCTAssertEqual(scope.files.count, 16)
        XCTAssertFalse(scope.files.contains { $0.hasSuffix("FeedViewController+Layout.swift") })
        // A Swift package: the target folder below Sources.
        let package = directory.appendingPathComponent("Pkg")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/App/Screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Other"), withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for f in ["Sources/App/Screens/A.swift", "Sources/App/B.swift", "Sources/Other/C.swift"] {
            try "let x = 1\n".write(to: package.appendingPathComponent(f), atomically: true, encoding: .utf8)
        }
        let a = package.appendingPathComponent("Sources/App/Screens/A.swift").path
        let found = try ModuleScope.of(a, named: [a])
        XCTAssertEqual(found.files.map { ($0 as NSString).lastPathComponent }, ["B.swift"])
        // --module-root widens it; a file without any marker above is alone.
        XCTAssertEqual(try ModuleScope.of(a, named: [a], override: package.appendingPathComponent("Sources").path).files.count, 2)
        let alone = URL(fileURLWithPath: "/tmp").appendingPathComponent("layout-render-alone-\(UUID().uuidString).swift").path
        try "let y = 2\n".write(toFile: alone, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: alone) }
        XCTAssertNil(try ModuleScope.of(alone, named: [alone]).root)
    }

    func testNamesOfAnImportedPackageSayTheLayoutCannotBeDrawn() throws {
        // A layout written with a layout DSL package (as apps do with their pods): its names are the package's, so the
        // line says what the file imports and that --with is only for the app's own names.
        let file = directory.appendingPathComponent("Pods.swift")
        try """
        import UIKit
        import GridKitDSL

        final class PodsViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                return GridLayout(columns: 2).build()
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", "Pods.swift"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        // Line 6, column 16: after 8 spaces and `return ` (7).
        XCTAssertTrue(run.stderr.contains("Pods.swift:6:16: error: cannot find 'GridLayout' in scope — the file imports GridKitDSL, "
                                          + "which layout programs cannot use (only Foundation and UIKit)"), run.stderr)
    }

    func testMissingNamesAreReportedTogetherEachAtItsPlace() throws {
        // Outside any module: the file alone. Two names declared nowhere, both reported, each with what to do.
        let file = directory.appendingPathComponent("Lonely.swift")
        try """
        import UIKit

        final class LonelyViewController: UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                let height = Sizes.row
                let section = NSCollectionLayoutSection(group: Builder.group(height: height))
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", "Lonely.swift"], in: directory)
        XCTAssertEqual(run.status, 2)
        // One line, both places in it (line 5 after 8 + `let height = ` 13; line 6 after 8 + 47), the advice once,
        // right after the first place (a line shortened to its budget loses places, never the advice).
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("Lonely.swift:5:22: error: cannot find 'Sizes' in scope — declared in none of the file: "
                                          + "give the file that declares each with --with FILE or the module's folder with "
                                          + "--module-root DIR; also Lonely.swift:6:56 'Builder'"), run.stderr)
    }

    func testABaseClassFoundNowhereIsStoodInAndAnOverrideOfItsMemberSaid() throws {
        let file = directory.appendingPathComponent("Sub.swift")
        try """
        import UIKit

        final class SubViewController: BaseFeedViewController {
            override func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", file.path], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        // The base class is stood in for (issue 31); the layout overrides a member only the real one has: said, at
        // the override, naming the stand-in.
        XCTAssertTrue(run.stderr.contains("Sub.swift:4:19: error: method does not override any method from its superclass — the base class (BaseFeedViewController) is declared in no Swift file of the module and was stood in for"), run.stderr)
    }

    func testAppTypesNamedLikeTheGeneratedCodeDoNotCollide() throws {
        let file = directory.appendingPathComponent("Names.swift")
        try """
        import UIKit

        struct LayoutHost { static func main() {} }
        struct LayoutEntry {}
        enum SectionKindNames {}
        struct LayoutArguments {}

        final class NamesViewController: UIViewController {
            let host = LayoutHost()
            let entry = LayoutEntry()
            func makeLayout() -> UICollectionViewLayout {
                _ = (host, entry, LayoutArguments())
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", file.path], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(cell(try framesJSON(run.stdout), 0, 1), [0, 30, 375, 30])
    }

    func testTheProgramHoldsOnlyTheLayoutsAskedFor() throws {
        // 300 layout functions in one file: the program for one of them holds one thunk, not 300.
        var text = "import UIKit\n\nenum Many {\n"
        for i in 0..<300 {
            text += "    static func layout\(i)() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n"
        }
        text += "}\n"
        let set = try SwiftLayoutSet(files: [SwiftSourceFile(path: "Many.swift", text: text)])
        XCTAssertEqual(set.layouts.count, 300)
        let one = try set.generatedSource(for: [set.layouts[7]])
        XCTAssertEqual(one.components(separatedBy: "__LayoutRender.Entry(name:").count - 1, 1)
        XCTAssertTrue(one.contains("static func layout7()"))
        XCTAssertFalse(one.contains("static func layout8()"))
        let batch = try SwiftSourceJob.documents((0..<3).map { i in
            var e = EnvironmentOptions()
            e.layout = "layout\(i * 100)"
            let path = directory.appendingPathComponent("Many.swift").path
            return SwiftSourceRequest(file: path, environment: e)
        }.map { r in try? text.write(toFile: r.file, atomically: true, encoding: .utf8); return r })
        XCTAssertEqual(batch.count, 3)
        for r in batch { XCTAssertNoThrow(try r.get()) }
    }

    func testNegativeFixedEdgeSpacingFromSwiftReadsBack() throws {
        let file = directory.appendingPathComponent("Waterfall.swift")
        try """
        import UIKit

        func waterfall() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: .fixed(-24))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(400)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", file.path], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Fixed bottom spacing pushes the next item of the group (semantics 6.2): 100 − 24, so the second starts at 76.
        XCTAssertEqual(cell(try framesJSON(run.stdout), 0, 1)?[1], 76)
    }
}

/// A value the layout program produces that a spec cannot hold is named at the Swift expression that made it.
final class SourceRefusedValueTests: XCTestCase {
    static let text = """
    import UIKit

    func tiles() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(-5)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: -3, bottom: 8, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }
    """

    func testTheRefusedValueIsPlacedAtItsExpression() throws {
        let set = try SwiftLayoutSet(files: [SwiftSourceFile(path: "Tiles.swift", text: Self.text)])
        let layout = try set.select(nil)
        // The one `.flexible(…)`: line 6, after 4 spaces and `group.interItemSpacing = ` (25): column 30.
        XCTAssertEqual(set.placeOfRefusedValue(path: "section.group.interItemSpacing.flexible",
                                               message: "negative number -5 (must be 0 or more)", layout: layout), "Tiles.swift:6:30")
        // Two `.absolute(…)` calls: the one whose literal is the value (100 → line 4; 4 spaces, `let item = ` 11,
        // `NSCollectionLayoutItem(` 23, `layoutSize: ` 12, `.init(` 6, `widthDimension: ` 16: column 73).
        XCTAssertEqual(set.placeOfRefusedValue(path: "section.group.subitems[0].layoutSize.widthDimension.absolute",
                                               message: "100 is too large", layout: layout), "Tiles.swift:4:73")
        // An assignment (after 4 + 28 characters) and an argument label (`-3` after 4 + 24 + 24 + 8 + 9).
        XCTAssertEqual(set.placeOfRefusedValue(path: "section.interGroupSpacing", message: "bad 4", layout: layout), "Tiles.swift:8:33")
        XCTAssertEqual(set.placeOfRefusedValue(path: "section.contentInsets.leading", message: "bad -3", layout: layout), "Tiles.swift:9:70")
        // Two `.absolute(50)`: no telling which; the caller names the layout.
        XCTAssertNil(set.placeOfRefusedValue(path: "section.group.layoutSize.heightDimension.absolute", message: "bad 50", layout: layout))
    }

    func testNegativeFlexibleSpacingMadeInSwiftReadsBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-refused-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = SourceFixtures.cache
        try Self.text.write(to: directory.appendingPathComponent("Tiles.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["frames", "Tiles.swift"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
    }
}

/// Every layout of the corpus, each named only by its own file, evaluated in one batch the way the whole-app
/// `check` does: one compiled program per module.
final class SourceCorpusTests: XCTestCase {
    func testEveryLayoutOfBothModulesRendersFromItsFileAloneWithOneCompilePerModule() throws {
        _ = SourceFixtures.cache
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-corpus-\(UUID().uuidString)").path
        let previous = ProcessInfo.processInfo.environment["LAYOUT_RENDER_CACHE"]
        setenv("LAYOUT_RENDER_CACHE", fresh, 1)
        defer {
            if let previous { setenv("LAYOUT_RENDER_CACHE", previous, 1) }
            try? FileManager.default.removeItem(atPath: fresh)
        }
        // What a layout needs beyond its file: its section identifiers or its arguments.
        let needs: [String: (String?) -> EnvironmentOptions] = [
            "LibraryViewController": { EnvironmentOptions(layout: $0, sectionKinds: "featured,shelf,list") },
            "VideosViewController": { EnvironmentOptions(layout: $0, sectionKinds: "featured,recent") },
            "InboxViewController": { EnvironmentOptions(layout: $0, sectionKinds: "pinned,messages") },
        ]
        var requests: [SwiftSourceRequest] = []
        var modules: Set<String> = []
        let root = SourceFixtures.directory.path
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 24)
        for relative in files {
            let path = root + "/" + relative
            let set = try SwiftLayoutSet(files: [SwiftSourceFile(path: path)])
            for layout in set.layouts where layout.notCallable == nil {
                let base = (relative as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
                var environment = relative.hasPrefix("NewsApp") ? EnvironmentOptions(layout: layout.name, sectionKinds: nil)
                    : (needs[base] ?? { EnvironmentOptions(layout: $0, sectionKinds: nil) })(layout.name)
                if !layout.parameters.isEmpty {
                    environment.setArguments(layout.parameters.filter { !$0.hasDefault }.map { "\($0.name)=\($0.example)" })
                }
                requests.append(SwiftSourceRequest(file: path, environment: environment))
                // Fixtures, and the three modules nested in it (each with its own .xcodeproj).
                let nested = ["NewsApp", "Registrations", "UIKitFamilies"].first { relative.hasPrefix($0 + "/") }
                modules.insert(nested ?? "Fixtures")
            }
        }
        XCTAssertGreaterThanOrEqual(requests.count, 25)
        let results = SwiftSourceJob.documents(requests)
        for (r, result) in zip(requests, results) {
            switch result {
            case .success(let document):
                XCTAssertNoThrow(try LayoutJob.resolve(document, environment: r.environment), "\(r.file) \(r.environment.layout ?? "")")
            case .failure(let e):
                XCTFail("\(r.file) \(r.environment.layout ?? ""): \(e)")
            }
        }
        // One program per module: the program cache holds one per module (evaluated by one call of the front end).
        let programs = try FileManager.default.contentsOfDirectory(atPath: fresh + "/programs")
        XCTAssertEqual(programs.count, modules.count, programs.joined(separator: ", "))
    }
}

/// Module edges: file-private names, `--module-root`, the budget.
final class SourceModuleEdgeTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-edge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func screen(_ name: String, height: Int) -> String {
        """
        import UIKit

        private enum Section: Int, CaseIterable { case only }
        private let rowHeight: CGFloat = \(height)

        final class \(name): UIViewController {
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    guard Section(rawValue: index) != nil else { return nil }
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
        }
        """
    }

    func testEachFilesPrivateDeclarationsStayItsOwn() throws {
        // Both files declare a private `Section` and `rowHeight`: each layout takes its own file's.
        try write("A/AScreen.swift", Self.screen("AScreen", height: 30))
        try write("B/BScreen.swift", Self.screen("BScreen", height: 70))
        let run = try CLI.run(["frames", "B/BScreen.swift"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // BScreen's own 70-pt rows: the second at y 70.
        XCTAssertTrue(run.stdout.contains("\"item\": 1, \"frame\": {\"x\": 0, \"y\": 70, \"width\": 375, \"height\": 70}"), run.stdout)
    }

    func testAnotherFilesPrivateNamesAreNotTaken() throws {
        let b = try SwiftSourceFile(path: "B.swift", text: Self.screen("BScreen", height: 70))
        let a = try SwiftSourceFile(path: "A.swift", text: Self.screen("AScreen", height: 30))
        let set = try SwiftLayoutSet(files: [b, a], searched: 1)
        let source = try set.generatedSource(for: [try set.select(nil)])
        XCTAssertTrue(source.contains("private let rowHeight: CGFloat = 70"))
        XCTAssertFalse(source.contains("private let rowHeight: CGFloat = 30"), source)
        XCTAssertFalse(source.contains("#sourceLocation(file: \"A.swift\""), source)
    }

    func testModuleRootNamesTheFolder() throws {
        // The enum lives outside the file's folder; without a marker above `Lib` the module root must be given.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try "import UIKit\nenum Heights { static let row: CGFloat = 48 }\n".write(to: outside.appendingPathComponent("Models/Heights.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        func rows() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Heights.row)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(to: outside.appendingPathComponent("Screens/Rows.swift"), atomically: true, encoding: .utf8)
        let alone = try CLI.run(["frames", "Screens/Rows.swift"], in: outside)
        XCTAssertEqual(alone.status, 2)
        // Line 4 after 4 + 12 + 33 + 12 + 6 + 16 + 21 + 17 + 10 characters: column 132.
        XCTAssertTrue(alone.stderr.contains("Rows.swift:4:132: error: cannot find 'Heights' in scope — declared in none of the file: give the file that declares it with --with FILE or the module's folder with --module-root DIR"), alone.stderr)
        let given = try CLI.run(["frames", "Screens/Rows.swift", "--module-root", "."], in: outside)
        XCTAssertEqual(given.status, 0, given.stderr)
        XCTAssertTrue(given.stdout.contains("48"), given.stdout)
        let notAFolder = try CLI.run(["frames", "Screens/Rows.swift", "--module-root", "nowhere"], in: outside)
        XCTAssertEqual(notAFolder.status, 2)
        XCTAssertTrue(notAFolder.stderr.contains("--module-root nowhere: not a folder"), notAFolder.stderr)
    }

    func testAModuleOverTheBudgetIsRefusedBeforeItIsRead() throws {
        let many = directory.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for i in 0...ModuleScope.maxFiles { FileManager.default.createFile(atPath: many.path + "/F\(i).swift", contents: Data("let v\(i) = \(i)\n".utf8)) }
        try write("Main.swift", Self.screen("MainScreen", height: 40))
        let run = try CLI.run(["frames", "Main.swift"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("more than 3000 Swift files; name the module's folder with --module-root DIR"), run.stderr)
    }
}
