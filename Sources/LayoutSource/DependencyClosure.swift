import SwiftSyntax

/// The declarations a set of layouts uses, transitively (see `DeclarationIndex` for how names are matched):
/// top-level declarations and types by name; members by name once their type is taken; an enum with all its
/// cases and a struct with its stored properties (its memberwise initialiser needs them).
struct DependencyClosure {
    private(set) var included: Set<Int> = []
    private var wanted: Set<String> = []
    private let index: DeclarationIndex

    init(index: DeclarationIndex, seeds: [DeclarationIndex.Node], extraNames: Set<String>) {
        self.index = index
        wanted = extraNames
        for s in seeds { include(s) }
        var changed = true
        while changed {
            changed = false
            for node in index.nodes where !included.contains(node.id) && shouldInclude(node) {
                include(node); changed = true
            }
        }
    }

    func contains(_ node: DeclarationIndex.Node) -> Bool { included.contains(node.id) }

    private func typeIncluded(_ path: String) -> Bool {
        index.byTypePath[path]?.contains { $0.kind != .extensionDecl && included.contains($0.id) } ?? false
    }
    private func typeDeclared(_ path: String) -> Bool {
        index.byTypePath[path]?.contains { $0.kind != .extensionDecl } ?? false
    }

    private func shouldInclude(_ node: DeclarationIndex.Node) -> Bool {
        guard let parent = node.parent else {
            if node.kind == .extensionDecl, let t = node.extendedType {
                // Conformances of a taken type (`extension Section: CaseIterable {}`) come with it.
                let conforms = node.syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause != nil
                return conforms && typeIncluded(t)
            }
            return node.names.contains(where: wanted.contains)
        }
        let parentTaken: Bool
        if parent.kind == .extensionDecl, let t = parent.extendedType {
            // Members of an extension of a type declared elsewhere (NSCollectionLayoutSection helpers) go by name.
            parentTaken = typeIncluded(t) || !typeDeclared(t)
        } else {
            parentTaken = included.contains(parent.id)
        }
        guard parentTaken else { return false }
        if node.kind == .enumCase { return true }
        if parent.kind == .structType, node.isStoredProperty, !node.isStatic { return true }
        if node.kind.isContainer { return node.names.contains(where: wanted.contains) }
        return node.names.contains(where: wanted.contains)
    }

    private mutating func include(_ node: DeclarationIndex.Node) {
        guard included.insert(node.id).inserted else { return }
        wanted.formUnion(node.mentions)
        if let p = node.parent { include(p) }
        if node.kind == .extensionDecl, let t = node.extendedType, let last = t.split(separator: ".").last {
            wanted.insert(String(last))
        }
    }
}
