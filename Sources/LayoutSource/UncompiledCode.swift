import SwiftSyntax

/// Code around a layout that does not compile in a layout program, left out unless the layout reaches it
/// (issue 31, "slice what geometry needs"; docs/swift-sources.md, "Code that does not compile here").
///
/// A layout's program takes the app's code its layout names: a data source maker, a cell's setup, a model's
/// initialiser. Much of that code also names what a layout program cannot have — a pod's members on UIKit's views
/// (`label.theme_textColor`), an Objective-C framework's operation in a prefetch handler, Core Foundation's
/// notification centre in a database manager's `init` — and most of it never runs while a layout is built. So when
/// the compiler rejects a statement, the innermost closure or function body holding it (never the layout's own
/// declaration: its errors stay errors at their place) is compiled as a call that stops with that very compiler
/// error: `{ __LayoutRender.uncompiled(…) }`. A layout that never runs the body draws exactly as it would have;
/// one that runs it fails with the compiler's line at its file, line and column — nothing is guessed, and no
/// picture is drawn from code that was not there. A `deinit` body is left empty instead (it runs after the layout
/// is built, and only releases).
enum UncompiledCode {
    /// A body left out: the range of its statements in its file, and the compiler's line for the first error in it.
    struct Body: Hashable {
        var file: Int
        var statements: Range<Int>
        /// The first error in it, and the line said for it should the layout run it (the compiler's, explained as
        /// a failed compile's is: `SwiftLayoutSet.compileError`).
        var diagnostic: CompilerDiagnostic
        var line: String
        /// A `deinit`: emptied, not made to stop. And a declaration whose own text (not a body: its type, its
        /// signature, its initial value) does not compile: left out whole, so that the code using it fails in
        /// turn and is left out unless run; `names` are what it declared.
        var emptied: Bool
        var names: [String] = []

        static func == (a: Body, b: Body) -> Bool { a.file == b.file && a.statements == b.statements }
        func hash(into h: inout Hasher) { h.combine(file); h.combine(statements.lowerBound); h.combine(statements.upperBound) }
    }

    /// The bodies holding the errors of a failed compile, innermost first, one per body; `protected` are the ranges
    /// of the layouts' own declarations (by file), whose errors are never left out.
    static func bodies(for diagnostics: [CompilerDiagnostic], files: [SwiftSourceFile],
                       protected: [Int: [Range<Int>]]) -> [Body] {
        var byPath: [String: Int] = [:]
        for (i, f) in files.enumerated() where byPath[f.path] == nil { byPath[f.path] = i }
        var out: [Body] = []
        for d in diagnostics where d.isError && d.line > 0 {
            guard let i = byPath[d.file], let body = body(at: d, in: files[i], file: i, protected: protected[i] ?? [])
            else { continue }
            if !out.contains(body) { out.append(body) }
        }
        return out
    }

    /// The innermost closure, function, initialiser or accessor body whose statements hold the diagnostic's place,
    /// unless a protected range holds it first.
    static func body(at d: CompilerDiagnostic, in file: SwiftSourceFile, file index: Int, protected: [Range<Int>]) -> Body? {
        let position = file.converter.position(ofLine: d.line, column: d.column)
        let offset = position.utf8Offset
        guard offset < file.bytes.count, !protected.contains(where: { $0.contains(offset) }),
              let token = file.tree.token(at: position) else { return nil }
        var node: Syntax? = Syntax(token)
        while let n = node {
            var statements: CodeBlockItemListSyntax?
            var emptied = false
            if let c = n.as(ClosureExprSyntax.self) {
                statements = c.statements
            } else if let block = n.as(CodeBlockSyntax.self), let p = block.parent {
                if p.is(FunctionDeclSyntax.self) || p.is(InitializerDeclSyntax.self) || p.is(AccessorDeclSyntax.self) {
                    statements = block.statements
                } else if p.is(DeinitializerDeclSyntax.self) {
                    statements = block.statements
                    emptied = true
                }
            } else if let accessors = n.as(AccessorBlockSyntax.self), case .getter(let items) = accessors.accessors {
                statements = items
            }
            if let s = statements, !s.isEmpty {
                let range = s.positionAfterSkippingLeadingTrivia.utf8Offset..<s.endPositionBeforeTrailingTrivia.utf8Offset
                if range.contains(offset) { return Body(file: index, statements: range, diagnostic: d, line: d.text, emptied: emptied) }
            }
            // Outside any body: the declaration itself, when it declares a value (a type's declaration is not left
            // out: its uses would all fail, and a type the module declares is never stood in for).
            if isMemberOrTopLevel(n), n.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) != true,
               let names = declaredValueNames(n) {
                let range = n.positionAfterSkippingLeadingTrivia.utf8Offset..<n.endPositionBeforeTrailingTrivia.utf8Offset
                return Body(file: index, statements: range, diagnostic: d, line: d.text, emptied: true, names: names)
            }
            // An extension whose own text fails (`extension UIApplication: BackgroundFetching {}`, a conformance the
            // stand-in cannot meet): left out whole, as a declaration is.
            if let e = n.as(ExtensionDeclSyntax.self) {
                let range = e.positionAfterSkippingLeadingTrivia.utf8Offset..<e.endPositionBeforeTrailingTrivia.utf8Offset
                let names = e.memberBlock.members.flatMap { declaredValueNames(Syntax($0.decl)) ?? [] }
                return Body(file: index, statements: range, diagnostic: d, line: d.text, emptied: true, names: names)
            }
            // A protocol requirement, a type's own declaration: not left out (its uses would all fail).
            if n.isProtocol(DeclGroupSyntax.self) { return nil }
            node = n.parent
        }
        return nil
    }

    /// A type's member or a file's top-level declaration (not a local one: a body's `let` is the body's).
    static func isMemberOrTopLevel(_ n: Syntax) -> Bool {
        guard let p = n.parent else { return false }
        if p.is(MemberBlockItemSyntax.self) { return true }
        return p.is(CodeBlockItemSyntax.self) && p.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// The names a variable, function or subscript declaration declares; nil for any other node.
    static func declaredValueNames(_ n: Syntax) -> [String]? {
        if let v = n.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let f = n.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if n.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        return nil
    }

    /// The name a `cannot find 'X' in scope` error is about, if it is one.
    static func missingName(_ message: String) -> String? {
        guard message.hasPrefix("cannot find '"), message.hasSuffix("' in scope") else { return nil }
        return String(message.dropFirst("cannot find '".count).dropLast("' in scope".count))
    }

    /// The layout's name in a left-out body's line (one program serves several layouts): the one that ran it is put
    /// there when its line is said (`SwiftLayoutCatalog`).
    static let layoutPlaceholder = "__layoutRenderLayoutName"

    /// What a left-out body is compiled as.
    static func replacement(for body: Body) -> String {
        body.emptied ? "" : "__LayoutRender.uncompiled(\(ProgramGenerator.literal(body.line)))"
    }
}
