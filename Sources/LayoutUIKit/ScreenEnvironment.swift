import Foundation
import LayoutEngine

/// The screen a layout is being resolved for, as UIKit's global objects (`UIDevice.current`, `UIScreen.main`,
/// a view controller's `view.bounds` and `traitCollection`) would report it on that device.
///
/// On iOS those objects describe the one real device; here the device is a command-line choice, so whoever
/// evaluates layout code sets this for the duration (`ScreenEnvironment.$current.withValue(…) { … }`).
/// A task-local, not a global: two evaluations on different tasks each see their own device.
public struct ScreenEnvironment: Sendable {
    /// The collection view's size in points (the whole screen for a full-screen app).
    public var bounds: CGRect
    public var safeAreaInsets: UIEdgeInsets
    public var traits: UITraitCollection
    /// Section identifiers a diffable data source would hold, as enum case names (`--section-kinds`), one per
    /// section; nil when none were given.
    public var sectionKinds: [String]?
    /// Items per section, as a data source's snapshot would report them.
    public var itemCounts: [Int]
    /// The section enums `sectionKinds` may name (filled by the layout program before it evaluates).
    public var sectionKindNames: SectionKindNames
    /// Where `MissingRuntimeData` goes (layout code cannot throw it through UIKit's non-throwing signatures): the
    /// evaluating program reports it as one line; the default stops with the message.
    public var missingRuntimeData: @Sendable (MissingRuntimeData) -> Never

    public init(bounds: CGRect, safeAreaInsets: UIEdgeInsets = .zero, traits: UITraitCollection,
                sectionKinds: [String]? = nil, itemCounts: [Int] = [], sectionKindNames: SectionKindNames = SectionKindNames(),
                missingRuntimeData: @escaping @Sendable (MissingRuntimeData) -> Never = { fatalError($0.description) }) {
        self.bounds = bounds; self.safeAreaInsets = safeAreaInsets; self.traits = traits
        self.sectionKinds = sectionKinds; self.itemCounts = itemCounts
        self.sectionKindNames = sectionKindNames; self.missingRuntimeData = missingRuntimeData
    }

    /// iPhone X held upright: what code sees when nobody chose a device (the CLI's default too).
    public static let defaultPhone: ScreenEnvironment = {
        let screen = Device.presets.first { $0.name == "iPhoneX" }!.screen()
        return ScreenEnvironment(bounds: CGRect(origin: .zero, size: screen.size),
                                 safeAreaInsets: screen.safeAreaInsets, traits: screen.traits)
    }()

    @TaskLocal public static var current: ScreenEnvironment = .defaultPhone
}
