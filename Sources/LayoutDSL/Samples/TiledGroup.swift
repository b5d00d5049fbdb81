import Foundation
import LayoutEngine

/// Seed 004's reusable mosaic group: two big squares and eight small ones in four rows — a big
/// square with two small ones stacked on its leading side, three small squares, a big square with
/// two small ones stacked on its trailing side, three small squares. Every gap is `inset`.
///
/// Sizes follow from the width: three small squares and two gaps fill a row, so
/// small = (width − 2·inset) / 3; a big square spans two small ones and the gap between them,
/// big = 2·small + inset; the four rows and three gaps make the height, 2·(big + inset + small) + inset.
public struct TiledGroup: LayoutGroup, Sendable {
    public let width: CGFloat
    public let inset: CGFloat

    public init(width: CGFloat, inset: CGFloat) {
        self.width = width
        self.inset = inset
    }

    public var smallSide: CGFloat { (width - 2 * inset) / 3 }
    public var bigSide: CGFloat { 2 * smallSide + inset }
    public var height: CGFloat { (bigSide + inset + smallSide) * 2 + inset }

    public var layoutGroup: any LayoutGroup {
        VGroup {
            bigSquare(smallPairFirst: true)
            smallRow
            bigSquare(smallPairFirst: false)
            smallRow
        }
        .height(.absolute(height))
        .interItemSpacing(.fixed(inset))
    }

    /// One big square beside a column of two small ones; the column comes first (leading) or last.
    private func bigSquare(smallPairFirst: Bool) -> any LayoutGroup {
        let pair = VGroup(count: 2) { CellItem() }
            .width(.absolute(smallSide))
            .interItemSpacing(.fixed(inset))
        let big = CellItem().width(.absolute(bigSide))
        return HGroup {
            if smallPairFirst {
                pair
                big
            } else {
                big
                pair
            }
        }
        .height(.absolute(bigSide))
        .interItemSpacing(.fixed(inset))
    }

    private var smallRow: any LayoutGroup {
        HGroup(count: 3) { CellItem() }
            .height(.absolute(smallSide))
            .interItemSpacing(.fixed(inset))
    }
}
