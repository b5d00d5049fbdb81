import SwiftSyntax

/// Section identifiers an owner keeps itself (issue 31, "runtime data inside check"): a stored array of the app's
/// section enum, empty until the app fills it at run time (`var shownSections: [GuideSection] = []`, set from a
/// snapshot when data arrives), that the layout reads with a subscript (`shownSections[sectionIndex]`). A layout
/// cannot know them, as it cannot know a diffable data source's; they are read the same way: one section per case
/// of the enum, in declaration order, unless `sectionKinds` say otherwise — and the program starts the property
/// with those identifiers (`ProgramGenerator`), where the app would have filled it.
enum SectionListProperties {
    struct Found {
        /// The stored property.
        var node: DeclarationIndex.Node
        /// Its element type as written (`GuideSection`).
        var element: String
        /// Where the layout reads it.
        var read: Syntax
    }

    /// The owner's section lists the layout's own code reads with a subscript.
    static func find(in found: LayoutFinder.Found, index: DeclarationIndex) -> [Found] {
        final class Reads: SyntaxVisitor {
            var names: [(String, Syntax)] = []
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.append((r.baseName.text, Syntax(node))) }
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self) { names.append((m.declName.baseName.text, Syntax(node))) }
                return .visitChildren
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        if let node = found.node { reads.walk(node.syntax) }
        for part in found.expressionParts { reads.walk(part) }
        var out: [Found] = []
        for (name, read) in reads.names where !out.contains(where: { $0.node.names.contains(name) }) {
            for node in index.byName[name] ?? [] {
                guard let element = element(of: node, index: index) else { continue }
                out.append(Found(node: node, element: element, read: read))
                break
            }
        }
        return out
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
