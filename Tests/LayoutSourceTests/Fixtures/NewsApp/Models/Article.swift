import Foundation

// Models of the app. `Article` is Hashable by its id only (its closure is not Hashable), with `==` and
// `hash(into:)` written out; `FeedSection` describes itself. A layout that uses them needs those members.

struct Article: Hashable, CustomStringConvertible {
    let id: Int
    let title: String
    let onOpen: () -> Void

    var description: String { "Article \(id): \(title)" }

    static func == (lhs: Article, rhs: Article) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum FeedSection: Int, CaseIterable, CustomStringConvertible {
    case hero
    case grid

    var description: String {
        switch self {
        case .hero: return "Hero"
        case .grid: return "Grid"
        }
    }
}

enum ProfileStyle {
    case compact
    case roomy
}
