import Foundation

/// Stand-in for UIKit's abstract `UICollectionViewLayout`, so code declared as
/// `func createLayout() -> UICollectionViewLayout` compiles unchanged. It computes nothing itself.
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// Registering a decoration view class affects drawing on iOS only; here it is accepted and ignored,
    /// because the engine reports decorations by element kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Nothing is cached between resolutions, so there is nothing to invalidate.
    open func invalidateLayout() {}
}
