import Foundation
import PropertyBased
import PropertySeedSupport
import LayoutRender
@testable import LayoutEngine

/// One row of items across the screen whose gaps are flexible spacing (§5.2, §6.3): "at least v, and the
/// leftover room shared equally". The world's fact, checked on the resolved cells and group boxes only: in
/// every group instance the first cell starts at the group's content start, all gaps are equal and at least
/// v, and in a full instance the last cell ends at the group's content end — whenever the cells fit the row at
/// the minimum gaps, for pattern groups and repeating ones alike.
struct FlexibleRowCase: Hashable, Sendable, CustomStringConvertible {
    var scrollDirection: UICollectionView.ScrollDirection
    var viewSize: CGSize
    var insets: NSDirectionalEdgeInsets
    /// Lengths along the row: absolute points or fractions of the row.
    var lengths: [LayoutDimension]
    var repeating: Int?
    var spacing: CGFloat
    var groupInsets: NSDirectionalEdgeInsets
    var itemCount: Int

    static var cases: Generator<FlexibleRowCase, [FlexibleRowCase]> {
        Generator(run: { rng in generate(seed: PropertySeeds.next(&rng)) }, shrink: { _ in [] })
    }

    static func generate(seed: UInt64) -> FlexibleRowCase {
        var d = Dice(rng: SplitMix64(seed: seed))
        let vertical = d.chance(0.7)
        let row: LayoutAxis = vertical ? .x : .y
        func length() -> LayoutDimension {
            d.chance(0.5) ? .absolute(d.pick([10, 20, 44, 60, d.quarter(5...80)]))
                          : (row == .x ? .fractionalWidth(d.pick([0.1, 0.2, 0.25])) : .fractionalHeight(d.pick([0.1, 0.2, 0.25])))
        }
        let repeating: Int? = d.chance(0.5) ? d.int(1...4) : nil
        let lengths = (0..<(repeating == nil ? d.int(1...3) : 1)).map { _ in length() }
        let side: [CGFloat] = [0, 0, 8, 16, 20]
        return FlexibleRowCase(
            scrollDirection: vertical ? .vertical : .horizontal,
            viewSize: CGSize(width: d.pick([320, 375, 414, 768]), height: d.pick([568, 812, 1024])),
            insets: NSDirectionalEdgeInsets(top: d.pick(side), leading: d.pick(side), bottom: d.pick(side), trailing: d.pick(side)),
            lengths: lengths, repeating: repeating, spacing: d.pick([0, 4, 8, 10, d.quarter(0...12)]),
            groupInsets: NSDirectionalEdgeInsets(top: 0, leading: d.pick(side), bottom: 0, trailing: d.pick(side)),
            itemCount: d.int(1...60))
    }

    var row: LayoutAxis { scrollDirection == .vertical ? .x : .y }

    func model() -> LayoutModel {
        let across: LayoutDimension = .absolute(50)
        func size(_ along: LayoutDimension) -> SizeSpec {
            row == .x ? SizeSpec(width: along, height: .fractionalHeight(1)) : SizeSpec(width: .fractionalWidth(1), height: along)
        }
        let groupSize = row == .x ? SizeSpec(width: .fractionalWidth(1), height: across) : SizeSpec(width: across, height: .fractionalHeight(1))
        let items = lengths.map { ItemModel(layoutSize: size($0)) }
        var group = ItemModel(layoutSize: groupSize, contentInsets: groupInsets.along(row))
        group.group = GroupModel(kind: row == .x ? .horizontal : .vertical, subitems: items,
                                 arrangement: repeating.map { .repeating($0) } ?? .pattern, interItemSpacing: .flexible(spacing))
        let section = SectionModel(group: group, contentInsets: insets, contentInsetsReference: .none)
        return LayoutModel(section: section, configuration: ConfigurationModel(scrollDirection: scrollDirection, contentInsetsReference: .none))
    }

    func check() -> [String] {
        // iOS 15: the unrounded arithmetic this case is checked against (iOS 16+ floors fractions, decision 57).
        let input = LayoutInput(viewSize: viewSize, traits: UITraitCollection(iosVersion: IOSVersion(15)), itemCounts: [itemCount])
        let result: LayoutResult
        do { result = try model().resolve(input) } catch { return ["threw \(error)"] }
        let a = row, m = row.other
        let boxes = result.groupBoxes(in: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)).filter { $0.depth == 0 }
        guard let first = boxes.first else { return ["no group boxes"] }
        let cells = result.cellFrames(inSection: 0)
        var perInstance: [[CGRect]] = boxes.map { box in
            cells.filter { $0.center(m) >= box.frame.start(m) && $0.center(m) <= box.frame.end(m) }.sorted { $0.start(a) < $1.start(a) }
        }
        perInstance.removeAll { $0.isEmpty }
        var out: [String] = []
        let tol: CGFloat = 1e-9 * (1 + abs(first.contentFrame.end(a)))
        for (k, row) in perInstance.enumerated() {
            let box = boxes[k].contentFrame
            if abs(row[0].start(a) - box.start(a)) > tol { out.append("instance \(k): first cell at \(row[0].start(a)), the group's content starts at \(box.start(a))") }
            let gaps = zip(row, row.dropFirst()).map { $1.start(a) - $0.end(a) }
            // The premise, from the cells' own lengths: at the minimum gaps they fit the row. (A pattern slot may
            // overshoot by less than the 1-pt fit tolerance, §3.3: then there is no room to share.)
            let used = row.reduce(0) { $0 + $1.extent(a) } + spacing * CGFloat(row.count - 1)
            guard used <= box.extent(a) + tol else { continue }
            if let g = gaps.first {
                if gaps.contains(where: { abs($0 - g) > tol }) { out.append("instance \(k): unequal flexible gaps \(gaps)") }
                if g < spacing - tol { out.append("instance \(k): gap \(g) below the minimum \(spacing)") }
            }
            // Every instance but the last is full; the last one is when it has as many cells as the first.
            if (k < perInstance.count - 1 || (perInstance.count > 1 && row.count == perInstance[0].count)) && row.count > 1 && abs(row.last!.end(a) - box.end(a)) > tol {
                out.append("instance \(k): last cell ends at \(row.last!.end(a)), the group's content ends at \(box.end(a)) (gaps \(gaps))")
            }
        }
        return out
    }

    var description: String {
        "FlexibleRowCase(\(scrollDirection), view \(viewSize), section insets \(insets), group insets \(groupInsets), "
            + "\(repeating.map { "repeating \($0) × " } ?? "pattern ")\(lengths.map(\.shortDescription)), flexible \(spacing), \(itemCount) items)"
    }
}

private extension NSDirectionalEdgeInsets {
    /// Only the insets along `axis` (the row's sides).
    func along(_ axis: LayoutAxis) -> NSDirectionalEdgeInsets {
        axis == .x ? NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
                   : NSDirectionalEdgeInsets(top: leading, leading: 0, bottom: trailing, trailing: 0)
    }
}

private extension CGRect {
    func center(_ axis: LayoutAxis) -> CGFloat { axis == .y ? midY : midX }
}
