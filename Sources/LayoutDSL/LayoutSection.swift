import LayoutEngine

/// Anything that can stand where UIKit takes an `NSCollectionLayoutSection`. Reusable sections
/// (the seed's `TiledSection`) conform and describe themselves in `layoutSection`; the library's
/// `GroupSection` returns itself.
/// Not Sendable: a section may hold UIKit code's closures (a `ListSection`'s configuration), as `SectionModel` may.
public protocol LayoutSection {
    var layoutSection: any LayoutSection { get }
}

/// A section: one group repeated for the section's items (UIKit's `NSCollectionLayoutSection(group:)`,
/// semantics.md §9). Exactly one group goes inside.
public struct GroupSection: LayoutSection, SectionModelConvertible, Sendable {
    let group: any LayoutGroup

    public init(@LayoutGroupBuilder _ group: () -> any LayoutGroup) {
        self.group = group()
    }

    public var layoutSection: any LayoutSection { self }

    func makeSectionModel() -> SectionModel { SectionModel(group: itemModel(of: group)) }
}

/// Implemented by `GroupSection` and modified sections; user components never need it.
protocol SectionModelConvertible {
    func makeSectionModel() -> SectionModel
}

/// The value model a section component stands for.
func sectionModel(of component: any LayoutSection) -> SectionModel {
    primitiveModel(of: component, body: { $0.layoutSection },
                   model: { ($0 as? SectionModelConvertible)?.makeSectionModel() }, primitives: "a GroupSection")
}

/// A section with one change applied to its model; what section modifiers return.
public struct ModifiedSection<Base: LayoutSection>: LayoutSection, SectionModelConvertible {
    let base: Base
    let modify: (inout SectionModel) -> Void

    public var layoutSection: any LayoutSection { self }

    func makeSectionModel() -> SectionModel {
        var model = sectionModel(of: base)
        modify(&model)
        return model
    }
}
