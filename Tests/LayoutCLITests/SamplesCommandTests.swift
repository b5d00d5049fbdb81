import XCTest

/// The DSL samples have no spec file; the command line treats them like the others.
final class DSLSampleCommandTests: XCTestCase {
    func testSamplesListsTheDSLSamples() throws {
        let out = try BinaryRunner.run(["samples"])
        XCTAssertEqual(out.status, 0, out.stderr)
        for name in ["dsl-grid-2plus1", "dsl-nested-orthogonal", "dsl-mosaic", "grid-2plus1"] {
            XCTAssertTrue(out.stdout.contains(name), "\(name) missing from: \(out.stdout)")
        }
    }

    func testFramesOfTheDSLMosaicByName() throws {
        // TiledSection on iPhone X: s = (375 − 16)/3 = 119.666…, b = 2s + 8; a TiledGroup is
        // 2(b + 8 + s) + 8 = 758 high; section 0 holds two (8 apart) → 1524, section 1 starts at 1532,
        // so the content is 1532 + 758 = 2290 high; the resting offset is −44 (iPhone X's top safe area).
        let out = try BinaryRunner.run(["frames", "dsl-mosaic"])
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains("\"contentSize\": {\"width\": 375, \"height\": 2290}"), String(out.stdout.prefix(200)))
        XCTAssertTrue(out.stdout.contains("\"contentOffset\": {\"x\": 0, \"y\": -44}"))
    }
}
