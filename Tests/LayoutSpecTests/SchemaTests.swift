import Foundation
import XCTest
import Yams

/// Every sample under Examples/ validates against docs/layout-spec.schema.json (JSON Schema 2020-12),
/// checked by python3's `jsonschema` (installed by `make test` through scripts/ensure-deps.sh --test).
final class SchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Validates JSON documents; returns "file: OK" or "file: <first error>" per line.
    func validate(_ documents: [(String, Any)]) throws -> [String: String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, doc) in documents {
            let url = dir.appendingPathComponent(name + ".json")
            try JSONSerialization.data(withJSONObject: doc, options: [.sortedKeys]).write(to: url)
            paths.append(url.path)
        }
        let script = """
        import json, sys, os
        try:
            import jsonschema
        except ImportError:
            print("MISSING jsonschema"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        v = jsonschema.Draft202012Validator(schema)
        for p in sys.argv[2:]:
            errs = sorted(v.iter_errors(json.load(open(p))), key=lambda e: list(e.path))
            name = os.path.basename(p)[:-5]
            print(name + "\\t" + ("OK" if not errs else "/".join(map(str, errs[0].path)) + ": " + errs[0].message[:160]))
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, Self.root.appendingPathComponent("docs/layout-spec.schema.json").path] + paths
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard p.terminationStatus == 0 else {
            XCTFail("python3 jsonschema failed (status \(p.terminationStatus)): \(text) — run 'make test-deps'")
            return [:]
        }
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
        }
        return result
    }

    func testEverySampleValidatesAgainstTheSchema() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
        var docs: [(String, Any)] = []
        for f in files {
            let text = try String(contentsOf: examples.appendingPathComponent(f), encoding: .utf8)
            let value: Any? = f.hasSuffix(".json") ? try JSONSerialization.jsonObject(with: Data(text.utf8))
                                                   : try Yams.load(yaml: text)
            docs.append(((f as NSString).deletingPathExtension, try XCTUnwrap(value, f)))
        }
        XCTAssertGreaterThanOrEqual(docs.count, 31)
        let results = try validate(docs)
        for (name, _) in docs { XCTAssertEqual(results[name], "OK", name) }
    }

    func testTheSchemaRejectsWhatTheReaderRejects() throws {
        let item: [String: Any] = ["layoutSize": ["widthDimension": ["fractionalWidth": 1], "heightDimension": ["absolute": 44]]]
        func spec(_ group: [String: Any]) -> [String: Any] { ["section": ["group": group], "data": ["sections": [1]]] }
        var good = item; good["group"] = "horizontal"; good["subitems"] = [item]
        var unknown = good; unknown["subitemz"] = [item]
        var negative = good; negative["layoutSize"] = ["widthDimension": ["absolute": -1], "heightDimension": ["absolute": 44]]
        var noKind = item; noKind["subitems"] = [item]
        var twoForms = good; twoForms["subitem"] = item; twoForms["count"] = 2
        let results = try validate([("good", spec(good)), ("unknown", spec(unknown)), ("negative", spec(negative)),
                                    ("noKind", spec(noKind)), ("twoForms", spec(twoForms))])
        XCTAssertEqual(results["good"], "OK")
        for bad in ["unknown", "negative", "noKind", "twoForms"] {
            XCTAssertNotEqual(results[bad], "OK", bad)
            XCTAssertNotNil(results[bad], bad)
        }
    }
}
