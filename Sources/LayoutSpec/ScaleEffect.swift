import Foundation
import LayoutEngine

/// The carousel scale effect of seed 001, as a `visibleItemsInvalidationHandler`:
/// each visible item shrinks with its distance from the container's centre line,
/// distance = |frame.midX − offset.x − container.contentSize.width / 2|,
/// scale = max(maximum − distance / container width, minimum), transform = scale (semantics.md §18.3).
public struct ScaleEffect: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat
    public init(minimum: CGFloat = 0.7, maximum: CGFloat = 1.0) { self.minimum = minimum; self.maximum = maximum }

    public func scale(midX: CGFloat, offsetX: CGFloat, containerWidth: CGFloat) -> CGFloat {
        guard containerWidth > 0 else { return maximum }
        let distance = abs(midX - offsetX - containerWidth / 2)
        return max(maximum - distance / containerWidth, minimum)
    }

    public var handler: VisibleItemsInvalidationHandler {
        let effect = self
        return { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items {
                let s = effect.scale(midX: item.frame.midX, offsetX: offset.x, containerWidth: width)
                item.transform = CGAffineTransform(scaleX: s, y: s)
            }
        }
    }
}
