import Foundation
import LayoutEngine

/// Closures both forms of a layout share: a closure cannot be compared, so the DSL form and the
/// UIKit-style form hand the very same function to the model.
enum SharedClosures {
    /// Seed 001's carousel effect: items shrink with their distance from the container's centre,
    /// down to 70 %.
    static func carouselScale(_ items: [any NSCollectionLayoutVisibleItem], _ offset: CGPoint,
                              _ environment: any NSCollectionLayoutEnvironment) {
        let width = environment.container.contentSize.width
        for item in items {
            let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2)
            let scale = max(1 - distanceFromCenter / width, 0.7)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
        }
    }

    /// A custom group's frames: three columns stepping down 10 pt each, later ones above earlier ones.
    static func staircase(_ container: CGSize) -> [CustomItem] {
        let w = container.width / 3
        return (0..<3).map { i in
            CustomItem(frame: CGRect(x: CGFloat(i) * w, y: CGFloat(i) * 10, width: w, height: container.height - 20),
                       zIndex: i)
        }
    }
}
