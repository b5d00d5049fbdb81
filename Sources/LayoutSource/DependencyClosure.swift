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
        // A worklist, not a fixed point over every declaration: the cost is what gets taken, not the file's size.
        var pending: [DeclarationIndex.Node] = seeds
        for name in extraNames { want(name, &pending) }
        while let node = pending.popLast() {
            guard !included.contains(node.id), seeds.contains(where: { $0 === node }) || shouldInclude(node) else { continue }
            include(node, &pending)
        }
    }

    private mutating func want(_ name: String, _ pending: inout [DeclarationIndex.Node]) {
        guard wanted.insert(name).inserted else { return }
        pending += index.byName[name] ?? []
        pending += index.byName[DeclarationIndex.initializerKey(name)] ?? []
    }

    private mutating func include(_ node: DeclarationIndex.Node, _ pending: inout [DeclarationIndex.Node]) {
        guard included.insert(node.id).inserted else { return }
        for name in node.mentions { want(name, &pending) }
        if let p = node.parent { include(p, &pending) }
        if node.kind == .extensionDecl, let t = node.extendedType, let last = t.split(separator: ".").last {
            want(String(last), &pending)
        }
        // A type taken: its members and extensions may now qualify (cases, stored properties, wanted names).
        if node.kind.isContainer, node.kind != .extensionDecl, let path = node.typePath {
            for container in index.byTypePath[path] ?? [] {
                if container.kind == .extensionDecl { pending.append(container) }
                pending += container.members
            }
        }
    }
    func contains(_ node: DeclarationIndex.Node) -> Bool { included.contains(node.id) }

    /// An initializer of a taken type comes along when it can be called without arguments (the owner of a layout
    /// is made with `init()`), or when the layout code writes its first argument label (`Metrics(columns: 3)`);
    /// an unlabelled one (`init(_:)`) always. Not for every `.init(` written: that is how layout code makes its
    /// sizes, and it would bring `init(viewModel:)` and with it the app's view model, networking and Combine.
    private func initializerWanted(_ node: DeclarationIndex.Node) -> Bool {
        guard let label = DeclarationIndex.firstLabel(of: node.syntax),
              let parameters = node.syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters,
              parameters.contains(where: { $0.defaultValue == nil }) else { return true }
        return label == "_" || wanted.contains(label)
    }

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
        if node.kind == .initializer { return initializerWanted(node) }
        if parent.kind == .structType, node.isStoredProperty, !node.isStatic { return true }
        if node.kind.isContainer { return node.names.contains(where: wanted.contains) }
        return node.names.contains(where: wanted.contains)
    }

}
