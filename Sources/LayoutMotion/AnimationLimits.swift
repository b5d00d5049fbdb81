import Foundation

/// Bounds on the work one animation may ask for, checked before any frame is drawn (docs/limits.md).
public struct AnimationLimits: Hashable, Sendable {
    /// Frames per second: GIF delays are whole centiseconds and viewers treat delays under 2 cs as 10 cs,
    /// so 50 fps is the fastest rate every viewer plays as asked.
    public var maxFPS: Double = 50
    /// Seconds of motion (the held last frame not counted).
    public var maxDuration: Double = 60
    public var maxFrames: Int = 600
    /// Frames × pixels per frame: bounds drawing and encoding time (each frame is drawn, compared and
    /// encoded; only two are held in memory at once).
    public var maxTotalPixels: Int = 250_000_000

    public init() {}

    /// Checks the timing options and returns the frame count.
    public func frameCount(fps: Double, duration: Double) throws -> Int {
        guard fps.isFinite, fps > 0, fps <= maxFPS else {
            throw MotionError.invalidTiming(option: "--fps", value: fps, limit: "more than 0, at most \(MotionError.number(maxFPS))")
        }
        guard duration.isFinite, duration > 0, duration <= maxDuration else {
            throw MotionError.invalidTiming(option: "--duration", value: duration,
                                            limit: "more than 0, at most \(MotionError.number(maxDuration)) seconds")
        }
        let frames = MotionPlan.frameCount(fps: fps, duration: duration)
        guard frames <= maxFrames else { throw MotionError.tooManyFrames(fps: fps, duration: duration, frames: frames, limit: maxFrames) }
        return frames
    }

    /// Checks frames × pixels against the budget.
    public func checkPixels(frames: Int, width: Int, height: Int) throws {
        let (perFrame, o1) = width.multipliedReportingOverflow(by: height)
        let (total, o2) = perFrame.multipliedReportingOverflow(by: frames)
        guard !o1, !o2, total <= maxTotalPixels else {
            throw MotionError.overPixelBudget(pixels: o1 || o2 ? Int.max : total, budget: maxTotalPixels,
                                              frames: frames, width: width, height: height)
        }
    }
}
