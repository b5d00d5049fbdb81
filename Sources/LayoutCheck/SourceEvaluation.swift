import Foundation
import LayoutJobs
import LayoutSource
import LayoutSpec

/// Every call `check` makes into the Swift front end, in one place (so the batch entry and the separate front-end
/// executable replace this file alone): listing the layouts of a tree's Swift files, and evaluating every
/// snapshot's layout for its environment into a spec document.
///
/// Evaluation is one batch (`SwiftSourceJob.documents`): the front end groups the requests by module (each file's
/// module found as for one file: `ModuleScope`), compiles the layouts of a module into one program (nothing when
/// cached) and, when that program does not compile, each layout on its own — so a compile error is reported at the
/// layouts whose code needs the broken declaration, and every other layout of the module still answers. (Leaving a
/// whole file out of the set, as this type once did, took with it the declarations other layouts needed: one
/// broken helper turned every layout of an app into an error naming some other file.)
final class SourceEvaluation: @unchecked Sendable {
    /// Absolute paths of the Swift files, sorted.
    let files: [String]
    /// Layouts found, with the file they are in.
    private(set) var layouts: [LayoutDeclaration] = []
    /// Layout (`TreeListing.key`: file and name) → the sections its code implies.
    private(set) var impliedSections: [String: Int] = [:]
    /// Files that cannot be used: file → the one-line reason (a syntax error).
    private(set) var broken: [String: String] = [:]
    private var usable: [String] = []
    /// The batch's answers, by snapshot id.
    private var answers: [String: Result<SwiftSourceJob.AnnotatedDocument, CLIError>] = [:]
    private let lock = NSLock()

    init(files: [String]) {
        self.files = files
        list()
    }

    /// What the listing read: modules in all, modules read again (not from the cache) and files parsed
    /// (`check --verbose` says it).
    private(set) var listed = (modules: 0, read: 0, parsed: 0)

    /// Finds the layouts (parser only: no compiler), one module at a time, each with the rest of its module for what
    /// its layouts use (so each layout's `inputsDigest` covers its declarations wherever they are in the module), each
    /// module's reading cached by the files it read (`TreeListing`): a warm run parses nothing, and an edit parses
    /// the modules that hold or import the file edited. A file with a syntax error is reported on its own.
    private func list() {
        let listing = TreeListing(files: files)
        layouts = listing.layouts
        impliedSections = listing.impliedSectionCounts
        broken = listing.broken
        usable = files.filter { broken[$0] == nil }
        listed = (listing.modules, listing.modulesRead, listing.filesParsed)
    }

    /// One snapshot's evaluation: its id, its layout and the variant's environment.
    struct Request {
        var id: String
        var layout: LayoutDeclaration
        var environment: EnvironmentOptions
    }

    /// Evaluates every request in one call of the front end, before the snapshots are drawn in parallel.
    func prepare(_ requests: [Request]) {
        let sent = requests.map { SwiftSourceRequest(file: $0.layout.file, environment: environment(for: $0)) }
        let results = SwiftSourceJob.annotatedDocuments(sent)
        lock.lock(); defer { lock.unlock() }
        for (r, answer) in zip(requests, results) { answers[r.id] = answer }
    }

    /// The request for one layout: the layout by name in its own file; the module's other files come from the
    /// module the front end finds for it. A file in no module (no project, package or git root above it) reads the
    /// other checked files as its module, as `--with` files.
    private func environment(for r: Request) -> EnvironmentOptions {
        var env = r.environment
        env.layout = r.layout.name
        env.advice = .check
        if ModuleScope.identity(of: r.layout.file) == nil { env.companions = usable.filter { $0 != r.layout.file } }
        return env
    }

    /// Why a layout's file cannot be used, if it cannot.
    func problem(of layout: LayoutDeclaration) -> String? {
        lock.lock(); defer { lock.unlock() }
        return broken[layout.file]
    }

    /// The layout evaluated for `environment` (device, orientation, direction, offset, items, section kinds), with
    /// the front end's notes: the batch's answer for snapshot `id`, else (a snapshot the batch did not include) one
    /// request of its own.
    func document(_ layout: LayoutDeclaration, environment: EnvironmentOptions,
                  id: String) throws -> SwiftSourceJob.AnnotatedDocument {
        lock.lock()
        let answer = answers[id]
        lock.unlock()
        if let answer { return try answer.get() }
        let r = Request(id: id, layout: layout, environment: environment)
        return try SwiftSourceJob.annotatedDocuments([SwiftSourceRequest(file: layout.file, environment: self.environment(for: r))])[0].get()
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
