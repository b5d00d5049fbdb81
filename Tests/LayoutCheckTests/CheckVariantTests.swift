import Foundation
import LayoutReport
import XCTest
@testable import LayoutCheck

/// The variant matrix through the binary: devices (a preset and a free size), orientation, direction and a
/// configured scroll offset, each named in its id and resolved as `render`/`frames` would.
final class CheckVariantTests: XCTestCase {
    /// check's variant ids are the snapshot strategies' (`ReferenceNames.variant`; LayoutSnapshotTestingTests'
    /// `testVariantIdsAreCheckNames` asks the same strings of `CheckVariant`): a fractional offset in its exact
    /// shortest text (1/3 → 0.3333333333333333), a free size as written.
    func testVariantIdsNameFractionalOffsetsExactly() {
        XCTAssertEqual(Variant(device: "iPhone13", orientation: .portrait, theme: .light, direction: .ltr, offset: 1.0 / 3).id,
                       "iPhone13.portrait.light.ltr.offset0.3333333333333333")
        XCTAssertEqual(Variant(device: "iPhone13", orientation: .portrait, theme: .light, direction: .ltr, offset: 12.0625).id,
                       "iPhone13.portrait.light.ltr.offset12.0625")
        XCTAssertEqual(Variant(device: "300x500", orientation: .landscape, theme: .dark, direction: .rtl).id,
                       "300x500.landscape.dark.rtl")
    }

    /// `ios:` in the matrix: each release a variant of its own (`.ios15` in its id) and resolved for it. A quarter
    /// of the iPhone 13's 390 pt is 97.5; iOS 16 and later floor fraction-derived sizes to the 3x pixel grid
    /// (decision 57): floor(97.5 × 3) / 3 = 292 / 3 = 97.333, where iOS 15 keeps 97.5.
    func testTheMatrixIOSReleasesAreVariantsResolvedForTheirRelease() throws {
        let app = try CheckSupport.specTree("ios-matrix", count: 0)
        try """
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
            subitems:
              - layoutSize: {widthDimension: {fractionalWidth: 0.25}, heightDimension: {fractionalHeight: 1}}
        data:
          sections: [4]
        """.write(to: app.appendingPathComponent("Specs/quarters.yaml"), atomically: true, encoding: .utf8)
        try "variants:\n  ios: [15, 18]\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("out")
        let run = try CheckSupport.run(["check", "--record", "all", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let results = try CheckSupport.results(report)
        XCTAssertEqual(results.results.map(\.variant).sorted(), ["iPhone13.portrait.light.ltr.ios15", "iPhone13.portrait.light.ltr.ios18"])
        func secondCellX(_ variant: String) throws -> Double {
            let r = try XCTUnwrap(results.results.first { $0.variant == variant })
            let data = try Data(contentsOf: report.appendingPathComponent(try XCTUnwrap(r.actual?.frames)))
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let elements = try XCTUnwrap(json["elements"] as? [[String: Any]])
            let cell = try XCTUnwrap(elements.first { ($0["item"] as? Int) == 1 && ($0["category"] as? String) == "cell" })
            return try XCTUnwrap((cell["frame"] as? [String: Any])?["x"] as? Double)
        }
        XCTAssertEqual(try secondCellX("iPhone13.portrait.light.ltr.ios15"), 97.5)
        XCTAssertEqual(try secondCellX("iPhone13.portrait.light.ltr.ios18"), 292.0 / 3, accuracy: 0.001)
        // A release the engine does not model is one line at its place.
        try "variants:\n  ios: [12]\n".write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let bad = try CheckSupport.run(["check"], cwd: app)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("layout-render.yml:2:") && bad.stderr.contains("ios must be a release the engine models, 13 … 18, found 12"), bad.stderr)
    }

    func testMatrixOffsetsAndDirectionsReachTheFrames() throws {
        let app = try CheckSupport.specTree("variants", count: 1)
        try """
        variants:
          devices: [iPhoneSe, 300x500]
          orientations: [portrait, landscape]
          directions: [ltr, rtl]
        layouts:
          grid00:
            skip: ["300x500.landscape.*"]
            offsets: [100]
        """.write(to: app.appendingPathComponent("layout-render.yml"), atomically: true, encoding: .utf8)
        let report = app.appendingPathComponent("out")
        let run = try CheckSupport.run(["check", "--record", "all", "--report", report.path], cwd: app)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let results = try CheckSupport.results(report)
        // 2 devices × 2 orientations × 2 directions = 8, minus 300x500 landscape (2) = 6, each also at offset 100 = 12.
        XCTAssertEqual(results.results.map(\.variant).sorted(), [
            "300x500.portrait.light.ltr", "300x500.portrait.light.ltr.offset100", "300x500.portrait.light.rtl",
            "300x500.portrait.light.rtl.offset100", "iPhoneSe.landscape.light.ltr", "iPhoneSe.landscape.light.ltr.offset100",
            "iPhoneSe.landscape.light.rtl", "iPhoneSe.landscape.light.rtl.offset100", "iPhoneSe.portrait.light.ltr",
            "iPhoneSe.portrait.light.ltr.offset100", "iPhoneSe.portrait.light.rtl", "iPhoneSe.portrait.light.rtl.offset100"])
        let byVariant = Dictionary(uniqueKeysWithValues: results.results.map { ($0.variant, $0) })
        let landscape = try XCTUnwrap(byVariant["iPhoneSe.landscape.light.rtl"]?.variantInfo)
        XCTAssertEqual([landscape.width, landscape.height], [568, 320])   // the iPhone SE held sideways
        XCTAssertEqual(byVariant["300x500.portrait.light.ltr.offset100"]?.variantInfo?.offset, 100)

        func frames(_ variant: String) throws -> [String: Any] {
            let r = try XCTUnwrap(byVariant[variant])
            let data = try Data(contentsOf: report.appendingPathComponent(try XCTUnwrap(r.actual?.frames)))
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        func firstCellX(_ variant: String) throws -> Double {
            let elements = try XCTUnwrap(try frames(variant)["elements"] as? [[String: Any]])
            let cell = try XCTUnwrap(elements.first { ($0["item"] as? Int) == 0 && ($0["category"] as? String) == "cell" })
            return try XCTUnwrap((cell["frame"] as? [String: Any])?["x"] as? Double)
        }
        // Two columns of a 300-point-wide view: item 0 is the left half (x 0) left to right, the right half
        // (x 150) right to left.
        XCTAssertEqual(try firstCellX("300x500.portrait.light.ltr"), 0)
        XCTAssertEqual(try firstCellX("300x500.portrait.light.rtl"), 150)
        // The offset variant is scrolled to y = 100; the resting one is not.
        let scrolled = try XCTUnwrap(try frames("300x500.portrait.light.ltr.offset100")["contentOffset"] as? [String: Any])
        XCTAssertEqual(scrolled["y"] as? Double, 100)
        let resting = try XCTUnwrap(try frames("300x500.portrait.light.ltr")["contentOffset"] as? [String: Any])
        XCTAssertEqual(resting["y"] as? Double, 0)   // a free size has no safe area: the resting offset is 0
    }
}
