import Foundation
import LayoutUIKit

/// The values of a layout function's own parameters (`func makeLayout(size: CGSize, style: Style)`), given with
/// `--arg name=value` and checked by the CLI against the parameter's type before the program runs; the generated
/// call reads each one here by name (docs/swift-sources.md, "Layouts with arguments").
public enum LayoutArguments {
    /// The request's values, bound by `LayoutHost` around the one evaluation (a task-local value: scoped to that
    /// call, not process state anyone sets).
    @TaskLocal static var given: [String: String] = [:]

    static func text(_ name: String) -> String {
        guard let v = given[name] else { LayoutHost.fail("no value for the parameter '\(name)'; give it with --arg \(name)=VALUE") }
        return v
    }
    static func refused(_ name: String, _ value: String, _ expected: String) -> Never {
        LayoutHost.fail("--arg \(name)=\(value): expected \(expected)")
    }

    /// `375x200` (also `375,200`).
    public static func size(_ name: String) -> CGSize {
        let v = text(name)
        let parts = v.split(whereSeparator: { $0 == "x" || $0 == "," }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else { refused(name, v, "WIDTHxHEIGHT, e.g. 375x200") }
        return CGSize(width: w, height: h)
    }
    public static func number(_ name: String) -> Double {
        let v = text(name)
        guard let d = Double(v), d.isFinite else { refused(name, v, "a number") }
        return d
    }
    public static func integer(_ name: String) -> Int {
        let v = text(name)
        guard let i = Int(v) else { refused(name, v, "a whole number") }
        return i
    }
    public static func bool(_ name: String) -> Bool {
        let v = text(name)
        switch v { case "true", "yes", "1": return true; case "false", "no", "0": return false
        default: refused(name, v, "true or false") }
    }
    public static func string(_ name: String) -> String { text(name) }
    /// A case of an enum (`compact` or `.compact`), named by the generated switch.
    public static func choice<T>(_ name: String, _ pick: (String) -> T?) -> T {
        let v = text(name)
        let plain = v.hasPrefix(".") ? String(v.dropFirst()) : v
        guard let t = pick(plain) else { refused(name, v, "a case of \(T.self)") }
        return t
    }
}

extension LayoutArguments {
    /// Whether `--arg` gave this parameter (a parameter with a default takes the default otherwise).
    public static func has(_ name: String) -> Bool { given[name] != nil }
}
