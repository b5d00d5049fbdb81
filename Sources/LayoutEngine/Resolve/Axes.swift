import Foundation

// Axis-generic accessors: the same rules serve vertical and horizontal groups, sections and layouts.

extension CGSize {
    subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .x ? width : height }
        set { if axis == .x { width = newValue } else { height = newValue } }
    }
    init(axis: LayoutAxis, along: CGFloat, across: CGFloat) {
        self = axis == .x ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
    var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

extension CGPoint {
    subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .x ? x : y }
        set { if axis == .x { x = newValue } else { y = newValue } }
    }
    init(axis: LayoutAxis, along: CGFloat, across: CGFloat) {
        self = axis == .x ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }
}

extension CGRect {
    func start(_ axis: LayoutAxis) -> CGFloat { axis == .x ? minX : minY }
    func end(_ axis: LayoutAxis) -> CGFloat { axis == .x ? maxX : maxY }
    func extent(_ axis: LayoutAxis) -> CGFloat { axis == .x ? width : height }
    init(axis: LayoutAxis, start: CGFloat, extent: CGFloat, crossStart: CGFloat, crossExtent: CGFloat) {
        self = axis == .x
            ? CGRect(x: start, y: crossStart, width: extent, height: crossExtent)
            : CGRect(x: crossStart, y: start, width: crossExtent, height: extent)
    }
    /// Shrinks by directional insets (LTR: leading = left).
    func inset(by i: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + i.leading, y: minY + i.top,
               width: width - i.leading - i.trailing, height: height - i.top - i.bottom)
    }
    /// `inset(by:)` for an element's frame (item, supplementary, boundary item, decoration): insets larger than
    /// the frame collapse it to zero extent at its leading (top) inset edge, kept inside the frame. A negative
    /// size would be standardised into a rect flipped outside the element (e.g. a background inset by 24 pt in
    /// an empty, 0-pt section drew 24 pt above it).
    func insetElement(by i: NSDirectionalEdgeInsets) -> CGRect {
        var r = inset(by: i)
        if r.size.width < 0 { r.origin.x = Swift.min(Swift.max(minX + i.leading, minX), maxX); r.size.width = 0 }
        if r.size.height < 0 { r.origin.y = Swift.min(Swift.max(minY + i.top, minY), maxY); r.size.height = 0 }
        return r
    }
    func offsetBy(_ p: CGPoint) -> CGRect { CGRect(origin: CGPoint(x: origin.x + p.x, y: origin.y + p.y), size: size) }
    /// Open-interval overlap: elements that merely touch `r`, or have no area, do not intersect it.
    /// `elements(in:)` uses this one predicate everywhere so queries and brute force agree.
    func overlaps(_ r: CGRect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }
    var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension NSDirectionalEdgeInsets {
    func start(_ axis: LayoutAxis) -> CGFloat { axis == .x ? leading : top }
    func end(_ axis: LayoutAxis) -> CGFloat { axis == .x ? trailing : bottom }
    var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
