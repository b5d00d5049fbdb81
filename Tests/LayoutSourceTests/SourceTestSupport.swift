import Foundation
import LayoutJobs
import LayoutDiff
import LayoutEngine
import LayoutSpec
import XCTest

/// Shared by the Swift-source tests: fixture paths, one compile cache for every test (a fixture compiles once per
/// build of the modules, then every later evaluation is a cache hit), and frames from source or from a spec.
enum SourceFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repoRoot = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String { directory.appendingPathComponent(name + ".swift").path }

    /// Stable across runs, so a second `swift test` compiles nothing.
    static let cache: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-source-test-cache").path
        setenv("LAYOUT_RENDER_CACHE", dir, 1)
        return dir
    }()

    static func document(_ fixture: String, _ environment: EnvironmentOptions = EnvironmentOptions()) throws
        -> LayoutSpecDocument {
        _ = cache
        return try SwiftSourceJob.document(path(fixture), environment: pinned(environment))
    }

    /// The frames these tests work out by hand use the unrounded rules (fractions are not floored to the pixel
    /// grid): iOS 15's, unless a test says which release (the floor rule of iOS 16+ is IOSVersionTests').
    static func pinned(_ environment: EnvironmentOptions) -> EnvironmentOptions {
        var e = environment
        if e.ios == nil { e.ios = try? IOSVersionValue(parsing: "15") }
        return e
    }

    /// Every element's frame, as `layout-render frames` prints them.
    static func framesFromSource(_ fixture: String, _ environment: EnvironmentOptions = EnvironmentOptions()) throws -> String {
        let document = try document(fixture, environment)
        return FramesEncoder.encode(try LayoutJob.resolve(document, environment: pinned(environment)).result)
    }

    static func framesFromSpec(_ yaml: String, _ environment: EnvironmentOptions = EnvironmentOptions()) throws -> String {
        let document = try LayoutSpecReader.parse(yaml, format: .yaml, file: "hand-written.yaml")
        return FramesEncoder.encode(try LayoutJob.resolve(document, environment: pinned(environment)).result)
    }

    static func result(_ fixture: String, _ environment: EnvironmentOptions = EnvironmentOptions()) throws -> LayoutResult {
        try LayoutJob.resolve(try document(fixture, environment), environment: pinned(environment)).result
    }

    static func cell(_ result: LayoutResult, _ section: Int, _ item: Int) -> CGRect? {
        result.allElements.first { $0.category == .cell && $0.section == section && $0.item == item }?.frame
    }
}

/// A test whose Swift files are a module of their own — a folder holding `App.xcodeproj` — written the way apps
/// write them (AppCodeTests, ForeignCodeTests, UnseenAppTests), and the cells of the frames drawn from them.
class AppModuleTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` at `name` below the module's folder (folders made as needed); returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Each cell's frame as [x, y, width, height], in the order the frames file lists them.
    func cells(_ frames: String) throws -> [[Double]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [String: Any])
        let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
        return elements.filter { ($0["category"] as? String) == "cell" }.compactMap { e in
            (e["frame"] as? [String: Double]).map { f in [f["x"]!, f["y"]!, f["width"]!, f["height"]!] }
        }
    }
}
