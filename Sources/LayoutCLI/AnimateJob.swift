import Foundation
import LayoutEngine
import LayoutMotion
import LayoutRender
import LayoutSpec

/// `animate`: scroll through a layout (and swipe its orthogonal sections) into an animated GIF or WebP.
/// Parses the motion options, plans key scroll states with the engine's rest positions, and has every frame
/// resolved by the engine and drawn by the renderer (LayoutMotion). Errors are one-line `CLIError`s.
public enum AnimateJob {
    public struct Options: Sendable {
        /// "FROM:TO" in points along the main axis; either side may be empty (top / bottom).
        public var scroll: String?
        /// "SECTION[:N]" entries.
        public var swipes: [String]
        public var fps: Double
        public var duration: Double
        public var scale: Double
        public var seed: UInt64?
        public var theme: String
        public var overlay: String?

        public init(scroll: String? = nil, swipes: [String] = [], fps: Double = 15, duration: Double = 2,
                    scale: Double = 1, seed: UInt64? = nil, theme: String = "light", overlay: String? = nil) {
            self.scroll = scroll; self.swipes = swipes; self.fps = fps; self.duration = duration; self.scale = scale
            self.seed = seed; self.theme = theme; self.overlay = overlay
        }
    }

    /// Most swipes one `--swipe` may ask for.
    public static let maxSwipes = 100

    public static func run(_ spec: String, environment: EnvironmentOptions, options: Options, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            // Cheap checks first: the format, the output place and the timing, before the spec is even read.
            _ = try AnimationFormat(url: url)
            try AtomicFile.checkWritable(url)
            _ = try AnimationLimits().frameCount(fps: options.fps, duration: options.duration)
        } catch let e as MotionError {
            throw CLIError(e.description)
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
        let theme = try ThemeValue(parsing: options.theme).theme
        let overlays = try options.overlay.map { try OverlayValue(parsing: $0).overlays } ?? []
        let steps = try self.steps(scroll: options.scroll, swipes: options.swipes)

        let document = try LayoutJob.load(spec)
        let (base, resolved) = try LayoutJob.resolve(document, environment: environment)
        for case .swipe(let section, _) in steps {
            guard base.sections.indices.contains(section) else {
                throw CLIError("--swipe: section \(section) does not exist (the layout has \(base.sections.count) sections)")
            }
            guard base.sections[section].isOrthogonal else { throw CLIError(MotionError.notOrthogonal(section: section).description) }
        }

        var start = ScrollState(mainOffset: base.scrollDirection == .vertical ? base.contentOffset.y : base.contentOffset.x)
        for key in resolved.input.orthogonalOffsets.keys where base.sections.indices.contains(key) {
            start.orthogonalOffsets[key] = base.sections[key].orthogonalOffset
        }
        let resolve = { (state: ScrollState) throws -> LayoutResult in
            var input = resolved.input
            // Only the main axis scrolls; the other component stays where the base resolve rested it.
            input.contentOffset = base.scrollDirection == .vertical ? CGPoint(x: base.contentOffset.x, y: state.mainOffset)
                                                                    : CGPoint(x: state.mainOffset, y: base.contentOffset.y)
            input.orthogonalOffsets.merge(state.orthogonalOffsets) { _, new in new }
            do {
                return try document.layout.resolve(input)
            } catch let e as LayoutError {
                throw CLIError((document.file.map { $0 + ": " } ?? "") + e.description)
            }
        }
        do {
            let keys = try MotionPlanner().keyStates(start: start, steps: steps, resolve: resolve)
            let plan = MotionPlan(keyStates: keys, fps: options.fps, duration: options.duration)
            let animator = Animator(renderer: Renderer(theme: theme),
                                    content: SpecRenderContent.content(for: resolved.data, seed: options.seed),
                                    options: RenderOptions(view: .screen, scale: options.scale, overlays: overlays))
            try animator.write(plan, to: url, resolve: resolve)
        } catch let e as MotionError {
            throw CLIError(e.description)
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

    /// The moves: `--scroll` first (default: top to bottom when no swipe is asked for), then the swipes.
    static func steps(scroll: String?, swipes: [String]) throws -> [MotionStep] {
        var steps: [MotionStep] = []
        if let scroll {
            let parts = scroll.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { throw CLIError("--scroll: '\(scroll)' is not FROM:TO in points (e.g. 0:800, or :800)") }
            let side = { (text: String) throws -> CGFloat? in
                text.trimmingCharacters(in: .whitespaces).isEmpty ? nil
                    : try ScrollOffsetValue(parsing: text).value
            }
            steps.append(.scroll(from: try side(parts[0]), to: try side(parts[1])))
        } else if swipes.isEmpty {
            steps.append(.scroll(from: nil, to: nil))
        }
        for entry in swipes {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard (1...2).contains(parts.count), let section = Int(parts[0]), section >= 0 else {
                throw CLIError("--swipe: '\(entry)' is not SECTION[:N] (e.g. 0 or 0:3; N < 0 swipes back)")
            }
            var count = 1
            if parts.count == 2 {
                guard let n = Int(parts[1]), n != 0, abs(n) <= maxSwipes else {
                    throw CLIError("--swipe: '\(parts[1])' in '\(entry)' is not a swipe count (a whole number from -\(maxSwipes) to \(maxSwipes), not 0)")
                }
                count = n
            }
            steps.append(.swipe(section: section, count: count))
        }
        return steps
    }
}

/// One side of `--scroll FROM:TO`, in points.
struct ScrollOffsetValue: OptionValue {
    static let optionName = "--scroll"
    var value: CGFloat
    init(parsing text: String) throws { value = try Self.number(text) }
}
