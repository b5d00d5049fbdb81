import Foundation
import LayoutEngine

/// Deterministic "random" colours for the random-colour grid: the colour of an index path depends
/// only on the seed and the index path, never on drawing order, the platform or the run.
public struct SeededPalette: Hashable, Sendable {
    public var seed: UInt64
    public init(seed: UInt64 = 0) { self.seed = seed }

    /// A pleasant saturated colour for (section, item): hue uniform, saturation and brightness in a band
    /// that keeps labels readable.
    public func color(section: Int, item: Int) -> RGBA {
        var rng = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: section) &* 0x9E37_79B9_7F4A_7C15)
                                   ^ (UInt64(truncatingIfNeeded: item) &* 0xC2B2_AE3D_27D4_EB4F))
        let hue = rng.nextUnit()
        let saturation = 0.45 + 0.4 * rng.nextUnit()
        let brightness = 0.65 + 0.3 * rng.nextUnit()
        return RGBA(hue: hue, saturation: saturation, brightness: brightness)
    }
}
