import Foundation
import SwiftSyntax

/// The declarations a set of layouts uses, transitively (see `DeclarationIndex` for how names are matched):
/// top-level declarations and types by name; members by name once their type is taken; an enum with all its
/// cases and a struct with its stored properties (its memberwise initialiser needs them); the members that satisfy
/// a conformance the type declares (`description`, `hash(into:)`, `==`, `CodingKeys` …).
///
/// Across the files of a module a name is wanted *from* a file: a `private` or `fileprivate` declaration is taken
/// only when a name it declares is wanted from its own file (two files may each have a `private enum Section`).
struct DependencyClosure {
    private(set) var included: Set<Int> = []
    /// Types taken only as the namespace of a type nested in them (`NoticesDataSource` for
    /// `NoticesDataSource.SectionType`): declared, with no member, conformance or superclass of their own — a data
    /// source's section enum does not bring the data source, its models and its networking (`isHollow`).
    private(set) var hollow: Set<Int> = []
    /// Names written as the namespace of a nested type (`namespaceOnlyNames`): a type nested in one of these is
    /// taken by its own name though its holder is not taken.
    private var namespaceWanted: Set<String> = []
    private var wanted: Set<String> = []
    private var wantedFrom: [String: Set<Int>] = [:]
    private let index: DeclarationIndex

    /// Members a conformance needs, by protocol: kept with a kept type even when no layout code names them.
    static let conformanceMembers: [String: Set<String>] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Hashable": ["hash", "==", "hashValue"], "Equatable": ["=="], "Comparable": ["<", "=="],
        "Identifiable": ["id"], "Codable": ["CodingKeys", "encode", "init(from"], "Encodable": ["CodingKeys", "encode"],
        "Decodable": ["CodingKeys", "init(from"], "CaseIterable": ["allCases"], "LocalizedError": ["errorDescription"],
        "RawRepresentable": ["rawValue", "init(rawValue"],
    ]

    /// The files the layouts are in: of two top-level declarations of one name (two targets of one project folder
    /// each declaring `SettingsViewController`), the one nearest to them is taken.
    private let homes: Set<Int>

    /// The classes whose layout members the program calls on an instance it makes with `Owner()`: their initialisers
    /// that need arguments are not taken (`initializerWanted`), so the class keeps an `init()` and no app
    /// initialiser runs (`init(_ type: SearchType, viewModel:)` taken by its unlabelled first parameter left
    /// `Owner()` "missing argument for parameter #1").
    private let owners: Set<Int>

    /// UIKit types a failed compile showed layout programs do not have (`UITableViewCell`): the module's extensions
    /// of them — a conformance (`extension UITableViewCell: Identifiable {}`) or helpers — are not taken.
    private let unavailablePlatformTypes: Set<String>

    init(index: DeclarationIndex, seeds: [DeclarationIndex.Node], extraNames: [(String, Int)],
         unavailablePlatformTypes: Set<String> = []) {
        self.unavailablePlatformTypes = unavailablePlatformTypes
        self.index = index
        homes = Set(seeds.map(\.file) + extraNames.map(\.1))
        // A member written in an extension (`extension SearchViewController { func createLayout() … }`) is the class's.
        owners = Set(seeds.filter { !$0.isStatic && $0.kind != .initializer }.flatMap { seed -> [Int] in
            guard let parent = seed.parent else { return [] }
            if parent.kind == .classType { return [parent.id] }
            guard parent.kind == .extensionDecl, let written = parent.extendedType else { return [] }
            return (index.byTypePath[index.aliasResolved(written)] ?? []).filter { $0.kind == .classType }.map(\.id)
        })
        // A worklist, not a fixed point over every declaration: the cost is what gets taken, not the file's size.
        var pending: [DeclarationIndex.Node] = seeds
        for (name, file) in extraNames { want(name, from: file, &pending) }
        var required: [DeclarationIndex.Node] = []
        repeat {
            while let node = pending.popLast() {
                guard !included.contains(node.id), seeds.contains(where: { $0 === node }) || shouldInclude(node) else { continue }
                include(node, &pending)
            }
            required = requiredInitializersOwed()
            pending = required
            for node in required { include(node, &pending) }
        } while !required.isEmpty
    }

    /// The `required` initialisers (`init?(coder:)`) of classes that keep another initialiser: Swift asks a class
    /// that declares a designated initialiser to provide its required ones too (a class that keeps none inherits
    /// them, and `init()` with them, so its required ones stay out). With them, the class's overrides of its
    /// superclass's designated initialisers (`override init(frame:)`, `override init(style:)`): a class that keeps
    /// one designated initialiser inherits UIKit's `init()` only when it overrides all of them, and a view made
    /// with `BadgeView()` then runs its own `init(frame:)`, as on iOS.
    private func requiredInitializersOwed() -> [DeclarationIndex.Node] {
        var owed: [DeclarationIndex.Node] = []
        var seen = Set<Int>()
        for id in included {
            let node = index.nodes[id]
            guard node.kind == .initializer, let parent = node.parent, parent.kind == .classType,
                  seen.insert(parent.id).inserted else { continue }
            for m in parent.members where m.kind == .initializer && !included.contains(m.id) {
                let modifiers = m.syntax.as(InitializerDeclSyntax.self)?.modifiers.map(\.name.text) ?? []
                guard modifiers.contains("required")
                      || (modifiers.contains("override") && !modifiers.contains("convenience")) else { continue }
                owed.append(m)
            }
        }
        return owed
    }

    private mutating func want(_ name: String, from file: Int, _ pending: inout [DeclarationIndex.Node]) {
        guard wantedFrom[name, default: []].insert(file).inserted else { return }
        wanted.insert(name)
        pending += index.byName[name] ?? []
        pending += index.byName[DeclarationIndex.initializerKey(name)] ?? []
    }

    private mutating func include(_ node: DeclarationIndex.Node, _ pending: inout [DeclarationIndex.Node]) {
        guard included.insert(node.id).inserted else { return }
        hollow.remove(node.id)
        // A name written only to reach a type nested in it (`NoticesDataSource.SectionType(rawValue:)`) is not wanted
        // itself: the nested type, wanted by its own name, takes it as its namespace.
        let namespaces = Self.namespaceOnlyNames(in: node, index: index)
        for (holder, members) in namespaces {
            namespaceWanted.insert(holder)
            // The nested types it reaches, looked at again now their holder counts (one wanted earlier was passed over).
            for m in members { pending += (index.byName[m] ?? []).filter { Self.holderName(of: $0) == holder } }
        }
        for name in node.mentions where namespaces[name] == nil { want(name, from: node.file, &pending) }
        if let p = node.parent {
            // A nested type or a static member needs its holder declared, not made: a namespace (`holdNamespace`).
            if Self.isTypeDeclaration(node) || Self.isStaticMember(node) && Self.holdsStaticsAsNamespace(p, index: index) { holdNamespace(p, &pending) } else { include(p, &pending) }
        }
        if node.kind == .extensionDecl, let t = node.extendedType, let last = t.split(separator: ".").last {
            want(String(last), from: node.file, &pending)
        }
        // A type taken: its members and extensions may now qualify (cases, stored properties, wanted names).
        if node.kind.isContainer, node.kind != .extensionDecl, let path = node.typePath {
            // Only members that can qualify now: a member wanted later is reached by its name (`want`), so a type
            // with a thousand methods costs what is taken, not a thousand checks per layout.
            let required = index.conformanceMembers[path] ?? []
            // A protocol taken: the conformances the module adds to UIKit's classes come with it (their types are
            // not taken as the app's are), so `SectionHeader.defaultElementKind` from a protocol extension resolves.
            if node.kind == .protocolType { pending += index.conformingExtensions[path] ?? [] }
            // `@dynamicMemberLookup` needs its `subscript(dynamicMember:)`, which no code names.
            let dynamicMembers = node.syntax.asProtocol(WithAttributesSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "dynamicMemberLookup"
            } ?? false
            for container in index.byTypePath[path] ?? [] {
                if container.kind == .extensionDecl { pending.append(container) }
                for m in container.members where m.kind == .enumCase || m.kind == .initializer || m.isStoredProperty
                    || m.syntax.is(AssociatedTypeDeclSyntax.self) || dynamicMembers && m.syntax.is(SubscriptDeclSyntax.self)
                    || m.names.contains(where: { wanted.contains($0) || required.contains($0) }) {
                    pending.append(m)
                }
            }
        }
    }
    func contains(_ node: DeclarationIndex.Node) -> Bool { included.contains(node.id) || hollow.contains(node.id) }

    /// Whether a taken type is only the namespace of a type nested in it: the program declares it bare.
    func isHollow(_ node: DeclarationIndex.Node) -> Bool { hollow.contains(node.id) }

    static func isTypeDeclaration(_ node: DeclarationIndex.Node) -> Bool {
        [.classType, .structType, .enumType, .actorType, .protocolType, .typeAlias].contains(node.kind)
    }

    /// The type (or extension) holding a taken nested type, taken as its namespace only — and what holds it in turn;
    /// for an extension, the extended type's own declaration too. A type taken in full stays so.
    private mutating func holdNamespace(_ node: DeclarationIndex.Node, _ pending: inout [DeclarationIndex.Node]) {
        guard !included.contains(node.id), hollow.insert(node.id).inserted else { return }
        if let p = node.parent { holdNamespace(p, &pending) }
        if node.kind == .extensionDecl, let written = node.extendedType {
            for d in index.byTypePath[index.aliasResolved(written)] ?? [] where d.kind != .extensionDecl { holdNamespace(d, &pending) }
        }
    }

    /// The names a leaf declaration writes only as the base of a nested type or a static member (`NoticesDataSource`
    /// in `NoticesDataSource.SectionType(rawValue: i)`, `Theme` in `Theme.ContentOffset.short.value`,
    /// `MessageContentView` in `MessageContentView.bubbleHeight`), where each such pair names a type or a static member
    /// the module declares in it; a name also written any other way (`MessageContentView()`, a type annotation) is
    /// not one. Each with the members written after it.
    static func namespaceOnlyNames(in node: DeclarationIndex.Node, index: DeclarationIndex) -> [String: Set<String>] {
        guard !node.kind.isContainer else { return [:] }
        var pairs: [String: Set<String>] = [:], other: Set<String> = []
        for token in node.syntax.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true, node.mentions.contains(name) else { continue }
            var member: String?
            if let ref = token.parent?.as(DeclReferenceExprSyntax.self), let access = ref.parent?.as(MemberAccessExprSyntax.self),
               access.base?.id == ref.id {
                member = access.declName.baseName.text
            } else if let type = token.parent?.as(IdentifierTypeSyntax.self), let outer = type.parent?.as(MemberTypeSyntax.self),
                      outer.baseType.id == type.id {
                member = outer.name.text
            }
            if let member { pairs[name, default: []].insert(member) } else { other.insert(name) }
        }
        return pairs.filter { name, members in
            !other.contains(name) && members.allSatisfy { m in
                (index.byName[m] ?? []).contains { d in
                    guard holderName(of: d) == name, let parent = d.parent else { return false }
                    return isTypeDeclaration(d) || isStaticMember(d) && holdsStaticsAsNamespace(parent, index: index)
                }
            }
        }
    }

    /// Whether a static member of `holder` needs only its namespace: a class or struct of the module, or an extension
    /// of one — not an enum (its static members are written in its cases: `static let all: [Mode] = [.a, .b]`), a
    /// protocol's extension (its members are what a conformance lends; the protocol comes whole) nor one of UIKit's
    /// types.
    static func holdsStaticsAsNamespace(_ holder: DeclarationIndex.Node, index: DeclarationIndex) -> Bool {
        if [.classType, .structType].contains(holder.kind) { return true }
        guard holder.kind == .extensionDecl, let written = holder.extendedType else { return false }
        let declarations = (index.byTypePath[index.aliasResolved(written)] ?? []).filter { $0.kind != .extensionDecl }
        return !declarations.isEmpty && declarations.allSatisfy { [.classType, .structType].contains($0.kind) }
    }

    /// A static property or method (not an enum's case: `Mode.allPhotos` needs the enum whole, its raw type included).
    static func isStaticMember(_ node: DeclarationIndex.Node) -> Bool {
        node.isStatic && (node.kind == .variable || node.kind == .function || node.kind == .subscriptDecl)
    }

    /// Whether the type a member is declared in (directly or through an extension) is taken as a namespace, or written
    /// as one: its nested types and static members are then taken by their names. Of two top-level types of one name
    /// (two targets), only the one nearer the layouts (`outranked`).
    private func heldAsNamespace(_ node: DeclarationIndex.Node) -> Bool {
        guard let parent = node.parent else { return false }
        if !Self.isTypeDeclaration(node), !Self.holdsStaticsAsNamespace(parent, index: index) { return false }
        if parent.parent == nil, parent.kind != .extensionDecl, outranked(parent) { return false }
        if hollow.contains(parent.id) { return true }
        if let holder = Self.holderName(of: node), namespaceWanted.contains(holder) { return true }
        if parent.kind == .extensionDecl, let written = parent.extendedType {
            return (index.byTypePath[index.aliasResolved(written)] ?? []).contains { $0.kind != .extensionDecl && hollow.contains($0.id) }
        }
        return false
    }

    /// The name of the type a declaration is nested in (its extension's type's last component), nil at top level.
    static func holderName(of node: DeclarationIndex.Node) -> String? {
        guard let parent = node.parent else { return nil }
        return parent.kind == .extensionDecl ? parent.extendedType?.split(separator: ".").last.map(String.init) : parent.names.first
    }

    /// An initializer of a taken type comes along when it can be called without arguments (the owner of a layout
    /// is made with `init()`), or when the layout code writes a call with its first argument label
    /// (`Metrics(columns: 3)`; the same word elsewhere — `cell.frame.height` — does not count); an unlabelled one
    /// (`init(_:)`) always. Not for every `.init(` written: that is how layout code makes its
    /// sizes, and it would bring `init(viewModel:)` and with it the app's view model, networking and Combine.
    private func initializerWanted(_ node: DeclarationIndex.Node) -> Bool {
        let needsArguments = node.syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            .contains(where: { $0.defaultValue == nil }) ?? false
        if needsArguments, let parent = node.parent, owners.contains(parent.id) { return false }
        let labels = DeclarationIndex.leadingLabels(of: node.syntax)
        guard !labels.isEmpty, needsArguments else { return true }
        let owner = node.parent.flatMap { $0.kind == .extensionDecl ? $0.extendedType : $0.typePath }
            .flatMap { $0.split(separator: ".").last.map(String.init) }
        // Any label a call may write first (`leadingLabels`: the first ones may have default values).
        return labels.contains { label in
            let key = DeclarationIndex.initializerKey(label)
            return label == "_" || wanted.contains(key) || owner.map { wanted.contains($0 + "." + key) } == true
        }
    }

    /// Whether a member satisfies a conformance its type declares (on the type or any extension of it).
    private func satisfiesConformance(_ node: DeclarationIndex.Node) -> Bool {
        guard let path = node.parent?.typePath, let required = index.conformanceMembers[path] else { return false }
        if node.kind == .initializer, let label = DeclarationIndex.firstLabel(of: node.syntax) {
            return required.contains(DeclarationIndex.initializerKey(label))
        }
        return node.names.contains(where: required.contains)
    }

    /// `private` and `fileprivate` declarations are seen only from their own file.
    private func visible(_ node: DeclarationIndex.Node) -> Bool {
        guard node.isFilePrivate else { return true }
        return node.names.contains { wantedFrom[$0]?.contains(node.file) ?? false }
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
                let inherited = node.syntax.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes ?? []
                if !inherited.isEmpty, !typeDeclared(t), ProgramGenerator.isPlatformName(String(t.split(separator: ".").first ?? "")),
                   !unavailablePlatformTypes.contains(String(t.split(separator: ".").first ?? "")),
                   inherited.contains(where: { typeIncluded($0.type.trimmedDescription) && index.byTypePath[$0.type.trimmedDescription]?.contains { $0.kind == .protocolType } == true }) {
                    return true
                }
                return !inherited.isEmpty && typeIncluded(t)
            }
            return node.names.contains(where: wanted.contains) && visible(node) && !outranked(node)
        }
        let parentTaken: Bool
        if parent.kind == .extensionDecl, let written = parent.extendedType {
            // An extension of a type alias extends the aliased type (`extension ColorAsset.Color`, Color = UIColor).
            let t = index.aliasResolved(written)
            // Members of an extension of UIKit's or the standard library's types (NSCollectionLayoutSection
            // helpers, `subscript(safe:)` on Array) go by name. An extension of an app type declared nowhere is
            // taken only when it holds a layout (a seed; the generator stubs its host).
            let root = String(t.split(separator: ".").first ?? "")
            parentTaken = typeIncluded(t) || (!typeDeclared(t) && ProgramGenerator.isPlatformName(root) && !unavailablePlatformTypes.contains(root))
                // A protocol extension's members (`extension ReuseIdentifiable { static var defaultElementKind … }`)
                // go by name too: a conforming type uses them without naming the protocol — when some type of the
                // module adopts it (a protocol no one adopts lends its `register(target: UITableView)` to no one).
                || (index.adopted.contains(t) && index.byTypePath[t]?.contains { $0.kind == .protocolType } == true)
        } else {
            parentTaken = included.contains(parent.id)
        }
        // A type nested in one written as its namespace (`NoticesDataSource.SectionType`): taken by its own name,
        // its holder as a namespace (`holdNamespace`).
        if !parentTaken, Self.isTypeDeclaration(node) || Self.isStaticMember(node), heldAsNamespace(node) {
            return node.names.contains(where: wanted.contains) && visible(node)
        }
        guard parentTaken else { return false }
        // The same member added to a type by two modules' extensions (`init(optional:)` on String in the app and in
        // its Localization package): Swift keeps them apart, one program cannot; the one nearer the layouts is taken.
        if parent.kind == .extensionDecl, outrankedMember(node) { return false }
        if node.kind == .enumCase { return true }
        // A protocol's associated types come with it: its other requirements and extensions are written in them,
        // and a conforming type's `typealias` answers them (without them the names were stood in for, and the
        // stand-ins satisfy none of their constraints).
        if parent.kind == .protocolType, node.syntax.is(AssociatedTypeDeclSyntax.self) { return true }
        if satisfiesConformance(node) { return true }
        if node.kind == .initializer { return initializerWanted(node) }
        if parent.kind == .structType, node.isStoredProperty, !node.isStatic { return true }
        if Self.isUIKitCallback(node) { return false }
        return node.names.contains(where: wanted.contains) && visible(node)
    }

    /// Whether another file declares the same top-level name nearer to the layouts (more folders in common with a
    /// layout's file; a tie goes to the earlier file): two targets of one folder may each declare a type of one
    /// name, and a program holding both would not compile. The layout's own target's declaration is taken.
    private func outranked(_ node: DeclarationIndex.Node) -> Bool {
        guard node.kind != .extensionDecl, node.kind.isContainer || node.kind == .typeAlias, !node.isFilePrivate,
              let name = node.names.first,
              let rivals = index.byName[name]?.filter({ $0 !== node && $0.parent == nil && $0.file != node.file
                  && $0.kind != .extensionDecl && !$0.isFilePrivate && $0.kind == node.kind }), !rivals.isEmpty
        else { return false }
        return nearerRival(of: node, among: rivals)
    }

    /// Whether one of `rivals` lies nearer to the layouts' files than `node` (more folders in common with a layout's
    /// file; a tie goes to the earlier file).
    private func nearerRival(of node: DeclarationIndex.Node, among rivals: [DeclarationIndex.Node]) -> Bool {
        // Folders of absolute paths: the files named on a command line may be given absolute, the module's are found
        // relative to the working directory (compared as written, the two shared no folder and file order decided).
        func folders(_ file: Int) -> [Substring] {
            URL(fileURLWithPath: index.paths[file]).standardizedFileURL.path.split(separator: "/").dropLast()
        }
        func nearness(_ n: DeclarationIndex.Node) -> Int {
            let mine = folders(n.file)
            return homes.map { h in zip(mine, folders(h)).prefix { $0 == $1 }.count }.max() ?? 0
        }
        let mine = nearness(node)
        return rivals.contains { r in
            let theirs = nearness(r)
            return theirs > mine || (theirs == mine && r.file < node.file)
        }
    }

    /// A member of an extension that another file's extension of the same type also declares, with the same
    /// signature (`Self.signature`), nearer to the layouts (`nearerRival`).
    private func outrankedMember(_ node: DeclarationIndex.Node) -> Bool {
        guard let written = node.parent?.extendedType, let mine = Self.signature(of: node) else { return false }
        let t = index.aliasResolved(written)
        let rivals = (index.byTypePath[t] ?? []).filter { $0.kind == .extensionDecl && $0.file != node.file }
            .flatMap(\.members).filter { $0.kind == node.kind && Self.signature(of: $0) == mine }
        return !rivals.isEmpty && nearerRival(of: node, among: rivals)
    }

    /// What makes two declarations of a type's members collide: kind, `static`, name, argument labels and types.
    static func signature(of node: DeclarationIndex.Node) -> String? {
        func labels(_ list: FunctionParameterListSyntax) -> String { list.map { $0.firstName.text + ": " + $0.type.trimmedDescription + "," }.joined() }
        let prefix = node.isStatic ? "static " : ""
        if let f = node.syntax.as(FunctionDeclSyntax.self) { return prefix + "func " + f.name.text + "(" + labels(f.signature.parameterClause.parameters) + ")" }
        if let i = node.syntax.as(InitializerDeclSyntax.self) { return "init(" + labels(i.signature.parameterClause.parameters) + ")" }
        if let s = node.syntax.as(SubscriptDeclSyntax.self) { return prefix + "subscript(" + labels(s.parameterClause.parameters) + ")" }
        if node.kind == .variable, let name = node.names.first { return prefix + "var " + name }
        return nil
    }

    /// A delegate or data-source method UIKit calls (`collectionView(_:didSelectItemAt:)`,
    /// `scrollViewDidScroll(_:)`): its first parameter is the calling view. UIKit never calls it in a layout program,
    /// and its name is the view's property's (`collectionView`), which layout code mentions everywhere.
    static func isUIKitCallback(_ node: DeclarationIndex.Node) -> Bool {
        guard let f = node.syntax.as(FunctionDeclSyntax.self), let first = f.signature.parameterClause.parameters.first
        else { return false }
        // `UICollectionView` → methods named `collectionView…`, `UIScrollView` → `scrollView…`.
        let type = first.type.trimmedDescription
        guard ["UICollectionView", "UIScrollView", "UITableView"].contains(type) else { return false }
        let view = type.dropFirst(2)
        return f.name.text.hasPrefix(view.prefix(1).lowercased() + view.dropFirst())
    }

}
