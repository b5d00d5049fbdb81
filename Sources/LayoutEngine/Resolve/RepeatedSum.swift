import Foundation

/// The extent of `count` equal group instances, `((sum + lead) + size) + trail` added instance by instance
/// (the order the engine sums a list of instance sizes in), without walking the instances when that is
/// provably the same number.
///
/// Every operand is an integer multiple of 2^e, e being the lowest set bit among them. While each partial
/// sum stays below 2^53 · 2^e in magnitude it is representable, so every addition is exact and the running
/// sum equals the exact product `count · (lead + size + trail)`, which one multiplication then rounds to
/// itself. Layouts of integral or binary-fraction sizes (375/4 = 93.75, 0.5 pt insets) take this path and
/// a 10 M-item grid resolves in constant time; other sizes (100/3) fall back to the loop, whose rounding is
/// what the engine has always produced.
func repeatedSum(count: Int, lead: CGFloat, size: CGFloat, trail: CGFloat) -> CGFloat {
    guard count > 0 else { return 0 }
    let terms = [lead, size, trail]
    if terms.allSatisfy({ $0.isFinite }), count < 1 << 52 {
        let lowestBit = terms.filter { $0 != 0 }.map { $0.exponent - CGFloat.Exponent($0.significandWidth) }.min()
        guard let e = lowestBit else { return 0 } // all three are zero
        let magnitude = abs(lead) + abs(size) + abs(trail)
        // Bound on every partial sum, with a factor 2 of slack for the rounding of this bound itself.
        let bound = CGFloat(count + 1) * magnitude * 2
        if bound < CGFloat(sign: .plus, exponent: e + 53, significand: 1) {
            return CGFloat(count) * (lead + size + trail)
        }
    }
    var sum: CGFloat = 0
    for _ in 0..<count { sum = sum + lead + size + trail }
    return sum
}
