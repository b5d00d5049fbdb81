/// Decoded PNG rows turned into Cairo's pixel words (premultiplied 0xAARRGGBB), exactly as Cairo's PNG
/// reader makes them, so a diff does not depend on which decoder read the file.
enum PixelWords {
    /// 8-bit RGB → 0xFFRRGGBB. Reads four bytes per pixel (its three and the next one): the byte after
    /// the last pixel must be readable.
    @inline(__always)
    static func opaque(rgb: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        var source = UnsafeRawPointer(rgb), target = out
        let end = out + count
        // Little-endian r | g << 8 | b << 16 | next << 24; byte-swapped and shifted: r << 16 | g << 8 | b.
        @inline(__always) func word(_ offset: Int) -> UInt32 {
            0xFF00_0000 | source.loadUnaligned(fromByteOffset: offset, as: UInt32.self).byteSwapped >> 8
        }
        while end - target >= 4 {
            target[0] = word(0); target[1] = word(3); target[2] = word(6); target[3] = word(9)
            source += 12; target += 4
        }
        while target < end { target[0] = word(0); source += 3; target += 1 }
    }

    /// 8-bit straight RGBA → premultiplied 0xAARRGGBB, rounding as Cairo's PNG reader does
    /// (c·a/255 to nearest, computed as t = c·a + 128, (t + t >> 8) >> 8). Four opaque pixels at a time
    /// only swap red and blue.
    @inline(__always)
    static func premultiply(rgba: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        let bytes = UnsafeRawPointer(rgba), words = UnsafeMutableRawPointer(out)
        var x = 0
        while x + 4 <= count {
            // Lanes r | g << 8 | b << 16 | a << 24.
            let v = bytes.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt32>.self)
            if all(v .>= 0xFF00_0000) {
                words.storeBytes(of: v & 0xFF00_FF00 | (v & 0xFF) &<< 16 | (v &>> 16) & 0xFF,
                                 toByteOffset: 4 * x, as: SIMD4<UInt32>.self)
            } else {
                for i in x..<(x + 4) { out[i] = premultiplied(rgba + 4 * i) }
            }
            x += 4
        }
        while x < count { out[x] = premultiplied(rgba + 4 * x); x += 1 }
    }

    @inline(__always)
    static func premultiplied(_ p: UnsafePointer<UInt8>) -> UInt32 {
        let a = UInt32(p[3])
        if a == 255 { return 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2]) }
        if a == 0 { return 0 }
        return a << 24 | multiply(a, p[0]) << 16 | multiply(a, p[1]) << 8 | multiply(a, p[2])
    }

    @inline(__always)
    static func multiply(_ alpha: UInt32, _ component: UInt8) -> UInt32 {
        let t = alpha * UInt32(component) + 0x80
        return (t + (t >> 8)) >> 8
    }
}
