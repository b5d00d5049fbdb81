import Foundation
import LayoutRender
import LayoutSource
import LayoutSourceHost
import XCTest

/// Issue 24: list rows take the content the app's cell registrations give them (docs/swift-sources.md, "Row content
/// from cell registrations"; decision 56). The fixtures in Fixtures/Registrations are screens as an iOS app writes
/// them: `createLayout()` beside `configureDataSource()` with registrations and a diffable data source.
final class CellRegistrationTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    static func fixture(_ name: String) -> String {
        SourceFixtures.directory.appendingPathComponent("Registrations/\(name).swift").path
    }

    private func declaration(_ file: String, _ name: String) throws -> LayoutDeclaration {
        let set = try SwiftLayoutSet(paths: [Self.fixture(file)])
        return try XCTUnwrap(set.layouts.first { $0.name == name }, set.layouts.map(\.name).description)
    }

    /// Frames of the cells (and headers) of `frames` through the binary, by (section, item).
    private func frames(_ arguments: [String]) throws -> (cells: [[Int]: [Double]], headers: [Int: [Double]], stderr: String) {
        let run = try CLI.run(["frames"] + arguments, in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var cells: [[Int]: [Double]] = [:], headers: [Int: [Double]] = [:]
        for e in try XCTUnwrap(json["elements"] as? [[String: Any]]) {
            guard let f = e["frame"] as? [String: Double], let s = e["section"] as? Int else { continue }
            let frame = [f["x"]!, f["y"]!, f["width"]!, f["height"]!]
            if e["category"] as? String == "cell", let i = e["item"] as? Int { cells[[s, i]] = frame }
            if e["category"] as? String == "supplementary" { headers[s] = frame }
        }
        return (cells, headers, run.stderr)
    }

    private func assertFrame(_ actual: [Double]?, _ expected: [Double], _ what: String, line: UInt = #line) {
        guard let actual else { return XCTFail("no frame for \(what)", line: line) }
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 0.001, "\(what): \(actual) vs \(expected)", line: line) }
    }

    // MARK: what is read (no compiler)

    func testTheDefaultConfigurationWithComputedTextAndSecondaryTextAndItsAccessories() throws {
        let d = try declaration("ContactsViewController", "ContactsViewController.createLayout")
        // One registration for every row: the cell's default style (resolved per appearance later), the text is the
        // item's (nil: one line of the data's title), the secondary text a placeholder named after what it reads.
        XCTAssertEqual(d.cellContent, CellContentPlan(parts: [CellContentPlan.Part(rows: CellContentPlan.Row(
            style: nil, text: nil, secondaryText: "email", image: nil, accessories: ["disclosureIndicator"],
            indentationLevel: 1))]))
    }

    func testItemZeroAndTheOtherRowsTakeTheirOwnRegistrationsWithLiteralsKept() throws {
        let d = try declaration("SettingsViewController", "SettingsViewController.createLayout")
        let part = try XCTUnwrap(d.cellContent?.parts.first)
        // The registration a method returns; the image's symbol name; the label accessory's text.
        XCTAssertEqual(part.rows, CellContentPlan.Row(style: "valueCell", text: nil, secondaryText: "On", image: "gear",
                                                      accessories: ["label", "disclosureIndicator"], labels: [0: "New"]))
        // `NSLocalizedString("Account", …)`: the key is the text.
        XCTAssertEqual(part.items?[0], CellContentPlan.Row(text: "Account"))
    }

    func testASwitchOnTheSectionEnumMapsEachCaseToItsIndexAndTheHeaderRegistrationToEverySection() throws {
        let d = try declaration("LibraryListViewController", "LibraryListViewController.createLayout")
        let parts = try XCTUnwrap(d.cellContent?.parts)
        // `Section(rawValue: indexPath.section)` over `enum Section: Int { case recent, all }`: recent 0, all 1.
        XCTAssertEqual(parts.first { $0.kind == "recent" }?.section, 0)
        XCTAssertEqual(parts.first { $0.kind == "recent" }?.rows?.style, "valueCell")
        // An interpolated secondary text is computed: a placeholder named after the last name it reads.
        XCTAssertEqual(parts.first { $0.kind == "recent" }?.rows?.secondaryText, "author")
        XCTAssertEqual(parts.first { $0.kind == "all" }?.section, 1)
        XCTAssertEqual(parts.first { $0.kind == "all" }?.rows?.accessories, ["checkmark"])
        // `textProperties.font = .preferredFont(forTextStyle: .title2)` is read; `numberOfLines` is noted, not read.
        XCTAssertEqual(parts.first { $0.kind == "all" }?.rows?.textStyle, "title2")
        XCTAssertTrue(d.cellContentNotes.contains { $0.hasPrefix("bookRegistration: not read (no effect on the row here): "
                                                                 + "content.secondaryTextProperties.numberOfLines (") },
                      d.cellContentNotes.description)
        XCTAssertEqual(parts.first { $0.header != nil }?.header, CellContentPlan.Row(text: "Recently read"))
    }

    func testAChoiceByTheItemIsUnclearAndSaysWhy() throws {
        let d = try declaration("FoldersViewController", "FoldersViewController.createLayout")
        XCTAssertNil(d.cellContent)
        XCTAssertEqual(d.cellContentNotes.count, 1, d.cellContentNotes.description)
        XCTAssertTrue(d.cellContentNotes[0].hasPrefix("rows of every section keep their content: the cell provider chooses between "
                                                      + "folderRegistration and fileRegistration by `if node.isFolder` ("), d.cellContentNotes[0])
    }

    func testAHandlerBranchTakesTheFirstBranchAndSaysSo() throws {
        let d = try declaration("PinnedNotesViewController", "PinnedNotesViewController.createUnstatedLayout")
        XCTAssertEqual(d.cellContent?.parts.first?.rows, CellContentPlan.Row(style: "subtitleCell", secondaryText: "Yesterday"))
        XCTAssertTrue(d.cellContentNotes.contains { $0.hasPrefix("noteRegistration: took the first branch of if self.showsDates (") },
                      d.cellContentNotes.description)
    }

    // MARK: through the binary

    func testSubtitleRowsFromARegistrationSelfSizeAtThreeX() throws {
        let f = try frames([Self.fixture("ContactsViewController"), "--size", "393x852@3", "--items", "3"])
        // insetGrouped at 393: rows 20…373 (353 wide); the padding P = 17.5 rounded up to the 3x grid = 53/3 above
        // the first row. Text + secondary text (decision 53): 11 + 61/3 (body, 20.287 → 61 px) + 3 + 43/3
        // (caption1, 14.320 → 43 px) + 11 = 179/3 = 59.667 per row, rows contiguous.
        assertFrame(f.cells[[0, 0]], [20, 53.0 / 3, 353, 179.0 / 3], "row 0")
        assertFrame(f.cells[[0, 1]], [20, 232.0 / 3, 353, 179.0 / 3], "row 1")   // 53/3 + 179/3
        assertFrame(f.cells[[0, 2]], [20, 411.0 / 3, 353, 179.0 / 3], "row 2")   // 53/3 + 2 × 179/3
    }

    func testTheIndentationLevelMovesTheRowsSeparatorInByTenPoints() throws {
        let png = directory.appendingPathComponent("contacts.png").path
        let run = try CLI.run(["render", Self.fixture("ContactsViewController"), "--size", "393x852@3", "--items", "2",
                               "-o", png], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let image = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: png)))
        func white(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            return p.red == 255 && p.green == 255 && p.blue == 255
        }
        // Row 0 spans pixel rows 53 … 231 (53/3 + 179/3 pt at 3x); its separator lies in the last one. Unindented it
        // would start at the text inset, 20 + 20 = 40 pt (120 px); indentation level 1 moves it 10 pt in: 50 pt.
        XCTAssertTrue(white(135, 231), "45 pt: before the indented separator")
        XCTAssertFalse(white(160, 231), "53 pt: on the separator")
        XCTAssertTrue(white(160, 230), "the row above its separator")
    }

    func testAFirstItemHeaderRegistrationAndValueCellRows() throws {
        let f = try frames([Self.fixture("SettingsViewController"), "--size", "393x852@3", "--items", "3"])
        // Item 0 is the header row: the default configuration there is groupedHeader (insetGrouped): 17 + footnote
        // (13 pt × 2444/2048 = 15.514 → 47 px = 47/3) + 6 = 116/3 = 38.667, with no padding above it (decision 42).
        assertFrame(f.cells[[0, 0]], [20, 0, 353, 116.0 / 3], "header row")
        // valueCell rows with an image: text and secondary text side by side, one body line: 11 + 61/3 + 11 =
        // 42.333 < 44, so the 44-pt minimum.
        assertFrame(f.cells[[0, 1]], [20, 116.0 / 3, 353, 44], "row 1")
        assertFrame(f.cells[[0, 2]], [20, 116.0 / 3 + 44, 353, 44], "row 2")
    }

    func testSectionsTakeTheRegistrationTheirSwitchCaseDequeuesAndTheHeaderItsRegistration() throws {
        let f = try frames([Self.fixture("LibraryListViewController"), "--size", "393x852@3", "--items", "2,2"])
        // Section 0 (.recent, plain, supplementary header): the header is plainHeader with text — 4 + headline
        // (17 pt → 20.287 → 61 px = 61/3) + 4 = 85/3 = 28.333 — below the plain list's automatic header top
        // padding of 22 (decision 41).
        assertFrame(f.headers[0], [0, 22, 393, 85.0 / 3], "section 0 header")
        // Its rows are value cells (text and secondary text side by side, one body line: 11 + 61/3 + 11 < 44, so
        // 44), directly under the header: 22 + 85/3 = 151/3.
        assertFrame(f.cells[[0, 0]], [0, 151.0 / 3, 393, 44], "section 0 row 0")
        assertFrame(f.cells[[0, 1]], [0, 151.0 / 3 + 44, 393, 44], "section 0 row 1")
        // Section 1 (.all, no header, plain: no padding): default cells with title2 text (22 pt × 2444/2048 =
        // 26.254 → 79 px = 79/3) and caption1 secondary text: 11 + 79/3 + 3 + 43/3 + 11 = 197/3 = 65.667 each
        // (decision 53), straight after section 0 at 151/3 + 88 = 415/3.
        assertFrame(f.cells[[1, 0]], [0, 415.0 / 3, 393, 197.0 / 3], "section 1 row 0")
        assertFrame(f.cells[[1, 1]], [0, 612.0 / 3, 393, 197.0 / 3], "section 1 row 1")
    }

    func testAnUnclearMappingKeepsTheEstimateAndVerboseSaysWhyInOneLine() throws {
        let f = try frames([Self.fixture("FoldersViewController"), "--size", "393x852@3", "--items", "2", "--verbose"])
        // Both registrations are sidebar subtitle cells (59.667); the choice is the item's, so the rows keep the
        // list's 44-pt estimate: sidebar rows 16 pt from each edge, the sidebar's 12-pt padding above (decision 38).
        assertFrame(f.cells[[0, 0]], [16, 12, 361, 44], "row 0")
        assertFrame(f.cells[[0, 1]], [16, 56, 361, 44], "row 1")
        let lines = f.stderr.split(separator: "\n").filter { $0.contains("cell content:") }
        XCTAssertEqual(lines.count, 1, f.stderr)
        XCTAssertTrue(lines[0].hasPrefix("layout-render: note: FoldersViewController.createLayout: cell content: rows of every "
                                         + "section keep their content: the cell provider chooses between folderRegistration and "
                                         + "fileRegistration by `if node.isFolder` ("), String(lines[0]))
        XCTAssertTrue(lines[0].contains("FoldersViewController.swift:"), String(lines[0]))
    }

    func testContentTheLayoutStatesWinsOverTheRegistration() throws {
        // createLayout sets `configuration.content.rows` (one line of "Pinned"): 44-pt rows although the data source
        // dequeues a subtitle registration. grouped at 3x: P = 53/3 above the first row, rows full width.
        let stated = try frames([Self.fixture("PinnedNotesViewController"), "--layout", "createLayout", "--size", "393x852@3",
                                 "--items", "2"])
        assertFrame(stated.cells[[0, 0]], [0, 53.0 / 3, 393, 44], "stated row 0")
        assertFrame(stated.cells[[0, 1]], [0, 53.0 / 3 + 44, 393, 44], "stated row 1")
        // The same screen's layout that says nothing takes the registration: subtitle rows 179/3.
        let unstated = try frames([Self.fixture("PinnedNotesViewController"), "--layout", "createUnstatedLayout",
                                   "--size", "393x852@3", "--items", "2"])
        assertFrame(unstated.cells[[0, 1]], [0, 53.0 / 3 + 179.0 / 3, 393, 179.0 / 3], "unstated row 1")
    }

    func testACellProviderThatConfiguresItsCellItselfIsReadAsAHandler() throws {
        let d = try declaration("LegacyListViewController", "LegacyListViewController.createLayout")
        XCTAssertEqual(d.cellContent?.parts.first?.rows, CellContentPlan.Row(style: "subtitleCell", text: nil,
            secondaryText: "Tap to open", accessories: ["disclosureIndicator"]))
        // plain at 3x: no padding; subtitle rows 179/3 each (text + secondary text, decision 53).
        let f = try frames([Self.fixture("LegacyListViewController"), "--size", "393x852@3", "--items", "2"])
        assertFrame(f.cells[[0, 0]], [0, 0, 393, 179.0 / 3], "row 0")
        assertFrame(f.cells[[0, 1]], [0, 179.0 / 3, 393, 179.0 / 3], "row 1")
    }

    func testExportWritesTheRegistrationsContentIntoTheSpec() throws {
        let out = directory.appendingPathComponent("settings.yaml")
        let run = try CLI.run(["export", Self.fixture("SettingsViewController"), "-o", out.path, "--items", "3"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        let yaml = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(yaml.contains("style: \"valueCell\""), yaml)
        XCTAssertTrue(yaml.contains("style: \"groupedHeader\""), yaml)
        XCTAssertTrue(yaml.contains("text: \"Account\""), yaml)
    }
}
