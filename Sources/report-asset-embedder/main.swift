import Foundation

// report-asset-embedder OUT NAME=FILE…: writes OUT, a Swift file declaring `enum ReportAssets` with one
// `static let NAME: String` per file, holding the file's text (less its final newline) as a raw string literal.
// Run at build time by the EmbedReportAssets plugin (Plugins/EmbedReportAssets): the report's script and style
// stay .js and .css files, and the binaries carry them with no resource bundle to find at run time.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("report-asset-embedder: \(message)\n".utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.popFirst(), !arguments.isEmpty else { fail("usage: report-asset-embedder OUT NAME=FILE…") }

/// The fewest `#` that make `text` safe in a raw string literal: no `"""` closing it early and no `\` escape.
func delimiter(for text: String) -> String {
    var n = 1
    while text.contains("\"\"\"" + String(repeating: "#", count: n)) || text.contains("\\" + String(repeating: "#", count: n)) { n += 1 }
    return String(repeating: "#", count: n)
}

var source = "// Generated at build time by report-asset-embedder (Plugins/EmbedReportAssets) from Sources/LayoutReport/Assets.\n"
    + "// Edit those files, not this one.\n\n"
    + "/// The check report page's script and style, as index.html inlines them (HTMLReport).\n"
    + "enum ReportAssets {\n"
for argument in arguments {
    guard let eq = argument.firstIndex(of: "=") else { fail("\(argument): expected NAME=FILE") }
    let name = String(argument[..<eq]), path = String(argument[argument.index(after: eq)...])
    guard let data = FileManager.default.contents(atPath: path), var text = String(data: data, encoding: .utf8) else {
        fail("\(path): cannot be read as UTF-8 text")
    }
    if text.hasSuffix("\n") { text.removeLast() }
    let hashes = delimiter(for: text)
    source += "    /// \((path as NSString).lastPathComponent)\n"
    source += "    static let \(name) = \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n"
}
source += "}\n"
do {
    // Written only when different, so an unchanged asset does not make LayoutReport compile again.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch { fail("\(output): \(error)") }
