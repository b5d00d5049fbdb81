import Foundation

/// "Did you mean" suggestions for misspelt keys and names.
public enum DidYouMean {
    /// Levenshtein distance, case-insensitive (a key's case is a common slip: `layoutsize`).
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest candidate when it is close enough to be a plausible typo: at most a third of
    /// the word's length in edits (minimum 2); ties go to the earlier candidate.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        // A word far longer than every candidate is no typo; skip the quadratic distance (a 3 MB key).
        guard word.utf8.count <= 4 * (candidates.map(\.utf8.count).max() ?? 0) + 8 else { return nil }
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word, c)
            if d <= max(2, c.count / 3), best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// " (did you mean 'x'?)" or "" — appended to error messages.
    public static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
