/// Perceptual colour distance between two pixels, in the YIQ space (NTSC luma Y, chroma I and Q) as
/// pixelmatch measures it: the squared differences weighted so that one unit means about the same
/// visible change whatever the hue (Kotsarenko & Ramos, "Measuring perceived color difference using
/// YIQ NTSC transmission color space in mobile applications", 2010).
///
/// Pixels are Cairo's premultiplied 0xAARRGGBB words. A translucent pixel is judged as it looks on
/// white: blending a straight colour c at alpha a over white gives 255 − a + c·a/255, and c·a/255 is
/// exactly the premultiplied component, so blending costs one subtraction per channel.
enum PerceptualColor {
    /// The largest possible delta, reached by red against cyan (Δ = (255, −255, −255)): Y 255·(0.2989 −
    /// 0.5866 − 0.1145) = −102.6, I 255·(0.5960 + 0.2742 + 0.3218) = 303.9, Q 255·(0.2115 + 0.5226 −
    /// 0.3111) = 107.8; 0.5053·102.6² + 0.299·303.9² + 0.1957·107.8² ≈ 35215. (Black against white is only
    /// 0.5053·255² ≈ 32857.) A threshold t in 0…1 accepts deltas up to 35215 · t².
    static let maxDelta = 35215.0

    /// Components of `word` blended over white, 0…255.
    @inline(__always)
    static func blended(_ word: UInt32) -> (r: Double, g: Double, b: Double) {
        let white = 255 - Double(word >> 24)
        return (white + Double((word >> 16) & 0xff), white + Double((word >> 8) & 0xff), white + Double(word & 0xff))
    }

    // The YIQ matrix rows (ITU/FCC NTSC primaries).
    @inline(__always) static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The weighted squared YIQ distance, negative when `second` is lighter than `first` (pixelmatch
    /// carries the direction of the change in the sign; the magnitude is what the threshold judges).
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        let p = blended(first), q = blended(second)
        let y1 = luma(p.r, p.g, p.b), y2 = luma(q.r, q.g, q.b)
        let y = y1 - y2
        let i = inPhase(p.r, p.g, p.b) - inPhase(q.r, q.g, q.b)
        let iq = quadrature(p.r, p.g, p.b) - quadrature(q.r, q.g, q.b)
        let d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * iq * iq
        return y1 > y2 ? -d : d
    }

    /// `delta`'s magnitude for four pixel pairs at once (SIMD over a row). Each lane goes through the same
    /// operations in the same order as `delta`, so it equals the scalar result bit for bit.
    @inline(__always)
    static func deltaMagnitudes(_ first: SIMD4<UInt32>, _ second: SIMD4<UInt32>) -> SIMD4<Double> {
        let p = blended(first), q = blended(second)
        let y = luma(p.r, p.g, p.b) - luma(q.r, q.g, q.b)
        let i = inPhase(p.r, p.g, p.b) - inPhase(q.r, q.g, q.b)
        let iq = quadrature(p.r, p.g, p.b) - quadrature(q.r, q.g, q.b)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * iq * iq
    }

    @inline(__always)
    static func blended(_ words: SIMD4<UInt32>) -> (r: SIMD4<Double>, g: SIMD4<Double>, b: SIMD4<Double>) {
        // Through Int32 (the values are 0…255): x86 converts signed 32-bit lanes to doubles in one step.
        let w = SIMD4<Int32>(truncatingIfNeeded: words)
        let white = 255 - SIMD4<Double>(w &>> 24 & 0xff)
        return (white + SIMD4<Double>(w &>> 16 & 0xff), white + SIMD4<Double>(w &>> 8 & 0xff),
                white + SIMD4<Double>(w & 0xff))
    }

    @inline(__always) static func luma(_ r: SIMD4<Double>, _ g: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) static func inPhase(_ r: SIMD4<Double>, _ g: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) static func quadrature(_ r: SIMD4<Double>, _ g: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The brightness of `word` over white, 0…255.
    @inline(__always)
    static func brightness(_ word: UInt32) -> Double {
        let p = blended(word)
        return luma(p.r, p.g, p.b)
    }
}
