import Foundation
import LayoutDiagram
import LayoutDiff
import LayoutEngine
import LayoutRender
import LayoutSpec
import LayoutSystem

/// A command-line value with a type (issue 16): parsed once, when the command line is read and before any file is,
/// with an error that names the option. The executable makes each one `ExpressibleByArgument`, so a new command
/// adopts a value in one line (`@Option var size: ViewSizeValue?`).
public protocol OptionValue: Sendable {
    /// The option's name as typed ("--size"), for messages.
    static var optionName: String { get }
    init(parsing text: String) throws
}

extension OptionValue {
    static func number(_ text: String, minimum: CGFloat? = nil) throws -> CGFloat {
        let shown = DisplayText.echo(text)
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError("\(optionName): '\(shown)' is not a number")
        }
        guard v.isFinite else { throw CLIError("\(optionName): '\(shown)' is not finite") }
        if let minimum, CGFloat(v) < minimum { throw CLIError("\(optionName): \(shown) is negative (must be 0 or more)") }
        return CGFloat(v)
    }
}

/// `--device iPhoneX` (append -landscape to turn it).
public struct DeviceValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--device"
    public var screen: DeviceScreen
    public init(parsing text: String) throws {
        do {
            screen = try Device.screen(named: text)
        } catch {
            let names = Device.presets.map(\.name)
            throw CLIError("--device: unknown device '\(DisplayText.echo(text))'\(DidYouMean.hint(for: text, among: names)); "
                           + "valid devices: " + names.joined(separator: ", "))
        }
    }
}

/// `--size 375x812`, in points.
public struct ViewSizeValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--size"
    /// Largest view side accepted, in points (Cairo's pixel limit at scale 1).
    public static let maxSide: CGFloat = CGFloat(RenderOptions.maxSide)
    /// Largest display scale accepted (`@S`); phones are @2 and @3.
    public static let maxScale: CGFloat = 4
    public var size: CGSize
    /// The display scale typed after `@` (`393x852@3`), nil when none was: scale-dependent rules (list paddings
    /// on the pixel grid, the picture's pixel grid) then follow it.
    public var scale: CGFloat?
    public init(parsing text: String) throws {
        let shown = DisplayText.echo(text)
        let halves = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = halves[0].lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CLIError("--size: '\(shown)' is not WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE (e.g. 375x812, 393x852@3)")
        }
        let w = try Self.number(String(parts[0]), minimum: 0), h = try Self.number(String(parts[1]), minimum: 0)
        guard w > 0, h > 0, w <= Self.maxSide, h <= Self.maxSide else {
            throw CLIError("--size: \(shown) must be between 1 and \(Int(Self.maxSide)) points on each side")
        }
        size = CGSize(width: w, height: h)
        if halves.count == 2 {
            let s = try Self.number(String(halves[1]), minimum: 0)
            guard s >= 1, s <= Self.maxScale, s == s.rounded() else {
                throw CLIError("--size: the display scale in '\(shown)' must be 1, 2, 3 or 4")
            }
            scale = s
        }
    }
}

/// `--content-size large`: the reader's text size (UIContentSizeCategory), xSmall … xxxLarge, accessibility1 … 5.
public struct ContentSizeValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--content-size"
    public var category: UIContentSizeCategory
    public init(parsing text: String) throws {
        guard let c = UIContentSizeCategory.named(text.trimmingCharacters(in: .whitespaces)) else {
            let names = UIContentSizeCategory.names.map(\.name)
            throw CLIError("--content-size: unknown size '\(DisplayText.echo(text))'\(DidYouMean.hint(for: text, among: names)); "
                           + "valid sizes: " + names.joined(separator: ", "))
        }
        category = c
    }
}

/// `--ios 16`: the iOS release to resolve for (`IOSVersion`, decision 57).
public struct IOSVersionValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--ios"
    public var version: IOSVersion
    public init(parsing text: String) throws {
        guard let v = IOSVersion(parsing: text) else {
            throw CLIError("--ios: '\(DisplayText.echo(text))' is not \(IOSVersion.modelledText) (default \(IOSVersion.newest.major))")
        }
        version = v
    }
}

/// `--safe-area 44,0,34,0`: top, left, bottom, right in points.
public struct SafeAreaValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--safe-area"
    public var insets: UIEdgeInsets
    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw CLIError("--safe-area: '\(DisplayText.echo(text))' is not TOP,LEFT,BOTTOM,RIGHT (e.g. 44,0,34,0)")
        }
        let v = try parts.map { try Self.number(String($0), minimum: 0) }
        insets = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

/// `--offset -44`: the content offset along the scroll axis, in points.
public struct OffsetValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--offset"
    public var value: CGFloat
    public init(parsing text: String) throws { value = try Self.number(text) }
}

/// `--orthogonal-offset 1=187.5`: an orthogonal section's scroll offset.
public struct OrthogonalOffsetValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--orthogonal-offset"
    public var section: Int
    public var offset: CGFloat
    public init(parsing text: String) throws {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0].trimmingCharacters(in: .whitespaces)), s >= 0 else {
            throw CLIError("--orthogonal-offset: '\(DisplayText.echo(text))' is not SECTION=X (e.g. 1=187.5)")
        }
        section = s
        offset = try Self.number(String(parts[1]))
    }
}

/// `--items 8,8,8`: the item count of each section.
public struct ItemCountsValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--items"
    public var counts: [Int]
    public init(parsing text: String) throws {
        counts = try text.split(separator: ",", omittingEmptySubsequences: false).map { p in
            let s = p.trimmingCharacters(in: .whitespaces)
            guard let n = Int(s) else { throw CLIError("--items: '\(DisplayText.echo(s))' is not a whole number (e.g. --items 8,8,8)") }
            guard n >= 0 else { throw CLIError("--items: \(n) is negative (must be 0 or more)") }
            return n
        }
    }
}

/// `--theme light|dark`.
public struct ThemeValue: OptionValue, Sendable {
    public static let optionName = "--theme"
    public var theme: RenderTheme
    public var name: String
    public init(parsing text: String) throws {
        guard let t = RenderTheme.named(text) else {
            throw CLIError("--theme: unknown theme '\(DisplayText.echo(text))'; use light or dark")
        }
        theme = t; name = text
    }
    public static let light = ThemeValue(theme: .light, name: "light")
    private init(theme: RenderTheme, name: String) { self.theme = theme; self.name = name }
}

/// `--overlay sections,groups,insets` or `all`.
public struct OverlayValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--overlay"
    public var overlays: DebugOverlays
    public init(parsing text: String) throws {
        let names: [(String, DebugOverlays)] = [("sections", .sections), ("groups", .groups), ("insets", .contentInsets),
                                                ("all", .all)]
        overlays = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let match = names.first(where: { $0.0 == name }) else {
                throw CLIError("--overlay: unknown overlay '\(DisplayText.echo(name))'"
                               + DidYouMean.hint(for: name, among: names.map(\.0)) + "; use sections, groups, insets or all")
            }
            overlays.formUnion(match.1)
        }
    }
}

/// `--annotate sizes,insets,spacing,indexpaths`, `all` or `none`.
public struct AnnotationsValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--annotate"
    public var annotations: DiagramAnnotations
    public init(parsing text: String) throws {
        switch DiagramAnnotations.parse(text) {
        case .success(let a): annotations = a
        case .failure(.unknownAnnotation(let word)):
            throw CLIError("--annotate: unknown annotation '\(DisplayText.echo(word))'"
                           + DidYouMean.hint(for: word, among: DiagramAnnotations.names.map(\.0))
                           + "; use sizes, insets, spacing, indexpaths, all or none")
        case .failure(let e): throw CLIError("--annotate: \(e)")
        }
    }
    public static let all = AnnotationsValue(annotations: .all)
    private init(annotations: DiagramAnnotations) { self.annotations = annotations }
}

/// `--scale N`: pixels per point of a PNG, in the range the renderer accepts.
public struct ScaleValue: OptionValue, Hashable, Sendable {
    public static let optionName = "--scale"
    public var scale: Double
    public init(parsing text: String) throws {
        guard let v = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError("--scale: '\(DisplayText.echo(text))' is not a number")
        }
        do { try RenderOptions.checkScale(v) } catch let e as RenderError { throw CLIError("--scale: \(e.description)") }
        scale = v
        shown = text
    }
    /// `shown` is how help prints it as a default (`animate` has always said "1.0", `render` "2").
    public init(_ scale: Double, shown: String? = nil) { self.scale = scale; self.shown = shown ?? NumberText.string(scale) }
    /// The value as typed, or as help prints the default; not part of the value.
    public var shown: String
    public static func == (a: Self, b: Self) -> Bool { a.scale == b.scale }
    public func hash(into hasher: inout Hasher) { hasher.combine(scale) }
}

/// `--section-kinds featured,list,list`: the section identifiers a diffable data source would hold, one enum case
/// per section (issue 12, docs/swift-sources.md).
public struct SectionKindsValue: OptionValue, Hashable {
    public static let optionName = "--section-kinds"
    public var kinds: [String]
    public init(parsing text: String) throws {
        kinds = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !kinds.contains(where: \.isEmpty) else {
            throw CLIError("--section-kinds: '\(DisplayText.echo(text))' has an empty name; give enum case names, e.g. featured,list,list")
        }
    }
}

/// `--tolerance N` or `N%`: differences that still pass a diff (pixels or % of pixels for images, points for layouts).
public struct ToleranceValue: OptionValue, Hashable {
    public static let optionName = "--tolerance"
    public var tolerance: DiffTolerance
    public init(parsing text: String) throws {
        do { tolerance = try DiffTolerance(parsing: text) } catch let e as DiffInputError { throw CLIError(e.description) }
    }
}
