import Foundation

/// What `layout-render` asks its Swift-source front end (`layout-render-source evaluate`) for, as JSON on the
/// front end's standard input: the files, the layout, the data and the environment (`host`, whose layout name
/// and item counts the front end fills in once it has found the layout). docs/swift-sources.md.
public struct SourceRequest: Codable, Sendable {
    /// The file the command names, then the `--with` files.
    public var files: [String]
    /// With `--with` files: an unnamed layout is chosen among this file's only.
    public var primary: String?
    /// `--layout`.
    public var layout: String?
    /// Items per section when the request's `view` gives no counts (`--items`): one section per section kind,
    /// else as many as the code implies, each this long.
    public var defaultItems: Int
    /// The view and data (`host.view`: `--section-kinds`, `--items`, `--arg` among them); `layout`, the item
    /// counts, `specName` and `specSource` are set by the front end.
    public var host: HostRequest
    /// `--timeout`: seconds of wall-clock time for the layout program (the compiler gets more).
    public var timeout: Double
    /// `--verbose`: pass what layout code prints on to stderr, and say how it was contained.
    public var verbose: Bool
    /// `--module-root`: the folder of the file's module; nil: found from the file (`ModuleScope.findRoot`).
    /// (`--arg` values travel in `host.view.arguments`, checked by the front end against the layout's parameters.)
    public var moduleRoot: String?
    /// Which command asked: its advice names that command's options (nil: the command line's).
    public var advice: SourceAdvice?

    public init(files: [String], primary: String?, layout: String?,
                defaultItems: Int, host: HostRequest, timeout: Double, verbose: Bool, moduleRoot: String? = nil) {
        self.files = files; self.primary = primary; self.layout = layout
        self.defaultItems = defaultItems; self.host = host; self.timeout = timeout
        self.verbose = verbose; self.moduleRoot = moduleRoot
    }

    /// Seconds a layout program may run when `--timeout` is not given.
    public static let defaultTimeout: Double = 20
}

/// The front end's reply, the first line of its standard output; on success the answer (a spec document, or the
/// `layouts` table, or the cache report) follows byte for byte.
public struct SourceReply: Codable, Sendable {
    /// One line naming the place, when the request failed (the front end then exits 2).
    public var error: String?
    /// The layout the answer is for (`evaluate`).
    public var declaration: LayoutDeclaration?
    public init(error: String? = nil, declaration: LayoutDeclaration? = nil) {
        self.error = error; self.declaration = declaration
    }
}

/// Many layouts at once (`layout-render-source evaluate-batch`, for `SwiftSourceJob.documents`): each request as
/// for `evaluate`; the requests of one module (and the same `--with` files, timeout and verbosity) share one
/// compiled program. The reply's answer is a JSON array of `SourceAnswer`, one per request, in order.
public struct SourceBatchRequest: Codable, Sendable {
    public var requests: [SourceRequest]
    public init(requests: [SourceRequest]) { self.requests = requests }
}

/// One request's outcome in a batch: the layout and the spec text, or the one-line error naming the place.
public struct SourceAnswer: Codable, Sendable {
    public var error: String?
    public var declaration: LayoutDeclaration?
    public var text: String?
    /// What the drawing was made with that the code does not say (the front end's `Evaluated.notes`), one line each.
    public var notes: [String]?
    public init(error: String? = nil, declaration: LayoutDeclaration? = nil, text: String? = nil, notes: [String]? = nil) {
        self.error = error; self.declaration = declaration; self.text = text; self.notes = notes
    }
}

/// Where the layout's code made a value the spec reader refused (`layout-render-source place`, the error path of
/// reading an answer back): the request it answered, the layout, and the reader's spec path and complaint. The
/// reply's answer is the place (`file:line:col`), or empty when the code does not tell.
public struct SourcePlaceRequest: Codable, Sendable {
    public var request: SourceRequest
    public var layout: LayoutDeclaration
    public var path: String
    public var message: String
    public init(request: SourceRequest, layout: LayoutDeclaration, path: String, message: String) {
        self.request = request; self.layout = layout; self.path = path; self.message = message
    }
}
