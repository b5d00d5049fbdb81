import XCTest
@testable import LayoutEngine

/// Rules that only the randomly-seeded property suites used to catch (issue 24): deleting any of them passed every
/// unit test. Each is stated here with frames derived by hand from the rule.
final class PropertyFoundRuleTests: XCTestCase {
    /// Decision 15 (§17.2): content insets are ignored on an estimated axis and kept on the other.
    func testContentInsetsAreIgnoredOnAnEstimatedAxis() throws {
        // Item: full width, estimated 50 tall, insets 10 all round, in a full-width group estimated 50 tall.
        // Width is absolute-ish (a fraction): leading/trailing 10 apply → x 10, width 375 − 20 = 355.
        // Height is estimated: top/bottom dropped → y 0, height 50 (the rule deleted: y 10, height 30).
        // The second group starts at 50.
        let cell = item(.fractionalWidth(1), .estimated(50), insets: insets(10, 10, 10, 10))
        let model = LayoutModel(section: SectionModel(group: hgroup(.fractionalWidth(1), .estimated(50), [cell])))
        let frames = cells(try resolve(model, counts: [2]))
        XCTAssertEqual(frames.count, 2)
        XCTAssertRect(frames[0], rect(10, 0, 355, 50))
        XCTAssertRect(frames[1], rect(10, 50, 355, 50))
    }

    /// §2.1: a section whose `contentInsetsReference` is `.automatic` uses the configuration's.
    func testAnAutomaticSectionReferenceInheritsTheConfigurations() throws {
        // 812 × 375 with 44-pt side safe areas. Configuration `.none`: the container is the whole 812 width →
        // cell (0, 0, 812, 44). Configuration `.safeArea`: 812 − 44 − 44 = 724 wide from x 44.
        let section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]),
                                   contentInsetsReference: .automatic)
        let safe = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let size = CGSize(width: 812, height: 375)
        let none = try resolve(LayoutModel(section: section, configuration: ConfigurationModel(contentInsetsReference: .none)),
                               counts: [1], size: size, safeArea: safe)
        XCTAssertRect(cells(none).first, rect(0, 0, 812, 44))
        let safeArea = try resolve(LayoutModel(section: section, configuration: ConfigurationModel(contentInsetsReference: .safeArea)),
                                   counts: [1], size: size, safeArea: safe)
        XCTAssertRect(cells(safeArea).first, rect(44, 0, 724, 44))
        // A section's own reference wins over the configuration's.
        var own = section; own.contentInsetsReference = .safeArea
        let overridden = try resolve(LayoutModel(section: own, configuration: ConfigurationModel(contentInsetsReference: .none)),
                                     counts: [1], size: size, safeArea: safe)
        XCTAssertRect(cells(overridden).first, rect(44, 0, 724, 44))
    }

    /// §13: a pinned header follows the visible top but never rises above its natural place.
    func testAPinnedHeaderNeverRisesAboveItsNaturalPlace() throws {
        // Each section: a 30-pt pinned header band, then 10 rows of 44 → 30 + 440 = 470 tall. Section 1's header
        // sits naturally at y 470; section 1 spans 470…940, so a pinned header may go down to 940 − 30 = 910.
        let header = BoundaryItemModel(elementKind: "h", layoutSize: SizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
                                       alignment: .top, pinToVisibleBounds: true)
        let section = SectionModel(group: hgroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]),
                                   boundarySupplementaryItems: [header])
        func headerY(offset: CGFloat) throws -> CGFloat? {
            let r = try resolve(LayoutModel(section: section), counts: [10, 10], offset: CGPoint(x: 0, y: offset))
            return element(r, "h", section: 1)?.frame.minY
        }
        // Visible top 100 is above 470: the header stays at its natural 470 (not 100).
        XCTAssertEqual(try headerY(offset: 100), 470)
        XCTAssertEqual(try headerY(offset: 0), 470)
        // Visible top 600 is inside the section: pinned at 600.
        XCTAssertEqual(try headerY(offset: 600), 600)
        // Visible top 930: held at the section's end, 910.
        XCTAssertEqual(try headerY(offset: 930), 910)

        // A header moved 20 pt down by its offset in an empty section: the band is 30 (470…500), the header's
        // natural place 490. Holding it inside its section would put it at 500 − 30 = 470, above where it sits at
        // rest; it stays at 490 whatever the offset.
        var offsetHeader = header; offsetHeader.absoluteOffset = CGPoint(x: 0, y: 20)
        var moved = section; moved.boundarySupplementaryItems = [offsetHeader]
        for offset: CGFloat in [0, 480, 495] {
            let r = try resolve(LayoutModel(section: moved), counts: [10, 0, 10], offset: CGPoint(x: 0, y: offset))
            XCTAssertEqual(element(r, "h", section: 1)?.frame.minY, 490, "offset \(offset)")
        }
    }
}
