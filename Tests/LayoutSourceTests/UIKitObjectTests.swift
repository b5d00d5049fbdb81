import Foundation
import LayoutEngine
@testable import LayoutSource
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

    /// The names the program generator keeps in an inheritance clause (`class TitleLabel: UILabel`,
    /// `extension Screen: UITextFieldDelegate`) are every class and protocol the stand-ins declare, read from their
    /// sources: a type added to LayoutUIKit and missing from the list would be dropped from its subclasses.
    func testEveryStandInClassAndProtocolIsKeptInInheritanceClauses() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var declared: Set<String> = []
        for folder in ["LayoutUIKit", "LayoutEngine/UIKit"] {
            let dir = sources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    guard line.first?.isLetter == true else { continue }  // file level: nested types are reached through theirs
                    let words = line.split(separator: " ")
                    guard words.count >= 3, ["open", "public"].contains(words[0]), ["class", "protocol"].contains(words[1]) else { continue }
                    let type = words[2].prefix { $0.isLetter || $0.isNumber }
                    if type.first?.isUppercase == true { declared.insert(String(type)) }
                }
            }
        }
        XCTAssertTrue(declared.isSuperset(of: ["UILabel", "UIPageControl", "UITextFieldDelegate", "UICollectionView"]), "\(declared.sorted())")
        XCTAssertEqual(declared.subtracting(ProgramGenerator.knownInheritance).sorted(), [])
    }
}

/// The runtime's own public names that layout programs see through their imports (`SwiftLayoutSet.runtimeOwnNames`)
/// are every file-level public type of LayoutEngine, LayoutUIKit and LayoutSourceHost that is no platform name, read
/// from their sources: one added and missing from the list would capture a foreign type of that name.
final class ExportedNamesTests: XCTestCase {
    func testTheRuntimesOwnNamesAreEveryNonPlatformPublicType() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var declared: Set<String> = []
        for folder in ["LayoutEngine", "LayoutUIKit", "LayoutSourceHost"] {
            let root = sources.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let name as String in walker where name.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
                for line in text.split(separator: "\n") where line.first?.isLetter == true {
                    var words = line.split(separator: " ").map(String.init)
                    guard let first = words.first, ["open", "public"].contains(first) else { continue }
                    words.removeFirst()
                    if words.first == "final" { words.removeFirst() }
                    guard words.count >= 2, ["struct", "class", "enum", "protocol", "typealias", "actor"].contains(words[0]) else { continue }
                    let type = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    if !["UI", "NS", "CG", "CA", "_"].contains(where: type.hasPrefix) { declared.insert(type) }
                }
            }
        }
        XCTAssertTrue(declared.isSuperset(of: ["SectionModel", "ItemModel", "LayoutEnvironment"]), "\(declared.sorted())")
        // What layout code is meant to write: the rows a list states, Xcode's generated asset symbols' types.
        let meant: Set<String> = ["ListContent", "ListRowContent", "ColorResource", "ImageResource"]
        XCTAssertEqual(declared.subtracting(meant).sorted(), SwiftLayoutSet.runtimeOwnNames.sorted())
    }
}
