import Foundation
import LayoutEngine

/// The frames reader's one pass (docs/limits.md, "Layout diff of 200 000 elements"): the bytes of a frames document
/// read straight into `LayoutAttributes`, member by member, with no JSON value tree in between (a tree of 200 000
/// element objects costs more than the rest of a diff). It reads exactly the documents `FramesReader`'s checks
/// accept and gives the same elements; on anything else — a syntax error, an escape, a wrong type, a missing or
/// repeated member, a negative size, a duplicate element — it declines (nil) and `FramesReader` reads the document
/// through `FramesJSON`, whose checks name the problem. So there is one reader with one set of messages, and the
/// fast path only decides how quickly a valid file is read.
enum FramesScan {
    static func read(_ data: Data) -> RecordedLayout? {
        data.withUnsafeBytes { raw -> RecordedLayout? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            var scanner = Scanner(b: UnsafeBufferPointer(start: base, count: raw.count), i: 0)
            if raw.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { scanner.i = 3 }
            guard let layout = scanner.document() else { return nil }
            scanner.skipSpace()
            return scanner.i == scanner.b.count ? layout : nil
        }
    }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        var i: Int
        /// The element kind last read, reused while the next one has the same bytes (a file repeats a handful).
        var lastKind: (bytes: UnsafeBufferPointer<UInt8>, string: String)?

        init(b: UnsafeBufferPointer<UInt8>, i: Int) { self.b = b; self.i = i }

        mutating func skipSpace() {
            while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
        }

        /// Consumes `byte` after any white space.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard i < b.count, b[i] == byte else { return false }
            i += 1
            return true
        }

        /// The bytes of a string without escapes or control characters (its quotes consumed), else nil.
        mutating func rawString() -> UnsafeBufferPointer<UInt8>? {
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            let start = i
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return UnsafeBufferPointer(rebasing: b[start..<(i - 1)])
                }
                if c == UInt8(ascii: "\\") || c < 0x20 { return nil }
                i += 1
            }
            return nil
        }

        /// A string that is valid UTF-8 (what `FramesJSON` accepts without repair).
        mutating func string() -> String? {
            guard let raw = rawString() else { return nil }
            return Self.text(raw)
        }

        static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            String(validating: raw, as: UTF8.self)
        }

        static func equal(_ raw: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            guard raw.count == n else { return false }
            for k in 0..<n where raw[k] != word.utf8Start[k] { return false }
            return true
        }

        /// A member's key and its colon.
        mutating func key() -> UnsafeBufferPointer<UInt8>? {
            guard let k = rawString(), take(UInt8(ascii: ":")) else { return nil }
            return k
        }

        /// After a member: true when another follows (','), false at the end ('}'), nil on anything else.
        mutating func more(_ close: UInt8) -> Bool? {
            skipSpace()
            guard i < b.count else { return nil }
            if b[i] == UInt8(ascii: ",") { i += 1; return true }
            if b[i] == close { i += 1; return false }
            return nil
        }

        /// The members of an object, each handed to `member` (which returns false to decline); `body` sees each
        /// key once. An empty object is accepted.
        mutating func object(_ member: (inout Scanner, UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            skipSpace()
            if i < b.count && b[i] == UInt8(ascii: "}") { i += 1; return true }
            while true {
                guard let k = key(), member(&self, k) else { return false }
                guard let next = more(UInt8(ascii: "}")) else { return false }
                if !next { return true }
            }
        }

        /// JSON's number grammar; the value exact (digits as an integer, one correctly rounded division by a
        /// power of ten) or, past what that covers, by strtod on a terminated copy.
        mutating func number() -> Double? {
            skipSpace()
            let start = i
            var negative = false
            if i < b.count && b[i] == UInt8(ascii: "-") { negative = true; i += 1 }
            var mantissa: UInt64 = 0, digitCount = 0, fractionDigits = 0
            func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
            guard i < b.count, digit(b[i]) else { return nil }
            if b[i] == UInt8(ascii: "0") {
                i += 1
            } else {
                while i < b.count, digit(b[i]) {
                    if digitCount < 19 { mantissa = mantissa * 10 + UInt64(b[i] - 0x30) }
                    digitCount += 1; i += 1
                }
            }
            if i < b.count && b[i] == UInt8(ascii: ".") {
                i += 1
                guard i < b.count, digit(b[i]) else { return nil }
                while i < b.count, digit(b[i]) {
                    if digitCount < 19 { mantissa = mantissa * 10 + UInt64(b[i] - 0x30) }
                    if digitCount > 0 || b[i] != 0x30 { digitCount += 1 }
                    fractionDigits += 1; i += 1
                }
            }
            var exponent = false
            if i < b.count && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
                exponent = true
                i += 1
                if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
                guard i < b.count, digit(b[i]) else { return nil }
                while i < b.count, digit(b[i]) { i += 1 }
            }
            if !exponent && digitCount <= 15 && fractionDigits <= 22 {
                let v = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[fractionDigits]
                return negative ? -v : v
            }
            let length = i - start
            guard length < 400 else { return nil }
            var copy = [CChar](repeating: 0, count: length + 1)
            for k in 0..<length { copy[k] = CChar(bitPattern: b[start + k]) }
            return strtod(copy, nil)
        }

        static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

        mutating func finite() -> Double? {
            guard let d = number(), d.isFinite else { return nil }
            return d
        }

        /// A whole number, as `FramesReader` accepts it.
        mutating func integer() -> Int? {
            guard let d = finite(), d == d.rounded(), abs(d) < 1e15 else { return nil }
            return Int(d)
        }

        mutating func bool() -> Bool? {
            skipSpace()
            if literal("true") { return true }
            if literal("false") { return false }
            return nil
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            guard i + n <= b.count else { return false }
            for k in 0..<n where b[i + k] != word.utf8Start[k] { return false }
            i += n
            return true
        }

        /// Any value, skipped (members a frames file may carry beyond the ones read).
        mutating func skipValue(depth: Int = 0) -> Bool {
            guard depth < FramesJSON.maxDepth else { return false }
            skipSpace()
            guard i < b.count else { return false }
            switch b[i] {
            case UInt8(ascii: "{"): return object { s, _ in s.skipValue(depth: depth + 1) }
            case UInt8(ascii: "["):
                i += 1
                skipSpace()
                if i < b.count && b[i] == UInt8(ascii: "]") { i += 1; return true }
                while true {
                    guard skipValue(depth: depth + 1), let next = more(UInt8(ascii: "]")) else { return false }
                    if !next { return true }
                }
            case UInt8(ascii: "\""): return string() != nil
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
            case UInt8(ascii: "n"): return literal("null")
            default: return number() != nil
            }
        }

        /// A set of named members, each at most once (a repeated member declines: the checked reader reads the first).
        struct Seen {
            var bits: UInt32 = 0
            mutating func first(_ bit: UInt32) -> Bool {
                defer { bits |= bit }
                return bits & bit == 0
            }
        }

        mutating func size() -> CGSize? {
            var w: Double?, h: Double?, seen = Seen()
            guard object({ s, k in
                if Self.equal(k, "width") { guard seen.first(1) else { return false }; w = s.finite(); return w != nil }
                if Self.equal(k, "height") { guard seen.first(2) else { return false }; h = s.finite(); return h != nil }
                return s.skipValue()
            }), let w, let h, w >= 0, h >= 0 else { return nil }
            return CGSize(width: w, height: h)
        }

        mutating func point() -> CGPoint? {
            var x: Double?, y: Double?, seen = Seen()
            guard object({ s, k in
                if Self.equal(k, "x") { guard seen.first(1) else { return false }; x = s.finite(); return x != nil }
                if Self.equal(k, "y") { guard seen.first(2) else { return false }; y = s.finite(); return y != nil }
                return s.skipValue()
            }), let x, let y else { return nil }
            return CGPoint(x: x, y: y)
        }

        mutating func frame() -> CGRect? {
            var x: Double?, y: Double?, w: Double?, h: Double?, seen = Seen()
            guard object({ s, k in
                if Self.equal(k, "x") { guard seen.first(1) else { return false }; x = s.finite(); return x != nil }
                if Self.equal(k, "y") { guard seen.first(2) else { return false }; y = s.finite(); return y != nil }
                if Self.equal(k, "width") { guard seen.first(4) else { return false }; w = s.finite(); return w != nil }
                if Self.equal(k, "height") { guard seen.first(8) else { return false }; h = s.finite(); return h != nil }
                return s.skipValue()
            }), let x, let y, let w, let h, w >= 0, h >= 0 else { return nil }
            return CGRect(x: x, y: y, width: w, height: h)
        }

        mutating func elementKind() -> String? {
            guard let raw = rawString() else { return nil }
            if let last = lastKind, last.bytes.elementsEqual(raw) { return last.string }
            guard let s = Self.text(raw) else { return nil }
            lastKind = (raw, s)
            return s
        }

        mutating func element() -> LayoutAttributes? {
            var category: ElementCategory?, kind: String?, section: Int?, item: Int?, frame: CGRect?
            var zIndex = 0, alpha: Double = 1, transform = CGAffineTransform.identity, hidden = false
            var seen = Seen()
            guard object({ s, k in
                switch k.count {
                case 8 where Self.equal(k, "category"):
                    guard seen.first(1), let raw = s.rawString() else { return false }
                    category = Self.equal(raw, "cell") ? .cell : Self.equal(raw, "supplementary") ? .supplementary
                        : Self.equal(raw, "decoration") ? .decoration : nil
                    return category != nil
                case 11 where Self.equal(k, "elementKind"):
                    guard seen.first(2) else { return false }
                    kind = s.elementKind()
                    return kind != nil
                case 7 where Self.equal(k, "section"):
                    guard seen.first(4) else { return false }
                    section = s.integer()
                    return section != nil
                case 4 where Self.equal(k, "item"):
                    guard seen.first(8) else { return false }
                    item = s.integer()
                    return item != nil
                case 5 where Self.equal(k, "frame"):
                    guard seen.first(16) else { return false }
                    frame = s.frame()
                    return frame != nil
                case 6 where Self.equal(k, "zIndex"):
                    guard seen.first(32), let z = s.integer() else { return false }
                    zIndex = z
                    return true
                case 5 where Self.equal(k, "alpha"):
                    guard seen.first(64), let a = s.finite() else { return false }
                    alpha = a
                    return true
                case 9 where Self.equal(k, "transform"):
                    guard seen.first(128), s.take(UInt8(ascii: "[")) else { return false }
                    var v: [Double] = []
                    while true {
                        guard let d = s.finite(), let next = s.more(UInt8(ascii: "]")) else { return false }
                        v.append(d)
                        if !next { break }
                    }
                    guard v.count == 6 else { return false }
                    transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
                    return true
                case 6 where Self.equal(k, "hidden"):
                    guard seen.first(256), let h = s.bool() else { return false }
                    hidden = h
                    return true
                default:
                    return s.skipValue()
                }
            }), let category, let section, let item, let frame else { return nil }
            if kind == nil && category == .cell { kind = cellElementKind }
            guard let kind else { return nil }
            return LayoutAttributes(category: category, elementKind: kind, section: section, item: item, frame: frame,
                                    zIndex: zIndex, alpha: alpha, transform: transform, isHidden: hidden)
        }

        /// The elements list; nil when an element declines or a key repeats. Keys are checked in one pass while they
        /// increase (as `frames` writes them), by hashing only once they do not.
        mutating func elements() -> [LayoutAttributes]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var list: [LayoutAttributes] = []
            // About 190 bytes a line in files `frames` writes.
            list.reserveCapacity(min(b.count / 150, 1_100_000))
            skipSpace()
            if i < b.count && b[i] == UInt8(ascii: "]") { i += 1; return list }
            var increasing = true
            var keys: Set<ElementKey> = []
            while true {
                guard let e = element() else { return nil }
                if increasing, let last = list.last, !(last.key < e.key) {
                    increasing = false
                    keys = Set(list.map(\.key))
                }
                if !increasing && !keys.insert(e.key).inserted { return nil }
                list.append(e)
                guard let next = more(UInt8(ascii: "]")) else { return nil }
                if !next { return list }
            }
        }

        mutating func document() -> RecordedLayout? {
            var contentSize: CGSize?, offset = CGPoint.zero, elements: [LayoutAttributes]?, seen = Seen()
            guard object({ s, k in
                if Self.equal(k, "contentSize") { guard seen.first(1) else { return false }; contentSize = s.size(); return contentSize != nil }
                if Self.equal(k, "contentOffset") {
                    guard seen.first(2), let p = s.point() else { return false }
                    offset = p
                    return true
                }
                if Self.equal(k, "elements") { guard seen.first(4) else { return false }; elements = s.elements(); return elements != nil }
                return s.skipValue()
            }), let contentSize, let elements else { return nil }
            return RecordedLayout(contentSize: contentSize, contentOffset: offset, elements: elements)
        }
    }
}
