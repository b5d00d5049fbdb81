import SwiftSyntax

/// Every declaration of the given files (top level and members, nested types too), with the names each one
/// mentions: what the program generator needs to take a layout together with everything it uses.
///
/// Names are matched by spelling, not resolved: a name a layout mentions pulls in every declaration so named.
/// That can take a little more than needed, never less (local variables that share a member's name are the
/// usual extra), and it keeps the finder fast and independent of the compiler.
final class DeclarationIndex {
    enum Kind: Equatable {
        case classType, structType, enumType, actorType, protocolType, extensionDecl
        case function, variable, enumCase, initializer, typeAlias, subscriptDecl, other
        var isContainer: Bool {
            switch self {
            case .classType, .structType, .enumType, .actorType, .protocolType, .extensionDecl: return true
            default: return false
            }
        }
    }

    final class Node {
        let id: Int
        let kind: Kind
        /// Names this declaration declares (a `let a = 1, b = 2` declares two).
        let names: [String]
        let syntax: Syntax
        let file: Int
        /// The container (type or extension) it is a member of.
        let parent: Node?
        var members: [Node] = []
        /// Identifiers written in it (for containers: in the header only — name, generics, inheritance).
        var mentions: Set<String> = []
        let isStatic: Bool
        /// Extension: the extended type's spelling ("FeedViewController", "Outer.Inner").
        var extendedType: String?

        init(id: Int, kind: Kind, names: [String], syntax: Syntax, file: Int, parent: Node?, isStatic: Bool) {
            self.id = id; self.kind = kind; self.names = names; self.syntax = syntax; self.file = file
            self.parent = parent; self.isStatic = isStatic
        }

        /// "Outer.Inner" for a type or the type an extension extends.
        var typePath: String? {
            if kind == .extensionDecl { return extendedType }
            guard kind.isContainer, let name = names.first else { return nil }
            if let p = parent?.typePath { return p + "." + name }
            return name
        }
        /// Declared `private` or `fileprivate`, or a member of a `private`/`fileprivate` extension (whose members
        /// take its access level): seen only from its own file.
        var isFilePrivate: Bool {
            if hasPrivateModifier { return true }
            if let parent, parent.kind == .extensionDecl { return parent.hasPrivateModifier }
            return false
        }
        private var hasPrivateModifier: Bool {
            guard let modifiers = syntax.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
            // `private(set)` / `fileprivate(set)` limit the setter only: the property is seen from every file.
            return modifiers.contains { ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
                && $0.detail == nil }
        }
        /// A stored property: a variable without accessors (computed properties have a body).
        var isStoredProperty: Bool {
            guard kind == .variable, let v = syntax.as(VariableDeclSyntax.self) else { return false }
            return v.bindings.allSatisfy { Self.isStored($0) }
        }

        /// A binding with storage: no accessors, or only observers (`var layout: CellLayout { didSet { … } }`).
        static func isStored(_ b: PatternBindingSyntax) -> Bool {
            guard let block = b.accessorBlock else { return true }
            guard case .accessors(let list) = block.accessors else { return false }
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    private(set) var nodes: [Node] = []
    private(set) var topLevel: [[Node]] = []
    /// Name → declarations with that name.
    private(set) var byName: [String: [Node]] = [:]
    /// Type path → the type and its extensions.
    private(set) var byTypePath: [String: [Node]] = [:]

    /// Each file's path, by its number.
    let paths: [String]

    init(files: [SwiftSourceFile]) {
        paths = files.map(\.path)
        for (i, f) in files.enumerated() {
            var top: [Node] = []
            for item in f.tree.statements {
                if let decl = item.item.as(DeclSyntax.self), let n = add(decl, file: i, parent: nil) { top.append(n) }
            }
            topLevel.append(top)
        }
        findDataSources()
        for node in topLevel.joined() where node.kind == .extensionDecl {
            for inherited in node.syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                conformingExtensions[inherited.type.trimmedDescription, default: []].append(node)
            }
        }
        for (path, containers) in byTypePath {
            var required: Set<String> = []
            for c in containers {
                for inherited in c.syntax.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                    // `Core.Registerable`, `A & B`, `Store<State>`: each protocol by its own name.
                    let parts = inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
                    for part in parts { if let (name, _) = ProgramGenerator.namedType(part) { adopted.insert(name) } }
                    required.formUnion(DependencyClosure.conformanceMembers[inherited.type.trimmedDescription] ?? [])
                }
            }
            if !required.isEmpty { conformanceMembers[path] = required }
        }
    }

    /// The type declaration a type name written inside `place` refers to, as Swift looks it up: the types nested in
    /// the enclosing types (and their extensions), innermost first, then the module's top-level types; a `private` or
    /// `fileprivate` one only from its own file. `A.B` is `B` nested in what `A` names. Nil when no type of the
    /// module is meant (a platform type, or a name declared only where `place` cannot see it — another type's
    /// nested `enum Section` is not the top-level `protocol Section`).
    func typeDeclaration(named spelled: String, at place: Node) -> Node? {
        let parts = spelled.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        func declared(_ path: String) -> Node? {
            byTypePath[path]?.first { $0.kind != .extensionDecl && (!$0.isFilePrivate || $0.file == place.file) }
        }
        var found: Node?
        var scope: Node? = place.kind.isContainer || place.kind == .extensionDecl ? place : place.parent
        while let s = scope, found == nil {
            if let path = s.typePath { found = declared(path + "." + first) }
            scope = s.parent
        }
        guard var node = found ?? declared(first) else { return nil }
        for part in parts.dropFirst() {
            guard let path = node.typePath, let next = declared(path + "." + part) else { return nil }
            node = next
        }
        return node
    }

    /// The type a path names once its type aliases are followed (`ColorAsset.Color` with `typealias Color = UIColor`
    /// nested in `ColorAsset` → `UIColor`; a chain of at most four), or the path itself. An extension of the alias is
    /// one of that type (`extension ColorAsset.Color { convenience init?(asset:) }`, as SwiftGen writes its assets).
    func aliasResolved(_ path: String) -> String {
        var current = path
        for _ in 0..<4 {
            guard let alias = alias(named: current)?.syntax.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil
            else { break }
            let value = alias.initializer.value.trimmedDescription
            guard value != current, !value.contains("<"), !value.contains("&") else { break }
            current = value
        }
        return current
    }

    /// The type alias a name means where it is written (`place`): a qualified name (`Shared.StoreDataSource`) the
    /// alias of that type; a plain one the alias of the nearest enclosing type of `place` that declares one
    /// (`typealias DataSource = …` nested in each screen), else a top-level one. Without a place, a plain name is a
    /// top-level alias only.
    func alias(named spelled: String, at place: Node? = nil) -> Node? {
        let parts = spelled.split(separator: ".").map(String.init)
        guard let last = parts.last else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        let aliases = (byName[last] ?? []).filter { $0.kind == .typeAlias && $0.id != place?.id }
        if !owner.isEmpty {
            return aliases.first { $0.parent?.typePath == owner }
                ?? aliases.first { $0.parent?.typePath?.hasSuffix("." + owner) ?? false }
        }
        var scope = place?.kind.isContainer == true ? place : place?.parent
        while let s = scope {
            if let found = aliases.first(where: { $0.parent?.typePath != nil && $0.parent?.typePath == s.typePath }) { return found }
            scope = s.parent
        }
        return aliases.first { $0.parent == nil }
    }

    /// `items` with those declared in type `owner` (a layout's own type) first, each part in its order: a member of
    /// another type that shares the name comes after (its `dataSource`, its `indexToSection`).
    static func ownTypeFirst<T>(_ items: [T], owner: String?, node: (T) -> Node) -> [T] {
        guard let owner else { return items }
        return items.filter { node($0).parent?.typePath == owner } + items.filter { node($0).parent?.typePath != owner }
    }

    /// Protocol name → the top-level extensions that declare a conformance to it (`extension UICollectionReusableView:
    /// ReuseIdentifiable {}`): taken with the protocol when they extend a platform type (DependencyClosure).
    private(set) var conformingExtensions: [String: [Node]] = [:]

    /// Every name written in an inheritance clause of a type or an extension of the module (`class Cell: UICollectionViewCell,
    /// Registerable` adopts `Registerable`; a protocol refining another adopts it too): a protocol no one adopts
    /// lends no type its extensions' members (DependencyClosure).
    private(set) var adopted: Set<String> = []

    /// Type path → the member names its declared conformances need (`description`, `hash`, `==`, `init(from` …),
    /// from the type and all its extensions.
    private(set) var conformanceMembers: [String: Set<String>] = [:]

    /// Diffable data source properties (node id → the type to make in their place, as written): the program
    /// replaces them with one that reports `--section-kinds`, so what the app's initial value uses (the cell
    /// provider, cell registrations, the collection view) is never taken — only the type's names are mentioned.
    private(set) var dataSourceTypes: [Int: String] = [:]

    private func findDataSources() {
        // A stored property of a type: not a protocol's requirement (`var snapshot: Snapshot! { get }`), which has
        // no value to replace, nor a computed one.
        for node in nodes where node.kind == .variable && node.parent != nil && node.parent?.kind != .protocolType {
            guard let v = node.syntax.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
                  b.accessorBlock == nil, let (type, spelled) = dataSourceType(of: b) else { continue }
            dataSourceTypes[node.id] = type
            node.mentions = Self.identifiers(in: spelled, excluding: nil)
        }
    }

    /// The data source type of a binding: its annotation, else the type its initial value makes — directly
    /// (`DataSource(collectionView: …)`) or through a method of these files (`lazy var dataSource = makeDataSource()`).
    private func dataSourceType(of b: PatternBindingSyntax) -> (String, Syntax)? {
        if let t = b.typeAnnotation?.type {
            let type = Self.unwrapped(t.trimmedDescription)
            return isDiffableDataSource(type) ? (type, Syntax(t)) : nil
        }
        guard let call = b.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if isDiffableDataSource(callee) { return (callee, Syntax(call.calledExpression)) }
        let name = String(callee.split(separator: ".").last ?? "")
        for node in byName[name] ?? [] {
            guard let ret = node.syntax.as(FunctionDeclSyntax.self)?.signature.returnClause?.type else { continue }
            let type = Self.unwrapped(ret.trimmedDescription)
            if isDiffableDataSource(type) { return (type, Syntax(ret)) }
        }
        return nil
    }

    static func unwrapped(_ type: String) -> String {
        var t = type
        while t.hasSuffix("!") || t.hasSuffix("?") { t.removeLast() }
        return t
    }

    /// `UICollectionViewDiffableDataSource<…>`, or an app's typealias of it (`typealias DataSource = …`).
    /// A diffable data source, or a snapshot the app keeps beside one (`var snapshot: NSDiffableDataSourceSnapshot<…>!`):
    /// both are where a layout reads its section identifiers from.
    func isDiffableDataSource(_ type: String) -> Bool {
        func named(_ t: String) -> Bool {
            t.hasPrefix("UICollectionViewDiffableDataSource<") || t.hasPrefix("NSDiffableDataSourceSnapshot<")
        }
        if named(type) { return true }
        return (byName[type] ?? []).contains { node in
            guard node.kind == .typeAlias, let alias = node.syntax.as(TypeAliasDeclSyntax.self) else { return false }
            return named(alias.initializer.value.trimmedDescription)
        }
    }

    private func add(_ decl: DeclSyntax, file: Int, parent: Node?) -> Node? {
        let (kind, names, isStatic) = Self.describe(decl)
        if kind == .other, decl.is(ImportDeclSyntax.self) { return nil }
        let node = Node(id: nodes.count, kind: kind, names: names, syntax: Syntax(decl), file: file, parent: parent,
                        isStatic: isStatic)
        nodes.append(node)
        for n in names { byName[n, default: []].append(node) }
        for label in Self.leadingLabels(of: decl) { byName[Self.initializerKey(label), default: []].append(node) }
        if let e = decl.as(ExtensionDeclSyntax.self) { node.extendedType = e.extendedType.trimmedDescription }
        if let block = Self.memberBlock(of: decl) {
            node.mentions = Self.identifiers(in: decl, excluding: block)
            for member in block.members {
                if let m = add(member.decl, file: file, parent: node) { node.members.append(m) }
            }
        } else {
            node.mentions = Self.identifiers(in: decl, excluding: nil, localsAreNotMentions: true)
        }
        if let path = node.typePath { byTypePath[path, default: []].append(node) }
        return node
    }

    /// An initializer's first argument label (`viewModel` in `init(viewModel:)`), nil for `init()`.
    static func firstLabel(of decl: some SyntaxProtocol) -> String? {
        decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?.firstName.text
    }
    /// The labels a call of an initialiser may write first: its first parameter's, and each next one's while those
    /// before it have default values (`init(text: String? = nil, size: CGFloat)` is called `ThemeLabel(size: 16)`).
    static func leadingLabels(of decl: some SyntaxProtocol) -> [String] {
        guard let parameters = decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters else { return [] }
        var out: [String] = []
        for p in parameters {
            if !out.contains(p.firstName.text) { out.append(p.firstName.text) }
            if p.defaultValue == nil { break }
        }
        return out
    }
    /// The name under which an initializer is also found: by the first label a call writes.
    static func initializerKey(_ label: String) -> String { "init(" + label }

    /// The key an initialiser call is wanted under: `Metrics(columns: 3)` and `Metrics.init(columns: 3)` want
    /// `Metrics`'s (`Metrics.init(columns`); `.init(columns:)`, `super.init`, `self.init` and `Self(…)`, whose type
    /// the parser cannot tell, want any type's (`init(columns`); any other call (`makeGrid(columns:)`) none.
    static func initializerCallKey(_ call: FunctionCallExprSyntax, label: String) -> String? {
        func typeName(_ e: ExprSyntax) -> String? {
            guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
            return name == "Self" ? nil : name
        }
        let callee = call.calledExpression
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" { return initializerKey(label) }
        if let t = typeName(callee) { return t + "." + initializerKey(label) }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            if let base = member.base, let t = typeName(base) { return t + "." + initializerKey(label) }
            return initializerKey(label)
        }
        return nil
    }

    static func memberBlock(of decl: DeclSyntax) -> MemberBlockSyntax? {
        if let d = decl.as(ClassDeclSyntax.self) { return d.memberBlock }
        if let d = decl.as(StructDeclSyntax.self) { return d.memberBlock }
        if let d = decl.as(EnumDeclSyntax.self) { return d.memberBlock }
        if let d = decl.as(ActorDeclSyntax.self) { return d.memberBlock }
        if let d = decl.as(ProtocolDeclSyntax.self) { return d.memberBlock }
        if let d = decl.as(ExtensionDeclSyntax.self) { return d.memberBlock }
        return nil
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func describe(_ decl: DeclSyntax) -> (Kind, [String], Bool) {
        if let d = decl.as(ClassDeclSyntax.self) { return (.classType, [d.name.text], false) }
        if let d = decl.as(StructDeclSyntax.self) { return (.structType, [d.name.text], false) }
        if let d = decl.as(EnumDeclSyntax.self) { return (.enumType, [d.name.text], false) }
        if let d = decl.as(ActorDeclSyntax.self) { return (.actorType, [d.name.text], false) }
        if let d = decl.as(ProtocolDeclSyntax.self) { return (.protocolType, [d.name.text], false) }
        if decl.is(ExtensionDeclSyntax.self) { return (.extensionDecl, [], false) }
        // A name written in backticks (`static let `default``) is the name itself, as a mention of it is.
        func plain(_ t: String) -> String { t.hasPrefix("`") && t.hasSuffix("`") && t.count > 2 ? String(t.dropFirst().dropLast()) : t }
        if let d = decl.as(FunctionDeclSyntax.self) { return (.function, [plain(d.name.text)], isStatic(d.modifiers)) }
        if let d = decl.as(VariableDeclSyntax.self) {
            let names = d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.map(plain)
            return (.variable, names, isStatic(d.modifiers))
        }
        if let d = decl.as(EnumCaseDeclSyntax.self) { return (.enumCase, d.elements.map(\.name.text), true) }
        if decl.is(InitializerDeclSyntax.self) { return (.initializer, ["init"], false) }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return (.typeAlias, [d.name.text], false) }
        // A protocol's associated type names a type as an alias does (`associatedtype Section: Hashable`).
        if let d = decl.as(AssociatedTypeDeclSyntax.self) { return (.typeAlias, [d.name.text], false) }
        if let d = decl.as(SubscriptDeclSyntax.self) { return (.subscriptDecl, ["subscript"], isStatic(d.modifiers)) }
        if let d = decl.as(OperatorDeclSyntax.self) { return (.other, [d.name.text], true) }
        return (.other, [], false)
    }

    /// Identifier tokens of a node, skipping one child (a container's member block).
    /// `localsAreNotMentions`: a name the node binds itself (`let item = …`, a parameter, a closure's parameter, a
    /// `for` variable) is no mention of a member of that name where the node declares it or reads it bare
    /// (`subitems: [item]`): the local is meant, and another type's `item(at:)` (an extension of a UIKit class,
    /// taken by name) does not come with it. A call (`item(at: path)`), a member access (`self.item`) and a
    /// shorthand binding (`if let item {`, which reads the outer one) still mention it.
    static func identifiers(in node: some SyntaxProtocol, excluding skipped: MemberBlockSyntax?,
                            localsAreNotMentions: Bool = false) -> Set<String> {
        var result: Set<String> = []
        let bound = localsAreNotMentions ? boundNames(in: Syntax(node)) : []
        // Code that cannot change a layout (swipe-action providers, event wiring) brings nothing in (InertCode): its
        // ranges in order, walked beside the tokens (which come in order), so a long body costs its length once.
        let inert = skipped == nil ? InertCode.statements(in: node).map { $0.position..<$0.endPosition }.sorted { $0.lowerBound < $1.lowerBound } : []
        var next = 0
        // The skipped member block is a child of the declaration: its tokens are not visited at all (a type's
        // members are indexed as nodes of their own).
        let parts = node.children(viewMode: .sourceAccurate).filter { $0.id != skipped?.id }
        for token in parts.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            if !inert.isEmpty {
                while next < inert.count, inert[next].upperBound <= token.position { next += 1 }
                // Ranges may nest (a statement inside another): any range started before the token and not ended holds it.
                if next < inert.count, inert[next...].prefix(while: { $0.lowerBound <= token.position }).contains(where: { $0.contains(token.position) }) {
                    continue
                }
            }
            switch token.tokenKind {
            case .identifier(let text):
                let name = text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
                if bound.contains(name), Self.isLocalUse(token) { continue }
                result.insert(name)
                // The first argument label of an initialiser call: what brings an initialiser with that label
                // (`DependencyClosure.initializerWanted`) — not the same word as a property (`cell.frame.height`).
                if let labeled = token.parent?.as(LabeledExprSyntax.self), labeled.label?.id == token.id,
                   let list = labeled.parent?.as(LabeledExprListSyntax.self), list.first?.id == labeled.id,
                   let call = list.parent?.as(FunctionCallExprSyntax.self), let key = initializerCallKey(call, label: name) {
                    result.insert(key)
                }
            case .keyword(.`init`): result.insert("init")
            // A member named as a keyword is (`Images.default`, declared `` static let `default` ``).
            case .keyword where token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.is(MemberAccessExprSyntax.self) == true:
                result.insert(token.text)
            // Operators and subscripts are used by writing them: `a <> b`, `items[safe: 3]`.
            case .binaryOperator(let text), .prefixOperator(let text), .postfixOperator(let text): result.insert(text)
            case .leftSquare where token.parent?.is(SubscriptCallExprSyntax.self) ?? false: result.insert("subscript")
            default: break
            }
        }
        return result
    }

    /// The names a declaration binds inside itself: patterns of `let`/`var`/`for`/`case let` (not a shorthand
    /// `if let x`, which reads the outer `x`), and the parameters of its functions and closures (their inner names).
    static func boundNames(in node: Syntax) -> Set<String> {
        final class Binds: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                if !DeclarationIndex.isShorthandBinding(node) { names.insert(node.identifier.text) }
                return .skipChildren
            }
            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                names.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }
            override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
                names.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }
            override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }
        }
        let binds = Binds(viewMode: .sourceAccurate)
        binds.walk(node)
        binds.names.remove("_")
        return binds.names
    }

    /// `if let item {` / `guard var item else`: binds `item` from the outer `item`.
    static func isShorthandBinding(_ p: IdentifierPatternSyntax) -> Bool {
        guard let c = p.parent?.as(OptionalBindingConditionSyntax.self) else { return false }
        return c.initializer == nil
    }

    /// Whether an identifier token of a bound name is the local's declaration or a bare read of it (not a call, not
    /// a member access, not a shorthand binding).
    static func isLocalUse(_ token: TokenSyntax) -> Bool {
        if let p = token.parent?.as(IdentifierPatternSyntax.self) { return !isShorthandBinding(p) }
        if token.parent?.is(FunctionParameterSyntax.self) == true || token.parent?.is(ClosureParameterSyntax.self) == true
            || token.parent?.is(ClosureShorthandParameterSyntax.self) == true { return true }
        guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.baseName.id == token.id, ref.argumentNames == nil else {
            return false
        }
        // `item(at: path)`: a call names a function, not the local.
        if let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id { return false }
        // `x.item` reaches it through `x`; `item` is the base here only when nothing precedes it.
        if let m = ref.parent?.as(MemberAccessExprSyntax.self), m.declName.id == ref.id { return false }
        return true
    }
}
