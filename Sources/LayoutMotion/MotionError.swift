import Foundation

/// Why an animation cannot be made; each reads as one line naming the option or value at fault.
public enum MotionError: Error, CustomStringConvertible, Equatable {
    case notOrthogonal(section: Int)
    case invalidTiming(option: String, value: Double, limit: String)
    case tooManyFrames(fps: Double, duration: Double, frames: Int, limit: Int)
    case overPixelBudget(pixels: Int, budget: Int, frames: Int, width: Int, height: Int)
    case unknownFormat(String)
    case encoder(format: String, detail: String)

    public var description: String {
        switch self {
        case .notOrthogonal(let s):
            return "--swipe: section \(s) does not scroll orthogonally (give an orthogonal section's index)"
        case .invalidTiming(let option, let value, let limit):
            return "\(option): \(Self.number(value)) is out of range (\(limit))"
        case .tooManyFrames(let fps, let duration, let frames, let limit):
            // Frames are drawn at both ends of the motion: fps × duration intervals are fps × duration + 1 frames.
            return "--fps \(Self.number(fps)) --duration \(Self.number(duration)) makes \(frames) frames (one every "
                + "1/\(Self.number(fps)) s from 0 to \(Self.number(duration)) s, both ends drawn), more than the limit of "
                + "\(limit); lower --fps or --duration"
        case .overPixelBudget(let pixels, let budget, let frames, let w, let h):
            return "\(frames) frames of \(w) x \(h) pixels are \(pixels) pixels, more than the animation budget of \(budget); lower --scale, --fps or --duration"
        case .unknownFormat(let ext):
            return "unknown animation format '\(ext)': use .gif or .webp"
        case .encoder(let format, let detail):
            return "\(format) encoder failed: \(detail)"
        }
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
