import Foundation

/// Bytes of a PDF being written: operators, names and numbers appended without formatting through `String`.
/// Numbers are written in fixed point with trailing zeros dropped (PDF's real syntax has no exponent), so the same
/// value always gives the same bytes.
struct PDFBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    var count: Int { bytes.count }

    mutating func append(_ s: StaticString) {
        // Operators are a few bytes: appended one by one (a copy call per operator cost more than the bytes).
        s.withUTF8Buffer { b in
            if b.count <= 8 { for c in b { bytes.append(c) } } else { bytes.append(contentsOf: b) }
        }
    }

    mutating func append(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func append(bytes other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// A non-negative integer in decimal.
    mutating func integer(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var v = n.magnitude
        if v < 10 { bytes.append(UInt8(ascii: "0") + UInt8(v)); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var k = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while v > 0 { d[k] = UInt8(ascii: "0") + UInt8(v % 10); v /= 10; k += 1 }
            while k > 0 { k -= 1; bytes.append(d[k]) }
        }
    }

    /// `v` rounded to `places` decimals (0…6), followed by nothing. Non-finite values are written as 0 and values
    /// beyond ±1e9 are clamped there (no PDF coordinate of ours comes near; readers limit reals anyway).
    mutating func number(_ v: Double, places: Int = 3) {
        let scale = Self.scales[places]
        let limited = v.isFinite ? min(1e9, max(-1e9, v)) : 0
        var n = Int64((limited * Double(scale)).rounded())
        if n == 0 { bytes.append(UInt8(ascii: "0")); return }
        if n < 0 { bytes.append(UInt8(ascii: "-")); n = -n }
        integer(Int(n / scale))
        var fraction = n % scale
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var width = places
        while fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var divisor = Self.scales[width - 1]
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    private static let scales: [Int64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

    /// Numbers separated by spaces, then a space.
    mutating func numbers(_ values: Double...) {
        for v in values { number(v); bytes.append(UInt8(ascii: " ")) }
    }

    /// A PDF string in hexadecimal form, two digits per byte.
    mutating func hexString(_ codes: some Sequence<UInt8>) {
        bytes.append(UInt8(ascii: "<"))
        for c in codes { hex(c) }
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func hex(_ c: UInt8) {
        bytes.append(Self.hexDigits[Int(c >> 4)])
        bytes.append(Self.hexDigits[Int(c & 15)])
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// A PDF literal string: ASCII printable text kept, backslash and parentheses escaped, other bytes in octal.
    mutating func literalString(_ s: String) {
        bytes.append(UInt8(ascii: "("))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x20..<0x7F: bytes.append(b)
            default:
                bytes.append(UInt8(ascii: "\\"))
                for shift in [6, 3, 0] { bytes.append(UInt8(ascii: "0") + (b >> UInt8(shift)) & 7) }
            }
        }
        bytes.append(UInt8(ascii: ")"))
    }
}
