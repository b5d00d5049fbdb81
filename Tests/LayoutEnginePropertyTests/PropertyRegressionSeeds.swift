import Foundation
import Testing
@testable import LayoutEngine

/// Every seed that ever failed a layout or world property (in `make soak`, a random run, or a review), kept so
/// `make test` checks every property on it for good. Add a failing seed here (the `LayoutCase(seed: …)` of its
/// report) before fixing what it found.
@Suite("Property regression seeds")
struct PropertyRegressionSeeds {
    static let layoutSeeds: [UInt64] = [
        18_232_892_407_303_978_767,   // appending: a right-to-left horizontal layout's pinned header (world properties)
    ]

    @Test(arguments: layoutSeeds)
    func everyPropertyHoldsOnAKeptSeed(seed: UInt64) {
        let c = LayoutGenerator.generate(seed: seed)
        #expect(LayoutPropertyTests.check(c, stats: PropertyStats()) == [], "\(c)")
        let properties: [(String, (LayoutCase) -> [String]?)] = [
            ("mirror", WorldPropertyTests.mirror), ("appending", WorldPropertyTests.appending),
            ("scaling", WorldPropertyTests.scaling), ("siblings", WorldPropertyTests.siblings),
        ]
        for (name, property) in properties { #expect((property(c) ?? []) == [], "\(name): \(c)") }
        #expect(WorldPropertyTests.pinning(c).0 == [], "pinning: \(c)")
    }

    /// Open: seed 4813770335639512233 (found by a random run in session 4) fails the scaling property at k = 4 —
    /// the 4× twin places one item fewer in a vertical pattern group of a horizontal orthogonal section with a
    /// 0.5-pt safe-area inset. Not yet known whether the engine or the property's premise (the absolute 1-pt fit
    /// tolerance does not scale) is wrong; kept here as a known issue so it stays visible, and so this test fails
    /// the day the property holds on it (then move the seed to `layoutSeeds`).
    @Test func scalingOnAnOpenSeed() {
        let c = LayoutGenerator.generate(seed: 4_813_770_335_639_512_233)
        withKnownIssue("scaling by 4 places one item fewer per group (open)") {
            #expect((WorldPropertyTests.scaling(c) ?? []) == [])
        }
    }
}
