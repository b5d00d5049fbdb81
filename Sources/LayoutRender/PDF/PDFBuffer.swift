import Foundation

/// Bytes of a PDF being written: operators, names and numbers appended without formatting through `String`.
/// Numbers are written in fixed point with trailing zeros dropped (PDF's real syntax has no exponent), so the same
/// value always gives the same bytes. A large page appends tens of millions of bytes a few at a time, so the buffer
/// is its own memory (no per-append uniqueness or bounds checks), grown by doubling.
final class PDFBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Room for `n` more bytes.
    @inline(__always)
    private func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        var grown = capacity * 2
        while grown < count + n { grown *= 2 }
        let next = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        next.update(from: base, count: count)
        base.deallocate()
        base = next
        capacity = grown
    }

    func append(_ s: StaticString) {
        s.withUTF8Buffer { append(raw: $0) }
    }

    func append(_ s: String) {
        var s = s
        s.withUTF8 { append(raw: $0) }
    }

    func append(bytes other: [UInt8]) { other.withUnsafeBufferPointer { append(raw: $0) } }

    private func append(raw b: UnsafeBufferPointer<UInt8>) {
        reserve(b.count)
        if b.count <= 8 {
            for (k, c) in b.enumerated() { base[count + k] = c }
        } else if let source = b.baseAddress {
            (base + count).update(from: source, count: b.count)
        }
        count += b.count
    }

    @inline(__always)
    func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    /// An integer in decimal.
    func integer(_ n: Int) {
        if n < 0 { byte(UInt8(ascii: "-")) }
        digits(UInt64(n.magnitude), places: 0)
    }

    /// `v` rounded to `places` decimals (0…6), trailing zeros dropped. Non-finite values are written as 0 and values
    /// beyond ±1e9 are clamped there (no PDF coordinate of ours comes near; readers limit reals anyway).
    func number(_ v: Double, places: Int = 3) {
        let n = Self.fixedPoint(v, places: places)
        if n < 0 { byte(UInt8(ascii: "-")) }
        digits(n.magnitude, places: places)
    }

    /// `v` in units of 10^-places as `number` writes it: clamped to ±1e9 (non-finite: 0), rounded half away from zero
    /// (without a call to libm). Shapes are compared in these units (`PDFResources`).
    static func fixedPoint(_ v: Double, places: Int = 3) -> Int64 {
        precondition((0...6).contains(places))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (v.isFinite ? min(1e9, max(-1e9, v)) : 0) * scale
        return Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
    }

    /// `n` / 10^places in decimal: the integer part, then the fraction's digits without trailing zeros. Digits are
    /// taken by division by the constant 10 (a multiply), least significant first, into a local buffer.
    private func digits(_ n: UInt64, places: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { d in
            var m = n, k = 0
            repeat { d[k] = UInt8(truncatingIfNeeded: m % 10); m /= 10; k += 1 } while m > 0
            while k <= places { d[k] = 0; k += 1 }   // 0.05 at 3 places is "050": an integer digit and the fraction's
            var zeros = 0
            while zeros < places && d[zeros] == 0 { zeros += 1 }
            reserve(k + 1)
            var i = k - 1
            while i >= places { base[count] = UInt8(ascii: "0") + d[i]; count += 1; i -= 1 }
            guard zeros < places else { return }
            base[count] = UInt8(ascii: "."); count += 1
            while i >= zeros { base[count] = UInt8(ascii: "0") + d[i]; count += 1; i -= 1 }
        }
    }

    /// Numbers separated by spaces, then a space.
    func numbers(_ values: Double...) {
        for v in values { number(v); byte(UInt8(ascii: " ")) }
    }

    /// A PDF string in hexadecimal form, two digits per byte.
    func hexString(_ codes: some Sequence<UInt8>) {
        byte(UInt8(ascii: "<"))
        for c in codes { hex(c) }
        byte(UInt8(ascii: ">"))
    }

    func hex(_ c: UInt8) {
        byte(Self.hexDigits[Int(c >> 4)])
        byte(Self.hexDigits[Int(c & 15)])
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// A PDF literal string: ASCII printable text kept, backslash and parentheses escaped, other bytes in octal.
    func literalString(_ s: String) {
        byte(UInt8(ascii: "("))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
                byte(UInt8(ascii: "\\")); byte(b)
            case 0x20..<0x7F: byte(b)
            default:
                byte(UInt8(ascii: "\\"))
                for shift in [6, 3, 0] { byte(UInt8(ascii: "0") + (b >> UInt8(shift)) & 7) }
            }
        }
        byte(UInt8(ascii: ")"))
    }
}
