import XCTest
import LayoutEngine
@testable import LayoutSpec

/// Reading good specs: the UIKit-named keys land in the right model fields.
final class SpecReaderTests: XCTestCase {
    static let gridYAML = """
    name: grid
    description: two columns
    seed: "000"
    section:
      group:
        group: horizontal
        layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalWidth: 0.5}}
        contentInsets: {leading: 2, bottom: 4, trailing: 2}
        subitems:
          - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalWidth: 0.5}}
            contentInsets: {top: 0, leading: 2, bottom: 0, trailing: 2}
      contentInsets: {top: 16}
    data:
      sections: [101]
      colorSeed: 7
    """

    static let gridJSON = """
    {
      "name": "grid", "description": "two columns", "seed": "000",
      "section": {
        "group": {
          "group": "horizontal",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalWidth": 0.5}},
          "contentInsets": {"leading": 2, "bottom": 4, "trailing": 2},
          "subitems": [
            {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"fractionalWidth": 0.5}},
             "contentInsets": {"top": 0, "leading": 2, "bottom": 0, "trailing": 2}}
          ]
        },
        "contentInsets": {"top": 16}
      },
      "data": {"sections": [101], "colorSeed": 7}
    }
    """

    func uniformSection(_ doc: LayoutSpecDocument) throws -> SectionModel {
        guard case .uniform(let s) = doc.layout.sections else { XCTFail("expected one section for all"); throw SpecError(message: "") }
        return s
    }

    func testYAMLGridReadsUIKitNamedKeysIntoTheModel() throws {
        let doc = try LayoutSpecReader.parse(Self.gridYAML, format: .yaml)
        XCTAssertEqual(doc.metadata, SpecMetadata(name: "grid", description: "two columns", seed: "000"))
        let s = try uniformSection(doc)
        XCTAssertEqual(s.contentInsets, NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(s.group.layoutSize, SizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.5)))
        XCTAssertEqual(s.group.contentInsets, NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 4, trailing: 2))
        let g = try XCTUnwrap(s.group.group)
        guard case .horizontal = g.kind, case .pattern = g.arrangement else { return XCTFail("horizontal pattern group") }
        XCTAssertEqual(g.subitems.count, 1)
        XCTAssertEqual(g.subitems[0].layoutSize.width, .fractionalWidth(0.5))
        XCTAssertEqual(doc.data.itemCounts, [101])
        XCTAssertEqual(doc.data.colorSeed, 7)
    }

    func testSameSpecInJSONAndYAMLGivesTheSameModelAndData() throws {
        let y = try LayoutSpecReader.parse(Self.gridYAML, format: .yaml)
        let j = try LayoutSpecReader.parse(Self.gridJSON, format: .json)
        // The model holds closures (no Equatable); its reflected description covers every stored value.
        XCTAssertEqual(String(describing: try uniformSection(y)), String(describing: try uniformSection(j)))
        XCTAssertEqual(y.data, j.data)
        XCTAssertEqual(y.metadata, j.metadata)
    }

    func testFormatIsGuessedFromTheFirstCharacter() throws {
        XCTAssertNoThrow(try LayoutSpecReader.parse(Self.gridJSON))
        XCTAssertNoThrow(try LayoutSpecReader.parse(Self.gridYAML))
    }

    func testCountGroupsAndRepeatingSubitemsMapToTheirArrangements() throws {
        let yaml = """
        section:
          group:
            group: vertical
            layoutSize: {widthDimension: {fractionalWidth: 0.475}, heightDimension: {absolute: 400}}
            subitem:
              group: horizontal
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 0.334}}
              repeatingSubitem: {layoutSize: {widthDimension: {absolute: 50}, heightDimension: {estimated: 44}}}
              count: 2
              interItemSpacing: {fixed: 8}
            count: 3
          orthogonalScrollingBehavior: groupPaging
          interGroupSpacing: 10
        data: {sections: [8]}
        """
        let s = try uniformSection(try LayoutSpecReader.parse(yaml))
        let outer = try XCTUnwrap(s.group.group)
        guard case .vertical = outer.kind, case .equalSlots(3) = outer.arrangement else { return XCTFail("3 equal slots") }
        let inner = try XCTUnwrap(outer.subitems[0].group)
        guard case .repeating(2) = inner.arrangement else { return XCTFail("repeating 2") }
        XCTAssertEqual(inner.interItemSpacing, .fixed(8))
        XCTAssertEqual(inner.subitems[0].layoutSize.height, .estimated(44))
        XCTAssertEqual(s.orthogonalScrollingBehavior, .groupPaging)
        XCTAssertEqual(s.interGroupSpacing, 10)
    }

    func testSupplementariesBoundaryItemsDecorationsAndEdgeSpacing() throws {
        let yaml = """
        configuration:
          scrollDirection: vertical
          interSectionSpacing: 16
          boundarySupplementaryItems:
            - {elementKind: collection-header, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 32}}}
        section:
          group:
            group: horizontal
            layoutSize: {widthDimension: {fractionalWidth: 0.9}, heightDimension: {absolute: 50}}
            edgeSpacing: {leading: {flexible: 0}}
            subitems:
              - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
                supplementaryItems:
                  - elementKind: badge
                    layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
                    containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
                    zIndex: 3
          boundarySupplementaryItems:
            - elementKind: header
              layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
              alignment: top
              pinToVisibleBounds: true
              zIndex: 2
            - elementKind: leading
              layoutSize: {widthDimension: {fractionalWidth: 0.1}, heightDimension: {absolute: 150}}
              alignment: leading
              absoluteOffset: {x: -5}
              extendsBoundary: false
          decorationItems:
            - {background: background, contentInsets: {top: 8, leading: 8, bottom: 8, trailing: 8}}
          supplementariesFollowContentInsets: false
          contentInsetsReference: layoutMargins
        data: {sections: [3]}
        """
        let doc = try LayoutSpecReader.parse(yaml)
        XCTAssertEqual(doc.layout.configuration.interSectionSpacing, 16)
        XCTAssertEqual(doc.layout.configuration.boundarySupplementaryItems.map(\.elementKind), ["collection-header"])
        let s = try uniformSection(doc)
        XCTAssertEqual(s.group.edgeSpacing, EdgeSpacing(leading: .flexible(0)))
        let badge = try XCTUnwrap(s.group.group?.subitems[0].supplementaryItems.first)
        XCTAssertEqual(badge.containerAnchor, LayoutAnchor(edges: [.top, .trailing], offset: .fractional(CGPoint(x: 0.3, y: -0.3))))
        XCTAssertEqual(badge.zIndex, 3)
        XCTAssertEqual(s.boundarySupplementaryItems[0].pinToVisibleBounds, true)
        XCTAssertEqual(s.boundarySupplementaryItems[0].zIndex, 2)
        XCTAssertEqual(s.boundarySupplementaryItems[1].alignment, .leading)
        XCTAssertEqual(s.boundarySupplementaryItems[1].absoluteOffset, CGPoint(x: -5, y: 0))
        XCTAssertEqual(s.boundarySupplementaryItems[1].extendsBoundary, false)
        XCTAssertEqual(s.decorationItems, [DecorationModel(elementKind: "background", contentInsets: .init(all: 8))])
        XCTAssertFalse(s.supplementariesFollowContentInsets)
        XCTAssertEqual(s.contentInsetsReference, .layoutMargins)
    }

    func testCustomGroupFramesComeBackFromItsProvider() throws {
        let yaml = """
        section:
          group:
            group: custom
            layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 200}}
            customItems:
              - {frame: {x: 0, y: 0, width: 200, height: 200}}
              - {frame: {x: 200, y: 0, width: 175, height: 100}, zIndex: 2}
        data: {sections: [4]}
        """
        let s = try uniformSection(try LayoutSpecReader.parse(yaml))
        guard case .custom(let provider)? = s.group.group?.kind else { return XCTFail("custom group") }
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 375, height: 200)),
                                    traitCollection: UITraitCollection())
        XCTAssertEqual(provider.provide(env), [CustomItem(frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
                                               CustomItem(frame: CGRect(x: 200, y: 0, width: 175, height: 100), zIndex: 2)])
    }

    func testSectionsListGivesOneSectionPerIndexAndNilBeyond() throws {
        let yaml = """
        sections:
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
          - group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 80}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}
            orthogonalScrollingBehavior: continuous
        data: {sections: [5, 6]}
        """
        let doc = try LayoutSpecReader.parse(yaml)
        guard case .provider(let provide) = doc.layout.sections else { return XCTFail("provider") }
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 375, height: 812)),
                                    traitCollection: UITraitCollection())
        XCTAssertEqual(provide(0, env)?.group.layoutSize.height, .absolute(44))
        XCTAssertEqual(provide(1, env)?.orthogonalScrollingBehavior, .continuous)
        XCTAssertNil(provide(2, env))
    }

    func testByWidthChoosesTheFirstVariantWhoseMaxWidthHoldsTheEffectiveWidth() throws {
        let yaml = """
        section:
          byWidth:
            - maxWidth: 800
              section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}, count: 5}}
            - section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitem: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}, count: 10}}
        data: {sections: [20]}
        """
        let doc = try LayoutSpecReader.parse(yaml)
        guard case .provider(let provide) = doc.layout.sections else { return XCTFail("provider") }
        func count(width: CGFloat, insets: CGFloat = 0) -> Int? {
            let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: 600),
                                                                   contentInsets: .init(top: 0, leading: insets, bottom: 0, trailing: insets)),
                                        traitCollection: UITraitCollection())
            if case .equalSlots(let n)? = provide(0, env)?.group.group?.arrangement { return n }
            return nil
        }
        XCTAssertEqual(count(width: 375), 5)
        XCTAssertEqual(count(width: 800), 5)     // 800 <= 800: compact
        XCTAssertEqual(count(width: 1024), 10)
        XCTAssertEqual(count(width: 820, insets: 20), 5) // effective 820 − 40 = 780
    }

    func testDataListsItemsWithColoursTitlesAndPerSectionSupplementaryText() throws {
        let yaml = """
        section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
        data:
          sections:
            - items: [{color: "#FF8000", title: Cat 0}, {title: Cat 1}]
              supplementaryTitles: {header: Highlighted Apps}
              supplementaryStyles: {header: main}
            - 3
          supplementaryTitles: {header: Plain}
          supplementaryStyles: {header: sub, footer: quickLinksFooter}
        environment:
          device: iPadPro11
          landscape: true
          contentOffset: {y: 120}
          orthogonalOffsets: {"0": 187.5}
        """
        let doc = try LayoutSpecReader.parse(yaml)
        XCTAssertEqual(doc.data.itemCounts, [2, 3])
        XCTAssertEqual(doc.data.item(section: 0, item: 0), ItemData(color: RGBColor(red: 255, green: 128, blue: 0), title: "Cat 0"))
        XCTAssertNil(doc.data.item(section: 1, item: 0))
        XCTAssertEqual(doc.data.title(kind: "header", section: 0), "Highlighted Apps")
        XCTAssertEqual(doc.data.title(kind: "header", section: 1), "Plain")
        XCTAssertEqual(doc.data.style(kind: "header", section: 0), .main)
        XCTAssertEqual(doc.data.style(kind: "header", section: 1), .sub)
        XCTAssertEqual(doc.data.style(kind: "footer", section: 1), .quickLinksFooter)
        XCTAssertEqual(doc.environment, SpecEnvironment(device: "iPadPro11", landscape: true,
                                                        contentOffset: CGPoint(x: 0, y: 120), orthogonalOffsets: [0: 187.5]))
        XCTAssertEqual(doc.data.withItemCounts([1, 4, 2]).itemCounts, [1, 4, 2])
        XCTAssertEqual(doc.data.withItemCounts([1]).sections[0].items?.count, 1)
    }

    func testLocationOfAResolverPathFallsBackToTheNearestKnownAncestor() throws {
        let doc = try LayoutSpecReader.parse(Self.gridYAML, format: .yaml, file: "g.yaml")
        // "group:" (line 5) holds a block mapping whose first key is at line 6, column 5; on line 10
        // "      - layoutSize: {widthDimension: {" the "{" is column 6 + 2 + 12 + 1 = 21.
        XCTAssertEqual(doc.location(of: ModelPath(.section(3), .group)), SourceLocation(line: 6, column: 5))
        XCTAssertEqual(doc.location(of: ModelPath(.section(0), .group, .subitem(0), .layoutSize)),
                       SourceLocation(line: 10, column: 21))
        // The subitem writes no edge spacing: its own mapping (first key at column 6 + 2 + 1 = 9) answers.
        XCTAssertEqual(doc.location(of: ModelPath(.section(0), .group, .subitem(0), .edgeSpacing)),
                       SourceLocation(line: 10, column: 9))
    }

    func testColoursParseOnlyAsHashAndSixHexDigits() {
        XCTAssertEqual(RGBColor(hex: "#0a0B0c"), RGBColor(red: 10, green: 11, blue: 12))
        XCTAssertEqual(RGBColor(hex: "#0A0B0C")?.description, "#0A0B0C")
        XCTAssertNil(RGBColor(hex: "0A0B0C"))
        XCTAssertNil(RGBColor(hex: "#0A0B0"))
        XCTAssertNil(RGBColor(hex: "#GG0000"))
        XCTAssertNil(RGBColor(hex: "#+A0B0C"))
    }
}
