// swift-tools-version:6.0
import PackageDescription

// Linux has no UIKit: `LayoutUIKit` gives iOS layout code the UIKit names it uses, and layout programs are compiled
// with `-module-alias UIKit=LayoutUIKit` so `import UIKit` compiles unchanged (issue 12, docs/swift-sources.md).
// Not named UIKit itself: every package in the build would then see `canImport(UIKit)` true and take its iOS code.
// The Swift-source front end is an executable of its own (`layout-render-source`, with swift-syntax and the
// compiler driver), so the spec-only CLI builds without swift-syntax; layout programs link the shared runtime
// `LayoutRuntime` (the layout host and everything it uses), so each compiled program is small (issue 23).
let sourceProducts: [Product] = [.library(name: "LayoutUIKit", targets: ["LayoutUIKit"]),
                                 .library(name: "LayoutSource", targets: ["LayoutSource"]),
                                 .library(name: "LayoutRuntime", type: .dynamic, targets: ["LayoutSourceHost"]),
                                 .executable(name: "layout-render-source", targets: ["layout-render-source"]),
                                 .executable(name: "layout-render-jail", targets: ["layout-render-jail"])]

let package = Package(
    name: "layout-render",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
        .library(name: "LayoutDiagram", targets: ["LayoutDiagram"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
        .library(name: "LayoutDiff", targets: ["LayoutDiff"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutCheck", targets: ["LayoutCheck"]),
        .library(name: "LayoutReport", targets: ["LayoutReport"]),
        .executable(name: "layout-render", targets: ["layout-render"]),
        .executable(name: "layout-render-review", targets: ["layout-render-review"]),
        .executable(name: "layout-render-check", targets: ["layout-render-check"]),
    ] + sourceProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Finds layout code in Swift source files (issue 12): the parser and syntax tree only.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // SHA-256 for cache keys and fingerprints (LayoutSystem/Files/Digest.swift).
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // The review server (`layout-render review`, issue 22) only: its own executable, so the CLI stays light.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Pure Swift: the layout model, the resolver and its result. Foundation only.
        .target(name: "LayoutEngine"),
        // Result-builder DSL (seed 004) that builds LayoutEngine's value model.
        .target(name: "LayoutDSL", dependencies: ["LayoutEngine"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // giflib has no pkg-config file on Debian: the module map links "gif" by name.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // libspng: an independent PNG decoder that LayoutDiffTests checks LayoutDiff's own decoder against.
        .systemLibrary(
            name: "CSpng",
            pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]
        ),
        // libdeflate: inflates PNG image data for the pixel diff in one call (issue 17, docs/performance.md).
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // Draws resolved attributes with Cairo.
        .target(name: "LayoutRender", dependencies: ["LayoutEngine", "LayoutSystem", "CCairo", "CDeflate"]),
        // Blueprint diagrams that explain how a layout is built, from the engine's debug information.
        .target(name: "LayoutDiagram", dependencies: ["LayoutEngine", "LayoutRender"]),
        // Reads layout spec files (JSON / YAML) into the engine's value model.
        .target(name: "LayoutSpec", dependencies: ["LayoutEngine", "LayoutSystem", .product(name: "Yams", package: "Yams")]),
        // Visual regression: perceptual PNG diff and element-by-element layout diff; the frames JSON codec.
        .target(name: "LayoutDiff", dependencies: ["LayoutEngine", "LayoutRender", "CDeflate", "LayoutSystem"]),
        // swift-snapshot-testing strategies (PNG, SVG, frames) that work on Linux.
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "LayoutEngine", "LayoutRender", "LayoutDiff", "LayoutSystem", "LayoutReferences",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The check report (issue 22): results.json's model, index.html, summary.md, junit.xml, merging shards,
        // accepting results into the reference folder. Reads the images `check` wrote; draws nothing itself.
        // The report page's script and style are files of their own (Sources/LayoutReport/Assets: a linter or the
        // browser tests read them as they are), made into Swift string constants at build time by the
        // EmbedReportAssets plugin, so an installed binary needs no resource bundle beside it.
        .target(name: "LayoutReport", dependencies: ["LayoutMotion", "LayoutRender", "LayoutDiff", "LayoutSystem", "LayoutReferences"],
                exclude: ["Assets"], plugins: ["EmbedReportAssets"]),
        .executableTarget(name: "report-asset-embedder"),
        .plugin(name: "EmbedReportAssets", capability: .buildTool(), dependencies: ["report-asset-embedder"]),
        // How the reference folder names its files and what `<layout>.meta.json` holds: one rule for check, review
        // and the snapshot strategies (so LayoutSnapshotTesting needs neither LayoutReport nor LayoutCheck).
        .target(name: "LayoutReferences", dependencies: ["LayoutEngine", "LayoutSystem"]),
        // `layout-render review DIR`: the report served on loopback with Accept / Reject (Hummingbird).
        .executableTarget(
            name: "layout-render-review",
            dependencies: ["LayoutReport", "LayoutCheck", "LayoutSystem", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        // Scroll-through animations: offsets over time, every frame resolved by the engine; GIF and WebP files.
        .target(name: "LayoutMotion", dependencies: ["LayoutEngine", "LayoutRender", "LayoutSystem", "CGif", "CWebP"]),
        // The application layer: one job per command (load → resolve → render | frames | diff | animate | diagram |
        // gallery | export), typed option values, samples. The executables only parse and call it.
        .target(name: "LayoutJobs", dependencies: ["LayoutEngine", "LayoutRender", "LayoutSpec", "LayoutDSL", "LayoutDiagram",
                                                  "LayoutDiff", "LayoutMotion", "LayoutSourceHost", "LayoutSystem", "LayoutSpecWriter"]),
        // `layout-render check` (issue 22): every layout of a tree, in a matrix of variants, against references.
        .target(name: "LayoutCheck", dependencies: ["LayoutJobs", "LayoutReport", "LayoutReferences", "LayoutEngine", "LayoutRender", "LayoutDiff", "LayoutSpec",
                                                    "LayoutSource", "LayoutSystem"]),
        // Swift source files (issue 12): UIKit's non-layout names for layout code, a spec writer, the runtime a
        // compiled layout program runs, and the finder/compiler that turns .swift files into specs.
        .target(name: "LayoutUIKit", dependencies: ["LayoutEngine"]),
        .target(name: "LayoutSpecWriter", dependencies: ["LayoutEngine"]),
        // The only module with process-wide state (docs/architecture.md, "LayoutSystem"): Files (InputFile, the one
        // check of every input; AtomicFile, the one way to write; Digest; CacheDirectory), Processes (the sandbox:
        // process groups, limits, bubblewrap/Landlock views, the run's cgroup, git through it), Signals (one handler
        // table, installed by executables only) and Terminal (DisplayText, ArgumentNames, StandardError).
        .target(name: "LayoutSystem", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "LayoutSourceHost", dependencies: ["LayoutEngine", "LayoutUIKit", "LayoutSpecWriter"]),
        // The last step before the compiler or a layout program runs (C, libseccomp): no-new-privs, the system-call
        // filter, Landlock, a new session, rlimits, the run's cgroup; then exec (docs/swift-sources.md).
        // The Swift runtime the linker driver adds is linked statically: the jail must start in views without the toolchain.
        .executableTarget(name: "layout-render-jail",
                          linkerSettings: [.linkedLibrary("seccomp"), .unsafeFlags(["-static-stdlib"])]),
        .target(name: "LayoutSource", dependencies: [
            "LayoutEngine", "LayoutSystem", "LayoutSourceHost", "LayoutReferences",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            // `#if` clauses evaluated as an iOS build would (issue 25).
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        .executableTarget(name: "layout-render-source", dependencies: ["LayoutSource", "LayoutSystem"]),
        // `layout-render check` (issue 22): its own program, as it links the Swift-source library (swift-syntax).
        .executableTarget(name: "layout-render-check", dependencies: [
            "LayoutCheck", "LayoutJobs", "LayoutRender", "LayoutSystem", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(
            name: "layout-render",
            dependencies: [
                "LayoutEngine", "LayoutRender", "LayoutJobs", "LayoutSystem", "LayoutReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutEngine", "LayoutRender", "LayoutSystem"]),
        .testTarget(name: "LayoutMotionTests", dependencies: ["LayoutMotion", "LayoutEngine", "LayoutRender"]),
        .testTarget(name: "LayoutDiagramTests", dependencies: ["LayoutEngine", "LayoutRender", "LayoutDiagram", "LayoutSystem"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LayoutRender", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "LayoutJobsTests", dependencies: ["LayoutJobs", "LayoutSpec", "LayoutEngine", "LayoutDiff", "layout-render",
                                                        "write-gate-probe"]),
        // A test program: `render` with the atomic writer held at a FIFO before its rename (ReliabilityTests).
        .executableTarget(name: "write-gate-probe", dependencies: ["LayoutJobs", "LayoutRender", "LayoutSystem"], path: "Tests/WriteGateProbe"),
        .testTarget(name: "LayoutCheckTests", dependencies: ["LayoutCheck", "LayoutReport", "LayoutRender", "LayoutSpec", "LayoutEngine", "LayoutDiff", "LayoutSystem",
                                                         "layout-render", "layout-render-check", "layout-render-source", "layout-render-jail"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "LayoutReferences", "LayoutRender", "LayoutEngine", "LayoutDiff",
                                                             "layout-render-review", "report-fixture", "layout-render"]),
        // A test program: a report folder of N results with PNGs drawn by our renderer (browser tests, benchmarks).
        .executableTarget(name: "report-fixture", dependencies: ["LayoutReport", "LayoutRender", "LayoutEngine", "LayoutDSL", "LayoutDiff", "LayoutSystem"],
                          path: "Tests/ReportFixture"),
        .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "LayoutEngine"]),
        .testTarget(
            name: "LayoutSourceTests",
            dependencies: ["LayoutSource", "LayoutSpecWriter", "LayoutSpec", "LayoutJobs", "LayoutEngine", "LayoutUIKit",
                           "LayoutSnapshotTesting", "LayoutDiff", "LayoutSystem", "layout-render", "layout-render-source",
                           "layout-render-jail"],
            exclude: ["Fixtures", "APISurface"]
        ),
        // CSpng: libspng, an independent PNG decoder the tests check LayoutDiff's own against.
        .testTarget(name: "LayoutDiffTests", dependencies: ["LayoutDiff", "LayoutEngine", "LayoutRender", "CSpng"]),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: [
                "LayoutSnapshotTesting", "LayoutEngine", "LayoutRender", "LayoutDiff", "LayoutSystem", "LayoutReferences",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The property tests' seeds (fixed per test, or random for `make soak`): one copy for both suites.
        .target(name: "PropertySeedSupport", dependencies: ["LayoutRender"], path: "Tests/PropertySeedSupport"),
        // Generated layouts and environments (issue 8); LAYOUT_PROPERTY_CASES sets the case count.
        .testTarget(
            name: "LayoutEnginePropertyTests",
            dependencies: ["LayoutEngine", "LayoutRender", "PropertySeedSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Fuzzed spec files (issue 8): random bytes, random documents, mutated samples.
        .testTarget(
            name: "LayoutSpecPropertyTests",
            dependencies: ["LayoutSpec", "LayoutJobs", "LayoutEngine", "LayoutDiff", "LayoutRender", "PropertySeedSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ],
    swiftLanguageModes: [.v5]
)

// Every module of the product compiles in the Swift 6 language mode: strict concurrency is an error, not a warning
// (docs/architecture.md, "Sendable"); so do the test programs and support under Tests/ (write-gate-probe,
// report-fixture, PropertySeedSupport). The XCTest targets stay in Swift 5 mode.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [.swiftLanguageMode(.v6)]
}
