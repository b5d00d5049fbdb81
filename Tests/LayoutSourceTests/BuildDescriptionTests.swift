import Foundation
import LayoutSystem
@testable import LayoutSource
import XCTest

/// Modules as the build defines them (issue 32): our own small projects written by hand — an Xcode project file with
/// two targets in one folder, a synchronized folder and a test target; a Swift package placing a target with `path:`;
/// a Tuist manifest with source globs — and hostile ones, which are a note and the folder rule.
final class BuildDescriptionTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-build-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    func p(_ relative: String) -> String { root + "/" + relative }

    static let layout = screen("Screen")
    static func screen(_ name: String) -> String { """
    import UIKit
    final class \(name) {
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        }
    }

    """ }

    /// A layout whose rows are Metrics.row (44, shared) high and Theme.spacing apart (App's 8, Widget's 4).
    static func spaced(_ name: String) -> String { """
    import UIKit
    final class \(name) {
        func makeLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.row)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Theme.spacing
            return UICollectionViewCompositionalLayout(section: section)
        }
    }

    """ }

    /// Widget (an extension, listed first), App (an application), AppTests, and Clip (an application whose sources
    /// are a synchronized folder, less Old.swift). Widget's files are named from SOURCE_ROOT, App's through groups;
    /// Shared/Sizes/Metrics.swift is in both Widget and App. App also builds Derived/Sources/Assets+Generated.swift,
    /// which a generator (Tuist, SwiftGen) writes at build time and the repository does not hold.
    static let pbxproj = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
            MAIN = {isa = PBXGroup; children = (GAPP, GWID, GSHARED, GTESTS, CLIPDIR); sourceTree = "<group>"; };
            GAPP = {isa = PBXGroup; path = App; children = (FAPPLAYOUT, FAPPTHEME); sourceTree = "<group>"; };
            FAPPLAYOUT /* AppLayout.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppLayout.swift; sourceTree = "<group>"; };
            FAPPTHEME = {isa = PBXFileReference; path = Theme.swift; sourceTree = "<group>"; };
            GWID = {isa = PBXGroup; name = Widget; children = (FWIDLAYOUT, FWIDTHEME); sourceTree = "<group>"; };
            FWIDLAYOUT = {isa = PBXFileReference; path = Widget/WidgetLayout.swift; sourceTree = SOURCE_ROOT; };
            FWIDTHEME = {isa = PBXFileReference; path = "Widget/Theme.swift"; sourceTree = SOURCE_ROOT; };
            GSHARED = {isa = PBXGroup; path = Shared; children = (GSUB); sourceTree = "<group>"; };
            GSUB = {isa = PBXGroup; path = Sizes; children = (FMETRICS, FPLIST); sourceTree = "<group>"; };
            FMETRICS = {isa = PBXFileReference; path = Metrics.swift; sourceTree = "<group>"; };
            FPLIST = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
            FSDK = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
            FGEN = {isa = PBXFileReference; path = "Derived/Sources/Assets+Generated.swift"; sourceTree = SOURCE_ROOT; };
            GTESTS = {isa = PBXGroup; path = AppTests; children = (FTEST); sourceTree = "<group>"; };
            FTEST = {isa = PBXFileReference; path = AppLayoutTests.swift; sourceTree = "<group>"; };
            CLIPDIR = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (CLIPEX); path = Clip; sourceTree = "<group>"; };
            CLIPEX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift, ); target = TCLIP; };
            B1 = {isa = PBXBuildFile; fileRef = FAPPLAYOUT; };
            B2 = {isa = PBXBuildFile; fileRef = FAPPTHEME; };
            B3 = {isa = PBXBuildFile; fileRef = FMETRICS; };
            B4 = {isa = PBXBuildFile; fileRef = FWIDLAYOUT; };
            B5 = {isa = PBXBuildFile; fileRef = FWIDTHEME; };
            B6 = {isa = PBXBuildFile; fileRef = FMETRICS; };
            B7 = {isa = PBXBuildFile; fileRef = FTEST; };
            B8 = {isa = PBXBuildFile; fileRef = FSDK; };
            B9 = {isa = PBXBuildFile; fileRef = FGEN; };
            PAPP = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B9, ); };
            PWID = {isa = PBXSourcesBuildPhase; files = (B4, B5, B6); };
            PTEST = {isa = PBXSourcesBuildPhase; files = (B7); };
            PFW = {isa = PBXFrameworksBuildPhase; files = (B8); };
            TWID = {isa = PBXNativeTarget; buildPhases = (PWID, PFW); name = Widget; productType = "com.apple.product-type.app-extension"; };
            TAPP = {isa = PBXNativeTarget; buildPhases = (PAPP, PFW); name = App; productType = "com.apple.product-type.application"; };
            TTEST = {isa = PBXNativeTarget; buildPhases = (PTEST); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            TCLIP = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (CLIPDIR); name = Clip; productType = "com.apple.product-type.application"; };
            PROJ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (TWID, TAPP, TTEST, TCLIP); };
        };
        rootObject = PROJ;
    }

    """

    func writeXcodeApp() throws {
        try write("Demo.xcodeproj/project.pbxproj", Self.pbxproj)
        try write("App/AppLayout.swift", Self.spaced("Screen"))
        try write("App/Theme.swift", "import UIKit\nfinal class Theme { static let spacing: CGFloat = 8 }\n")
        try write("Widget/WidgetLayout.swift", Self.spaced("WidgetScreen"))
        try write("Widget/Theme.swift", "import UIKit\nfinal class Theme { static let spacing: CGFloat = 4 }\n")
        try write("Shared/Sizes/Metrics.swift", "import UIKit\nenum Metrics { static let row: CGFloat = 44 }\n")
        try write("AppTests/AppLayoutTests.swift", "import XCTest\n@testable import App\n")
        try write("Clip/ClipLayout.swift", Self.screen("ClipScreen"))
        try write("Clip/Rows/Row.swift", "enum Row {}\n")
        try write("Clip/Old.swift", "enum Old {}\n")
        try write("Loose.swift", "enum Loose {}\n")
    }

    func testTwoTargetsOfOneProjectFolderAreTwoModules() throws {
        try writeXcodeApp()
        let app = try ModuleScope.of(p("App/AppLayout.swift"), named: [p("App/AppLayout.swift")])
        XCTAssertEqual(app.target, "App")
        // Not Derived/Sources/Assets+Generated.swift: the build writes it, the repository does not hold it.
        XCTAssertEqual(app.files, [p("App/Theme.swift"), p("Shared/Sizes/Metrics.swift")])
        let widget = try ModuleScope.of(p("Widget/WidgetLayout.swift"), named: [p("Widget/WidgetLayout.swift")])
        XCTAssertEqual(widget.target, "Widget")
        XCTAssertEqual(widget.files, [p("Shared/Sizes/Metrics.swift"), p("Widget/Theme.swift")])
        // The folder rule made them one module (the project's folder) where two Theme classes collided.
        XCTAssertEqual(ModuleScope.findRoot(of: p("App/AppLayout.swift")), ModuleScope.findRoot(of: p("Widget/WidgetLayout.swift")))
        XCTAssertNotEqual(ModuleScope.identity(of: p("App/AppLayout.swift")), ModuleScope.identity(of: p("Widget/WidgetLayout.swift")))
        // A file of two targets is checked in the first application target, not the first target listed (Widget).
        XCTAssertEqual(ModuleScope.targetName(of: p("Shared/Sizes/Metrics.swift")), "App")
        XCTAssertEqual(app.notes, [])
        // `--module-root` still overrides: the folder, both Theme files in it.
        let given = try ModuleScope.of(p("App/AppLayout.swift"), named: [p("App/AppLayout.swift")], override: root)
        XCTAssertNil(given.target)
        XCTAssertTrue(given.files.contains(p("Widget/Theme.swift")), "\(given.files)")
    }

    /// Through the binary: each target's layout takes its own target's Theme. Rows 44 high (Metrics.row): the second
    /// starts at 44 + 8 = 52 in App, 44 + 4 = 48 in Widget.
    func testEachTargetsLayoutUsesItsOwnTargetsDeclarations() throws {
        _ = SourceFixtures.cache
        try writeXcodeApp()
        for (file, y) in [("App/AppLayout.swift", 52.0), ("Widget/WidgetLayout.swift", 48.0)] {
            let run = try CLI.run(["frames", p(file), "--items", "2", "--ios", "15"], in: URL(fileURLWithPath: root))
            XCTAssertEqual(run.status, 0, run.stderr)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let cells = try XCTUnwrap(json["elements"] as? [[String: Any]]).filter { ($0["category"] as? String) == "cell" }
            let second = try XCTUnwrap(cells.first { ($0["item"] as? Int) == 1 }?["frame"] as? [String: Double])
            XCTAssertEqual(second["y"], y, file)
            XCTAssertEqual(second["height"], 44, file)
        }
    }

    func testATestTargetIsFoundAndReadsTheAppItImports() throws {
        try writeXcodeApp()
        let tests = try ModuleScope.of(p("AppTests/AppLayoutTests.swift"), named: [p("AppTests/AppLayoutTests.swift")])
        XCTAssertEqual(tests.target, "AppTests")
        // Its own files (none but the one named), then App's, which `@testable import App` brings.
        XCTAssertEqual(tests.files, [p("App/AppLayout.swift"), p("App/Theme.swift"), p("Shared/Sizes/Metrics.swift")])
    }

    func testASynchronizedFolderLessItsExceptions() throws {
        try writeXcodeApp()
        let clip = try ModuleScope.of(p("Clip/ClipLayout.swift"), named: [p("Clip/ClipLayout.swift")])
        XCTAssertEqual(clip.target, "Clip")
        XCTAssertEqual(clip.files, [p("Clip/Rows/Row.swift")])
        // Old.swift is in no target: the folder rule (the project's folder, every file but test folders').
        XCTAssertNil(ModuleScope.targetName(of: p("Clip/Old.swift")))
        XCTAssertNil(ModuleScope.targetName(of: p("Loose.swift")))
    }

    func testLayoutsShowsEachLayoutsTarget() throws {
        try writeXcodeApp()
        let table = try SourceFrontEnd.layoutsTable([p("App/AppLayout.swift"), p("Widget/WidgetLayout.swift")])
        let rows = table.split(separator: "\n").map(String.init)
        XCTAssertTrue(rows[0].hasPrefix("NAME") && rows[0].contains("TARGET"), table)
        XCTAssertTrue(rows.contains { $0.contains("AppLayout.swift:3") && $0.contains("  App  ") }, table)
        XCTAssertTrue(rows.contains { $0.contains("WidgetLayout.swift:3") && $0.contains("  Widget  ") }, table)
    }

    /// An app split into packages: a feature package depends by path on a design package that is neither below it
    /// nor beside it (`.package(path: "../../Shared/DesignKit")`), and that one on another (`../Tokens`); a third by a
    /// path the manifest computes (found among the repository's packages by its target's name); the layout's module
    /// takes the targets it imports from all three, and nothing from a package whose target it does not import.
    func testLocalPackagesAManifestDependsOnByPathAreRead() throws {
        try write("Features/List/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let icons = "../../" + "Shared/Icons"
        let package = Package(name: "List", dependencies: [.package(path: "../../Shared/DesignKit"), .package(path: icons)],
                              targets: [.target(name: "List", dependencies: ["DesignKit", "Icons"])])

        """)
        try write("Features/List/Sources/List/ListLayout.swift", "import DesignKit\nimport Icons\n" + Self.layout)
        // Reached by a computed path: found among the repository's packages, as the one that has a target Icons.
        try write("Shared/Icons/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet name = \"Icons\"\nlet package = Package(name: name, targets: [.target(name: name)])\n")
        try write("Shared/Icons/Sources/Icons/Icon.swift", "public enum Icon {}\n")
        try write("Shared/DesignKit/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "DesignKit", dependencies: [.package(path: "../Tokens")],
                              targets: [.target(name: "DesignKit", dependencies: ["Tokens"])])

        """)
        try write("Shared/DesignKit/Sources/DesignKit/Metrics.swift", "import Tokens\npublic enum Metrics {}\n")
        try write("Shared/Tokens/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Tokens", targets: [.target(name: "Tokens")])

        """)
        try write("Shared/Tokens/Sources/Tokens/Spacing.swift", "public enum Spacing {}\n")
        try write("Shared/Unused/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Unused\", targets: [.target(name: \"DesignKit\")])\n")
        try write("Shared/Unused/Sources/DesignKit/Decoy.swift", "enum Decoy {}\n")
        let list = try ModuleScope.of(p("Features/List/Sources/List/ListLayout.swift"), named: [p("Features/List/Sources/List/ListLayout.swift")])
        XCTAssertEqual(list.target, "List")
        XCTAssertEqual(Set(list.files), [p("Shared/DesignKit/Sources/DesignKit/Metrics.swift"), p("Shared/Tokens/Sources/Tokens/Spacing.swift"),
                                         p("Shared/Icons/Sources/Icons/Icon.swift")])
    }

    /// A target the module's own manifest declares (`Core` beside `List`) is taken from there only: a package beside
    /// the app's (another app checked out next to it) with a target of the same name is not read with the module.
    func testATargetOfTheModulesOwnManifestIsNotLookedForInSiblingPackages() throws {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "Core"), .target(name: "List", dependencies: ["Core"])])

        """
        for app in ["Apps/One", "Apps/Two"] {
            try write(app + "/Package.swift", manifest)
            try write(app + "/Sources/Core/Metrics.swift", "public enum Metrics {}\n")
            try write(app + "/Sources/List/ListLayout.swift", "import Core\n" + Self.layout)
        }
        let list = try ModuleScope.of(p("Apps/One/Sources/List/ListLayout.swift"), named: [p("Apps/One/Sources/List/ListLayout.swift")])
        XCTAssertEqual(list.target, "List")
        XCTAssertEqual(list.files, [p("Apps/One/Sources/Core/Metrics.swift")])
    }

    func testAPackageTargetPlacedByPathAndItsTestTarget() throws {
        try write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            targets: [
                .target(name: "Feed", dependencies: [.target(name: "Core")], path: "Modules/Feed", exclude: ["Legacy", "Notes.md"]),
                .target(name: "Core", path: "Shared/Core"),
                .target(name: "Picked", path: "Modules/Picked", sources: ["Main.swift", "Parts"]),
                .testTarget(name: "FeedTests", dependencies: ["Feed"]),
            ]
        )

        """)
        try write("Modules/Feed/FeedLayout.swift", "import Core\n" + Self.layout)
        try write("Modules/Feed/Cells/Cell.swift", "enum Cell {}\n")
        try write("Modules/Feed/Legacy/Old.swift", "enum Old {}\n")
        try write("Shared/Core/Metrics.swift", "enum Metrics {}\n")
        try write("Modules/Picked/Main.swift", "enum Main {}\n")
        try write("Modules/Picked/Parts/A.swift", "enum A {}\n")
        try write("Modules/Picked/Other.swift", "enum Other {}\n")
        try write("Tests/FeedTests/FeedLayoutTests.swift", "import XCTest\n@testable import Feed\n")
        let feed = try ModuleScope.of(p("Modules/Feed/FeedLayout.swift"), named: [p("Modules/Feed/FeedLayout.swift")])
        XCTAssertEqual(feed.target, "Feed")
        // Its own files less the excluded folder, then Core's (placed by `path:`; the `.target(name: "Core")` of Feed's
        // dependencies names it, declares nothing), which it imports.
        XCTAssertEqual(feed.files, [p("Modules/Feed/Cells/Cell.swift"), p("Shared/Core/Metrics.swift")])
        let tests = try ModuleScope.of(p("Tests/FeedTests/FeedLayoutTests.swift"), named: [p("Tests/FeedTests/FeedLayoutTests.swift")])
        XCTAssertEqual(tests.target, "FeedTests")
        XCTAssertEqual(tests.files, [p("Modules/Feed/Cells/Cell.swift"), p("Modules/Feed/FeedLayout.swift"), p("Shared/Core/Metrics.swift")])
        XCTAssertEqual(ModuleScope.targetName(of: p("Modules/Picked/Parts/A.swift")), "Picked")
        XCTAssertNil(ModuleScope.targetName(of: p("Modules/Picked/Other.swift")))
    }

    func testTuistTargetsFromTheirSourceGlobs() throws {
        try write("Project.swift", """
        import ProjectDescription
        let project = Project(
            name: "Demo",
            targets: [
                .target(name: "Demo", destinations: .iOS, product: .app, bundleId: "a.b",
                        sources: ["Targets/Demo/Sources/**"]),
                .target(name: "DemoKit", destinations: .iOS, product: .framework, bundleId: "a.c",
                        sources: .paths(["Targets/DemoKit/Sources/**/*.swift"])),
                .target(name: "DemoTests", destinations: .iOS, product: .unitTests, bundleId: "a.d",
                        sources: [.glob("Targets/Demo/Tests/**", excluding: ["Targets/Demo/Tests/Fixtures/**"])]),
            ]
        )

        """)
        try write("Targets/Demo/Sources/Screens/Home.swift", "import DemoKit\n" + Self.layout)
        try write("Targets/Demo/Sources/Theme.swift", "enum Theme {}\n")
        try write("Targets/DemoKit/Sources/Kit.swift", "enum Kit {}\n")
        try write("Targets/Demo/Tests/HomeTests.swift", "@testable import Demo\n")
        try write("Targets/Demo/Tests/Fixtures/Data.swift", "enum Data {}\n")
        let demo = try ModuleScope.of(p("Targets/Demo/Sources/Screens/Home.swift"), named: [p("Targets/Demo/Sources/Screens/Home.swift")])
        XCTAssertEqual(demo.target, "Demo")
        XCTAssertEqual(demo.files, [p("Targets/Demo/Sources/Theme.swift"), p("Targets/DemoKit/Sources/Kit.swift")])
        XCTAssertEqual(ModuleScope.targetName(of: p("Targets/Demo/Tests/HomeTests.swift")), "DemoTests")
        XCTAssertNil(ModuleScope.targetName(of: p("Targets/Demo/Tests/Fixtures/Data.swift")))
    }

    // MARK: Bad input: a note and the folder rule

    /// The module of `file` under a hostile description: the folder rule (no target: the repository `folder`), and the
    /// note expected.
    func assertFolderRule(_ file: String, in folder: String = "", note: String, line: UInt = #line) throws {
        let scope = try ModuleScope.of(p(folder + file), named: [p(folder + file)])
        XCTAssertNil(scope.target, line: line)
        XCTAssertEqual(scope.root.map(ModuleScope.canonical), ModuleScope.canonical(p(folder)), line: line)
        XCTAssertTrue(scope.notes.contains { $0.contains(note) }, "\(scope.notes)", line: line)
    }

    func testACyclicGroupTreeIsANote() throws {
        try write("Demo.xcodeproj/project.pbxproj", """
        { objects = {
            G1 = {isa = PBXGroup; children = (G2, F); path = a; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (G1); path = b; sourceTree = "<group>"; };
            F = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            B = {isa = PBXBuildFile; fileRef = F; };
            S = {isa = PBXSourcesBuildPhase; files = (B); };
            T = {isa = PBXNativeTarget; buildPhases = (S); name = App; productType = "com.apple.product-type.application"; };
            P = {isa = PBXProject; mainGroup = G1; targets = (T); };
        }; rootObject = P; }
        """)
        try write("A.swift", Self.layout)
        try assertFolderRule("A.swift", note: "groups nested deeper than 64 (a cycle of groups?)")
    }

    func testACorruptOrHugeOrDeepProjectFileIsANote() throws {
        // Each case in a repository of its own (a folder with .git).
        for folder in ["corrupt", "deep", "huge"] {
            try FileManager.default.createDirectory(atPath: p(folder + "/.git"), withIntermediateDirectories: true)
            try write(folder + "/A.swift", Self.layout)
        }
        try write("corrupt/Demo.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n  objects = {\n    A = {isa = PBXGroup;\n")
        try assertFolderRule("A.swift", in: "corrupt/", note: "Demo.xcodeproj/project.pbxproj: cannot be read (line 5: a '{' that no '}' closes)")
        try write("deep/Deep.xcodeproj/project.pbxproj", String(repeating: "(", count: 10_000))
        try assertFolderRule("A.swift", in: "deep/", note: "line 1: nested deeper than 64 levels")
        try write("huge/Huge.xcodeproj/project.pbxproj", "")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: p("huge/Huge.xcodeproj/project.pbxproj")))
        try handle.truncate(atOffset: UInt64(OpenStepPlist.maxBytes + 1))   // sparse: nothing is written or read
        try handle.close()
        try assertFolderRule("A.swift", in: "huge/", note: "project file is \(OpenStepPlist.maxBytes + 1) bytes; the limit is \(OpenStepPlist.maxBytes) bytes")
    }

    func testAManifestThatComputesItsTargetsIsANote() throws {
        try write("Package.swift", """
        import PackageDescription
        let names = ["Feed", "Core"]
        let package = Package(name: "Kit", targets: names.map { .target(name: $0) })

        """)
        try write("Sources/Feed/A.swift", Self.layout)
        try write("Sources/Core/B.swift", "enum B {}\n")
        let scope = try ModuleScope.of(p("Sources/Feed/A.swift"), named: [p("Sources/Feed/A.swift")])
        XCTAssertNil(scope.target)
        XCTAssertEqual(scope.notes, ["\(p("Package.swift")): line 3: a target whose name is not a string literal: its targets are computed, not read; its folder is the module"])
        // The folder rule: the package's target folder.
        XCTAssertEqual(scope.root, p("Sources/Feed"))
        // A manifest that names no targets at all (a comment) marks its folder: the folder rule, without a note.
        try FileManager.default.createDirectory(atPath: p("Other/.git"), withIntermediateDirectories: true)
        try write("Other/Package.swift", "// swift-tools-version:5.9\n")
        try write("Other/Sources/Feed/A.swift", Self.layout)
        let marked = try ModuleScope.of(p("Other/Sources/Feed/A.swift"), named: [p("Other/Sources/Feed/A.swift")])
        XCTAssertNil(marked.target)
        XCTAssertEqual(marked.notes, [])
        XCTAssertEqual(marked.root, p("Other/Sources/Feed"))
    }

    func testAGlobOutOfTheRepositoryOrMatchingTooMuchIsANote() throws {
        try write("A.swift", Self.layout)
        try write("Project.swift", """
        let project = Project(name: "D", targets: [.target(name: "D", product: .app, sources: ["../**"])])
        """)
        try assertFolderRule("A.swift", note: "the pattern ../** reaches outside the manifest's folder")
    }

    func testAGlobMatchingEveryFileIsRefusedPastTheBudget() throws {
        // In a test folder, which the folder rule leaves out: the pattern's budget refuses, not the module's.
        for i in 0...ModuleScope.maxFiles { try write("ManyTests/F\(i).swift", "") }
        try write("A.swift", Self.layout)
        try write("Project.swift", """
        let project = Project(name: "D", targets: [.target(name: "D", product: .app, sources: ["**"])])
        """)
        try assertFolderRule("A.swift", note: "the pattern ** matches more than \(ModuleScope.maxFiles) Swift files")
    }

    func testASymbolicLinkOutOfTheRepositoryIsNotRead() throws {
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "enum Secret {}\n".write(toFile: outside + "/Secret.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: p("Linked"), withDestinationPath: outside)
        try write("App/AppLayout.swift", Self.layout)
        try write("Demo.xcodeproj/project.pbxproj", """
        { objects = {
            M = {isa = PBXGroup; children = (GA, GL, SYNC); sourceTree = "<group>"; };
            GA = {isa = PBXGroup; children = (FA); path = App; sourceTree = "<group>"; };
            FA = {isa = PBXFileReference; path = AppLayout.swift; sourceTree = "<group>"; };
            GL = {isa = PBXGroup; children = (FS); path = Linked; sourceTree = "<group>"; };
            FS = {isa = PBXFileReference; path = Secret.swift; sourceTree = "<group>"; };
            FX = {isa = PBXFileReference; path = "\(outside)/Secret.swift"; sourceTree = "<absolute>"; };
            SYNC = {isa = PBXFileSystemSynchronizedRootGroup; path = Linked; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = FA; };
            B2 = {isa = PBXBuildFile; fileRef = FS; };
            B3 = {isa = PBXBuildFile; fileRef = FX; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
            T = {isa = PBXNativeTarget; buildPhases = (S); fileSystemSynchronizedGroups = (SYNC); name = App; productType = "com.apple.product-type.application"; };
            P = {isa = PBXProject; mainGroup = M; targets = (T); };
        }; rootObject = P; }
        """)
        let scope = try ModuleScope.of(p("App/AppLayout.swift"), named: [p("App/AppLayout.swift")])
        XCTAssertEqual(scope.target, "App")
        XCTAssertEqual(scope.files, [])
        XCTAssertEqual(scope.notes, ["\(p("Demo.xcodeproj/project.pbxproj")): 3 sources outside the repository left out"])
    }

    // MARK: The one tree walk

    func testTheTreeWalkSkipsOneListFollowsNoLinkAndStopsAtItsLimit() throws {
        for f in ["a/A.swift", "a/.hidden/H.swift", "Pods/X/P.swift", "vendor/V.swift", "b/Assets.xcassets/I.swift",
                  "b/B.swift", "DerivedData/D.swift", "c/.C.swift", "b/Kit.docc/Tutorials/Step-01.swift"] { try write(f, "") }
        try FileManager.default.createSymbolicLink(atPath: p("b/link"), withDestinationPath: p("a"))
        try FileManager.default.createSymbolicLink(atPath: p("b/L.swift"), withDestinationPath: p("a/A.swift"))
        var seen: [String] = []
        try TreeWalk.walk(root) { seen.append(String($0.path.dropFirst(root.count + 1))) }
        XCTAssertEqual(seen, ["a/A.swift", "b/B.swift"])
        // 7 names at the root (.git, a, b, c, DerivedData, Pods, vendor): a limit of 3 stops at the first listing.
        XCTAssertThrowsError(try TreeWalk.walk(root, limit: 3) { _ in })
        // Module discovery walks the same way (the folder rule of a file at the root).
        try write("Root.swift", "")
        let scope = try ModuleScope.of(p("Root.swift"), named: [p("Root.swift")])
        XCTAssertEqual(scope.files, [p("a/A.swift"), p("b/B.swift")])
    }
}
