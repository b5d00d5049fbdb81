// swift-tools-version: 6.1
// Benchmarks for layout-render (issue 9), a package of its own so that `swift build` and `make test` at the
// root never build package-benchmark. Run from the repository root with `make bench` (package-benchmark
// scenarios) and `make bench-peers` (scripts/compare-peers.sh: bare Cairo, ImageMagick, the CLI).
//
// Offline note: package-benchmark 1.38.1 resolves from the local mirror as is. If a machine's mirror lacks one of
// its optional dependencies, `BENCHMARK_DISABLE_MALLOC_INTERPOSER=1` drops the malloc interposer (and with it
// mallocCountTotal); see the Makefile's bench target.
import PackageDescription

let package = Package(
    name: "layout-render-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named so the identity does not depend on the checkout's directory name (main, wt-bench, …).
        .package(name: "layout-render", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // glibc's mallinfo2, which Swift's Glibc module does not export.
        .target(name: "CHeapStats"),
        // Layouts, inputs and measuring helpers shared by the benchmarks and the driver.
        .target(
            name: "BenchScenarios",
            dependencies: [
                "CHeapStats",
                .product(name: "LayoutEngine", package: "layout-render"),
                .product(name: "LayoutSpec", package: "layout-render"),
            ]
        ),
        // One scenario per process run, for hyperfine, callgrind and scripts/compare-peers.sh.
        .executableTarget(
            name: "bench-driver",
            dependencies: [
                "BenchScenarios",
                .product(name: "LayoutEngine", package: "layout-render"),
                .product(name: "LayoutRender", package: "layout-render"),
                .product(name: "LayoutDiff", package: "layout-render"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "BenchScenarios",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "LayoutEngine", package: "layout-render"),
                .product(name: "LayoutRender", package: "layout-render"),
                .product(name: "LayoutDiff", package: "layout-render"),
                .product(name: "LayoutSource", package: "layout-render"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
