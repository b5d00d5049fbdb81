import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a spec: syntax, keys, types and values, then resolve it on its natural device.")

    @OptionGroup var input: SpecArgument

    @Flag(name: .customLong("right-to-left"), help: "Resolve with right-to-left traits (the spec's layoutDirection otherwise).")
    var rightToLeft = false

    @OptionGroup var contentSize: ContentSizeOption

    @OptionGroup var source: SourceFlags

    func run() throws {
        var natural = EnvironmentOptions(rightToLeft: rightToLeft)
        try contentSize.apply(to: &natural)
        try source.apply(to: &natural)
        let document = try LayoutJob.load(input.spec, environment: natural)
        let (result, resolved) = try LayoutJob.resolve(document, environment: natural)
        // Everything `render` would refuse with the spec's own settings, short of drawing.
        try LayoutJob.preflight(result, document: document, data: resolved.data)
        let counts = resolved.data.itemCounts
        try CommandOutput.printLines("ok: \(DisplayText.echo(document.metadata.name ?? input.spec)): \(counts.count) sections, "
            + "\(counts.reduce(0, +)) items, content \(NumberText.string(result.contentSize.width)) x "
            + "\(NumberText.string(result.contentSize.height)) on \(resolved.screenName)")
    }
}
