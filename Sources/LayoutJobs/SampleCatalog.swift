import Foundation
import LayoutSpec

/// The sample specs under `Examples/`, available by name (the file name without its extension).
public struct SampleCatalog: Sendable {
    public struct Sample: Hashable, Sendable {
        public var name: String
        public var path: String
    }

    public let directory: String
    public let samples: [Sample]

    static let extensions = ["yaml", "yml", "json"]

    public init(directory: String) throws {
        self.directory = directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        samples = names.filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { Sample(name: ($0 as NSString).deletingPathExtension, path: directory + "/" + $0) }
            .sorted { $0.name < $1.name }
        if samples.isEmpty { throw CLIError("\(directory): no sample specs (.yaml, .json) found") }
    }

    /// Finds `Examples/`: `$LAYOUT_RENDER_EXAMPLES`, else the nearest `Examples/` above the working
    /// directory or above the executable (a checkout's `.build/release/layout-render` finds the checkout's).
    public static func locate(executable: String = CommandLine.arguments.first ?? "") throws -> SampleCatalog {
        if let dir = ProcessInfo.processInfo.environment["LAYOUT_RENDER_EXAMPLES"], !dir.isEmpty {
            return try SampleCatalog(directory: dir)
        }
        let fm = FileManager.default
        var starts = [fm.currentDirectoryPath]
        let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
        starts.append(exe)
        for start in starts {
            var dir = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Examples").path
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: candidate, isDirectory: &isDir), isDir.boolValue,
                   let catalog = try? SampleCatalog(directory: candidate) {
                    return catalog
                }
                let parent = dir.deletingLastPathComponent()
                if parent.path == dir.path { break }
                dir = parent
            }
        }
        throw CLIError("cannot find the Examples/ directory of samples; run from the checkout or set LAYOUT_RENDER_EXAMPLES")
    }

    public func sample(named name: String) -> Sample? { samples.first { $0.name == name } }

    /// A spec argument: an existing file path, or else a sample name (with a suggestion when misspelt).
    public static func resolveSpecArgument(_ argument: String, catalog: () throws -> SampleCatalog) throws -> String {
        let looksLikePath = argument.contains("/") || extensions.contains((argument as NSString).pathExtension.lowercased())
        if looksLikePath || FileManager.default.fileExists(atPath: argument) { return argument }
        let catalog = try catalog()
        if let s = catalog.sample(named: argument) { return s.path }
        throw CLIError("unknown sample '\(argument)'"
                       + DidYouMean.hint(for: argument, among: catalog.samples.map(\.name))
                       + "; run 'layout-render samples' to list them, or give a path to a spec file")
    }

    /// Every sample's document, in catalog order; the first bad spec is an error naming its file.
    public func loadAll() throws -> [(sample: Sample, document: LayoutSpecDocument)] {
        try samples.map { s in (s, try LayoutSpecReader.read(path: s.path)) }
    }
}
