import Foundation
import LayoutEngine

/// UIKit's view, as layout code touches it: `view.bounds.width`, `safeAreaInsets`, `traitCollection`,
/// `backgroundColor`. Nothing is drawn; a view without an explicit frame has the screen's bounds, as a view
/// controller's root view does on iOS once it is on screen. An `NSObject`, as on iOS (`Hashable`, `Equatable`).
open class UIView: NSObject {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var safeAreaInsets: UIEdgeInsets { ScreenEnvironment.current.safeAreaInsets }
    open var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
    open private(set) var subviews: [UIView] = []

    public init(frame: CGRect) { self.frame = frame; super.init() }
    public override convenience init() { self.init(frame: ScreenEnvironment.current.bounds) }

    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// Views a layout may name (`register(…)`, element kinds kept as their static constants).
open class UICollectionReusableView: UIView {
    open class var reuseIdentifier: String { String(describing: self) }
}
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { self }
    open var contentConfiguration: (any UIContentConfiguration)?
}
/// UIKit's content configuration protocol: `UIListContentConfiguration` is one.
public protocol UIContentConfiguration {}
extension UIListContentConfiguration: UIContentConfiguration {}

/// A list cell as layout-adjacent code configures it: `defaultContentConfiguration()` (`.cell()`, `.sidebarCell()`
/// in sidebars is the app's choice here), `contentConfiguration`, `accessories`. Nothing is drawn from a cell; a
/// list says what its rows hold through `UICollectionLayoutListConfiguration.content` (docs/spec-format.md).
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// What the cell holds, as a list row's content (nil unless its configuration is a list content configuration).
    public var listRowContent: ListRowContent? {
        (contentConfiguration as? UIListContentConfiguration).map { ListRowContent($0, accessories: accessories, indentationLevel: indentationLevel) }
    }
}
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var numberOfLines = 1
}
open class UIImageView: UIView {
    open var image: UIImage?
    public convenience init(image: UIImage?) { self.init(frame: .zero); self.image = image }
}
