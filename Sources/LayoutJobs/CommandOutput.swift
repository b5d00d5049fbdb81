import Foundation
import LayoutEngine
import LayoutRender
import LayoutSystem

/// Where a command's results go (issue 15): every file through the atomic writer, standard output through the same
/// writer (a full disk or closed pipe is an error, exit 2, never a lost report with exit 0), and every line a
/// command prints sanitised. A new command adopts it in one line per output.
public enum CommandOutput {
    /// Checks an output file before any work: writable, not a directory or device, not one of `inputs` (the
    /// same file by device and inode). Errors name the path.
    public static func check(_ path: String, inputs: [String]) throws {
        try checkName(path)
        do { try AtomicFile.check(URL(fileURLWithPath: path), inputs: inputs) } catch let e as WriteError {
            throw CLIError(e.description)
        }
    }

    /// Refuses an output named in bytes that are not UTF-8. A name that does not exist yet is refused when the
    /// arguments are read; one that exists was read through an alias (`ArgumentNames`), and writing there would
    /// replace the alias, never the user's file — exit 0 with nothing written.
    public static func checkName(_ path: String) throws {
        guard ArgumentNames.isAlias(path) else { return }
        throw CLIError("\(DisplayText.echo(path)): cannot write output: its name is not valid UTF-8; give output names in UTF-8")
    }

    /// Checks a picture's output (`-o`) before any work: the path as in `check`, then a format from its extension.
    public static func checkPicture(_ path: String, inputs: [String]) throws {
        try check(path, inputs: inputs)
        let ext = URL(fileURLWithPath: path).pathExtension
        guard OutputFormat(pathExtension: ext) != nil else {
            throw CLIError("-o \(DisplayText.echo(path)): \(RenderError.unknownFormat(ext).description)")
        }
    }

    /// Writes file bytes atomically (complete or not at all; nothing left behind on errors or SIGINT/SIGTERM).
    public static func write(_ data: Data, to path: String, inputs: [String] = []) throws {
        try checkName(path)
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: path), inputs: inputs) } catch let e as WriteError {
            throw CLIError(e.description)
        }
    }

    /// Writes machine output (frames JSON, a JSON report) to standard output, all of it or an error.
    public static func printData(_ text: String) throws {
        do { try AtomicFile.writeStandardOutput(Data(text.utf8)) } catch let e as WriteError {
            throw CLIError(e.description)
        }
    }

    /// Writes lines for people (reports, "ok:" lines, progress): each one sanitised (`DisplayText.line`).
    public static func printLines(_ text: String) throws {
        try printData(sanitisedLines(text))
    }

    /// `text` with each line sanitised and ended by a newline. Lines end at a line feed not preceded by a carriage
    /// return (a CR LF pair is one Character, kept in its line and escaped), found by bytes: a 200 000-line report
    /// is one pass.
    static func sanitisedLines(_ text: String) -> String {
        var body = ""
        body.reserveCapacity(text.utf8.count + 1)
        let utf8 = text.utf8
        var start = utf8.startIndex, previous: UInt8 = 0
        var i = start
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == 0x0A && previous != 0x0D {
                body += DisplayText.line(String(text[start..<i])) + "\n"
                start = utf8.index(after: i)
            }
            previous = byte
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex { body += DisplayText.line(String(text[start...])) + "\n" }
        return body
    }

    /// The files a spec argument reads: the argument itself when it is a file (a sample name reads none).
    public static func inputs(_ arguments: String...) -> [String] { inputs(arguments) }

    /// `inputs` of a list of arguments.
    public static func inputs(_ arguments: [String]) -> [String] {
        arguments.filter { FileManager.default.fileExists(atPath: $0) }
    }
}
