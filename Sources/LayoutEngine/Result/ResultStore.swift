import Foundation

/// Storage behind `LayoutResult`: either a flat element list or resolved sections.
final class ResultStore {
    var flat: [LayoutAttributes]?
    init(flat: [LayoutAttributes]) { self.flat = flat }

    func elements(in rect: CGRect) -> [LayoutAttributes] {
        (flat ?? []).filter { $0.frame.intersects(rect) }
    }
    func allElements() -> [LayoutAttributes] { flat ?? [] }
    var elementCount: Int { flat?.count ?? 0 }
    func attributes(for key: ElementKey) -> LayoutAttributes? { flat?.first { $0.key == key } }
    func cellFrames(section: Int) -> [CGRect] {
        (flat ?? []).filter { $0.category == .cell && $0.section == section }.map(\.frame)
    }
    func groupBoxes(in rect: CGRect) -> [GroupBox] { [] }
}
