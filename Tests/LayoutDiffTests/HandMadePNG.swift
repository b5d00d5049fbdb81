import Foundation

/// PNG files written byte by byte from the format's definition (signature, IHDR, one IDAT of stored
/// deflate blocks, IEND), so tests can feed the decoders every colour type and exact straight-alpha
/// values that Cairo's writer never produces.
enum HandMadePNG {
    /// `rows`: filter-less scanlines (the filter byte 0 is added here), packed as the colour type and
    /// bit depth say.
    static func encode(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                       palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width)); header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        png.append(chunk: "IHDR", header)
        if let palette { png.append(chunk: "PLTE", Data(palette)) }
        if let transparency { png.append(chunk: "tRNS", Data(transparency)) }
        var raw = [UInt8]()
        for row in rows { raw.append(0); raw.append(contentsOf: row) }
        png.append(chunk: "IDAT", zlibStored(raw))
        png.append(chunk: "IEND", Data())
        return png
    }

    /// A zlib stream of stored (uncompressed) blocks of at most 65535 bytes, with its Adler-32.
    static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let n = min(65535, bytes.count - offset)
            let last: UInt8 = offset + n == bytes.count ? 1 : 0
            out.append(last)
            out.append(UInt8(n & 0xff)); out.append(UInt8(n >> 8))
            out.append(UInt8(~n & 0xff)); out.append(UInt8((~n >> 8) & 0xff))
            out.append(contentsOf: bytes[offset..<(offset + n)])
            offset += n
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        out.append(bigEndian: b << 16 | a)
        return out
    }

    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

private extension Data {
    mutating func append(bigEndian v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)])
    }

    mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: HandMadePNG.crc32(typed))
    }
}
