import XCTest
import LayoutEngine
import LayoutSpec
@testable import LayoutJobs

/// A spec that reads but cannot be resolved fails with one line: the file, the line and column of the element the
/// resolver names, its model path, and why.
final class ResolverErrorLineTests: XCTestCase {
    /// The innermost group (line 10, "          - " → column 13) is 40 pt wide; its only item is 80 pt (§3.4).
    static let nested = """
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 100}}
            subitems:
              - layoutSize: {widthDimension: {absolute: 50}, heightDimension: {absolute: 50}}
              - group: vertical
                layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 100}}
                subitems:
                  - group: horizontal
                    layoutSize: {widthDimension: {absolute: 40}, heightDimension: {absolute: 50}}
                    subitems:
                      - layoutSize: {widthDimension: {absolute: 80}, heightDimension: {absolute: 50}}
        data: {sections: [3]}
        """

    func testAnErrorDeepInANestedGroupNamesItsLineAndColumn() throws {
        let doc = try LayoutSpecReader.parse(Self.nested, format: .yaml, file: "nested.yaml")
        XCTAssertThrowsError(try LayoutJob.resolve(doc, environment: EnvironmentOptions())) { e in
            XCTAssertEqual((e as? CLIError)?.message,
                           "nested.yaml:10:13: sections[0].group.subitems[1].subitems[0]: invalid combination of spacing and size: "
                           + "this group cannot fit even a single item (the first subitem needs 80 pt along the group's axis, "
                           + "the group offers 40)")
        }
    }

    func testAnimateReportsAResolverErrorAtItsLineAndColumnAndWritesNothing() throws {
        // The nested spec as a file: `animate` resolves every frame through the same placement.
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("nested.yaml"), gif = dir.appendingPathComponent("nested.gif")
        try Self.nested.write(to: spec, atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["animate", spec.path, "-o", gif.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("nested.yaml:10:13: sections[0].group.subitems[1].subitems[0]: "), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif.path))
    }

    func testASectionPastTheSectionsListIsReportedAtTheList() throws {
        // Two sections of items (--items 1,1) for a `sections:` list of one: section 1 has no layout; the list (its
        // first dash at line 2, column 3) is the nearest written place.
        let doc = try LayoutSpecReader.parse("""
        sections:
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
        data: {sections: [1]}
        """, format: .yaml, file: "one.yaml")
        XCTAssertThrowsError(try LayoutJob.resolve(doc, environment: EnvironmentOptions(items: "1,1"))) { e in
            XCTAssertEqual((e as? CLIError)?.message, "one.yaml:2:3: sections[1]: the section provider returned nil")
        }
    }
}
