import SwiftParser
import SwiftSyntax
import XCTest
@testable import LayoutSource

/// The placeholder a computed secondary text is drawn with: named after what it reads.
final class RegistrationPlaceholderTests: XCTestCase {
    private func placeholder(_ text: String) throws -> String {
        let item = try XCTUnwrap(Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self))
        return CellRegistrations.placeholder(item)
    }

    func testTheLastNameReadNamesIt() throws {
        XCTAssertEqual(try placeholder("emoji.category"), "category")
        XCTAssertEqual(try placeholder("item.author!"), "author")
        XCTAssertEqual(try placeholder(#""by \(book.author)""#), "author")
        XCTAssertEqual(try placeholder("42"), "Detail")
    }

    func testAConversionAtTheEndNamesNothing() throws {
        // `person.job.rawValue` shows what the job is, not "rawValue" (seen in a public sample app's list).
        XCTAssertEqual(try placeholder("personItem.job.rawValue"), "job")
        XCTAssertEqual(try placeholder("order.status.description"), "status")
        XCTAssertEqual(try placeholder("city.name.capitalized"), "name")
        // Nothing before it to name: kept.
        XCTAssertEqual(try placeholder("rawValue"), "rawValue")
    }
}
