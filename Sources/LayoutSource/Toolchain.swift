import Foundation

/// Where the Swift compiler and this package's compiled modules are.
///
/// Layout programs are compiled with the real compiler against the modules built beside the running program
/// (`<bin>/Modules`, the objects in `<bin>/<Target>.build`): `swift build` puts them there for the CLI and the
/// tests alike. `LAYOUT_RENDER_SWIFTC` names another compiler, `LAYOUT_RENDER_BUILD_DIR` another build directory.
public struct Toolchain: Sendable {
    public var swiftc: String
    public var buildDirectory: String
    /// The targets a layout program links (UIKit facade, engine, spec writer, host runtime).
    public static let linkedTargets = ["LayoutEngine", "LayoutUIKit", "LayoutSpecWriter", "LayoutSourceHost"]

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
        let swiftc: String
        if let explicit = environment["LAYOUT_RENDER_SWIFTC"] {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                throw SourceError("no Swift toolchain: LAYOUT_RENDER_SWIFTC=\(explicit) is not an executable; "
                                  + "install Swift 6.3 (swift.org) or point LAYOUT_RENDER_SWIFTC at its swiftc")
            }
            swiftc = explicit
        } else {
            let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
            guard let found = path.map({ $0 + "/swiftc" }).first(where: FileManager.default.isExecutableFile) else {
                throw SourceError("no Swift toolchain: swiftc is not on PATH; install Swift 6.3 (swift.org) or set "
                                  + "LAYOUT_RENDER_SWIFTC to its swiftc")
            }
            swiftc = found
        }
        let build = environment["LAYOUT_RENDER_BUILD_DIR"] ?? Self.executableDirectory()
        guard FileManager.default.fileExists(atPath: build + "/Modules/LayoutUIKit.swiftmodule") else {
            throw SourceError("no compiled LayoutUIKit module in \(build)/Modules: run layout-render from its build directory "
                              + "(swift build) or set LAYOUT_RENDER_BUILD_DIR to one")
        }
        return Toolchain(swiftc: swiftc, buildDirectory: build)
    }

    static func executableDirectory() -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (exe as NSString).deletingLastPathComponent
    }

    /// The object files of the linked targets: those of the target's current sources, as its
    /// `output-file-map.json` names them. Not every `.o` in the directory: a source file removed or moved to
    /// another module leaves its object behind, and linking it too gives "multiple definition" errors.
    func objectFiles() throws -> [String] {
        var result: [String] = []
        for target in Self.linkedTargets {
            let dir = buildDirectory + "/" + target + ".build"
            let objects = Self.currentObjects(in: dir)
            guard !objects.isEmpty else { throw SourceError("no compiled \(target) objects in \(dir); rebuild layout-render") }
            result += objects
        }
        return result
    }

    /// The objects the build map of a target directory names (sorted), or every `.o` when there is no map.
    static func currentObjects(in dir: String) -> [String] {
        if let data = FileManager.default.contents(atPath: dir + "/output-file-map.json"),
           let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
                .filter { FileManager.default.fileExists(atPath: $0) }
            if !objects.isEmpty { return objects.sorted() }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { dir + "/" + $0 }
    }

    /// Identifies the compiled modules and their code: a layout program is rebuilt when either changes. The
    /// objects count, not only the interfaces: a change inside a function leaves the `.swiftmodule` as it was.
    func fingerprint() -> String {
        var parts = [swiftc, buildDirectory, Self.staticStdlib ? "static" : "dynamic"]
        let paths = Self.linkedTargets.map { buildDirectory + "/Modules/" + $0 + ".swiftmodule" }
            + ((try? objectFiles()) ?? [])
        parts += paths.map(Self.stamp)
        return parts.joined(separator: "|")
    }

    /// A file's path, size and modification time (nanoseconds). `stat` directly: a warm run stamps ~100 files,
    /// and FileManager's attribute dictionary costs a dynamic cast per value.
    static func stamp(_ path: String) -> String {
        var s = stat()
        guard stat(path, &s) == 0 else { return path + ":missing" }
        return "\(path):\(s.st_size):\(s.st_mtim.tv_sec).\(s.st_mtim.tv_nsec)"
    }

    /// Identifies everything that turns input files into an answer: the compiled modules (`fingerprint`), the
    /// compiler itself, and this executable (its finder and program generator). The input cache keys on it.
    func identity() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return ([fingerprint()] + [swiftc, executable].map(Self.stamp)).joined(separator: "|")
    }

    /// Whether this program carries the Swift runtime statically (`make release` builds the CLI with
    /// `--static-swift-stdlib`): its objects then name the static libraries, and a layout program linked from them
    /// must link statically too.
    static let staticStdlib: Bool = {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        return !maps.contains("libswiftCore.so")
    }()
}
