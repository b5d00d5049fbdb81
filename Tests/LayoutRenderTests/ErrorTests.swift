import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// Bad input: a clear error, and never a file (partial or not) left behind.
final class ErrorTests: XCTestCase {
    func empty(_ w: CGFloat, _ h: CGFloat) -> RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: w, height: h), viewSize: CGSize(width: w, height: h), elements: [])
    }

    func assertFails(_ result: some RenderableLayout, options: RenderOptions = RenderOptions(), file name: String = "out.png",
                     _ check: (RenderError) -> Bool, line: UInt = #line) throws {
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent(name)
        XCTAssertThrowsError(try Renderer().render(result, options: options, to: url), line: line) { error in
            guard let e = error as? RenderError else { return XCTFail("\(error)", line: line) }
            XCTAssertTrue(check(e), "\(e)", line: line)
            XCTAssertFalse(e.description.isEmpty)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no file left", line: line)
    }

    func testZeroCanvasIsRefused() throws {
        try assertFails(empty(0, 100)) { if case .emptyCanvas = $0 { return true }; return false }
        try assertFails(empty(100, 0), file: "out.svg") { if case .emptyCanvas = $0 { return true }; return false }
    }

    func testSideOverCairoLimitIsRefused() throws {
        try assertFails(empty(40000, 10)) { if case .canvasTooLarge = $0 { return true }; return false }
        // 11 000 pt at @3x is 33 000 px > 32 767.
        try assertFails(empty(10, 11000), options: RenderOptions(scale: 3)) {
            if case .canvasTooLarge(_, 33000, 32767) = $0 { return true }; return false
        }
    }

    func testPixelBudgetIsRefusedBeforeDrawing() throws {
        // 200 x 300 = 60 000 px against a budget of 50 000.
        try assertFails(empty(200, 300), options: RenderOptions(maxPixels: 50_000)) {
            $0 == .overPixelBudget(pixels: 60_000, budget: 50_000)
        }
        // The default budget of 100 M: 20 000 x 20 000 at @1x is 400 M.
        try assertFails(empty(20000, 20000)) {
            $0 == .overPixelBudget(pixels: 400_000_000, budget: 100_000_000)
        }
    }

    func testInvalidScaleIsRefused() throws {
        try assertFails(empty(10, 10), options: RenderOptions(scale: 0)) { $0 == .invalidScale(0) }
        try assertFails(empty(10, 10), options: RenderOptions(scale: .nan)) { if case .invalidScale = $0 { return true }; return false }
    }

    func testUnknownExtensionIsRefused() throws {
        try assertFails(empty(10, 10), file: "out.gif") { $0 == .unknownFormat("gif") }
    }

    func testMissingDirectoryIsRefused() throws {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.png")
        XCTAssertThrowsError(try Renderer().render(empty(10, 10), to: url)) { error in
            XCTAssertTrue("\(error)".contains("does not exist"), "\(error)")
            XCTAssertTrue("\(error)".hasPrefix(url.path), "names the path first: \(error)")
        }
    }

    func testDirectoryAsOutputIsRefused() throws {
        let dir = try scratchDirectory()
        let target = dir.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        XCTAssertThrowsError(try Renderer().render(empty(10, 10), to: target)) { error in
            XCTAssertTrue("\(error)".contains("is a directory"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["taken.png"])
    }

    func testReadOnlyDirectoryIsRefused() throws {
        try XCTSkipIf(getuid() == 0, "root writes anywhere")
        let dir = try scratchDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path) }
        XCTAssertThrowsError(try Renderer().render(empty(10, 10), to: dir.appendingPathComponent("out.png")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testFailedRenderKeepsThePreviousFile() throws {
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("out.png")
        try Data("previous".utf8).write(to: url)
        XCTAssertThrowsError(try Renderer().render(empty(0, 0), to: url))
        XCTAssertEqual(try Data(contentsOf: url), Data("previous".utf8))
    }

    func testSuccessfulRenderReplacesFileAndLeavesNoTemporary() throws {
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("out.png")
        try Data("previous".utf8).write(to: url)
        try Renderer().render(Fixtures.grid(), to: url)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.png"])
        XCTAssertEqual(try Picture(Data(contentsOf: url)).width, 200)
    }
}

extension ErrorTests {
    func testNonPNGBytesAreRefusedByTheReader() {
        XCTAssertThrowsError(try RasterImage(png: Data("not a png".utf8))) { error in
            XCTAssertTrue("\(error)".contains("PNG decode"), "\(error)")
        }
    }
}
