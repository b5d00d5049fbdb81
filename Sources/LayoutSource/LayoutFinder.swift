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
        /// The owner's data-source methods the program asks for the counts (`OwnerDataSource`), when it can.
        var ownerDataSource: OwnerDataSource.Methods?

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
        /// `Subclass(args)`: a compositional layout subclass made by its initialiser.
        case initializer(arguments: [(label: String?, value: String)])
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

    /// Layouts declared in the first `searched` files (the files a command names); the module's other files are
    /// indexed for their declarations only.
    static func find(in files: [SwiftSourceFile], index: DeclarationIndex, searched: Int? = nil) -> [Found] {
        let searched = searched ?? files.count
        return find(in: files, index: index) { $0.file < searched }
    }

    /// Layouts declared in the nodes `include` accepts (a member is looked at when it is accepted): declarations
    /// first, then layout expressions in the code the declarations found do not already cover.
    static func find(in files: [SwiftSourceFile], index: DeclarationIndex, include: (DeclarationIndex.Node) -> Bool) -> [Found] {
        var found: [Found] = []
        // Per file: positions are offsets into their own file.
        var claimed: [Int: [Range<AbsolutePosition>]] = [:]
        for node in index.nodes where include(node) {
            let declared = declaredLayouts(node, in: files[node.file], files: files, index: index)
            if !declared.isEmpty { claimed[node.file, default: []].append(node.syntax.position..<node.syntax.endPosition) }
            found += declared
        }
        // Layout expressions outside the declarations above: `UICollectionViewCompositionalLayout { … }` in a
        // method that installs it, or in the closure that makes the collection view.
        // Also in a property's initial value: `lazy var collectionView: UICollectionView = { … }()`.
        for node in index.nodes where include(node) && [.function, .initializer, .variable].contains(node.kind) {
            guard !(claimed[node.file] ?? []).contains(where: { $0.contains(node.syntax.position) }) else { continue }
            found += expressionLayouts(in: node, file: files[node.file], index: index)
        }
        for i in found.indices {
            let names = LayoutSearch.seeds(of: found[i]).names.union(found[i].node?.mentions ?? [])
            found[i].ownerDataSource = OwnerDataSource.methods(of: found[i], reading: names, index: index)
        }
        var declarations = found.map(\.declaration)
        markCalledBy(&declarations) { d in found.first { $0.declaration.name == d.name && $0.declaration.file == d.file }?.node?.mentions ?? [] }
        for i in found.indices { found[i].declaration.calledBy = declarations[i].calledBy }
        return found
    }

    /// A layout function that cannot be called on its own (it takes what its callers choose: `takes itemSize:
    /// NSCollectionLayoutSize`) and that callable layouts of the module name in their code (`mentions`: the names
    /// a layout's code is written with — its declaration's, or its file's in a module assembled file by file) is
    /// drawn through them: `calledBy` lists them.
    static func markCalledBy(_ layouts: inout [LayoutDeclaration], mentions: (LayoutDeclaration) -> Set<String>) {
        for i in layouts.indices where layouts[i].kind == .layout && layouts[i].notCallable?.hasPrefix("takes ") == true {
            let name = String(layouts[i].name.split(separator: ".").last ?? "")
            let callers = layouts.indices.filter { j in
                j != i && layouts[j].notCallable == nil && layouts[j].kind != .notCompositional && mentions(layouts[j]).contains(name)
            }.map { layouts[$0].name }
            layouts[i].calledBy = callers.isEmpty ? nil : callers
        }
    }

    /// The layouts a declaration is: a function returning one, or properties holding one (or a closure making one).
    private static func declaredLayouts(_ node: DeclarationIndex.Node, in file: SwiftSourceFile, files: [SwiftSourceFile],
                                        index: DeclarationIndex) -> [Found] {
        // A protocol's requirement has no code: its conforming types' members are the layouts.
        guard node.parent?.kind != .protocolType else { return [] }
        if let decl = node.syntax.as(InitializerDeclSyntax.self) {
            return initializerLayout(decl, node: node, in: file, index: index).map { [$0] } ?? []
        }
        if let fn = node.syntax.as(FunctionDeclSyntax.self) {
            return functionLayout(fn, node: node, in: file, files: files, index: index).map { [$0] } ?? []
        }
        guard let v = node.syntax.as(VariableDeclSyntax.self) else { return [] }
        return v.bindings.compactMap { b in
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  var (kind, call) = bindingKind(b) else { return nil }
            // A stored property without a value of its own (`let layout: UICollectionViewCompositionalLayout`, a
            // property wrapper's input) holds a layout made elsewhere: not one.
            let value: Syntax? = b.accessorBlock.map(Syntax.init) ?? b.initializer.map { Syntax($0.value) }
            guard let value else { return nil }
            var notCallable = genericOwner(of: node, index: index)
            if kind == .layout || kind == .section {
                switch LayoutValue.of(value, index: index) {
                // `override var collectionViewLayout: … { super.collectionViewLayout as! … }`: reads one, makes none.
                case .reads: return nil
                case .other(let what) where kind == .layout:
                    kind = .notCompositional; notCallable = LayoutValue.notCompositional(what); call = .property
                default: break
                }
            }
            return Found(declaration: declaration(name.text, kind, at: name, node: node, in: file,
                                                  notCallable: notCallable), node: node,
                         call: call, file: node.file)
        }
    }

    /// Why a member of a generic type cannot be called on its own (`Adapter<Section>.createLayout`: which
    /// `Section` is the app's choice, made where it creates the adapter); nil for a member of a plain type.
    /// The type's declaration is looked up for a member of an extension (`extension Adapter { … }`).
    static func genericOwner(of node: DeclarationIndex.Node, index: DeclarationIndex) -> String? {
        var container = node.parent
        while let c = container {
            let declarations = c.kind == .extensionDecl ? (c.typePath.flatMap { index.byTypePath[$0] } ?? []) : [c]
            for d in declarations {
                guard let clause = genericParameters(d.syntax) else { continue }
                let name = d.typePath ?? d.names.first ?? "?"
                return "is a member of the generic type \(name)\(clause.trimmedDescription), whose type arguments are "
                    + "chosen where the app makes one"
            }
            container = c.parent
        }
        return nil
    }

    private static func genericParameters(_ group: Syntax) -> GenericParameterClauseSyntax? {
        if let c = group.as(ClassDeclSyntax.self) { return c.genericParameterClause }
        if let s = group.as(StructDeclSyntax.self) { return s.genericParameterClause }
        if let e = group.as(EnumDeclSyntax.self) { return e.genericParameterClause }
        if let a = group.as(ActorDeclSyntax.self) { return a.genericParameterClause }
        return nil
    }

    /// A declaration named in its type (`Owner.name`), placed at `syntax`.
    private static func declaration(_ name: String, _ kind: LayoutDeclaration.Kind, at syntax: some SyntaxProtocol,
                                    node: DeclarationIndex.Node, in file: SwiftSourceFile,
                                    notCallable: String? = nil) -> LayoutDeclaration {
        let l = syntax.startLocation(converter: file.converter)
        let qualified = node.parent?.typePath.map { "\($0).\(name)" } ?? name
        return LayoutDeclaration(name: qualified, kind: kind, file: file.path, line: l.line, column: l.column,
                                 dependencies: [], notCallable: notCallable)
    }

    /// A function returning a layout or a section, with the arguments its call passes; one whose parameters
    /// cannot all be given is found, and says why it cannot be called.
    private static func functionLayout(_ fn: FunctionDeclSyntax, node: DeclarationIndex.Node, in file: SwiftSourceFile,
                                       files: [SwiftSourceFile], index: DeclarationIndex) -> Found? {
        guard let ret = fn.signature.returnClause?.type, var kind = kind(ofReturn: ret) else { return nil }
        var built: String?
        if kind == .layout, let body = fn.body {
            switch LayoutValue.of(Syntax(body), index: index) {
            case .other(let what): kind = .notCompositional; built = what
            case .reads: return nil
            case .compositional, .unknown: break
            }
        }
        // The app's own call of it, when every argument it writes is a constant (`CallSites`): what a parameter
        // without a default is drawn with (a default that draws), found only when one is needed.
        var site: CallSites.Call??
        let (args, parameters, fromSite, unpassable) = callArguments(fn.signature.parameterClause.parameters, kind: kind, index: index) { i in
            if site == nil { site = .some(CallSites.firstConstantCall(of: fn, node: node, files: files, index: index)) }
            return site!?.arguments[i]
        }
        var problem = unpassable
        if problem == nil, let generic = fn.genericParameterClause {
            problem = "is generic (\(generic.trimmedDescription)): its type arguments are chosen where the app calls it"
        }
        if problem == nil { problem = genericOwner(of: node, index: index) }
        if let built { problem = LayoutValue.notCompositional(built) }
        var d = declaration(fn.name.text, kind, at: fn.name, node: node, in: file, notCallable: problem)
        d.parameters = problem == nil ? parameters : []
        if problem == nil, !fromSite.isEmpty, let call = site ?? nil {
            d.argumentsFromCall = call.place
            d.argumentsFromCallNames = fromSite
        }
        return Found(declaration: d, node: node, call: .function(arguments: args), file: node.file)
    }

    /// The arguments a generated call passes for `parameters` (by label), the parameters `--arg` can give, those drawn
    /// with the app's own call's arguments (`siteArgument(i)`), and why it cannot be called (a parameter nothing can give).
    static func callArguments(_ parameters: FunctionParameterListSyntax, kind: LayoutDeclaration.Kind, index: DeclarationIndex,
                              siteArgument: (Int) -> String?)
        -> (args: [(String?, String)], parameters: [LayoutParameter], fromSite: [String], problem: String?) {
        var args: [(String?, String)] = []
        var problem: String?
        var given: [LayoutParameter] = []
        var fromSite: [String] = []
        for (i, p) in parameters.enumerated() {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            let type = normalized(p.type)
            if type == "NSCollectionLayoutEnvironment" { args.append((label, "environment")); continue }
            if type == "Int", kind == .section, p.defaultValue == nil,
               (p.secondName ?? p.firstName).text.lowercased().contains("index") {
                // A section builder given its section index: evaluated for section 0.
                args.append((label, "0")); continue
            }
            let name = (p.secondName ?? p.firstName).text
            guard let (parameter, value) = argument(name: name, label: label, type: type, in: index) else {
                // An optional of a type no argument can give (a delegate, a view model) is passed nil: what the
                // app passes when it has none, and nothing a layout's geometry can be given through.
                if p.defaultValue == nil, p.type.is(OptionalTypeSyntax.self) || p.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    args.append((label, "nil")); continue
                }
                // A type `args:` cannot give (`NSCollectionLayoutSize`): as the app's own call gives it.
                if p.defaultValue == nil, let site = siteArgument(i) { args.append((label, site)); fromSite.append(name); continue }
                if p.defaultValue == nil { problem = "takes \(p.with(\.trailingComma, nil).trimmedDescription)"; break }
                continue
            }
            var p2 = parameter
            // Without a default of its own, the app's own constant argument is one (`--arg` still chooses).
            let fallback = p.defaultValue?.value.trimmedDescription ?? siteArgument(i)
            if p.defaultValue == nil, fallback != nil { fromSite.append(name) }
            p2.hasDefault = fallback != nil
            given.append(p2)
            // A parameter with a default takes it unless `--arg` gives one.
            let passed = fallback.map { "(__LayoutRender.Arguments.has(\(ProgramGenerator.literal(name))) ? \(value) : \($0))" } ?? value
            args.append((label, passed))
        }
        return (args, given, fromSite, problem)
    }

    /// The methods of `UICollectionViewLayout` by which a subclass places elements itself: a compositional layout
    /// subclass that overrides one is not drawn (its own code decides where elements go).
    static let placingOverrides = ["prepare", "layoutAttributesForElements", "layoutAttributesForItem",
                                   "layoutAttributesForSupplementaryView", "layoutAttributesForDecorationView",
                                   "collectionViewContentSize", "finalLayoutAttributesForDisappearingItem",
                                   "initialLayoutAttributesForAppearingItem"]

    /// A subclass of `UICollectionViewCompositionalLayout` declared in these files whose initialiser builds its
    /// sections (`init() { super.init(sectionProvider: …) }`, `convenience init() { self.init(section: …) }`): the
    /// layout is `Subclass(…)`, named after the class. One per class: the initialiser with the fewest parameters
    /// (`init?(coder:)` is never one). One whose class overrides how elements are placed (`placingOverrides`) is
    /// found and says why it is not drawn.
    private static func initializerLayout(_ decl: InitializerDeclSyntax, node: DeclarationIndex.Node, in file: SwiftSourceFile,
                                          index: DeclarationIndex) -> Found? {
        guard let owner = node.parent, owner.kind == .classType, let path = owner.typePath, decl.body != nil,
              let className = owner.names.first,
              LayoutValue.layoutBase(of: className, index: index) == "UICollectionViewCompositionalLayout" else { return nil }
        func eligible(_ d: InitializerDeclSyntax) -> Bool {
            d.body != nil && !d.signature.parameterClause.parameters.contains { normalized($0.type) == "NSCoder" }
        }
        guard eligible(decl) else { return nil }
        // The class's other initialisers: only the one with the fewest parameters (the first of those) is the layout.
        let inits = owner.members.compactMap { $0.syntax.as(InitializerDeclSyntax.self) }.filter(eligible)
        let chosen = inits.min { $0.signature.parameterClause.parameters.count < $1.signature.parameterClause.parameters.count }
        guard let chosen, chosen.position == decl.position else { return nil }
        let (args, parameters, _, unpassable) = callArguments(decl.signature.parameterClause.parameters, kind: .layout, index: index) { _ in nil }
        var problem = unpassable
        let overrides = owner.members.filter { m in
            m.kind == .function && m.syntax.as(FunctionDeclSyntax.self)?.modifiers.contains { $0.name.text == "override" } == true
                && placingOverrides.contains(m.names.first ?? "")
        }.compactMap { $0.names.first }
        if problem == nil, let first = overrides.first {
            problem = "overrides \(first): its own code places the elements, and drawing only the sections its initialiser "
                + "builds would not be what UIKit shows"
        }
        if problem == nil, decl.genericParameterClause != nil { problem = "is generic: its type arguments are chosen where the app makes it" }
        if problem == nil { problem = genericOwner(of: node, index: index) }
        let l = decl.initKeyword.startLocation(converter: file.converter)
        var d = LayoutDeclaration(name: path, kind: .layout, file: file.path, line: l.line, column: l.column,
                                  dependencies: [], notCallable: problem)
        d.parameters = problem == nil ? parameters : []
        return Found(declaration: d, node: node, call: .initializer(arguments: args), file: node.file)
    }

    /// What a property binding holds, by its type annotation (a layout, a section, a provider closure, a closure
    /// making a layout) or, unannotated, by its initial value (`UICollectionViewCompositionalLayout(…)`).
    private static func bindingKind(_ b: PatternBindingSyntax) -> (LayoutDeclaration.Kind, Call)? {
        guard let t = b.typeAnnotation?.type else {
            if let call = b.initializer?.value.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
               layoutTypes.contains(callee.baseName.text) {
                return (.layout, .property)
            }
            return nil
        }
        if let k = kind(ofReturn: t) { return (k, .property) }
        if providerTypes.contains(normalized(t)) { return (.sectionProvider, .providerClosure) }
        guard let fnType = unwrapFunctionType(t) else { return nil }
        let r = normalized(fnType.returnClause.type)
        if sectionTypes.contains(r), fnType.parameters.count == 2 { return (.sectionProvider, .providerClosure) }
        if layoutTypes.contains(r), fnType.parameters.isEmpty { return (.layout, .makerClosure) }
        return nil
    }

    /// The layout expressions in a function, initializer or property's code, named after it (`Owner.name`, then
    /// `#2`… when there are several), with the statements each needs.
    private static func expressionLayouts(in node: DeclarationIndex.Node, file f: SwiftSourceFile,
                                          index: DeclarationIndex) -> [Found] {
        final class Visitor: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if LayoutFinder.makesLayout(node) { calls.append(node); return .skipChildren }
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(node.syntax)
        let enclosing = node.names.first ?? "init"
        let base = node.parent?.typePath.map { "\($0).\(enclosing)" } ?? enclosing
        return visitor.calls.enumerated().map { i, call in
            let l = call.startLocation(converter: f.converter)
            let name = visitor.calls.count == 1 ? base : "\(base)#\(i + 1)"
            let slice = ExpressionSlice(of: ExprSyntax(call), in: node.syntax)
            var problem: String?
            if let p = slice.parameters(of: node.syntax, used: ExprSyntax(call)).first {
                problem = "uses '\(p)', a parameter of \(enclosing)"
            }
            if problem == nil { problem = genericOwner(of: node, index: index) }
            return Found(declaration: LayoutDeclaration(name: name, kind: .layout, file: f.path, line: l.line,
                                                        column: l.column, dependencies: [], notCallable: problem),
                         node: nil, expression: ExprSyntax(call), expressionOwner: node, slice: slice,
                         call: .expression, file: node.file)
        }
    }

    /// A parameter `--arg` can give, and the code the generated call reads it with; nil for other types.
    static func argument(name: String, label: String?, type: String, in index: DeclarationIndex)
        -> (LayoutParameter, String)? {
        let key = ProgramGenerator.literal(name)
        func make(_ kind: LayoutParameter.Kind, _ code: String, cases: [String] = []) -> (LayoutParameter, String) {
            (LayoutParameter(name: name, label: label, type: type, kind: kind, cases: cases, hasDefault: false), code)
        }
        switch type {
        case "CGSize": return make(.size, "__LayoutRender.Arguments.size(\(key))")
        case "CGFloat", "Double", "Float": return make(.number, "\(type)(__LayoutRender.Arguments.number(\(key)))")
        case "Int": return make(.integer, "__LayoutRender.Arguments.integer(\(key))")
        case "Bool": return make(.bool, "__LayoutRender.Arguments.bool(\(key))")
        case "String": return make(.string, "__LayoutRender.Arguments.string(\(key))")
        default: break
        }
        // An enum of the module whose cases carry no values: named by its case.
        let last = String(type.split(separator: ".").last ?? "")
        for node in index.byName[last] ?? [] where node.kind == .enumType {
            guard let e = node.syntax.as(EnumDeclSyntax.self), e.genericParameterClause == nil else { continue }
            let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            guard !cases.isEmpty, cases.allSatisfy({ $0.parameterClause == nil }) else { continue }
            let names = cases.map { $0.name.text.hasPrefix("`") ? String($0.name.text.dropFirst().dropLast()) : $0.name.text }
            let switchCode = zip(cases, names).map { "case \(ProgramGenerator.literal($1)): return .\($0.name.text)" }
                .joined(separator: "; ")
            let code = "__LayoutRender.Arguments.choice(\(key)) { (s: String) -> \(type)? in switch s { \(switchCode); default: return nil } }"
            return make(.choice, code, cases: names)
        }
        return nil
    }

    /// Whether a call makes a compositional layout wherever it stands: `UICollectionViewCompositionalLayout { … }`,
    /// `UICollectionViewCompositionalLayout(section:)`, `UICollectionViewCompositionalLayout.list(using:)`,
    /// `.init(sectionProvider:)`, and — written where the type is implied (a return, an argument) —
    /// `.list(using:)` and `.init(sectionProvider:…)`.
    static func makesLayout(_ call: FunctionCallExprSyntax) -> Bool {
        let firstLabel = call.arguments.first?.label?.text
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callee.baseName.text == "UICollectionViewCompositionalLayout"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        if let base = member.base {
            // `UICollectionViewCompositionalLayout.list` or `UIKit.UICollectionViewCompositionalLayout.list`.
            let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return type == "UICollectionViewCompositionalLayout" && (name == "list" || name == "init")
        }
        // Implicit member: only the spellings that can mean nothing else.
        return (name == "list" && firstLabel == "using") || (name == "init" && firstLabel == "sectionProvider")
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

/// What a declaration's value (a function's body, a property's initial value or getter) builds, read from its code:
/// a compositional layout, another kind of layout, or nothing (it reads a layout made elsewhere). Only what the code
/// says is taken: a value built by a helper these files do not declare is `unknown` (and stays a layout).
enum LayoutValue: Equatable {
    case compositional
    /// Another kind: what it builds (`UICollectionViewFlowLayout`, `MosaicLayout, a UICollectionViewLayout subclass`).
    case other(String)
    /// Calls nothing: a layout made elsewhere, read (`collectionView.collectionViewLayout as! …`).
    case reads
    case unknown

    /// The types whose mention means a compositional layout is being built.
    static func isCompositionalName(_ name: String) -> Bool {
        name == "UICollectionViewCompositionalLayout" || name.hasPrefix("NSCollectionLayout")
            || name == "UICollectionLayoutListConfiguration" || name == "UICollectionViewCompositionalLayoutConfiguration"
            || LayoutFinder.providerTypes.contains(name)
    }

    static func notCompositional(_ what: String) -> String {
        "builds \(what), not a compositional layout: layout-render draws compositional layouts only"
    }

    static func of(_ value: Syntax, index: DeclarationIndex, depth: Int = 0) -> LayoutValue {
        final class Visitor: SyntaxVisitor {
            var names: [String] = []
            var calls = 0
            var makes = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                calls += 1
                if LayoutFinder.makesLayout(node) { makes = true }
                return .visitChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .identifier(let text) = token.tokenKind { names.append(text) }
                return .skipChildren
            }
            // The type of a cast builds nothing (`collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout`
            // reads the layout the collection view has): only the value cast is looked into.
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                var afterCast = false
                for element in node.elements {
                    if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) { afterCast = true; continue }
                    if afterCast, element.is(TypeExprSyntax.self) { afterCast = false; continue }
                    afterCast = false
                    walk(element)
                }
                return .skipChildren
            }
            override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
                walk(node.expression)
                return .skipChildren
            }
        }
        let v = Visitor(viewMode: .sourceAccurate)
        v.walk(value)
        if v.makes || v.names.contains(where: isCompositionalName) { return .compositional }
        var other: String?
        for name in v.names where other == nil {
            if name == "UICollectionViewFlowLayout" { other = name; break }
            if let base = layoutBase(of: name, index: index) {
                if base == "UICollectionViewCompositionalLayout" { return .compositional }
                other = "\(name), a \(base) subclass"
            }
        }
        // A helper of these files that returns a compositional layout (or builds one, looked into a few levels).
        if depth < 3 {
            for name in Set(v.names) {
                for node in index.byName[name] ?? [] where node.kind == .function || node.kind == .variable {
                    if let fn = node.syntax.as(FunctionDeclSyntax.self), let ret = fn.signature.returnClause?.type {
                        let t = LayoutFinder.normalized(ret)
                        if t == "UICollectionViewCompositionalLayout" || LayoutFinder.sectionTypes.contains(t) { return .compositional }
                        if t == "UICollectionViewLayout", let body = fn.body,
                           of(Syntax(body), index: index, depth: depth + 1) == .compositional { return .compositional }
                    }
                }
            }
        }
        if let other { return .other(other) }
        return v.calls == 0 ? .reads : .unknown
    }

    /// For a class of these files that is a collection-view layout: the UIKit layout class it descends from.
    static func layoutBase(of name: String, index: DeclarationIndex) -> String? {
        var current = name, seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let decl = (index.byName[current] ?? []).lazy.compactMap({ $0.syntax.as(ClassDeclSyntax.self) }).first,
                  let first = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
            if ["UICollectionViewFlowLayout", "UICollectionViewLayout", "UICollectionViewCompositionalLayout"].contains(first) {
                return first
            }
            current = first
        }
        return nil
    }
}
