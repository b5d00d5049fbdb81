import Foundation

/// Command-line arguments that are not UTF-8 (issue 25). On Linux a file name is bytes; Swift decodes arguments as
/// UTF-8, replacing invalid bytes with U+FFFD, so a name in another encoding would be read under a different name.
/// An argument that is not UTF-8 and names an existing file is read through an alias: a symbolic link with a UTF-8
/// name, in a private directory, to the file's bytes. Every line the tool prints shows the name as given, each
/// invalid byte as \xNN (`shown`, applied by `DisplayText.echo` and `DisplayText.line`, which every message, report
/// and "ok:" line goes through);
/// a companion program started with `exec` gets the original bytes and the links are removed first
/// (`originalBytes`, `removeAliases`). An output name must be UTF-8: a link cannot stand for a file that does not
/// exist yet (the write would replace the link).
///
/// Every executable of the tool reads its arguments here (`arguments()`), once, at start; the state is the
/// process's own, like its arguments.
public enum ArgumentNames {
    /// An argument that could not be aliased, with its message.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    nonisolated(unsafe) private static var directory: String?
    nonisolated(unsafe) private static var aliases: [(alias: String, shown: String, bytes: [UInt8])] = []

    /// The process's arguments (without the program name), non-UTF-8 names of existing files replaced by aliases.
    /// The aliases are removed at exit.
    public static func arguments() throws -> [String] {
        var arguments: [String] = []
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i] else { continue }
            if let text = String(validatingCString: raw) { arguments.append(text); continue }
            let bytes = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
            // "--with=<name>": the value is the name.
            if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")),
               let option = String(validating: bytes[..<equals], as: UTF8.self) {
                arguments.append(option + "=" + (try alias(Array(bytes[(equals + 1)...]), position: i)))
                continue
            }
            arguments.append(try alias(bytes, position: i))
        }
        return arguments
    }

    /// The bytes of a C string as text: valid UTF-8 kept, each invalid byte as \xNN.
    public static func shownBytes(_ bytes: [UInt8]) -> String {
        var out = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let u):
                out.unicodeScalars.append(u)
                rest = rest.dropFirst(String(u).utf8.count)
            default:
                out += "\\x" + String(rest.first!, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    private static func alias(_ name: [UInt8], position i: Int) throws -> String {
        // Whole, escaped but not shortened: a line that names the file cuts it, after the alias is swapped for it
        // (cut here, a long name would be cut in the `layouts` table or an exported spec's `source` too).
        let shown = DisplayText.escaped(shownBytes(name))
        var info = stat()
        let found = (name + [0]).withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) }
        }
        guard found == 0 else {
            // An input that does not exist (a typo) or an output to be made: the message is true of both.
            throw Problem(description: "argument \(i) ('\(DisplayText.echo(shown))'): no such file, and its name is not "
                          + "valid UTF-8 (an input must exist; give output names in UTF-8)")
        }
        func failure() -> Problem {
            Problem(description: "argument \(i) ('\(DisplayText.echo(shown))'): cannot make a UTF-8 alias for a non-UTF-8 name "
                    + "(\(String(cString: strerror(errno))))")
        }
        if directory == nil {
            var template = Array((FileManager.default.temporaryDirectory.path + "/layout-render-names.XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw failure() }
            directory = String(cString: made)
            atexit { ArgumentNames.removeAliases() }
        }
        // The link keeps the name's extension (it picks the format) and points at an absolute path (a relative
        // target would be read from the alias directory).
        let dot = name.lastIndex(of: UInt8(ascii: "."))
        let ext = dot.flatMap { String(validating: name[($0 + 1)...], as: UTF8.self) }.map { "." + $0 } ?? ""
        var target = name
        if name.first != UInt8(ascii: "/"), let cwd = getcwd(nil, 0) {
            target = Array(UnsafeRawBufferPointer(start: cwd, count: strlen(cwd))) + [UInt8(ascii: "/")] + name
            free(cwd)
        }
        // "/3-argument" is never part of "/13-argument": each link's path is replaced on its own in `shown`.
        let link = directory! + "/\(i)-argument" + (ext.contains("/") ? "" : ext)
        let linked = (target + [0]).withUnsafeBufferPointer { t in
            t.withMemoryRebound(to: CChar.self) { symlink($0.baseAddress!, link) }
        }
        guard linked == 0 else { throw failure() }
        aliases.append((link, shown, name))
        // A folder is named with a trailing slash, so that walking it walks the folder, not the link.
        return info.st_mode & S_IFMT == S_IFDIR ? link + "/" : link
    }

    /// `text` with every alias path replaced by the name it stands for, as shown (escaped).
    public static func shown(_ text: String) -> String {
        guard inherited || directory.map(text.contains) == true else { return text }
        return aliases.reduce(text) { $0.replacingOccurrences(of: $1.alias, with: $1.shown) }
    }

    /// The entries of `directory` whose names are not UTF-8, as shown (each invalid byte as \xNN, escaped), with
    /// whether each is a folder. A walk through Foundation reads such a name with U+FFFD in it, which names no file:
    /// the walkers say which entries they could not take (`CheckFinder`).
    public static func undecodableEntries(in directory: String) -> [(shown: String, isFolder: Bool)] {
        guard let d = opendir(directory) else { return [] }
        defer { closedir(d) }
        var out: [(String, Bool)] = []
        while let entry = readdir(d) {
            let bytes: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { p in
                p.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)))) }
            }
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            out.append((DisplayText.escaped(shownBytes(bytes)), entry.pointee.d_type == UInt8(DT_DIR)))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// Whether `path` is an alias itself (not a path through an aliased folder): a file that can be read through it
    /// but not written — an atomic write would replace the link, not the file (`CommandOutput.checkName`).
    public static func isAlias(_ path: String) -> Bool {
        (directory != nil || inherited) && aliases.contains { $0.alias == path || $0.alias + "/" == path }
    }

    /// The folder the file behind an alias lies in (the link's target without its last part), or nil when `path` is
    /// no alias. A program that looks around a file (its module: the enclosing package, project or checkout) looks
    /// there, not in the private folder of the links.
    public static func folderBehindAlias(_ path: String) -> String? {
        guard isAlias(path), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        return (target as NSString).deletingLastPathComponent
    }

    /// The bytes `argument` stood for on the command line: the original name for an alias, else its UTF-8.
    public static func originalBytes(_ argument: String) -> [UInt8] {
        if let a = aliases.first(where: { $0.alias == argument || $0.alias + "/" == argument }) { return a.bytes }
        // "--with=<alias>"
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
           let a = aliases.first(where: { argument[argument.index(after: equals)...] == $0.alias }) {
            return Array(argument[...equals].utf8) + a.bytes
        }
        return Array(argument.utf8)
    }

    /// The environment variable through which a program this one starts (the Swift-source front end, which is given
    /// the alias paths) learns the names they stand for, so what it prints (the `layouts` table, an exported spec's
    /// `source`) names them as given too.
    public static let environmentKey = "LAYOUT_RENDER_ARGUMENT_NAMES"

    /// `environment` with this process's aliases added under `environmentKey` (unchanged when there are none).
    public static func environment(_ environment: [String: String]) -> [String: String] {
        guard directory != nil, !aliases.isEmpty,
              let json = try? JSONEncoder().encode(aliases.map { [$0.alias, $0.shown] }) else { return environment }
        var out = environment
        out[environmentKey] = String(decoding: json, as: UTF8.self)
        return out
    }

    /// Takes the names a parent process passed under `environmentKey` (for `shown`; the links stay the parent's).
    public static func adoptInheritedNames() {
        guard let text = ProcessInfo.processInfo.environment[environmentKey],
              let pairs = try? JSONDecoder().decode([[String]].self, from: Data(text.utf8)) else { return }
        for pair in pairs where pair.count == 2 && pair[0].hasPrefix("/") && pair[0].contains("layout-render-names.") {
            aliases.append((pair[0], pair[1], Array(pair[0].utf8)))
            inherited = true
        }
    }

    nonisolated(unsafe) private static var inherited = false

    /// Removes the links and their directory (at exit, and before this process is replaced by another program,
    /// which gets the original names).
    public static func removeAliases() {
        for a in aliases { unlink(a.alias) }
        if let directory { rmdir(directory) }
        directory = nil
    }
}
