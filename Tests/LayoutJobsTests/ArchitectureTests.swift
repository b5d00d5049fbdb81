import Foundation
import XCTest

/// docs/architecture.md's module graph is the code's (issue 35): the graph the document draws, one line per module,
/// is compared with the dependencies Package.swift declares, so an arrow added or removed in one and not the other
/// fails here. Test targets are left out: the graph is the product's.
final class ArchitectureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testDocumentedModuleGraphIsPackageSwifts() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declared = Self.packageGraph(package)
        let documented = try Self.documentedGraph(doc)
        XCTAssertFalse(declared.isEmpty)
        for name in Set(declared.keys).union(documented.keys).sorted() {
            XCTAssertEqual(documented[name].map { $0.sorted() }, declared[name].map { $0.sorted() },
                           "\(name): docs/architecture.md's module graph and Package.swift disagree")
        }
    }

    /// Only LayoutSystem holds process-wide state: no other module installs a signal handler, and LayoutEngine
    /// imports Foundation only.
    func testProcessWideEffectsLiveInLayoutSystem() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 100)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let module = file.pathComponents[file.pathComponents.firstIndex(of: "Sources")! + 1]
            if module != "LayoutSystem" {
                for call in ["sigaction(", "signal(SIG"] {
                    XCTAssertFalse(text.contains(call), "\(file.path) calls \(call): signals are LayoutSystem/Signals' alone")
                }
            }
            // Files are written one way (LayoutSystem/Files/AtomicFile: a temporary file renamed over the target,
            // removed on a signal), the front end's cache entries and the generated program's sources too
            // (`CacheDirectory.write`). The build-time embedder is not part of the product. What the sandboxed
            // compiler writes (the program, its diagnostics, its module cache) is the compiler's, not a write here.
            if module != "LayoutSystem" && module != "report-asset-embedder" {
                // Foundation's own writers: Data.write(to:) (plain or .atomic), String's atomically:, createFile.
                for pattern in [#"\.write\(to: [^,&)]*\)"#, "createFile\\(atPath:", "atomically: true", "options: \\.atomic"] {
                    XCTAssertNil(text.range(of: pattern, options: .regularExpression),
                                 "\(file.path) writes with \(pattern): files are written through AtomicFile")
                }
            }
            // No reflection into swift-argument-parser's private error types: a typed option keeps its own refusal
            // (LayoutJobs/Options/OptionArguments.swift, `OptionInput`), thrown by the option group's validate().
            // (The engine's right-to-left `LayoutMirror` is a type of its own; the engine is left out all the same.)
            if module != "LayoutEngine" {
                XCTAssertNil(text.range(of: #"(?<![A-Za-z])Mirror\("#, options: .regularExpression),
                             "\(file.path) reflects with Mirror: read errors through their types, not reflection")
            }
            if module == "LayoutEngine" {
                let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
                XCTAssertTrue(imports.allSatisfy { $0 == "Foundation" }, "\(file.path) imports \(imports)")
            }
        }
    }

    /// scripts/check-concurrency.sh type-checks every library module of the product in the Swift 6 language mode
    /// (docs/architecture.md, "Sendable"): its list is Package.swift's Swift library targets, so a module added to
    /// the package and not to the script fails here.
    func testConcurrencyCheckCoversEveryLibraryModule() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/check-concurrency.sh"), encoding: .utf8)
        let targets = try NSRegularExpression(pattern: #"\.target\(\s*name:\s*"([^"]+)""#)
        let names = targets.matches(in: package, range: NSRange(package.startIndex..., in: package))
            .compactMap { Range($0.range(at: 1), in: package).map { String(package[$0]) } }
        // Swift libraries only: the C targets and the test support under Tests/ have no Swift files in Sources/<name>.
        let libraries = Set(names.filter { name in
            let dir = Self.root.appendingPathComponent("Sources/" + name)
            return (FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
                .contains { ($0 as? URL)?.pathExtension == "swift" }) ?? false
        })
        XCTAssertGreaterThan(libraries.count, 10)
        let list = try XCTUnwrap(script.range(of: "for m in ").flatMap { start in
            script.range(of: "; do", range: start.upperBound..<script.endIndex).map { script[start.upperBound..<$0.lowerBound] }
        })
        let checked = Set(list.split(whereSeparator: { $0 == " " || $0 == "\\" || $0 == "\n" }).map(String.init))
        XCTAssertEqual(checked.sorted(), libraries.sorted(), "scripts/check-concurrency.sh and Package.swift's library modules disagree")
    }

    // MARK: Reading the two descriptions

    /// Each non-test target of Package.swift and the package-local names in its `dependencies:` list
    /// (`.product(…)` entries, which name other packages, are left out).
    static func packageGraph(_ text: String) -> [String: Set<String>] {
        var graph: [String: Set<String>] = [:]
        let chars = Array(text)
        var i = 0
        let openers = [".target(", ".executableTarget(", ".systemLibrary("]
        while i < chars.count {
            guard let opener = openers.first(where: { matches($0, chars, at: i) }) else { i += 1; continue }
            let start = i + opener.count
            let end = closing(chars, from: start, open: "(", close: ")")
            let body = String(chars[start..<end])
            i = end
            guard let name = firstString(after: "name:", in: body) else { continue }
            var deps: Set<String> = []
            if let r = body.range(of: "dependencies:") {
                let listChars = Array(body[r.upperBound...])
                guard let open = listChars.firstIndex(of: "[") else { continue }
                let close = closing(listChars, from: open + 1, open: "[", close: "]")
                var list = String(listChars[(open + 1)..<close])
                while let p = list.range(of: ".product(") {
                    let rest = Array(list[p.upperBound...])
                    let c = closing(rest, from: 0, open: "(", close: ")")
                    list.removeSubrange(p.lowerBound..<list.index(p.upperBound, offsetBy: min(c + 1, rest.count)))
                }
                deps = Set(strings(in: list))
            }
            graph[name] = deps
        }
        return graph
    }

    /// The "Module graph" section's lines: "    Name → A, B" or "    Name → nothing".
    static func documentedGraph(_ doc: String) throws -> [String: Set<String>] {
        guard let r = doc.range(of: "## Module graph\n") else {
            struct Missing: Error, CustomStringConvertible { var description: String { "docs/architecture.md has no '## Module graph' section" } }
            throw Missing()
        }
        var graph: [String: Set<String>] = [:]
        for line in doc[r.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("    "), let arrow = line.range(of: " → ") else { continue }
            let name = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            let rest = line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            graph[name] = rest == "nothing" ? [] : Set(rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return graph
    }

    static func matches(_ word: String, _ chars: [Character], at i: Int) -> Bool {
        let w = Array(word)
        return i + w.count <= chars.count && Array(chars[i..<(i + w.count)]) == w
    }

    /// The index of the bracket closing one opened just before `from` (strings skipped).
    static func closing(_ chars: [Character], from: Int, open: Character, close: Character) -> Int {
        var depth = 1, i = from, inString = false
        while i < chars.count {
            let c = chars[i]
            if c == "\"" { inString.toggle() } else if !inString {
                if c == open { depth += 1 } else if c == close { depth -= 1; if depth == 0 { return i } }
            }
            i += 1
        }
        return chars.count
    }

    static func strings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func firstString(after key: String, in text: String) -> String? {
        guard let r = text.range(of: key) else { return nil }
        return strings(in: String(text[r.upperBound...])).first
    }
}
