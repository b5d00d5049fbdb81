/// PNG's row filters undone in place (PNG specification §9.2). Each row of the image data starts with a
/// filter type; each byte was stored as its difference from a prediction made of the byte to its left
/// (a: the same component of the previous pixel), above (b) and above-left (c), all already decoded;
/// bytes before the row's start and the row above the first count as 0.
///
/// Cairo's writer (libpng's adaptive choice) filters most rows of a screenshot with Up, so Up is done
/// 32 bytes at a time (~0.1 instruction per byte; Debian's libspng 0.7.3 takes ~8.5 a byte); Sub, Average
/// and Paeth depend on the byte just decoded and go one byte at a time.
enum PNGFilter {
    /// The filter types (§9.2).
    static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

    /// Undoes `type` on the `count` bytes at `row`, given the decoded row above (nil for the first row).
    /// `bpp`, the bytes per pixel, is 3 or 4 (8-bit RGB or RGBA): a pixel is handled as one 4-lane
    /// vector, so up to four bytes after the row must be readable (the next row, or padding). For RGB a
    /// pixel's store also writes the next pixel's first byte, already read by then; the byte after the
    /// row (the next row's filter type) is put back at the end. False for an unknown filter type.
    static func undo(_ type: UInt8, row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                     bpp: Int) -> Bool {
        precondition(bpp == 3 || bpp == 4, "PNGFilter handles 8-bit RGB and RGBA rows")
        let after = row[count]
        defer { row[count] = after }
        switch type {
        case none:
            return true
        case sub:
            undoSub(row, count: count, bpp: bpp)
        case up:
            if let above { undoUp(row, above: above, count: count) }
        case average:
            undoAverage(row, above: above, count: count, bpp: bpp)
        case paeth:
            // With no row above, b = c = 0 and the predictor is always a: Paeth is Sub.
            if let above { undoPaeth(row, above: above, count: count, bpp: bpp) }
            else { undoSub(row, count: count, bpp: bpp) }
        default:
            return false
        }
        return true
    }

    /// A pixel's bytes (and, for RGB, the next byte) as four 16-bit lanes.
    @inline(__always)
    static func load(_ p: UnsafeRawPointer) -> SIMD4<Int16> {
        SIMD4<Int16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD4<UInt8>.self))
    }

    /// Stores the low byte of each lane (lanes already 0…255). Packed through one 64-bit word:
    /// Swift's truncating SIMD conversion compiles to per-lane code on baseline x86-64.
    @inline(__always)
    static func store(_ v: SIMD4<Int16>, _ p: UnsafeMutableRawPointer) {
        p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
    }

    /// Runs `pixel` over the row's pixels in order: it gets the filtered bytes and the pixel's offset and
    /// returns the decoded bytes. The next pixel is read before this one is stored (see `undo`).
    @inline(__always)
    static func eachPixel(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int,
                          _ pixel: (_ filtered: SIMD4<Int16>, _ offset: Int) -> SIMD4<Int16>) {
        var filtered = load(row)
        var i = 0
        while i < count {
            let next = load(row + i + bpp)
            store(pixel(filtered, i), row + i)
            filtered = next
            i += bpp
        }
    }

    /// Sub: each pixel plus the pixel to its left (a).
    @inline(__always)
    static func undoSub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        var a = SIMD4<Int16>.zero
        eachPixel(row, count: count, bpp: bpp) { x, _ in
            a = (x &+ a) & 0xFF
            return a
        }
    }

    /// Up: every byte plus the byte above, independent of its neighbours, so 32 lanes at a time.
    @inline(__always)
    static func undoUp(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        let out = UnsafeMutableRawPointer(row), up = UnsafeRawPointer(above)
        while i + 32 <= count {
            let sum = out.loadUnaligned(fromByteOffset: i, as: SIMD32<UInt8>.self)
                &+ up.loadUnaligned(fromByteOffset: i, as: SIMD32<UInt8>.self)
            out.storeBytes(of: sum, toByteOffset: i, as: SIMD32<UInt8>.self)
            i += 32
        }
        while i < count { row[i] &+= above[i]; i += 1 }
    }

    /// Average: each pixel plus the floor of the mean of a and b (0 on the first row).
    @inline(__always)
    static func undoAverage(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int, bpp: Int) {
        var a = SIMD4<Int16>.zero
        eachPixel(row, count: count, bpp: bpp) { x, i in
            let b = above.map { load($0 + i) } ?? .zero
            a = (x &+ (a &+ b) &>> 1) & 0xFF
            return a
        }
    }

    /// Paeth (§9.4): each pixel plus whichever of a, b and c (above-left) is closest to a + b − c, ties
    /// going to a, then b. Lane by lane: p − a = b − c, p − b = a − c, p − c = a + b − 2c.
    @inline(__always)
    static func undoPaeth(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        var a = SIMD4<Int16>.zero, c = SIMD4<Int16>.zero
        eachPixel(row, count: count, bpp: bpp) { x, i in
            let b = load(above + i)
            let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
            // Masks from sign bits (all-ones where the difference is negative): plain vector arithmetic,
            // where SIMDMask selections compile to per-lane code on baseline x86-64.
            let notA = (pb &- pa) &>> 15 | (pc &- pa) &>> 15     // pb < pa or pc < pa
            let cOverB = (pc &- pb) &>> 15                       // pc < pb
            a = (x &+ (a & ~notA | notA & (b & ~cOverB | c & cOverB))) & 0xFF
            c = b
            return a
        }
    }

    @inline(__always)
    static func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    /// The predictor alone, one byte (for tests that check the vector form against the definition).
    static func predictPaeth(a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
