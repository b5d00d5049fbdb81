import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

/// `layout-render`: resolve compositional layouts described in spec files and draw them.
/// Each subcommand parses its options and calls LayoutJobs; the logic lives there.
struct LayoutRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-render",
        abstract: "Resolve UICollectionViewCompositionalLayout specs off Apple platforms and draw them.",
        discussion: """
        A spec is a sample name (see 'layout-render samples') or a path to a .yaml/.json spec file \
        (format: docs/spec-format.md). Exit codes: 0 ok, 1 differences found, 2 bad input or usage.
        """,
        subcommands: [Render.self, Animate.self, Diagram.self, Frames.self, Gallery.self, Samples.self, Validate.self, Diff.self,
                      Layouts.self, Export.self, Cache.self, Check.self, Review.self, Doctor.self])
}
