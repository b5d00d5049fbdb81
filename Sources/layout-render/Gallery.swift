import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every sample (PNG + SVG, light theme, natural device) and write README.md.")

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Gallery directory (created if missing).", valueName: "dir"))
    var output: String = "gallery"

    @Flag(name: .customLong("right-to-left"), help: "Draw every sample with right-to-left traits (mirrored).")
    var rightToLeft = false

    @Flag(name: .customLong("no-pixel-snap"), help: "PNG: draw every element exactly at its frame instead of snapped to the pixel grid.")
    var noPixelSnap = false

    @OptionGroup var contentSize: ContentSizeOption

    func run() throws {
        var builder = GalleryBuilder(catalog: try SampleCatalog.locate(), outputDirectory: output)
        builder.rightToLeft = rightToLeft
        builder.contentSize = try contentSize.contentSize?.value()
        builder.ios = try contentSize.ios?.value()
        builder.snapsToPixelGrid = !noPixelSnap
        try builder.build { done, total, entry in
            try? CommandOutput.printLines("[\(done)/\(total)] \(entry.files.map { output + "/" + $0 }.joined(separator: ", "))")
        }
        try CommandOutput.printLines("wrote \(output)/README.md")
    }
}
