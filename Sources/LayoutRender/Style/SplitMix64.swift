import Foundation

/// The seeded palette's generator (LayoutRender draws; the engine never draws at random).
/// SplitMix64 (Steele, Lea, Flood 2014): a tiny generator with a well-mixed 64-bit output,
/// identical on every platform (Swift's `SystemRandomNumberGenerator` is neither seeded nor portable).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
