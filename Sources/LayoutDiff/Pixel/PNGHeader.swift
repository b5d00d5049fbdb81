import Foundation
import LayoutSystem
import LayoutRender

/// What the first bytes of a file say it is, before the rest is read (docs/limits.md, "Inputs"): a PNG with its
/// size, Apple's CgBI variant, or something else. Every reader of PNG files asks here first, so a 2.5 GB file that
/// is not a PNG costs 33 bytes, and a PNG whose size is over the budget costs no decode.
public enum PNGHeader: Equatable, Sendable {
    /// A PNG whose first chunk is IHDR: its size in pixels.
    case png(PixelSize)
    /// Xcode's "optimised" iPhone PNG: a CgBI chunk before IHDR, BGRA, premultiplied, headerless deflate.
    case appleCgBI
    /// The PNG signature, then no IHDR where it must be, or too few bytes.
    case damaged(String)
    /// No PNG signature.
    case notPNG

    /// Bytes `read(from:)` looks at: the signature, the first chunk's length and type, and IHDR's width and height.
    public static let probeLength = 24

    /// The header of `data` (its first `probeLength` bytes are enough).
    public init(_ data: Data) {
        guard data.starts(with: PNGEncoder.signature) else { self = .notPNG; return }
        guard data.count >= Self.probeLength else { self = .damaged("truncated: \(data.count) bytes, no IHDR chunk"); return }
        func word(_ at: Int) -> Int { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let type = String(decoding: data[data.startIndex + 12 ..< data.startIndex + 16], as: UTF8.self)
        if type == "CgBI" { self = .appleCgBI; return }
        guard type == "IHDR", word(8) == 13 else {
            self = .damaged("the first chunk is '\(DisplayTextLite.ascii(type))', not a 13-byte IHDR")
            return
        }
        self = .png(PixelSize(width: word(16), height: word(20)))
    }

    /// Reads only the first bytes of `path` (after `InputFile.check`): the file's kind before it is read whole.
    public static func read(_ path: String) throws -> PNGHeader {
        do {
            try InputFile.check(path, as: .png)
            return PNGHeader(try InputFile.prefix(path, count: probeLength))
        } catch let e as InputFile.Problem {
            throw DiffInputError(file: e.path, message: e.reason)
        }
    }

    /// The bytes of the PNG at `path`, whose header gave `size`, read chunk by chunk up to and with its IEND chunk:
    /// whatever follows the image's end (2.5 GB of zeros appended to a valid PNG) is never read. A file whose
    /// chunks hold more than such a picture can (`size`'s pixels at 8 bytes each, plus 1 MiB) is refused as it is
    /// read, as is one that ends before IEND.
    public static func readImage(_ path: String, size: PixelSize) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw DiffInputError(file: path, message: "cannot read the file: " + String(cString: strerror(errno))) }
        defer { close(fd) }
        let limit = size.width * size.height * 8 + (1 << 20)
        var data = Data()
        func take(_ count: Int) throws -> Data {
            var chunk = Data(count: count)
            var filled = 0
            while filled < count {
                let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, count - filled) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    throw DiffInputError(file: path, message: n == 0 ? "cannot decode PNG (truncated: the file ends before its IEND chunk)"
                                         : "cannot read the file: " + String(cString: strerror(errno)))
                }
                filled += n
            }
            return chunk
        }
        data.append(try take(PNGEncoder.signature.count))
        while true {
            let head = try take(8)
            let length = head.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            guard length <= 0x7FFF_FFFF, data.count + 12 + length <= limit else {
                throw DiffInputError(file: path, message: "cannot decode PNG (its chunks hold more than a \(size.width) × \(size.height) picture can)")
            }
            data.append(head)
            data.append(try take(length + 4))
            if head.suffix(4).elementsEqual(Array("IEND".utf8)) { return data }
        }
    }

    /// The PNG's size, or the one line saying why the file cannot be compared as a PNG; the size is checked
    /// against the pixel budget.
    public func checkedSize(file: String) throws -> PixelSize {
        switch self {
        case .notPNG:
            throw DiffInputError(file: file, message: "not a PNG file (no PNG signature)")
        case .appleCgBI:
            throw DiffInputError(file: file, message: "an Apple CgBI PNG (Xcode's iPhone-optimised format, not standard "
                                 + "PNG): convert it first, e.g. xcrun pngcrush -revert-iphone-optimizations in.png out.png")
        case .damaged(let why):
            throw DiffInputError(file: file, message: "cannot decode PNG (\(why))")
        case .png(let size):
            let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
            guard size.width > 0, size.height > 0 else {
                throw DiffInputError(file: file, message: "cannot decode PNG (IHDR gives a size of \(size.width) × \(size.height))")
            }
            guard size.width <= RenderOptions.maxSide, size.height <= RenderOptions.maxSide, !overflow,
                  pixels <= RenderOptions.defaultMaxPixels else {
                throw DiffInputError(file: file, message: "PNG of \(size.width) × \(size.height) pixels is larger than the "
                                     + "\(RenderOptions.defaultMaxPixels)-pixel budget (at most \(RenderOptions.maxSide) per side)")
            }
            return size
        }
    }
}

/// Chunk types are four ASCII letters; anything else in the message is shown as '?'.
enum DisplayTextLite {
    static func ascii(_ s: String) -> String {
        String(s.unicodeScalars.map { (0x21...0x7E).contains($0.value) ? Character($0) : "?" })
    }
}
