import UIKit

// Metrics shared by several view controllers: the layouts read them from another file.
enum Metrics {
    static let bannerHeight: CGFloat = 180
    static let rowHeight: CGFloat = 60
    static let gridSpacing: CGFloat = 10
}
