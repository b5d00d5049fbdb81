import BenchScenarios
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutRender

// bench-driver: one scenario per process, for scripts/compare-peers.sh (timed beside bare Cairo and
// ImageMagick) and for profiling (valgrind --tool=callgrind .build/release/bench-driver resolve 1000000).
// Timings it prints are the median of --reps runs of the named phase only, in milliseconds.

let usage = """
usage: bench-driver <command> [options]
  resolve <items> [--reps N] [--raw] resolve a 4-column grid and materialise every cell frame;
                                     prints the median time and items/s ("wall_ms cpu_ms" with --raw)
  heap <items>                       heap bytes a resolved grid and its frames keep per cell
  first-screen <items> [--reps N]    resolve a 4-column grid on iPhone X and query the visible rect
  rects <items> <file>               write the 10k-grid scenario's cell rectangles for cairo-floor:
                                     "W H radius" then "x y w h r g b a" per cell, in paint order
  render-grid <items> <file.png> [--labels] [--reps N]
                                     render the grid's full content (1000-pt wide, 20 columns) at @1x;
                                     prints the median wall and CPU ms of render + write (resolve excluded)
  render-pdf <items> <file.pdf> [--reps N]
                                     the PDF benchmark's picture (500 columns of 16-pt cells, 8 000 pt wide,
                                     labels on) to a PDF; prints the median wall and CPU ms of render + write
  layout-diff <items> [--reps N]     LayoutDiff's element-by-element diff of two grids (rows 1 pt apart)
  heap-app-store <sections>          heap bytes per element of the App Store page repeated to N sections
  pixel-diff <a.png> <b.png> [--exact]
                                     LayoutDiff's pixel diff of two PNG files (decode both, compare);
                                     prints the number of differing pixels
  screen-png <seed> <file.png> [--recolor N]
                                     iPhone X @3x screen (1125 × 2436) of a 4-column grid coloured by seed
                                     (item N black with --recolor)
  pixel-diff-drawn <reference.png> <seed> [--recolor N] [--reps N]
                                     what the PNG snapshot strategy does: the screen of screen-png drawn in
                                     memory, compared with a reference PNG (decoded); prints the median wall
                                     and CPU ms of the comparison (drawing excluded) and the differing pixels
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

func intArgument(_ args: [String], _ i: Int, _ name: String) -> Int {
    guard i < args.count, let v = Int(args[i].replacingOccurrences(of: "_", with: "")), v >= 0 else {
        fail("bench-driver: expected a number for \(name)\n\(usage)")
    }
    return v
}

func option(_ args: [String], _ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}

let args = Array(CommandLine.arguments.dropFirst())
guard let command = args.first else { fail(usage) }

do {
    switch command {
    case "resolve":
        let n = intArgument(args, 1, "items")
        let reps = option(args, "--reps").flatMap { Int($0) } ?? 1
        let model = Grid.model(columns: 4), input = Grid.phoneInput(items: n)
        var count = 0
        let ms = try Timing.medianMilliseconds(reps: reps) {
            let result = try model.resolve(input)
            count = result.cellFrames(inSection: 0).count
        }
        if args.contains("--raw") {
            print(String(format: "%.3f %.3f", ms.wall, ms.cpu))
        } else {
            print(String(format: "%d cells in %.3f ms (cpu %.3f ms): %.1f M items/s", count, ms.wall, ms.cpu,
                         Double(count) / ms.wall / 1000))
        }

    case "heap":
        // Heap bytes a resolved grid keeps per cell, result and materialised frames together.
        let n = intArgument(args, 1, "items")
        let before = HeapBytes.live()
        let result = try Grid.model(columns: 4).resolve(Grid.phoneInput(items: n))
        let frames = result.cellFrames(inSection: 0)
        let held = HeapBytes.live() - before
        withExtendedLifetime((result, frames)) {
            print(String(format: "%d cells, %d heap bytes, %.2f bytes/cell", frames.count, held, Double(held) / Double(n)))
        }

    case "first-screen":
        let n = intArgument(args, 1, "items")
        let reps = option(args, "--reps").flatMap { Int($0) } ?? 1
        let model = Grid.model(columns: 4), input = Grid.phoneInput(items: n)
        var count = 0
        let ms = try Timing.medianMilliseconds(reps: reps) {
            let result = try model.resolve(input)
            count = result.elements(in: result.bounds).count
        }
        print(String(format: "%d elements on screen in %.3f ms (cpu %.3f ms) (resolve + elements(in:))", count, ms.wall, ms.cpu))

    case "rects":
        let n = intArgument(args, 1, "items")
        guard args.count > 2 else { fail(usage) }
        let result = try Grid.model(columns: 20).resolve(Grid.wideInput(items: n))
        let palette = SeededPalette(seed: 1)
        var out = "\(Int(result.contentSize.width)) \(Int(result.contentSize.height)) \(RenderTheme.light.cellCornerRadius)\n"
        for e in result.elements(in: CGRect(origin: .zero, size: result.contentSize)) where e.category == .cell {
            let c = palette.color(section: e.section, item: e.item)
            out += "\(e.frame.minX) \(e.frame.minY) \(e.frame.width) \(e.frame.height) \(c.red) \(c.green) \(c.blue) \(c.alpha)\n"
        }
        try out.write(toFile: args[2], atomically: true, encoding: .utf8)

    case "render-grid":
        let n = intArgument(args, 1, "items")
        guard args.count > 2 else { fail(usage) }
        let url = URL(fileURLWithPath: args[2])
        let reps = option(args, "--reps").flatMap { Int($0) } ?? 5
        let result = try Grid.model(columns: 20).resolve(Grid.wideInput(items: n))
        let options = RenderOptions(view: .fullContent(unrollOrthogonal: false), scale: 1,
                                    showsLabels: args.contains("--labels"))
        let ms = try Timing.medianMilliseconds(reps: reps) {
            try Renderer().render(result, content: .randomColors(seed: 1), options: options, to: url)
        }
        print(String(format: "%.3f %.3f", ms.wall, ms.cpu))

    case "render-pdf":
        let n = intArgument(args, 1, "items")
        guard args.count > 2 else { fail(usage) }
        let url = URL(fileURLWithPath: args[2])
        let reps = option(args, "--reps").flatMap { Int($0) } ?? 3
        let result = try Grid.model(columns: 500).resolve(LayoutInput(viewSize: CGSize(width: 8000, height: 1000),
                                                                      itemCounts: [n]))
        let ms = try Timing.medianMilliseconds(reps: reps) {
            try Renderer().render(result, content: .randomColors(seed: 1),
                                  options: RenderOptions(view: .fullContent(unrollOrthogonal: false)), to: url)
        }
        print(String(format: "%.3f %.3f", ms.wall, ms.cpu))

    case "screen-png":
        let seed = intArgument(args, 1, "seed")
        guard args.count > 2 else { fail(usage) }
        let result = try Grid.model(columns: 4).resolve(Grid.phoneInput(items: 10_000))
        let palette = SeededPalette(seed: UInt64(seed))
        // --recolor N paints item N black: a one-cell regression against the same seed.
        let recolored = option(args, "--recolor").flatMap { Int($0) }
        let content = RenderContent(cellColor: { path in
            path.item == recolored ? RGBA(red: 0, green: 0, blue: 0) : palette.color(section: path.section, item: path.item)
        })
        try Renderer().render(result, content: content,
                              options: RenderOptions(view: .screen, scale: 3), to: URL(fileURLWithPath: args[2]))

    case "layout-diff":
        // Two 100k-element grids, the second with 1 pt between rows (most frames move).
        let n = intArgument(args, 1, "items")
        let input = Grid.phoneInput(items: n)
        let old = try Grid.model(columns: 4).resolve(input)
        let new = try Grid.model(columns: 4, rowSpacing: 1).resolve(input)
        var changed = 0
        let ms = Timing.medianMilliseconds(reps: option(args, "--reps").flatMap { Int($0) } ?? 1) {
            changed = LayoutComparison(old: old, new: new).changes.count
        }
        print(String(format: "%d of %d elements changed in %.3f ms (cpu %.3f ms)", changed, n, ms.wall, ms.cpu))

    case "heap-app-store":
        // Heap bytes the App Store page repeated to N sections keeps per element, result alone and with frames.
        let sections = intArgument(args, 1, "sections")
        let (model, input) = try Specs.appStoreRepeated(sections: sections)
        let before = HeapBytes.live()
        let result = try model.resolve(input)
        let resolved = HeapBytes.live() - before
        let frames = result.sections.indices.map { result.cellFrames(inSection: $0) }
        let all = HeapBytes.live() - before
        let cells = frames.reduce(0) { $0 + $1.count }
        withExtendedLifetime((result, frames)) {
            print(String(format: "%d elements (%d cells) in %d sections: result %.1f B/element, with frames %.1f B/element",
                         result.elementCount, cells, sections, Double(resolved) / Double(result.elementCount),
                         Double(all) / Double(result.elementCount)))
        }

    case "pixel-diff":
        // What `compare -metric AE a.png b.png null:` does: decode both PNGs, count differing pixels.
        guard args.count > 2 else { fail(usage) }
        // --exact: ImageMagick AE's rule (any channel difference counts, no anti-aliasing allowance).
        let options = args.contains("--exact") ? PixelDiffOptions(threshold: 0, detectsAntiAliasing: false)
                                               : PixelDiffOptions()
        let comparison = try ImageComparison(referenceFile: URL(fileURLWithPath: args[1]),
                                             actualFile: URL(fileURLWithPath: args[2]), options: options)
        switch comparison {
        case .compared(let d): print("\(d.differentPixels) differing pixels")
        case .sizeMismatch: print("sizes differ: \(comparison.referenceSize) vs \(comparison.actualSize)")
        }

    case "pixel-diff-drawn":
        guard args.count > 2 else { fail(usage) }
        let reference = try Data(contentsOf: URL(fileURLWithPath: args[1]))
        let seed = intArgument(args, 2, "seed")
        let result = try Grid.model(columns: 4).resolve(Grid.phoneInput(items: 10_000))
        let palette = SeededPalette(seed: UInt64(seed))
        let recolored = option(args, "--recolor").flatMap { Int($0) }
        let content = RenderContent(cellColor: { path in
            path.item == recolored ? RGBA(red: 0, green: 0, blue: 0) : palette.color(section: path.section, item: path.item)
        })
        let drawn = try Renderer().renderPNGImage(result, content: content, options: RenderOptions(view: .screen, scale: 3))
        var differing = 0
        let ms = try Timing.medianMilliseconds(reps: option(args, "--reps").flatMap { Int($0) } ?? 5) {
            if case .compared(let d) = try ImageComparison(referencePNG: reference, actual: drawn.image) {
                differing = d.differentPixels
            }
        }
        print(String(format: "%.3f %.3f %d", ms.wall, ms.cpu, differing))

    default:
        fail("bench-driver: unknown command '\(command)'\n\(usage)")
    }
} catch {
    fail("bench-driver: \(error)")
}
