import SwiftSyntax

/// Finds the declarations that produce layouts: functions, computed and lazy properties and closures returning
/// `UICollectionViewLayout`, `UICollectionViewCompositionalLayout` or `NSCollectionLayoutSection`, and
/// `UICollectionViewCompositionalLayout { … }` expressions written elsewhere (e.g. in `viewDidLoad`).
enum LayoutFinder {
    static let layoutTypes: Set<String> = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout"]
    static let sectionTypes: Set<String> = ["NSCollectionLayoutSection"]
    static let providerTypes: Set<String> = ["UICollectionViewCompositionalLayoutSectionProvider"]

    /// A found layout with what the program generator needs to call it.
    struct Found {
        var declaration: LayoutDeclaration
        /// The declaration node (nil for an expression).
        var node: DeclarationIndex.Node?
        /// For an expression: its text and the container it sits in.
        var expression: ExprSyntax?
        var expressionOwner: DeclarationIndex.Node?
        /// For an expression: the statements of its method it needs (`ExpressionSlice`).
        var slice = ExpressionSlice()
        var call: Call
        var file: Int

        /// Every piece of the user's code this layout is, besides its declaration: the expression and its slice.
        var expressionParts: [Syntax] {
            guard let expression else { return [] }
            return slice.statements.map(Syntax.init) + [Syntax(expression)]
        }
    }

    /// How the generated program evaluates it.
    enum Call {
        /// `owner.member(args)` / `Type.member(args)` / `member(args)`; arguments by label, "environment" or "index".
        case function(arguments: [(label: String?, value: String)])
        case property
        /// A stored closure: a provider (`(Int, env) -> section?`) or a maker (`() -> layout`).
        case providerClosure
        case makerClosure
        case expression
    }

    static func normalized(_ type: TypeSyntax) -> String {
        var t = type.trimmedDescription
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("any ") { t.removeFirst(4) }
        if t.hasPrefix("UIKit.") { t.removeFirst(6) }
        return t
    }

    static func kind(ofReturn type: TypeSyntax) -> LayoutDeclaration.Kind? {
        let t = normalized(type)
        if layoutTypes.contains(t) { return .layout }
        if sectionTypes.contains(t) { return .section }
        return nil
    }

    static func find(in files: [SwiftSourceFile], index: DeclarationIndex) -> [Found] {
        var found: [Found] = []
        var claimed: [Range<AbsolutePosition>] = []
        for node in index.nodes {
            let f = files[node.file]
            let owner = node.parent?.typePath
            func qualified(_ n: String) -> String { owner.map { "\($0).\(n)" } ?? n }
            func declaration(_ name: String, _ kind: LayoutDeclaration.Kind, at syntax: some SyntaxProtocol,
                             notCallable: String? = nil) -> LayoutDeclaration {
                let l = syntax.startLocation(converter: f.converter)
                return LayoutDeclaration(name: qualified(name), kind: kind, file: f.path, line: l.line, column: l.column,
                                         dependencies: [], notCallable: notCallable)
            }
            if let fn = node.syntax.as(FunctionDeclSyntax.self), let ret = fn.signature.returnClause?.type,
               let kind = kind(ofReturn: ret) {
                var args: [(String?, String)] = []
                var problem: String?
                for p in fn.signature.parameterClause.parameters where p.defaultValue == nil {
                    let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
                    let type = normalized(p.type)
                    if type == "NSCollectionLayoutEnvironment" { args.append((label, "environment")) }
                    else if type == "Int", kind == .section,
                            (p.secondName ?? p.firstName).text.lowercased().contains("index") {
                        // A section builder given its section index: evaluated for section 0.
                        args.append((label, "0"))
                    }
                    else { problem = "takes \(p.trimmedDescription)"; break }
                }
                found.append(Found(declaration: declaration(fn.name.text, kind, at: fn.name, notCallable: problem),
                                   node: node, call: .function(arguments: args), file: node.file))
                claimed.append(fn.position..<fn.endPosition)
            } else if let v = node.syntax.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    var kind: LayoutDeclaration.Kind?
                    var call = Call.property
                    if let t = b.typeAnnotation?.type {
                        if let k = self.kind(ofReturn: t) { kind = k }
                        else if providerTypes.contains(normalized(t)) { kind = .sectionProvider; call = .providerClosure }
                        else if let fnType = unwrapFunctionType(t) {
                            let r = normalized(fnType.returnClause.type)
                            if sectionTypes.contains(r), fnType.parameters.count == 2 {
                                kind = .sectionProvider; call = .providerClosure
                            } else if layoutTypes.contains(r), fnType.parameters.isEmpty {
                                kind = .layout; call = .makerClosure
                            }
                        }
                    } else if let call = b.initializer?.value.as(FunctionCallExprSyntax.self),
                              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                              layoutTypes.contains(callee.baseName.text) {
                        kind = .layout
                    }
                    if let kind {
                        found.append(Found(declaration: declaration(name.text, kind, at: name), node: node,
                                           call: call, file: node.file))
                        claimed.append(v.position..<v.endPosition)
                    }
                }
            }
        }
        // Layout expressions outside the declarations above: `UICollectionViewCompositionalLayout { … }` in a
        // method that installs it, or in the closure that makes the collection view.
        // Also in a property's initial value: `lazy var collectionView: UICollectionView = { … }()`.
        for node in index.nodes where [.function, .initializer, .variable].contains(node.kind) {
            guard !claimed.contains(where: { $0.contains(node.syntax.position) }) else { continue }
            let f = files[node.file]
            final class Visitor: SyntaxVisitor {
                var calls: [FunctionCallExprSyntax] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                       callee.baseName.text == "UICollectionViewCompositionalLayout" {
                        calls.append(node); return .skipChildren
                    }
                    return .visitChildren
                }
            }
            let visitor = Visitor(viewMode: .sourceAccurate)
            visitor.walk(node.syntax)
            let enclosing = node.names.first ?? "init"
            for (i, call) in visitor.calls.enumerated() {
                let l = call.startLocation(converter: f.converter)
                let base = node.parent?.typePath.map { "\($0).\(enclosing)" } ?? enclosing
                let name = visitor.calls.count == 1 ? base : "\(base)#\(i + 1)"
                let slice = ExpressionSlice(of: ExprSyntax(call), in: node.syntax)
                var problem: String?
                if let p = slice.parameters(of: node.syntax, used: ExprSyntax(call)).first {
                    problem = "uses '\(p)', a parameter of \(enclosing)"
                }
                found.append(Found(declaration: LayoutDeclaration(name: name, kind: .layout, file: f.path, line: l.line,
                                                                  column: l.column, dependencies: [], notCallable: problem),
                                   node: nil, expression: ExprSyntax(call), expressionOwner: node, slice: slice,
                                   call: .expression, file: node.file))
            }
        }
        return found
    }

    static func unwrapFunctionType(_ t: TypeSyntax) -> FunctionTypeSyntax? {
        if let f = t.as(FunctionTypeSyntax.self) { return f }
        if let a = t.as(AttributedTypeSyntax.self) { return unwrapFunctionType(a.baseType) }
        if let o = t.as(OptionalTypeSyntax.self) { return unwrapFunctionType(o.wrappedType) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapFunctionType(o.wrappedType) }
        if let tu = t.as(TupleTypeSyntax.self), tu.elements.count == 1 { return unwrapFunctionType(tu.elements.first!.type) }
        return nil
    }
}
