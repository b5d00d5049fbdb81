import Foundation

/// Key scroll states (where each move starts and ends) and how frames are sampled between them.
///
/// The total duration is shared equally by the moves; within a move the offsets follow `Deceleration`'s
/// ease-out. Frames are taken every 1/fps seconds from the first key state to the last (both included), so
/// there are round(duration × fps) + 1 of them; the last frame is held for `holdSeconds` before a loop restarts.
public struct MotionPlan: Hashable, Sendable {
    public var keyStates: [ScrollState]
    public var fps: Double
    public var duration: Double
    public var deceleration: Deceleration
    public var holdSeconds: Double
    /// Per move, when it decelerates at its own rate (a swipe of a section with `orthogonalScrollingProperties`);
    /// moves past its end use `deceleration`.
    public var moveDecelerations: [Deceleration] = []

    public init(keyStates: [ScrollState], fps: Double, duration: Double, deceleration: Deceleration = .normal,
                holdSeconds: Double = 0.5) {
        self.keyStates = keyStates; self.fps = fps; self.duration = duration; self.deceleration = deceleration
        self.holdSeconds = holdSeconds
    }

    /// A plan of the planner's key states, each move easing at its own rate.
    public init(_ keys: MotionPlanner.KeyPlan, fps: Double, duration: Double) {
        self.init(keyStates: keys.states, fps: fps, duration: duration)
        moveDecelerations = keys.moveDecelerations
    }

    /// Number of frames: round(duration × fps) + 1 (at least 2).
    public static func frameCount(fps: Double, duration: Double) -> Int {
        max(1, Int((duration * fps).rounded())) + 1
    }

    public var frameCount: Int { Self.frameCount(fps: fps, duration: duration) }

    /// When frame `i` is shown, in seconds from the start (the last frame at `duration`).
    public func time(ofFrame i: Int) -> Double {
        duration * Double(i) / Double(frameCount - 1)
    }

    /// Frame `i`'s start time in seconds; frame `frameCount` is the end of the held last frame.
    public func displayStart(ofFrame i: Int) -> Double {
        i >= frameCount ? duration + holdSeconds : time(ofFrame: i)
    }

    /// The scroll state of frame `i`.
    public func state(ofFrame i: Int) -> ScrollState {
        guard let first = keyStates.first else { return ScrollState(mainOffset: 0) }
        let moves = keyStates.count - 1
        guard moves > 0 else { return first }
        let t = time(ofFrame: i)
        let span = duration / Double(moves)
        let j = min(moves - 1, Int(t / span))
        let rate = j < moveDecelerations.count ? moveDecelerations[j] : deceleration
        let f = rate.progress(elapsed: t - Double(j) * span, duration: span)
        return keyStates[j].interpolated(to: keyStates[j + 1], fraction: i == frameCount - 1 && j == moves - 1 ? 1 : f)
    }
}
