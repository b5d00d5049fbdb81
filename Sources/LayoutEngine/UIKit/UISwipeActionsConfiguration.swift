import Foundation

/// UIKit's contextual (swipe) action. Accepted so list configurations compile; actions never move anything. Not
/// Sendable (as UIKit's, a main-actor class): it has mutable properties and crosses no isolation domain.
public final class UIContextualAction {
    public enum Style: Int, Hashable, Sendable { case normal = 0, destructive }
    public typealias Handler = (UIContextualAction, AnyObject, @escaping (Bool) -> Void) -> Void
    public let style: Style
    public var title: String?
    public var backgroundColor: UIColor?
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style; self.title = title
    }
}

/// UIKit's swipe-actions configuration: held, never laid out.
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
