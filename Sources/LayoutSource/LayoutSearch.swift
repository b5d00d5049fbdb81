import LayoutSourceHost
import SwiftSyntax

/// The front end's find step: which declarations of a set of Swift files are layouts. `LayoutFinder` finds every
/// function, property and expression that builds one; this keeps the ones that are layouts — not a base class's
/// placeholder that only traps — and, for a named file that declares a type but no layout, takes that type's layouts
/// from the extensions in the module's other files. Also where each layout's dependency closure starts.
enum LayoutSearch {
    /// The layouts of `files` (the first `limit` searched), in order.
    static func layouts(in files: [SwiftSourceFile], index: DeclarationIndex, searched limit: Int) -> [LayoutFinder.Found] {
        layouts(in: files, index: index, searched: { $0 < limit }, unsearched: { $0 >= limit })
    }

    /// The layouts of the files `searched` accepts, in order; `unsearched`: the files of the reading that no reading of
    /// the module searches (a module's listing reads each file apart: `ModuleReading`), whose extensions a searched
    /// file's type takes its layouts from.
    static func layouts(in files: [SwiftSourceFile], index: DeclarationIndex, searched: (Int) -> Bool,
                        unsearched: (Int) -> Bool) -> [LayoutFinder.Found] {
        var found = LayoutFinder.find(in: files, index: index) { searched($0.file) }.filter { !onlyTraps($0) }
        // A named file without layouts of its own that declares a type: that type's layouts in the extensions of
        // the module's other files (the class in FeedViewController.swift, its layout in +Layout.swift).
        for i in files.indices where searched(i) && !found.contains(where: { $0.file == i }) {
            let types = Set(index.topLevel[i].filter { $0.kind.isContainer && $0.kind != .extensionDecl }.compactMap(\.typePath))
            guard !types.isEmpty else { continue }
            var more = LayoutFinder.find(in: files, index: index) { node in
                guard unsearched(node.file) else { return false }
                var top = node
                while let p = top.parent { top = p }
                return top.kind == .extensionDecl && top.extendedType.map(types.contains) == true
            }
            more.removeAll(where: onlyTraps)
            for j in more.indices { more[j].declaration.host = files[i].path }
            found += more
        }
        return found
    }

    /// A class's overridable instance member whose whole body is a trap (`fatalError("Override createLayout()")`,
    /// `preconditionFailure(…)`): a base class's placeholder for its subclasses' layouts, not a layout. (Anywhere
    /// else — a free function, a static member — a trapping body is what it is: a layout that crashes.)
    static func onlyTraps(_ f: LayoutFinder.Found) -> Bool {
        guard f.expression == nil, let node = f.node, node.parent?.kind == .classType, !node.isStatic else { return false }
        let syntax = node.syntax
        if let modifiers = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers,
           modifiers.contains(where: { ["final", "private", "fileprivate"].contains($0.name.text) }) { return false }
        let statements: CodeBlockItemListSyntax?
        if let function = syntax.as(FunctionDeclSyntax.self) { statements = function.body?.statements }
        else if let variable = syntax.as(VariableDeclSyntax.self), let accessor = variable.bindings.first?.accessorBlock {
            switch accessor.accessors {
            case .getter(let body): statements = body
            case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
        } else { statements = nil }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return false }
        let call = item.as(FunctionCallExprSyntax.self)
            ?? item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
            ?? item.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self)
        guard let name = call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["fatalError", "preconditionFailure"].contains(name)
    }

    static func closure(of f: LayoutFinder.Found, index: DeclarationIndex) -> DependencyClosure {
        let (seeds, names) = self.seeds(of: f)
        return DependencyClosure(index: index, seeds: seeds, extraNames: names.map { ($0, f.file) })
    }

    /// Where a layout's dependency closure starts: its declaration, or for an expression the type that holds it and
    /// the names its code (expression and slice) mentions.
    static func seeds(of f: LayoutFinder.Found) -> (nodes: [DeclarationIndex.Node], names: Set<String>) {
        // (Names are wanted from the layout's own file: that is where the expression reads them.)
        var seeds: [DeclarationIndex.Node] = []
        var names: Set<String> = []
        if let n = f.node { seeds.append(n) }
        for part in f.expressionParts { names.formUnion(DeclarationIndex.identifiers(in: part, excluding: nil)) }
        if f.expression != nil, let owner = f.expressionOwner?.parent { seeds.append(owner) }
        // The owner's data-source methods the program asks for the counts (OwnerDataSource).
        if let methods = f.ownerDataSource { seeds += [methods.sections, methods.items].compactMap { $0 } }
        return (seeds, names)
    }

}
