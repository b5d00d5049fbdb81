import XCTest
import LayoutEngine
@testable import LayoutSpec

/// Issue 34 in the spec format: `environment.ios`, a section's `orthogonalScrollingProperties`, a list's
/// `contentHuggingElements`.
final class IOSVersionSpecTests: XCTestCase {
    private func message(_ text: String) -> String {
        do { _ = try LayoutSpecReader.parse(text, format: .yaml, file: "s.yaml"); return "no error" }
        catch { return String(describing: error) }
    }
    private let body = """
    section:
      group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
    data: {sections: [1]}
    """

    func testTheReleaseIsReadAndCheckedWithItsPlace() throws {
        let doc = try LayoutSpecReader.parse("environment: {ios: 15}\n" + body, format: .yaml, file: "s.yaml")
        XCTAssertEqual(doc.environment.ios, IOSVersion(15))
        XCTAssertNil(try LayoutSpecReader.parse(body, format: .yaml, file: "s.yaml").environment.ios)
        // "environment: {ios: " is 19 characters: the value at column 20.
        XCTAssertEqual(message("environment: {ios: 12}\n" + body),
                       "s.yaml:1:20: environment.ios: ios must be a release the engine models, 13 … 18, found 12")
        XCTAssertEqual(message("environment: {ios: 16.5}\n" + body),
                       "s.yaml:1:20: environment.ios: ios must be a release the engine models, 13 … 18, found 16.5")
    }

    func testOrthogonalScrollingPropertiesAreDecoded() throws {
        let text = body.replacingOccurrences(of: "data:", with: "  orthogonalScrollingBehavior: continuous\n  orthogonalScrollingProperties: {decelerationRate: fast, bounce: never}\ndata:")
        let doc = try LayoutSpecReader.parse(text, format: .yaml, file: "s.yaml")
        let r = try doc.layout.resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [1]))
        XCTAssertEqual(r.sections[0].orthogonalScrollingProperties,
                       OrthogonalScrollingProperties(decelerationRate: 0.99, bounce: .never))
        let number = text.replacingOccurrences(of: "fast", with: "0.995")
        let r2 = try LayoutSpecReader.parse(number, format: .yaml, file: "s.yaml").layout
            .resolve(LayoutInput(viewSize: CGSize(width: 375, height: 812), itemCounts: [1]))
        XCTAssertEqual(r2.sections[0].orthogonalScrollingProperties.decelerationRate, 0.995)
        XCTAssertTrue(message(text.replacingOccurrences(of: "fast", with: "1.5"))
            .hasSuffix("decelerationRate must be automatic, normal, fast or a number between 0 and 1 (velocity kept per millisecond), found 1.5"))
        XCTAssertTrue(message(text.replacingOccurrences(of: "fast", with: "quick")).contains("unknown decelerationRate 'quick'"))
    }
}
