import Benchmark
import Foundation
import LayoutSource

// Issue 12 targets (docs/swift-sources.md, docs/performance.md): listing the layouts of a 2,000-line file ≤ 100 ms;
// the first render of a source file ≤ 5 s cold (one compile) and ≤ 100 ms warm (cached program). The CLI ones run
// the release binary built by `make release` (../.build/release/layout-render) as a process, as a user does.

/// A view controller with a provider layout and three section builders (~90 lines), repeated under new names.
func swiftSourceText(lines: Int) -> String {
    var out = "import UIKit\n"
    var n = 0
    while out.split(separator: "\n", omittingEmptySubsequences: false).count < lines {
        out += """
        private let spacing\(n): CGFloat = 8
        final class Feed\(n)ViewController: UIViewController {
            enum Section: Int, CaseIterable { case banner, grid, list }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { [weak self] index, _ in
                    guard let self, let section = Section(rawValue: index) else { return nil }
                    switch section {
                    case .banner: return self.banner()
                    case .grid: return self.grid()
                    case .list: return self.list()
                    }
                }
            }
            private func banner() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = spacing\(n)
                return section
            }
            private func grid() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3),
                                                                    heightDimension: .fractionalHeight(1)))
                item.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            private func list() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                    heightDimension: .absolute(60)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }

        """
        n += 1
    }
    return out
}

/// The release CLI beside the root package (`make release`: the CLI, its Swift-source front end and the layout
/// runtime), run as a user runs it, with a given compile cache.
func runReleaseCLI(_ arguments: [String], cache: String) throws {
    let cli = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/release/layout-render")
    let p = Process()
    p.executableURL = cli
    p.arguments = arguments
    p.environment = ProcessInfo.processInfo.environment.merging(["LAYOUT_RENDER_CACHE": cache]) { $1 }
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
}

func swiftSourceBenchmarks() {
    Benchmark("swift source: find the layouts of a 2,000-line file") { benchmark in
        let text = swiftSourceText(lines: 2_000)
        benchmark.startMeasurement()
        let set = try SwiftLayoutSet(files: [SwiftSourceFile(path: "Feed.swift", text: text)])
        blackHole(set.layouts)
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Feed.swift").path
    try? swiftSourceText(lines: 60).write(toFile: file, atomically: true, encoding: .utf8)
    let large = directory.appendingPathComponent("Large.swift").path
    try? swiftSourceText(lines: 2_000).write(toFile: large, atomically: true, encoding: .utf8)
    let png = directory.appendingPathComponent("feed.png").path
    let cliConfiguration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(10),
                                                   maxIterations: 50)

    Benchmark("swift source: layouts of a 2,000-line file (CLI process)", configuration: cliConfiguration) { benchmark in
        let cache = directory.appendingPathComponent("list").path
        benchmark.startMeasurement()
        try runReleaseCLI(["layouts", large], cache: cache)
    }
    Benchmark("swift source: frames from a .swift file, warm (CLI, cached)", configuration: cliConfiguration) { benchmark in
        let cache = directory.appendingPathComponent("warm").path
        try runReleaseCLI(["frames", file, "--layout", "Feed0ViewController.createLayout"], cache: cache)   // fills the cache
        benchmark.startMeasurement()
        try runReleaseCLI(["frames", file, "--layout", "Feed0ViewController.createLayout"], cache: cache)
    }
    Benchmark("swift source: render PNG from a .swift file, warm (CLI, cached)", configuration: cliConfiguration) { benchmark in
        let cache = directory.appendingPathComponent("warm").path
        let arguments = ["render", file, "--layout", "Feed0ViewController.createLayout", "-o", png]
        try runReleaseCLI(arguments, cache: cache)
        benchmark.startMeasurement()
        try runReleaseCLI(arguments, cache: cache)
    }
    Benchmark("swift source: render PNG from a .swift file, cold (CLI, one compile)",
              configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
        // One compile: no program or answer cached, the compiler's module cache (built once per toolchain, not
        // counted in the cache's size) kept from a first run, as on any machine that compiled a layout before.
        let cache = directory.appendingPathComponent("cold").path
        try runReleaseCLI(["frames", file, "--layout", "Feed0ViewController.createLayout"], cache: cache)
        for part in ["programs", "inputs"] { try? FileManager.default.removeItem(atPath: cache + "/" + part) }
        benchmark.startMeasurement()
        try runReleaseCLI(["render", file, "--layout", "Feed0ViewController.createLayout", "-o", png], cache: cache)
    }
}
