// Layout code written for iOS says `import UIKit` and expects Foundation (CGFloat, round, IndexPath) and the
// layout classes with it; on Linux this module answers that import, compiled with `-module-alias UIKit=LayoutUIKit`
// (issue 12, docs/swift-sources.md).
@_exported import Foundation
@_exported import LayoutEngine
