import Foundation
import LayoutSystem
#if canImport(Glibc)
import Glibc
#endif

/// What a warm run needs, keyed by the raw input files, so it parses nothing, generates nothing and — for an
/// environment asked for before — runs nothing (docs/swift-sources.md, "Cache").
///
/// The key is SHA-256 over everything the answer depends on: the tool (compiler, runtime and this front end, each
/// by content: `Toolchain.identity`), each file's path as given and its bytes. The full key text is stored beside
/// the entry and compared byte for byte on a hit; the manifest is sealed with the key's digest and its own
/// (`sealed`), so one that is truncated, altered or another entry's is treated as missing. An entry holds the manifest (the layouts found, the section
/// counts their code implies, the compiled program) and the program's answers, one per request, each stored with
/// the SHA-256 of its bytes: a truncated or altered answer is discarded and the program asked again.
struct InputCache {
    let cache: CacheDirectory

    struct Manifest: Codable {
        var layouts: [LayoutDeclaration]
        /// Layout name → the number of sections its code implies (`SwiftLayoutSet.impliedSectionCount`).
        var impliedSectionCounts: [String: Int]
        /// The compiled program's path (in the program cache); empty in the entry of the files, which lists their
        /// layouts: each set of layouts asked for has its own program (`SwiftLayoutCatalog`).
        var program: String
        /// The files that do not parse, by path (a tolerant catalog's: `SwiftLayoutSet(parsing:tolerant:)`).
        var unparsable: [String: String]? = nil
        /// What the program was made with that its answers say (`SwiftLayoutSet.CompiledProgram.notes`).
        var programNotes: [String: [String]]? = nil
    }

    /// An entry: where it lives and the exact text it must match.
    struct Entry {
        let directory: String
        let keyText: Data
    }

    func entry(identity: String, files: [(path: String, text: String)]) -> Entry {
        var key = Data("layout-render inputs v4\n\(identity)\n".utf8)
        for f in files {
            let bytes = Data(f.text.utf8)
            key += Data("\(f.path)\n\(bytes.count)\n".utf8)
            key += bytes
        }
        return Entry(directory: cache.inputs + "/" + ProgramCache.key(key), keyText: key)
    }

    /// The manifest, if this entry was stored for exactly these inputs and its program is still there.
    func manifest(_ entry: Entry) -> Manifest? {
        guard matches(entry), let stored = FileManager.default.contents(atPath: entry.directory + "/manifest.json"),
              let data = CacheDirectory.unsealed(stored, key: entry.keyText),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
              manifest.program.isEmpty || FileManager.default.isExecutableFile(atPath: manifest.program) else { return nil }
        CacheDirectory.touch(entry.directory)
        return manifest
    }

    func store(_ manifest: Manifest, _ entry: Entry) {
        guard let data = try? JSONEncoder().encode(manifest) else { return }
        cache.publish(entry.directory, key: entry.keyText, files: ["manifest.json": CacheDirectory.sealed(data, key: entry.keyText)])
    }

    /// The program's answer to `request`, if it was stored whole for this entry by a run contained as this one is.
    /// The answer stored for this request, with its notes (`storeAnswer`).
    func answer(_ entry: Entry, request: String) -> (text: String, notes: [String])? {
        let request = Self.contained(request)
        let path = answerPath(entry, request)
        guard matches(entry), let data = FileManager.default.contents(atPath: path) else { return nil }
        // "<sha256> <length>\n" then the request, a newline, the answer: checked whole, the request byte for byte.
        guard let newline = data.firstIndex(of: 10), newline - data.startIndex <= 100 else { discard(path); return nil }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = data[(newline + 1)...]
        guard header.count == 2, Int(header[1]) == body.count, Digest.sha256(Data(body)) == String(header[0]) else {
            discard(path)
            return nil
        }
        let requestBytes = Data(request.utf8)
        guard body.count > requestBytes.count, body.prefix(requestBytes.count) == requestBytes,
              body[body.startIndex + requestBytes.count] == 10 else { return nil }
        // Then the notes (one line: a JSON array of strings), a newline, the answer.
        let rest = body.dropFirst(requestBytes.count + 1)
        guard let end = rest.firstIndex(of: 10),
              let notes = try? JSONDecoder().decode([String].self, from: Data(rest[rest.startIndex..<end])) else { return nil }
        CacheDirectory.touch(entry.directory)
        return (String(decoding: rest[(end + 1)...], as: UTF8.self), notes)
    }

    func storeAnswer(_ answer: String, notes: [String], _ entry: Entry, request: String) {
        let request = Self.contained(request)
        guard FileManager.default.fileExists(atPath: entry.directory + "/key"),
              let notesLine = try? JSONEncoder().encode(notes) else { return }
        let body = Data(request.utf8) + Data([10]) + notesLine + Data([10]) + Data(answer.utf8)
        let header = Data("\(Digest.sha256(body)) \(body.count)\n".utf8)
        Self.writeAtomically(header + body, to: answerPath(entry, request))
    }

    /// A request as the answer cache keys it: with the mechanism that contains this run's programs. An answer an
    /// unconfined run (`--sandbox off`) stored — which could hold what the program read outside a sandbox's view —
    /// is never served to a contained run, nor a contained run's to another mechanism's.
    static func contained(_ request: String) -> String {
        let mechanism = (try? SandboxMechanisms.current()).map(\.rawValue) ?? "unavailable"
        return request + "\n#sandbox " + mechanism
    }

    private func discard(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    private func answerPath(_ entry: Entry, _ request: String) -> String {
        entry.directory + "/answer-" + ProgramCache.key(Data(request.utf8))
    }

    private func matches(_ entry: Entry) -> Bool {
        FileManager.default.contents(atPath: entry.directory + "/key") == entry.keyText
    }

    /// Written beside and renamed into place (`AtomicFile`): a reader never sees half a file. A cache that cannot
    /// be written is not an error of the run: the answer is computed again next time.
    static func writeAtomically(_ data: Data, to path: String) {
        try? CacheDirectory.write(data, to: path, what: "input cache")
    }
}
