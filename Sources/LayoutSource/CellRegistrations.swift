import LayoutEngine
import LayoutSourceHost
import SwiftSyntax

/// What an app's list rows hold, read from the cell registrations its layout can see (docs/swift-sources.md,
/// "Row content from cell registrations"; decision 56 in docs/semantics-decisions.md).
///
/// Where: the layout's enclosing type — the type and every extension of it in the module (where `createLayout()`,
/// `configureDataSource()` and the registrations of one screen live) — or, for a layout at file level, its file.
/// What: the data source's cell provider (`UICollectionViewDiffableDataSource(collectionView:cellProvider:)`, or
/// `collectionView(_:cellForItemAt:)`) says which registration each section's rows take
/// (`dequeueConfiguredReusableCell(using:for:item:)`); the supplementary provider which header and footer
/// registrations apply; each registration's handler says what the row holds. The handler is read, not run: it
/// reads the item (an app type the program cannot make), so what is literal is kept and the rest is a placeholder.
enum CellRegistrations {
    struct Reading {
        var plan: CellContentPlan?
        var notes: [String] = []
    }

    /// The plan for one found layout, with one note per decision (`--verbose`).
    static func read(for found: LayoutFinder.Found, files: [SwiftSourceFile], index: DeclarationIndex) -> Reading {
        let scope = Scope(found: found, files: files, index: index)
        guard !scope.nodes.isEmpty else { return Reading() }
        var reader = Reader(scope: scope)
        return reader.read()
    }

    /// Layouts of one type (or, at file level, one file) see the same registrations.
    static func scopeKey(of found: LayoutFinder.Found) -> String {
        (found.node?.parent ?? found.expressionOwner?.parent)?.typePath.map { "type:" + $0 } ?? "file:\(found.file)"
    }

    /// The declarations searched: the members of the layout's type and its extensions, else its file's top level.
    struct Scope {
        var nodes: [DeclarationIndex.Node] = []
        let files: [SwiftSourceFile]
        let index: DeclarationIndex
        let name: String

        init(found: LayoutFinder.Found, files: [SwiftSourceFile], index: DeclarationIndex) {
            self.files = files; self.index = index
            name = found.declaration.name
            let owner = found.node?.parent ?? found.expressionOwner?.parent
            if let path = owner?.typePath {
                for container in index.byTypePath[path] ?? [] { nodes += container.members.filter { !$0.kind.isContainer } }
            } else {
                nodes = index.topLevel[found.file].filter { !$0.kind.isContainer }
            }
        }

        func place(_ node: some SyntaxProtocol, in file: Int) -> String { files[file].place(of: node) }
    }

    // MARK: registrations

    struct Registration {
        enum Kind: Equatable { case cell, header, footer, otherSupplementary }
        var name: String
        var kind: Kind
        var handler: ClosureExprSyntax?
        /// The declaration (function or property) that binds it, and the file its handler is written in.
        var node: DeclarationIndex.Node
        var file: Int
        var place: String
    }

    /// A call that makes a registration: `UICollectionView.CellRegistration<Cell, Item> { … }`,
    /// `…SupplementaryRegistration<View>(elementKind: …) { … }`, `(handler:)`, or `.init { … }` with the type named
    /// by the binding (`annotation`).
    static func registration(in expr: ExprSyntax, annotation: String?) -> (Registration.Kind, ClosureExprSyntax?)? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        // The type's own name, without generic arguments or module: `UICollectionView.CellRegistration<A, B>`.
        func typeName(_ text: String) -> String {
            let bare = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
            return bare.split(separator: ".").last.map(String.init) ?? bare
        }
        let callee = call.calledExpression.trimmedDescription
        var name = typeName(callee)
        if callee == ".init" || callee.hasSuffix(".init") {
            name = callee == ".init" ? annotation.map(typeName) ?? "" : typeName(String(callee.dropLast(5)))
        }
        guard name == "CellRegistration" || name == "SupplementaryRegistration" else { return nil }
        let handler = call.trailingClosure ?? call.arguments.first { $0.label?.text == "handler" }?.expression.as(ClosureExprSyntax.self)
        if name == "CellRegistration" { return (.cell, handler) }
        let kind = call.arguments.first { $0.label?.text == "elementKind" }?.expression.trimmedDescription ?? ""
        return (kind.contains("SectionHeader") ? .header : kind.contains("SectionFooter") ? .footer : .otherSupplementary, handler)
    }

    // MARK: reading a handler

    /// What a handler (or a cell provider that configures its cell itself) puts in the cell. Statements run in order;
    /// `if` and `switch` take their first branch (noted), `guard`'s exit is skipped.
    struct Handler {
        var row: CellContentPlan.Row?
        var branches: [String] = []
        var unread: [String] = []
    }

    struct ContentValue { var row = CellContentPlan.Row() }

    static func readHandler(_ statements: [CodeBlockItemSyntax], cell: String?, scope: Scope, file: Int) -> Handler {
        var reader = HandlerReader(cell: cell, scope: scope, file: file)
        reader.run(statements)
        return reader.finished()
    }

    /// Reads a handler's statements in order, as named steps: a `let`/`var` making a content configuration, a
    /// branch (its first arm), an assignment — to a configuration's property, to its text properties' font, or to
    /// the cell (`contentConfiguration`, `accessories`, `indentationLevel`).
    struct HandlerReader {
        let cell: String?
        let scope: Scope
        let file: Int
        var result = Handler()
        var configurations: [String: ContentValue] = [:]
        var accessories: (kinds: [String], labels: [Int: String])?
        var indentation: Int?

        init(cell: String?, scope: Scope, file: Int) { self.cell = cell; self.scope = scope; self.file = file }

        /// `cell.defaultContentConfiguration()`, `UIListContentConfiguration.subtitleCell()`, or a name bound to one.
        func configuration(from expr: ExprSyntax) -> ContentValue? {
            guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                if let r = expr.as(DeclReferenceExprSyntax.self) { return configurations[r.baseName.text] }
                return nil
            }
            let name = member.declName.baseName.text
            if name == "defaultContentConfiguration" { return ContentValue() }
            let base = member.base?.trimmedDescription
            guard base == nil || base == "UIListContentConfiguration",
                  CellRegistrations.UIListStyleNames.contains(name) else { return nil }
            return ContentValue(row: CellContentPlan.Row(style: name == "header" ? "groupedHeader" : name == "footer" ? "groupedFooter" : name))
        }

        mutating func run(_ items: [CodeBlockItemSyntax]) {
            for item in items {
                if let v = item.item.as(VariableDeclSyntax.self) { bind(v); continue }
                if item.item.is(GuardStmtSyntax.self) { continue }
                guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else { continue }
                if branch(expr) { continue }
                guard let seq = expr.as(SequenceExprSyntax.self) else { continue }
                let e = Array(seq.elements)
                guard e.count == 3, e[1].is(AssignmentExprSyntax.self) else { continue }
                assign(e[0], value: e[2])
            }
        }

        /// `var content = cell.defaultContentConfiguration()`.
        mutating func bind(_ v: VariableDeclSyntax) {
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = b.initializer?.value, let c = configuration(from: value) else { continue }
                configurations[name] = c
            }
        }

        /// `if` and `switch`: the first arm is read, and noted.
        mutating func branch(_ expr: ExprSyntax) -> Bool {
            if let i = expr.as(IfExprSyntax.self) {
                result.branches.append("if \(i.conditions.trimmedDescription) (\(scope.place(i, in: file)))")
                run(Array(i.body.statements))
                return true
            }
            if let s = expr.as(SwitchExprSyntax.self) {
                result.branches.append("switch \(s.subject.trimmedDescription) (\(scope.place(s, in: file)))")
                if let first = s.cases.first?.as(SwitchCaseSyntax.self) { run(Array(first.statements)) }
                return true
            }
            return false
        }

        mutating func assign(_ targetExpr: ExprSyntax, value: ExprSyntax) {
            let target = targetExpr.trimmedDescription
            let parts = target.split(separator: ".").map(String.init)
            if parts.count == 2, configurations[parts[0]] != nil { return setContentProperty(parts, value: value) }
            if parts.count == 3, configurations[parts[0]] != nil, parts[2] == "font",
               parts[1] == "textProperties" || parts[1] == "secondaryTextProperties", let style = CellRegistrations.textStyle(value) {
                if parts[1] == "textProperties" { configurations[parts[0]]!.row.textStyle = style }
                else { configurations[parts[0]]!.row.secondaryTextStyle = style }
                return
            }
            if parts.count >= 2, parts.last == "font" || parts.last == "numberOfLines" {
                result.unread.append("\(target) (\(scope.place(targetExpr, in: file)))")
                return
            }
            guard parts.count == 2, cell == nil || parts[0] == cell else { return }
            setCellProperty(parts[1], target: targetExpr, value: value)
        }

        /// `content.text = …`, `secondaryText`, `image`.
        mutating func setContentProperty(_ parts: [String], value: ExprSyntax) {
            var c = configurations[parts[0]]!
            switch parts[1] {
            case "text": c.row.text = CellRegistrations.literal(value) ?? nil
            case "attributedText": c.row.text = nil
            case "secondaryText", "secondaryAttributedText":
                c.row.secondaryText = value.is(NilLiteralExprSyntax.self) ? nil
                    : (CellRegistrations.literal(value) ?? nil) ?? CellRegistrations.placeholder(value)
            case "image": c.row.image = CellRegistrations.imageName(value)
            default: break
            }
            configurations[parts[0]] = c
        }

        /// `cell.contentConfiguration = …`, `cell.accessories = […]`, `cell.indentationLevel = N`.
        mutating func setCellProperty(_ property: String, target: ExprSyntax, value: ExprSyntax) {
            switch property {
            case "contentConfiguration": result.row = configuration(from: value)?.row
            case "accessories": readAccessories(value)
            case "indentationLevel":
                if let n = value.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) { indentation = n }
                else { result.unread.append("\(target.trimmedDescription) (\(scope.place(target, in: file)))") }
            default: break
            }
        }

        mutating func readAccessories(_ value: ExprSyntax) {
            guard let array = value.as(ArrayExprSyntax.self) else {
                accessories = nil
                result.unread.append("accessories \(value.trimmedDescription) (\(scope.place(value, in: file)))")
                return
            }
            var kinds: [String] = [], labels: [Int: String] = [:]
            for element in array.elements {
                guard let (kind, label) = CellRegistrations.accessory(element.expression) else {
                    result.unread.append("accessory \(element.expression.trimmedDescription) (\(scope.place(element, in: file)))")
                    continue
                }
                if let label { labels[kinds.count] = label }
                kinds.append(kind)
            }
            accessories = (kinds, labels)
        }

        /// The row, with the cell's indentation and accessories.
        func finished() -> Handler {
            var out = result
            if out.row != nil, let indentation { out.row!.indentationLevel = indentation }
            if out.row != nil, let accessories {
                out.row!.accessories = accessories.kinds
                out.row!.labels = accessories.labels.isEmpty ? nil : accessories.labels
            }
            return out
        }
    }

    /// The engine's content styles, and UIKit's `header()` / `footer()` (the grouped ones here).
    static let UIListStyleNames: Set<String> = Set(UIListContentConfiguration.Style.allCases.map(\.rawValue))
        .union(["header", "footer"])

    /// A string literal without interpolation (also the key of `NSLocalizedString("…", comment:)` and
    /// `String(localized: "…")`); nil for anything computed.
    static func literal(_ expr: ExprSyntax) -> String?? {
        if let s = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in s.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return .some(nil) }
                text += plain.content.text
            }
            return .some(text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
           ["NSLocalizedString", "String"].contains(call.calledExpression.trimmedDescription),
           first.label == nil || first.label?.text == "localized",
           first.expression.is(StringLiteralExprSyntax.self) {
            return literal(first.expression)
        }
        return nil
    }

    /// A computed secondary text: the last name it reads (`emoji.category` → "category"), else "Detail". A
    /// conversion at the end names nothing (`person.job.rawValue`, `.description`): the name before it does ("job").
    static func placeholder(_ expr: ExprSyntax) -> String {
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if ["rawValue", "description", "localizedDescription", "capitalized", "uppercased", "lowercased"].contains(name),
               let base = m.base, base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self) {
                return placeholder(base)
            }
            return name
        }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first { return placeholder(first.expression) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return placeholder(f.expression) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return placeholder(o.expression) }
        if let s = expr.as(StringLiteralExprSyntax.self),
           let last = s.segments.compactMap({ $0.as(ExpressionSegmentSyntax.self) }).last?.expressions.first?.expression {
            return placeholder(last)
        }
        return "Detail"
    }

    /// `.preferredFont(forTextStyle: .headline)` (also `UIFont.…`) → "headline"; nil for any other font.
    static func textStyle(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "preferredFont",
              let arg = call.arguments.first(where: { $0.label?.text == "forTextStyle" })?.expression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let name = arg.declName.baseName.text
        let styles: Set<String> = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
                                   "footnote", "caption1", "caption2"]
        return styles.contains(name) ? name : nil
    }

    /// `UIImage(systemName: "star")` / `UIImage(named: "x")` → the name; nil → none; anything else → "image".
    static func imageName(_ expr: ExprSyntax) -> String? {
        if expr.is(NilLiteralExprSyntax.self) { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first,
           ["systemName", "named"].contains(first.label?.text ?? ""), case .some(.some(let name)) = literal(first.expression) {
            return name
        }
        return "image"
    }

    /// `.disclosureIndicator()`, `UICellAccessory.checkmark(displayed: …)`, `.label(text: "3")` …
    static func accessory(_ expr: ExprSyntax) -> (String, String?)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.base == nil || m.base?.trimmedDescription == "UICellAccessory" else { return nil }
        let name = m.declName.baseName.text
        guard UICellAccessory.Kind.allCases.contains(where: { $0.rawValue == name }) else { return nil }
        if name == "label" {
            let text = call.arguments.first { $0.label?.text == "text" }.flatMap { literal($0.expression) ?? nil }
            return (name, text ?? "Label")
        }
        return (name, nil)
    }
}
