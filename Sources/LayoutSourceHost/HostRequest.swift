import Foundation
import LayoutEngine

/// What the CLI asks a layout program for: which layout, for which view and data (`view`, the one request value),
/// in which format. Sent as JSON on the program's standard input (never in argv: a request has no size limit
/// there); the answer is a spec document written to descriptor 3, so nothing the layout code prints can mix into
/// it (docs/swift-sources.md). The program makes its `LayoutInput` from `view` with `ViewRequest.resolve`, the
/// same function every other command uses, so a trait added to the request reaches Swift sources too.
public struct HostRequest: Codable, Sendable {
    public var layout: String
    /// What the user asked for (the command line, check's variant); the front end fills in the item counts and
    /// section kinds once it has found the layout. The spec's `environment:` in the answer is written from it.
    public var view: ViewRequest
    /// The screen when `view` names none (the CLI's default device).
    public var defaultDevice: String
    /// "json" or "yaml".
    public var format: String
    /// Name and source for the spec's metadata.
    public var specName: String?
    public var specSource: String?
    /// What the app's cell registrations put in the list rows (`CellContentPlan`), set by the front end from the
    /// layout's declaration; nil when it read none.
    public var cellContent: CellContentPlan?
    /// The item counts in `view` are defaults (nothing gave them, the code states none): the owner's own
    /// data-source methods, when the program takes them (`LayoutEntry.dataSource`), answer instead.
    public var countsFromOwner: Bool?

    public init(layout: String, view: ViewRequest, defaultDevice: String, format: String,
                specName: String? = nil, specSource: String? = nil) {
        self.layout = layout; self.view = view; self.defaultDevice = defaultDevice; self.format = format
        self.specName = specName; self.specSource = specSource
    }

    /// `--arg` values (`LayoutArguments`), checked by the front end against the layout's parameters.
    public var arguments: [String: String]? { view.arguments }
    public var sectionKinds: [String]? { view.sectionKinds }

    /// The input for a layout scrolling along `direction`: an offset given along the scroll axis lands on it.
    public func input(scrolling direction: UICollectionView.ScrollDirection) throws -> LayoutInput {
        try view.resolve(defaultDevice: defaultDevice, itemCounts: [], scrollDirection: direction).input
    }

    /// The input without a content offset (the scroll axis is not known before the layout's code has run).
    public func unscrolledInput() throws -> LayoutInput {
        var unscrolled = view
        unscrolled.offset = nil
        return try unscrolled.resolve(defaultDevice: defaultDevice, itemCounts: [], scrollDirection: .vertical).input
    }
}
