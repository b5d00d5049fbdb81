import Foundation

/// A command-line failure: one line for stderr and the exit code (2 = bad input or usage).
public struct CLIError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var exitCode: Int32
    public init(_ message: String, exitCode: Int32 = 2) { self.message = message; self.exitCode = exitCode }
    public var description: String { message }

    /// Exit codes (issue 4): 0 ok, 1 differences found (diff), 2 bad input or usage.
    public static let ok: Int32 = 0
    public static let differences: Int32 = 1
    public static let badInput: Int32 = 2
}
