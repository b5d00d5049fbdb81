import Foundation

/// The side margin UIKit gives a view controller's root view (its system minimum layout margins), which both the
/// default layout margins (`contentInsetsReference = .layoutMargins`, readable content) and list rows start from.
/// Observed on iOS: 20 pt when the view is wider than 375 pt or the width is regular, else 16 pt — rows of an
/// inset-grouped list sit at x 20 on a 390-pt iPhone and at x 16 on a 300-pt view (decisions 20 and 36).
/// The boundary is exclusive: exactly 375 pt (iPhone 6–8, X) is still 16.
public func systemLayoutMargin(viewWidth: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass) -> CGFloat {
    horizontalSizeClass == .regular || viewWidth > 375 ? 20 : 16
}
