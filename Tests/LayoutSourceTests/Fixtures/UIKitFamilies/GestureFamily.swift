import UIKit

/// The gesture recognizers, each member called once.
enum GestureFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.isEnabled = true
        tap.cancelsTouchesInView = false
        tap.delaysTouchesBegan = true
        tap.delaysTouchesEnded = false
        tap.delegate = nil
        tap.name = "tap"
        _ = tap.view
        _ = tap.state == .recognized
        _ = tap.numberOfTouches
        tap.addTarget(NSObject(), action: "tapped")
        tap.removeTarget(nil, action: nil)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1
        press.allowableMovement = 4
        tap.require(toFail: press)
        _ = press.location(in: nil)
        _ = press.location(ofTouch: 0, in: nil)
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 2
        _ = pan.translation(in: nil)
        pan.setTranslation(.zero, in: nil)
        _ = pan.velocity(in: nil)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = 2
        _ = pinch.velocity
        let rotation = UIRotationGestureRecognizer()
        rotation.rotation = 1
        _ = rotation.velocity
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .all
        // Nothing fires: the recognizers change no geometry.
        return FamilyLayout.make()
    }
}
