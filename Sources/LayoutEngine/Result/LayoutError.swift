import Foundation

/// Why a layout cannot be resolved. Each case names the element by its path in the model (`ModelPath`, printed
/// as `sections[2].group.subitems[1]`), which a reader of the layout's source maps back to a line
/// (UIKit raises in these cases, semantics.md §20).
public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// "This group cannot fit even a single item" (§3.4).
    case groupCannotFitItem(path: ModelPath, detail: String)
    /// "There is no room for this NSCollectionLayoutGroup…" (negative effective size, §20.1).
    case noRoom(path: ModelPath, detail: String)
    /// "At least 1 subitem is required for a group" (§8.7).
    case emptyGroup(path: ModelPath)
    /// A count below 1, or equal slots of non-positive extent (§20.2).
    case invalidCount(path: ModelPath, detail: String)
    /// NaN or infinite values (§20.1).
    case nonFinite(path: ModelPath, detail: String)
    /// Negative resolved size.
    case negativeSize(path: ModelPath, detail: String)
    /// A subitem cycle that never advances, or more slots than the limit (§20.3).
    case runaway(path: ModelPath, detail: String)
    /// A section's top-level item is not a group.
    case notAGroup(path: ModelPath)
    case limitExceeded(path: ModelPath, detail: String)
    /// The section provider returned nil (decision: an error, docs/semantics-decisions.md).
    case missingSection(path: ModelPath)
    /// The view size or item counts are unusable.
    case invalidInput(path: ModelPath, detail: String)
    /// Two supplementaries would share an element kind and index path (see ElementKinds).
    case duplicateElementKind(path: ModelPath, detail: String)

    public var path: ModelPath {
        switch self {
        case .groupCannotFitItem(let p, _), .noRoom(let p, _), .emptyGroup(let p), .invalidCount(let p, _),
             .nonFinite(let p, _), .negativeSize(let p, _), .runaway(let p, _), .notAGroup(let p),
             .limitExceeded(let p, _), .missingSection(let p), .invalidInput(let p, _), .duplicateElementKind(let p, _):
            return p
        }
    }

    public var description: String {
        switch self {
        case .groupCannotFitItem(let p, let d):
            return "\(p): invalid combination of spacing and size: this group cannot fit even a single item (\(d))"
        case .noRoom(let p, let d):
            return "\(p): no room for this group in its parent, or no room for any subitem (\(d))"
        case .emptyGroup(let p): return "\(p): at least 1 subitem is required for a group"
        case .invalidCount(let p, let d): return "\(p): \(d)"
        case .nonFinite(let p, let d): return "\(p): non-finite value (\(d))"
        case .negativeSize(let p, let d): return "\(p): negative size (\(d))"
        case .runaway(let p, let d): return "\(p): \(d)"
        case .notAGroup(let p): return "\(p): a section needs a group, not an item"
        case .limitExceeded(let p, let d): return "\(p): limit exceeded: \(d)"
        case .missingSection(let p): return "\(p): the section provider returned nil"
        case .invalidInput(let p, let d): return "\(p): \(d)"
        case .duplicateElementKind(let p, let d): return "\(p): \(d)"
        }
    }
}
