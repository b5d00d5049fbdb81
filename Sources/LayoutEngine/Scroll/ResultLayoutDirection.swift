import Foundation

extension LayoutResult {
    /// Whether the result was resolved right-to-left (its frames are mirrored, §2.9). Rest positions need it to
    /// know which edge of a group leads.
    public var isRightToLeft: Bool { store.mirror.width != nil }
}
