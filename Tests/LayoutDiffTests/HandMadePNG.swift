import Foundation

/// PNG files written byte by byte from the format's definition (signature, IHDR, one IDAT of stored
/// deflate blocks, IEND), so tests can feed the decoders every colour type and exact straight-alpha
/// values that Cairo's writer never produces.
enum HandMadePNG {
    /// `rows`: unfiltered scanlines, packed as the colour type and bit depth say. `filters` gives each
    /// row's filter type (PNG §9.2, applied here as the specification defines it; default none), and
    /// `chunkSize` cuts the zlib stream into IDAT chunks of at most that many bytes.
    static func encode(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                       palette: [UInt8]? = nil, transparency: [UInt8]? = nil, filters: [UInt8]? = nil,
                       chunkSize: Int = Int.max, interlaced: Bool = false) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width)); header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        png.append(chunk: "IHDR", header)
        if let palette { png.append(chunk: "PLTE", Data(palette)) }
        if let transparency { png.append(chunk: "tRNS", Data(transparency)) }
        // Bytes per complete pixel, at least 1 (§9.2: the left neighbour of a byte is bpp bytes back).
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        let bpp = max(1, channels[colorType]! * Int(bitDepth) / 8)
        var raw = [UInt8]()
        for (y, row) in rows.enumerated() {
            let type = filters?[y] ?? 0
            raw.append(type)
            raw.append(contentsOf: filtered(row, above: y > 0 ? rows[y - 1] : nil, type: type, bpp: bpp))
        }
        let stream = zlibStored(raw)
        var at = 0
        repeat {
            let n = min(chunkSize, stream.count - at)
            png.append(chunk: "IDAT", stream.subdata(in: at..<(at + n)))
            at += n
        } while at < stream.count
        png.append(chunk: "IEND", Data())
        return png
    }

    /// One row filtered with `type`: each byte minus its prediction from a (left), b (above), c (above-left).
    static func filtered(_ row: [UInt8], above: [UInt8]?, type: UInt8, bpp: Int) -> [UInt8] {
        row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = above.map { Int($0[i]) } ?? 0
            let c = i >= bpp ? above.map { Int($0[i - bpp]) } ?? 0 : 0
            let prediction: Int
            switch type {
            case 1: prediction = a
            case 2: prediction = b
            case 3: prediction = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: prediction = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - prediction)
        }
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

    /// One chunk: length, type, body, CRC-32 of type and body.
    static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data()
        out.append(chunk: type, body)
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
