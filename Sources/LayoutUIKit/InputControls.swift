import Foundation
import LayoutEngine

// The controls beside a layout that UIKit's reference lists under "Controls" and "Text views" and that code around a
// layout sets up (a carousel's page control, a search field above a list, a segmented filter): UIPageControl,
// UITextField, UISearchTextField, UISearchBar, UISwitch, UISegmentedControl, UISlider, UIProgressView, UITextView, and
// the context-menu configuration cells and text views return. Each keeps what is set and answers UIKit's documented
// defaults; none is drawn, takes focus or sends an event, and no layout reads them (docs/swift-sources.md, "UIKit
// around a layout: the covered types").

public protocol UIScrollViewDelegate: AnyObject {}
public protocol UITextFieldDelegate: AnyObject {}
public protocol UITextViewDelegate: AnyObject {}
public protocol UISearchBarDelegate: AnyObject {}
public protocol UIContextMenuInteractionDelegate: AnyObject {}

/// The keyboard and text-input traits text fields and text views are set up with.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// A row of page dots: the page count and the current page (pinned to `0..<numberOfPages`, as UIKit pins it).
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent, minimal }
    public enum Direction: Int, Sendable { case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop }
    open var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) } }
    open var currentPage = 0 {
        didSet { if currentPage != min(max(0, currentPage), max(0, numberOfPages - 1)) { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) } }
    }
    open var hidesForSinglePage = false
    open var defersCurrentPageDisplay = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    open var direction: Direction = .natural
    private var pageImages: [Int: UIImage] = [:]
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    private var currentPageImages: [Int: UIImage] = [:]
    /// iOS 16: the current page's indicator image for one page (`nil` resets it to the preferred one).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageImages[page] = image }
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageImages[page] }
    public enum InteractionState: Int, Sendable { case none = 0, discrete, continuous }
    /// Nobody touches it here.
    open var interactionState: InteractionState { .none }
    open func updateCurrentPageDisplay() {}
    /// The dots' size: UIKit answers about 26 pt tall and a fixed step per page; an estimate, as text sizes are.
    open func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(width: CGFloat(max(0, pageCount)) * 16 + 10, height: 26) }
}

/// A one-line text field: its text, placeholder, style, side views and input traits.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var background: UIImage?
    open weak var delegate: UITextFieldDelegate?
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var isEditing: Bool { false }
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
}

/// The search bar's field: a text field with tokens.
open class UISearchTextField: UITextField {
    open var tokens: [UISearchToken] = []
    open var allowsDeletingTokens = true
    open var allowsCopyingTokens = true
    open var tokenBackgroundColor: UIColor?
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) { tokens.insert(token, at: min(max(0, tokenIndex), tokens.count)) }
    open func removeToken(at tokenIndex: Int) { if tokens.indices.contains(tokenIndex) { tokens.remove(at: tokenIndex) } }
}

/// A token of a search field: its icon and text.
open class UISearchToken: NSObject {
    open var representedObject: Any?
    public let text: String
    public init(icon: UIImage?, text: String) { self.text = text; super.init() }
}

/// A search bar: its field, text, placeholder, style and cancel button.
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }
    open var searchTextField = UISearchTextField()
    open var text: String? { get { searchTextField.text } set { searchTextField.text = newValue } }
    open var placeholder: String? { get { searchTextField.placeholder } set { searchTextField.placeholder = newValue } }
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open weak var delegate: UISearchBarDelegate?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .search
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var inputAccessoryView: UIView?
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {}
    public enum Icon: Int, Sendable { case search = 0, clear, bookmark, resultsList }
}

/// An on/off switch.
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle: Style = .automatic
    public enum Style: Int, Sendable { case automatic = 0, checkbox, sliding }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A row of segments: titles or images, the selected one (`noSegment` when none).
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    private var segments: [(title: String?, image: UIImage?)] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    public init(items: [Any]?) {
        segments = (items ?? []).map { ($0 as? String, $0 as? UIImage) }
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var numberOfSegments: Int { segments.count }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert((action.title, action.image), at: min(max(0, segment), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) { if segments.indices.contains(segment) { segments.remove(at: segment) } }
    open func removeAllSegments() { segments = []; selectedSegmentIndex = Self.noSegment }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].title = title } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { if segments.indices.contains(segment) { segments[segment].image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }
}

/// A slider: a value kept within its bounds.
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var value: Float = 0
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// A progress bar: its progress, pinned to 0…1.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }
    open var progressViewStyle: Style = .default
    open var progress: Float = 0 { didSet { if progress != min(max(progress, 0), 1) { progress = min(max(progress, 0), 1) } } }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    public init(progressViewStyle style: Style) { progressViewStyle = style; super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// Data detectors of text views (links, phone numbers …).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// A scrollable, editable text view: its text and text attributes (a view here, as the scroll view is the
/// collection view's shell).
open class UITextView: UIView {
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var allowsEditingTextAttributes = false
    open var adjustsFontForContentSizeCategory = false
    open weak var delegate: UITextViewDelegate?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var contentInset: UIEdgeInsets = .zero
    open var contentOffset: CGPoint = .zero
}

public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its identifier and the providers (kept, never called: no menu opens here).
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    open var badgeCount = 0
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? ("" as NSString)
        self.previewProvider = previewProvider; self.actionProvider = actionProvider
        super.init()
    }
}

/// The interaction a view adds to offer a context menu.
open class UIContextMenuInteraction: NSObject {
    open weak var delegate: UIContextMenuInteractionDelegate?
    public init(delegate: UIContextMenuInteractionDelegate) { self.delegate = delegate; super.init() }
}

extension UIView {
    /// Interactions added to a view (a context menu's): kept.
    public func addInteraction(_ interaction: AnyObject) {}
}
