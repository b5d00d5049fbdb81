import Foundation
import LayoutCLI
import LayoutSource
import LayoutSpec

/// Every call `check` makes into the Swift front end, in one place (so the batch entry and the separate front-end
/// executable replace this file alone): listing the layouts of a tree's Swift files, compiling them once, and
/// evaluating one layout for one environment into a spec document.
///
/// All Swift files of a checked tree are one set: one generated program, compiled once (and cached by content),
/// answers every layout and variant. A file the compiler rejects is left out of the set (its layouts are `error`
/// results naming the compiler's line) and the rest is compiled again, so one broken file does not stop the others.
final class SourceEvaluation: @unchecked Sendable {
    /// Absolute paths of the Swift files, sorted.
    let files: [String]
    /// Layouts found, with the file they are in.
    private(set) var layouts: [LayoutDeclaration] = []
    private(set) var impliedSections: [String: Int] = [:]
    /// Files that cannot be used: file → the one-line reason (syntax or compile error).
    private(set) var broken: [String: String] = [:]
    private var usable: [String] = []
    private var prepared = false
    private let lock = NSLock()

    init(files: [String]) {
        self.files = files
        list()
    }

    /// Finds the layouts (parser only: no compiler). A file with a syntax error is reported on its own.
    private func list() {
        if let catalog = try? SwiftLayoutCatalog(paths: files) {
            take(catalog, files: files)
            return
        }
        var good: [String] = []
        for f in files {
            do { _ = try SwiftLayoutCatalog(paths: [f]); good.append(f) } catch {
                broken[f] = Self.message(error)
            }
        }
        if let catalog = try? SwiftLayoutCatalog(paths: good) { take(catalog, files: good) }
        else { for f in good where broken[f] == nil { broken[f] = "the Swift files could not be read together" } }
    }

    private func take(_ catalog: SwiftLayoutCatalog, files: [String]) {
        layouts = catalog.layouts
        for l in layouts { impliedSections[l.name] = catalog.impliedSectionCount(of: l) }
        usable = files
    }

    /// Compiles the set once before layouts are evaluated in parallel (a warm cache compiles nothing), leaving out
    /// each file the compiler rejects. Called once, before any `document`.
    func prepare() {
        lock.lock(); defer { lock.unlock() }
        guard !prepared else { return }
        prepared = true
        if (try? SwiftLayoutCatalog(paths: usable))?.isCached == true { return }
        // Each round removes one file; bounded by the file count.
        while !usable.isEmpty {
            do {
                let set = try SwiftLayoutSet(paths: usable)
                guard set.layouts.contains(where: { $0.notCallable == nil }) else { return }
                _ = try set.compiled()
                return
            } catch {
                let text = Self.message(error)
                if let culprit = usable.first(where: { text.hasPrefix($0 + ":") }) {
                    broken[culprit] = text
                    usable.removeAll { $0 == culprit }
                } else {
                    for f in usable { broken[f] = text }
                    usable = []
                }
            }
        }
    }

    /// Why a layout's file cannot be used, if it cannot.
    func problem(of layout: LayoutDeclaration) -> String? {
        lock.lock(); defer { lock.unlock() }
        return broken[layout.file]
    }

    /// The layout evaluated for `environment` (device, orientation, direction, offset, items, section kinds).
    func document(_ layout: LayoutDeclaration, environment: EnvironmentOptions) throws -> LayoutSpecDocument {
        lock.lock()
        let set = usable
        lock.unlock()
        guard let primary = set.first else { throw CLIError(broken[layout.file] ?? "no Swift file compiles") }
        var env = environment
        env.layout = layout.name
        env.companions = Array(set.dropFirst())
        return try SwiftSourceJob.document(primary, environment: env)
    }

    static func message(_ error: Error) -> String {
        if let e = error as? SourceError { return e.message }
        if let e = error as? CLIError { return e.message }
        return "\(error)"
    }
}

extension SourceEvaluation {
    /// A Swift target's file problem found while compiling (nil for spec targets).
    func problem(ofTarget target: CheckTarget) -> String? {
        guard case .swift(let declaration) = target.source else { return nil }
        return problem(of: declaration)
    }
}
