import Foundation
import LayoutSourceHost
import SwiftSyntax

/// The front end's generate step: the program for the layouts asked for (`ProgramGenerator`, from what their
/// dependency closure takes), and the types outside the module a failed compile names, to stand in for.
extension SwiftLayoutSet {
    /// The generated program for `chosen` layouts of the set (all callable ones when nil). Only what they use is
    /// taken, so the program grows with the layouts asked for, not with the files (issue 25).
    func program(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:]) throws -> ProgramGenerator.Program {
        try generator(for: chosen, standIns: standIns).program()
    }

    func generator(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:],
                   unavailablePlatformTypes: Set<String> = []) throws -> ProgramGenerator {
        var seeds: [DeclarationIndex.Node] = []
        var names: [(String, Int)] = []
        let wanted = found.filter { f in f.declaration.notCallable == nil && (chosen?.contains(f.declaration) ?? true) }
        for f in wanted {
            let s = LayoutSearch.seeds(of: f)
            seeds += s.nodes
            names += s.names.map { ($0, f.file) }
        }
        let closure = DependencyClosure(index: index, seeds: seeds, extraNames: names, unavailablePlatformTypes: unavailablePlatformTypes)
        let generator = ProgramGenerator(files: files, index: index, closure: closure, layouts: wanted, standIns: standIns)
        try generator.check()
        return generator
    }

    /// The names of the types a failed compile could not find (`cannot find type 'X' in scope`), in order.
    static func missingTypes(in diagnostics: [CompilerDiagnostic]) -> [String] {
        let prefix = "cannot find type '"
        return diagnostics.compactMap { d in
            guard d.isError, d.message.hasPrefix(prefix) else { return nil }
            let rest = d.message.dropFirst(prefix.count)
            return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
        }
    }

    /// UIKit's names a failed compile could not find (`cannot find type 'UITableViewCell'`) that the program takes
    /// through the module's extensions of them: compiled again without those extensions (`compiled`). A name the
    /// layout's own code uses stays the compiler's error, said as a part of UIKit layout programs lack.
    func unavailablePlatformTypes(in diagnostics: [CompilerDiagnostic], closure: DependencyClosure) -> Set<String> {
        Set(Self.missingTypes(in: diagnostics).filter { name in
            ProgramGenerator.isPlatformName(name) && index.nodes.contains { node in
                node.parent == nil && node.kind == .extensionDecl && closure.contains(node)
                    && node.extendedType.map { String($0.split(separator: ".").first ?? "") } == name
            }
        })
    }

    /// Types a failed compile could not find that no file of the module declares and that are not the platform's
    /// (a pod's, a package's outside the tree, an Objective-C framework's), with their generic arity as the code
    /// writes them: what `compiled` stands in for before compiling again. A misspelt platform name (`CGFlaot`) is
    /// never stood in for: it stays the compiler's error.
    func foreignTypes(in diagnostics: [CompilerDiagnostic]) -> [String: Int] {
        var out: [String: Int] = [:]
        for name in Self.missingTypes(in: diagnostics) {
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

}
