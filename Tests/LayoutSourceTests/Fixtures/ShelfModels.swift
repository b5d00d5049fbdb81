import UIKit

enum ShelfSection: Int, CaseIterable {
    case hero
    case grid
}

enum ShelfMetrics {
    static let heroHeight: CGFloat = 200
    static let tileWidth: CGFloat = 180
    static let spacing: CGFloat = 10
}
