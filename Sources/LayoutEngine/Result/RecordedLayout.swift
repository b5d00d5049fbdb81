import Foundation

/// What every laid-out element list answers, resolved (`LayoutResult`) or recorded (`RecordedLayout`): the sizes
/// and the elements, so a diff or an encoder can take either without one posing as the other.
public protocol LayoutElements {
    var contentSize: CGSize { get }
    var contentOffset: CGPoint { get }
    /// Every element, in a stable order.
    var allElements: [LayoutAttributes] { get }
    var elementCount: Int { get }
    /// Elements whose frame overlaps `rect`, in the order of `allElements`.
    func elements(in rect: CGRect) -> [LayoutAttributes]
    func attributes(for key: ElementKey) -> LayoutAttributes?
}

extension LayoutResult: LayoutElements {}

/// Frames recorded elsewhere (a `frames` JSON file, a device export): a list of elements with no sections, groups
/// or resolve behind it. Queries filter the list as recorded; nothing is mirrored or overridden again.
public struct RecordedLayout: LayoutElements, Equatable, Sendable {
    public var contentSize: CGSize
    public var contentOffset: CGPoint
    /// The screen the frames were recorded for, when the recording says (a frames file does not).
    public var viewSize: CGSize?
    public var allElements: [LayoutAttributes]

    public init(contentSize: CGSize, contentOffset: CGPoint = .zero, viewSize: CGSize? = nil,
                elements: [LayoutAttributes]) {
        self.contentSize = contentSize; self.contentOffset = contentOffset; self.viewSize = viewSize
        self.allElements = elements
    }

    public var elementCount: Int { allElements.count }

    public func elements(in rect: CGRect) -> [LayoutAttributes] { allElements.filter { $0.frame.overlaps(rect) } }

    /// The first element recorded with `key` (a frames file read by `FramesReader` has no duplicates).
    public func attributes(for key: ElementKey) -> LayoutAttributes? { allElements.first { $0.key == key } }
}
