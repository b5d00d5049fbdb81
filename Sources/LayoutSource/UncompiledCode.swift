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
        /// A class's stored property whose initial value is what is left out (`let manager: Drawer = { … }()`):
        /// the range of its `let`/`var`, made `lazy var`, so the value is computed — and stops — only if read; making
        /// the owner (which a layout that is a member needs) runs it no more.
        var lazySpecifier: Range<Int>? = nil
        /// `statements` is an expression (a property's initial value), not a body: it becomes a closure called at
        /// once, as `Never` is no value of the property's type.
        var isValue = false

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
                if range.contains(offset) {
                    var body = Body(file: index, statements: range, diagnostic: d, line: d.text, emptied: emptied)
                    // `= { … }()`: the closure a class's stored property is made with.
                    if let c = n.as(ClosureExprSyntax.self), let call = c.parent?.as(FunctionCallExprSyntax.self),
                       call.arguments.isEmpty, call.trailingClosure == nil, let clause = call.parent?.as(InitializerClauseSyntax.self) {
                        body.lazySpecifier = lazySpecifier(of: clause)
                    }
                    return body
                }
            }
            // The initial value of a class's stored property (`let theme = PodTheme.shared.palette()`): that value
            // left out, the property made lazy (`lazySpecifier`).
            if let clause = n.as(InitializerClauseSyntax.self), let specifier = lazySpecifier(of: clause) {
                let range = clause.value.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.value.endPositionBeforeTrailingTrivia.utf8Offset
                if range.contains(offset) {
                    return Body(file: index, statements: range, diagnostic: d, line: d.text, emptied: false, lazySpecifier: specifier,
                                isValue: true)
                }
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

    /// The `let`/`var` of the property an initial value belongs to, when that property can be made lazy: a class's
    /// instance member with one binding, a written type and no accessors, neither `weak` nor `unowned`.
    static func lazySpecifier(of clause: InitializerClauseSyntax) -> Range<Int>? {
        guard let binding = clause.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation != nil,
              binding.accessorBlock == nil, binding.pattern.is(IdentifierPatternSyntax.self),
              let v = binding.parent?.parent?.as(VariableDeclSyntax.self), v.bindings.count == 1,
              !v.modifiers.contains(where: { ["static", "class", "weak", "unowned", "lazy"].contains($0.name.text) }),
              let item = v.parent?.as(MemberBlockItemSyntax.self),
              item.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true else { return nil }
        let s = v.bindingSpecifier
        return s.positionAfterSkippingLeadingTrivia.utf8Offset..<s.endPositionBeforeTrailingTrivia.utf8Offset
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
        let stop = "__LayoutRender.uncompiled(\(ProgramGenerator.literal(body.line)))"
        return body.emptied ? "" : body.isValue ? "{ " + stop + " }()" : stop
    }
}
