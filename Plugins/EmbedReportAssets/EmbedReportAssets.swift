import Foundation
import PackagePlugin

/// Makes `ReportAssets.swift` for LayoutReport from the files in its `Assets/` folder (the report page's script and
/// style), with `report-asset-embedder`; the build runs it again when either file changes.
@main
struct EmbedReportAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // LayoutReport's folder (the package's tools version, 6.0, has no Target.directoryURL yet).
        let assets = context.package.directoryURL.appending(path: "Sources/\(target.name)/Assets")
        let constants = [("script", "report.js"), ("style", "report.css")]
        let inputs = constants.map { assets.appending(path: $0.1) }
        let output = context.pluginWorkDirectoryURL.appending(path: "ReportAssets.swift")
        return [.buildCommand(displayName: "Embedding the check report's script and style",
                              executable: try context.tool(named: "report-asset-embedder").url,
                              arguments: [output.path] + zip(constants, inputs).map { "\($0.0.0)=\($0.1.path)" },
                              inputFiles: inputs, outputFiles: [output])]
    }
}
