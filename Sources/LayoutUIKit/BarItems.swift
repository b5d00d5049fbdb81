import Foundation
import LayoutEngine

// Navigation and bar items, actions and menus (UIKit's "UIBarButtonItem", "UINavigationItem", "UIAction",
// "UIMenu"), and the view controller's containment and navigation members: what a screen's `viewDidLoad` sets up
// beside its layout. Kept as set; nothing is shown, no action ever runs.

open class UIMenuElement: NSObject {
    open var title: String
    open var image: UIImage?
    public init(title: String, image: UIImage? = nil) { self.title = title; self.image = image; super.init() }
}

open class UIAction: UIMenuElement {
    public typealias Handler = (UIAction) -> Void
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }
    public enum State: Int, Sendable { case off = 0, on, mixed }
    open var identifier: Identifier
    open var attributes: Attributes
    open var state: State
    open var discoverabilityTitle: String?
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping Handler) {
        self.identifier = identifier ?? Identifier(rawValue: title)
        self.attributes = attributes; self.state = state; self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }
}

open class UIMenu: UIMenuElement {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    open var options: Options
    open var children: [UIMenuElement]
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.options = options; self.children = children
        super.init(title: title, image: image)
    }
}

open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    open var isEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The title's text attributes for a control state, as set (nothing is drawn here).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
}

open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain = 0, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
    open var style: Style = .plain
    open var customView: UIView?
    open var tintColor: UIColor?
    open var width: CGFloat = 0
    open var menu: UIMenu?
    open var primaryAction: UIAction?
    open var isSelected = false
    open var isHidden = false
    open private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Any?) {
        self.init(); self.image = image; self.style = style
    }
    public convenience init(title: String?, style: Style, target: Any?, action: Any?) {
        self.init(); self.title = title; self.style = style
    }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) {
        self.init(); self.systemItem = systemItem
    }
    public convenience init(customView: UIView) { self.init(); self.customView = customView }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(); self.systemItem = systemItem; self.primaryAction = primaryAction; self.menu = menu
    }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(); self.title = title; self.image = image; self.primaryAction = primaryAction; self.menu = menu
    }
    public convenience init(primaryAction: UIAction?) { self.init(); self.primaryAction = primaryAction }
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true
    open var searchController: AnyObject?
    open var backBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public init(title: String) { self.title = title; super.init() }
    public override init() { super.init() }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
}
