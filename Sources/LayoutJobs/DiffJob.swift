import Foundation
import LayoutDiff
import LayoutEngine
import LayoutSystem
import LayoutRender
import LayoutSpec

/// `layout-render diff A B`: two PNGs compared pixel by pixel, or two layouts (frames JSON files, spec
/// files or sample names, in any mix) compared element by element.
public enum DiffJob {
    public struct Options: Sendable {
        /// Where to write the diff image (PNG vs PNG) or the overlay (layout vs layout).
        public var output: String?
        public var threshold: Double
        /// Pixels (or % of pixels) for images, points for layouts; nil is exact.
        public var tolerance: ToleranceValue?
        public var detectsAntiAliasing: Bool
        public var triptych: Bool
        public var json: Bool
        /// The view both specs are resolved in.
        public var environment: EnvironmentOptions

        public init(output: String? = nil, threshold: Double = 0.1, tolerance: ToleranceValue? = nil,
                    detectsAntiAliasing: Bool = true, triptych: Bool = false, json: Bool = false,
                    environment: EnvironmentOptions = EnvironmentOptions()) {
            self.output = output; self.threshold = threshold; self.tolerance = tolerance
            self.detectsAntiAliasing = detectsAntiAliasing; self.triptych = triptych; self.json = json
            self.environment = environment
        }
    }

    /// What the command prints and whether the difference is within tolerance (exit 0) or not (exit 1).
    public struct Outcome: Sendable {
        public var report: String
        public var passes: Bool
    }

    /// What can be known before either input is read: the threshold, `--triptych` with its `-o`, the `-o` file.
    /// The command's `validate()` runs it.
    public static func check(_ a: String, _ b: String, options: Options) throws {
        guard options.threshold.isFinite, (0...1).contains(options.threshold) else {
            throw CLIError("--threshold: \(options.threshold) is not between 0 and 1 (default 0.1)")
        }
        if options.triptych && options.output == nil {
            throw CLIError("--triptych draws into the -o file: add -o diff.png")
        }
        try options.environment.refuseSourceOnlyOptions(a, b)
        if let output = options.output { _ = try outputURL(output, inputs: options.environment.inputFiles(a, b)) }
    }

    /// Compares `a` (reference, old) with `b` (actual, new). Bad input throws a one-line `CLIError`.
    public static func run(_ a: String, _ b: String, options: Options) throws -> Outcome {
        do {
            try check(a, b, options: options)
            let tolerance = options.tolerance?.tolerance ?? .exact
            let output = options.output.map { URL(fileURLWithPath: $0) }
            switch (isPNG(a), isPNG(b)) {
            case (true, true):
                return try compareImages(a, b, tolerance: tolerance, output: output, options: options)
            case (false, false):
                return try compareLayouts(a, b, tolerance: tolerance, output: output, options: options)
            case (true, false), (false, true):
                let (png, other) = isPNG(a) ? (a, b) : (b, a)
                throw CLIError("\(png) is a PNG but \(other) is a layout: compare two PNGs, or two layouts "
                               + "(frames JSON, spec files or sample names)")
            }
        } catch let e as DiffInputError {
            throw CLIError(e.description)
        } catch let e as RenderError {
            throw CLIError(e.description)
        }
    }

    static func compareImages(_ a: String, _ b: String, tolerance: DiffTolerance, output: URL?,
                              options: Options) throws -> Outcome {
        if let output { try checkPictureBudget(a, b, triptych: options.triptych, output: output) }
        let comparison = try ImageComparison(
            referenceFile: URL(fileURLWithPath: a), actualFile: URL(fileURLWithPath: b),
            options: PixelDiffOptions(threshold: options.threshold, detectsAntiAliasing: options.detectsAntiAliasing))
        if let output {
            try CommandOutput.write(try comparison.image(triptych: options.triptych).pngData(), to: output.path,
                                    inputs: options.environment.inputFiles(a, b))
        }
        let report = options.json ? comparison.jsonReport(tolerance: tolerance)
            : comparison.textReport(tolerance: tolerance, threshold: options.threshold)
        return Outcome(report: report, passes: comparison.passes(tolerance))
    }

    static func compareLayouts(_ a: String, _ b: String, tolerance: DiffTolerance, output: URL?,
                               options: Options) throws -> Outcome {
        guard case .absolute(let points) = tolerance else {
            throw CLIError("--tolerance: a percentage applies to images; for layouts give points (e.g. 0.5)")
        }
        if options.triptych { throw CLIError("--triptych applies to images; a layout diff draws one overlay") }
        let old = try layout(a, environment: options.environment)
        let new = try layout(b, environment: options.environment)
        try ElementBudget.checkAll(old, what: "the layout diff of \(DisplayText.echo(a))")
        try ElementBudget.checkAll(new, what: "the layout diff of \(DisplayText.echo(b))")
        let comparison = LayoutComparison(old: old, new: new, tolerance: CGFloat(points))
        if let output {
            try CommandOutput.write(try comparison.overlayPNG(), to: output.path, inputs: options.environment.inputFiles(a, b))
        }
        return Outcome(report: options.json ? comparison.jsonReport() : comparison.textReport(),
                       passes: comparison.passes)
    }

    /// What a layout argument that names a file is, for messages ("is a directory, not a frames JSON or spec file").
    static let layoutFile = InputFile.Kind("frames JSON or spec file")

    /// A frames JSON file as written by `layout-render frames`, else a spec file or sample name.
    static func layout(_ argument: String, environment all: EnvironmentOptions) throws -> any LayoutElements {
        // `--layout`, `--section-kinds` and `--with` pick the layout of the Swift file beside a spec (checked in `check`).
        let environment = SwiftSourceJob.isSwiftSource(argument) ? all : all.withoutSourceOptions
        if FileManager.default.fileExists(atPath: argument), !SwiftSourceJob.isSwiftSource(argument) {
            // Size and first bytes before the whole file: frames JSON is an object ('{' first) of at most
            // `FramesReader.maxFileSize`; anything else is read as a spec, with the spec's own 4 MiB limit.
            if let frames = try FramesReader.readFile(argument, as: layoutFile, onlyIfFrames: true) { return frames }
        }
        let document = try LayoutJob.load(argument, environment: environment)
        return try LayoutJob.resolve(document, environment: environment).result
    }

    /// By extension, or by the PNG signature for files named otherwise.
    static func isPNG(_ path: String) -> Bool {
        if (path as NSString).pathExtension.lowercased() == "png" { return true }
        // Only a readable regular file is opened (a pipe would block the open); anything else is reported when
        // it is read as a layout.
        guard (try? InputFile.check(path, as: .png)) != nil, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        // The throwing read: a file that cannot be read (EIO, /proc/self/mem) is not a PNG here and is reported by
        // the reader that opens it, where readData(ofLength:) trapped.
        return (try? handle.read(upToCount: 8)) == Data(PNGEncoder.signature)
    }

    /// The diff picture is always a PNG; checked before any work so a typo does not cost a comparison.
    static func outputURL(_ path: String, inputs: [String]) throws -> URL {
        let url = URL(fileURLWithPath: path)
        guard url.pathExtension.lowercased() == "png" else {
            throw CLIError("-o \(DisplayText.echo(path)): the diff picture is a PNG; name it .png")
        }
        try CommandOutput.check(path, inputs: inputs)
        return url
    }

    /// The diff picture's pixel budget, from the PNG headers, before anything is decoded: a triptych of two
    /// 100 M-pixel images would be 300 M pixels.
    static func checkPictureBudget(_ a: String, _ b: String, triptych: Bool, output: URL) throws {
        func header(_ path: String) -> PixelSize? {
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 24)).flatMap { ImageComparison.pngSize($0) }
        }
        guard let r = header(a), let s = header(b) else { return }   // not PNGs: the comparison names the file
        let size = ImageComparison.imageSize(reference: r, actual: s, triptych: triptych)
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard size.width > RenderOptions.maxSide || size.height > RenderOptions.maxSide || overflow
                || pixels > RenderOptions.defaultMaxPixels else { return }
        throw CLIError("-o \(DisplayText.echo(output.path)): the \(triptych ? "triptych" : "diff picture") would be "
                       + "\(size.width) x \(size.height) pixels, over the budget of \(RenderOptions.defaultMaxPixels) pixels "
                       + "and \(RenderOptions.maxSide) per side (docs/limits.md)"
                       + (triptych ? "; drop --triptych to write the diff image alone" : ""))
    }
}
