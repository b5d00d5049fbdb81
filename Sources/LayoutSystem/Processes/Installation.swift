import Foundation

/// Where the parts of an installed `layout-render` are, relative to the running executable (`make install`,
/// docs/swift-sources.md "Installing"):
///
///     <prefix>/bin/layout-render
///     <prefix>/libexec/layout-render/<version>/layout-render-source   the Swift-source front end
///     <prefix>/lib/layout-render/<version>/libLayoutRuntime.so        what layout programs link
///     <prefix>/lib/layout-render/<version>/Modules/*.swiftmodule
///
/// In a build directory (`swift build`) all of them sit side by side in `.build/<configuration>/`.
public enum Installation {
    /// The version directories are named after; `make install` reads it from here.
    public static var version: String { LayoutRenderTool.version }

    /// The directory of the running executable, symbolic links resolved.
    public static var executableDirectory: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }

    /// Where a companion executable may be, in order: beside this one, then in the versioned libexec directory.
    public static func companionCandidates(_ name: String, from directory: String = executableDirectory) -> [String] {
        [directory + "/" + name,
         standardized(directory + "/../libexec/layout-render/" + version + "/" + name),
         standardized(directory + "/../../../libexec/layout-render/" + version + "/" + name)]
    }

    /// Where the layout runtime (library and modules) may be, in order: beside this executable (a build
    /// directory), then the versioned lib directory seen from bin/ or from libexec/layout-render/<version>/.
    public static func runtimeCandidates(from directory: String = executableDirectory) -> [String] {
        [directory,
         standardized(directory + "/../lib/layout-render/" + version),
         standardized(directory + "/../../../lib/layout-render/" + version)]
    }

    static func standardized(_ path: String) -> String { (path as NSString).standardizingPath }
}
