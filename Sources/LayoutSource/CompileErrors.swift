import Foundation
import LayoutSystem
import LayoutSourceHost

/// A failed compile as one line: the compiler's first error at its place, and what to do about it.
extension SwiftLayoutSet {
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
