
/// The typed option values (LayoutJobs/Options) as ArgumentParser arguments: each `@Option(…, transform: T.argument)`
/// is parsed while the command line is read, before `validate()` and before any file is opened, and a bad value
/// throws the value's own typed error (a `CLIError`: what was wrong and what to type instead). ArgumentParser
/// carries that error inside its own ("The value 'x' is invalid for '--size <WxH>'"); `OptionErrors.own` finds it
/// there, so the line printed is the value's (each executable's main.swift). `validate()` bodies throw their `CLIError`s the same way.
extension OptionValue {
    /// The transform ArgumentParser calls with the option's text.
    @Sendable public static func argument(_ text: String) throws -> Self { try Self(parsing: text) }
}

public enum OptionErrors {
    /// The `CLIError` a transform or a `validate()` threw, found in the error ArgumentParser wrapped it in
    /// (its parser error keeps the original as a value; the wrapper types are not public, so they are read by
    /// reflection, a few levels deep).
    public static func own(in error: Error) -> CLIError? { find(error, depth: 0) }

    private static func find(_ value: Any, depth: Int) -> CLIError? {
        if let e = value as? CLIError { return e }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let e = find(child.value, depth: depth + 1) { return e }
        }
        return nil
    }
}
