import CDeflate
import Foundation

/// PNG files from Cairo's image data, written by us rather than by `cairo_surface_write_to_png`, which spent ~84 %
/// of a render in libpng's adaptive filter search and zlib (docs/performance.md, "PNG render"). Layout pictures
/// are flat colours that repeat from row to row, so one fixed filter does as well: every row is "Up"-filtered
/// (the difference from the row above: zeros wherever nothing changes), then deflated in one call by libdeflate.
/// Chunks are IHDR, IDAT and IEND only, so the same pixels always give the same bytes.
package enum PNGEncoder {
    /// The eight bytes every PNG file starts with (the PNG specification, 5.2); readers check them too.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Cairo's pixels: native-endian 32-bit words, premultiplied ARGB (`hasAlpha`) or xRGB, `stride` bytes per row.
    package struct Pixels {
        package var base: UnsafePointer<UInt8>
        package var width: Int
        package var height: Int
        package var stride: Int
        package var hasAlpha: Bool
    }

    /// libdeflate's level 6: within a few per cent of its smallest output for layout pictures, at a fraction
    /// of the time of the levels above it.
    static let compressionLevel: Int32 = 6
    /// IDAT chunks are cut at this size, as common writers do, so readers never hold one huge chunk.
    static let idatChunkSize = 1 << 20

    /// The PNG file of `pixels`: rows filtered, deflated in one call, then the chunks.
    package static func encode(_ pixels: Pixels) throws -> Data {
        var p = pixels
        // An image with no transparent pixel is written as RGB, as Cairo's writer does: a quarter fewer bytes.
        if p.hasAlpha && isOpaque(p) { p.hasAlpha = false }
        let raw = filteredRows(p)
        let deflated = try deflate(raw)
        var png = Data(signature)
        var header = [UInt8]()
        appendBigEndian(UInt32(p.width), to: &header)
        appendBigEndian(UInt32(p.height), to: &header)
        header += [8, p.hasAlpha ? 6 : 2, 0, 0, 0]   // 8 bits, RGBA or RGB, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header[...], to: &png)
        var start = 0
        repeat {
            let end = min(deflated.count, start + idatChunkSize)
            appendChunk("IDAT", deflated[start..<end], to: &png)
            start = end
        } while start < deflated.count
        appendChunk("IEND", [UInt8]()[...], to: &png)
        return png
    }

    /// The image data before compression: each row a filter-type byte (Up) and its pixels as RGBA or RGB bytes,
    /// differenced from the row above. Every byte is written (transparent pixels included), so the buffer skips
    /// zero-filling. One loop, kept whole: it is the encoder's hot path (per-row helpers cost 0.5 % more
    /// instructions per render, measured with callgrind).
    static func filteredRows(_ p: Pixels) -> [UInt8] {
        let channels = p.hasAlpha ? 4 : 3
        let rowBytes = 1 + p.width * channels
        return [UInt8](unsafeUninitializedCapacity: rowBytes * p.height) { out, count in
            count = rowBytes * p.height
            // Rows are written as bytes first, then turned into differences from the end backwards, so each
            // row still has the row above it unfiltered when it is differenced.
            for y in 0..<p.height {
                let words = UnsafeRawPointer(p.base + y * p.stride).assumingMemoryBound(to: UInt32.self)
                var o = y * rowBytes
                out[o] = 2   // filter type Up
                o += 1
                if p.hasAlpha {
                    for x in 0..<p.width {
                        let w = words[x]
                        let a = w >> 24
                        if a == 255 {
                            out[o] = UInt8(truncatingIfNeeded: w >> 16); out[o + 1] = UInt8(truncatingIfNeeded: w >> 8)
                            out[o + 2] = UInt8(truncatingIfNeeded: w); out[o + 3] = 255
                        } else if a == 0 {
                            out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0
                        } else {
                            // Un-premultiplied with rounding, as Cairo's own writer does; a colour above its
                            // alpha (never drawn by Cairo) saturates rather than overflowing.
                            out[o] = UInt8(min(255, ((w >> 16 & 0xFF) * 255 + a / 2) / a))
                            out[o + 1] = UInt8(min(255, ((w >> 8 & 0xFF) * 255 + a / 2) / a))
                            out[o + 2] = UInt8(min(255, ((w & 0xFF) * 255 + a / 2) / a))
                            out[o + 3] = UInt8(a)
                        }
                        o += 4
                    }
                } else {
                    for x in 0..<p.width {
                        let w = words[x]
                        out[o] = UInt8(truncatingIfNeeded: w >> 16); out[o + 1] = UInt8(truncatingIfNeeded: w >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: w)
                        o += 3
                    }
                }
            }
            var y = p.height - 1
            while y > 0 {
                let row = y * rowBytes + 1, above = row - rowBytes
                for i in 0..<(rowBytes - 1) { out[row + i] &-= out[above + i] }
                y -= 1
            }
        }
    }

    /// The image data deflated in one call (zlib format, libdeflate at `compressionLevel`).
    static func deflate(_ raw: [UInt8]) throws -> [UInt8] {
        guard let deflated = Deflate.zlib(raw, level: compressionLevel) else {
            throw RenderError.encodingFailed("PNG encode: the image data did not compress (out of memory?)")
        }
        return deflated
    }

    static func isOpaque(_ p: Pixels) -> Bool {
        for y in 0..<p.height {
            let words = UnsafeRawPointer(p.base + y * p.stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<p.width { all &= words[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    static func appendBigEndian(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    static func appendChunk(_ type: String, _ body: ArraySlice<UInt8>, to png: inout Data) {
        var head = [UInt8]()
        appendBigEndian(UInt32(body.count), to: &head)
        head += Array(type.utf8)
        var crc = head[4...].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = body.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        var tail = [UInt8]()
        appendBigEndian(crc, to: &tail)
        png.append(contentsOf: head)
        png.append(contentsOf: body)
        png.append(contentsOf: tail)
    }
}
