import XCTest
@testable import LayoutEngine

/// A model path prints as the dotted text errors have always shown, and stays a value: extending one leaves the
/// original as it was.
final class ModelPathTests: XCTestCase {
    func testEachComponentPrintsAsTheModelsPropertyName() {
        let cases: [(ModelPath.Component, String)] = [
            (.section(2), "sections[2]"), (.configuration, "configuration"), (.viewSize, "viewSize"),
            (.safeAreaInsets, "safeAreaInsets"), (.contentOffset, "contentOffset"), (.contentSize, "contentSize"),
            (.itemCounts, "itemCounts"), (.itemCount(3), "itemCounts[3]"), (.group, "group"), (.subitem(1), "subitems[1]"),
            (.supplementary(0), "supplementaryItems[0]"), (.boundaryItem(4), "boundarySupplementaryItems[4]"),
            (.boundaryItems, "boundarySupplementaryItems"), (.decoration(5), "decorationItems[5]"),
            (.decorations, "decorationItems"), (.customItem(6), "customItems[6]"), (.layoutSize, "layoutSize"),
            (.contentInsets, "contentInsets"), (.edgeSpacing, "edgeSpacing"), (.interItemSpacing, "interItemSpacing"),
            (.interGroupSpacing, "interGroupSpacing"), (.interSectionSpacing, "interSectionSpacing"),
            (.outerPadding, "outerPadding"), (.containerAnchor, "containerAnchor"), (.itemAnchor, "itemAnchor"),
            (.visibleItemsInvalidationHandler, "visibleItemsInvalidationHandler"),
        ]
        for (c, text) in cases { XCTAssertEqual(ModelPath(c).description, text) }
    }

    func testComponentsAreJoinedByDots() {
        XCTAssertEqual(ModelPath(.section(2), .group, .subitem(1), .layoutSize).description, "sections[2].group.subitems[1].layoutSize")
        XCTAssertEqual(ModelPath().description, "")
    }

    func testExtendingAPathLeavesTheOriginalUnchanged() {
        let group = ModelPath(.section(0), .group)
        let sub = group + .subitem(1)
        XCTAssertEqual(group.components, [.section(0), .group])
        XCTAssertEqual(sub.components, [.section(0), .group, .subitem(1)])
        XCTAssertNotEqual(group, sub)
        XCTAssertEqual(sub, ModelPath(.section(0), .group, .subitem(1)))
    }

    func testAnErrorsTextIsThePathsTextFollowedByTheMessage() {
        let e = LayoutError.emptyGroup(path: ModelPath(.section(1), .group, .subitem(0)))
        XCTAssertEqual(e.description, "sections[1].group.subitems[0]: at least 1 subitem is required for a group")
    }
}
