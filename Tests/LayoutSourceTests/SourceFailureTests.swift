import Foundation
import XCTest

/// Each way a Swift source can fail is one line on stderr naming the place, exit status 2, and no output file.
final class SourceFailureTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Writes `source` as `name`, renders it, and checks the failure contract; returns the one line.
    private func failure(_ name: String, _ source: String, _ extra: [String] = [], environment: [String: String] = [:],
                         file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out.png")
        let run = try CLI.run(["render", name, "-o", out.path] + extra, in: directory, environment: environment)
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "no output file", file: file, line: line)
        return run.stderr
    }

    func testASyntaxErrorNamesItsLineAndColumn() throws {
        let e = try failure("Broken.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n    let x = (1 +\n}\n")
        XCTAssertTrue(e.contains("Broken.swift:3:17: syntax error"), e)
    }

    func testAFileWithoutLayoutsSaysWhatWasLookedFor() throws {
        let e = try failure("Plain.swift", "import UIKit\nlet answer = 42\n")
        XCTAssertTrue(e.contains("Plain.swift: no layout found"), e)
    }

    func testSeveralLayoutsWithoutLayoutNameTheCandidates() throws {
        let two = """
        import UIKit
        func phoneLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        func padLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        """
        let e = try failure("Two.swift", two)
        XCTAssertTrue(e.contains("phoneLayout (Two.swift:2:6), padLayout (Two.swift:3:6)"), e)
        let named = try failure("Two.swift", two, ["--layout", "tabletLayout"])
        XCTAssertTrue(named.contains("--layout: no layout named 'tabletLayout'"), named)
    }

    func testAnAmbiguousSimpleNameAsksForTheQualifiedOne() throws {
        let e = try failure("Screens.swift", """
        import UIKit
        enum Phone { static func layout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) } }
        enum Pad { static func layout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) } }
        """, ["--layout", "layout"])
        XCTAssertTrue(e.contains("'layout' is ambiguous: Phone.layout (Screens.swift:2:26), Pad.layout (Screens.swift:3:24)"), e)
    }

    func testSectionIdentifiersOfAPlainEnumDefaultToOneSectionPerCase() throws {
        // Issue 31: no longer a failure. Section's cases carry no values (featured, shelf, list): one section per
        // case, in declaration order, and --verbose says so at the layout.
        _ = SourceFixtures.cache
        let run = try CLI.run(["frames", SourceFixtures.path("LibraryViewController"), "--layout", "makeLayout", "--verbose"],
                              in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("LibraryViewController.makeLayout: drawn with one section per case of Section (featured, shelf, list)"), run.stderr)
    }

    func testAnUnknownSectionKindListsTheCases() throws {
        let e = try failure("Library.swift", try String(contentsOfFile: SourceFixtures.path("LibraryViewController"),
                                                        encoding: .utf8), ["--layout", "makeLayout", "--section-kinds", "featured,poster"])
        XCTAssertTrue(e.contains("'poster' is not a case of Section (cases: featured, shelf, list)"), e)
    }

    func testACompileErrorPointsAtTheUsersLine() throws {
        let e = try failure("Typo.swift", """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            let spacing: CGFloat = "wide"
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(spacing)),
                subitems: [])))
        }
        """)
        XCTAssertTrue(e.contains("Typo.swift:3:28: error: cannot convert value of type 'String'"), e)
    }

    func testASourceLineThatReadsLikeACompilerErrorIsNotTakenForOne() throws {
        // The compiler prints the lines around an error; the comment on line 3 is printed with the error on line 4,
        // and read as text it was a second missing name ("…; also N | // Sample.swift:9:9 'Ghost'"). The errors are
        // read from the compiler's serialized diagnostics: the comment is only source.
        let e = try failure("Ghost.swift", """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            // Sample.swift:9:9: error: cannot find 'Ghost' in scope
            let gap: CGFloat = spacing
            return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        }
        """)
        // Line 4: `    let gap: CGFloat = ` is 4 + 19 = 23 characters, so `spacing` is at column 24; one name, so "it".
        XCTAssertEqual(e, "layout-render: error: Ghost.swift:4:24: error: cannot find 'spacing' in scope — declared in none of "
                       + "the file: give the file that declares it with --with FILE or the module's folder with --module-root DIR\n")
    }

    func testACompileErrorInAStatementALayoutExpressionNeedsPointsAtItsLineAndColumn() throws {
        // The statement is copied out of viewDidLoad into the program; it keeps its line and column.
        let e = try failure("Slice.swift", """
        import UIKit
        final class SliceViewController: UIViewController {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let height: CGFloat = "tall"
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """)
        XCTAssertTrue(e.contains("Slice.swift:6:31: error: cannot convert value of type 'String'"), e)
    }

    func testALayoutThatThrowsNamesTheLayoutAndTheError() throws {
        let e = try failure("Throws.swift", """
        import UIKit
        struct LayoutUnavailable: Error {}
        func createLayout() throws -> UICollectionViewLayout { throw LayoutUnavailable() }
        """)
        XCTAssertTrue(e.contains("Throws.swift:3:6: createLayout: the layout threw LayoutUnavailable"), e)
    }

    func testALayoutThatCrashesNamesTheTrapAndItsLine() throws {
        let e = try failure("Crash.swift", """
        import UIKit
        enum Section: Int { case only }
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, _ in
                _ = Section(rawValue: index + 1)!
                return nil
            }
        }
        """)
        XCTAssertTrue(e.contains("Crash.swift:3:6: createLayout crashed while evaluating: Crash.swift:5: Fatal error: "
                                 + "Unexpectedly found nil"), e)
    }

    func testWithoutASwiftToolchainTheMessageSaysHowToGetOne() throws {
        let e = try failure("Feed.swift", "import UIKit\nfunc createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }\n",
                            environment: ["LAYOUT_RENDER_SWIFTC": "/nonexistent/swiftc"])
        XCTAssertTrue(e.contains("no Swift toolchain: LAYOUT_RENDER_SWIFTC=/nonexistent/swiftc is not an executable"), e)
    }
}

/// The built `layout-render`, beside this test bundle.
enum CLI {
    struct Output { var status: Int32; var stdout: String; var stderr: String }

    static var binary: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent + "/layout-render"
    }

    /// `executable`: another program that runs the binary (setpriv, to run it as another user).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    executable: String? = nil) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? binary)
        p.arguments = arguments
        p.currentDirectoryURL = directory
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }
}
