import Foundation

/// The iOS release a layout is resolved for (issue 34): rules UIKit changed between releases read it from the
/// traits (`UITraitCollection.iosVersion`, the one field; `LayoutInput.iosVersion` reads and writes it).
/// `--ios VERSION` on the command line, `environment: {ios: 16}` in a spec, `iosVersion` in the DSL and the
/// snapshot strategies. Default: `newest`, the newest release the engine models. Which rule starts where, and on
/// what evidence: docs/semantics-decisions.md (decision 57).
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version, e.g. 16.
    public var major: Int
    public init(_ major: Int) { self.major = major }

    /// The releases the engine models: 13 (the compositional layout's first) … 18.
    public static let oldest = IOSVersion(13)
    public static let newest = IOSVersion(18)
    public static var modelled: ClosedRange<Int> { oldest.major...newest.major }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.major < b.major }
    public var description: String { "iOS \(major)" }

    /// A version as typed ("16", "16.4", "iOS 17"): its major number when the engine models it, else nil.
    public init?(parsing text: String) {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("ios") { t = String(t.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        let parts = t.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              parts[0].count <= 3, let major = Int(parts[0]) else { return nil }
        self.init(exactly: Double(major))
    }

    /// A release given as a whole number (a spec's or config's `ios:`, the wire's `ios`): itself when the engine
    /// models it, else nil. The one range check every face of the request uses.
    public init?(exactly major: Double) {
        guard major.isFinite, major == major.rounded(), Self.modelled.contains(Int(major)) else { return nil }
        self.major = Int(major)
    }

    /// What a reader says when a release is not modelled: "a release the engine models, 13 … 18".
    public static var modelledText: String { "a release the engine models, \(oldest.major) … \(newest.major)" }

    // MARK: Rules that depend on the release (one question each; the rule itself lives where its table row says)

    /// Decision 57: fraction-derived sizes are rounded down to the display's pixel grid at every level
    /// (`SizeSpec.checkedSize`). Observed on iOS 16–17 at 3x; not on iOS 13 at 3x nor iOS 14–15 at 2x.
    public var floorsFractionalSizesToPixelGrid: Bool { major >= 16 }

    /// Decision 41: plain lists' automatic `headerTopPadding` (22 pt above each supplementary header) is iOS 15's;
    /// before it a plain header sat directly on the previous section.
    public var addsPlainHeaderTopPadding: Bool { major >= 15 }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
