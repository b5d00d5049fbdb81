import Foundation

/// JSON values as the frames reader needs them, parsed from bytes in one pass (docs/limits.md, "Frames file
/// size"): Foundation's JSONSerialization builds an NSDictionary and an NSNumber per value, ~3 s for a
/// 200 000-element file before the reader starts; this parser builds small Swift values and takes a fraction of
/// that. It accepts exactly JSON; on anything it does not accept it returns nil and the reader asks
/// JSONSerialization, whose message ("not valid JSON: … line 3, column 9") is the one reported.
enum FramesJSON: Equatable {
    case object([(key: String, value: FramesJSON)])
    case array([FramesJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (a: FramesJSON, b: FramesJSON) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// The member named `key` of an object (objects in frames files have a handful of members: a linear search).
    subscript(key: String) -> FramesJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Nesting the parser follows; deeper documents go to JSONSerialization (frames files nest 4 levels).
    static let maxDepth = 64

    /// Parses `data` (a UTF-8 byte-order mark allowed); nil when it is not JSON this parser reads.
    static func parse(_ data: Data) -> FramesJSON? {
        var bytes = [UInt8](data)
        bytes.append(0)   // strtod stops at the terminator
        return bytes.withUnsafeBufferPointer { buffer in
            var p = Parser(b: buffer, i: 0, end: buffer.count - 1)
            if p.end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { p.i = 3 }
            guard let value = p.value(depth: 0) else { return nil }
            p.skipSpace()
            return p.i == p.end ? value : nil
        }
    }

    /// JSONSerialization's result in the same form (the fallback for documents the parser declines).
    static func from(_ any: Any) -> FramesJSON {
        switch any {
        case let d as [String: Any]: return .object(d.map { (key: $0.key, value: from($0.value)) })
        case let a as [Any]: return .array(a.map(from))
        case let s as String: return .string(s)
        case let n as NSNumber:
            let type = n.objCType
            return type[0] == CChar(UInt8(ascii: "c")) && type[1] == 0 ? .bool(n.boolValue) : .number(n.doubleValue)
        default: return .null
        }
    }

    private struct Parser {
        let b: UnsafeBufferPointer<UInt8>
        var i: Int
        let end: Int

        mutating func skipSpace() {
            while i < end, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
        }

        mutating func value(depth: Int) -> FramesJSON? {
            guard depth < FramesJSON.maxDepth else { return nil }
            skipSpace()
            guard i < end else { return nil }
            switch b[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [(key: String, value: FramesJSON)] = []
                skipSpace()
                if i < end && b[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard i < end, b[i] == UInt8(ascii: "\""), let key = string() else { return nil }
                    skipSpace()
                    guard i < end, b[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    members.append((key: key, value: v))
                    skipSpace()
                    guard i < end else { return nil }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                    return nil
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [FramesJSON] = []
                skipSpace()
                if i < end && b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    guard let v = value(depth: depth + 1) else { return nil }
                    items.append(v)
                    skipSpace()
                    guard i < end else { return nil }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    return nil
                }
            case UInt8(ascii: "\""):
                return string().map(FramesJSON.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            guard i + n <= end else { return false }
            for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
            i += n
            return true
        }

        /// A string without escapes or control characters, valid UTF-8; anything else declines (nil).
        mutating func string() -> String? {
            i += 1
            let start = i
            var ascii = true
            while i < end {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    let raw = UnsafeBufferPointer(rebasing: b[start..<i])
                    i += 1
                    // Decoding repairs invalid UTF-8; a repaired string is not the file's bytes, so it declines.
                    let s = String(decoding: raw, as: UTF8.self)
                    return ascii || s.utf8.elementsEqual(raw) ? s : nil
                }
                ascii = ascii && c < 0x80
                if c == UInt8(ascii: "\\") || c < 0x20 { return nil }
                i += 1
            }
            return nil
        }

        /// JSON's number grammar checked here, the value read by strtod.
        mutating func number() -> FramesJSON? {
            let start = i
            if i < end && b[i] == UInt8(ascii: "-") { i += 1 }
            func digits() -> Int { let s = i; while i < end, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }; return i - s }
            guard i < end else { return nil }
            if b[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return nil }
            if i < end && b[i] == UInt8(ascii: ".") { i += 1; guard digits() > 0 else { return nil } }
            if i < end && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
                i += 1
                if i < end && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
                guard digits() > 0 else { return nil }
            }
            let value = b.baseAddress!.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: i - start + 1) {
                strtod($0, nil)
            }
            return .number(value)
        }
    }
}
