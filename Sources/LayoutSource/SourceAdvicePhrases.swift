import LayoutReferences
import LayoutSourceHost

/// Every piece of advice the front end gives, phrased for the command that asked (`SourceAdvice`, issue 31).
extension SourceAdvice {
    /// `give them with --section-kinds …` / `give them in layout-render.yml: layouts: {"X": {sectionKinds: …}}`.
    public func sectionKinds(layout: String, example: [String] = []) -> String {
        let cases = example.isEmpty ? "CASE" : example.prefix(3).joined(separator: ",")
        switch self {
        case .commandLine: return "give them with --section-kinds \(cases),… (one per section)"
        case .check:
            return "give them in \(Self.configFile): layouts: {\"\(layout)\": {sectionKinds: [\(cases.replacingOccurrences(of: ",", with: ", ")), …]}} (one per section)"
        }
    }

    /// How to give a layout function's parameter a value.
    public func argument(layout: String, name: String, example: String) -> String {
        switch self {
        case .commandLine: return "give it with --arg \(name)=\(example)"
        case .check: return "give it in \(Self.configFile): layouts: {\"\(layout)\": {args: {\(name): \(example)}}}"
        }
    }

    /// Where an argument's value was given, for a message about that value.
    public func argumentSource(_ name: String, _ value: String) -> String {
        switch self {
        case .commandLine: return "--arg \(name)=\(value)"
        case .check: return "args: {\(name): \(value)}"
        }
    }

    /// What to do about declarations the module's Swift files do not hold.
    public func moreFiles(layout: String, one: Bool) -> String {
        switch self {
        case .commandLine:
            return "give the file that declares \(one ? "it" : "each") with --with FILE or the module's folder with --module-root DIR"
        case .check:
            return "check reads the Swift files of the layout's module only; leave the layout out with \(Self.configFile): "
                + "layouts: {\"\(layout)\": {ignore: true}}"
        }
    }

    /// What is left when nothing can be given: leave the layout out.
    public func skip(layout: String) -> String {
        switch self {
        case .commandLine: return "draw it from a spec instead (layout-render export writes one from a layout that draws)"
        case .check: return "leave it out with \(Self.configFile): layouts: {\"\(layout)\": {ignore: true}}"
        }
    }

    /// More time for the layout program.
    public var moreTime: String {
        switch self {
        case .commandLine: return "give more time with --timeout SECONDS"
        case .check: return "the layout took too long to be drawn"
        }
    }

    /// The configuration file `check` reads.
    static var configFile: String { ReferenceNames.configFile }
}
