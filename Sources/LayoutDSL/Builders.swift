import LayoutEngine

/// Collects a list of components written one per line, with `if`, `if`/`else`, `switch`, `for`,
/// optionals and nested lists. Used for a group's subitems and for supplementary, boundary and
/// decoration items, whose UIKit counterparts are arrays (`subitems:`, `boundarySupplementaryItems`, …).
@resultBuilder
public enum ListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// A component that may be absent (`optionalHeader`) contributes nothing when nil.
    public static func buildExpression(_ element: Element?) -> [Element] { element.map { [$0] } ?? [] }
    /// A helper that returns several components contributes them in order.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// A group's subitems: items and groups, in pattern order (semantics.md §3.1).
public typealias LayoutItemBuilder = ListBuilder<any LayoutItem>
/// `.supplementaryItems { … }` of an item or group.
public typealias SupplementaryItemBuilder = ListBuilder<SupplementaryItem>
/// `.boundarySupplementaryItems { … }` of a section or a layout.
public typealias BoundarySupplementaryItemBuilder = ListBuilder<BoundarySupplementaryItem>
/// `.decorationItems { … }` of a section.
public typealias DecorationItemBuilder = ListBuilder<DecorationItem>

/// Exactly one component, chosen with `if`/`else` or `switch` if need be. Used where UIKit takes a
/// single object: a section's group (`NSCollectionLayoutSection(group:)`), a count group's
/// `subitem:`, a layout's single section. Two components are a compile-time error, not a silent pick.
@resultBuilder
public enum SingleBuilder<Component> {
    public static func buildExpression(_ component: Component) -> Component { component }
    public static func buildBlock(_ component: Component) -> Component { component }
    @available(*, unavailable, message: "exactly one component is allowed here; wrap several in an HGroup or VGroup")
    public static func buildBlock(_ components: Component...) -> Component { fatalError("unavailable") }
    public static func buildEither(first component: Component) -> Component { component }
    public static func buildEither(second component: Component) -> Component { component }
    public static func buildLimitedAvailability(_ component: Component) -> Component { component }
}

/// A section's one group.
public typealias LayoutGroupBuilder = SingleBuilder<any LayoutGroup>
/// The one subitem of `HGroup(count:)` / `HGroup(repeating:)`.
public typealias SingleItemBuilder = SingleBuilder<any LayoutItem>
/// The one section of a layout that uses the same section everywhere.
public typealias LayoutSectionBuilder = SingleBuilder<any LayoutSection>

/// The body of a section provider: a section, or none (`nil` in UIKit's provider; semantics.md §9.5).
/// `if` without `else` yields no section when the condition is false.
@resultBuilder
public enum SectionProviderBuilder {
    public typealias Component = (any LayoutSection)?
    public static func buildExpression(_ section: any LayoutSection) -> Component { section }
    public static func buildExpression(_ section: (any LayoutSection)?) -> Component { section }
    public static func buildBlock() -> Component { nil }
    public static func buildBlock(_ component: Component) -> Component { component }
    public static func buildOptional(_ component: Component?) -> Component { component ?? nil }
    public static func buildEither(first component: Component) -> Component { component }
    public static func buildEither(second component: Component) -> Component { component }
    public static func buildLimitedAvailability(_ component: Component) -> Component { component }
}
