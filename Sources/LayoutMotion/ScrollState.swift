import Foundation
import LayoutEngine

/// The scroll positions one frame is resolved at: the collection view's content offset along the main axis
/// and each orthogonal section's offset (the engine's `LayoutInput.orthogonalOffsets`).
public struct ScrollState: Hashable, Sendable {
    public var mainOffset: CGFloat
    public var orthogonalOffsets: [Int: CGFloat]

    public init(mainOffset: CGFloat, orthogonalOffsets: [Int: CGFloat] = [:]) {
        self.mainOffset = mainOffset; self.orthogonalOffsets = orthogonalOffsets
    }

    /// The state `fraction` of the way from `self` to `other` (0 = self, 1 = other); sections missing from one
    /// side are at rest (0) there.
    public func interpolated(to other: ScrollState, fraction f: Double) -> ScrollState {
        let t = CGFloat(f)
        var orthogonal: [Int: CGFloat] = [:]
        for key in Set(orthogonalOffsets.keys).union(other.orthogonalOffsets.keys) {
            let a = orthogonalOffsets[key] ?? 0, b = other.orthogonalOffsets[key] ?? 0
            orthogonal[key] = f >= 1 ? b : a + (b - a) * t
        }
        return ScrollState(mainOffset: f >= 1 ? other.mainOffset : mainOffset + (other.mainOffset - mainOffset) * t,
                           orthogonalOffsets: orthogonal)
    }
}
