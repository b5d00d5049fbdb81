import Foundation
import LayoutSystem
@testable import LayoutSource
import XCTest

/// Code from other modules (issue 31): an app whose shared code is a framework target of its own Xcode project,
/// elsewhere in the repository. One file of the app imports the framework; every file uses its extensions of UIKit's
/// types, as Swift lets them (the extensions of a module that any file of a module imports are seen in all its files).
/// The projects are our own, written by hand; the bad ones are a note and the module as it was.
final class FrameworkImportTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-fw-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
        try? FileManager.default.removeItem(atPath: root + "-outside")
    }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    func p(_ relative: String) -> String { root + "/" + relative }

    /// An Xcode project file with one group `folder` holding `files`, and one native target per entry of `targets`
    /// (name, product type, the files it builds).
    static func project(folder: String, files: [String], targets: [(String, String, [String])]) -> String {
        var objects = ""
        let refs = files.indices.map { "F\($0)" }
        objects += "        MAIN = {isa = PBXGroup; children = (G); sourceTree = \"<group>\"; };\n"
        objects += "        G = {isa = PBXGroup; path = \(folder); children = (\(refs.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
        for (i, f) in files.enumerated() {
            objects += "        F\(i) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(f)\"; sourceTree = \"<group>\"; };\n"
            objects += "        B\(i) = {isa = PBXBuildFile; fileRef = F\(i); };\n"
        }
        for (t, target) in targets.enumerated() {
            let builds = target.2.map { f in "B\(files.firstIndex(of: f)!)" }
            objects += "        S\(t) = {isa = PBXSourcesBuildPhase; files = (\(builds.joined(separator: ", ")), ); };\n"
            objects += "        T\(t) = {isa = PBXNativeTarget; buildPhases = (S\(t)); name = \(target.0); productType = \"\(target.1)\"; };\n"
        }
        let list = targets.indices.map { "T\($0)" }.joined(separator: ", ")
        objects += "        PROJ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = \"\"; targets = (\(list)); };\n"
        return "// !$*UTF8*$!\n{\n    archiveVersion = 1;\n    objectVersion = 56;\n    objects = {\n\(objects)    };\n    rootObject = PROJ;\n}\n"
    }

    static let framework = "com.apple.product-type.framework"

    /// The app (Shop, an application of Shop/Shop.xcodeproj): Boot.swift imports Palette; the layout's file imports
    /// UIKit only and uses Palette's `UIFont.price20` and `NSDirectionalEdgeInsets.tile`. Palette is a framework of
    /// Kits/Palette/Palette.xcodeproj. Kits/Decoy/Decoy.xcodeproj (listed first) has an app extension named Palette
    /// — no module anyone imports — and a framework Unused that nobody imports; both declare `price20` otherwise.
    func writeShop() throws {
        try write("Shop/Shop.xcodeproj/project.pbxproj", Self.project(
            folder: "Shop", files: ["Boot.swift", "Screens/CatalogLayout.swift"],
            targets: [("Shop", "com.apple.product-type.application", ["Boot.swift", "Screens/CatalogLayout.swift"])]))
        try write("Shop/Shop/Boot.swift", "import UIKit\nimport Palette\n\nfinal class Boot {\n    let started = true\n}\n")
        try write("Shop/Shop/Screens/CatalogLayout.swift", """
            import UIKit

            final class CatalogViewController: UIViewController {
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = .tile
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(UIFont.price20.pointSize * 3)),
                        subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        try write("Kits/Palette/Palette.xcodeproj/project.pbxproj", Self.project(
            folder: "Palette", files: ["Fonts.swift", "Insets.swift", "PaletteTests.swift"],
            targets: [("Palette", Self.framework, ["Fonts.swift", "Insets.swift"]),
                      ("PaletteTests", "com.apple.product-type.bundle.unit-test", ["PaletteTests.swift"])]))
        try write("Kits/Palette/Palette/Fonts.swift", """
            import UIKit

            public extension UIFont {
                static let price20 = UIFont.systemFont(ofSize: 20, weight: .bold)
                static let note12 = UIFont.systemFont(ofSize: 12)
            }

            public extension UIColor {
                static let brand = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
            }

            """)
        try write("Kits/Palette/Palette/Insets.swift", """
            import UIKit

            public extension NSDirectionalEdgeInsets {
                static let tile = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
            }

            """)
        try write("Kits/Palette/Palette/PaletteTests.swift", "import XCTest\n@testable import Palette\n")
        try write("Kits/Decoy/Decoy.xcodeproj/project.pbxproj", Self.project(
            folder: "Decoy", files: ["Widget.swift", "Unused.swift"],
            targets: [("Palette", "com.apple.product-type.app-extension", ["Widget.swift"]),
                      ("Unused", Self.framework, ["Unused.swift"])]))
        try write("Kits/Decoy/Decoy/Widget.swift", "import UIKit\nextension UIFont { static let price20 = UIFont.systemFont(ofSize: 30) }\n")
        try write("Kits/Decoy/Decoy/Unused.swift", "import UIKit\nextension UIFont { static let price20 = UIFont.systemFont(ofSize: 40) }\n")
    }

    /// Each cell's frame as [x, y, width, height].
    func cells(_ frames: String) throws -> [[Double]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        return elements.filter { ($0["category"] as? String) == "cell" }.compactMap { e in
            (e["frame"] as? [String: Double]).map { f in [f["x"]!, f["y"]!, f["width"]!, f["height"]!] }
        }
    }

    /// The module of the layout's file: Shop's own files, then Palette's framework files (not its test bundle's, not
    /// the decoy's), because Boot.swift — not the layout's file — imports Palette.
    func testAFrameworkTargetImportedByOneFileIsReadWithTheModule() throws {
        try writeShop()
        let layout = p("Shop/Shop/Screens/CatalogLayout.swift")
        let scope = try ModuleScope.of(layout, named: [layout])
        XCTAssertEqual(scope.target, "Shop")
        XCTAssertEqual(scope.files, [p("Shop/Shop/Boot.swift"), p("Kits/Palette/Palette/Fonts.swift"), p("Kits/Palette/Palette/Insets.swift")])
        XCTAssertEqual(scope.notes, [])
    }

    /// Through the binary: the layout draws with Palette's values. Group height 20 × 3 = 60 (price20's point size; the
    /// decoys' 30 or 40 would make 90 or 120); items 375 / 3 = 125 wide, inset by `.tile`: x + 6, y + 4, width
    /// 125 − 12 = 113, height 60 − 8 = 52 — at x 6, 131, 256. The fourth item starts the second row at 60 + 4 = 64.
    /// Before: "type 'UIFont' has no member 'price20'".
    func testTheLayoutDrawsWithTheFrameworksExtensions() throws {
        try writeShop()
        let run = try CLI.run(["frames", p("Shop/Shop/Screens/CatalogLayout.swift"), "--items", "4"], in: URL(fileURLWithPath: root))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try cells(run.stdout), [[6, 4, 113, 52], [131, 4, 113, 52], [256, 4, 113, 52], [6, 64, 113, 52]])
    }

    // MARK: Bad input: a note and the module as it was

    /// A corrupt framework project: a note, Palette's files are not read, and the layout fails as before (a compile
    /// error said as one line, exit status 2, not a crash).
    func testACorruptFrameworkProjectIsANote() throws {
        try writeShop()
        try write("Kits/Palette/Palette.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n  objects = {\n    T = {isa = PBXNativeTarget;\n")
        let layout = p("Shop/Shop/Screens/CatalogLayout.swift")
        let scope = try ModuleScope.of(layout, named: [layout])
        XCTAssertEqual(scope.files, [p("Shop/Shop/Boot.swift")])
        XCTAssertTrue(scope.notes.contains { $0.contains("Palette.xcodeproj/project.pbxproj: cannot be read (line 5:") }, "\(scope.notes)")
        let run = try CLI.run(["frames", layout, "--items", "3"], in: URL(fileURLWithPath: root))
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("error: type 'NSDirectionalEdgeInsets' has no member 'tile'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("note: Kits/Palette/Palette.xcodeproj/project.pbxproj: cannot be read"), run.stderr)
    }

    /// A framework target whose sources lie outside the repository (an absolute path, a group through a link out):
    /// neither is read, a note says so; a project reached through a symbolic link out is not even listed.
    func testAFrameworkReachingOutOfTheRepositoryIsNotRead() throws {
        try writeShop()
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/Linked.xcodeproj", withIntermediateDirectories: true)
        try "import UIKit\npublic extension UIFont { static let price20 = UIFont.systemFont(ofSize: 50) }\n"
            .write(toFile: outside + "/Secret.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: p("Kits/Palette/Palette/Out"), withDestinationPath: outside)
        try write("Kits/Palette/Palette.xcodeproj/project.pbxproj", """
            { objects = {
                M = {isa = PBXGroup; children = (G, FX); sourceTree = "<group>"; };
                G = {isa = PBXGroup; path = Palette; children = (FL); sourceTree = "<group>"; };
                FL = {isa = PBXFileReference; path = Out/Secret.swift; sourceTree = "<group>"; };
                FX = {isa = PBXFileReference; path = "\(outside)/Secret.swift"; sourceTree = "<absolute>"; };
                B1 = {isa = PBXBuildFile; fileRef = FL; };
                B2 = {isa = PBXBuildFile; fileRef = FX; };
                S = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T = {isa = PBXNativeTarget; buildPhases = (S); name = Palette; productType = "\(Self.framework)"; };
                P = {isa = PBXProject; mainGroup = M; targets = (T); };
            }; rootObject = P; }
            """)
        // A project folder that is a link out of the repository, with a framework Vault that Boot.swift imports.
        try Self.project(folder: ".", files: ["../Secret.swift"], targets: [("Vault", Self.framework, ["../Secret.swift"])])
            .write(toFile: outside + "/Linked.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: p("Kits/Linked.xcodeproj"), withDestinationPath: outside + "/Linked.xcodeproj")
        try write("Shop/Shop/Boot.swift", "import UIKit\nimport Palette\nimport Vault\n\nfinal class Boot {}\n")
        let layout = p("Shop/Shop/Screens/CatalogLayout.swift")
        let scope = try ModuleScope.of(layout, named: [layout])
        XCTAssertEqual(scope.files, [p("Shop/Shop/Boot.swift")])
        XCTAssertEqual(scope.notes, ["\(p("Kits/Palette/Palette.xcodeproj/project.pbxproj")): 2 sources outside the repository left out"])
    }

    /// A Tuist project whose targets its helpers compute (`Target.makeTargets(name:)`, no literal target to read):
    /// `import Kit` is the project's folder `Kit/Sources`, where such helpers put a target's sources, and a note says
    /// so. The app's own Tuist project lists its target literally; only Boot.swift imports Kit, the layout's file uses
    /// Kit's `NSCollectionLayoutSection.rows(height:)`. Before: "type 'NSCollectionLayoutSection' has no member 'rows'
    /// — the file imports Kit, which layout programs cannot use".
    func testATargetATuistHelperComputesIsItsProjectsFolderOfThatName() throws {
        try write("Projects/App/Project.swift", """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                Target(name: "App", platform: .iOS, product: .app, bundleId: "a.b", sources: ["Sources/**"]),
            ])

            """)
        try write("Projects/App/Sources/Boot.swift", "import UIKit\nimport Kit\n\nfinal class Boot {}\n")
        try write("Projects/App/Sources/FeedLayout.swift", """
            import UIKit

            enum FeedLayout {
                static func make() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: .rows(height: 70))
                }
            }

            """)
        try write("Projects/UI/Project.swift", """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(name: "UI", targets: ["Kit", "Pager"].flatMap { Target.makeTargets(name: $0) })

            """)
        try write("Projects/UI/Kit/Sources/Section+Rows.swift", """
            import UIKit

            public extension NSCollectionLayoutSection {
                static func rows(height: CGFloat) -> NSCollectionLayoutSection {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }

            """)
        try write("Projects/UI/Pager/Sources/Pager.swift", "import UIKit\nextension NSCollectionLayoutSection { static func rows(height: CGFloat) -> Int { 0 } }\n")
        let layout = p("Projects/App/Sources/FeedLayout.swift")
        let scope = try ModuleScope.of(layout, named: [layout])
        XCTAssertEqual(scope.files, [p("Projects/App/Sources/Boot.swift"), p("Projects/UI/Kit/Sources/Section+Rows.swift")])
        XCTAssertTrue(scope.notes.contains { $0.contains("Projects/UI/Project.swift: its targets are computed, not read; module Kit taken from its folder") },
                      "\(scope.notes)")
        let run = try CLI.run(["frames", layout, "--items", "3"], in: URL(fileURLWithPath: root))
        XCTAssertEqual(run.status, 0, run.stderr)
        // Full-width rows of the helper's 70: y = 0, 70, 140.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 70], [0, 70, 375, 70], [0, 140, 375, 70]])
    }

    /// The same computed Tuist project whose `Kit` folder is a link out of the repository: not read (no file of it in
    /// the module, no note that it was taken), and the layout's compile names the missing member as before.
    func testAComputedTargetFolderThatIsALinkIsNotRead() throws {
        try write("Projects/App/Project.swift", """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                Target(name: "App", platform: .iOS, product: .app, bundleId: "a.b", sources: ["Sources/**"]),
            ])

            """)
        try write("Projects/App/Sources/Boot.swift", "import UIKit\nimport Kit\n\nfinal class Boot {}\n")
        try write("Projects/App/Sources/FeedLayout.swift", "import UIKit\n\nenum FeedLayout {}\n")
        try write("Projects/UI/Project.swift", "import ProjectDescription\n\nlet project = Project.module(name: \"UI\", targets: Target.makeTargets(name: \"Kit\"))\n")
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside + "/Sources", withIntermediateDirectories: true)
        try "import UIKit\npublic let secret = 1\n".write(toFile: outside + "/Sources/Secret.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: p("Projects/UI/Kit"), withDestinationPath: outside)
        let layout = p("Projects/App/Sources/FeedLayout.swift")
        let scope = try ModuleScope.of(layout, named: [layout])
        XCTAssertEqual(scope.files, [p("Projects/App/Sources/Boot.swift")])
        XCTAssertFalse(scope.notes.contains { $0.contains("module Kit taken from its folder") }, "\(scope.notes)")
    }
}
