import Foundation

/// How many generated cases each property test runs: `LAYOUT_PROPERTY_CASES` (`make soak` sets 1 000 000),
/// 7 000 by default (`make test`; the world properties run a fourteenth each, WorldPropertyTests).
enum PropertyCases {
    static var count: Int {
        if let v = ProcessInfo.processInfo.environment["LAYOUT_PROPERTY_CASES"], let n = Int(v), n >= 0 { return n }
        return 7_000
    }
}

/// Counts what the generated cases did, so a run shows the generators reach the interesting paths
/// (a property that only ever sees thrown errors would prove nothing).
final class PropertyStats: @unchecked Sendable {
    var cases = 0
    var resolved = 0
    var errors: [String: Int] = [:]
    var slotChecks = 0
    var coverageChecks = 0
    var queryChecks = 0
    var elements = 0
    var maxSeconds: Double = 0

    func errorKind(_ e: Error) -> String {
        // The enum case name (every LayoutError case carries a payload, so it is the mirror's child label).
        Mirror(reflecting: e).children.first?.label ?? String(describing: type(of: e))
    }

    var summary: String {
        let errs = errors.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(cases) cases: \(resolved) resolved (\(elements) elements), errors: [\(errs)]; slot counts checked in \(slotChecks), "
            + "coverage in \(coverageChecks), queries \(queryChecks); slowest case \(String(format: "%.3f", maxSeconds)) s"
    }
}
