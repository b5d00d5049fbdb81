import Foundation

/// The object a `visibleItemsInvalidationHandler` receives for each visible element (§18.1).
/// Read-only geometry; the presentation properties it may change are written back as overrides.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: LayoutAttributes
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform: CGAffineTransform
    var transform3D: CATransform3D = CATransform3DIdentity

    init(_ a: LayoutAttributes) {
        attributes = a; alpha = a.alpha; zIndex = a.zIndex; isHidden = a.isHidden
        center = CGPoint(x: a.frame.midX, y: a.frame.midY); transform = a.transform
    }
    var name: String { attributes.elementKind }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.frame.size) }
    var representedElementCategory: UICollectionView.ElementCategory {
        switch attributes.category {
        case .cell: return .cell
        case .supplementary: return .supplementaryView
        case .decoration: return .decorationView
        }
    }
    var representedElementKind: String? { attributes.category == .cell ? nil : attributes.elementKind }
}

/// Presentation changes made by an invalidation handler, applied to the reported attributes.
struct PresentationOverride {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    /// Change of centre in content coordinates.
    var centerDelta: CGPoint
    var transform: CGAffineTransform

    func apply(to a: inout LayoutAttributes) {
        a.alpha = alpha; a.zIndex = zIndex; a.isHidden = isHidden
        a.frame = a.frame.offsetBy(centerDelta)
        a.transform = transform
    }
}
