import SwiftSyntax

/// Finds what layout code reads that a layout cannot know: a diffable data source's section identifiers
/// (`dataSource.snapshot().sectionIdentifiers[index]`, `dataSource.sectionIdentifier(for:)`).
enum RuntimeDataFinder {
    static let sectionReaders: Set<String> = ["sectionIdentifiers", "sectionIdentifier"]

    static func dependencies(in node: Syntax, file: SwiftSourceFile) -> [RuntimeDependency] {
        final class Visitor: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.declName.baseName.text
                // `sectionIdentifier(for:)` is the data source's; a snapshot's `sectionIdentifier(containingItem:)` is not.
                if name == "sectionIdentifier",
                   node.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text != "for" { return .visitChildren }
                if RuntimeDataFinder.sectionReaders.contains(name) {
                    found.append(RuntimeDataFinder.outermost(Syntax(node)))
                }
                return .visitChildren
            }
        }
        let v = Visitor(viewMode: .sourceAccurate)
        v.walk(node)
        return v.found.map { RuntimeDependency(what: .sectionIdentifiers, expression: $0.trimmedDescription,
                                               place: file.place(of: $0)) }
    }

    /// The whole expression a reader sits in: its call and a subscript on it (`….sectionIdentifiers[i]`).
    static func outermost(_ node: Syntax) -> Syntax {
        var n = node
        while let p = n.parent {
            if let call = p.as(FunctionCallExprSyntax.self), call.calledExpression.id == n.id { n = p; continue }
            if let sub = p.as(SubscriptCallExprSyntax.self), sub.calledExpression.id == n.id { n = p; continue }
            break
        }
        return n
    }
}
