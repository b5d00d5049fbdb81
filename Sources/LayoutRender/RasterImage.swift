import Foundation

/// A decoded PNG, for checking pictures (tests, gallery drift checks, diffs) without another image library.
public struct RasterImage {
    private let surface: CairoSurface

    /// Decodes PNG bytes through Cairo; throws `RenderError.cairo` for anything that is not a PNG.
    public init(png: Data) throws {
        surface = try CairoSurface.png(png)
    }

    public var width: Int { surface.pixelWidth }
    public var height: Int { surface.pixelHeight }

    /// Un-premultiplied 8-bit components at a pixel; transparent black outside the image.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let p = surface.pixel(x: x, y: y)
        return (UInt8(p.r), UInt8(p.g), UInt8(p.b), UInt8(p.a))
    }
}
