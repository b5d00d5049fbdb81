import Foundation
import LayoutEngine

// The gesture recognizers (UIKit's "UIGestureRecognizer" and its concrete subclasses). A layout program has no
// touches: a recognizer keeps what is set on it and never fires. Targets are kept weakly and never called; an
// action is taken as any value (`#selector` itself needs the Objective-C runtime, so statements that wire one are
// left out of the program: LayoutSource/InertCode).
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
    open var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: AnyObject?
    open var name: String?
    open private(set) weak var view: UIView?
    open var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Any?) { super.init() }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Any) {}
    open func removeTarget(_ target: Any?, action: Any?) {}
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
