import SwiftSyntax

/// Section identifiers an owner keeps itself (issue 31, "runtime data inside check"): a stored array of the app's
/// section enum, empty until the app fills it at run time (`var shownSections: [GuideSection] = []`, set from a
/// snapshot when data arrives), that the layout reads with a subscript (`shownSections[sectionIndex]`). A layout
/// cannot know them, as it cannot know a diffable data source's; they are read the same way: one section per case
/// of the enum, in declaration order, unless `sectionKinds` say otherwise — and the program starts the property
/// with those identifiers (`ProgramGenerator`), where the app would have filled it.
///
/// A lookup the owner is given at run time is the same data (`var indexToSection: ((Int) -> HomeSection?)?`, set by
/// the screen's controller, called by the section provider as `self?.indexToSection?(index)`): it starts as a
/// closure that answers the identifier of each section the layout is drawn with.
enum SectionListProperties {
    struct Found {
        /// The stored property.
        var node: DeclarationIndex.Node
        /// Its element type as written (`GuideSection`).
        var element: String
        /// Where the layout reads it.
        var read: Syntax
        /// What the program starts the property with: the identifiers the layout is drawn with (`ProgramGenerator`).
        var start: String
    }

    /// The identifiers the layout is drawn with, as the program's environment gives them (`--section-kinds`, or one
    /// per case), as an expression of type `[element]`.
    static func identifiers(_ element: String) -> String {
        "NSDiffableDataSourceSnapshot<\(element), Int>(sectionKindsFromEnvironment: ()).sectionIdentifiers"
    }

    /// The owner's section lists the layout's own code reads with a subscript.
    static func find(in found: LayoutFinder.Found, index: DeclarationIndex) -> [Found] {
        final class Reads: SyntaxVisitor {
            /// Subscripted names (a list) and called names (a lookup), each with where it is read.
            var names: [(String, Syntax, lookup: Bool)] = []
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = Self.name(node.calledExpression) { names.append((name, Syntax(node), false)) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // `indexToSection?(index)`, `self.lookup!(i)`: one argument, the property possibly unwrapped.
                var called = node.calledExpression
                if let o = called.as(OptionalChainingExprSyntax.self) { called = o.expression }
                if let f = called.as(ForceUnwrapExprSyntax.self) { called = f.expression }
                if node.arguments.count == 1, node.arguments.first?.label == nil, let name = Self.name(called) {
                    names.append((name, Syntax(node), true))
                }
                return .visitChildren
            }
            static func name(_ e: ExprSyntax) -> String? {
                if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
                if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
                return nil
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        if let node = found.node { reads.walk(node.syntax) }
        for part in found.expressionParts { reads.walk(part) }
        var out: [Found] = []
        for (name, read, lookup) in reads.names where !out.contains(where: { $0.node.names.contains(name) }) {
            // The layout's own type's property first (another screen's `indexToSection` is not this one's).
            for node in DeclarationIndex.ownTypeFirst(index.byName[name] ?? [], owner: found.node?.parent?.typePath, node: { $0 }) {
                if lookup {
                    guard let (element, optional) = lookupElement(of: node, index: index) else { continue }
                    // Each section's identifier; past the last, nil where the lookup may answer nil.
                    let ids = identifiers(element)
                    let start = optional ? "{ (i: Int) -> \(element)? in let ids = \(ids); return ids.indices.contains(i) ? ids[i] : nil }"
                        : "{ (i: Int) -> \(element) in \(ids)[i] }"
                    out.append(Found(node: node, element: element, read: read, start: start))
                } else {
                    guard let element = element(of: node, index: index) else { continue }
                    out.append(Found(node: node, element: element, read: read, start: identifiers(element)))
                }
                break
            }
        }
        return out
    }

    /// The section enum a stored lookup from a section's index answers (`var indexToSection: ((Int) -> Section?)?`,
    /// with no value or `nil`), and whether its answer is optional; else nil.
    static func lookupElement(of node: DeclarationIndex.Node, index: DeclarationIndex) -> (String, optional: Bool)? {
        guard node.kind == .variable, node.isStoredProperty, !node.isStatic, node.parent?.kind.isContainer == true,
              let v = node.syntax.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
              b.accessorBlock == nil, var type = b.typeAnnotation?.type else { return nil }
        if let value = b.initializer?.value, !value.is(NilLiteralExprSyntax.self) { return nil }
        func unwrapped(_ t: TypeSyntax) -> TypeSyntax {
            if let o = t.as(OptionalTypeSyntax.self) { return unwrapped(o.wrappedType) }
            if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped(o.wrappedType) }
            if let a = t.as(AttributedTypeSyntax.self) { return unwrapped(a.baseType) }   // `@escaping`, `@Sendable`
            if let p = t.as(TupleTypeSyntax.self), p.elements.count == 1, let e = p.elements.first, e.firstName == nil {
                return unwrapped(e.type)
            }
            return t
        }
        type = unwrapped(type)
        guard let f = type.as(FunctionTypeSyntax.self), f.parameters.count == 1,
              f.parameters.first?.type.trimmedDescription == "Int", f.effectSpecifiers == nil else { return nil }
        var answer = f.returnClause.type
        var optional = false
        if let o = answer.as(OptionalTypeSyntax.self) { answer = o.wrappedType; optional = true }
        guard index.typeDeclaration(named: answer.trimmedDescription, at: node)?.kind == .enumType else { return nil }
        return (answer.trimmedDescription, optional)
    }

    /// Item lists an owner keeps the same way (`var items: [Int] = []`, filled and given to the snapshot at run time)
    /// that the layout's own code counts (`width / CGFloat(self.items.count)`): UIKit would show as many items as the
    /// list holds, so the program starts the list with as many placeholders of its element type (0, "", …,
    /// `ProgramGenerator.placeholder`) as the environment's first section has items (the list a snapshot's one section is made from) — node id → the placeholder. An element type
    /// with no placeholder (an app struct) keeps the list empty, as the app's code leaves it.
    static func itemLists(in found: LayoutFinder.Found, index: DeclarationIndex) -> [Int: String] {
        final class Counts: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.declName.baseName.text == "count" else { return .visitChildren }
                if let r = node.base?.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text) }
                if let m = node.base?.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    names.insert(m.declName.baseName.text)
                }
                return .visitChildren
            }
        }
        let counts = Counts(viewMode: .sourceAccurate)
        if let node = found.node { counts.walk(node.syntax) }
        for part in found.expressionParts { counts.walk(part) }
        var out: [Int: String] = [:]
        for name in counts.names.sorted() {
            for node in index.byName[name] ?? [] {
                guard let type = emptyArrayElement(of: node), Self.element(of: node, index: index) == nil,
                      let value = ProgramGenerator.placeholder(type, index: index) else { continue }
                out[node.id] = value
                break
            }
        }
        return out
    }

    /// The element type of a stored property that is an empty array of a section enum of the module, else nil.
    static func element(of node: DeclarationIndex.Node, index: DeclarationIndex) -> String? {
        guard let element = emptyArrayElement(of: node) else { return nil }
        // The enum the name means where the property is written (another type's nested `enum Section` is not
        // the top-level `protocol Section` an owner's `[Section]` holds).
        guard index.typeDeclaration(named: element.trimmedDescription, at: node)?.kind == .enumType else { return nil }
        return element.trimmedDescription
    }

    /// The element type of an instance's stored property that starts as an empty array (`= []` with its type written,
    /// `= [T]()`, or no value), else nil.
    static func emptyArrayElement(of node: DeclarationIndex.Node) -> TypeSyntax? {
        guard node.kind == .variable, node.isStoredProperty, !node.isStatic, node.parent?.kind.isContainer == true,
              let v = node.syntax.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
              b.accessorBlock == nil else { return nil }
        var element: TypeSyntax?
        if let array = b.typeAnnotation?.type.as(ArrayTypeSyntax.self) { element = array.element }
        if let value = b.initializer?.value {
            if let literal = value.as(ArrayExprSyntax.self), literal.elements.isEmpty, element != nil {
                // `= []` with the type written: empty.
            } else if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                      let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
                      let type = array.elements.first?.expression {
                // `= [GuideSection]()`.
                element = element ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier(type.trimmedDescription)))
            } else {
                return nil
            }
        }
        return element
    }
}
