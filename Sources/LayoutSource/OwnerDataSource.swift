import SwiftSyntax

/// The owner's own answers as its collection view's data source, asked in the program (issue 31, "runtime data
/// inside check"). A screen on the API before diffable data sources states its counts in
/// `numberOfSections(in:)` and `collectionView(_:numberOfItemsInSection:)`; when they compute them from the
/// owner's state the layout itself reads (`sections.count`, `sections[section].numberOfItems`, with `sections`
/// filled just before the layout is made: `ExpressionSlice.ownerState`), UIKit shows exactly that many. The
/// program takes the two methods and asks the owner after evaluating the layout (`LayoutHost`), in place of the
/// default counts. Literal answers are read without running anything (`DataSourceCounts`) and win.
///
/// Taken only when every name the methods read is one the layout's own code reads, a parameter or local of
/// theirs, or the platform's: counts that come from a view model, a fetched-results controller or the network
/// would take the app's data into the program (and are not there before the app runs).
enum OwnerDataSource {
    struct Methods {
        /// The owner type's path (the class the program makes with `init()`).
        var owner: String
        /// `numberOfSections(in:)`, when the owner declares one (UIKit's default: 1).
        var sections: DeclarationIndex.Node?
        /// `collectionView(_:numberOfItemsInSection:)`.
        var items: DeclarationIndex.Node
    }

    /// The methods to ask, or nil when the layout is not evaluated on an instance of a class that declares them
    /// with answers computed only from what the layout reads.
    static func methods(of f: LayoutFinder.Found, reading names: Set<String>, index: DeclarationIndex) -> Methods? {
        let member = f.expression != nil ? f.expressionOwner : f.node
        guard let member, !member.isStatic, let path = member.parent.flatMap({ $0.kind == .extensionDecl ? $0.extendedType : $0.typePath }),
              index.byTypePath[path]?.contains(where: { $0.kind == .classType }) == true else { return nil }
        var sections: DeclarationIndex.Node?
        var items: DeclarationIndex.Node?
        for container in index.byTypePath[path] ?? [] {
            if DataSourceCounts.makesDiffableDataSource(container) { return nil }
            for m in container.members {
                switch m.syntax.as(FunctionDeclSyntax.self).flatMap(DataSourceCounts.method) {
                case .sections: sections = m
                case .items: items = m
                case nil: break
                }
            }
        }
        guard let items else { return nil }
        for m in [sections, items].compactMap({ $0 }) where !readsOnly(m, names: names) { return nil }
        return Methods(owner: path, sections: sections, items: items)
    }

    /// Whether every name a method's body reads (not a member after a dot) is among `names`, its own parameters
    /// and locals, `self`, or a platform name.
    static func readsOnly(_ method: DeclarationIndex.Node, names: Set<String>) -> Bool {
        guard let f = method.syntax.as(FunctionDeclSyntax.self), let body = f.body else { return false }
        final class Reads: SyntaxVisitor {
            var read: Set<String> = []
            var declared: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .visitChildren }
                read.insert(node.baseName.text)
                return .visitChildren
            }
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                declared.insert(node.identifier.text)
                return .visitChildren
            }
            override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
                declared.insert(node.name.text)
                return .visitChildren
            }
            override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
                declared.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        reads.walk(body)
        var own = reads.declared.union(["self"])
        for p in f.signature.parameterClause.parameters { own.insert((p.secondName ?? p.firstName).text) }
        return reads.read.allSatisfy { own.contains($0) || names.contains($0) || $0.hasPrefix("$")
            || ProgramGenerator.isPlatformName($0) }
    }
}
