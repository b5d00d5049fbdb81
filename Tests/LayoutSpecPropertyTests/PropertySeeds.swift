// A copy of Tests/LayoutEnginePropertyTests/PropertySeeds.swift (test targets share no sources); keep them equal.
import Foundation
import Testing

/// Where generated cases get their seeds (issue 24): `make test` runs every property on the same seeds each time
/// (a sequence fixed by the test's name), so a red run is red again and a green one proves the same cases;
/// `make soak` (`LAYOUT_PROPERTY_SEEDS=random`) draws fresh seeds from the library's generator, and a seed that
/// fails there is added to `PropertyRegressionSeeds`, which `make test` runs on every property.
enum PropertySeeds {
    static let random = ProcessInfo.processInfo.environment["LAYOUT_PROPERTY_SEEDS"] == "random"

    /// A test's fixed seeds: SplitMix64's step from the FNV-1a hash of the test's name.
    final class Sequence: @unchecked Sendable {
        private var state: UInt64
        init(_ name: String) {
            state = name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @TaskLocal static var fixed: Sequence?

    /// The next case's seed: from the test's fixed sequence, else from the library's random generator.
    static func next(_ rng: inout some RandomNumberGenerator) -> UInt64 { fixed?.next() ?? rng.next() }
}

/// Gives each test of a suite its fixed seed sequence (unless `LAYOUT_PROPERTY_SEEDS=random`).
struct FixedPropertySeeds: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: () async throws -> Void) async throws {
        guard !PropertySeeds.random, !test.isSuite else { try await function(); return }
        try await PropertySeeds.$fixed.withValue(PropertySeeds.Sequence(test.name)) { try await function() }
    }
}

extension Trait where Self == FixedPropertySeeds {
    static var fixedPropertySeeds: Self { Self() }
}
