import Foundation

/// A decoded PNG, for checking pictures (tests, gallery drift checks, diffs) without another image library.
/// PNG bytes go in and out through Cairo; the pixels can be taken out as one buffer for whole-image work.
public struct RasterImage {
    private let surface: CairoSurface

    /// Decodes PNG bytes through Cairo; throws `RenderError.cairo` for anything that is not a PNG.
    public init(png: Data) throws {
        surface = try CairoSurface.png(png)
    }

    /// The image a renderer has just drawn (the surface is not drawn on afterwards).
    init(surface: CairoSurface) {
        self.surface = surface
    }

    /// An image from premultiplied 0xAARRGGBB pixels (Cairo's ARGB32 layout), row by row, no padding.
    /// Throws when the count is not `width * height` or the size is not one Cairo can hold.
    public init(width: Int, height: Int, premultipliedARGB pixels: ContiguousArray<UInt32>) throws {
        guard width > 0, height > 0, width <= RenderOptions.maxSide, height <= RenderOptions.maxSide else {
            throw RenderError.canvasTooLarge(width: width, height: height, maxSide: RenderOptions.maxSide)
        }
        guard pixels.count == width * height else {
            throw RenderError.cairo(operation: "image from \(pixels.count) pixels", status: "expected \(width * height)")
        }
        surface = try pixels.withUnsafeBufferPointer {
            try CairoSurface.image(width: width, height: height, premultipliedARGB: $0)
        }
    }

    public var width: Int { surface.pixelWidth }
    public var height: Int { surface.pixelHeight }

    /// Un-premultiplied 8-bit components at a pixel; transparent black outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let p = surface.pixel(x: x, y: y)
        return (UInt8(p.r), UInt8(p.g), UInt8(p.b), UInt8(p.a))
    }

    /// Every pixel as a premultiplied 0xAARRGGBB word, row by row (a copy: `width * height` words).
    public var premultipliedARGB: ContiguousArray<UInt32> { surface.premultipliedARGB() }

    /// Runs `body` over every pixel word in place (premultiplied 0xAARRGGBB, row by row, valid only
    /// inside `body`) and the mask to OR into each word to make it exact: 0xFF000000 when the image has
    /// no alpha channel (its top byte is unspecified), else 0. Avoids copying a whole screenshot.
    public func withPixelWords<R>(_ body: (UnsafeBufferPointer<UInt32>, UInt32) throws -> R) rethrows -> R {
        try withExtendedLifetime(surface) { try surface.withPixelWords(body) }
    }

    /// The image encoded as PNG (Cairo's encoder: the same pixels give the same bytes).
    public func pngData() throws -> Data { try surface.pngData() }
}
