import ArgumentParser
import Foundation
import LayoutCLI
import LayoutEngine
import LayoutFiles
import LayoutRender

// Runs the command with the exit codes of issue 4: help and success 0, bad input or usage 2,
// each error one line on stderr (ArgumentParser's own usage errors would exit 64 with several lines).
// Every error line goes through the sanitiser (issue 15): control and bidi characters escaped, one line, shortened.
// An error line is at most `ErrorLine.limit` characters, written with write(2) (LayoutCLI/ErrorLine.swift).

/// Arguments read through a UTF-8 alias (below): where the links are, and each link with the name it stands for.
nonisolated(unsafe) var aliasDirectory: String?
nonisolated(unsafe) var aliases: [(alias: String, shown: String)] = []

func fail(_ message: String, code: Int32) -> Never {
    // A file read through an alias is named as it was given (escaped).
    ErrorLine.fail(aliases.reduce(message) { $0.replacingOccurrences(of: $1.alias, with: $1.shown) }, code: code)
}

// On Linux a file name is bytes; Swift decodes arguments as UTF-8, replacing invalid bytes with U+FFFD, so a name
// in another encoding would be read under a different name. An argument that is not UTF-8 and names an existing
// file is read through an alias: a symbolic link with a UTF-8 name, in a private directory, to the file's bytes
// (issue 25). Messages show the original name with its invalid bytes escaped (\xE9). An output name must be UTF-8:
// a link cannot stand for a file that does not exist yet (the write would replace the link).

/// The bytes of a C string as text: valid UTF-8 kept, each invalid byte as \xNN.
func shownBytes(_ raw: UnsafePointer<CChar>) -> String {
    var out = ""
    var bytes = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))[...]
    while !bytes.isEmpty {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        switch decoder.decode(&iterator) {
        case .scalarValue(let u):
            out.unicodeScalars.append(u)
            bytes = bytes.dropFirst(String(u).utf8.count)
        default:
            out += "\\x" + String(bytes.first!, radix: 16, uppercase: true)
            bytes = bytes.dropFirst()
        }
    }
    return out
}

func removeAliases() {
    for a in aliases { unlink(a.alias) }
    if let aliasDirectory { rmdir(aliasDirectory) }
}

var arguments: [String] = []
for i in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[i] else { continue }
    if let text = String(validatingCString: raw) { arguments.append(text); continue }
    let shown = DisplayText.echo(shownBytes(raw))
    var info = stat()
    guard stat(raw, &info) == 0 else {
        fail("argument \(i) ('\(shown)') is not valid UTF-8 and names no existing file: give output names in UTF-8",
             code: CLIError.badInput)
    }
    if aliasDirectory == nil {
        var template = Array((FileManager.default.temporaryDirectory.path + "/layout-render-names.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            fail("argument \(i) ('\(shown)'): cannot make a UTF-8 alias for a non-UTF-8 name (\(String(cString: strerror(errno))))",
                 code: CLIError.badInput)
        }
        aliasDirectory = String(cString: made)
        atexit { removeAliases() }
    }
    // The link keeps the name's extension (it picks the format) and points at an absolute path (a relative target
    // would be read from the alias directory).
    let name = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
    let dot = name.lastIndex(of: UInt8(ascii: "."))
    let ext = dot.flatMap { String(validating: name[($0 + 1)...], as: UTF8.self) }.map { "." + $0 } ?? ""
    var target = name
    if name.first != UInt8(ascii: "/"), let cwd = getcwd(nil, 0) {
        target = Array(UnsafeRawBufferPointer(start: cwd, count: strlen(cwd))) + [UInt8(ascii: "/")] + name
        free(cwd)
    }
    let alias = aliasDirectory! + "/argument-\(i)" + (ext.contains("/") ? "" : ext)
    let linked = (target + [0]).withUnsafeBufferPointer { t in
        t.withMemoryRebound(to: CChar.self) { symlink($0.baseAddress!, alias) }
    }
    guard linked == 0 else {
        fail("argument \(i) ('\(shown)'): cannot make a UTF-8 alias for a non-UTF-8 name (\(String(cString: strerror(errno))))",
             code: CLIError.badInput)
    }
    aliases.append((alias, shown))
    arguments.append(alias)
}

/// A file whose name starts with '-' ("-dash.swift") would be read as a cluster of short options ("-d -a -s -h",
/// and so help, exit 0): an argument of one leading '-' that ends in a file extension the tool reads or writes is a
/// file, passed on as "./-dash.swift". Negative numbers ("-44", "-44.5:600") have no such extension.
func fileArgument(_ argument: String) -> String {
    let fileExtensions: Set<String> = ["swift", "yaml", "yml", "json", "png", "svg", "pdf", "gif", "webp"]
    guard argument.hasPrefix("-"), !argument.hasPrefix("--"), !argument.contains("/"),
          let dot = argument.lastIndex(of: "."),
          fileExtensions.contains(argument[argument.index(after: dot)...].lowercased()) else { return argument }
    return "./" + argument
}

// Interrupted writes leave nothing beside their target: the executable, not the library, installs the handlers.
TemporaryFiles.installSignalCleanup()

do {
    var command = try LayoutRenderCommand.parseAsRoot(arguments.map(fileArgument))
    try command.run()
} catch let error as CLIError {
    fail(error.message, code: error.exitCode)
} catch {
    if LayoutRenderCommand.exitCode(for: error) == .success { LayoutRenderCommand.exit(withError: error) }
    // A typed option's own message (what was wrong, what to type) beats ArgumentParser's generic one.
    if let own = OptionErrors.own(in: error) { fail(own.message, code: own.exitCode) }
    let first = LayoutRenderCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    fail(text + " (see 'layout-render help')", code: CLIError.badInput)
}
