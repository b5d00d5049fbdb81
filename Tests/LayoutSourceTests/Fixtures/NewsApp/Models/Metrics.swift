import UIKit

enum Metrics {
    static let padding: CGFloat = 16
    static let spacing: CGFloat = 8
    static let unit: CGFloat = 40
}
