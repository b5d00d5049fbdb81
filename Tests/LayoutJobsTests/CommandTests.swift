import XCTest

/// The commands that succeed: render, samples, validate, help.
final class CommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func testRenderWritesEachFormat() throws {
        for (ext, magic) in [("png", [0x89, 0x50, 0x4E, 0x47]), ("pdf", [0x25, 0x50, 0x44, 0x46]), ("svg", Array("<?xml".utf8).map(Int.init))] {
            let out = dir.appendingPathComponent("grid.\(ext)")
            let r = try BinaryRunner.run(["render", "apple-grid", "-o", out.path, "--scale", "1", "--overlay", "sections,groups"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let bytes = try Data(contentsOf: out)
            XCTAssertEqual(Array(bytes.prefix(magic.count)).map(Int.init), magic, ext)
        }
        // Nothing but the three outputs: no temporary files left.
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)), ["grid.png", "grid.pdf", "grid.svg"])
    }

    func testPNGSizeFollowsDeviceScaleAndOrientation() throws {
        let out = dir.appendingPathComponent("g.png")
        // iPhoneX landscape is 812 × 375 points; at scale 2 that is 1624 × 750 pixels.
        let r = try BinaryRunner.run(["render", "apple-grid", "-o", out.path, "--landscape", "--scale", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try Data(contentsOf: out)
        // PNG IHDR: width and height are big-endian 32-bit values at bytes 16 and 20.
        func be32(_ at: Int) -> Int { d[at...at + 3].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(16), 1624)
        XCTAssertEqual(be32(20), 750)
    }

    func testSamplesListsEverySpecUnderExamples() throws {
        let r = try BinaryRunner.run(["samples"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let names = r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        let files = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.repoRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.map { ($0 as NSString).deletingPathExtension }.sorted()
        // Every spec under Examples/, then the three samples written in the DSL (no spec file).
        XCTAssertEqual(names, files + ["dsl-grid-2plus1", "dsl-nested-orthogonal", "dsl-mosaic"])
        for required in ["grid-1col", "grid-2col", "grid-2plus1", "carousel", "carousel-midscroll", "app-store", "list",
                         "estimated-list", "edged-columns", "complex-groups", "custom-group", "orthogonal-behaviors",
                         "badges", "header-footer-leading", "section-background", "apple-list", "apple-grid",
                         "apple-inset-items-grid", "apple-two-column", "apple-distinct-sections",
                         "apple-adaptive-sections-compact", "apple-adaptive-sections-regular", "apple-item-badges",
                         "apple-section-headers-footers", "apple-pinned-section-headers",
                         "apple-section-background-decoration", "apple-nested-groups", "apple-orthogonal-sections",
                         "apple-orthogonal-section-behaviors", "apple-conference-news-feed", "apple-conference-videos"] {
            XCTAssertTrue(names.contains(required), "sample \(required) missing")
        }
    }

    func testEverySampleValidates() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.repoRoot.appendingPathComponent("Examples").path)
        for f in files.sorted() {
            let r = try BinaryRunner.run(["validate", "Examples/" + f])
            XCTAssertEqual(r.status, 0, "\(f): \(r.stderr)")
            XCTAssertTrue(r.stdout.hasPrefix("ok: "), r.stdout)
        }
    }

    func testHelpExitsZeroAndDocumentsEveryOption() throws {
        let r = try BinaryRunner.run(["render", "--help"])
        XCTAssertEqual(r.status, 0)
        for option in ["--output", "--device", "--size", "--safe-area", "--landscape", "--scale", "--offset",
                       "--orthogonal-offset", "--items", "--seed", "--theme", "--full-content", "--unroll-orthogonal",
                       "--overlay"] {
            XCTAssertTrue(r.stdout.contains(option), "help lacks \(option)")
        }
    }

    func testGalleryWritesImagesAndReadme() throws {
        let out = dir.appendingPathComponent("gallery")
        let r = try BinaryRunner.run(["gallery", "-o", out.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out.path))
        XCTAssertTrue(files.contains("README.md"))
        XCTAssertTrue(files.contains("app-store.png") && files.contains("app-store.svg"))
        // One progress line per sample, then the README line.
        let samples = try BinaryRunner.run(["samples"]).stdout.split(separator: "\n").count
        // The spec samples plus the DSL samples (which 'samples' does not list).
        let entries = r.stdout.split(separator: "\n").count - 1
        XCTAssertGreaterThanOrEqual(entries, samples)
        // PNG, SVG and frames JSON per sample, README.md, diagrams/ and animations/; samples whose lists declare row
        // content also a dark PNG (list-settings, list-settings-accessibility, list-sidebar, list-subtitles,
        // list-wrapped-text).
        let dark = files.filter { $0.hasSuffix("-dark.png") }
        XCTAssertEqual(dark, ["list-settings-dark.png", "list-settings-accessibility-dark.png", "list-sidebar-dark.png",
                              "list-subtitles-dark.png", "list-wrapped-text-dark.png"])
        XCTAssertEqual(files.count, entries * 3 + 3 + dark.count)
        // A sample's frames file is what the frames command prints for it (check-gallery compares them exactly).
        let frames = try String(contentsOf: out.appendingPathComponent("app-store.frames.json"), encoding: .utf8)
        XCTAssertEqual(frames, try BinaryRunner.run(["frames", "app-store"]).stdout)
        let readme = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        // A blueprint for each seed sample (not for Apple's sample-code layouts), linked from its row.
        let diagrams = Set(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("diagrams").path))
        XCTAssertTrue(diagrams.isSuperset(of: ["grid-2plus1.png", "grid-2plus1.svg", "carousel.png", "app-store.png", "complex-groups.svg"]))
        XCTAssertFalse(diagrams.contains { $0.hasPrefix("apple-") })
        let linked = readme.split(separator: "\n").filter { $0.contains("blueprint: [png](diagrams/") }
        XCTAssertEqual(linked.count * 2, diagrams.count)
        XCTAssertTrue(readme.contains("`grid-2plus1` ([svg](grid-2plus1.svg))<br>blueprint: [png](diagrams/grid-2plus1.png) · [svg](diagrams/grid-2plus1.svg) | seed 000"))
        XCTAssertTrue(readme.contains("| <img src=\"app-store.png\" width=\"180\"> | `app-store` ([svg](app-store.svg))<br>blueprint: [png](diagrams/app-store.png)"))
        // Animations (issue 18): the carousel, the pinned headers and one per orthogonal behaviour, each shown.
        let animations = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("animations").path)
        XCTAssertEqual(Set(animations), ["carousel-swipe.gif", "pinned-headers-scroll.gif", "orthogonal-continuous.gif",
                                         "orthogonal-continuousGroupLeadingBoundary.gif", "orthogonal-paging.gif",
                                         "orthogonal-groupPaging.gif", "orthogonal-groupPagingCentered.gif"])
        for file in animations { XCTAssertTrue(readme.contains("<img src=\"animations/\(file)\""), file) }
    }
}
