import Foundation

/// Bounds on YAML text checked in one pass over its bytes before Yams builds a single node (docs/limits.md,
/// "YAML values"): no value longer than `maxScalarLength` bytes, no more than `maxValuesPerLine` values on one line
/// (the shape of a flood: one huge flow line), and no more than `maxValues` values written in the file. Building a node costs Yams microseconds and a few hundred bytes, so a 3 MB flow-style line of a million
/// values cost seconds and gigabytes before the expansion budget (which counts the composed tree) could refuse it;
/// a 3 MB number was built, converted and echoed. Both are now refused in milliseconds, at their line and column.
///
/// The count is of value separators — `,` and `[`/`{` in flow collections, `- ` entries and `: ` keys in block
/// style — outside quotes and comments: at least one per value, so a legal spec (≤ 1,000,000 values once its
/// aliases are expanded, `YAMLExpansionBudget`) is never refused here.
struct YAMLPrescan {
    /// Longest scalar: a spec's longest legitimate value is a description of a few hundred characters.
    static let maxScalarLength = 65_536

    /// Most values one line may hold: a spec's longest flow list (a data section's counts) is hundreds of values;
    /// one 1.8 MB line of 900,000 numbers took minutes and 700 MB (debug build) to build and resolve.
    static let maxValuesPerLine = 100_000

    var maxValues = YAMLExpansionBudget.defaultMaxNodes
    var maxScalarLength = Self.maxScalarLength
    var maxValuesPerLine = Self.maxValuesPerLine

    func check(_ text: String) throws {
        var scan = Scan(limits: self)
        for byte in text.utf8 { try scan.take(byte) }
    }

    /// The one pass: where it is, what it is inside (a quote, a comment, flow collections), the values counted and
    /// the length of the current scalar.
    struct Scan {
        let limits: YAMLPrescan
        var line = 1, column = 1
        var values = 0
        var valuesOnLine = 0
        var flowDepth = 0
        var quote: UInt8 = 0            // ' or " inside a quoted scalar (ends at the line's end: see `take`)
        var escaped = false
        var inComment = false
        var pending = false             // a ':' or '-' that counts when a blank follows
        var run = 0                     // bytes of the current scalar on this line
        var runStart = (line: 1, column: 1)
        var previous = UInt8(ascii: "\n")

        init(limits: YAMLPrescan) { self.limits = limits }

        mutating func take(_ byte: UInt8) throws {
            defer {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }  // scalars
                previous = byte
            }
            let blank = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if pending {
                pending = false
                if blank { try addValue() }
            }
            // Every line starts afresh: a quoted scalar continued on the next line (rare in specs) is then read as
            // plain text, which can only count more separators, and a run never spans lines, so a value is bounded
            // per line — the cost that matters is one huge line.
            if byte == 0x0A { quote = 0; escaped = false; inComment = false; run = 0; valuesOnLine = 0; return }
            if inComment { return }
            if quote != 0 { try quoted(byte) } else { try plain(byte, blank: blank) }
        }

        /// Inside a quoted scalar: an escape (double quotes only), the closing quote, or one more byte of it.
        mutating func quoted(_ byte: UInt8) throws {
            if escaped { escaped = false } else if quote == 0x22 && byte == 0x5C { escaped = true }
            else if byte == quote { quote = 0; run = 0; return }
            try grow()
        }

        /// Outside quotes: comments, quotes and flow collections opening, separators, and plain scalars.
        mutating func plain(_ byte: UInt8, blank: Bool) throws {
            switch byte {
            case 0x23 where previous == 0x20 || previous == 0x09 || previous == 0x0A:   // '#' after a blank
                inComment = true; run = 0
            case 0x22 where run == 0, 0x27 where run == 0:                               // '"' or '\'' opening a value
                quote = byte; run = 0; try addValue()
            case 0x5B, 0x7B:                                                             // '[' '{'
                flowDepth += 1; run = 0; try addValue()
            case 0x5D, 0x7D:                                                             // ']' '}'
                flowDepth = max(0, flowDepth - 1); run = 0
            case 0x2C where flowDepth > 0:                                               // ','
                run = 0; try addValue()
            case 0x3A, 0x2D:                                                             // ':' '-'
                pending = true; try grow()
            default:
                if blank { if run > 0 { run += 1 } } else { try grow() }
            }
        }

        mutating func addValue() throws {
            values += 1
            valuesOnLine += 1
            guard valuesOnLine <= limits.maxValuesPerLine else {
                throw SpecSyntaxError(message: "more than \(limits.maxValuesPerLine) values on one line (the limit; docs/limits.md): "
                                      + "a spec needs far fewer", location: SourceLocation(line: line, column: column))
            }
            guard values <= limits.maxValues else {
                throw SpecSyntaxError(message: "more than \(limits.maxValues) values (the limit; docs/limits.md): a spec needs far fewer",
                                      location: SourceLocation(line: line, column: column))
            }
        }

        mutating func grow() throws {
            if run == 0 { runStart = (line, column) }
            run += 1
            if run > limits.maxScalarLength {
                throw SpecSyntaxError(message: "a value longer than \(limits.maxScalarLength) bytes (the limit; docs/limits.md): "
                                      + "a spec value is a number, a name or a sentence",
                                      location: SourceLocation(line: runStart.line, column: runStart.column))
            }
        }
    }
}
