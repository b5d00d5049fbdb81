import Foundation

/// UIKit's `UIListSeparatorConfiguration` (iOS 14.5): which separators an item shows, where they start and end,
/// and their colour. Drawing metadata only: separators never move a frame (docs/semantics-decisions.md, i13).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable { case automatic = 0, visible, hidden }

    /// UIKit's sentinel "let the list decide" insets. Resolved by `ListSectionStyle` to the list's text
    /// margin on the leading side and 0 on the trailing side.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
        bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// `.separator` unless changed.
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator
    /// Accepted for source compatibility; the list's own appearance decides the defaults.
    public let listAppearance: UICollectionLayoutListConfiguration.Appearance

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        self.listAppearance = listAppearance
    }
}

extension NSDirectionalEdgeInsets {
    /// True for `UIListSeparatorConfiguration.automaticInsets`.
    public var isAutomaticSeparatorInsets: Bool { self == UIListSeparatorConfiguration.automaticInsets }
}
