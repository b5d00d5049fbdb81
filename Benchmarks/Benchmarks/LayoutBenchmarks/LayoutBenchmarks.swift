import Benchmark
import BenchScenarios
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutRender

// Scenarios of issue 9. Every benchmark reports wall-time percentiles, throughput (iterations/s), peak
// resident memory and malloc count; the resolve ones add cells/s ("items/s") and the heap bytes per
// element (all elements of the result: cells, headers, footers, decorations) that the result and the
// materialised frames keep, measured with mallinfo2. Numbers and targets: docs/performance.md.

/// Cells (or compared elements) handled per second, from the iteration's own wall time.
let itemsPerSecond = BenchmarkMetric.custom("items/s", polarity: .prefersLarger, useScalingFactor: false)
/// Heap bytes held per resolved element while the result and its frames are alive.
let bytesPerElement = BenchmarkMetric.custom("heap bytes/element", polarity: .prefersSmaller, useScalingFactor: false)

let standardMetrics: [BenchmarkMetric] = [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal]

func label(_ n: Int) -> String {
    n >= 1_000_000 ? "\(n / 1_000_000)M" : n >= 1_000 ? "\(n / 1_000)k" : "\(n)"
}

/// Runs `body`, which reports through `hold(cells, elements)` how many cells it materialised and how many
/// elements the result holds, while both are still alive; records cells/s and heap bytes per element.
func measureResolve(_ benchmark: Benchmark, _ body: (_ hold: (Int, Int) -> Void) throws -> Void) rethrows {
    let before = HeapBytes.live()
    var cells = 0, elements = 0, held = 0
    let dt = try Timing.seconds {
        try body { c, e in cells = c; elements = e; held = HeapBytes.live() - before }
    }
    guard cells > 0, elements > 0 else { return }
    benchmark.measurement(itemsPerSecond, Int(Double(cells) / dt))
    benchmark.measurement(bytesPerElement, max(0, held) / elements)
}

/// Resolve, then materialise every cell frame of every section (32 bytes each).
func resolveAndMaterialise(_ model: LayoutModel, _ input: LayoutInput, _ benchmark: Benchmark) throws {
    try measureResolve(benchmark) { hold in
        let result = try model.resolve(input)
        var frames: [[CGRect]] = []
        frames.reserveCapacity(result.sections.count)
        var n = 0
        for s in result.sections.indices {
            let f = result.cellFrames(inSection: s)
            n += f.count
            frames.append(f)
        }
        hold(n, result.elementCount)
        blackHole(frames)
        blackHole(result)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: standardMetrics, timeUnits: .automatic,
                                           maxDuration: .seconds(2), maxIterations: 2_000)

    // MARK: Resolve

    for n in [1_000, 100_000, 1_000_000, 10_000_000] {
        Benchmark("resolve grid \(label(n)) + cellFrames",
                  configuration: .init(metrics: standardMetrics + [itemsPerSecond, bytesPerElement],
                                       maxDuration: .seconds(n >= 1_000_000 ? 4 : 2),
                                       maxIterations: n >= 1_000_000 ? 25 : 2_000)) { benchmark in
            try resolveAndMaterialise(Grid.model(columns: 4), Grid.phoneInput(items: n), benchmark)
        }
    }

    Benchmark("resolve App Store page ×1k sections + cellFrames",
              configuration: .init(metrics: standardMetrics + [itemsPerSecond, bytesPerElement])) { benchmark in
        let (model, input) = try Specs.appStoreRepeated(sections: 1_000)
        benchmark.startMeasurement()
        try resolveAndMaterialise(model, input, benchmark)
    }

    for spec in ["apple-nested-groups", "complex-groups", "custom-group"] {
        Benchmark("resolve \(spec) 100k + cellFrames",
                  configuration: .init(metrics: standardMetrics + [itemsPerSecond, bytesPerElement])) { benchmark in
            let document = try Specs.load(spec)
            let input = try Specs.input(for: document, itemCounts: [100_000])
            benchmark.startMeasurement()
            try resolveAndMaterialise(document.layout, input, benchmark)
        }
    }

    // MARK: No cliffs (issue 14, point 7): targets ≤ 1 ms and ≤ 50 ms (docs/performance.md)

    Benchmark("far query after a handler: 200k badged items, elements(in:)") { benchmark in
        let result = try Cliffs.badgedGridWithHandler().resolve(Grid.phoneInput(items: 200_000))
        // Rows are 93.75 pt: row 40 000 (the middle) starts at 3.75 M pt.
        let far = CGRect(x: 0, y: 3_750_000, width: 375, height: 812)
        benchmark.startMeasurement()
        blackHole(result.elements(in: far))
    }

    Benchmark("self-sized 20k items with group supplementaries: allElements") { benchmark in
        let result = try Cliffs.selfSizedWithGroupSupplementaries().resolve(Cliffs.selfSizedInput(items: 20_000))
        benchmark.startMeasurement()
        blackHole(result.allElements)
    }

    // MARK: First screen (resolve + elements(in:) for the visible rect; then drawing it)

    for n in [1_000, 100_000, 10_000_000] {
        Benchmark("first screen \(label(n)): resolve + elements(in:)") { benchmark in
            let model = Grid.model(columns: 4), input = Grid.phoneInput(items: n)
            benchmark.startMeasurement()
            let result = try model.resolve(input)
            blackHole(result.elements(in: result.bounds))
        }
    }
    for n in [1_000, 10_000_000] {
        Benchmark("first screen \(label(n)): resolve + draw PNG @3x") { benchmark in
            let model = Grid.model(columns: 4), input = Grid.phoneInput(items: n)
            benchmark.startMeasurement()
            let result = try model.resolve(input)
            blackHole(try Renderer().render(result, content: .randomColors(seed: 1),
                                            options: RenderOptions(view: .screen, scale: 3), format: .png))
        }
    }

    // MARK: Render

    Benchmark("render App Store page PNG @2x (full content)") { benchmark in
        let document = try Specs.load("app-store")
        let result = try document.layout.resolve(try Specs.input(for: document))
        let content = RenderContent.randomColors(seed: document.data.colorSeed ?? 0)
        benchmark.startMeasurement()
        blackHole(try Renderer().render(result, content: content,
                                        options: RenderOptions(view: .fullContent(unrollOrthogonal: false), scale: 2),
                                        format: .png))
    }
    Benchmark("render App Store page SVG (full content)") { benchmark in
        let document = try Specs.load("app-store")
        let result = try document.layout.resolve(try Specs.input(for: document))
        let content = RenderContent.randomColors(seed: document.data.colorSeed ?? 0)
        benchmark.startMeasurement()
        blackHole(try Renderer().render(result, content: content,
                                        options: RenderOptions(view: .fullContent(unrollOrthogonal: false)),
                                        format: .svg))
    }
    for labels in [true, false] {
        Benchmark("render grid 10k full content PNG @1x\(labels ? "" : ", no labels")") { benchmark in
            let result = try Grid.model(columns: 20).resolve(Grid.wideInput(items: 10_000))
            benchmark.startMeasurement()
            blackHole(try Renderer().render(result, content: .randomColors(seed: 1),
                                            options: RenderOptions(view: .fullContent(unrollOrthogonal: false),
                                                                   showsLabels: labels),
                                            format: .png))
        }
    }

    // MARK: Diff

    /// Two iPhone X @3x screens (1125 × 2436) of a 4-column grid, coloured with different seeds: every
    /// cell differs, the gutters do not.
    func screenPNG(seed: UInt64) throws -> Data {
        let result = try Grid.model(columns: 4).resolve(Grid.phoneInput(items: 10_000))
        return try Renderer().render(result, content: .randomColors(seed: seed),
                                     options: RenderOptions(view: .screen, scale: 3), format: .png)
    }
    Benchmark("pixel diff 1125×2436 PNGs (decode both + compare)") { benchmark in
        let a = try screenPNG(seed: 1), b = try screenPNG(seed: 2)
        benchmark.startMeasurement()
        blackHole(try ImageComparison(referencePNG: a, actualPNG: b))
    }
    Benchmark("pixel diff 1125×2436 decoded images (compare only)") { benchmark in
        let a = try RasterImage(png: try screenPNG(seed: 1)), b = try RasterImage(png: try screenPNG(seed: 2))
        benchmark.startMeasurement()
        blackHole(ImageComparison(reference: a, actual: b))
    }
    Benchmark("layout diff of two 100k-element layouts",
              configuration: .init(metrics: standardMetrics + [itemsPerSecond])) { benchmark in
        let input = Grid.phoneInput(items: 100_000)
        let old = try Grid.model(columns: 4).resolve(input)
        let new = try Grid.model(columns: 4, rowSpacing: 1).resolve(input)
        benchmark.startMeasurement()
        let dt = Timing.seconds { blackHole(LayoutComparison(old: old, new: new)) }
        benchmark.measurement(itemsPerSecond, Int(100_000 / dt))
    }

    // Issue 25, targets ≤ 1 s each (docs/performance.md, "Large diffs and PDFs").
    Benchmark("layout diff of two 200k-element frames files (read both + compare + text report)",
              configuration: .init(metrics: standardMetrics + [itemsPerSecond], maxDuration: .seconds(10),
                                   maxIterations: 10)) { benchmark in
        // 50 columns of 20-pt cells, 4 000 rows; the second layout's rows are 1 pt apart: every element moves.
        let input = LayoutInput(viewSize: CGSize(width: 1000, height: 1000), itemCounts: [200_000])
        let old = Data(FramesEncoder.encode(try Grid.model(columns: 50).resolve(input)).utf8)
        let new = Data(FramesEncoder.encode(try Grid.model(columns: 50, rowSpacing: 1).resolve(input)).utf8)
        benchmark.startMeasurement()
        let dt = try Timing.seconds {
            let comparison = LayoutComparison(old: try FramesReader.read(old), new: try FramesReader.read(new))
            blackHole(comparison.textReport())
        }
        benchmark.measurement(itemsPerSecond, Int(200_000 / dt))
    }
    Benchmark("render grid 300k full content PDF",
              configuration: .init(metrics: standardMetrics, maxDuration: .seconds(30), maxIterations: 3)) { benchmark in
        // 500 columns of 16-pt cells in an 8 000-pt-wide view: 600 rows, 8 000 × 9 600 pt (under the pixel budget).
        let result = try Grid.model(columns: 500).resolve(LayoutInput(viewSize: CGSize(width: 8000, height: 1000),
                                                                      itemCounts: [300_000]))
        benchmark.startMeasurement()
        blackHole(try Renderer().render(result, content: .randomColors(seed: 1),
                                        options: RenderOptions(view: .fullContent(unrollOrthogonal: false)), format: .pdf))
    }

    swiftSourceBenchmarks()
}
