import Foundation

/// A path pattern as `include`/`exclude`, layout names and `--accept` take them: `*` matches within one path
/// component (no `/`), `**` any number of whole components (also none), `?` one character, `[abc]` / `[a-z]` /
/// `[!abc]` one character of a set. Everything else matches itself. Checked when read, so a bad pattern is reported
/// with its place before any work.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let tokens: [Token]

    enum Token: Hashable, Sendable {
        case literal(Character)
        case any            // ?
        case star           // *
        case globstar       // **/ (or a trailing **)
        case set([ClosedRange<Character>], negated: Bool)
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw Problem(description: "an empty pattern matches nothing") }
        self.pattern = pattern
        var tokens: [Token] = []
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "?": tokens.append(.any); i += 1
            case "*":
                if i + 1 < chars.count, chars[i + 1] == "*" {
                    let atStart = i == 0 || chars[i - 1] == "/"
                    let atEnd = i + 2 == chars.count || chars[i + 2] == "/"
                    guard atStart && atEnd else {
                        throw Problem(description: "'**' must be a whole path component (as in src/**/*.swift)")
                    }
                    tokens.append(.globstar)
                    i += i + 2 < chars.count ? 3 : 2
                } else {
                    tokens.append(.star); i += 1
                }
            case "[":
                var j = i + 1
                var negated = false
                if j < chars.count, chars[j] == "!" || chars[j] == "^" { negated = true; j += 1 }
                var ranges: [ClosedRange<Character>] = []
                var closed = false
                var first = true
                while j < chars.count {
                    if chars[j] == "]" && !first { closed = true; break }
                    first = false
                    if j + 2 < chars.count, chars[j + 1] == "-", chars[j + 2] != "]" {
                        guard chars[j] <= chars[j + 2] else {
                            throw Problem(description: "'[\(chars[j])-\(chars[j + 2])]' is an empty range")
                        }
                        ranges.append(chars[j]...chars[j + 2]); j += 3
                    } else {
                        ranges.append(chars[j]...chars[j]); j += 1
                    }
                }
                guard closed else { throw Problem(description: "'[' opens a character set that no ']' closes") }
                tokens.append(.set(ranges, negated: negated))
                i = j + 1
            default: tokens.append(.literal(c)); i += 1
            }
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// Whether the whole of `path` matches.
    public func matches(_ path: String) -> Bool {
        let s = Array(path)
        // Memoised on (token, position): at most tokens × characters steps whatever the pattern.
        var memo = [Int: Bool]()
        func match(_ t: Int, _ p: Int) -> Bool {
            let key = t * (s.count + 1) + p
            if let m = memo[key] { return m }
            let r: Bool
            if t == tokens.count { r = p == s.count } else {
                switch tokens[t] {
                case .literal(let c): r = p < s.count && s[p] == c && match(t + 1, p + 1)
                case .any: r = p < s.count && s[p] != "/" && match(t + 1, p + 1)
                case .set(let ranges, let negated):
                    r = p < s.count && s[p] != "/" && (ranges.contains { $0.contains(s[p]) } != negated) && match(t + 1, p + 1)
                case .star:
                    var q = p
                    var found = match(t + 1, q)
                    while !found && q < s.count && s[q] != "/" { q += 1; found = match(t + 1, q) }
                    r = found
                case .globstar:
                    // Zero components, or skip up to and including each following "/" (or everything, at the end).
                    if t + 1 == tokens.count { r = true; break }
                    var found = match(t + 1, p)
                    var q = p
                    while !found && q < s.count {
                        if s[q] == "/" { found = match(t + 1, q + 1) }
                        q += 1
                    }
                    r = found
                }
            }
            memo[key] = r
            return r
        }
        return match(0, 0)
    }
}
