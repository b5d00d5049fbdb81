import SwiftSyntax

/// What the layout's own type answers as a collection view's data source, when it answers with numbers written in
/// the code: `numberOfSections(in:)` (UIKit's default, 1, when absent) and `collectionView(_:numberOfItemsInSection:)`
/// returning a literal, or a `switch` on the section with literal answers. Apps on the older data-source API state
/// their screens that way (a settings screen: 4 sections of 1 item); the layout is then drawn with those counts
/// instead of the default 8 items. Not for a type that makes a diffable data source. A count the code computes (`items.count`) is not known here: that section keeps
/// the default, and an unknown number of sections leaves the whole reading out.
enum DataSourceCounts {
    /// Per section, its stated item count (nil: not stated), or nil when the type states no item counts.
    static func read(_ scope: CellRegistrations.Scope) -> [Int?]? {
        // A type that makes a diffable data source hands the collection view that one: its own methods (often a
        // template's leftovers) are not what the screen shows.
        if scope.nodes.contains(where: makesDiffableDataSource) { return nil }
        var sections: Int?? = .none   // .none: no numberOfSections(in:); .some(nil): not a literal
        var items: Answer?
        for node in scope.nodes {
            guard let f = node.syntax.as(FunctionDeclSyntax.self), let body = f.body, let method = method(f) else { continue }
            switch method {
            case .sections: sections = .some(literal(returnedBy: Array(body.statements)))
            case .items:
                let parameter = f.signature.parameterClause.parameters.dropFirst().first!
                items = answer(Array(body.statements), section: (parameter.secondName ?? parameter.firstName).text)
            }
        }
        guard let items else { return nil }
        let count: Int
        switch sections {
        case .none: count = 1
        case .some(.some(let n)) where (0...10_000).contains(n): count = n
        default: return nil
        }
        switch items {
        case .all(let n): return Array(repeating: n, count: count)
        case .bySection(let cases, let fallback): return (0..<count).map { cases[$0] ?? fallback }
        }
    }

    /// The two counting methods of `UICollectionViewDataSource`.
    enum Method { case sections, items }

    /// Which counting method a function with a body is: `numberOfSections(in:)`,
    /// `collectionView(_:numberOfItemsInSection:)`, or neither.
    static func method(_ f: FunctionDeclSyntax) -> Method? {
        guard f.body != nil else { return nil }
        let labels = f.signature.parameterClause.parameters.map(\.firstName.text)
        if f.name.text == "numberOfSections", labels == ["in"] { return .sections }
        if f.name.text == "collectionView", labels == ["_", "numberOfItemsInSection"] { return .items }
        return nil
    }

    /// Whether a declaration makes a diffable data source: its type then hands the collection view that one, and
    /// its own counting methods (often a template's leftovers) are not what the screen shows.
    static func makesDiffableDataSource(_ node: DeclarationIndex.Node) -> Bool {
        node.syntax.description.contains("DiffableDataSource")
    }

    enum Answer {
        case all(Int?)
        /// Per section its answer (nil inside: a count the code computes), the rest `default`'s.
        case bySection([Int: Int?], default: Int?)
    }

    /// The item-count method's body: one literal, or a `switch` on the section parameter.
    static func answer(_ statements: [CodeBlockItemSyntax], section: String) -> Answer? {
        if let n = literal(returnedBy: statements) { return .all(n) }
        guard statements.count == 1 else { return nil }
        let item = statements[0].item
        let switchExpr = item.as(SwitchExprSyntax.self)
            ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? item.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
        guard let s = switchExpr, s.subject.trimmedDescription == section else { return nil }
        var cases: [Int: Int?] = [:], fallback: Int?
        for c in s.cases {
            guard let c = c.as(SwitchCaseSyntax.self) else { return nil }
            let value = literal(returnedBy: Array(c.statements))
            switch c.label {
            case .default: fallback = value
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let k = Int(pattern.expression.trimmedDescription.replacingOccurrences(of: "_", with: "")),
                          item.whereClause == nil else { return nil }
                    cases[k] = .some(value)
                }
            }
        }
        return .bySection(cases, default: fallback)
    }

    /// The integer a body of one statement gives: `return 3`, or `3` alone (an implicit return); nil otherwise.
    static func literal(returnedBy statements: [CodeBlockItemSyntax]) -> Int? {
        guard statements.count == 1 else { return nil }
        let item = statements[0].item
        let expr = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
            ?? item.as(ExprSyntax.self)
        guard let literal = expr?.as(IntegerLiteralExprSyntax.self),
              let n = Int(literal.literal.text.replacingOccurrences(of: "_", with: "")), (0...1_000_000).contains(n)
        else { return nil }
        return n
    }
}
