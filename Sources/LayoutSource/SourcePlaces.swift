import Foundation
import LayoutSourceHost
import SwiftSyntax

/// Failures of a layout's program told at their place in the layout's Swift code: a trap reading a property the
/// owner's initialiser sets, and a value the spec reader refuses.
extension SwiftLayoutSet {
    /// A crash reading a stored property that the owner's initialiser would have set: a layout program makes its
    /// owner with `init()` and runs none of the app's initialisers, so such a property has no value
    /// (`ProgramGenerator.defaultToNil`) and reading it traps. The line to say instead: which property, where, and
    /// what to do — or nil when the trap's line reads no such property.
    public func unsetPropertyNote(message: String, layout: LayoutDeclaration, advice: SourceAdvice = .commandLine) -> String? {
        guard message.contains("Unexpectedly found nil while implicitly unwrapping"),
              let m = message.range(of: #":[0-9]+: Fatal error"#, options: .regularExpression),
              let line = Int(message[m].dropFirst().prefix(while: \.isNumber)) else { return nil }
        // The file is the one whose path the text before the line ends with: a path may hold spaces ("Recipe screens/").
        let before = message[..<m.lowerBound]
        guard let file = files.firstIndex(where: { before.hasSuffix($0.path) })
            ?? files.firstIndex(where: { f in
                let token = before.split(separator: " ").last.map(String.init) ?? ""
                return f.path.hasSuffix("/" + token) || token.hasSuffix("/" + f.path)
            }) else { return nil }
        let path = files[file].path
        let lines = String(decoding: files[file].bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let text = String(lines[line - 1])
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        let closure = found.first { $0.declaration == layout }.map { LayoutSearch.closure(of: $0, index: index) }
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
                + "state it cannot know; " + advice.skip(layout: layout.name)
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
        let closure = LayoutSearch.closure(of: f, index: index)
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

}
