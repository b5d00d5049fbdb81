import LayoutSourceHost
import SwiftSyntax

extension CellRegistrations {
    /// Which registration each section's rows take: the cell provider read as a small decision tree.
    indirect enum Outcome {
        /// One registration for every row it covers.
        case registration(String, Syntax)
        /// The provider configures the dequeued cell itself (`cell.contentConfiguration = …` in the provider).
        case inline(Handler)
        /// `switch` on the section (its index, its identifier): per case.
        case bySection([(selectors: [CellContentPlan.Part], outcome: Outcome)])
        /// `if indexPath.item == 0 { A } else { B }`.
        case firstItem(Outcome, rest: Outcome)
        /// A choice only the data can make: why.
        case unclear(String)
        case nothing
    }

    struct Provider {
        var statements: [CodeBlockItemSyntax]
        var indexPath: String
        var node: DeclarationIndex.Node
        var place: String
    }

    struct Reader {
        let scope: Scope
        var notes: [String] = []
        var registrations: [String: [Registration]] = [:]

        init(scope: Scope) { self.scope = scope }

        mutating func read() -> Reading {
            collectRegistrations()
            guard !registrations.isEmpty || hasInlineProvider else { return Reading() }
            var parts: [CellContentPlan.Part] = []
            let cells = providers(cell: true)
            if cells.count > 1 {
                notes.append("rows keep their content: \(cells.count) cell providers (\(cells.map(\.place).joined(separator: ", "))), so which one shows a section is the app's choice")
            } else if let provider = cells.first {
                let outcome = classify(provider.statements, provider: provider)
                build(outcome, selector: CellContentPlan.Part(), provider: provider, into: &parts)
            } else {
                notes.append("rows keep their content: no cell provider dequeues the registrations (no "
                             + "UICollectionViewDiffableDataSource(collectionView:cellProvider:) or collectionView(_:cellForItemAt:))")
            }
            for provider in providers(cell: false) { supplementaries(provider, into: &parts) }
            return Reading(plan: parts.isEmpty ? nil : CellContentPlan(parts: parts), notes: notes)
        }

        private var hasInlineProvider: Bool { providers(cell: true).contains { Self.setsContent($0.statements) } }

        // MARK: finding

        /// Registrations by the name the code binds them to: properties, locals, and `let r = makeRegistration()`
        /// where the function returns one.
        private mutating func collectRegistrations() {
            var makers: [String: (Registration.Kind, ClosureExprSyntax?, Syntax, Int)] = [:]
            for node in scope.nodes {
                guard let f = node.syntax.as(FunctionDeclSyntax.self),
                      let ret = f.signature.returnClause?.type.trimmedDescription,
                      ret.contains("CellRegistration") || ret.contains("SupplementaryRegistration"), let body = f.body else { continue }
                let calls = Calls(viewMode: .sourceAccurate) { CellRegistrations.registration(in: ExprSyntax($0), annotation: ret) != nil }
                calls.walk(body)
                if let call = calls.found.first, let (kind, handler) = CellRegistrations.registration(in: ExprSyntax(call), annotation: ret) {
                    makers[f.name.text] = (kind, handler, Syntax(call), node.file)
                }
            }
            for node in scope.nodes {
                let bindings = Bindings(viewMode: .sourceAccurate)
                bindings.walk(node.syntax)
                for b in bindings.found {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = b.initializer?.value
                    else { continue }
                    let annotation = b.typeAnnotation?.type.trimmedDescription
                    if let (kind, handler) = CellRegistrations.registration(in: value, annotation: annotation) {
                        registrations[name, default: []].append(Registration(name: name, kind: kind, handler: handler, node: node,
                                                                             file: node.file, place: scope.place(value, in: node.file)))
                    } else if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                              let callee = (call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                                            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text),
                              let (kind, handler, at, file) = makers[callee] {
                        registrations[name, default: []].append(Registration(name: name, kind: kind, handler: handler, node: node,
                                                                             file: file, place: scope.place(at, in: file)))
                    }
                }
            }
        }

        /// The cell providers (`cell`) or supplementary providers of the scope.
        func providers(cell: Bool) -> [Provider] {
            var found: [Provider] = []
            for node in scope.nodes {
                if let f = node.syntax.as(FunctionDeclSyntax.self), f.name.text == "collectionView", let body = f.body {
                    let params = Array(f.signature.parameterClause.parameters)
                    let label = cell ? "cellForItemAt" : "viewForSupplementaryElementOfKind"
                    guard params.count >= 2, params[1].firstName.text == label else { continue }
                    let indexPath = params.last.map { ($0.secondName ?? $0.firstName).text } ?? "indexPath"
                    found.append(Provider(statements: Array(body.statements), indexPath: indexPath, node: node,
                                          place: scope.place(f.name, in: node.file)))
                    continue
                }
                let closures = ProviderClosures(viewMode: .sourceAccurate, cell: cell)
                closures.walk(node.syntax)
                for c in closures.found {
                    let names = CellRegistrations.parameterNames(c)
                    let indexPath = cell ? (names.count > 1 ? names[1] : "indexPath") : (names.count > 2 ? names[2] : "indexPath")
                    found.append(Provider(statements: Array(c.statements), indexPath: indexPath, node: node,
                                          place: scope.place(c, in: node.file)))
                }
            }
            return found
        }

        // MARK: the decision tree

        func classify(_ items: [CodeBlockItemSyntax], provider: Provider) -> Outcome {
            let statements = items
            let names = Self.dequeued(in: items.map(Syntax.init), method: "dequeueConfiguredReusableCell")
            let distinct = names.reduce(into: [String]()) { if !$0.contains($1.name) { $0.append($1.name) } }
            if distinct.isEmpty {
                return Self.setsContent(statements)
                    ? .inline(CellRegistrations.readHandler(statements, cell: nil, scope: scope, file: provider.node.file)) : .nothing
            }
            if distinct.count == 1 { return .registration(distinct[0], names[0].at) }
            for (i, item) in items.enumerated() {
                let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                    ?? item.item.as(ReturnStmtSyntax.self)?.expression
                if let s = expr?.as(SwitchExprSyntax.self),
                   !Self.dequeued(in: [Syntax(s)], method: "dequeueConfiguredReusableCell").isEmpty {
                    guard let subject = sectionSubject(s.subject, in: items, provider: provider) else {
                        return .unclear("the cell provider chooses between \(distinct.joined(separator: " and ")) by `switch "
                                        + "\(s.subject.trimmedDescription)` (\(scope.place(s, in: provider.node.file))), which only the data tells")
                    }
                    var cases: [(selectors: [CellContentPlan.Part], outcome: Outcome)] = []
                    for c in s.cases {
                        guard let c = c.as(SwitchCaseSyntax.self) else { continue }
                        let selectors: [CellContentPlan.Part]
                        switch c.label {
                        case .default: selectors = [CellContentPlan.Part()]
                        case .case(let label):
                            selectors = label.caseItems.compactMap { selector($0.pattern, enumName: subject) }
                        }
                        cases.append((selectors, classify(Array(c.statements), provider: provider)))
                    }
                    return .bySection(cases)
                }
                if let branch = expr?.as(IfExprSyntax.self),
                   !Self.dequeued(in: [Syntax(branch)], method: "dequeueConfiguredReusableCell").isEmpty {
                    return classify(branch, following: Array(items[(i + 1)...]), distinct: distinct, provider: provider)
                }
            }
            return .unclear("the cell provider dequeues \(distinct.joined(separator: " and ")) in a way not read here")
        }

        /// `if indexPath.item == 0` (item 0 apart), `if indexPath.section == N` (section N apart); any other
        /// condition is the data's. Without `else`, the statements after the `if` are the other branch.
        func classify(_ branch: IfExprSyntax, following: [CodeBlockItemSyntax], distinct: [String], provider: Provider) -> Outcome {
            let condition = branch.conditions.trimmedDescription.filter { !$0.isWhitespace }
            let rest: Outcome
            switch branch.elseBody {
            case .codeBlock(let b)?: rest = classify(Array(b.statements), provider: provider)
            case .ifExpr(let e)?: rest = classify(e, following: [], distinct: distinct, provider: provider)
            case nil: rest = classify(following, provider: provider)
            }
            let p = provider.indexPath
            if ["\(p).item==0", "\(p).row==0", "0==\(p).item", "0==\(p).row"].contains(condition) {
                return .firstItem(classify(Array(branch.body.statements), provider: provider), rest: rest)
            }
            if let r = condition.range(of: "\(p).section=="), let n = Int(condition[r.upperBound...]) {
                return .bySection([([CellContentPlan.Part(section: n)], classify(Array(branch.body.statements), provider: provider)),
                                   ([CellContentPlan.Part()], rest)])
            }
            return .unclear("the cell provider chooses between \(distinct.joined(separator: " and ")) by `if "
                            + "\(branch.conditions.trimmedDescription)` (\(scope.place(branch, in: provider.node.file))), which only the data tells")
        }

        /// The enum a `switch` subject names the section by (`Section(rawValue: indexPath.section)`,
        /// `Section.allCases[indexPath.section]`, `dataSource.sectionIdentifier(for: indexPath.section)`,
        /// `snapshot().sectionIdentifiers[indexPath.section]`, or `indexPath.section` itself: ""); nil when it
        /// is not the section.
        func sectionSubject(_ subject: ExprSyntax, in items: [CodeBlockItemSyntax], provider: Provider) -> String? {
            var text = subject.trimmedDescription
            if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // A local bound earlier in the provider: `let section = …`, `guard let section = … else`.
                for item in items {
                    if let v = item.item.as(VariableDeclSyntax.self), let b = v.bindings.first(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }), let value = b.initializer?.value {
                        text = value.trimmedDescription
                    }
                    if let g = item.item.as(GuardStmtSyntax.self) {
                        for c in g.conditions {
                            if let o = c.condition.as(OptionalBindingConditionSyntax.self),
                               o.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let value = o.initializer?.value {
                                text = value.trimmedDescription
                            }
                        }
                    }
                }
            }
            let compact = text.filter { !$0.isWhitespace }
            guard compact.contains("\(provider.indexPath).section") || compact.contains("sectionIdentifier") else { return nil }
            if let r = compact.range(of: "(rawValue:") { return String(compact[..<r.lowerBound]).replacingOccurrences(of: ".init", with: "") }
            if let r = compact.range(of: ".allCases[") { return String(compact[..<r.lowerBound]) }
            return ""
        }

        /// A case pattern as the sections it names: `.list` / `Section.list` (by identifier, and by index when the
        /// enum's raw values are its case positions or integer literals), `2` (an index).
        func selector(_ pattern: PatternSyntax, enumName: String) -> CellContentPlan.Part? {
            guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
            if let n = e.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) { return CellContentPlan.Part(section: n) }
            guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
            let name = m.declName.baseName.text
            return CellContentPlan.Part(section: enumName.isEmpty ? nil : caseIndex(name, of: enumName), kind: name)
        }

        /// The section index a case of an `Int` enum stands for (`Section(rawValue: indexPath.section)`).
        func caseIndex(_ name: String, of enumName: String) -> Int? {
            let last = String(enumName.split(separator: ".").last ?? "")
            let enums = (scope.index.byName[last] ?? []).filter { $0.kind == .enumType }
            guard enums.count == 1, let e = enums[0].syntax.as(EnumDeclSyntax.self) else { return nil }
            var next = 0
            for element in e.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }).flatMap(\.elements) {
                var value = next
                if let raw = element.rawValue?.value {
                    guard let n = raw.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return nil }
                    value = n
                }
                if element.name.text == name { return value }
                next = value + 1
            }
            return nil
        }

        // MARK: building the plan

        mutating func build(_ outcome: Outcome, selector: CellContentPlan.Part, provider: Provider,
                            into parts: inout [CellContentPlan.Part]) {
            let target = describe(selector)
            switch outcome {
            case .nothing: break
            case .unclear(let why): notes.append("\(target) keep their content: \(why)")
            case .registration(let name, let at):
                guard let row = row(name, at: at, provider: provider, for: target) else { return }
                var p = selector; p.rows = row; parts.append(p)
            case .inline(let handler):
                guard let row = handler.row else {
                    notes.append("\(target) keep their content: the cell provider sets no UIListContentConfiguration")
                    return
                }
                noteHandler(handler, name: "the cell provider")
                notes.append("\(target): the cell provider's content (\(provider.place)): \(Self.summary(row))")
                var p = selector; p.rows = row; parts.append(p)
            case .firstItem(let first, let rest):
                var p = selector
                if case .registration(let name, let at) = rest { p.rows = row(name, at: at, provider: provider, for: target + " after item 0") }
                if case .registration(let name, let at) = first, let r = row(name, at: at, provider: provider, for: target + ", item 0") {
                    p.items = [0: r]
                }
                if p.rows != nil || p.items != nil { parts.append(p) }
            case .bySection(let cases):
                for (selectors, o) in cases { for s in selectors { build(o, selector: s, provider: provider, into: &parts) } }
            }
        }

        /// One registration's row content, with notes; nil (noted) when it says nothing a row shows.
        mutating func row(_ name: String, at: Syntax, provider: Provider, for target: String) -> CellContentPlan.Row? {
            let candidates = (registrations[name] ?? []).filter { $0.kind == .cell }
            let local = candidates.filter { $0.node === provider.node }
            guard let registration = local.first ?? (candidates.count == 1 ? candidates[0] : nil) else {
                notes.append("\(target) keep their content: " + (candidates.isEmpty
                    ? "no cell registration named \(name) in \(scope.name)'s type or file"
                    : "\(candidates.count) cell registrations are named \(name)"))
                return nil
            }
            guard let handler = registration.handler else {
                notes.append("\(target) keep their content: \(name) (\(registration.place)) has no handler closure to read")
                return nil
            }
            let params = CellRegistrations.parameterNames(handler)
            let reading = CellRegistrations.readHandler(Array(handler.statements), cell: params.first ?? "$0", scope: scope,
                                                        file: registration.file)
            noteHandler(reading, name: name)
            guard let row = reading.row else {
                notes.append("\(target) keep their content: \(name) (\(registration.place)) sets no UIListContentConfiguration "
                             + "(a custom cell)")
                return nil
            }
            notes.append("\(target): \(name) (\(registration.place)): \(Self.summary(row))")
            return row
        }

        mutating func noteHandler(_ h: Handler, name: String) {
            for b in h.branches { notes.append("\(name): took the first branch of \(b)") }
            if !h.unread.isEmpty { notes.append("\(name): not read (no effect on the row here): " + h.unread.joined(separator: ", ")) }
        }

        mutating func supplementaries(_ provider: Provider, into parts: inout [CellContentPlan.Part]) {
            let used = Self.dequeued(in: Array(provider.statements).map(Syntax.init), method: "dequeueConfiguredReusableSupplementary")
            var part = CellContentPlan.Part()
            for (name, _) in used {
                guard let r = (registrations[name] ?? []).first(where: { $0.kind == .header || $0.kind == .footer }),
                      let handler = r.handler else { continue }
                let reading = CellRegistrations.readHandler(Array(handler.statements), cell: CellRegistrations.parameterNames(handler).first ?? "$0",
                                                            scope: scope, file: r.file)
                noteHandler(reading, name: name)
                guard let row = reading.row else { continue }
                if r.kind == .header, part.header == nil { part.header = row; notes.append("headers: \(name) (\(r.place)): \(Self.summary(row))") }
                if r.kind == .footer, part.footer == nil { part.footer = row; notes.append("footers: \(name) (\(r.place)): \(Self.summary(row))") }
            }
            if part.header != nil || part.footer != nil { parts.append(part) }
        }

        func describe(_ p: CellContentPlan.Part) -> String {
            if let k = p.kind { return "rows of section .\(k)" + (p.section.map { " (\($0))" } ?? "") }
            if let s = p.section { return "rows of section \(s)" }
            return "rows of every section"
        }

        static func summary(_ r: CellContentPlan.Row) -> String {
            var s = (r.style ?? "default style")
            s += r.text.map { ", text \"\($0)\"" } ?? ", text from the data"
            if let t = r.secondaryText { s += ", secondary text \"\(t)\"" }
            if let i = r.image { s += ", image \(i)" }
            s += r.accessories.isEmpty ? ", no accessories" : ", accessories " + r.accessories.joined(separator: ", ")
            return s
        }

        /// Calls of `method(using: name, …)` in the nodes, in order.
        static func dequeued(in nodes: [Syntax], method: String) -> [(name: String, at: Syntax)] {
            let calls = Calls(viewMode: .sourceAccurate) { call in
                (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == method)
            }
            for n in nodes { calls.walk(n) }
            return calls.found.compactMap { call in
                guard let arg = call.arguments.first(where: { $0.label?.text == "using" })?.expression else { return nil }
                let name = arg.as(DeclReferenceExprSyntax.self)?.baseName.text ?? arg.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return name.map { ($0, Syntax(call)) }
            }
        }

        /// Whether statements assign some view's `contentConfiguration` (a provider that configures its cells itself).
        static func setsContent(_ statements: [CodeBlockItemSyntax]) -> Bool {
            statements.contains { $0.description.contains(".contentConfiguration") }
        }
    }

    /// A closure's parameter names, in order.
    static func parameterNames(_ c: ClosureExprSyntax) -> [String] {
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0", "$1", "$2"]
        }
    }

    final class Calls: SyntaxVisitor {
        let accept: (FunctionCallExprSyntax) -> Bool
        var found: [FunctionCallExprSyntax] = []
        init(viewMode: SyntaxTreeViewMode, accept: @escaping (FunctionCallExprSyntax) -> Bool) {
            self.accept = accept; super.init(viewMode: viewMode)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if accept(node) { found.append(node) }
            return .visitChildren
        }
    }

    final class Bindings: SyntaxVisitor {
        var found: [PatternBindingSyntax] = []
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
    }

    /// Cell providers: the closure given to a diffable data source (`cellProvider:` or trailing); supplementary
    /// providers: the closure assigned to `supplementaryViewProvider`.
    final class ProviderClosures: SyntaxVisitor {
        let cell: Bool
        var found: [ClosureExprSyntax] = []
        init(viewMode: SyntaxTreeViewMode, cell: Bool) { self.cell = cell; super.init(viewMode: viewMode) }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // `UICollectionViewDiffableDataSource<…>(collectionView:cellProvider:)`, a subclass or a typealias of it
            // (`Datasource(collectionView: cv) { … }`): a `cellProvider:` closure, or a trailing closure after
            // `collectionView:` given to a type whose name says it is a data source.
            guard cell, node.arguments.contains(where: { $0.label?.text == "collectionView" }) else { return .visitChildren }
            if let c = node.arguments.first(where: { $0.label?.text == "cellProvider" })?.expression.as(ClosureExprSyntax.self) {
                found.append(c)
            } else if let c = node.trailingClosure, node.calledExpression.trimmedDescription.lowercased().contains("source") {
                found.append(c)
            }
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let e = Array(node.elements)
            if !cell, e.count == 3, e[1].is(AssignmentExprSyntax.self),
               e[0].trimmedDescription.hasSuffix("supplementaryViewProvider"), let c = e[2].as(ClosureExprSyntax.self) {
                found.append(c)
            }
            return .visitChildren
        }
    }
}
