import CDeflate

/// The header and the image data of a PNG file, found by walking its chunks (PNG specification §5):
/// each chunk is a 4-byte big-endian length, a 4-byte type, the data, and a CRC-32 of type and data.
///
/// What is checked, and why:
/// - the CRC of every critical chunk read (IHDR, PLTE, IDAT): a flipped bit in the image data must
///   not turn into a plausible picture and a wrong verdict. CRCs cost ~1 instruction per compressed
///   byte (libdeflate's CRC-32), ~0.1 M for a 1125 × 2436 screenshot; the zlib stream's own Adler-32 is
///   checked by the inflater;
/// - the IHDR fields against the combinations the specification allows;
/// - that the IDAT chunks are whole: a file cut inside them is an error, not a picture with a grey
///   bottom.
/// Ancillary chunks (gAMA, sRGB, pHYs, text, …) are skipped unread and unchecked, as Cairo's reader
/// ignores them too; so is everything after the last IDAT (the picture is complete by then; a missing
/// IEND does not change a pixel).
struct PNGChunks {
    struct Header: Equatable {
        var width: Int
        var height: Int
        var bitDepth: UInt8
        var colorType: UInt8
        var interlaced: Bool
    }

    let header: Header
    /// Whether a tRNS chunk came before the image data (a transparent colour or palette alpha).
    let hasTransparency: Bool
    /// Byte ranges of the IDAT chunks' data, in file order: one zlib stream once joined.
    let imageData: [Range<Int>]

    /// Total bytes of compressed image data.
    var imageDataCount: Int { imageData.reduce(0) { $0 + $1.count } }

    /// A malformed file, described in a few words (the caller adds the file name).
    struct Malformed: Error, Equatable {
        let reason: String
    }

    /// Walks the chunks of `bytes` (a whole PNG file, signature included).
    init(_ bytes: UnsafeRawBufferPointer) throws {
        let n = bytes.count
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        func typeName(_ at: Int) -> String {
            String(decoding: (0..<4).map { bytes[at + $0] }.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
        }
        var header: Header?
        var transparency = false
        var data: [Range<Int>] = []
        var at = 8
        while true {
            guard at + 8 <= n else {
                if data.isEmpty { throw Malformed(reason: "truncated: the file ends before any image data (IDAT)") }
                break
            }
            let length = word(at), type = word(at + 4)
            guard length <= 0x7FFF_FFFF else {
                throw Malformed(reason: "chunk \(typeName(at + 4)) at byte \(at) claims \(length) bytes (at most 2³¹ − 1)")
            }
            let body = at + 8, end = body + length + 4
            let isData = type == Self.IDAT
            if !data.isEmpty && !isData { break }   // the image data is complete
            guard end <= n else {
                throw Malformed(reason: "truncated: chunk \(typeName(at + 4)) at byte \(at) needs \(length + 12) bytes, "
                                + "the file has \(n - at) left")
            }
            let critical = bytes[at + 4] & 0x20 == 0   // upper-case first letter (§5.4)
            if critical {
                let crc = UInt32(word(body + length))
                let computed = UInt32(libdeflate_crc32(0, bytes.baseAddress! + at + 4, length + 4))
                guard crc == computed else {
                    throw Malformed(reason: "chunk \(typeName(at + 4)) at byte \(at) is damaged (CRC mismatch)")
                }
            }
            if header == nil {
                guard type == Self.IHDR, length == 13 else {
                    throw Malformed(reason: "the first chunk is \(typeName(at + 4)), not a 13-byte IHDR")
                }
                header = try Self.header(bytes, at: body, word: word)
            } else if isData {
                data.append(body..<(body + length))
            } else if type == Self.tRNS {
                transparency = true
            } else if type == Self.IEND {
                throw Malformed(reason: "no image data (IEND at byte \(at) before any IDAT chunk)")
            } else if critical && type != Self.PLTE {
                throw Malformed(reason: "unknown critical chunk \(typeName(at + 4)) at byte \(at)")
            }
            at = end
        }
        self.header = header!
        self.hasTransparency = transparency
        self.imageData = data
    }

    static func header(_ bytes: UnsafeRawBufferPointer, at p: Int, word: (Int) -> Int) throws -> Header {
        let width = word(p), height = word(p + 4)
        let depth = bytes[p + 8], color = bytes[p + 9]
        guard width > 0, height > 0 else { throw Malformed(reason: "IHDR gives a size of \(width) × \(height)") }
        // Allowed bit depths per colour type (§11.2.2).
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[color], allowed.contains(depth) else {
            throw Malformed(reason: "IHDR colour type \(color) with bit depth \(depth) is not a PNG kind")
        }
        guard bytes[p + 10] == 0, bytes[p + 11] == 0, bytes[p + 12] <= 1 else {
            throw Malformed(reason: "IHDR names an unknown compression, filter or interlace method")
        }
        return Header(width: width, height: height, bitDepth: depth, colorType: color, interlaced: bytes[p + 12] == 1)
    }

    // Chunk types as big-endian words of their four letters.
    static let IHDR = 0x4948_4452, IDAT = 0x4944_4154, IEND = 0x4945_4E44, PLTE = 0x504C_5445, tRNS = 0x7452_4E53
}
