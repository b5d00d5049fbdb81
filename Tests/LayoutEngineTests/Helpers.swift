import XCTest
@testable import LayoutEngine

// Small builders so tests read like the layouts they describe.
func item(_ w: LayoutDimension, _ h: LayoutDimension, insets: NSDirectionalEdgeInsets = .zero, edge: EdgeSpacing? = nil,
          supplementaries: [SupplementaryModel] = []) -> ItemModel {
    ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets, edgeSpacing: edge, supplementaryItems: supplementaries)
}
func hgroup(_ w: LayoutDimension, _ h: LayoutDimension, _ subitems: [ItemModel], spacing: LayoutSpacing? = nil,
            insets: NSDirectionalEdgeInsets = .zero, edge: EdgeSpacing? = nil) -> ItemModel {
    ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets, edgeSpacing: edge,
              group: GroupModel(kind: .horizontal, subitems: subitems, interItemSpacing: spacing))
}
func vgroup(_ w: LayoutDimension, _ h: LayoutDimension, _ subitems: [ItemModel], spacing: LayoutSpacing? = nil,
            insets: NSDirectionalEdgeInsets = .zero) -> ItemModel {
    ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets,
              group: GroupModel(kind: .vertical, subitems: subitems, interItemSpacing: spacing))
}
func countGroup(_ kind: GroupModel.Kind, _ w: LayoutDimension, _ h: LayoutDimension, _ sub: ItemModel, count: Int,
                spacing: LayoutSpacing? = nil, insets: NSDirectionalEdgeInsets = .zero) -> ItemModel {
    ItemModel(layoutSize: SizeSpec(width: w, height: h), contentInsets: insets,
              group: GroupModel(kind: kind, subitems: [sub], arrangement: .equalSlots(count), interItemSpacing: spacing))
}
func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
}
/// The traits the rule tests work in: 3x, iOS 15. Their frames are worked out with unrounded fractions, the rule
/// of iOS 13–15 where the seeds and the first observations come from; from iOS 16 fractions are floored to the pixel
/// grid (decision 57), tested on their own in `IOSVersionTests` with the release stated.
let unroundedTraits = UITraitCollection(iosVersion: IOSVersion(15))

func resolve(_ model: LayoutModel, counts: [Int], size: CGSize = CGSize(width: 375, height: 812),
             safeArea: UIEdgeInsets = .zero, offset: CGPoint? = nil, orthogonal: [Int: CGFloat] = [:],
             traits: UITraitCollection = unroundedTraits,
             measure: (@Sendable (ElementKey, CGSize) -> CGSize)? = nil) throws -> LayoutResult {
    try model.resolve(LayoutInput(viewSize: size, safeAreaInsets: safeArea, traits: traits, itemCounts: counts,
                                  contentOffset: offset, orthogonalOffsets: orthogonal, measure: measure))
}
/// The trace of a traced resolve (`LayoutModel.resolveTraced`) with `resolve`'s defaults.
func traced(_ model: LayoutModel, counts: [Int], size: CGSize = CGSize(width: 375, height: 812),
            traits: UITraitCollection = unroundedTraits) throws -> LayoutTrace {
    try model.resolveTraced(LayoutInput(viewSize: size, traits: traits, itemCounts: counts)).trace
}
func cells(_ r: LayoutResult, section: Int = 0) -> [CGRect] {
    r.allElements.filter { $0.category == .cell && $0.section == section }.sorted { $0.item < $1.item }.map(\.frame)
}
func element(_ r: LayoutResult, _ kind: String, section: Int = 0, item: Int = 0) -> LayoutAttributes? {
    r.allElements.first { $0.elementKind == kind && $0.section == section && $0.item == item }
}
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

func XCTAssertRect(_ a: CGRect?, _ b: CGRect, accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("missing frame, expected \(b) \(message)", file: file, line: line) }
    let ok = abs(a.minX - b.minX) <= accuracy && abs(a.minY - b.minY) <= accuracy
        && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
    XCTAssertTrue(ok, "\(a) is not \(b) \(message)", file: file, line: line)
}
