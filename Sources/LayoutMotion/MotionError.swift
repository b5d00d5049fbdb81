import Foundation

/// Why an animation cannot be made; each reads as one line naming the option or value at fault.
public enum MotionError: Error, CustomStringConvertible, Equatable {
    case notOrthogonal(section: Int)
    case invalidTiming(option: String, value: Double, limit: String)
    case tooManyFrames(frames: Int, limit: Int)
    case overPixelBudget(pixels: Int, budget: Int, frames: Int, width: Int, height: Int)
    case unknownFormat(String)
    case encoder(format: String, detail: String)

    public var description: String {
        switch self {
        case .notOrthogonal(let s):
            return "--swipe: section \(s) does not scroll orthogonally (give an orthogonal section's index)"
        case .invalidTiming(let option, let value, let limit):
            return "\(option): \(Self.number(value)) is out of range (\(limit))"
        case .tooManyFrames(let frames, let limit):
            return "--fps × --duration gives \(frames) frames, more than the limit of \(limit); lower one of them"
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
