import Foundation
import LayoutDiff
import LayoutEngine
import LayoutSystem

/// Each gallery sample's frames (the `frames` command's JSON) beside its pictures, as
/// `<name>.frames.json`: what scripts/check-gallery.sh compares exactly. Frames do not depend on Cairo
/// or on fonts, so that check means the same on every machine; the pictures are compared perceptually.
extension GalleryBuilder {
    static func framesFile(_ name: String) -> String { "\(name).frames.json" }

    func writeFrames(_ result: LayoutResult, name: String) throws {
        let path = outputDirectory + "/" + Self.framesFile(name)
        do {
            try AtomicFile.write(Data(FramesEncoder.encode(result).utf8), to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("\(path): cannot write the sample's frames")
        }
    }
}
