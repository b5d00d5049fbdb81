/// The one-line count of a run that every report starts with: `2 changed, 1 error, 37 passed` or
/// `all 40 passed` (with `, 3 recorded` when references were written).
enum SummaryText {
    static func headline(_ s: CheckResults.Summary) -> String {
        var parts: [String] = []
        if s.total == 0 {
            parts.append("no snapshots checked")
        } else if s.failing == 0 {
            parts.append("all \(s.passed) passed")
        } else {
            if s.changed > 0 { parts.append("\(s.changed) changed") }
            if s.added > 0 { parts.append("\(s.added) added") }
            if s.removed > 0 { parts.append("\(s.removed) removed") }
            if s.error > 0 { parts.append("\(s.error) error\(s.error == 1 ? "" : "s")") }
            parts.append("\(s.passed) passed")
        }
        if s.recorded > 0 { parts.append("\(s.recorded) recorded") }
        return parts.joined(separator: ", ")
    }
}
