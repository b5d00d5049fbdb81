import Foundation
import LayoutEngine

/// How much difference still passes. For images the absolute form counts differing pixels and the
/// percent form is a share of all pixels; for layouts the absolute form is in points (a frame may
/// move or resize by that much and still pass).
public enum DiffTolerance: Hashable, Sendable, CustomStringConvertible {
    case absolute(Double)
    case percent(Double)

    public static let exact = DiffTolerance.absolute(0)

    /// "12" or "0.5%". Throws a one-line error naming the text for anything else (negative, NaN, empty).
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isPercent = trimmed.hasSuffix("%")
        let number = isPercent ? String(trimmed.dropLast()) : trimmed
        guard let value = Double(number), value.isFinite, value >= 0 else {
            throw DiffInputError(file: nil, message: "--tolerance: '\(text)' is not a number of pixels or points "
                                 + "(e.g. 10) or a percentage (e.g. 0.5%)")
        }
        self = isPercent ? .percent(value) : .absolute(value)
    }

    public var description: String {
        switch self {
        case .absolute(let v): return Self.format(v)
        case .percent(let v): return Self.format(v) + "%"
        }
    }

    static func format(_ v: Double) -> String { NumberText.string(v) }
}
