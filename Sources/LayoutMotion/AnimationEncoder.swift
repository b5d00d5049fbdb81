import Foundation

/// Encodes frames one at a time (nothing but the previous frame is kept) into an animation file's bytes.
/// `start` and `end` say when the frame is shown, in seconds from the beginning of the animation.
public protocol AnimationEncoder {
    mutating func add(_ frame: PixelFrame, start: Double, end: Double) throws
    /// The file's bytes; the encoder is spent afterwards.
    mutating func finish() throws -> Data
}

/// The animation formats `animate` writes, chosen by the output file's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    case gif, webp

    public init(url: URL) throws {
        guard let f = AnimationFormat(rawValue: url.pathExtension.lowercased()) else {
            throw MotionError.unknownFormat(url.pathExtension)
        }
        self = f
    }

    public func encoder(width: Int, height: Int) throws -> AnimationEncoder {
        switch self {
        case .gif: return try GIFEncoder(width: width, height: height)
        case .webp: return try WebPEncoder(width: width, height: height)
        }
    }
}
