import Foundation
import XCTest
@testable import LayoutSource

/// Apps never seen before, fourth round (issue 31, session 9, after measuring): a protocol the screen conforms to
/// whose requirements are written in its associated types, and a flow layout built by code around the layout (a
/// base class's initialiser, a fallback) that the layout itself never returns. Each through the binary, in a module
/// of its own. The code is ours, written the way apps write it.
final class UnseenAppRound4Tests: AppModuleTestCase {
    /// `protocol SectionProviding { associatedtype Kind: Hashable & CaseIterable; var kinds: [Kind] { get } }` with a
    /// protocol extension the layout reads: the associated type comes with the protocol (it was left out, stood in
    /// for, and the screen's `typealias Kind = Part` then met no constraint of it).
    func testAProtocolsAssociatedTypesComeWithIt() throws {
        let file = try write("Parts.swift", """
            import UIKit

            protocol SectionProviding {
                associatedtype Kind: Hashable & CaseIterable
                var kinds: [Kind] { get }
            }

            extension SectionProviding {
                var sectionCount: Int { kinds.count }
            }

            enum Part: Hashable, CaseIterable { case top, middle, bottom }

            final class PartsScreen: SectionProviding {
                typealias Kind = Part
                var kinds: [Part] { Part.allCases }

                func makeLayout() -> UICollectionViewLayout {
                    let count = sectionCount
                    return UICollectionViewCompositionalLayout { index, _ in
                        let height: CGFloat = index < count ? 50 : 10
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "2"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Section 0 < 3 kinds: groups 50 tall, one full-width item each: (0, 0) and (0, 50), 375 wide.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 375, 50], [0, 50, 375, 50]])
    }
}
