import Foundation

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The UIKit case name ("groupPaging").
    public var name: String {
        switch self {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }
}
