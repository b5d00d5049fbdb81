import Foundation
import LayoutRender

/// Programs that ship beside `layout-render` and that it runs for a subcommand (`layout-render-review` for
/// `review`): kept out of the main executable so that it builds and starts light. Looked for next to the
/// running executable (a SwiftPM build folder, or an install's bin/), then in
/// `<dir>/../libexec/layout-render/<version>/` (an install that keeps helpers out of PATH).
public enum CompanionTool {
    /// The version an install puts its helpers under (libexec/layout-render/<version>/): the tool's one version.
    public static var version: String { LayoutRenderTool.version }

    public static func path(_ name: String) throws -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ""
        let dir = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let candidates = [dir.appendingPathComponent(name),
                          dir.deletingLastPathComponent().appendingPathComponent("libexec/layout-render/\(version)/\(name)")]
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate.path
        }
        throw CLIError("\(name) not found next to \(executable) or in ../libexec/layout-render/\(version)/: "
                       + "build it with 'swift build --product \(name)' (or install it beside layout-render)")
    }
}
