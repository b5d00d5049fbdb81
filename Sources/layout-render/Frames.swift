import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the resolved layout as JSON: content size, content offset and every element's frame.",
        discussion: "Frames are in content coordinates as UIKit reports them; transform appears only when not identity.")

    @OptionGroup var input: SpecArgument

    @OptionGroup var environment: EnvironmentFlags

    @Flag(help: "Only the elements that intersect the visible rect (the bounds at the content offset).")
    var visible = false

    func run() throws {
        let document = try LayoutJob.load(input.spec, environment: environment.options)
        let (result, _) = try LayoutJob.resolve(document, environment: environment.options)
        let name = DisplayText.echo(document.file ?? input.spec, limit: 120)
        if visible { try ElementBudget.check(result, in: result.bounds, what: "\(name): frames --visible") }
        else { try ElementBudget.checkAll(result, what: "\(name): frames") }
        try CommandOutput.printData(FramesEncoder.encode(result, visibleOnly: visible))
    }
}
