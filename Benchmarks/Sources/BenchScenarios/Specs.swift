import Foundation
import LayoutEngine
import LayoutSpec

/// The repository's example specs (Examples/*.yaml), so the benchmarks measure the same layouts the
/// gallery shows.
public enum Specs {
    /// The repository root, from this file's place in it (Benchmarks/Sources/BenchScenarios/Specs.swift).
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    public static func load(_ name: String) throws -> LayoutSpecDocument {
        try LayoutSpecReader.read(path: repositoryRoot.appendingPathComponent("Examples/\(name).yaml").path)
    }

    /// The screen a document asks for (its device, else iPhone X), portrait.
    public static func screen(for document: LayoutSpecDocument) throws -> DeviceScreen {
        try Device.screen(named: document.environment.device ?? "iPhoneX")
    }

    /// A document's layout with its own item counts, on its device.
    public static func input(for document: LayoutSpecDocument, itemCounts: [Int]? = nil) throws -> LayoutInput {
        try screen(for: document).layoutInput(itemCounts: itemCounts ?? document.data.itemCounts)
    }

    /// Seed 002's thirteen-section App Store page repeated to `sections` sections through a section
    /// provider: section i is the page's section i mod 13, with that section's item count.
    public static func appStoreRepeated(sections: Int) throws -> (LayoutModel, LayoutInput) {
        let document = try load("app-store")
        let counts = document.data.itemCounts
        let page = counts.count
        let base = document.layout
        let model: LayoutModel
        switch base.sections {
        case .provider(let provide):
            model = LayoutModel(configuration: base.configuration) { i, env in provide(i % page, env) }
        case .uniform(let s):
            model = LayoutModel(configuration: base.configuration) { _, _ in s }
        }
        let repeated = (0..<sections).map { counts[$0 % page] }
        return (model, try input(for: document, itemCounts: repeated))
    }
}
