import Foundation
import LayoutSystem

/// Where the Swift compiler and the layout runtime are.
///
/// Layout programs are compiled with the real compiler against the layout runtime: `libLayoutRuntime.so` (the
/// `LayoutRuntime` library product: the layout host, the UIKit names, the engine and the spec writer) and its
/// module files in `Modules/`. Programs link it dynamically, so each is a few hundred kilobytes. It is found beside
/// the running executable (a build directory: `swift build` puts it there) or in the versioned directory
/// `make install` fills (`Installation`). `LAYOUT_RENDER_SWIFTC` names another compiler, `LAYOUT_RENDER_BUILD_DIR`
/// another runtime directory.
public struct Toolchain: Sendable {
    public var swiftc: String
    /// The directory holding `libLayoutRuntime.so` and `Modules/`.
    public var buildDirectory: String
    /// The library layout programs link, and the modules they import (the first is the program's `main`).
    public static let runtimeLibrary = "LayoutRuntime"
    public static let runtimeModules = ["LayoutSourceHost", "LayoutUIKit", "LayoutEngine", "LayoutSpecWriter"]

    public init(swiftc: String, buildDirectory: String) { self.swiftc = swiftc; self.buildDirectory = buildDirectory }

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
        let candidates = environment["LAYOUT_RENDER_BUILD_DIR"].map { [$0] } ?? Installation.runtimeCandidates()
        guard let runtime = candidates.first(where: hasRuntime) else {
            throw SourceError("no layout runtime (lib\(runtimeLibrary).so with Modules/) in "
                              + candidates.joined(separator: " or ") + ": build it (swift build --product "
                              + "\(runtimeLibrary)), install with make install, or set LAYOUT_RENDER_BUILD_DIR")
        }
        return Toolchain(swiftc: swiftc, buildDirectory: runtime)
    }

    static func hasRuntime(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/lib\(runtimeLibrary).so")
            && FileManager.default.fileExists(atPath: directory + "/Modules/\(runtimeModules[0]).swiftmodule")
    }

    public var runtimeLibraryPath: String { buildDirectory + "/lib\(Self.runtimeLibrary).so" }

    /// The compiler's arguments that link a program against the runtime (and find it again when it runs).
    var linkArguments: [String] {
        ["-I", buildDirectory + "/Modules", "-L", buildDirectory, "-l" + Self.runtimeLibrary,
         "-Xlinker", "-rpath", "-Xlinker", buildDirectory]
    }

    /// The directory holding the compiler and its runtime libraries (a program needs both readable to run).
    var toolchainRoot: String {
        let real = (swiftc as NSString).resolvingSymlinksInPath
        // <root>/usr/bin/swiftc → <root>/usr
        return ((real as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// Identifies what a compiled program is made from besides its source: the compiler and the runtime, each by
    /// content (the build ID its linker computed over it, else a SHA-256 of the file), never by date.
    func fingerprint() -> String {
        let frontend = ((swiftc as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent + "/swift-frontend"
        return ["layout program v2", swiftc, buildDirectory, ContentIdentity.of(swiftc), ContentIdentity.of(frontend),
                ContentIdentity.of(runtimeLibraryPath)].joined(separator: "|")
    }

    /// Identifies everything that turns input files into an answer: the program's ingredients (`fingerprint`) and
    /// this executable (its finder and program generator). The input cache keys on it.
    public func identity() -> String {
        fingerprint() + "|" + ContentIdentity.of("/proc/self/exe")
    }
}

/// A file's identity by its content: the GNU build ID of an ELF file (a hash the linker computed over it, read
/// from its headers without reading the file), else the SHA-256 of its bytes.
enum ContentIdentity {
    static func of(_ path: String) -> String {
        let real = path == "/proc/self/exe" ? ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path)
            : (path as NSString).resolvingSymlinksInPath
        if let id = buildID(real) { return "build-id:" + id }
        guard let data = FileManager.default.contents(atPath: real) else { return "missing:" + real }
        return "sha256:" + Digest.sha256(data)
    }

    /// The NT_GNU_BUILD_ID note of a 64-bit little-endian ELF file, in hexadecimal.
    static func buildID(_ path: String) -> String? {
        guard let h = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? h.close() }
        guard let header = try? h.read(upToCount: 64), header.count == 64,
              header.prefix(4) == Data([0x7f, 0x45, 0x4c, 0x46]), header[4] == 2, header[5] == 1 else { return nil }
        func int(_ d: Data, _ at: Int, _ size: Int) -> Int {
            var v = 0
            for i in (0..<size).reversed() { v = v << 8 | Int(d[d.startIndex + at + i]) }
            return v
        }
        let phoff = int(header, 0x20, 8), phentsize = int(header, 0x36, 2), phnum = int(header, 0x38, 2)
        guard phentsize >= 56, phnum < 4096, (try? h.seek(toOffset: UInt64(phoff))) != nil,
              let table = try? h.read(upToCount: phentsize * phnum), table.count == phentsize * phnum else { return nil }
        for i in 0..<phnum {
            let e = table.subdata(in: i * phentsize ..< (i + 1) * phentsize)
            guard int(e, 0, 4) == 4 else { continue }  // PT_NOTE
            let offset = int(e, 0x08, 8), size = int(e, 0x20, 8)
            guard size < 1 << 20, (try? h.seek(toOffset: UInt64(offset))) != nil,
                  let notes = try? h.read(upToCount: size), notes.count == size else { continue }
            var at = 0
            while at + 12 <= notes.count {
                let namesz = int(notes, at, 4), descsz = int(notes, at + 4, 4), type = int(notes, at + 8, 4)
                let name = at + 12, desc = name + (namesz + 3) / 4 * 4
                guard desc + descsz <= notes.count else { break }
                if type == 3, namesz == 4, notes.subdata(in: name ..< name + 3) == Data("GNU".utf8) {
                    return notes.subdata(in: desc ..< desc + descsz).map { String(format: "%02x", $0) }.joined()
                }
                at = desc + (descsz + 3) / 4 * 4
            }
        }
        return nil
    }
}
