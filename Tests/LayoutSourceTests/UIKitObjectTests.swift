import Foundation
import LayoutEngine
import LayoutUIKit
import XCTest

/// UIKit's views, view controllers and images are NSObjects on iOS: Hashable and Equatable by identity, so app
/// code that keeps them in sets or compares them (`Hashable` items holding an image) compiles and behaves alike.
final class UIKitObjectTests: XCTestCase {
    func testViewsControllersAndImagesAreHashableByIdentity() {
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let image = UIImage(size: CGSize(width: 1, height: 1))
        XCTAssertEqual(Set<UIImage>([image, image]).count, 1)
        XCTAssertNotEqual(UIViewController(), UIViewController())
        let label: NSObject = UILabel(frame: .zero)
        XCTAssertTrue(label.isEqual(label))
    }

    /// An app's item type that holds an image synthesises its Hashable conformance from it.
    struct Item: Hashable { let id: Int; let image: UIImage? }

    func testAnItemHoldingAnImageIsHashable() {
        let image = UIImage(size: CGSize(width: 2, height: 2))
        XCTAssertEqual(Item(id: 1, image: image), Item(id: 1, image: image))
        XCTAssertNotEqual(Item(id: 1, image: image), Item(id: 1, image: UIImage(size: CGSize(width: 2, height: 2))))
    }
}
