import Foundation

/// Compiled layout programs, keyed by a hash of their generated source and of the modules they link, so a second
/// run over unchanged files compiles nothing. A directory per key holds `program` and the sources it was built
/// from (compared byte for byte on a hit, so a hash collision can never run the wrong program).
///
/// The cache lives in `LAYOUT_RENDER_CACHE`, else `$XDG_CACHE_HOME/layout-render`, else `~/.cache/layout-render`.
package struct ProgramCache {
    package let directory: String

    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgramCache {
        if let d = environment["LAYOUT_RENDER_CACHE"] { return ProgramCache(directory: d) }
        if let x = environment["XDG_CACHE_HOME"] { return ProgramCache(directory: x + "/layout-render") }
        let home = environment["HOME"] ?? NSTemporaryDirectory()
        return ProgramCache(directory: home + "/.cache/layout-render")
    }

    /// 64-bit FNV-1a, twice with different offsets: a 128-bit key for a directory name.
    package static func key(_ text: String) -> String { key(Data(text.utf8)) }

    package static func key(_ bytes: Data) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for byte in raw {
                a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return String(format: "%016llx%016llx", a, b)
    }

    /// The program for `source` (all generated files, concatenated with their names), building it if absent.
    func program(source: String, fingerprint: String, build: (String) throws -> Void) throws -> String {
        let dir = directory + "/" + Self.key(fingerprint + "\n" + source)
        let program = dir + "/program"
        if FileManager.default.isExecutableFile(atPath: program),
           let stored = try? String(contentsOfFile: dir + "/source.txt", encoding: .utf8), stored == source {
            return program
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SourceError("cannot create the compile cache \(directory): \(error.localizedDescription)")
        }
        // Built in a private directory and renamed into place: readers never see half a program.
        let scratch = directory + "/tmp-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try build(scratch)
        try source.write(toFile: scratch + "/source.txt", atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: dir)
        do {
            try FileManager.default.moveItem(atPath: scratch, toPath: dir)
        } catch {
            // Another run put the same program there first: use it.
            guard FileManager.default.isExecutableFile(atPath: program) else { throw error }
        }
        return program
    }
}
