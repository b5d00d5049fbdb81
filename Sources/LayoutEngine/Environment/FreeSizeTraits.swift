import Foundation

extension UITraitCollection {
    /// The traits of a view of a free size (no device named): regular width from 768 pt (an iPad's narrowest
    /// full-screen width), regular height from 500 pt (taller than any phone held sideways); the idiom follows the
    /// width (a pad from 768 pt); display scale 2. A policy of this package, used by the CLI's `--size` and a
    /// spec's `environment.size` (docs/semantics-decisions.md).
    public static func forFreeSize(_ size: CGSize) -> UITraitCollection {
        UITraitCollection(displayScale: 2, horizontalSizeClass: size.width >= 768 ? .regular : .compact,
                          verticalSizeClass: size.height >= 500 ? .regular : .compact,
                          userInterfaceIdiom: size.width >= 768 ? .pad : .phone)
    }
}
