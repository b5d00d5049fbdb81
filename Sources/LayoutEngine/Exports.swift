// UIKit brings Foundation with it (CGFloat, CGSize, CGPoint, round, IndexPath); layout code written for iOS relies
// on that, so `import LayoutEngine` brings it too (issue 12).
@_exported import Foundation
