import Foundation
import LayoutSystem
import LayoutSourceHost

/// A failed compile as one line: the compiler's first error at its place, and what to do about it. Read from the
/// compiler's diagnostics as values (`CompilerDiagnostic`: file, line, column, message), so a message or a quoted
/// source line that looks like an error line is never taken for one.
extension SwiftLayoutSet {
    /// The compiler's first error, at the user's file and line (the generated files say `#sourceLocation`);
    /// an error in the generated calls is reported at the layout it calls.
    /// `own`: the layouts' own declarations by file (`ownCode`); an error outside them is said as code the layout
    /// reaches by name, not as the layout's own.
    func compileError(_ failure: ProgramCompiler.Failure, standIns: Set<String> = [], layout: String? = nil,
                      advice: SourceAdvice = .commandLine, own: [Int: [Range<Int>]]? = nil) -> SourceError {
        let scratch = failure.scratch, termination = failure.termination
        let errors = failure.diagnostics.filter(\.isError)
        if failure.output.contains("No space left on device") || errors.contains(where: { $0.message.contains("No space left on device") }) {
            return SourceError("no space left on the device holding \(scratch) while compiling the layout program; free some, "
                               + "or run 'layout-render cache clean'")
        }
        if case .signalled(let s) = termination {
            return SourceError("the Swift compiler was stopped by signal \(s) (its limits: docs/swift-sources.md)")
        }
        guard let first = errors.first else {
            // No diagnostic: the driver or the linker failed, and their lines are all there is.
            let lines = failure.output.split(separator: "\n").map(String.init)
            return SourceError(lines.first(where: { $0.contains("error:") })
                               ?? "the Swift compiler failed: " + (lines.last ?? "no output, \(termination)"))
        }
        // An error in the code generated to call the layouts (no `#sourceLocation` there: the scratch folder's file).
        func generated(_ d: CompilerDiagnostic) -> Bool { d.file.hasPrefix(scratch) }
        // Names the module does not declare: all of them at once, each at its place, with what to do.
        var missing: [CompilerDiagnostic] = []
        for d in errors where !generated(d) && d.message.hasPrefix("cannot find ") && d.message.hasSuffix(" in scope") {
            if !missing.contains(where: { $0.text == d.text }) { missing.append(d) }
        }
        // What `check` can be told about a layout that cannot be drawn (the single-file commands have --with instead).
        let skip = advice.skip(layout: layout ?? "NAME")
        if let name = missing.first {
            // One line (an error is one line): the first place with what to do, then the other places briefly, so a
            // line shortened to its budget (docs/limits.md) loses places, never the advice.
            let count = module?.paths.count ?? files.count
            let read = count == 1 ? "the file" : "the \(count) Swift files read"
            let others = missing.dropFirst().prefix(8).map {
                "\($0.file):\($0.line):\($0.column) " + $0.message.dropFirst("cannot find ".count).dropLast(" in scope".count)
            }
            // The file of the first missing name importing a package (a layout DSL, say) that layout programs
            // cannot have: the names are that package's, and --with cannot help. (That file's imports only: another
            // file of the module importing Combine says nothing about this name.)
            // The app's own package targets that were read with the module (`ModuleScope`) are not such packages.
            let packages = foreignImports(of: name.file)
            if !packages.isEmpty {
                return SourceError(name.text + " — the file imports " + packages.joined(separator: ", ")
                                   + ", which layout programs cannot use (only Foundation and UIKit): a layout written with "
                                   + "it cannot be drawn" + (advice == .commandLine
                                       ? "; if the name is the app's own, give its file with --with FILE" : "; " + skip))
            }
            // A platform name (UINib, UITableView …) no file declares: a part of UIKit layout programs do not have;
            // --with cannot help there either.
            if let open = name.message.firstIndex(of: "'"),
               let close = name.message[name.message.index(after: open)...].firstIndex(of: "'"),
               case let type = String(name.message[name.message.index(after: open)..<close]),
               ProgramGenerator.isPlatformName(type) {
                return SourceError(name.text + " — \(type) is a part of UIKit that layout programs do not have (the parts they "
                                   + "have: docs/swift-sources.md); the layout reaches it through this code")
            }
            // Files of the module left out because they do not parse may be where a name was declared.
            // Named by the place of each one's syntax error (the first few: the line has a budget).
            let leftOut = module?.leftOut ?? leftOut
            let places = leftOut.prefix(4).map { $0.components(separatedBy: ": syntax error").first ?? $0 }
            let unread = leftOut.isEmpty ? "" : " (\(leftOut.count == 1 ? "a file" : "\(leftOut.count) files") of the module "
                + "left out: \(leftOut.count == 1 ? "it does" : "they do") not parse at " + places.joined(separator: ", ")
                + (leftOut.count > 4 ? " …" : "") + ")"
            return SourceError(name.text + " — declared in none of \(read)" + unread + ": "
                               + advice.moreFiles(layout: layout ?? "NAME", one: missing.count == 1)
                               + (others.isEmpty ? "" : "; also " + others.joined(separator: ", "))
                               + (missing.count > 9 ? " and \(missing.count - 9) more" : ""))
        }
        let message = first.message
        // An error about a stand-in (`value of type 'Banner' has no member 'height'`): the layout reads a value of a
        // type declared outside the module, which a layout program cannot know. Said, with the name.
        // An override of a member only the foreign base class has: the stand-in does not have it either.
        if message.contains("does not override any method from its superclass") || message.contains("does not override any property"),
           !standIns.isEmpty, !generated(first) {
            return SourceError(first.text + " — the base class (" + standIns.sorted().joined(separator: ", ") + ") is declared in no "
                               + "Swift file of the module and was stood in for by a class without that member; the layout "
                               + "overrides one of the base class's, which a layout program cannot have"
                               + (advice == .check ? "; " + skip : ""))
        }
        if let name = standIns.sorted().first(where: { n in ["'", "<", "?", "!"].contains { message.contains("'" + n + $0) } }),
           !generated(first) {
            return SourceError(first.text + " — \(name) is declared in no Swift file of the module (a pod, a package outside the "
                               + "tree, an Objective-C framework) and was stood in for by an object that answers any member "
                               + "with itself, but the layout reads a value of it that a layout program cannot know"
                               + (advice == .check ? "; " + skip : ""))
        }
        // A member the compiler cannot find on a type of the app whose file imports modules layout programs do not
        // have: a protocol extension or an extension of theirs (ReactorKit's `reactor`, RxSwift's `rx`) may be where
        // it comes from. Said, rather than left as a bare compiler line.
        if message.contains(" has no member '"), !generated(first), !first.file.isEmpty {
            let packages = foreignImports(of: first.file)
            if !packages.isEmpty {
                return SourceError(first.text + " — the file imports " + packages.joined(separator: ", ") + ", which layout programs "
                                   + "cannot use (only Foundation and UIKit): the member may be theirs (a protocol or UIKit "
                                   + "extension), and a layout that reads it cannot be drawn" + (advice == .check ? "; " + skip : ""))
            }
        }
        if generated(first) {
            let place = layouts.first.map(\.place) ?? files.first?.path ?? ""
            return SourceError("\(place): error: \(message) (in the code generated to call the layouts)")
        }
        // An error outside the layouts' own declarations that could not be left out (a type's own declaration — a
        // conformance its members cannot meet here, a protocol requirement): the app's code the layout reaches by
        // name, which does not compile in a layout program. An error in the layout's own code stays its bare line.
        if let own, let i = files.firstIndex(where: { $0.path == first.file }), first.line > 0 {
            let offset = files[i].converter.position(ofLine: first.line, column: first.column).utf8Offset
            if !(own[i] ?? []).contains(where: { $0.contains(offset) }) {
                return SourceError(first.text + " — in code the layout reaches by name outside its own declaration, which does "
                                   + "not compile in a layout program (its types are the app's, their members stood in for or left "
                                   + "out)" + (advice == .check ? "; " + skip : ""))
            }
        }
        return SourceError(first.text)
    }

    /// The modules the file at `path` imports that layout programs cannot have — not Foundation or UIKit, and not one
    /// of the app's own package targets read with the module (`ModuleScope`).
    private func foreignImports(of path: String) -> [String] {
        Array(Set(files.filter { $0.path == path }.flatMap(\.unavailableImports))).sorted()
            .filter { name in !(module?.paths ?? files.map(\.path)).contains { $0.contains("/Sources/\(name)/") } }
    }
}
