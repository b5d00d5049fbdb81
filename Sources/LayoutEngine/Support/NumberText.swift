import Foundation

/// How every message, report, frames file and diagram writes a number: whole numbers without a fraction ("44"),
/// others in Swift's shortest round-trip form ("172.5"), −0 as 0. One formatter for the whole package (issue 16);
/// callers choose how much precision a reader needs.
public enum NumberText {
    public enum Precision: Sendable {
        /// Exact: the shortest text that reads back as the same Double (frames JSON, spec values).
        case exact
        /// Rounded to this many decimals first (1/1000 pt in reports hides last-digit float noise; 1 decimal in
        /// diagram call-outs).
        case decimals(Int)
        /// At most this many significant digits, C's `%g` (declarations such as "0.333333 fw").
        case significant(Int)
    }

    public static func string(_ v: Double, _ precision: Precision = .exact) -> String {
        var v = v
        switch precision {
        case .exact: break
        case .decimals(let n):
            let p = n >= 0 && n < powersOfTen.count ? powersOfTen[n] : pow(10, Double(n))
            v = (v * p).rounded() / p
        case .significant(let n):
            if v == v.rounded() && abs(v) < 1e15 { return v == 0 ? "0" : String(Int64(v)) }
            return String(format: "%.\(n)g", v)
        }
        if v == 0 { return "0" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    public static func string(_ v: CGFloat, _ precision: Precision = .exact) -> String { string(Double(v), precision) }

    /// 10⁰ … 10²², each exact in a Double (what `pow` returns for them), without a `pow` call per number.
    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }
}
