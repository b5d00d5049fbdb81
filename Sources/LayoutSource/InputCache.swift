import Foundation

/// What a warm run needs, keyed by the raw input files, so it parses nothing, generates nothing and — for an
/// environment asked for before — runs nothing (docs/swift-sources.md, "Cache").
///
/// The key covers everything the answer depends on: the tool (this executable, the compiler, the compiled modules
/// and their objects: `Toolchain.identity`), each file's path as given and its bytes. The full key text is stored
/// beside the entry and compared byte for byte on a hit, so a hash collision can never answer for other files.
/// An entry holds the manifest (the layouts found, the section counts their code implies, the compiled program)
/// and the program's answers, one per request (the request JSON carries every option: layout, device, size, safe
/// area, offsets, item counts, section kinds, output format).
struct InputCache {
    /// `<cache>/inputs`.
    let directory: String

    struct Manifest: Codable {
        var layouts: [LayoutDeclaration]
        /// Layout name → the number of sections its code implies (`SwiftLayoutSet.impliedSectionCount`).
        var impliedSectionCounts: [String: Int]
        /// The compiled program's path (in the program cache); empty in the entry of the files, which lists their
        /// layouts: each set of layouts asked for has its own program (`SwiftLayoutCatalog`).
        var program: String
    }

    /// An entry: where it lives and the exact text it must match.
    struct Entry {
        let directory: String
        let keyText: Data
    }

    init(cacheDirectory: String) { directory = cacheDirectory + "/inputs" }

    func entry(identity: String, files: [(path: String, text: String)]) -> Entry {
        var key = Data("layout-render inputs v1\n\(identity)\n".utf8)
        for f in files {
            let bytes = Data(f.text.utf8)
            key += Data("\(f.path)\n\(bytes.count)\n".utf8)
            key += bytes
        }
        return Entry(directory: directory + "/" + ProgramCache.key(key), keyText: key)
    }

    /// The manifest, if this entry was stored for exactly these inputs and its program is still there.
    func manifest(_ entry: Entry) -> Manifest? {
        guard matches(entry), let data = FileManager.default.contents(atPath: entry.directory + "/manifest.json"),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
              manifest.program.isEmpty || FileManager.default.isExecutableFile(atPath: manifest.program) else { return nil }
        return manifest
    }

    func store(_ manifest: Manifest, _ entry: Entry) {
        guard let data = try? JSONEncoder().encode(manifest) else { return }
        try? FileManager.default.createDirectory(atPath: entry.directory, withIntermediateDirectories: true)
        // The key first: a reader that finds the manifest finds the key it belongs to.
        Self.writeAtomically(entry.keyText, to: entry.directory + "/key")
        Self.writeAtomically(data, to: entry.directory + "/manifest.json")
    }

    /// The program's answer to `request`, if it was stored for this entry.
    func answer(_ entry: Entry, request: String) -> String? {
        guard matches(entry), let data = FileManager.default.contents(atPath: answerPath(entry, request)) else { return nil }
        let requestBytes = Data(request.utf8)
        // Stored as the request, a newline, then the answer: the request is compared byte for byte.
        guard data.count > requestBytes.count, data.prefix(requestBytes.count) == requestBytes,
              data[data.startIndex + requestBytes.count] == 10 else { return nil }
        return String(decoding: data.dropFirst(requestBytes.count + 1), as: UTF8.self)
    }

    func storeAnswer(_ answer: String, _ entry: Entry, request: String) {
        guard FileManager.default.fileExists(atPath: entry.directory + "/key") else { return }
        Self.writeAtomically(Data(request.utf8) + Data([10]) + Data(answer.utf8), to: answerPath(entry, request))
    }

    private func answerPath(_ entry: Entry, _ request: String) -> String {
        entry.directory + "/answer-" + ProgramCache.key(Data(request.utf8))
    }

    private func matches(_ entry: Entry) -> Bool {
        FileManager.default.contents(atPath: entry.directory + "/key") == entry.keyText
    }

    /// Written beside and renamed into place: a reader never sees half a file.
    static func writeAtomically(_ data: Data, to path: String) {
        let temporary = path + ".tmp-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}
