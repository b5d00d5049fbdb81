import ArgumentParser
import Foundation
import LayoutJobs

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNGs pixel by pixel, or two layouts element by element.",
        discussion: """
        PNG vs PNG: perceptual colour difference (YIQ) with anti-aliasing detection; prints differing pixels, \
        percentage and changed regions; -o writes the diff image (faded reference, differences red, \
        anti-aliasing yellow). Layout vs layout (frames JSON from 'layout-render frames', spec files or \
        sample names): added, removed, moved and resized elements, zIndex and alpha changes; -o writes an \
        overlay (old frames dashed, new solid). Exit 0 within tolerance, 1 beyond, 2 on bad input.
        """)

    @Argument(help: ArgumentHelp("Reference: a PNG, a frames JSON file, a spec file or a sample name.", valueName: "A"))
    var reference: String

    @Argument(help: ArgumentHelp("Actual: the same kind as A.", valueName: "B"))
    var actual: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the diff image or layout overlay (PNG).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Perceptual threshold 0…1: larger accepts bigger colour changes.", valueName: "T"))
    var threshold: Double = 0.1

    @Option(help: ArgumentHelp("Differences that still pass: N pixels or N% of pixels for images, N points for layouts. Default 0.", valueName: "N|N%"), transform: ToleranceValue.argument)
    var tolerance: OptionInput<ToleranceValue>?

    @Flag(name: .customLong("no-antialiasing-detection"), help: "Count anti-aliased edge pixels as differences.")
    var noAntialiasingDetection = false

    @Flag(help: "With -o on images: reference | actual | diff side by side.")
    var triptych = false

    @Flag(help: "Print the report as JSON (sorted keys).")
    var json = false

    @OptionGroup var environment: EnvironmentFlags

    var options: DiffJob.Options {
        get throws {
            DiffJob.Options(output: output, threshold: threshold, tolerance: try tolerance?.value(),
                            detectsAntiAliasing: !noAntialiasingDetection, triptych: triptych, json: json,
                            environment: try environment.options)
        }
    }

    func validate() throws { try DiffJob.check(reference, actual, options: options) }

    func run() throws {
        let outcome = try DiffJob.run(reference, actual, options: options)
        // The JSON report is data (its strings are JSON-escaped); the text report is lines for people, sanitised.
        if json { try CommandOutput.printData(outcome.report) } else { try CommandOutput.printLines(outcome.report) }
        // Exit 1 is a verdict, not an error: the report above says what differs.
        if !outcome.passes { Foundation.exit(CLIError.differences) }
    }
}
