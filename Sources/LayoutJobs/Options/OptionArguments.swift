
/// The typed option values (LayoutJobs/Options) as ArgumentParser arguments. Each `@Option(…, transform: T.argument)`
/// is parsed while the command line is read, before `validate()` and before any file is opened; the transform never
/// throws, so ArgumentParser never wraps our error in its own ("The value 'x' is invalid for '--size <WxH>'"). It
/// keeps what the text parsed to — the value, or the value's own refusal (a `CLIError`: what was wrong and what to
/// type instead) — and the option group's `validate()` asks for it (`value()`), which throws that refusal as it was
/// worded. ArgumentParser hands an error thrown by `validate()` back with its own words (`message(for:)`, exit code
/// `.failure`), so each executable's main.swift prints it as the one line (`ErrorLine.failCommandLine`); nothing
/// reads the parser's private error types.
public struct OptionInput<Value: OptionValue>: Sendable {
    private let parsed: Result<Value, CLIError>

    /// A value given in code (an option's default).
    public init(_ value: Value) { parsed = .success(value) }

    /// The option's text, parsed now.
    public init(text: String) {
        do { parsed = .success(try Value(parsing: text)) } catch let e as CLIError { parsed = .failure(e) } catch {
            parsed = .failure(CLIError("\(Value.optionName): \(error)"))
        }
    }

    /// The value the text gave, or the refusal naming the option.
    public func value() throws -> Value { try parsed.get() }
}

extension OptionValue {
    /// The transform ArgumentParser calls with the option's text.
    @Sendable public static func argument(_ text: String) -> OptionInput<Self> { OptionInput(text: text) }
}

extension Array {
    /// The values of a repeatable option, or the first refusal.
    public func values<Value>() throws -> [Value] where Element == OptionInput<Value> { try map { try $0.value() } }
}
