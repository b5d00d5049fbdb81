import Foundation
import LayoutEngine

/// A layout written in the DSL together with what a gallery needs to draw it.
public struct DSLSample: Sendable {
    /// Gallery file name stem, e.g. "dsl-mosaic".
    public let name: String
    /// One line for the gallery index.
    public let summary: String
    /// The seed article the layout reproduces ("000" … "004").
    public let seed: String
    /// The screen the picture is drawn for (`screen.description` is the CLI's device name).
    public let screen: DeviceScreen
    /// Items per section; its length is the number of sections.
    public let itemCounts: [Int]
    public let layout: @Sendable () -> CompositionalLayout

    /// The resolver input for this sample at rest: a full-screen collection view on `screen`.
    public var input: LayoutInput { screen.layoutInput(itemCounts: itemCounts) }
}

/// The gallery's samples written in the DSL.
public enum DSLSamples {
    public static var all: [DSLSample] {
        let phone = Device.iPhoneX.screen(.portrait)
        return [
            DSLSample(name: "dsl-grid-2plus1",
                      summary: "Two half-width squares over one full-width square, repeated (seed 000, in the DSL)",
                      seed: "000", screen: phone, itemCounts: [12], layout: { grid2plus1() }),
            DSLSample(name: "dsl-nested-orthogonal",
                      summary: "A 0.7-wide item beside a column of two, each section scrolling sideways (seed 004, in the DSL)",
                      seed: "004", screen: phone, itemCounts: [9, 9, 9], layout: { nestedOrthogonal() }),
            DSLSample(name: "dsl-mosaic",
                      summary: "TiledSection of TiledGroups: big and small squares with 8-pt gaps (seed 004, in the DSL)",
                      seed: "004", screen: phone, itemCounts: [24, 12], layout: { mosaic() }),
        ]
    }

    /// The sample with this name, if any.
    public static func sample(named name: String) -> DSLSample? { all.first { $0.name == name } }

    /// Seed 000's 2 + 1 grid: a row of two squares (a group of half-width items) over a
    /// full-width square, in a vertical group 1.5 widths tall; the section starts 16 pt down.
    public static func grid2plus1() -> CompositionalLayout {
        CompositionalLayout { grid2plus1Section }
    }

    /// The section of `grid2plus1()`, reusable with more modifiers (seed 000 adds headers to it).
    public static var grid2plus1Section: some LayoutSection {
        GroupSection {
            VGroup {
                HGroup {
                    CellItem()
                        .size(width: .fractionalWidth(0.5), height: .fractionalWidth(0.5))
                        .contentInsets(top: 0, leading: 2, bottom: 2, trailing: 2)
                }
                .height(.fractionalWidth(0.5))
                .contentInsets(top: 0, leading: 2, bottom: 4, trailing: 2)

                HGroup {
                    CellItem()
                        .height(.fractionalWidth(1))
                        .contentInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
                }
                .height(.fractionalWidth(1))
                .contentInsets(top: 0, leading: 2, bottom: 4, trailing: 2)
            }
            .height(.fractionalWidth(1.5))
        }
        .contentInsets(top: 16)
    }

    /// Seed 004's nested example: a 0.7-wide item beside a vertical pair, in a group 0.85 wide and
    /// 0.4 of the container high, the section scrolling sideways.
    public static func nestedOrthogonal() -> CompositionalLayout {
        CompositionalLayout {
            GroupSection {
                HGroup {
                    CellItem()
                        .width(.fractionalWidth(0.7))
                        .contentInsets(value: 10)
                    VGroup(count: 2) {
                        CellItem().contentInsets(value: 10)
                    }
                    .width(.fractionalWidth(0.3))
                }
                .height(.fractionalHeight(0.4))
                .width(.fractionalWidth(0.85))
            }
            .orthogonalScrollingBehavior(.continuous)
        }
    }

    /// Seed 004's mosaic: every section a `TiledSection` sized from the environment, sections 8 pt apart.
    public static func mosaic() -> CompositionalLayout {
        CompositionalLayout { _, environment in
            TiledSection(environment: environment)
        }
        .interSectionSpacing(8)
    }
}
