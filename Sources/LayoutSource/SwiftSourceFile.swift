import Foundation
import LayoutSystem
import SwiftParser
import SwiftSyntax

/// One Swift file as given on the command line, parsed.
public struct SwiftSourceFile: Sendable {
    /// The path as the user typed it: messages and compiler errors name it that way.
    public let path: String
    public let text: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Largest source file read (bytes): a layout file is far smaller; this keeps a stray argument cheap.
    public static let maxFileSize = 4 << 20

    public init(path: String) throws {
        try self.init(path: path, text: try Self.read(path))
    }

    /// The file's text, refused (by the one input check) before it is read when it is not a readable file or is
    /// larger than `maxFileSize`.
    public static func read(_ path: String) throws -> String {
        let data: Data
        do { data = try InputFile.read(path, as: .swiftSource, maxSize: Self.maxFileSize) } catch let e as InputFile.Problem {
            throw SourceError(e.description)
        }
        if let why = notText(data) { throw SourceError("\(path): not Swift source text: \(why)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Why these bytes are not source text at all, nil when they may be: a NUL byte in the first 8,000 (git's own
    /// test for a binary file; a file git-crypt encrypts starts with "\0GITCRYPT\0"), or bytes that are not UTF-8.
    public static func notText(_ data: Data) -> String? {
        if data.starts(with: Array("\0GITCRYPT\0".utf8)) {
            return "it is encrypted by git-crypt (its key is not in this checkout)"
        }
        if data.prefix(8000).contains(0) { return "it is binary (a NUL byte in its first 8,000)" }
        if String(data: data, encoding: .utf8) == nil { return "it is not UTF-8" }
        return nil
    }

    /// The texts of a module's files, each refused before it is read when too large; a file that is not text at
    /// all (`notText`: encrypted, binary) is left out — no compiler here could read it either — and said in
    /// `notText` (path → why), so the module's other files are still read.
    public static func readModule(_ paths: [String]) throws -> (paths: [String], texts: [String], notText: [String: String]) {
        var kept: [String] = [], texts: [String] = [], skipped: [String: String] = [:]
        for p in paths {
            do { texts.append(try read(p)); kept.append(p) } catch let e as SourceError where e.message.hasPrefix("\(p): not Swift source text: ") {
                skipped[p] = e.message
            }
        }
        return (kept, texts, skipped)
    }

    public init(path: String, text given: String) throws {
        self.path = path
        var text = given
        var tree = Self.parse(text)
        // `#if` read as an iOS build reads it: only the active clauses remain, at their lines and columns.
        if let active = IOSBuildConfiguration.activeText(of: tree, bytes: Array(given.utf8)) {
            text = String(decoding: active, as: UTF8.self)
            tree = Self.parse(text)
        }
        self.text = text; bytes = Array(text.utf8); self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
        if let problem = Self.firstSyntaxError(in: tree) {
            let l = converter.location(for: problem.position)
            throw SourceError("\(path):\(l.line):\(l.column): syntax error: \(problem.message)")
        }
    }

    /// How deeply the parser follows nested braces, brackets and parentheses before it calls the rest a syntax
    /// error: swift-syntax's release default. Its debug builds default to 20, which app code exceeds (a completion
    /// handler inside a dismiss handler inside a queue block inside an `if`…: ownCloud's and AltStore's actions),
    /// so every build says it here; the stack each level costs is measured by `SwiftSourceFileTests`.
    static let maximumNestingLevel = 256

    /// `text` parsed as every reader of Swift here parses it.
    static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// "path:line:col" of a node's first character.
    func place(of node: some SyntaxProtocol) -> String {
        let l = node.startLocation(converter: converter)
        return "\(path):\(l.line):\(l.column)"
    }
    func line(of node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    /// The first missing or unexpected piece of syntax, in source order.
    static func firstSyntaxError(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
        guard tree.hasError else { return nil }
        final class Finder: SyntaxVisitor {
            var found: (AbsolutePosition, String)?
            /// A character the lexer refused, named by its code point when it is not printable.
            static func shown(_ text: String) -> String {
                let u = text.unicodeScalars.first!
                let printable = u.value >= 0x20 && !(0x7F...0x9F).contains(u.value)
                return printable ? "'\(text.prefix(20))'" : "character U+" + String(format: "%04X", u.value)
            }
            /// A diagnostic kind's name as words: `invalidEscapeSequenceInStringLiteral` → "invalid escape sequence
            /// in string literal".
            static func words(_ name: String) -> String {
                var out = ""
                for ch in name { if ch.isUppercase { out += " " + ch.lowercased() } else { out.append(ch) } }
                return out
            }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil {
                    let text = node.trimmedDescription
                    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
                    found = (node.positionAfterSkippingLeadingTrivia, "unexpected '\(shown)'")
                }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                // Text the lexer could not use (a raw control character, a stray byte) sits in the trivia around
                // a token: reported where it is, not at the file's start.
                if found == nil {
                    var at = token.position
                    for piece in token.leadingTrivia {
                        if case .unexpectedText(let text) = piece { found = (at, "unexpected \(Self.shown(text))"); break }
                        at += piece.sourceLength
                    }
                }
                if found == nil {
                    var at = token.endPositionBeforeTrailingTrivia
                    for piece in token.trailingTrivia {
                        if case .unexpectedText(let text) = piece { found = (at, "unexpected \(Self.shown(text))"); break }
                        at += piece.sourceLength
                    }
                }
                // What the lexer refused inside a token (a raw control character in a string literal, a bad
                // escape): at its own byte, not at the file's start.
                if found == nil, let d = token.tokenDiagnostic, d.severity == .error {
                    let bytes = Array(token.description.utf8)
                    let offset = min(Int(d.byteOffset), bytes.count)
                    let what: String
                    if [.unprintableAsciiCharacter, .invalidCharacter, .invalidUtf8].contains(d.kind), offset < bytes.count {
                        what = "unexpected " + Self.shown(String(decoding: bytes[offset...].prefix(4), as: UTF8.self))
                    } else {
                        what = Self.words("\(d.kind)")
                    }
                    found = (token.position + SourceLength(utf8Length: offset), what)
                }
                if found == nil, token.presence == .missing {
                    let text = token.text
                    let what = text.hasPrefix("<#") ? String(text.dropFirst(2).dropLast(2)).replacingOccurrences(of: "_", with: " ")
                        : text.isEmpty ? "a name" : "'\(text)'"
                    found = (token.position, "expected \(what)")
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.found.map { ($0.0, $0.1) } ?? (tree.position, "the file does not parse")
    }
}

extension SwiftSourceFile {
    /// Modules the file imports that layout programs do not have (anything but Foundation, UIKit and Dispatch:
    /// an app's packages and pods); their imports are dropped when the program is generated.
    var unavailableImports: [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            .compactMap { $0.path.first?.name.text }
            .filter { !ProgramGenerator.keptImports.contains($0) }
    }
}

extension SwiftSourceFile {
    /// The file parsed, through the run's `ParseMemo` when one is in effect (a tree's listing reads a shared module
    /// such as `Core` with every module that imports it: parsed once), else parsed now.
    static func parsed(path: String, text: String) throws -> SwiftSourceFile {
        guard let memo = ParseMemo.current else { return try SwiftSourceFile(path: path, text: text) }
        return try memo.file(path: path, text: text)
    }
}

/// The files one tree listing parsed (`TreeListing`), by file (its canonical path) and exact text, so a file read
/// with several modules is parsed once per run — the same file named another way (relative to the working folder in
/// one module's reading, absolute in another's) is the same tree under the other name —; forgotten as soon as no
/// module still to be read needs it (`forget`), so what is held is bounded by the modules in reading, not by the
/// tree. In memory only, for one run: a file whose text differs is parsed again.
final class ParseMemo: @unchecked Sendable {
    @TaskLocal static var current: ParseMemo?
    private var entries: [String: (text: String, parsed: Result<SwiftSourceFile, SourceError>)] = [:]
    private let lock = NSLock()
    /// How many files were parsed (not taken from the memo).
    private(set) var parses = 0

    func file(path: String, text: String) throws -> SwiftSourceFile {
        let key = ModuleScope.canonical(path)
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known, known.text == text {
            switch known.parsed {
            case .success(let file): return file.path == path ? file : SwiftSourceFile(renaming: file, to: path)
            // A syntax error names the file as the reading that parsed it named it: under another name, parsed
            // again (the error path only), so its message is what a reading without the memo gives.
            case .failure(let e): if e.message.hasPrefix(path + ":") { throw e }
            }
        }
        let parsed = Result { try SwiftSourceFile(path: path, text: text) }.mapError { $0 as? SourceError ?? SourceError("\($0)") }
        lock.lock(); entries[key] = (text, parsed); parses += 1; lock.unlock()
        return try parsed.get()
    }

    /// Lets `path`'s syntax tree go (no module still to be read takes it).
    func forget(_ path: String) {
        let key = ModuleScope.canonical(path)
        lock.lock(); entries[key] = nil; lock.unlock()
    }
}

extension SwiftSourceFile {
    /// The same parsed file under another name of it (its tree shared; places said with `path`).
    init(renaming file: SwiftSourceFile, to path: String) {
        self.path = path
        text = file.text; bytes = file.bytes; tree = file.tree
        converter = SourceLocationConverter(fileName: path, tree: file.tree)
    }
}
