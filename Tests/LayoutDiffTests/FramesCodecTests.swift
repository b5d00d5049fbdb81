import XCTest
import LayoutEngine
@testable import LayoutDiff

/// The frames JSON both ways: what the encoder writes, the reader gives back (issue 16).
final class FramesCodecTests: XCTestCase {
    func element(_ category: ElementCategory, _ kind: String, _ section: Int, _ item: Int, _ frame: CGRect,
                 zIndex: Int = 0, alpha: CGFloat = 1, transform: CGAffineTransform = .identity,
                 hidden: Bool = false) -> LayoutAttributes {
        LayoutAttributes(category: category, elementKind: kind, section: section, item: item, frame: frame,
                         zIndex: zIndex, alpha: alpha, transform: transform, isHidden: hidden)
    }

    /// Every field the format carries, with values that are not the reader's defaults (zIndex 0, alpha 1, identity,
    /// shown), a quote and a newline in a kind, fractions that need the shortest round-trip form, and −0.
    var recorded: RecordedLayout {
        RecordedLayout(contentSize: CGSize(width: 375, height: 1200.25), contentOffset: CGPoint(x: 0, y: -44), elements: [
            element(.cell, cellElementKind, 0, 0, CGRect(x: 0, y: 0, width: 187.5, height: 44)),
            element(.cell, cellElementKind, 0, 1, CGRect(x: 187.5, y: 0, width: 187.5, height: 0.1), alpha: 0.3),
            element(.supplementary, "head\"er\n", 0, 0, CGRect(x: -0.0, y: -44, width: 375, height: 44), zIndex: 2,
                    transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 10, ty: -3), hidden: true),
            element(.decoration, "background", 1, 0, CGRect(x: 8, y: 100, width: 359, height: 1e-7), zIndex: -1),
        ])
    }

    func testDecodingWhatWasEncodedGivesTheSameElementsAndSizes() throws {
        let original = recorded
        let read = try FramesReader.read(Data(FramesEncoder.encode(original).utf8), file: "round.json")
        XCTAssertEqual(read.allElements, original.allElements)
        XCTAssertEqual(read.contentSize, original.contentSize)
        XCTAssertEqual(read.contentOffset, original.contentOffset)
        XCTAssertNil(read.viewSize, "a frames file does not say what the screen showed")
    }

    func testEncodingWhatWasDecodedGivesTheSameBytes() throws {
        let text = FramesEncoder.encode(recorded)
        XCTAssertEqual(FramesEncoder.encode(try FramesReader.read(Data(text.utf8))), text)
    }

    func testAResolvedLayoutAndItsRecordingEncodeAlike() throws {
        // A 100 × 50 screen, one section of two 50-wide cells, 20 high: content 100 × 20.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .absolute(20)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)), subitems: [item])
        let result = try UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            .resolve(LayoutInput(viewSize: CGSize(width: 100, height: 50), itemCounts: [2]))
        let read = try FramesReader.read(Data(FramesEncoder.encode(result).utf8))
        XCTAssertEqual(read.allElements.map(\.frame), [CGRect(x: 0, y: 0, width: 50, height: 20),
                                                       CGRect(x: 50, y: 0, width: 50, height: 20)])
        XCTAssertEqual(FramesEncoder.encode(read), FramesEncoder.encode(result))
    }
}
