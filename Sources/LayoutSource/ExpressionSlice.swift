import SwiftSyntax

/// The statements of a method that a layout expression written in it needs, so it can be evaluated on its own:
/// the locals it reads (`let rowHeight: CGFloat = 56`), what is done to them (`config.interSectionSpacing = 24`),
/// and — when the expression is bound to a name (`let layout = UICollectionViewCompositionalLayout { … }`) — what
/// is done to that name afterwards (`layout.configuration = config`). Everything else the method does (adding
/// subviews, registering cells, making the data source) is left out.
///
/// A backward slice by name over the statements of the blocks around the expression, repeated until nothing more
/// is taken: a declaration is taken when it declares a wanted name; any other statement when it acts on a wanted
/// local (its root, e.g. `section` in `section.boundarySupplementaryItems = [header]`). What is taken makes its
/// own names wanted. Names are matched by spelling, like the rest of the finder.
struct ExpressionSlice {
    /// In source order (the bound declaration included).
    var statements: [CodeBlockItemSyntax] = []
    /// The name the expression's value is bound to, when it is the initial value of `let NAME` / `var NAME`.
    var boundName: String?

    init() {}

    init(of expression: ExprSyntax, in function: Syntax) {
        var candidates: [CodeBlockItemSyntax] = []
        var seed: CodeBlockItemSyntax?
        var node = Syntax(expression)
        while node.id != function.id, let parent = node.parent {
            if let item = node.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                if seed == nil, boundName == nil, let name = Self.bound(expression, by: item) {
                    boundName = name
                    seed = item
                }
                candidates += list.filter { $0.id != item.id }
            }
            node = parent
        }
        var locals: Set<String> = []
        for c in candidates { locals.formUnion(Self.declared(by: c)) }
        if let boundName { locals.insert(boundName) }
        // Each wanted name with the last place a taken statement reads it: a local declared after that place
        // cannot be what it reads (Swift reads a local only after its declaration) — `let dataSource =
        // makeDataSource()` below the layout is not the `self.dataSource` its provider reads.
        var wanted: [String: AbsolutePosition] = [:]
        func want(_ names: Set<String>, at position: AbsolutePosition) {
            for n in names { wanted[n] = max(wanted[n] ?? position, position) }
        }
        let start = seed?.position ?? expression.position
        want(DeclarationIndex.identifiers(in: seed.map(Syntax.init) ?? Syntax(expression), excluding: nil), at: start)
        if let boundName { want([boundName], at: start) }
        var taken: [CodeBlockItemSyntax] = seed.map { [$0] } ?? []
        var changed = true
        while changed {
            changed = false
            for c in candidates where !taken.contains(where: { $0.id == c.id }) && !InertCode.isInert(c) {
                let declares = Self.declared(by: c)
                var take = declares.isEmpty ? Self.root(of: c).map { locals.contains($0) && wanted[$0] != nil } ?? false
                                            : declares.contains { wanted[$0].map { c.position < $0 } ?? false }
                // The owner's own state the expression reads, filled just before it (`for _ in 0..<10 {
                // sections.append(GridSection()) }` ahead of a provider reading `self.sections[sectionIndex]`).
                if !take, let filled = Self.ownerState(filledBy: c), !filled.isEmpty,
                   filled.allSatisfy({ !locals.contains($0) && wanted[$0].map { c.position < $0 } ?? false }) {
                    take = true
                }
                guard take else { continue }
                taken.append(c)
                want(DeclarationIndex.identifiers(in: c, excluding: nil), at: c.position)
                changed = true
            }
        }
        statements = taken.sorted { $0.position < $1.position }
    }

    /// The parameters of the enclosing function that the expression or its statements read (they have no value
    /// when the layout is evaluated on its own).
    func parameters(of function: Syntax, used expression: ExprSyntax) -> [String] {
        let parameters: FunctionParameterListSyntax
        if let f = function.as(FunctionDeclSyntax.self) { parameters = f.signature.parameterClause.parameters }
        else if let i = function.as(InitializerDeclSyntax.self) { parameters = i.signature.parameterClause.parameters }
        else { return [] }
        var used = DeclarationIndex.identifiers(in: expression, excluding: nil)
        for s in statements { used.formUnion(DeclarationIndex.identifiers(in: s, excluding: nil)) }
        return parameters.map { ($0.secondName ?? $0.firstName).text }.filter { $0 != "_" && used.contains($0) }
    }

    /// `NAME` when `item` is `let NAME = expression` (one binding, the expression its whole initial value).
    static func bound(_ expression: ExprSyntax, by item: CodeBlockItemSyntax) -> String? {
        guard let v = item.item.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
              b.initializer?.value.id == expression.id,
              let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return name
    }

    /// The owner's properties a statement only fills: `NAME = …`, `self.NAME += …`, `NAME.append(…)` (and the
    /// other ways to add to or empty an array or a set), or a `for` loop whose body does nothing else (declaring
    /// its own locals aside). Nil for any other statement. Names only: whether they are the owner's is for the
    /// caller (a name the method declares is a local).
    static func ownerState(filledBy item: CodeBlockItemSyntax) -> Set<String>? {
        guard let names = filledNames(item) else { return nil }
        // Filled with values made right here (`GridSection()`, `Row(title: "Row \(i)")`, literals), never with
        // the app's data (`items = viewModel.items`: a view model, its services, its networking).
        final class Reads: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .visitChildren }
                names.insert(node.baseName.text)
                return .visitChildren
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        reads.walk(item)
        var own: Set<String> = names.union(["self"])
        if let f = item.item.as(ForStmtSyntax.self) {
            for token in f.pattern.tokens(viewMode: .sourceAccurate) { if case .identifier(let t) = token.tokenKind { own.insert(t) } }
            for inner in f.body.statements { own.formUnion(declared(by: inner)) }
        }
        let foreign = reads.names.subtracting(own).filter { !($0.first?.isUppercase ?? false) }
        return foreign.isEmpty ? names : nil
    }

    private static func filledNames(_ item: CodeBlockItemSyntax) -> Set<String>? {
        if let f = item.item.as(ForStmtSyntax.self) {
            var names: Set<String> = []
            for inner in f.body.statements {
                if !declared(by: inner).isEmpty { continue }
                guard let n = filledNames(inner) else { return nil }
                names.formUnion(n)
            }
            return names
        }
        guard let e = item.item.as(ExprSyntax.self) else { return nil }
        func property(_ e: ExprSyntax) -> String? {
            if let d = e.as(DeclReferenceExprSyntax.self), d.baseName.text != "self" { return d.baseName.text }
            if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return m.declName.baseName.text
            }
            return nil
        }
        if let s = e.as(SequenceExprSyntax.self), s.elements.count == 3, let first = s.elements.first,
           let op = s.elements.dropFirst().first {
            let assigns = op.is(AssignmentExprSyntax.self)
                || ["+=", "-="].contains(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            if assigns, let name = property(first) { return [name] }
            return nil
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["append", "insert", "removeAll", "removeLast", "removeFirst", "remove", "sort"].contains(m.declName.baseName.text),
           let base = m.base, let name = property(base) {
            return [name]
        }
        return nil
    }

    /// Names a statement declares: `let a = …`, `var (b, c) = …`.
    static func declared(by item: CodeBlockItemSyntax) -> Set<String> {
        guard let v = item.item.as(VariableDeclSyntax.self) else { return [] }
        var names: Set<String> = []
        for b in v.bindings {
            for token in b.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(text) }
            }
        }
        return names
    }

    /// The variable a statement acts on: `section` in `section.contentInsets = …`, `layout.register(…)`.
    static func root(of item: CodeBlockItemSyntax) -> String? {
        guard let e = item.item.as(ExprSyntax.self) else { return nil }
        return root(e)
    }

    private static func root(_ e: ExprSyntax) -> String? {
        if let s = e.as(SequenceExprSyntax.self) { return s.elements.first.flatMap(root) }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base.flatMap(root) }
        if let c = e.as(FunctionCallExprSyntax.self) { return root(c.calledExpression) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return root(s.calledExpression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return root(o.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return root(f.expression) }
        if let t = e.as(TryExprSyntax.self) { return root(t.expression) }
        if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.text }
        return nil
    }
}
