import Foundation
import LayoutEngine

/// Core Animation's transactions (QuartzCore's "CATransaction": class methods only). Nothing is animated in a
/// layout program: a transaction groups nothing, its completion block runs when it is committed.
open class CATransaction: NSObject {
    private final class Pending: @unchecked Sendable {
        var completions: [() -> Void] = []
        var disableActions = false
        var duration: TimeInterval = 0.25
    }
    private static let pending = Pending()
    public static func begin() {}
    public static func commit() {
        let blocks = pending.completions
        pending.completions = []
        for b in blocks { b() }
    }
    public static func flush() {}
    public static func lock() {}
    public static func unlock() {}
    public static func animationDuration() -> TimeInterval { pending.duration }
    public static func setAnimationDuration(_ dur: TimeInterval) { pending.duration = dur }
    public static func disableActions() -> Bool { pending.disableActions }
    public static func setDisableActions(_ flag: Bool) { pending.disableActions = flag }
    public static func completionBlock() -> (() -> Void)? { pending.completions.last }
    public static func setCompletionBlock(_ block: (() -> Void)?) { if let block { pending.completions.append(block) } }
    public static func setValue(_ anObject: Any?, forKey key: String) {}
    public static func value(forKey key: String) -> Any? { nil }
}
