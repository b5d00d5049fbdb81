import Foundation
import LayoutSystem
import LayoutSourceHost
import SwiftSyntax

/// The front end's read step: what a layout's code says besides its layout, read from the syntax — the runtime
/// data it reads (`RuntimeDataFinder`), its section enum and that enum's cases, the cell registrations its list rows
/// show (`CellRegistrations`), the item counts its data-source methods state (`DataSourceCounts`), the sections its
/// provider implies, and the digest of everything its program is made of.
enum LayoutReading {
    /// The layouts found, each with what its code says filled in.
    static func read(_ found: [LayoutFinder.Found], files: [SwiftSourceFile], index: DeclarationIndex) -> [LayoutFinder.Found] {
        var found = found
        // Each declaration is searched once, however many layouts use it.
        var perNode: [Int: [RuntimeDependency]] = [:]
        for i in found.indices {
            let closure = LayoutSearch.closure(of: found[i], index: index)
            // The layout's own code first, then its type's, then the rest: the first is what a refusal names
            // (the provider's `snapshot.sectionIdentifiers[safe: index]`, not a snapshot helper's of an extension).
            var deps: [RuntimeDependency] = []
            for part in found[i].expressionParts {
                deps += RuntimeDataFinder.dependencies(in: part, file: files[found[i].file])
            }
            let own = found[i].node?.id
            let ordered = DeclarationIndex.ownTypeFirst(closure.included.sorted(), owner: found[i].node?.parent?.typePath) { index.nodes[$0] }
            for id in ordered.filter({ $0 == own }) + ordered.filter({ $0 != own }) where !index.nodes[id].kind.isContainer {
                if perNode[id] == nil {
                    let node = index.nodes[id]
                    perNode[id] = RuntimeDataFinder.dependencies(in: node.syntax, file: files[node.file])
                }
                deps += perNode[id]!
            }
            // Section identifiers the owner keeps (`shownSections[sectionIndex]`): read as a data source's.
            let lists = SectionListProperties.find(in: found[i], index: index)
            for list in lists {
                deps.append(RuntimeDependency(what: .sectionIdentifiers, expression: list.read.trimmedDescription,
                                              place: files[found[i].file].place(of: list.read)))
            }
            found[i].declaration.dependencies = deps
            if deps.contains(where: { $0.what == .sectionIdentifiers }) {
                let source = lists.first.map { ($0.element, $0.node) } ?? Self.sectionIdentifierType(closure, index: index, layout: found[i])
                let type = source?.0
                found[i].declaration.sectionIdentifierType = type
                if let type, let cases = Self.plainCases(of: type, at: source?.1, closure: closure, index: index) {
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
        return found
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
    /// `UICollectionViewDiffableDataSource<Section, Item>`, through the app's typealias), with the data source's
    /// property (where the type's name is looked up, as Swift would: many a screen nests its own `SectionType`), or
    /// nil. The layout's own type's data source first: other screens' properties of the same name come with it.
    static func sectionIdentifierType(_ closure: DependencyClosure, index: DeclarationIndex,
                                      layout: LayoutFinder.Found? = nil) -> (String, DeclarationIndex.Node)? {
        let sources = index.dataSourceTypes.sorted(by: { $0.key < $1.key }).filter { closure.contains(index.nodes[$0.key]) }
        for (id, type) in DeclarationIndex.ownTypeFirst(sources, owner: layout?.node?.parent?.typePath, node: { index.nodes[$0.key] }) {
            var spelled = type
            var place = index.nodes[id]
            // Through the app's aliases (a chain of four at most), each the one Swift finds where the name is written
            // (`DeclarationIndex.alias`); the generic arguments are then looked up from the last alias.
            for _ in 0..<4 where !spelled.hasPrefix("UICollectionViewDiffableDataSource<") && !spelled.hasPrefix("NSDiffableDataSourceSnapshot<") {
                guard let chosen = index.alias(named: spelled, at: place), let alias = chosen.syntax.as(TypeAliasDeclSyntax.self) else { break }
                spelled = alias.initializer.value.trimmedDescription
                place = chosen
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
            if !first.isEmpty { return (first, place) }
        }
        return nil
    }

    /// The cases of an enum the layout takes, in declaration order, when every one can be made (no values, or values
    /// with placeholders: ProgramGenerator.caseValue); nil otherwise.
    /// `place` is where the type is written, when known: the name is then looked up as Swift would from there.
    static func plainCases(of type: String, at place: DeclarationIndex.Node? = nil, closure: DependencyClosure,
                           index: DeclarationIndex) -> (names: [String], withValues: [String])? {
        let name = String(type.split(separator: ".").last ?? "")
        let enums = (index.byName[name] ?? []).filter { $0.kind == .enumType }
        let node: DeclarationIndex.Node?
        if let place { node = index.typeDeclaration(named: type, at: place) }
        else { node = enums.first(where: closure.contains) ?? (enums.count == 1 ? enums.first : nil) }
        guard let node, node.kind == .enumType, let e = node.syntax.as(EnumDeclSyntax.self), e.genericParameterClause == nil else { return nil }
        let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        // A case carrying values is drawn with placeholders of them (ProgramGenerator.caseValue).
        guard !cases.isEmpty, cases.allSatisfy({ ProgramGenerator.caseValue($0, index: index) != nil }) else { return nil }
        func plain(_ e: EnumCaseElementSyntax) -> String { e.name.text.hasPrefix("`") ? String(e.name.text.dropFirst().dropLast()) : e.name.text }
        return (cases.map(plain), cases.filter { $0.parameterClause != nil }.map(plain))
    }


    /// How many sections a layout's own code implies: the cases of the `Int` enum its provider builds with
    /// `Section(rawValue: index)` (or indexes with `Section.allCases[index]`), when there is exactly one.
    static func impliedSectionCount(of f: LayoutFinder.Found, index: DeclarationIndex) -> Int? {
        let closure = LayoutSearch.closure(of: f, index: index)
        var enums: Set<Int> = []
        final class Visitor: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.arguments.first?.label?.text == "rawValue" {
                    if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text) }
                    if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
                        // `Section.init(rawValue:)`, `Feed.Section.init(rawValue:)`; `Feed.Section(rawValue:)`.
                        if m.declName.baseName.text == "init" {
                            if let b = m.base?.as(DeclReferenceExprSyntax.self) { names.insert(b.baseName.text) }
                            if let b = m.base?.as(MemberAccessExprSyntax.self) { names.insert(b.declName.baseName.text) }
                        } else if m.declName.baseName.text.first?.isUppercase == true {
                            names.insert(m.declName.baseName.text)
                        }
                    }
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

}
