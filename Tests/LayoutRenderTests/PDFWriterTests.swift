import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// The PDF writer (`PDFContext`) against the world: poppler (pdftocairo, pdftotext, pdffonts) and qpdf read what it writes,
/// and the page poppler rasterises agrees with the PNG Cairo draws of the same picture — two independent paths from
/// the same attributes.
final class PDFWriterTests: XCTestCase {
    // MARK: Tools

    /// Runs `tool`; a failure is an error with its output.
    @discardableResult
    func run(_ tool: String, _ args: [String]) throws -> String {
        let r = try runTool(tool, args)
        guard r.status == 0 else {
            throw NSError(domain: "tool", code: Int(r.status), userInfo: [NSLocalizedDescriptionKey: "\(tool) \(args): \(r.output)"])
        }
        return r.output
    }

    /// The tools are the tests' (scripts/ensure-deps.sh --test installs poppler-utils and qpdf): missing is a failure.
    func requireTools() throws {
        for tool in ["pdftocairo", "pdftotext", "pdffonts", "qpdf"] {
            XCTAssertNoThrow(try run("which", [tool]), "\(tool) missing: make test-deps installs it")
        }
    }

    /// `pdf` checked by qpdf and rasterised by poppler at `scale` pixels per point (anti-aliasing on, as Cairo).
    func rasterise(_ pdf: Data, scale: Int) throws -> Picture {
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("p.pdf")
        try pdf.write(to: url)
        let check = try run("qpdf", ["--check", url.path])
        XCTAssertTrue(check.contains("No syntax or stream encoding errors"), check)
        // pdftocairo: poppler reads the file and gives every path and glyph outline to its Cairo output device at its
        // exact position (pdftoppm's own rasteriser places Type 3 glyphs at whole pixels, up to a pixel off).
        try run("pdftocairo", ["-r", String(72 * scale), "-png", "-singlefile", url.path, dir.appendingPathComponent("r").path])
        return try Picture(Data(contentsOf: dir.appendingPathComponent("r.png")))
    }

    /// Pixels where the PNG's 5 × 5 neighbourhood is one colour and the rasterised PDF differs by more than
    /// `tolerance` in a channel: two pixels from any edge, where anti-aliasing and curve flattening may differ.
    func mismatches(png: Picture, pdf: Picture, tolerance: Int = 8) -> (compared: Int, wrong: [String]) {
        let w = png.width, h = png.height
        let words = png.image.premultipliedARGB.map { $0 | 0xFF00_0000 }   // opaque pictures: alpha aside
        func uniform(_ x: Int, _ y: Int) -> Bool {
            let c = words[y * w + x]
            for dy in -2...2 { for dx in -2...2 where words[(y + dy) * w + x + dx] != c { return false } }
            return true
        }
        var compared = 0, wrong: [String] = []
        guard w > 4, h > 4 else { return (0, []) }
        for y in 2..<(h - 2) {
            for x in 2..<(w - 2) where uniform(x, y) {
                compared += 1
                let c = png.rgb(x, y), d = pdf.rgb(x, y)
                if zip(c, d).contains(where: { abs($0 - $1) > tolerance }) { wrong.append("(\(x),\(y)) png \(c) pdf \(d)") }
            }
        }
        return (compared, wrong)
    }

    func assertAgrees(_ result: some RenderableLayout, content: RenderContent = Fixtures.primaries,
                      options: RenderOptions = RenderOptions(), scale: Int = 2, theme: RenderTheme = .light,
                      message: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        try requireTools()
        var pngOptions = options
        pngOptions.scale = Double(scale)
        pngOptions.snapsToPixelGrid = false   // PDF never snaps
        let renderer = Renderer(theme: theme)
        let pngData = try renderer.render(result, content: content, options: pngOptions, format: .png)
        let pdfData = try renderer.render(result, content: content, options: options, format: .pdf)
        let png = try Picture(pngData)
        let pdf = try rasterise(pdfData, scale: scale)
        XCTAssertEqual([pdf.width, pdf.height], [png.width, png.height], message, file: file, line: line)
        let m = mismatches(png: png, pdf: pdf)
        XCTAssertGreaterThan(m.compared, png.width * png.height / 4, message, file: file, line: line)
        if !m.wrong.isEmpty {
            // Both files kept for a look.
            let dir = try scratchDirectory()
            try pngData.write(to: dir.appendingPathComponent("cairo.png"))
            try pdfData.write(to: dir.appendingPathComponent("ours.pdf"))
            XCTFail("\(message) \(m.wrong.count) pixels differ (files in \(dir.path)): " + m.wrong.prefix(5).joined(separator: "; "),
                    file: file, line: line)
        }
    }

    // MARK: Agreement with Cairo's PNG

    func testGridWithHeaderDecorationAndLabelsMatchesPNG() throws {
        try assertAgrees(Fixtures.grid())
    }

    /// Group opacity (a translucent cell over another: the overlap shows the lower cell through the upper one, and
    /// the upper cell's label does not show its own fill through), rotation and scale about the centre, hidden.
    func testOpacityTransformsAndHiddenElementsMatchPNG() throws {
        let layout = RecordedLayout(
            contentSize: CGSize(width: 240, height: 200), viewSize: CGSize(width: 240, height: 200),
            elements: [
                Fixtures.cell(0, 0, CGRect(x: 10, y: 10, width: 120, height: 80)),
                Fixtures.cell(0, 1, CGRect(x: 70, y: 40, width: 120, height: 80), z: 1, alpha: 0.5),
                Fixtures.cell(0, 2, CGRect(x: 20, y: 120, width: 60, height: 60), transform: CGAffineTransform(rotationAngle: 0.4)),
                Fixtures.cell(0, 3, CGRect(x: 140, y: 130, width: 80, height: 50),
                              transform: CGAffineTransform(scaleX: 0.5, y: 1.2)),
                Fixtures.cell(0, 4, CGRect(x: 100, y: 150, width: 30, height: 30), hidden: true),
                // Two transformed cells of one colour in a row, unlabelled (items 5 and 9: green): the second must not
                // take the colour the first set inside its saved state, which ended with it.
                Fixtures.cell(0, 5, CGRect(x: 200, y: 10, width: 30, height: 30), transform: CGAffineTransform(rotationAngle: 0.2)),
                Fixtures.cell(0, 9, CGRect(x: 200, y: 60, width: 30, height: 30), transform: CGAffineTransform(rotationAngle: 0.2)),
            ])
        let content = RenderContent(cellColor: Fixtures.primaries.cellColor,
                                    title: { [5, 9].contains($0.item) ? "" : nil })
        try assertAgrees(layout, content: content)
    }

    /// An inset-grouped list: raised rows with rounded outer corners, hairline separators, a header, text, secondary
    /// text, an image tile and a disclosure chevron — at 3×, where hairlines are one pixel.
    func testInsetGroupedListMatchesPNG() throws {
        var c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.content = ListContent(rows: ListRowContent(.cell(text: "General", imageName: "gear"),
                                                     accessories: [.disclosureIndicator(), .checkmark()]),
                                items: [0: ListRowContent(.cell(text: "Title", secondaryText: "Detail"))])
        let result = try UICollectionViewCompositionalLayout.list(using: c).resolve(
            LayoutInput(viewSize: CGSize(width: 393, height: 420), traits: UITraitCollection(displayScale: 3),
                        itemCounts: [4, 2]))
        try assertAgrees(result, content: RenderContent(cellColor: { _ in Fixtures.red }), scale: 3)
    }

    func testDarkThemeMatchesPNG() throws {
        try assertAgrees(Fixtures.grid(), theme: .dark)
    }

    /// What diagrams draw, through `PictureDocument` (the other caller of the writer): hatching under a clip, dashed
    /// and solid strokes, an even-odd clip with an opacity group inside, a rotated rounded rectangle, text, a path
    /// begun before a translation (Cairo keeps it where it was drawn), `paint` under a clip, and an empty clip.
    func testDrawingPrimitivesMatchPNG() throws {
        try requireTools()
        let document = PictureDocument(width: 240, height: 160, scale: 2)
        func draw(_ c: any DrawingContext) {
            c.rectangle(CGRect(x: 0, y: 0, width: 240, height: 160)); c.setColor(RGBA(rgb: 0xFFFFFF)); c.fill()
            c.hatch(CGRect(x: 10, y: 10, width: 100, height: 60), gap: 8, lineWidth: 2, color: RGBA(rgb: 0x2E7D32))
            c.rectangle(CGRect(x: 120, y: 10, width: 100, height: 60)); c.setColor(RGBA(rgb: 0x1565C0))
            c.stroke(width: 3, dash: [9, 5])
            c.withState {
                c.rectangle(CGRect(x: 10, y: 80, width: 110, height: 70))
                c.rectangle(CGRect(x: 35, y: 95, width: 60, height: 40))
                c.clip(evenOdd: true)
                c.withOpacity(0.5) {
                    c.rectangle(CGRect(x: 0, y: 70, width: 80, height: 90)); c.setColor(RGBA(rgb: 0xC62828)); c.fill()
                    c.rectangle(CGRect(x: 50, y: 70, width: 80, height: 90)); c.setColor(RGBA(rgb: 0x6A1B9A)); c.fill()
                }
            }
            c.withState {
                c.translate(175, 115)
                c.concat(CGAffineTransform(rotationAngle: 0.5))
                c.roundedRectangle(CGRect(x: -30, y: -20, width: 60, height: 40), radius: 9)
                c.setColor(RGBA(rgb: 0xF9A825, alpha: 0.8)); c.fill()
            }
            c.drawText("Hatch · dash", x: 20, y: 150, font: FontSpec(family: "DejaVu Sans", size: 12, bold: true),
                       color: RGBA(rgb: 0x000000))
            // Begun at (130, 130) … (150, 150), filled after a translation: stays where it was drawn.
            c.withState {
                c.moveTo(130, 130); c.lineTo(150, 130); c.lineTo(150, 150); c.closePath()
                c.translate(40, -100)
                c.setColor(RGBA(rgb: 0x00838F)); c.fill()
            }
            c.withState {
                c.rectangle(CGRect(x: 200, y: 130, width: 30, height: 20)); c.clip()
                c.setColor(RGBA(rgb: 0x4E342E)); c.paint()
            }
            c.withState {
                c.newPath(); c.clip()   // an empty clip: nothing shows
                c.setColor(RGBA(rgb: 0xFF0000)); c.paint()
            }
        }
        let png = try Picture(document.data(.png, draw: draw))
        let pdf = try rasterise(document.data(.pdf, draw: draw), scale: 2)
        XCTAssertEqual([pdf.width, pdf.height], [png.width, png.height])
        let m = mismatches(png: png, pdf: pdf)
        XCTAssertGreaterThan(m.compared, png.width * png.height / 3)
        XCTAssertEqual(m.wrong.count, 0, m.wrong.prefix(5).joined(separator: "; "))
        // The triangle is at (130…150, 130…150) pt: inside it at (145, 135) pt = (290, 270) px.
        XCTAssertEqual(pdf.rgb(290, 270), [0, 0x83, 0x8F])
    }

    /// Random pictures (fixed seeds in `make test`; `LAYOUT_PROPERTY_SEEDS=random` in `make soak` draws new ones):
    /// overlapping cells, decorations and supplementary views in every z order, translucent, rotated, scaled and
    /// hidden elements, labels in several scripts — the PDF poppler draws agrees with Cairo's PNG wherever the PNG is
    /// uniform. Checks the writer's state tracking (colours and alphas across saved states and groups, placed forms)
    /// on sequences no hand-written case has.
    func testPropertyRandomPicturesMatchPNG() throws {
        try requireTools()
        let random = ProcessInfo.processInfo.environment["LAYOUT_PROPERTY_SEEDS"] == "random"
        var system = SystemRandomNumberGenerator()
        let seeds: [UInt64] = ProcessInfo.processInfo.environment["LAYOUT_PDF_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (random ? (0..<40).map { _ in system.next() } : Array(1...8))
        let titles = ["Feed", "Ünïcödé", "0,1", "Très long titre qui ne tient pas", "Σ→€", ""]
        for seed in seeds {
            var g = SplitMix64(seed: seed)
            func pick(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
            func coordinate(_ limit: Int) -> CGFloat { CGFloat(pick(limit * 4)) / 4 }   // quarter points
            var elements: [LayoutAttributes] = []
            for i in 0..<(3 + pick(12)) {
                let frame = CGRect(x: coordinate(220), y: coordinate(180), width: 8 + coordinate(110), height: 8 + coordinate(90))
                let transform: CGAffineTransform = [.identity, .identity, CGAffineTransform(rotationAngle: CGFloat(pick(60)) / 40),
                                                    CGAffineTransform(scaleX: 0.6, y: 1.3)][pick(4)]
                let alpha: CGFloat = [1, 1, 0.5, 0.8][pick(4)]
                switch pick(5) {
                case 0: elements.append(Fixtures.decoration("background", 0, frame, z: pick(3) - 1))
                case 1: elements.append(Fixtures.supplementary(["header", "badge", "footer"][pick(3)], 0, i, frame, z: pick(3)))
                default: elements.append(Fixtures.cell(0, i, frame, z: pick(3), alpha: alpha, transform: transform,
                                                       hidden: pick(10) == 0))
                }
            }
            let layout = RecordedLayout(contentSize: CGSize(width: 320, height: 260), viewSize: CGSize(width: 320, height: 260),
                                        elements: elements)
            let chosen = (0..<elements.count).map { _ in titles[pick(titles.count)] }
            let content = RenderContent(cellColor: { Fixtures.primaries.cellColor($0) },
                                        title: { key in key.item < chosen.count ? chosen[key.item] : nil },
                                        decorationColor: { _ in RGBA(rgb: 0x9E9E9E, alpha: 0.7) })
            try assertAgrees(layout, content: content, message: "seed \(seed)")
        }
    }

    // MARK: Structure

    func testTextIsExtractableAndGlyphsBeyond256UseMoreFonts() throws {
        try requireTools()
        // 304 distinct letters DejaVu Sans has (Latin Extended-A and -B, Greek, Cyrillic): more glyphs than one
        // Type 3 font holds.
        let ranges: [ClosedRange<UInt32>] = [0x100...0x17F, 0x180...0x1BF, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9,
                                             0x410...0x44F]
        let letters = String(String.UnicodeScalarView(ranges.flatMap { $0 }.map { Unicode.Scalar($0)! }))
        XCTAssertEqual(letters.unicodeScalars.count, 128 + 64 + 17 + 7 + 25 + 64)
        let titles = ["Hello, world", "Ünïcödé → ok", letters]
        let layout = RecordedLayout(
            contentSize: CGSize(width: 4000, height: 300), viewSize: CGSize(width: 4000, height: 300),
            elements: (0..<3).map { Fixtures.cell(0, $0, CGRect(x: 0, y: CGFloat($0) * 100, width: 4000, height: 40)) })
        let content = RenderContent(cellColor: { _ in RGBA(rgb: 0xFFFFFF) }, title: { titles[$0.item] })
        let pdf = try Renderer().render(layout, content: content, format: .pdf)
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("t.pdf")
        try pdf.write(to: url)
        let text = try run("pdftotext", [url.path, "-"])
        for title in titles { XCTAssertTrue(text.contains(title), "\(title.prefix(20)) not in \(text.prefix(200))") }
        // 305 letters + the other titles' glyphs: at least two Type 3 fonts.
        let fonts = try run("pdffonts", [url.path])
        XCTAssertGreaterThanOrEqual(fonts.components(separatedBy: "Type 3").count - 1, 2, fonts)
    }

    func testPageIsTheCanvasSizeAndOutputIsDeterministic() throws {
        let pdf = try Renderer().render(Fixtures.grid(), content: Fixtures.primaries, format: .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-1.7\n"))
        XCTAssertTrue(text.contains("/MediaBox [0 0 200 300]"), "200 × 300 pt page")
        XCTAssertEqual(text.components(separatedBy: "/Type /Page ").count - 1, 1, "one page")
        XCTAssertFalse(text.contains("CreationDate"), "no date: the same picture gives the same bytes")
        XCTAssertEqual(pdf, try Renderer().render(Fixtures.grid(), content: Fixtures.primaries, format: .pdf))
    }

    /// 400 cells of one size: the shape is written once (a form) and placed 399 times; colours and labels stay
    /// per cell. Read back decompressed by qpdf.
    func testRepeatedShapesAreWrittenOnce() throws {
        try requireTools()
        let cells = (0..<400).map { i in
            Fixtures.cell(0, i, CGRect(x: CGFloat(i % 20) * 30 + 0.25, y: CGFloat(i / 20) * 30 + 0.5, width: 26, height: 26))
        }
        let layout = RecordedLayout(contentSize: CGSize(width: 600, height: 600), viewSize: CGSize(width: 600, height: 600),
                                    elements: cells)
        let dir = try scratchDirectory()
        let url = dir.appendingPathComponent("g.pdf"), plain = dir.appendingPathComponent("q.pdf")
        try Renderer().render(layout, content: Fixtures.primaries, to: url)
        try run("qpdf", ["--qdf", "--object-streams=disable", url.path, plain.path])
        let text = String(decoding: try Data(contentsOf: plain), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: "/P0 Do").count - 1, 399, "second and later cells place the form")
        XCTAssertEqual(text.components(separatedBy: " rg\n").count - 1 >= 400, true, "each cell's colour (and labels')")
        // A cell's path starts where its top-right corner's arc does: x = maxX − radius = 30.25 + 26 − 8 = 48.25 for
        // cell 1, y = its top, 0.5.
        XCTAssertTrue(text.contains("q 1 0 0 1 48.25 0.5 cm /P0 Do Q"), "cell 1 placed by translation")
    }

    /// Cells of two widths (same height) alternate: each shape becomes its own form, and a cell is never placed as
    /// the other width's shape (the last form is matched point by point, x as well as y).
    func testAlternatingShapesKeepTheirOwnSizes() throws {
        let cells = (0..<24).map { i in
            Fixtures.cell(0, i, CGRect(x: CGFloat(i % 6) * 40 + 2, y: CGFloat(i / 6) * 40 + 2, width: i % 2 == 0 ? 22 : 36, height: 30))
        }
        let layout = RecordedLayout(contentSize: CGSize(width: 240, height: 160), viewSize: CGSize(width: 240, height: 160),
                                    elements: cells)
        try assertAgrees(layout, content: RenderContent(cellColor: { _ in Fixtures.blue }, title: { _ in "" }))
    }

    // MARK: Numbers

    func testNumbersAreFixedPointWithoutTrailingZeros() {
        func written(_ v: Double, _ places: Int = 3) -> String {
            var b = PDFBuffer(); b.number(v, places: places); return String(decoding: b.bytes, as: UTF8.self)
        }
        XCTAssertEqual(written(0), "0")
        XCTAssertEqual(written(-0.0), "0")
        XCTAssertEqual(written(12), "12")
        XCTAssertEqual(written(1.5), "1.5")
        XCTAssertEqual(written(-2.25), "-2.25")
        XCTAssertEqual(written(0.05), "0.05")
        XCTAssertEqual(written(0.0004), "0", "below half a thousandth")
        XCTAssertEqual(written(-0.0004), "0", "no negative zero")
        XCTAssertEqual(written(1.0 / 3), "0.333")
        XCTAssertEqual(written(2.0 / 3), "0.667")
        XCTAssertEqual(written(1.0 / 3, 6), "0.333333")
        XCTAssertEqual(written(1_000_000.125), "1000000.125")
        XCTAssertEqual(written(.nan), "0")
        XCTAssertEqual(written(.infinity), "0")
        XCTAssertEqual(written(5e12), "1000000000", "clamped")
    }
}
