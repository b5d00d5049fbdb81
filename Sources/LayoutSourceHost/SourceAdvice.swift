/// Which command's options a message may advise (issue 31): `layout-render frames File.swift` takes `--arg`,
/// `--section-kinds`, `--with` and `--module-root`; `check` takes none of them — its runtime data is written in
/// `layout-render.yml`. The value travels in the request (`SourceRequest.advice`); the front end phrases every piece
/// of advice for the command that asked (LayoutSource/SourceAdvicePhrases.swift).
public enum SourceAdvice: String, Codable, Sendable {
    /// One file named on the command line (`render`, `frames`, `export` …).
    case commandLine
    /// `check`: advice names `layout-render.yml`'s keys.
    case check
}
