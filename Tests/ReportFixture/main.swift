import Foundation
import LayoutDiff
import LayoutDSL
import LayoutEngine
import LayoutSystem
import LayoutRender
import LayoutReport

// A test program: writes a check report folder the way `check --report` lays it out — results.json, the
// pictures drawn by our renderer, actual/ renderings, a reference folder — then the report files
// (CheckReportWriter). For the browser tests (Tests/Browser) and the report-size measurements.
//
//   report-fixture OUT [--count N]
//
// OUT/report is the report, OUT/references the reference folder. With --count N (default 8) the first eight
// results are the fixed cases below (names with <, &, quotes and a newline; each status); the rest are
// passed and changed results sharing two pictures, as a large run would look.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("report-fixture: \(message)\n".utf8)); exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
guard let out = args.first else { fail("usage: report-fixture OUT [--count N]") }
args.removeFirst()
var count = 8
if args.count == 2, args[0] == "--count", let n = Int(args[1]), n >= 8 { count = n } else if !args.isEmpty { fail("bad arguments") }

let root = URL(fileURLWithPath: out, isDirectory: true)
let report = root.appendingPathComponent("report", isDirectory: true)
let references = root.appendingPathComponent("references", isDirectory: true)
let fm = FileManager.default

func write(_ data: Data, _ url: URL) {
    do {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    } catch { fail("\(url.path): \(error)") }
}

let screen = Device.iPhoneX.screen(.portrait)
func draw(_ items: Int, theme: RenderTheme = .light) -> (png: Data, result: LayoutResult) {
    do {
        let result = try DSLSamples.grid2plus1().resolve(screen.layoutInput(itemCounts: [items]))
        let png = try Renderer(theme: theme).renderPNGImage(result, content: .randomColors(), options: RenderOptions(scale: 1)).png
        return (png, result)
    } catch { fail("drawing: \(error)") }
}

let six = draw(6), five = draw(5), dark = draw(6, theme: .dark)
let changes = LayoutComparison(old: six.result, new: five.result).changes.map(\.description)
func diffPNG(_ a: Data, _ b: Data) -> (png: Data, pixels: Int) {
    do {
        let comparison = try ImageComparison(referencePNG: a, actualPNG: b)
        var pixels = 0
        if case .compared(let diff) = comparison { pixels = diff.differentPixels }
        return (try comparison.image(triptych: false).pngData(), pixels)
    } catch { fail("diff: \(error)") }
}
let itemDiff = diffPNG(six.png, five.png), themeDiff = diffPNG(six.png, dark.png)

struct Case {
    var file: String, name: String, line: Int, variant: String, status: CheckResult.Status
    var before: Data?, after: Data?, diff: (png: Data, pixels: Int)?, changes: [String], message: String?
    var notes: [String] = []
}
let phone = "iPhoneX.portrait.light.ltr"
let fixed: [Case] = [
    Case(file: "App/Feed View.swift", name: "Feed <Grid> & \"Cards\"", line: 12, variant: phone, status: .changed,
         before: six.png, after: five.png, diff: itemDiff, changes: changes, message: nil),
    Case(file: "App/Profile.swift", name: "profile's\nheader", line: 40, variant: "iPhoneX.portrait.dark.ltr", status: .changed,
         before: six.png, after: dark.png, diff: themeDiff, changes: [], message: "the picture changed; the frames did not"),
    Case(file: "App/Search.swift", name: "SearchViewController.makeCompositionalLayout", line: 7, variant: phone, status: .added,
         before: nil, after: six.png, diff: nil, changes: [], message: "no reference yet",
         notes: ["SearchViewController.makeCompositionalLayout: drawn with one section per case of Section (top, recent), as no section identifiers were given",
                 "SearchViewController.makeCompositionalLayout: stood in for names declared in no Swift file of the module: <b>Pod</b>View & Co (a base class: a UIView)"]),
    Case(file: "App/Old.swift", name: "Legacy", line: 3, variant: phone, status: .removed,
         before: six.png, after: nil, diff: nil, changes: [], message: "the layout no longer exists"),
    Case(file: "App/Settings.swift", name: "Settings</script><b>x</b>", line: 88, variant: phone, status: .error,
         before: nil, after: nil, diff: nil, changes: [],
         message: "App/Settings.swift:88:9: runtime data not supplied: set sectionKinds for 'Settings' in layout-render.yml"),
    Case(file: "App/Feed View.swift", name: "Feed <Grid> & \"Cards\"", line: 12, variant: "iPhoneX.landscape.light.ltr",
         status: .passed, before: six.png, after: six.png, diff: nil, changes: [], message: nil),
    Case(file: "App/Home.swift", name: "Home", line: 20, variant: phone, status: .passed,
         before: five.png, after: five.png, diff: nil, changes: [], message: nil),
    Case(file: "App/Home.swift", name: "Home", line: 20, variant: "iPhoneX.portrait.light.rtl", status: .passed,
         before: five.png, after: five.png, diff: nil, changes: [], message: nil),
]

/// A file name for a result id: path separators and other awkward characters replaced (as check names files).
func slug(_ s: String) -> String {
    String(s.unicodeScalars.map { c -> Character in
        CharacterSet.alphanumerics.contains(c) && c.isASCII || "-._".unicodeScalars.contains(c) ? Character(c) : "_"
    })
}

if fm.fileExists(atPath: root.path) { try? fm.removeItem(at: root) }
var results: [CheckResult] = []
// Pictures shared by the generated results of a large run (one file each, referenced many times).
write(six.png, report.appendingPathComponent("images/shared/six.png"))
write(five.png, report.appendingPathComponent("images/shared/five.png"))
write(itemDiff.png, report.appendingPathComponent("images/shared/six-five.diff.png"))

for n in 0..<count {
    let c: Case
    if n < fixed.count {
        c = fixed[n]
    } else {
        let changed = n % 10 == 0
        c = Case(file: "Generated/Screen\(n / 20).swift", name: "Layout\(n)", line: 10 + n % 20,
                 variant: ["iPhoneX.portrait.light.ltr", "iPhoneX.portrait.dark.ltr", "iPhone13.landscape.light.rtl"][n % 3],
                 status: changed ? .changed : .passed, before: six.png, after: changed ? five.png : six.png,
                 diff: changed ? itemDiff : nil, changes: changed ? changes : [], message: nil)
    }
    let id = "\(c.file)/\(c.name).\(c.variant)"
    let stem = slug("\(c.file)/\(c.name).\(c.variant)")
    // Named as check names references (ReferenceNames): review accepts into no other names.
    let refFiles = CheckResult.Files(reference: c.file, layout: c.name, variant: c.variant)
    var images = CheckResult.Images()
    var actual: CheckResult.Files?
    if n < fixed.count {
        if let before = c.before {
            images.before = "images/\(stem).before.png"; write(before, report.appendingPathComponent(images.before!))
            write(before, references.appendingPathComponent(refFiles.png))
            write(Data(FramesEncoder.encode(six.result).utf8), references.appendingPathComponent(refFiles.frames!))
            write(Data("{\"layout\": \"before\"}\n".utf8), references.appendingPathComponent(refFiles.meta!))
        }
        if let after = c.after {
            images.after = "images/\(stem).after.png"; write(after, report.appendingPathComponent(images.after!))
            actual = CheckResult.Files(png: "actual/" + refFiles.png, frames: "actual/" + refFiles.frames!, meta: "actual/" + refFiles.meta!)
            write(after, report.appendingPathComponent(actual!.png))
            // A frames file of the tool (review accepts no other bytes).
            write(Data(FramesEncoder.encode(after == six.png ? six.result : five.result).utf8), report.appendingPathComponent(actual!.frames!))
            write(Data("{\"layout\": \"after\"}\n".utf8), report.appendingPathComponent(actual!.meta!))
        }
        if let diff = c.diff { images.diff = "images/\(stem).diff.png"; write(diff.png, report.appendingPathComponent(images.diff!)) }
    } else {
        images.before = "images/shared/six.png"
        images.after = c.status == .changed ? "images/shared/five.png" : "images/shared/six.png"
        images.diff = c.status == .changed ? "images/shared/six-five.diff.png" : nil
    }
    results.append(CheckResult(
        id: id, name: c.name, file: c.file, line: c.line, variant: c.variant,
        variantInfo: .init(device: "iPhoneX", width: 375, height: 812, orientation: c.variant.contains("landscape") ? "landscape" : "portrait",
                           theme: c.variant.contains("dark") ? "dark" : "light", direction: c.variant.hasSuffix("rtl") ? "rtl" : "ltr"),
        status: c.status, message: c.message, changedElements: c.changes.isEmpty ? (c.status == .changed ? 0 : nil) : c.changes.count,
        elementChanges: c.changes, differingPixels: c.diff?.pixels ?? (c.status == .passed ? 0 : nil),
        reference: c.status == .error ? nil : refFiles, actual: actual, images: images))
    results[results.count - 1].notes = c.notes
}
results.sort { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
let checked = CheckResults(tool: .init(version: LayoutRenderTool.version),
                           run: .init(root: root.path, references: references.path),
                           results: results)
// OUT is the checked root: review, run in OUT, derives the reference folder from this configuration.
write(Data("references: references\n".utf8), root.appendingPathComponent("layout-render.yml"))
let start = Date()
do {
    try ReportFiles.writeResults(checked, in: report)
    try CheckReportWriter.write(results: checked, to: report)
} catch { fail("\(error)") }
print(String(format: "report-fixture: %d results, report written in %.3f s", count, Date().timeIntervalSince(start)))
