import Foundation

/// UIKit's contextual (swipe) action. Accepted so list configurations compile; actions never move anything.
public final class UIContextualAction: @unchecked Sendable {
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
public final class UISwipeActionsConfiguration: @unchecked Sendable {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
