import Foundation
import LayoutEngine
import LayoutMotion
import LayoutSystem

/// `--scroll FROM:TO`: content offsets along the main axis in points; an empty side is the top (FROM) or the bottom
/// (TO) of the content.
public struct ScrollValue: OptionValue, Hashable {
    public static let optionName = "--scroll"
    public var from: CGFloat?
    public var to: CGFloat?
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw CLIError("--scroll: '\(DisplayText.echo(text))' is not FROM:TO in points (e.g. 0:800, or :800)")
        }
        let side = { (part: String) throws -> CGFloat? in
            part.trimmingCharacters(in: .whitespaces).isEmpty ? nil : try Self.number(part)
        }
        from = try side(parts[0]); to = try side(parts[1])
    }
    public init(from: CGFloat?, to: CGFloat?) { self.from = from; self.to = to }
    public var step: MotionStep { .scroll(from: from, to: to) }
    /// The value as it is typed (`-44:800`, `:800`).
    public var argument: String { [from, to].map { $0.map { NumberText.string($0) } ?? "" }.joined(separator: ":") }
}

/// `--swipe SECTION[:N]`: swipe an orthogonal section N times (default 1; negative: back).
public struct SwipeValue: OptionValue, Hashable {
    public static let optionName = "--swipe"
    /// Most swipes one `--swipe` may ask for.
    public static let maxCount = 100
    public var section: Int
    public var count: Int
    public init(parsing text: String) throws {
        let shown = DisplayText.echo(text)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...2).contains(parts.count), let s = Int(parts[0]), s >= 0 else {
            throw CLIError("--swipe: '\(shown)' is not SECTION[:N] (e.g. 0 or 0:3; N < 0 swipes back)")
        }
        section = s
        count = 1
        if parts.count == 2 {
            guard let n = Int(parts[1]), n != 0, abs(n) <= Self.maxCount else {
                throw CLIError("--swipe: '\(DisplayText.echo(parts[1]))' in '\(shown)' is not a swipe count "
                               + "(a whole number from -\(Self.maxCount) to \(Self.maxCount), not 0)")
            }
            count = n
        }
    }
    public init(section: Int, count: Int = 1) { self.section = section; self.count = count }
    public var step: MotionStep { .swipe(section: section, count: count) }
    /// The value as it is typed (`0`, `0:3`).
    public var argument: String { count == 1 ? "\(section)" : "\(section):\(count)" }
}
