import XCTest
import LayoutEngine
import LayoutSnapshotTesting

/// The snapshot subject is a use of the one request value (issue 35): what it is shown with is a `ViewRequest`,
/// the strategy's screen a request over it, and the fields it had before read and write that request.
final class SubjectRequestTests: XCTestCase {
    /// Two 0.5-wide, 100-pt squares side by side; `count` items.
    static func halves() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func testTheOldFieldsReadAndWriteTheRequest() {
        var subject = LayoutSnapshotSubject(Self.halves(), itemCounts: [3], contentOffset: CGPoint(x: 0, y: 40),
                                            orthogonalOffsets: [0: 12])
        XCTAssertEqual(subject.request, ViewRequest(offset: .point(CGPoint(x: 0, y: 40)), orthogonalOffsets: [0: 12], itemCounts: [3]))
        subject.layoutDirection = .rightToLeft
        subject.iosVersion = IOSVersion(15)
        subject.contentOffset = nil
        XCTAssertEqual(subject.request.layoutDirection, .rightToLeft)
        XCTAssertEqual(subject.request.iosVersion, IOSVersion(15))
        XCTAssertNil(subject.request.offset)
        XCTAssertEqual(subject.itemCounts, [3])
    }

    /// A device of the caller's own (no preset has it, so it cannot travel by name), right to left from the
    /// subject's request: on a 300-pt-wide screen item 0 is the right half, x 150, item 1 the left, x 0; item 2
    /// starts the second row at y 100 on the right again.
    func testTheStrategysScreenIsARequestOverTheSubjects() throws {
        let custom = Device(name: "Square300", portraitSize: CGSize(width: 300, height: 600), portraitSafeArea: .zero,
                            landscapeSafeArea: .zero, displayScale: 2,
                            portraitSizeClasses: .init(.compact, .regular), landscapeSizeClasses: .init(.compact, .compact))
        let subject = LayoutSnapshotSubject(Self.halves(), request: ViewRequest(layoutDirection: .rightToLeft, itemCounts: [3]))
        let frames = try subject.resolve(on: custom.screen()).allElements.map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 150, y: 0, width: 150, height: 100), CGRect(x: 0, y: 0, width: 150, height: 100),
                                CGRect(x: 150, y: 100, width: 150, height: 100)])
        // A check variant is a request too: its direction wins over the subject's.
        let variant = CheckVariant(device: .iPhone8, direction: .leftToRight)
        XCTAssertEqual(try subject.resolve(variant.request).allElements.map(\.frame).first,
                       CGRect(x: 0, y: 0, width: 187.5, height: 100))
    }
}
