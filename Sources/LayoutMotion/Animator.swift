import Foundation
import LayoutEngine
import LayoutRender
import LayoutSystem

/// Draws a `MotionPlan` frame by frame and encodes it. Every frame is resolved by the engine at its scroll
/// state — pinned headers, invalidation-handler effects and orthogonal offsets are the engine's — and drawn by
/// the renderer exactly as `render` draws one screen; the animator only picks the offsets.
public struct Animator: Sendable {
    public var renderer: Renderer
    public var content: RenderContent
    /// The screen at each frame's offsets (`view` is always `.screen`).
    public var options: RenderOptions
    public var limits: AnimationLimits

    public init(renderer: Renderer, content: RenderContent = RenderContent(), options: RenderOptions,
                limits: AnimationLimits = AnimationLimits()) {
        self.renderer = renderer; self.content = content; self.options = options; self.limits = limits
        self.options.view = .screen
    }

    /// The animation's bytes. Budgets (frames, pixels per frame, pixels in all) are checked before drawing.
    public func animate(_ plan: MotionPlan, format: AnimationFormat,
                        resolve: (ScrollState) throws -> LayoutResult) throws -> Data {
        let frames = try limits.frameCount(fps: plan.fps, duration: plan.duration)
        let first = try resolve(plan.state(ofFrame: 0))
        let size = try renderer.pixelSize(of: first, options: options)
        try limits.checkPixels(frames: frames, width: size.width, height: size.height)

        var encoder = try format.encoder(width: size.width, height: size.height)
        for i in 0..<frames {
            let result = i == 0 ? first : try resolve(plan.state(ofFrame: i))
            let image = try renderer.rasterImage(result, content: content, options: options)
            guard image.width == size.width, image.height == size.height else {
                throw MotionError.encoder(format: format.rawValue.uppercased(),
                                          detail: "frame \(i) is \(image.width) x \(image.height), not \(size.width) x \(size.height)")
            }
            let words = image.withPixelWords { buffer, mask in ContiguousArray(buffer.lazy.map { $0 | mask }) }
            try encoder.add(PixelFrame(width: image.width, height: image.height, words: words),
                            start: plan.displayStart(ofFrame: i), end: plan.displayStart(ofFrame: i + 1))
        }
        return try encoder.finish()
    }

    /// Writes the animation to `url` (format from its extension): complete or not at all, as every output.
    /// `inputs` are files the animation was made from, refused as the target (device and inode).
    public func write(_ plan: MotionPlan, to url: URL, inputs: [String] = [],
                      resolve: (ScrollState) throws -> LayoutResult) throws {
        try AtomicFile.check(url, inputs: inputs)
        let format = try AnimationFormat(url: url)
        let data = try animate(plan, format: format, resolve: resolve)
        try AtomicFile.write(data, to: url, inputs: inputs)
    }
}
