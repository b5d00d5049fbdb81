import Foundation
import XCTest
import LayoutEngine
import LayoutDSL

/// Mistakes written in the DSL are kept in the model and rejected by the resolver with a typed
/// error naming the path, as the same mistakes written in UIKit style are (semantics.md §20).
final class DSLMistakesTests: XCTestCase {
    let input = Device.iPhoneX.screen().layoutInput(itemCounts: [4, 4])

    func error(_ layout: CompositionalLayout, file: StaticString = #filePath, line: UInt = #line) -> LayoutError? {
        do {
            _ = try layout.resolve(input)
            XCTFail("expected a LayoutError", file: file, line: line)
            return nil
        } catch let e as LayoutError {
            return e
        } catch {
            XCTFail("expected a LayoutError, got \(error)", file: file, line: line)
            return nil
        }
    }

    func testEmptyNestedGroupIsAnErrorAtItsPath() {
        let e = error(CompositionalLayout { GroupSection { HGroup { VGroup {} } } })
        guard case .emptyGroup(let path)? = e else { return XCTFail("expected emptyGroup, got \(String(describing: e))") }
        // The inner VGroup is subitem 0 of section 0's group.
        XCTAssertEqual(path.description, "sections[0].group.subitems[0]")
    }

    func testCountBelowOneIsAnError() {
        let e = error(CompositionalLayout { GroupSection { HGroup(count: 0) { CellItem() } } })
        guard case .invalidCount? = e else { return XCTFail("expected invalidCount, got \(String(describing: e))") }
    }

    func testProviderWithoutASectionForAnIndexIsAnError() {
        let e = error(CompositionalLayout { index, _ in
            if index == 0 { GroupSection { HGroup { CellItem() }.height(.absolute(44)) } }
        })
        guard case .missingSection(let path)? = e else { return XCTFail("expected missingSection, got \(String(describing: e))") }
        // Two sections asked for; the provider has none for index 1.
        XCTAssertEqual(path.description, "sections[1]")
    }
}
