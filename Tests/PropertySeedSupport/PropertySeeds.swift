import Foundation
import LayoutRender
import Testing

/// Where generated cases get their seeds (issue 24): `make test` runs every property on the same seeds each time
/// (a sequence fixed by the test's name), so a red run is red again and a green one proves the same cases;
/// `make soak` (`LAYOUT_PROPERTY_SEEDS=random`) draws fresh seeds from the library's generator, and a seed that
/// fails there is added to `PropertyRegressionSeeds`, which `make test` runs on every property.
/// Shared by LayoutEnginePropertyTests and LayoutSpecPropertyTests.
public enum PropertySeeds {
    public static let random = ProcessInfo.processInfo.environment["LAYOUT_PROPERTY_SEEDS"] == "random"

    /// A test's fixed seeds: LayoutRender's SplitMix64 started at the FNV-1a hash of the test's name. One test
    /// draws from it at a time (it is task-local to that test); the lock keeps a concurrent draw sound anyway
    /// (checked by hand: the generator is only touched under it).
    public final class Sequence: @unchecked Sendable {
        private let lock = NSLock()
        private var generator: SplitMix64
        public init(_ name: String) {
            generator = SplitMix64(seed: name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        }
        public func next() -> UInt64 { lock.withLock { generator.next() } }
    }

    @TaskLocal public static var fixed: Sequence?

    /// The next case's seed: from the test's fixed sequence, else from the library's random generator.
    public static func next(_ rng: inout some RandomNumberGenerator) -> UInt64 { fixed?.next() ?? rng.next() }
}

/// Gives each test of a suite its fixed seed sequence (unless `LAYOUT_PROPERTY_SEEDS=random`).
public struct FixedPropertySeeds: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: () async throws -> Void) async throws {
        guard !PropertySeeds.random, !test.isSuite else { try await function(); return }
        try await PropertySeeds.$fixed.withValue(PropertySeeds.Sequence(test.name)) { try await function() }
    }
}

extension Trait where Self == FixedPropertySeeds {
    public static var fixedPropertySeeds: Self { Self() }
}
