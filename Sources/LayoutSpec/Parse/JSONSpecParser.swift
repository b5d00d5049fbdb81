import Foundation
import LayoutEngine
import LayoutSystem

/// A small JSON reader that keeps the line and column of every value and key.
///
/// Foundation's `JSONSerialization` reports neither, and reading JSON as YAML gives YAML-worded
/// errors; a spec author deserves "3:17: expected ',' or '}' after an object member".
/// Strict RFC 8259: no comments, no trailing commas, no NaN/Infinity.
struct JSONSpecParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Guards against stack exhaustion on hostile input such as 100 000 nested '['.
    static let maxDepth = 256

    init(text: String) { scalars = Array(text.unicodeScalars) }

    static func parse(_ text: String) throws -> SpecNode {
        var parser = JSONSpecParser(text: text)
        // A UTF-8 byte-order mark is tolerated, as most editors may write one.
        if parser.peek == "\u{FEFF}" { parser.advance() }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if let c = parser.peek {
            throw parser.error("unexpected \(describe(c)) after the top-level value")
        }
        return value
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }
    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func error(_ message: String, at location: SourceLocation? = nil) -> SpecSyntaxError {
        SpecSyntaxError(message: "malformed JSON: " + message, location: location ?? here)
    }

    private static func describe(_ c: Unicode.Scalar) -> String {
        switch c {
        case "\n": return "end of line"
        case "\t": return "tab"
        default:
            return c.properties.isWhitespace || c.value < 0x20 ? String(format: "character U+%04X", c.value) : "'\(c)'"
        }
    }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private mutating func parseValue(depth: Int) throws -> SpecNode {
        guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
        guard let c = peek else { throw error("unexpected end of file, expected a value") }
        let start = here
        switch c {
        case "{": return try parseObject(depth: depth)
        case "[": return try parseArray(depth: depth)
        case "\"": return .scalar(try parseString(), quoted: true, start)
        case "-", "0"..."9": return .scalar(try parseNumber(), quoted: false, start)
        default:
            let word = readWord()
            switch word {
            case "true", "false": return .scalar(word, quoted: false, start)
            case "null": return .null(start)
            case "NaN", "Infinity":
                throw error("\(word) is not a JSON number (numbers must be finite)", at: start)
            case "":
                throw error("unexpected \(Self.describe(c)), expected a value", at: start)
            default:
                throw error("unexpected '\(DisplayText.echo(word))', expected a value (strings need double quotes)", at: start)
            }
        }
    }

    private mutating func readWord() -> String {
        var s = ""
        while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" {
            s.unicodeScalars.append(c); advance()
        }
        return s
    }

    private mutating func parseObject(depth: Int) throws -> SpecNode {
        let start = here
        advance() // {
        var members: [(key: String, keyLocation: SourceLocation?, value: SpecNode)] = []
        var seen = Set<String>()
        skipWhitespace()
        if peek == "}" { advance(); return .mapping(members, start) }
        while true {
            skipWhitespace()
            guard peek == "\"" else {
                if peek == "}" { throw error("trailing comma before '}'") }
                if let c = peek { throw error("expected a key in double quotes, found \(Self.describe(c))") }
                throw error("unexpected end of file inside an object opened at \(start)")
            }
            let keyLocation = here
            let key = try parseString()
            if !seen.insert(key).inserted { throw error("duplicate key \"\(DisplayText.echo(key))\"", at: keyLocation) }
            skipWhitespace()
            guard peek == ":" else {
                if let c = peek { throw error("expected ':' after key \"\(DisplayText.echo(key))\", found \(Self.describe(c))") }
                throw error("unexpected end of file after key \"\(DisplayText.echo(key))\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append((key, keyLocation, value))
            if try closes("}", after: "an object member", inside: "an object", openedAt: start) {
                return .mapping(members, start)
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> SpecNode {
        let start = here
        advance() // [
        var elements: [SpecNode] = []
        skipWhitespace()
        if peek == "]" { advance(); return .sequence(elements, start) }
        while true {
            skipWhitespace()
            if peek == "]" { throw error("trailing comma before ']'") }
            elements.append(try parseValue(depth: depth + 1))
            if try closes("]", after: "a list element", inside: "a list", openedAt: start) {
                return .sequence(elements, start)
            }
        }
    }

    /// After an object member or a list element: a comma (another follows; false) or the closing bracket (true),
    /// either consumed; anything else is an error naming what was expected and where the container opened.
    private mutating func closes(_ close: Unicode.Scalar, after what: String, inside container: String,
                                 openedAt start: SourceLocation) throws -> Bool {
        skipWhitespace()
        switch peek {
        case ",": advance(); return false
        case close: advance(); return true
        case let c?: throw error("expected ',' or '\(close)' after \(what), found \(Self.describe(c))")
        case nil: throw error("unexpected end of file inside \(container) opened at \(start)")
        }
    }

    private mutating func parseString() throws -> String {
        let start = here
        advance() // opening quote
        var s = String.UnicodeScalarView()
        while true {
            guard let c = peek else { throw error("unterminated string starting at \(start)") }
            if c == "\"" { advance(); return String(s) }
            if c.value < 0x20 {
                throw error(c == "\n" ? "unterminated string (line break inside a string)"
                                      : "control character \(Self.describe(c)) inside a string")
            }
            if c != "\\" { s.append(c); advance(); continue }
            let escapeLocation = here
            advance()
            guard let e = peek else { throw error("unterminated string starting at \(start)") }
            advance()
            switch e {
            case "\"": s.append("\"")
            case "\\": s.append("\\")
            case "/": s.append("/")
            case "b": s.append("\u{08}")
            case "f": s.append("\u{0C}")
            case "n": s.append("\n")
            case "r": s.append("\r")
            case "t": s.append("\t")
            case "u":
                var code = try parseHex4(escapeLocation)
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard peek == "\\" else { throw error("unpaired surrogate \\u\(String(code, radix: 16))", at: escapeLocation) }
                    advance()
                    guard peek == "u" else { throw error("unpaired surrogate \\u\(String(code, radix: 16))", at: escapeLocation) }
                    advance()
                    let low = try parseHex4(escapeLocation)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error("unpaired surrogate \\u\(String(code, radix: 16))", at: escapeLocation)
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw error("invalid escape \\u\(String(code, radix: 16))", at: escapeLocation)
                }
                s.append(scalar)
            default:
                throw error("invalid escape '\\\(e)' in a string", at: escapeLocation)
            }
        }
    }

    private mutating func parseHex4(_ at: SourceLocation) throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let d = hexValue(c) else {
                throw error("\\u needs four hexadecimal digits", at: at)
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 48
        case "a"..."f": return c.value - 97 + 10
        case "A"..."F": return c.value - 65 + 10
        default: return nil
        }
    }

    /// RFC 8259 number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    private mutating func parseNumber() throws -> String {
        let start = here
        var s = ""
        func digits(_ p: inout JSONSpecParser, _ s: inout String) -> Int {
            var n = 0
            while let c = p.peek, ("0"..."9").contains(c) { s.unicodeScalars.append(c); p.advance(); n += 1 }
            return n
        }
        if peek == "-" { s.append("-"); advance() }
        if peek == "0" {
            s.append("0"); advance()
            if let c = peek, ("0"..."9").contains(c) { throw error("numbers cannot have leading zeros", at: start) }
        } else if digits(&self, &s) == 0 {
            if readWord() == "Infinity" { throw error("-Infinity is not a JSON number (numbers must be finite)", at: start) }
            throw error("'-' must be followed by digits", at: start)
        }
        if peek == "." {
            s.append("."); advance()
            if digits(&self, &s) == 0 { throw error("a digit must follow the decimal point", at: start) }
        }
        if peek == "e" || peek == "E" {
            s.append("e"); advance()
            if peek == "+" || peek == "-" { s.unicodeScalars.append(peek!); advance() }
            if digits(&self, &s) == 0 { throw error("a digit must follow the exponent", at: start) }
        }
        return s
    }
}
