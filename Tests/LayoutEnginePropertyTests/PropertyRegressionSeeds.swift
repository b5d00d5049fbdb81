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
}
