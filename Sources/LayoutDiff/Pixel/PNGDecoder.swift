import CDeflate
import Foundation
import LayoutRender

/// A PNG decoded for comparison: premultiplied 0xAARRGGBB words, row by row, exactly the words Cairo's
/// reader gives (opaque images with alpha 255), so a diff, its counts and its picture do not depend on
/// which decoder ran.
struct DecodedPNG {
    let width: Int
    let height: Int
    let pixels: PixelSource

    /// The image as a `RasterImage` (for reports of a size mismatch, which show both pictures).
    func rasterImage() throws -> RasterImage {
        try pixels.rasterImage(width: width, height: height)
    }
}

/// Decodes PNGs for the pixel diff.
///
/// Decoding is most of a diff's work when little differs, so the PNGs Cairo, simulators and most tools
/// write — 8-bit RGB or RGBA, not interlaced — are read here: the chunks walked and checked
/// (`PNGChunks`), the image data inflated in one call by libdeflate (`CDeflate`, ~6× fewer
/// instructions than zlib's inflate on screenshots, whose long repeats it copies a word at a time),
/// each row's filter undone (`PNGFilter`) and turned into Cairo's words while it is in the cache
/// (`PixelWords`). Every other kind (palette, grey, 16-bit, interlaced, RGB with a transparent colour,
/// and a zlib stream longer than the image, which libpng accepts with a warning) goes through Cairo,
/// whose result is the definition of the words either way.
enum PNGDecoder {
    static func decode(_ data: Data, name: String) throws -> DecodedPNG {
        // The size sits in the IHDR chunk right after the signature. Checking it first keeps a hostile or absurd
        // file from allocating gigabytes before a decoder would refuse it (`PNGHeader`, one rule for every reader).
        _ = try PNGHeader(data).checkedSize(file: name)
        if let direct = try decodeDirectly(data, name: name) { return direct }
        let image: RasterImage
        do {
            image = try RasterImage(png: data)
        } catch {
            throw DiffInputError(file: name, message: "cannot decode PNG (\(error))")
        }
        return DecodedPNG(width: image.width, height: image.height, pixels: PixelSource(image))
    }

    /// The decode of an 8-bit RGB(A) non-interlaced PNG; nil for the kinds left to Cairo. A damaged
    /// file throws one line naming it and what is wrong.
    static func decodeDirectly(_ data: Data, name: String) throws -> DecodedPNG? {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> DecodedPNG? in
            func failure(_ reason: String) -> DiffInputError {
                DiffInputError(file: name, message: "cannot decode PNG (\(reason))")
            }
            let chunks: PNGChunks
            do { chunks = try PNGChunks(bytes) } catch let malformed as PNGChunks.Malformed { throw failure(malformed.reason) }
            let header = chunks.header
            let rgb = header.colorType == 2 && !chunks.hasTransparency, rgba = header.colorType == 6
            guard header.bitDepth == 8, !header.interlaced, rgb || rgba else { return nil }
            let width = header.width, height = header.height
            let bpp = rgba ? 4 : 3, rowBytes = width * bpp, stride = rowBytes + 1
            // The filtered rows (each after its filter-type byte) are inflated into the end of the words'
            // own buffer, and each row becomes words in place, front to back: one allocation, and rows
            // still in the cache. Words of row y end at 4·width·(y + 1); the raw rows start `gap` later
            // than the words would reach, far enough that writing row y's words never reaches raw row
            // y − 1 (the row above, which unfiltering row y reads): 2 strides, plus one byte per row
            // for RGBA, whose raw rows are a byte longer than their words.
            let wordBytes = 4 * width * height, rawBytes = stride * height
            let gap = max(0, rawBytes - wordBytes) + 2 * stride + 16
            let words = PixelBuffer(count: width * height, extraBytes: gap)
            let raw = (UnsafeMutableRawPointer(words.pointer) + wordBytes + gap - rawBytes - 16)
                .bindMemory(to: UInt8.self, capacity: rawBytes + 16)
            // The padding lets `PNGFilter` and `PixelWords.opaque` read a few bytes past the last pixel.
            (raw + rawBytes).initialize(repeating: 0, count: 16)
            switch inflate(chunks, bytes, into: raw, count: rawBytes) {
            case .inflated: break
            case .longerThanImage: return nil
            case .damaged: throw failure("the compressed image data is damaged (bad deflate data or Adler-32 checksum)")
            case .noMemory: throw failure("out of memory")
            case .short(let produced):
                throw failure("the image data ends after \(produced / stride) of \(height) rows")
            }
            for y in 0..<height {
                let row = raw + y * stride
                guard PNGFilter.undo(row[0], row: row + 1, above: y == 0 ? nil : UnsafePointer(row + 1 - stride),
                                     count: rowBytes, bpp: bpp) else {
                    throw failure("row \(y) has filter type \(row[0]), not 0…4")
                }
                let out = words.pointer + y * width
                if rgba { PixelWords.premultiply(rgba: row + 1, into: out, count: width) }
                else { PixelWords.opaque(rgb: row + 1, into: out, count: width) }
            }
            return DecodedPNG(width: width, height: height, pixels: PixelSource(words))
        }
    }

    enum Inflated: Equatable { case inflated, longerThanImage, short(produced: Int), damaged, noMemory }

    /// Inflates the IDAT chunks (one zlib stream, its Adler-32 checked) into `count` bytes at `out`.
    static func inflate(_ chunks: PNGChunks, _ bytes: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>,
                        count: Int) -> Inflated {
        guard let inflater = libdeflate_alloc_decompressor() else { return .noMemory }
        defer { libdeflate_free_decompressor(inflater) }
        var produced = 0
        let result: libdeflate_result
        if chunks.imageData.count == 1, let only = chunks.imageData.first {
            result = libdeflate_zlib_decompress(inflater, bytes.baseAddress! + only.lowerBound, only.count, out, count, &produced)
        } else {
            // Several IDAT chunks: joined into one buffer (the compressed bytes, ~1 % of the image).
            let joined = UnsafeMutableRawPointer.allocate(byteCount: max(1, chunks.imageDataCount), alignment: 16)
            defer { joined.deallocate() }
            var at = 0
            for range in chunks.imageData {
                (joined + at).copyMemory(from: bytes.baseAddress! + range.lowerBound, byteCount: range.count)
                at += range.count
            }
            result = libdeflate_zlib_decompress(inflater, joined, at, out, count, &produced)
        }
        switch result {
        case LIBDEFLATE_SUCCESS: return produced == count ? .inflated : .short(produced: produced)
        case LIBDEFLATE_INSUFFICIENT_SPACE: return .longerThanImage
        default: return .damaged
        }
    }
}
