import Foundation
import LayoutEngine
import LayoutMotion
import LayoutRender
import LayoutSpec
import LayoutSystem

/// `animate`: scroll through a layout (and swipe its orthogonal sections) into an animated GIF or WebP.
/// Parses the motion options, plans key scroll states with the engine's rest positions, and has every frame
/// resolved by the engine and drawn by the renderer (LayoutMotion). Errors are one-line `CLIError`s.
public enum AnimateJob {
    /// The motion options, typed: each value was parsed (and refused with a line naming its option) when the
    /// command line was read, before any file.
    public struct Options: Sendable {
        /// `--scroll FROM:TO` along the main axis.
        public var scroll: ScrollValue?
        public var swipes: [SwipeValue]
        public var fps: Double
        public var duration: Double
        public var scale: ScaleValue
        public var seed: UInt64?
        public var theme: ThemeValue
        public var overlay: OverlayValue?

        public init(scroll: ScrollValue? = nil, swipes: [SwipeValue] = [], fps: Double = 15, duration: Double = 2,
                    scale: ScaleValue = ScaleValue(1), seed: UInt64? = nil, theme: ThemeValue = .light,
                    overlay: OverlayValue? = nil) {
            self.scroll = scroll; self.swipes = swipes; self.fps = fps; self.duration = duration; self.scale = scale
            self.seed = seed; self.theme = theme; self.overlay = overlay
        }
    }

    /// What can be known before the spec is read: the format from the output's extension, the output's place,
    /// and the frame count from the timing. `validate()` runs it, so a bad option never costs a spec read.
    public static func check(_ options: Options, to path: String, inputs: [String] = []) throws {
        try CommandOutput.checkName(path)
        do {
            let url = URL(fileURLWithPath: path)
            // The place first: `-o /dev/full` is a device, whatever its (missing) extension says.
            try AtomicFile.check(url, inputs: inputs)
            _ = try AnimationFormat(url: url)
            _ = try AnimationLimits().frameCount(fps: options.fps, duration: options.duration)
        } catch let e as MotionError {
            throw CLIError(e.description)
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

    public static func run(_ spec: String, environment: EnvironmentOptions, options: Options, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let inputs = environment.inputFiles(spec)
        try check(options, to: path, inputs: inputs)
        let theme = options.theme.theme
        let overlays = options.overlay?.overlays ?? []
        let steps = self.steps(scroll: options.scroll, swipes: options.swipes)

        // The same input path as render and frames: a sample, a spec file, or a Swift source file evaluated for
        // the environment (issue 24).
        let document = try LayoutJob.load(spec, environment: environment)
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
            return try LayoutJob.placingErrors(document) { try document.layout.resolve(input) }
        }
        do {
            let keys = try MotionPlanner().plan(start: start, steps: steps, resolve: resolve)
            let plan = MotionPlan(keys, fps: options.fps, duration: options.duration)
            let animator = Animator(renderer: Renderer(theme: theme),
                                    content: SpecRenderContent.content(for: resolved.data, seed: options.seed),
                                    options: RenderOptions(view: .screen, scale: options.scale.scale, overlays: overlays))
            try animator.write(plan, to: url, inputs: inputs, resolve: resolve)
        } catch let e as MotionError {
            throw CLIError(e.description)
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

    /// The moves: `--scroll` first (default: top to bottom when no swipe is asked for), then the swipes.
    static func steps(scroll: ScrollValue?, swipes: [SwipeValue]) -> [MotionStep] {
        let first: [MotionStep] = scroll.map { [$0.step] } ?? (swipes.isEmpty ? [.scroll(from: nil, to: nil)] : [])
        return first + swipes.map(\.step)
    }
}
