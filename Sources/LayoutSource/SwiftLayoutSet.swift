import Foundation
import LayoutSystem
import LayoutSourceHost
import SwiftSyntax

/// The layouts of a set of Swift files: what `layout-render layouts` lists and what the other commands evaluate.
///
/// Finding needs only the parser (fast: no compiler). Evaluating compiles one program for the whole set (cached
/// by content) and runs it for one layout and one environment; the program answers with a spec document.
public struct SwiftLayoutSet {
    public let files: [SwiftSourceFile]
    /// How many of `files` (the first ones: the files a command names) are searched for layouts.
    public let searchedCount: Int
    let index: DeclarationIndex
    let found: [LayoutFinder.Found]
    public let layouts: [LayoutDeclaration]
    /// The module's files left out because they do not parse: each one's syntax error (`init(parsing:searched:)`).
    public private(set) var leftOut: [String] = []
    /// The files left out, by path (`leftOut`'s files, and in a tolerant reading the searched ones too).
    public private(set) var unparsable: [String: String] = [:]

    /// The files named (searched for layouts), then the module's other files (`ModuleScope`), read only for the
    /// declarations the layouts use.
    public init(paths: [String], moduleFiles: [String] = []) throws {
        let all = paths + moduleFiles
        try self.init(parsing: Array(zip(all, try all.map(SwiftSourceFile.read))), searched: paths.count)
    }

    /// Parses the files: a file searched for layouts (one the command names) that does not parse is an error; one
    /// of the module's other files that does not parse is left out (`leftOut` says which and why). Xcode compiles
    /// only a target's member files, and a module folder often holds Swift files that are no one's member — a code
    /// generator's inline fragments (`// sourcery:inline:`), a template —, so one of them must not turn every
    /// layout of the app into its syntax error. A name only that file declared is then reported missing, with it.
    ///
    /// `tolerant` (a whole tree checked at once): a searched file that does not parse is left out too, and said in
    /// `unparsable`, so one parse of the tree finds every other file's layouts.
    public init(parsing sources: [(path: String, text: String)], searched: Int? = nil, tolerant: Bool = false) throws {
        let limit = min(searched ?? sources.count, sources.count)
        var files: [SwiftSourceFile] = [], leftOut: [String] = [], unparsable: [String: String] = [:], kept = 0
        for (i, source) in sources.enumerated() {
            do {
                files.append(try SwiftSourceFile(path: source.path, text: source.text))
                if i < limit { kept += 1 }
            } catch let e as SourceError where i >= limit || tolerant {
                if i >= limit { leftOut.append(e.message) }
                unparsable[source.path] = e.message
            }
        }
        try self.init(files: files, searched: kept)
        self.leftOut = leftOut
        self.unparsable = unparsable
    }

    /// `searched`: how many of `files` (the first ones) are searched for layouts; all by default.
    public init(files: [SwiftSourceFile], searched: Int? = nil) throws {
        self.files = files
        let limit = min(searched ?? files.count, files.count)
        searchedCount = limit
        index = DeclarationIndex(files: files)
        var found = LayoutFinder.find(in: files, index: index, searched: limit).filter { !Self.onlyTraps($0) }
        // A named file without layouts of its own that declares a type: that type's layouts in the extensions of
        // the module's other files (the class in FeedViewController.swift, its layout in +Layout.swift).
        for i in 0..<limit where !found.contains(where: { $0.file == i }) {
            let types = Set(index.topLevel[i].filter { $0.kind.isContainer && $0.kind != .extensionDecl }.compactMap(\.typePath))
            guard !types.isEmpty else { continue }
            var more = LayoutFinder.find(in: files, index: index) { node in
                guard node.file >= limit else { return false }
                var top = node
                while let p = top.parent { top = p }
                return top.kind == .extensionDecl && top.extendedType.map(types.contains) == true
            }
            more.removeAll(where: Self.onlyTraps)
            for j in more.indices { more[j].declaration.host = files[i].path }
            found += more
        }
        // Each declaration is searched once, however many layouts use it.
        var perNode: [Int: [RuntimeDependency]] = [:]
        for i in found.indices {
            let closure = Self.closure(of: found[i], index: index)
            var deps: [RuntimeDependency] = []
            for id in closure.included.sorted() where !index.nodes[id].kind.isContainer {
                if perNode[id] == nil {
                    let node = index.nodes[id]
                    perNode[id] = RuntimeDataFinder.dependencies(in: node.syntax, file: files[node.file])
                }
                deps += perNode[id]!
            }
            for part in found[i].expressionParts {
                deps += RuntimeDataFinder.dependencies(in: part, file: files[found[i].file])
            }
            found[i].declaration.dependencies = deps
            if deps.contains(where: { $0.what == .sectionIdentifiers }) {
                let type = Self.sectionIdentifierType(closure, index: index)
                found[i].declaration.sectionIdentifierType = type
                if let type, let cases = Self.plainCases(of: type, closure: closure, index: index) {
                    found[i].declaration.defaultSectionKinds = cases.names
                    if !cases.withValues.isEmpty { found[i].declaration.sectionKindPlaceholders = cases.withValues }
                }
            }
            found[i].declaration.inputsDigest = Self.inputsDigest(closure, found: found[i], index: index, files: files)
        }
        // What the cell registrations each layout can see put in its list rows (one reading per type or file).
        var readings: [String: CellRegistrations.Reading] = [:]
        var counts: [String: [Int?]?] = [:]   // and the item counts its data-source methods state (DataSourceCounts)
        for i in found.indices {
            let key = CellRegistrations.scopeKey(of: found[i])
            let reading = readings[key] ?? CellRegistrations.read(for: found[i], files: files, index: index)
            readings[key] = reading
            found[i].declaration.cellContent = reading.plan
            found[i].declaration.cellContentNotes = reading.notes
            if counts[key] == nil {
                let scope = CellRegistrations.Scope(found: found[i], files: files, index: index)
                counts[key] = .some(scope.nodes.isEmpty ? nil : DataSourceCounts.read(scope))
            }
            found[i].declaration.statedItemCounts = counts[key] ?? nil
        }
        self.found = found
        layouts = found.map(\.declaration)
    }

    /// What the layout's program is made of, as one digest: the text of every top-level declaration its closure
    /// takes (whole: a class with all its members), with its file, in file and position order, then the layout's
    /// own code. The program holds nothing else of the user's, so two trees with the same digest give the same
    /// layout (with the same compiler and runtime): `check` re-evaluates only the layouts whose digest changed.
    static func inputsDigest(_ closure: DependencyClosure, found: LayoutFinder.Found, index: DeclarationIndex,
                             files: [SwiftSourceFile]) -> String {
        var tops: [Int: DeclarationIndex.Node] = [:]
        for id in closure.included {
            var top = index.nodes[id]
            while let p = top.parent { top = p }
            tops[top.id] = top
        }
        let ordered = tops.values.sorted {
            ($0.file, $0.syntax.position.utf8Offset) < ($1.file, $1.syntax.position.utf8Offset)
        }
        var text = ""
        for node in ordered {
            text += files[node.file].path + "\u{0}" + node.syntax.trimmedDescription + "\u{0}"
        }
        text += "\u{1}" + found.declaration.place + "\u{0}" + (found.node?.syntax.trimmedDescription ?? "")
        for part in found.expressionParts { text += "\u{0}" + part.trimmedDescription }
        return Digest.sha256(text)
    }

    /// The section identifier type of the diffable data source a layout's code takes (the first generic argument of
    /// `UICollectionViewDiffableDataSource<Section, Item>`, through the app's typealias), or nil.
    static func sectionIdentifierType(_ closure: DependencyClosure, index: DeclarationIndex) -> String? {
        for (id, type) in index.dataSourceTypes.sorted(by: { $0.key < $1.key }) where closure.contains(index.nodes[id]) {
            var spelled = type
            if !spelled.hasPrefix("UICollectionViewDiffableDataSource<"), !spelled.hasPrefix("NSDiffableDataSourceSnapshot<"),
               let alias = (index.byName[spelled] ?? []).lazy.compactMap({ $0.syntax.as(TypeAliasDeclSyntax.self) }).first {
                spelled = alias.initializer.value.trimmedDescription
            }
            guard let open = spelled.firstIndex(of: "<") else { continue }
            let inside = spelled[spelled.index(after: open)...]
            // The first argument, up to the comma at generic depth 0.
            var depth = 0, end = inside.endIndex
            for i in inside.indices {
                let c = inside[i]
                if c == "<" { depth += 1 } else if c == ">" { if depth == 0 { end = i; break }; depth -= 1 }
                else if c == ",", depth == 0 { end = i; break }
            }
            let first = inside[..<end].trimmingCharacters(in: .whitespaces)
            if !first.isEmpty { return first }
        }
        return nil
    }

    /// The cases of an enum the layout takes, in declaration order, when every one can be made (no values, or values
    /// with placeholders: ProgramGenerator.caseValue); nil otherwise.
    static func plainCases(of type: String, closure: DependencyClosure, index: DeclarationIndex) -> (names: [String], withValues: [String])? {
        let name = String(type.split(separator: ".").last ?? "")
        let enums = (index.byName[name] ?? []).filter { $0.kind == .enumType }
        guard let node = enums.first(where: closure.contains) ?? (enums.count == 1 ? enums.first : nil),
              let e = node.syntax.as(EnumDeclSyntax.self), e.genericParameterClause == nil else { return nil }
        let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        // A case carrying values is drawn with placeholders of them (ProgramGenerator.caseValue).
        guard !cases.isEmpty, cases.allSatisfy({ ProgramGenerator.caseValue($0, index: index) != nil }) else { return nil }
        func plain(_ e: EnumCaseElementSyntax) -> String { e.name.text.hasPrefix("`") ? String(e.name.text.dropFirst().dropLast()) : e.name.text }
        return (cases.map(plain), cases.filter { $0.parameterClause != nil }.map(plain))
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
        return (seeds, names)
    }

    /// The layout a command should use: the one named (qualified or, when unique, its simple name), else the only
    /// whole layout. Errors say what there is to choose from.
    public func select(_ name: String?) throws -> LayoutDeclaration {
        try Self.select(name, from: layouts, paths: files.prefix(searchedCount).map(\.path))
    }

    /// The layout named `name`, else the one whole layout. With `primary`, an unnamed choice looks only at that
    /// file's layouts: the other files were given for the declarations they hold (`--with`).
    static func select(_ name: String?, from all: [LayoutDeclaration], paths: [String], primary: String? = nil)
        throws -> LayoutDeclaration {
        let among = name == nil ? primary : nil
        let inFiles = among.map { file in all.filter { $0.belongs(to: file) } } ?? all
        // Layouts of another kind (a flow layout) are chosen only by name, and then say what they are.
        let layouts = name == nil ? inFiles.filter { $0.kind != .notCompositional } : inFiles
        let fileList = among ?? listed(paths, upTo: 2)
        if layouts.isEmpty, let other = inFiles.first {
            throw SourceError("\(other.place): \(other.name) \(other.notCallable ?? "is not a compositional layout")")
        }
        guard !layouts.isEmpty else {
            throw SourceError("\(fileList): no layout found (looked for functions, properties and closures returning "
                              + "UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection, "
                              + "and UICollectionViewCompositionalLayout { … } expressions)")
        }
        if let name {
            let exact = layouts.filter { $0.name == name }
            let matches = exact.isEmpty ? layouts.filter { $0.simpleName == name } : exact
            if matches.count == 1 { return matches[0] }
            if matches.isEmpty {
                throw SourceError("--layout: no layout named '\(name)' in \(fileList); found: "
                                  + listed(layouts.map(\.name), upTo: 3))
            }
            throw SourceError("--layout: '\(name)' is ambiguous: " + listed(matches.map { "\($0.name) (\($0.place))" }, upTo: 2)
                              + "; give the qualified name")
        }
        let whole = layouts.filter { $0.kind != .section }
        if whole.count == 1 { return whole[0] }
        if whole.isEmpty && layouts.count == 1 { return layouts[0] }
        let candidates = whole.isEmpty ? layouts : whole
        throw SourceError("\(fileList): \(candidates.count) layouts found; choose one with --layout NAME: "
                          + listed(candidates.map { "\($0.name) (\($0.place))" }, upTo: 2))
    }

    /// The first `limit` of `items` and how many more there are ('layout-render layouts' lists them all): a file
    /// with 3,000 layouts gives a short error line.
    static func listed(_ items: [String], upTo limit: Int) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more (see 'layout-render layouts')" : shown
    }

    /// How many sections a layout's own code implies: the cases of the `Int` enum its provider builds with
    /// `Section(rawValue: index)` (or indexes with `Section.allCases[index]`), when there is exactly one.
    public func impliedSectionCount(of layout: LayoutDeclaration) -> Int? {
        guard let f = found.first(where: { $0.declaration == layout }) else { return nil }
        let closure = Self.closure(of: f, index: index)
        var enums: Set<Int> = []
        final class Visitor: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.arguments.first?.label?.text == "rawValue" {
                    if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text) }
                    if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "init",
                       let b = m.base?.as(DeclReferenceExprSyntax.self) { names.insert(b.baseName.text) }
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.declName.baseName.text == "allCases", let b = node.base?.as(DeclReferenceExprSyntax.self) {
                    names.insert(b.baseName.text)
                }
                return .visitChildren
            }
        }
        let v = Visitor(viewMode: .sourceAccurate)
        for node in index.nodes where closure.contains(node) && !node.kind.isContainer { v.walk(node.syntax) }
        for part in f.expressionParts { v.walk(part) }
        for name in v.names {
            // Among the enums the layout takes: a module may have many a `Section`, each in its own type.
            for node in index.byName[name] ?? [] where node.kind == .enumType && closure.contains(node) { enums.insert(node.id) }
        }
        guard enums.count == 1, let e = index.nodes[enums.first!].syntax.as(EnumDeclSyntax.self) else { return nil }
        return e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.reduce(0) { $0 + $1.elements.count }
    }

    /// A crash reading a stored property that the owner's initialiser would have set: a layout program makes its
    /// owner with `init()` and runs none of the app's initialisers, so such a property has no value
    /// (`ProgramGenerator.defaultToNil`) and reading it traps. The line to say instead: which property, where, and
    /// what to do — or nil when the trap's line reads no such property.
    public func unsetPropertyNote(message: String, layout: LayoutDeclaration) -> String? {
        guard message.contains("Unexpectedly found nil while implicitly unwrapping"),
              let m = message.range(of: #"[^ ]+:[0-9]+: Fatal error"#, options: .regularExpression) else { return nil }
        let place = message[m].dropLast(": Fatal error".count)
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
        let path = String(place[..<colon])
        guard let file = files.firstIndex(where: { $0.path == path || $0.path.hasSuffix("/" + path) || path.hasSuffix("/" + $0.path) })
        else { return nil }
        let lines = String(decoding: files[file].bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let text = String(lines[line - 1])
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        let closure = found.first { $0.declaration == layout }.map { Self.closure(of: $0, index: index) }
        for word in words {
            let unset = (index.byName[word] ?? []).filter { node in
                guard node.kind == .variable, node.isStoredProperty, !node.isStatic, node.parent?.kind == .classType,
                      let b = node.syntax.as(VariableDeclSyntax.self)?.bindings.first, b.initializer == nil,
                      let type = b.typeAnnotation?.type, !type.is(OptionalTypeSyntax.self),
                      !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { return false }
                return closure?.contains(node) ?? true
            }
            guard let node = unset.first, let owner = node.parent?.typePath else { continue }
            let at = node.syntax.positionAfterSkippingLeadingTrivia
            let l = files[node.file].converter.location(for: at)
            return "\(layout.place): \(layout.name) reads \(word), a stored property of \(owner) that its initialiser sets "
                + "(\(files[node.file].path):\(l.line)); a layout program makes \(owner) with init() and runs none of the "
                + "app's initialisers, so it has no value (the program trapped at \(path):\(line)): the layout reads app "
                + "state it cannot know; " + SourceAdvice.current.skip(layout: layout.name)
        }
        return nil
    }

    /// Where in the layout's Swift code a value the spec reader refuses was made: `path` is the spec path the reader
    /// names (`sections[0].group.interItemSpacing.flexible`), `message` its complaint (the value in it). The
    /// candidates are the expressions of the layout's code that set that key — a call `.flexible(…)`, an argument
    /// `count:`, an assignment `.interGroupSpacing = …`; the one whose literal equals the value, else the only one.
    /// Nil when that cannot be told: the caller names the layout and the spec path.
    public func placeOfRefusedValue(path: String, message: String, layout: LayoutDeclaration) -> String? {
        guard let f = found.first(where: { $0.declaration == layout }),
              let key = path.split(separator: ".").last.map({ String($0.split(separator: "[").first ?? "") }), !key.isEmpty
        else { return nil }
        let value = message.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }).lazy
            .compactMap { Double($0) }.first
        final class Candidates: SyntaxVisitor {
            let key: String
            var found: [(node: Syntax, value: ExprSyntax?)] = []
            init(key: String) { self.key = key; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == key {
                    found.append((Syntax(node), node.arguments.first?.expression))
                }
                return .visitChildren
            }
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if node.label?.text == key { found.append((Syntax(node.expression), node.expression)) }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let e = Array(node.elements)
                if e.count == 3, e[1].is(AssignmentExprSyntax.self),
                   e[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == key {
                    found.append((Syntax(e[2]), e[2]))
                }
                return .visitChildren
            }
        }
        let closure = Self.closure(of: f, index: index)
        var candidates: [(place: String, value: ExprSyntax?)] = []
        var parts: [(Syntax, SwiftSourceFile)] = f.expressionParts.map { ($0, files[f.file]) }
        for node in index.nodes where closure.contains(node) && !node.kind.isContainer { parts.append((node.syntax, files[node.file])) }
        for (part, file) in parts {
            let v = Candidates(key: key)
            v.walk(part)
            candidates += v.found.map { (file.place(of: $0.node), $0.value) }
        }
        func literal(_ e: ExprSyntax?) -> Double? {
            (e?.trimmedDescription.replacingOccurrences(of: " ", with: "")).flatMap { Double($0) }
        }
        if let value {
            let matching = candidates.filter { literal($0.value) == value }
            if matching.count == 1 { return matching[0].place }
        }
        return candidates.count == 1 ? candidates[0].place : nil
    }

    /// The generated program for `chosen` layouts of the set (all callable ones when nil). Only what they use is
    /// taken, so the program grows with the layouts asked for, not with the files (issue 25).
    func program(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:]) throws -> ProgramGenerator.Program {
        try generator(for: chosen, standIns: standIns).program()
    }

    func generator(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:]) throws -> ProgramGenerator {
        var seeds: [DeclarationIndex.Node] = []
        var names: [(String, Int)] = []
        let wanted = found.filter { f in f.declaration.notCallable == nil && (chosen?.contains(f.declaration) ?? true) }
        for f in wanted {
            let s = Self.seeds(of: f)
            seeds += s.nodes
            names += s.names.map { ($0, f.file) }
        }
        let closure = DependencyClosure(index: index, seeds: seeds, extraNames: names)
        let generator = ProgramGenerator(files: files, index: index, closure: closure, layouts: wanted, standIns: standIns)
        try generator.check()
        return generator
    }

    /// Types a failed compile could not find that no file of the module declares and that are not the platform's
    /// (a pod's, a package's outside the tree, an Objective-C framework's), with their generic arity as the code
    /// writes them: what `compiled` stands in for before compiling again. A misspelt platform name (`CGFlaot`) is
    /// never stood in for: it stays the compiler's error.
    func foreignTypes(in output: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            guard let r = line.range(of: ": error: cannot find type '"), let end = line[r.upperBound...].firstIndex(of: "'")
            else { continue }
            let name = String(line[r.upperBound..<end])
            guard let first = name.first, first.isUppercase, !ProgramGenerator.isPlatformName(name),
                  // Declared at file level by the module: the app's own (an error of its own code). A nested
                  // `typealias Reactor = FeedReactor` does not name a file-level type.
                  !(index.byName[name] ?? []).contains(where: { $0.parent == nil && ($0.kind.isContainer && $0.kind != .extensionDecl || $0.kind == .typeAlias) })
            else { continue }
            out[name] = genericArity(of: name)
        }
        return out
    }

    /// How many generic arguments the module's code writes after `name` (`Store<State, Action>` → 2), 0 if none.
    private func genericArity(of name: String) -> Int {
        final class Finder: SyntaxVisitor {
            let name: String
            var arity: Int?
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, let g = node.genericArgumentClause { arity = arity ?? g.arguments.count }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        for file in files where file.text.contains(name + "<") {
            finder.walk(file.tree)
            if finder.arity != nil { break }
        }
        return finder.arity ?? 0
    }

    /// The generated program's source for these layouts (all files, each under its name), as compiled.
    public func generatedSource(for layouts: [LayoutDeclaration]? = nil) throws -> String {
        try program(for: layouts).files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
    }

    /// Compiles the set's program (or takes it from the cache) and runs it with a request (JSON, see
    /// `HostRequest`): the answer is a spec document. Every failure is one line naming the place.
    public func evaluate(_ layout: LayoutDeclaration, requestJSON: String, toolchain: Toolchain? = nil,
                         cacheDirectory: String? = nil) throws -> String {
        try Self.checkCallable(layout)
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        return try Self.run(try compiled(for: [layout], toolchain: tools, cacheDirectory: cacheDirectory), for: layout,
                            requestJSON: requestJSON, tools: tools, cache: cache, files: files.map(\.path))
    }

    static func checkCallable(_ layout: LayoutDeclaration) throws {
        if layout.kind == .notCompositional, let problem = layout.notCallable {
            throw SourceError("\(layout.place): \(layout.name) \(problem)")
        }
        if let problem = layout.notCallable {
            throw SourceError("\(layout.place): \(layout.name) \(problem); only layouts without arguments (or taking "
                              + "the layout environment) can be evaluated")
        }
    }

    /// The cache named (a path), else the user's (`CacheDirectory.locate`), prepared; nil: run uncached.
    static func cache(_ directory: String?) throws -> CacheDirectory? {
        _ = try CacheDirectory.maxSize()  // a malformed cap is reported before anything is compiled
        guard let cache = directory.map({ CacheDirectory(path: CacheDirectory.absolute($0)) }) ?? CacheDirectory.locate()
        else { return nil }
        try cache.prepare()
        return cache
    }

    /// Runs a compiled program for one layout (sandboxed: `ProgramRunner`): its answer, or its failure as one line
    /// naming the layout's place. A program that no longer matches its fingerprint is never run.
    static func run(_ program: String, for layout: LayoutDeclaration, requestJSON: String, tools: Toolchain,
                    cache: CacheDirectory?, files: [String]) throws -> String {
        if cache != nil, !ProgramCache.verified(program) {
            throw StaleProgram()
        }
        let scratch = try cache?.makeScratch() ?? CacheDirectory.uncachedScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        switch try ProgramRunner.run(program, tools: tools, request: requestJSON, scratch: scratch, files: files) {
        case .answer(let text): return text
        case .failure(let message): throw SourceError("\(layout.place): \(layout.name) " + message)
        case .hostError(let message): throw SourceError("\(layout.place): \(layout.name): " + message)
        }
    }

    /// A cached program that does not match its fingerprint: discarded and compiled again, never run.
    struct StaleProgram: Error {}

    /// The path of the compiled program, compiling it if the cache has none (or none that matches its
    /// fingerprint). Without a cache directory it is compiled into a private scratch directory that this process
    /// removes when it ends (`UncachedPrograms`). One program evaluates every layout of `layouts` (all callable
    /// layouts of the set when nil).
    public func compiled(for layouts: [LayoutDeclaration]? = nil, toolchain: Toolchain? = nil,
                         cacheDirectory: String? = nil) throws -> String {
        let tools = try toolchain ?? Toolchain.locate()
        let cache = try Self.cache(cacheDirectory)
        // Types from outside the module: stood in for, and compiled again (twice at most: a stand-in's generic
        // arguments may name more of them). A compile that still fails reports its own first error.
        var standIns: [String: Int] = [:]
        var bases: [String] = []
        for attempt in 0..<3 {
            do {
                let made = try self.generator(for: layouts, standIns: standIns)
                bases = Array(made.baseStandIns.keys)
                let path = try compiled(made.program(), tools: tools, cache: cache)
                let notes = made.standInNotes
                if RunPolicy.current.verbose, !notes.isEmpty {
                    StandardError.write("layout-render: note: stood in for names declared in no Swift file of the module: "
                                        + DisplayText.line(notes.joined(separator: ", ")) + "\n")
                }
                return path
            } catch let failure as CompileFailure {
                let more = foreignTypes(in: failure.output).filter { standIns[$0.key] == nil }
                if attempt < 2, !more.isEmpty { standIns.merge(more) { a, _ in a }; continue }
                throw compileError(Data(failure.output.utf8), scratch: failure.scratch, termination: failure.termination,
                                   standIns: Set(standIns.keys).union(bases), layout: layouts?.count == 1 ? layouts?.first?.name : nil)
            }
        }
        throw SourceError("the layout program could not be compiled")
    }

    /// A compile that failed, with what the compiler said (`compiled` reads it for types to stand in for).
    struct CompileFailure: Error {
        var output: String
        var scratch: String
        var termination: SandboxOutcome.Termination
    }

    private func compiled(_ program: ProgramGenerator.Program, tools: Toolchain, cache: CacheDirectory?) throws -> String {
        let source = program.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
        let build: (String) throws -> Void = { scratch in
            var paths: [String] = []
            for f in program.files {
                let path = scratch + "/" + f.name
                guard FileManager.default.createFile(atPath: path, contents: Data(f.text.utf8)) else {
                    throw CacheDirectory.problem("scratch directory", scratch, errno == 0 ? ENOSPC : errno)
                }
                paths.append(path)
            }
            // `import UIKit` in the user's code loads this package's LayoutUIKit.
            let args = ["-module-name", "LayoutProgram", "-module-alias", "UIKit=LayoutUIKit", "-Onone",
                        "-swift-version", "5", "-suppress-warnings"] + tools.linkArguments
                + paths + ["-o", scratch + "/program"]
            let moduleCache = (cache?.path).map { $0 + "/module-cache" } ?? scratch + "/module-cache"
            try CacheDirectory.makeDirectory(moduleCache, what: "compiler's module cache")
            let run = try ProgramRunner.compile(tools, arguments: args, scratch: scratch, moduleCache: moduleCache)
            if run.timedOut {
                throw SourceError("the Swift compiler did not finish within \(NumberFormat.seconds(RunPolicy.current.compilerTimeout)) s; "
                                  + "it and everything it started were stopped")
            }
            guard run.succeeded else {
                throw CompileFailure(output: String(decoding: run.output, as: UTF8.self), scratch: scratch, termination: run.termination)
            }
            try ProgramRunner.adopt(scratch + "/program")
        }
        guard let cache else {
            let scratch = try CacheDirectory.uncachedScratch()
            UncachedPrograms.directories.append(scratch)
            try build(scratch)
            return scratch + "/program"
        }
        let found = try ProgramCache(cache: cache).program(source: source, fingerprint: tools.fingerprint(), build: build)
        cache.evict(limit: try CacheDirectory.maxSize(), keep: [(found as NSString).deletingLastPathComponent])
        return found
    }

    /// The compiler's first error, at the user's file and line (the generated files say `#sourceLocation`);
    /// an error in the generated calls is reported at the layout it calls.
    func compileError(_ stderr: Data, scratch: String, termination: SandboxOutcome.Termination = .exited(1),
                      standIns: Set<String> = [], layout: String? = nil) -> SourceError {
        let text = String(decoding: stderr, as: UTF8.self)
        if text.contains("No space left on device") {
            return SourceError("no space left on the device holding \(scratch) while compiling the layout program; free some, "
                               + "or run 'layout-render cache clean'")
        }
        if case .signalled(let s) = termination {
            return SourceError("the Swift compiler was stopped by signal \(s) (its limits: docs/swift-sources.md)")
        }
        let lines = text.split(separator: "\n").map(String.init)
        guard let line = lines.first(where: { $0.contains(": error: ") }) ?? lines.first(where: { $0.contains("error:") })
        else { return SourceError("the Swift compiler failed: " + (lines.last ?? "no output, \(termination)")) }
        // Names the module does not declare: all of them at once, each at its place, with what to do.
        var missing: [String] = []
        for l in lines where !l.hasPrefix(scratch) {
            guard let r = l.range(of: ": error: cannot find "), l.hasSuffix(" in scope") else { continue }
            let shown = String(l[..<r.lowerBound]) + ": error: cannot find " + String(l[r.upperBound...])
            if !missing.contains(shown) { missing.append(shown) }
        }
        // What `check` can be told about a layout that cannot be drawn (the single-file commands have --with instead).
        let skip = SourceAdvice.current.skip(layout: layout ?? "NAME")
        if !missing.isEmpty {
            // One line (an error is one line): the first place with what to do, then the other places briefly, so a
            // line shortened to its budget (docs/limits.md) loses places, never the advice.
            let read = files.count == 1 ? "the file" : "the \(files.count) Swift files read"
            let others = missing.dropFirst().prefix(8).map { $0.replacingOccurrences(of: ": error: cannot find ", with: " ")
                .replacingOccurrences(of: " in scope", with: "") }
            // The file of the first missing name importing a package (a layout DSL, say) that layout programs
            // cannot have: the names are that package's, and --with cannot help. (That file's imports only: another
            // file of the module importing Combine says nothing about this name.)
            let firstPath = missing[0].range(of: #":[0-9]+:[0-9]+: "#, options: .regularExpression).map { String(missing[0][..<$0.lowerBound]) }
            // The app's own package targets that were read with the module (`ModuleScope`) are not such packages.
            let packages = Array(Set(files.filter { $0.path == firstPath }.flatMap(\.unavailableImports))).sorted()
                .filter { name in !files.contains { $0.path.contains("/Sources/\(name)/") } }
            if !packages.isEmpty {
                return SourceError(missing[0] + " — the file imports " + packages.joined(separator: ", ")
                                   + ", which layout programs cannot use (only Foundation and UIKit): a layout written with "
                                   + "it cannot be drawn" + (SourceAdvice.current == .commandLine
                                       ? "; if the name is the app's own, give its file with --with FILE" : "; " + skip))
            }
            // A platform name (UINib, UITableView …) no file declares: a part of UIKit layout programs do not have;
            // --with cannot help there either.
            if let q = missing[0].range(of: "cannot find "), let open = missing[0][q.upperBound...].firstIndex(of: "'"),
               let close = missing[0][missing[0].index(after: open)...].firstIndex(of: "'"),
               case let name = String(missing[0][missing[0].index(after: open)..<close]),
               ProgramGenerator.isPlatformName(name) {
                return SourceError(missing[0] + " — \(name) is a part of UIKit that layout programs do not have (the parts they "
                                   + "have: docs/swift-sources.md); the layout reaches it through this code")
            }
            // Files of the module left out because they do not parse may be where a name was declared.
            // Named by the place of each one's syntax error (the first few: the line has a budget).
            let places = leftOut.prefix(4).map { $0.components(separatedBy: ": syntax error").first ?? $0 }
            let unread = leftOut.isEmpty ? "" : " (\(leftOut.count == 1 ? "a file" : "\(leftOut.count) files") of the module "
                + "left out: \(leftOut.count == 1 ? "it does" : "they do") not parse at " + places.joined(separator: ", ")
                + (leftOut.count > 4 ? " …" : "") + ")"
            return SourceError(missing[0] + " — declared in none of \(read)" + unread + ": "
                               + SourceAdvice.current.moreFiles(layout: layout ?? "NAME", one: missing.count == 1)
                               + (others.isEmpty ? "" : "; also " + others.joined(separator: ", "))
                               + (missing.count > 9 ? " and \(missing.count - 9) more" : ""))
        }
        // An error about a stand-in (`value of type 'Banner' has no member 'height'`): the layout reads a value of a
        // type declared outside the module, which a layout program cannot know. Said, with the name.
        // An override of a member only the foreign base class has: the stand-in does not have it either.
        if line.contains("does not override any method from its superclass") || line.contains("does not override any property"),
           !standIns.isEmpty, !line.hasPrefix(scratch) {
            return SourceError(line + " — the base class (" + standIns.sorted().joined(separator: ", ") + ") is declared in no "
                               + "Swift file of the module and was stood in for by a class without that member; the layout "
                               + "overrides one of the base class's, which a layout program cannot have"
                               + (SourceAdvice.current == .check ? "; " + skip : ""))
        }
        if let name = standIns.sorted().first(where: { line.contains("'\($0)'") || line.contains("'\($0)<") }), !line.hasPrefix(scratch) {
            return SourceError(line + " — \(name) is declared in no Swift file of the module (a pod, a package outside the "
                               + "tree, an Objective-C framework) and was stood in for by an empty class, but the layout reads "
                               + "a value of it that a layout program cannot know" + (SourceAdvice.current == .check ? "; " + skip : ""))
        }
        // A member the compiler cannot find on a type of the app whose file imports modules layout programs do not
        // have: a protocol extension or an extension of theirs (ReactorKit's `reactor`, RxSwift's `rx`) may be where
        // it comes from. Said, rather than left as a bare compiler line.
        if line.contains(" has no member '"), !line.hasPrefix(scratch),
           let path = line.range(of: #":[0-9]+:[0-9]+: "#, options: .regularExpression).map({ String(line[..<$0.lowerBound]) }) {
            let packages = Array(Set(files.filter { $0.path == path }.flatMap(\.unavailableImports))).sorted()
                .filter { name in !files.contains { $0.path.contains("/Sources/\(name)/") } }
            if !packages.isEmpty {
                return SourceError(line + " — the file imports " + packages.joined(separator: ", ") + ", which layout programs "
                                   + "cannot use (only Foundation and UIKit): the member may be theirs (a protocol or UIKit "
                                   + "extension), and a layout that reads it cannot be drawn" + (SourceAdvice.current == .check ? "; " + skip : ""))
            }
        }
        if line.hasPrefix(scratch) {
            let message = line.components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            let place = layouts.first.map(\.place) ?? files.first?.path ?? ""
            return SourceError("\(place): error: \(message) (in the code generated to call the layouts)")
        }
        return SourceError(line)
    }
}

/// Programs compiled without a cache directory, removed when the front end ends.
public enum UncachedPrograms {
    nonisolated(unsafe) public static var directories: [String] = []
    public static func removeAll() {
        for d in directories { try? FileManager.default.removeItem(atPath: d) }
        directories = []
    }
}
