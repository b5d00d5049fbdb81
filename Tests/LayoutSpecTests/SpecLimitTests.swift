import XCTest
@testable import LayoutSpec

/// The spec size limit (docs/limits.md) is checked before parsing and can be overridden.
final class SpecLimitTests: XCTestCase {
    func testSizeLimitCanBeOverridden() throws {
        let text = "name: tiny\n"   // 11 bytes
        XCTAssertThrowsError(try LayoutSpecReader.parse(text, format: .yaml, file: "tiny.yaml", maxSize: 10)) { e in
            XCTAssertEqual((e as? SpecError)?.description, "tiny.yaml: spec is 11 bytes; the limit is 10 bytes")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("spec-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("tiny.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LayoutSpecReader.read(path: file.path, maxSize: 10)) { e in
            XCTAssertEqual((e as? SpecError)?.description, "\(file.path): spec file is 11 bytes; the limit is 10 bytes")
        }
        // Raised, the same text gets past the size check (and fails later, for having no section).
        XCTAssertThrowsError(try LayoutSpecReader.parse(text, format: .yaml, file: "tiny.yaml", maxSize: 11)) { e in
            XCTAssertFalse(String(describing: e).contains("the limit is"), "\(e)")
        }
    }
}
