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
    // UIResponder's first-responder calls: nothing here takes keyboard focus.
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var tag = 0
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var safeAreaInsets: UIEdgeInsets { ScreenEnvironment.current.safeAreaInsets }
    open var traitCollection: UITraitCollection { ScreenEnvironment.current.traits }
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var layer = CALayer()
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    open var gestureRecognizers: [UIGestureRecognizer]?
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// No content of its own: a view is as large as it is made.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
             topRight, bottomLeft, bottomRight
    }

    public init(frame: CGRect) { self.frame = frame; super.init() }
    public override convenience init() { self.init(frame: ScreenEnvironment.current.bounds) }
    /// UIKit's initialiser from a storyboard or nib (`NSCoding`): required, so a subclass written for UIKit —
    /// `override init(frame:)` with `required init?(coder:) { super.init(coder: coder) }` — compiles as it is. Nothing
    /// is ever decoded here: the view starts empty.
    public required init?(coder: NSCoder) { self.frame = .zero; super.init() }

    open func addSubview(_ view: UIView) { subviews.append(view); view.superview = self }
    open func insertSubview(_ view: UIView, at index: Int) {
        subviews.insert(view, at: max(0, min(index, subviews.count))); view.superview = self
    }
    open func bringSubviewToFront(_ view: UIView) {
        if let i = subviews.firstIndex(of: view) { subviews.append(subviews.remove(at: i)) }
    }
    open func sendSubviewToBack(_ view: UIView) {
        if let i = subviews.firstIndex(of: view) { subviews.insert(subviews.remove(at: i), at: 0) }
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    }
    /// What fits: the view's own size (nothing is measured here).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func invalidateIntrinsicContentSize() {}
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    /// The environment's window (Windows.swift): a layout is resolved as it shows on screen.
    open var window: UIWindow? { UIWindow(windowScene: UIWindowScene()) }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    /// Overridden by views that make their constraints late (Auto Layout: AutoLayout.swift); never called here.
    open func updateConstraints() {}
}

/// Views a layout may name (`register(…)`, element kinds kept as their static constants).
open class UICollectionReusableView: UIView {
    open class var reuseIdentifier: String { String(describing: self) }
    /// Never reused here: no view is ever dequeued for display.
    open func prepareForReuse() {}
}
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { self }
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var configurationState: UICellConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
    /// Kept; UIKit would call it when the cell's state changes, which never happens here.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listCell() }
}

/// A cell's state as its configuration handlers read it (UIKit's "UICellConfigurationState").
public struct UICellConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's background (UIKit's "UIBackgroundConfiguration"): kept as set; nothing is drawn from it.
public struct UIBackgroundConfiguration: UIContentConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var customView: UIView?
    public var image: UIImage?
    public init() {}
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public func updated(for state: UICellConfigurationState) -> UIBackgroundConfiguration { self }
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
    open var attributedText: NSAttributedString?
    // UIKit declares both implicitly unwrapped (`UIFont!`, `UIColor!`): a `UIFont?` may be assigned (nil gives the
    // default back), and a read is never nil.
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label
    open var font: UIFont! { get { storedFont } set { storedFont = newValue ?? .systemFont(ofSize: 17) } }
    open var textColor: UIColor! { get { storedTextColor } set { storedTextColor = newValue ?? .label } }
    open var highlightedTextColor: UIColor?
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isHighlighted = false
    open var isEnabled = true
    /// The text measured by the estimate of AttributedText.swift: lines wrap at the given width when the label
    /// may take more than one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        estimatedTextSize(attributedText?.string ?? text ?? "", font: font, width: size.width, wraps: numberOfLines != 1, style: nil)
    }
    open override var intrinsicContentSize: CGSize {
        estimatedTextSize(attributedText?.string ?? text ?? "", font: font, width: preferredMaxLayoutWidth,
                          wraps: numberOfLines != 1 && preferredMaxLayoutWidth > 0, style: nil)
    }
}
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public convenience init(image: UIImage?) { self.init(frame: .zero); self.image = image }
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(frame: .zero); self.image = image; self.highlightedImage = highlightedImage
    }
    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }
}

/// A stack view (UIKit's "UIStackView"): its arranged subviews and settings, kept; it arranges nothing here.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    /// UIKit's stack view takes Auto Layout's axis (`var axis: NSLayoutConstraint.Axis`): an app's extension with an
    /// `axis: NSLayoutConstraint.Axis` parameter sets it as is.
    public typealias Axis = NSLayoutConstraint.Axis
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view); addSubview(view) }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count))); addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
