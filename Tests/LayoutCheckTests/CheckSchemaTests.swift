import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// results.json and layout-render.yml against their documented JSON Schemas (docs/check-results.schema.json,
/// docs/check-config.schema.json), checked by python3's `jsonschema`.
final class CheckSchemaTests: XCTestCase {
    /// "OK" or the first error, per document.
    func validate(schema: String, _ documents: [URL], yaml: Bool = false) throws -> [String] {
        let script = """
        import json, sys
        try:
            import jsonschema
            import yaml
        except ImportError:
            print("MISSING"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        v = jsonschema.Draft202012Validator(schema)
        for p in sys.argv[3:]:
            doc = yaml.safe_load(open(p)) if sys.argv[2] == "yaml" else json.load(open(p))
            errs = sorted(v.iter_errors(doc), key=lambda e: list(e.path))
            print("OK" if not errs else "/".join(map(str, errs[0].path)) + ": " + errs[0].message[:200])
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, CheckSupport.repoRoot.appendingPathComponent("docs/" + schema).path,
                       yaml ? "yaml" : "json"] + documents.map(\.path)
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        if p.terminationStatus == 3 { throw XCTSkip("python3 jsonschema or yaml is not installed") }
        XCTAssertEqual(p.terminationStatus, 0, text)
        return text.split(separator: "\n").map(String.init)
    }

    func testResultsOfEveryStatusMatchTheSchema() throws {
        let app = try CheckSupport.specTree("schema", count: 4, themes: ["light", "dark"])
        XCTAssertEqual(try CheckSupport.run(["check", "--record", "all"], cwd: app).status, 0)
        try CheckSupport.writeSpec(app, 0, spacing: 12)                 // changed
        try CheckSupport.writeSpec(app, 7, spacing: 4)                  // added
        try FileManager.default.removeItem(at: app.appendingPathComponent("Specs/grid01.yaml"))   // removed
        try Data("x".utf8).write(to: app.appendingPathComponent("__LayoutSnapshots__/Specs/grid02.yaml/stray.txt"))   // error
        let report = app.appendingPathComponent("out")
        XCTAssertEqual(try CheckSupport.run(["check", "--report", report.path], cwd: app).status, 1)
        let results = try CheckSupport.results(report)
        XCTAssertEqual(Set(results.results.map(\.status)), Set(CheckResult.Status.allCases))
        // Report order: changed, added, removed, error, then passed.
        XCTAssertEqual(results.results.map(\.status.rawValue).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } },
                       ["changed", "added", "removed", "error", "passed"])
        let file = report.appendingPathComponent("results.json")
        XCTAssertEqual(try validate(schema: "check-results.schema.json", [file]), ["OK"])
        // The schema is not vacuous: a result without its status fails.
        var json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var list = try XCTUnwrap(json["results"] as? [[String: Any]])
        list[0]["status"] = nil
        json["results"] = list
        let broken = app.appendingPathComponent("broken.json")
        try JSONSerialization.data(withJSONObject: json).write(to: broken)
        XCTAssertEqual(try validate(schema: "check-results.schema.json", [broken]).first?.contains("'status' is a required property"), true)
        // Deterministic: the same run again writes the same bytes.
        let first = try Data(contentsOf: file)
        XCTAssertEqual(try CheckSupport.run(["check", "--report", report.path], cwd: app).status, 1)
        XCTAssertEqual(try Data(contentsOf: file), first)
    }

    func testConfigurationsOfTheDocsAndFixturesMatchTheSchema() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-config-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Every ```yaml block of docs/check-config.md is a configuration the reader accepts and the schema too.
        let doc = try String(contentsOf: CheckSupport.repoRoot.appendingPathComponent("docs/check-config.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        XCTAssertGreaterThanOrEqual(blocks.count, 1)
        var files = [CheckSupport.fixtures.appendingPathComponent("App/layout-render.yml")]
        for (i, b) in blocks.enumerated() {
            XCTAssertNoThrow(try CheckConfig.parse(b, file: "block \(i)"), b)
            let url = dir.appendingPathComponent("\(i).yml")
            try b.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        XCTAssertEqual(try validate(schema: "check-config.schema.json", files, yaml: true), Array(repeating: "OK", count: files.count))
        let bad = dir.appendingPathComponent("bad.yml")
        try "variants:\n  theme: [dark]\n".write(to: bad, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try validate(schema: "check-config.schema.json", [bad], yaml: true), ["OK"])
    }
}
