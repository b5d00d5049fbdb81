import XCTest
import LayoutEngine
@testable import LayoutSpec

/// The complete example in docs/spec-format.md reads, and its YAML and JSON forms are the same layout.
final class DocExampleTests: XCTestCase {
    func codeBlocks(_ language: String) throws -> [String] {
        let url = SchemaTests.root.appendingPathComponent("docs/spec-format.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    func testTheDocumentedExampleReadsTheSameInYAMLAndJSON() throws {
        let yaml = try XCTUnwrap(codeBlocks("yaml").first)
        let json = try XCTUnwrap(codeBlocks("json").first)
        let y = try LayoutSpecReader.parse(yaml, format: .yaml)
        let j = try LayoutSpecReader.parse(json, format: .json)
        guard case .uniform(let ys) = y.layout.sections, case .uniform(let js) = j.layout.sections else {
            return XCTFail("one section for all")
        }
        XCTAssertEqual(String(describing: ys), String(describing: js))
        XCTAssertEqual(y.data, j.data)
        XCTAssertEqual(y.metadata, j.metadata)
        XCTAssertEqual(y.environment, j.environment)
        XCTAssertEqual(y.data.itemCounts, [101])
    }
}
