import Foundation

/// What every section of one resolution shares.
struct ResolveContext {
    let input: LayoutInput
    let configuration: ConfigurationModel
    /// Main axis: the scroll direction (semantics.md §15.1).
    let main: LayoutAxis
    var cross: LayoutAxis { main.other }
    let viewSize: CGSize
    /// Insets the scroll view adds (safe area on the scrolling axis).
    let adjustedContentInset: UIEdgeInsets

    /// Whether this pass records traces for diagrams (`LayoutModel.resolveTraced`).
    let tracing: Bool

    init(input: LayoutInput, configuration: ConfigurationModel, tracing: Bool = false) {
        self.input = input
        self.tracing = tracing
        self.configuration = configuration
        self.main = configuration.scrollDirection == .vertical ? .y : .x
        self.viewSize = input.viewSize
        let s = input.safeAreaInsets
        // A scroll view adjusts its insets by the safe area along the axis it scrolls (§13.2);
        // the cross-axis safe area reaches the layout through the container insets instead (§2.1).
        adjustedContentInset = configuration.scrollDirection == .vertical
            ? UIEdgeInsets(top: s.top, left: 0, bottom: s.bottom, right: 0)
            : UIEdgeInsets(top: 0, left: s.left, bottom: 0, right: s.right)
    }

    var isRTL: Bool { input.traits.layoutDirection == .rightToLeft }

    /// Absolute insets of a guide, before being restricted to the cross axis.
    func guideInsets(_ reference: UIContentInsetsReference) -> UIEdgeInsets {
        let s = input.safeAreaInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return s
        case .layoutMargins: return layoutMargins
        case .readableContent:
            if let r = input.readableContentInsets { return r }
            // Readable content: the layout margins, widened so the column is at most 672 pt wide.
            var m = layoutMargins
            let width = viewSize.width - m.left - m.right
            if width > 672 { let extra = (width - 672) / 2; m.left += extra; m.right += extra }
            return m
        }
    }

    var layoutMargins: UIEdgeInsets {
        if let m = input.layoutMargins { return m }
        let side = systemLayoutMargin(viewWidth: viewSize.width, horizontalSizeClass: input.traits.horizontalSizeClass)
        let s = input.safeAreaInsets
        return UIEdgeInsets(top: s.top, left: s.left + side, bottom: s.bottom, right: s.right + side)
    }

    /// The layout container for a reference: insets on the cross axis only (§2.1), directional.
    func container(_ reference: UIContentInsetsReference) -> LayoutContainer {
        let r = reference == .automatic ? configuration.contentInsetsReference : reference
        let g = guideInsets(r == .automatic ? .safeArea : r)
        var i = NSDirectionalEdgeInsets()
        if main == .y {
            i.leading = isRTL ? g.right : g.left
            i.trailing = isRTL ? g.left : g.right
        } else {
            i.top = g.top; i.bottom = g.bottom
        }
        return LayoutContainer(contentSize: viewSize, contentInsets: i)
    }

    var environment: LayoutEnvironment {
        LayoutEnvironment(container: container(configuration.contentInsetsReference), traitCollection: input.traits)
    }
}
