import Foundation
import LayoutJobs
import LayoutEngine
import XCTest

/// Issue 34: the compositional layout API of iOS 16–18 compiles from a Swift source, inside `#available` as apps
/// write it, and reaches the spec where it changes geometry or motion (docs/swift-sources.md, "API by release").
final class NewerAPITests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        _ = SourceFixtures.cache
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-newer-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testEveryNewerMemberCompilesAndTheModelledOnesReachTheSpec() throws {
        let url = directory.appendingPathComponent("Newer.swift")
        try """
            import UIKit

            final class NewerViewController: UIViewController {
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())

                func makeLayout() -> UICollectionViewLayout {
                    if #available(iOS 16.0, *) {
                        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
                    }
                    collectionView.allowsFocus = true
                    collectionView.selectionFollowsFocus = false
                    let configuration = UICollectionViewCompositionalLayoutConfiguration()
                    configuration.interSectionSpacing = 10
                    return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                        if index == 1 {
                            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                            list.headerMode = .supplementary
                            list.headerTopPadding = 0
                            if #available(iOS 18.0, *) {
                                list.contentHuggingElements = .supplementaryHeader
                            }
                            var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
                            separators.bottomSeparatorVisibility = .visible
                            separators.multipleSelectionColor = .systemBlue
                            list.separatorConfiguration = separators
                            return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                        }
                        let size: NSCollectionLayoutDimension
                        if #available(iOS 17.0, *) { size = .uniformAcrossSiblings(estimate: 80) } else { size = .estimated(80) }
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: size))
                        let group: NSCollectionLayoutGroup
                        if #available(iOS 16.0, *) {
                            group = .horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .estimated(80)),
                                                repeatingSubitem: item, count: 1)
                        } else {
                            group = .horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .estimated(80)),
                                                subitems: [item])
                        }
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        if #available(iOS 16.0, *) {
                            section.supplementaryContentInsetsReference = .safeArea
                        }
                        if #available(iOS 17.0, *) {
                            section.orthogonalScrollingProperties.decelerationRate = .fast
                            section.orthogonalScrollingProperties.bounce = .never
                            let custom = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(rawValue: 0.995)
                            _ = custom == .normal || section.orthogonalScrollingProperties.decelerationRate == .automatic
                        }
                        return section
                    }, configuration: configuration)
                }
            }
            """.write(to: url, atomically: true, encoding: .utf8)
        // Two sections of 3 items (the provider's section 1 is the list).
        let environment = EnvironmentOptions(items: "3,3")
        let document = try SwiftSourceJob.document(url.path, environment: environment)
        let result = try LayoutJob.resolve(document, environment: environment).result
        XCTAssertEqual(result.sections.count, 2)
        guard result.sections.count == 2 else { return }
        // Modelled: the fast rate and the bounce reach the section (animate reads them).
        XCTAssertEqual(result.sections[0].orthogonalScrollingProperties,
                       OrthogonalScrollingProperties(decelerationRate: 0.99, bounce: .never))
        // Modelled: the list's headers hug their content (no header text declared here: they keep the full width,
        // docs/swift-sources.md), and the list configuration carries the setting to drawing.
        XCTAssertEqual(result.sections[1].list?.contentHuggingElements, .supplementaryHeader)
    }
}
