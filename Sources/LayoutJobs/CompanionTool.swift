import Foundation
import LayoutSystem

/// Finds the executables that come with `layout-render` and do what the spec-only CLI does not link
/// (`layout-render-source`, the Swift-source front end with swift-syntax): beside the running executable (a build
/// directory), else in `<prefix>/libexec/layout-render/<version>/` (`make install`). docs/swift-sources.md.
public enum CompanionTool {
    /// The path of companion `name`, or one line saying where it was looked for and how to get it.
    public static func path(_ name: String) throws -> String {
        let candidates = Installation.companionCandidates(name)
        if let found = candidates.first(where: FileManager.default.isExecutableFile) { return found }
        throw CLIError("\(name) is not installed (looked in " + candidates.joined(separator: ", ") + "): build it with "
                       + "'swift build --product \(name)', or install layout-render with 'make install'")
    }

    /// Replaces this process with companion `name` run with `arguments` (its exit code is the command's).
    /// Arguments read through an alias (a non-UTF-8 file name, `ArgumentNames`) are passed as the original bytes,
    /// and the aliases are removed first: the companion reads its own arguments, and this process's exit (which
    /// would remove them) never comes.
    public static func replaceProcess(with name: String, arguments: [String]) throws -> Never {
        let program = try path(name)
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(program)]
        for argument in arguments {
            let bytes = ArgumentNames.originalBytes(argument) + [0]
            argv.append(bytes.withUnsafeBufferPointer { b in b.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) } })
        }
        argv.append(nil)
        ArgumentNames.removeAliases()
        execv(program, &argv)
        throw CLIError("\(program): cannot be started (\(String(cString: strerror(errno))))")
    }
}
