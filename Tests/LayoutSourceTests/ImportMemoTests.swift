import Foundation
import XCTest
@testable import LayoutSource

/// A file's imports are read once per run (`ImportMemo`), and again when the file changed.
final class ImportMemoTests: XCTestCase {
    func testImportsAreReadOnceAndAgainAfterAnEdit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-memo-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Feed.swift").path
        try "import UIKit\n@testable import FeedKit\n  public import struct Models.Item\nlet x = 1 // import Nothing\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let memo = ImportMemo()
        var reads = 0
        func read(_ path: String) -> [String] { reads += 1; return ModuleScope.readImportedModules(of: path) }
        XCTAssertEqual(memo.modules(of: file, reading: read), ["UIKit", "FeedKit", "Models"])
        XCTAssertEqual(memo.modules(of: file, reading: read), ["UIKit", "FeedKit", "Models"])
        XCTAssertEqual(reads, 1)
        // Edited (another size): read again.
        try "import UIKit\nimport Core\n".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(memo.modules(of: file, reading: read), ["UIKit", "Core"])
        XCTAssertEqual(reads, 2)
    }
}
