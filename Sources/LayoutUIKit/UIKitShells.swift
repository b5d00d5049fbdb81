import Foundation
import LayoutEngine

// Shells of the UIKit a view controller or collection view holding a layout keeps beside it: properties it
// declares (`let spinner = UIActivityIndicatorView(style: .large)`), members its initialisers and observers call
// (`setCollectionViewLayout(_:animated:)`). They let that code compile; nothing is drawn, loaded or animated, and
// the layout never depends on them (docs/swift-sources.md, "Why a module named LayoutUIKit").

/// A nib is never loaded here: `instantiate` makes nothing.
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] { [] }
}

open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    public enum ContentHorizontalAlignment: Int, Sendable { case center = 0, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center = 0, top, bottom, fill }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    /// Targets and actions are never called here (no touches).
    open func addTarget(_ target: Any?, action: Any, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
    open func removeAction(_ action: UIAction, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    public convenience init() { self.init(frame: .zero) }
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101 }
    open var style: Style = .medium
    open var hidesWhenStopped = true
    open var color: UIColor!
    open private(set) var isAnimating = false
    // UIKit's designated initialisers (a subclass overrides `init(style:)` and `init(frame:)`).
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(coder: coder)! }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    open private(set) var buttonType: ButtonType = .system
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero); self.buttonType = buttonType }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }
    private var titleColors: [UInt: UIColor] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state.rawValue] = title }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {}
    open private(set) lazy var titleLabel: UILabel? = UILabel(frame: .zero)
    open private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    open var configuration: Configuration?
    open var automaticallyUpdatesConfiguration = true
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
    }
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) { self.init(type: buttonType) }
    public convenience init(primaryAction: UIAction?) { self.init(frame: .zero) }
    open func setNeedsUpdateConfiguration() {}

    /// A button configuration (UIKit's `UIButton.Configuration`): kept as set; nothing is drawn.
    public struct Configuration {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini = 0, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public init() {}
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
    }
}


extension UICollectionView {
    /// A new layout for the collection view: the layout the program evaluates is the one the layout code returns,
    /// so this only records it.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        collectionViewLayout = layout
        completion?(true)
    }
    /// No cell is ever on screen in a layout program.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    public var indexPathsForSelectedItems: [IndexPath]? { [] }
    public var indexPathsForVisibleItems: [IndexPath] { [] }
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    public func reloadItems(at indexPaths: [IndexPath]) {}
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    /// Cells are never made by a layout; a plain shell for code that asks.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionView {
    /// A cell registration as apps write them beside their layouts. The front end reads what its handler puts in
    /// a list cell (docs/swift-sources.md, "Row content from cell registrations"); in the program it is a shell:
    /// cells are never made, so the handler never runs.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        public init(handler: @escaping Handler) {}
        public init(cellNib: UINib, handler: @escaping Handler) {}
    }

    /// A supplementary view registration: a shell, as `CellRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public init(elementKind: String, handler: @escaping Handler) {}
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {}
    }

    /// Called only from a data source's cell provider, which a layout program never runs (its data source reports
    /// section identifiers instead): reaching it is a mistake worth a clear line.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        fatalError("a layout program makes no cells (dequeueConfiguredReusableCell at \(indexPath))")
    }
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        fatalError("a layout program makes no supplementary views (dequeueConfiguredReusableSupplementary at \(indexPath))")
    }
}

extension UIColor {
    /// A colour from the app's asset catalog. Catalogs are not read: UIKit's system grey stands in (geometry never
    /// depends on a colour; a drawn sample shows the grey).
    public convenience init?(named name: String) { self.init(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}

extension UICellAccessory {
    /// UIKit's custom-view accessory: the view is the app's and is not drawn; the row shows a placeholder where it
    /// sits (`UICellAccessory.Kind.customView`).
    public struct CustomViewConfiguration {
        public enum Placement { case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always) }
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory { UICellAccessory(kind: .customView) }
}

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
    /// Nothing animates in a layout program: the changes are made at once and the completion told they finished.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) { animations() }
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}

extension UIContextualAction {
    /// A swipe action's image: accepted and not kept (swipe actions are held, never drawn).
    public var image: UIImage? {
        get { nil }
        set {}
    }
}
