import Foundation
import LayoutSystem

/// A property list in the OpenStep text format, as `project.pbxproj` is written: `{ key = value; }` dictionaries,
/// `( a, b, )` arrays, quoted or bare strings, `/* … */` and `//` comments. Read as data within budgets (size,
/// nesting) checked before and while reading; anything else — binary or XML lists, `<data>` — is refused with the line.
enum OpenStepPlist: Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    /// The largest project file read (Xcode's own for a 3,000-file app is a few MiB) and the deepest nesting.
    static let maxBytes = 32 << 20
    static let maxDepth = 64

    struct Problem: Error, CustomStringConvertible { var description: String }

    var string: String? { if case .string(let s) = self { s } else { nil } }
    var array: [OpenStepPlist] { if case .array(let a) = self { a } else { [] } }
    var dictionary: [String: OpenStepPlist]? { if case .dictionary(let d) = self { d } else { nil } }
    subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    /// Parses `bytes`; nil when they hold nothing but comments and white space (a folder marker, not a project).
    static func parse(_ bytes: [UInt8]) throws -> OpenStepPlist? {
        var p = Parser(b: bytes)
        p.skipTrivia()
        if p.i == bytes.count { return nil }
        let value = try p.value(depth: 0)
        p.skipTrivia()
        guard p.i == bytes.count else { throw p.problem("text after the property list") }
        return value
    }

    private struct Parser {
        let b: [UInt8]
        var i = 0

        func problem(_ what: String) -> Problem {
            let line = b[..<min(i, b.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
            return Problem(description: "line \(line): \(what)")
        }

        mutating func skipTrivia() {
            while i < b.count {
                let c = b[i]
                if c == 32 || c == 9 || c == 10 || c == 13 { i += 1; continue }
                if c == 47, i + 1 < b.count, b[i + 1] == 42 {          // /* … */
                    i += 2
                    while i + 1 < b.count, !(b[i] == 42 && b[i + 1] == 47) { i += 1 }
                    i = min(i + 2, b.count); continue
                }
                if c == 47, i + 1 < b.count, b[i + 1] == 47 {          // // …
                    while i < b.count, b[i] != 10 { i += 1 }
                    continue
                }
                return
            }
        }

        static func isBare(_ c: UInt8) -> Bool {
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
                || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                    UInt8(ascii: "."), UInt8(ascii: "-")].contains(c)
        }

        mutating func value(depth: Int) throws -> OpenStepPlist {
            guard depth < OpenStepPlist.maxDepth else { throw problem("nested deeper than \(OpenStepPlist.maxDepth) levels") }
            skipTrivia()
            guard i < b.count else { throw problem("the file ends inside a value") }
            switch b[i] {
            case UInt8(ascii: "{"):
                i += 1
                var d: [String: OpenStepPlist] = [:]
                while true {
                    skipTrivia()
                    guard i < b.count else { throw problem("a '{' that no '}' closes") }
                    if b[i] == UInt8(ascii: "}") { i += 1; return .dictionary(d) }
                    guard case .string(let key) = try value(depth: depth + 1) else { throw problem("a key that is not a string") }
                    skipTrivia()
                    guard i < b.count, b[i] == UInt8(ascii: "=") else { throw problem("'=' expected after '\(key)'") }
                    i += 1
                    d[key] = try value(depth: depth + 1)
                    skipTrivia()
                    guard i < b.count, b[i] == UInt8(ascii: ";") else { throw problem("';' expected after the value of '\(key)'") }
                    i += 1
                }
            case UInt8(ascii: "("):
                i += 1
                var a: [OpenStepPlist] = []
                while true {
                    skipTrivia()
                    guard i < b.count else { throw problem("a '(' that no ')' closes") }
                    if b[i] == UInt8(ascii: ")") { i += 1; return .array(a) }
                    a.append(try value(depth: depth + 1))
                    skipTrivia()
                    guard i < b.count else { throw problem("a '(' that no ')' closes") }
                    if b[i] == UInt8(ascii: ",") { i += 1 } else if b[i] != UInt8(ascii: ")") { throw problem("',' or ')' expected") }
                }
            case UInt8(ascii: "\""):
                i += 1
                var out: [UInt8] = []
                while i < b.count, b[i] != UInt8(ascii: "\"") {
                    if b[i] == UInt8(ascii: "\\"), i + 1 < b.count {
                        i += 1
                        switch b[i] {
                        case UInt8(ascii: "n"): out.append(10)
                        case UInt8(ascii: "t"): out.append(9)
                        case UInt8(ascii: "r"): out.append(13)
                        default: out.append(b[i])
                        }
                    } else { out.append(b[i]) }
                    i += 1
                }
                guard i < b.count else { throw problem("a string that no '\"' closes") }
                i += 1
                return .string(String(decoding: out, as: UTF8.self))
            default:
                let start = i
                while i < b.count, Parser.isBare(b[i]) { i += 1 }
                guard i > start else { throw problem("unexpected character '\(String(decoding: [b[i]], as: UTF8.self))'") }
                return .string(String(decoding: b[start..<i], as: UTF8.self))
            }
        }
    }
}

/// The Swift sources of an Xcode project's native targets (issue 32), from `<name>.xcodeproj/project.pbxproj` read as
/// data: each target's Sources build phase, its file references resolved through the group tree (`<group>`,
/// `SOURCE_ROOT`, `<absolute>`; other trees — the SDK, built products — hold no app source), and the folders of Xcode
/// 16's synchronized root groups (`PBXFileSystemSynchronizedRootGroup`), less the files their exception sets take out.
enum XcodeProject {
    /// Groups resolved at most this deep (a cycle of groups is caught by the same count).
    static let maxGroupDepth = 64

    /// `file`: `<name>.xcodeproj/project.pbxproj`.
    static func read(_ file: String, within repository: String) throws -> BuildDescription {
        let project = (file as NSString).deletingLastPathComponent
        var notes: [String] = []
        try InputFile.check(file, as: InputFile.Kind("project file"), maxSize: OpenStepPlist.maxBytes)
        guard let data = FileManager.default.contents(atPath: file) else { throw OpenStepPlist.Problem(description: "cannot be read") }
        guard let plist = try OpenStepPlist.parse(Array(data)) else { return BuildDescription(manifest: file, targets: nil, notes: []) }
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let root = objects[rootID] else {
            throw OpenStepPlist.Problem(description: "no objects or rootObject")
        }
        let sourceRoot = ((project as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(root["projectDirPath"]?.string ?? "")
        // Every group's parent, to resolve a `<group>` path from the main group down.
        var parent: [String: String] = [:]
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            for child in object["children"]?.array ?? [] { if let c = child.string, parent[c] == nil { parent[c] = id } }
        }
        func folder(of id: String, depth: Int) throws -> String? {
            guard depth < maxGroupDepth else {
                throw OpenStepPlist.Problem(description: "groups nested deeper than \(maxGroupDepth) (a cycle of groups?)")
            }
            guard let object = objects[id] else { return nil }
            let path = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>": return path
            case "SOURCE_ROOT": return path.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot
            case "<group>":
                guard let up = parent[id] else { return path.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot }
                guard let base = try folder(of: up, depth: depth + 1) else { return nil }
                return path.map { (base as NSString).appendingPathComponent($0) } ?? base
            default: return nil
            }
        }
        let repo = ModuleScope.canonical(repository)
        var outside = 0
        /// A path the build names, kept when it lies inside the repository once links are resolved.
        func inside(_ path: String) -> String? {
            let c = ModuleScope.canonical(path)
            if c == repo || c.hasPrefix(repo + "/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
            outside += 1
            return nil
        }
        var targets: [BuildTarget] = []
        for targetRef in root["targets"]?.array ?? [] {
            guard let id = targetRef.string, let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let name = target["name"]?.string ?? id
            let type = target["productType"]?.string ?? ""
            var files: [String] = []
            for phaseRef in target["buildPhases"]?.array ?? [] {
                guard let phase = phaseRef.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildRef in phase["files"]?.array ?? [] {
                    guard let fileID = buildRef.string.flatMap({ objects[$0] })?["fileRef"]?.string,
                          let path = try folder(of: fileID, depth: 0), path.hasSuffix(".swift"),
                          let kept = inside(path) else { continue }
                    // A file the build writes before compiling (Tuist's Derived/, SwiftGen's output) is not in the
                    // repository: there is nothing to read, and what the layout uses of it is stood in for.
                    var info = stat()
                    guard lstat(kept, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                    files.append(kept)
                }
            }
            for groupRef in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let gid = groupRef.string, let group = objects[gid], let path = try folder(of: gid, depth: 0),
                      let base = inside(path) else { continue }
                // Files of the folder this target does not build: its exception sets for this target.
                var left: Set<String> = []
                for exRef in group["exceptions"]?.array ?? [] {
                    guard let ex = exRef.string.flatMap({ objects[$0] }), ex["target"]?.string == id else { continue }
                    for m in ex["membershipExceptions"]?.array ?? [] { if let s = m.string { left.insert(s) } }
                }
                try TreeWalk.walk(base) { entry in
                    guard entry.name.hasSuffix(".swift") else { return }
                    let relative = String(entry.path.dropFirst(base.count + 1))
                    if !left.contains(relative) { files.append(entry.path) }
                }
            }
            targets.append(BuildTarget(name: name, kind: kind(of: type), files: Array(Set(files)).sorted(),
                                       importable: importable(type)))
        }
        // Membership exceptions that add a file of another target's synchronized folder to this one.
        for (gid, group) in objects.sorted(by: { $0.key < $1.key }) where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for exRef in group["exceptions"]?.array ?? [] {
                guard let ex = exRef.string.flatMap({ objects[$0] }), let tid = ex["target"]?.string,
                      let t = objects[tid], let index = targets.firstIndex(where: { $0.name == (t["name"]?.string ?? tid) }),
                      !(t["fileSystemSynchronizedGroups"]?.array ?? []).contains(.string(gid)),
                      let path = try folder(of: gid, depth: 0), let base = inside(path) else { continue }
                let added = (ex["membershipExceptions"]?.array ?? []).compactMap(\.string).filter { $0.hasSuffix(".swift") }
                    .map { base + "/" + $0 }
                targets[index].files = Array(Set(targets[index].files + added)).sorted()
            }
        }
        if outside > 0 {
            notes.append("\(ModuleScope.display(file)): \(outside) source\(outside == 1 ? "" : "s") outside the repository left out")
        }
        return BuildDescription(manifest: file, targets: targets, notes: notes)
    }

    /// A framework or a library (`com.apple.product-type.framework`, `.framework.static`, `.library.static`,
    /// `.library.dynamic`): a module another target imports by the target's name.
    static func importable(_ productType: String) -> Bool {
        productType.hasPrefix("com.apple.product-type.framework") || productType.hasPrefix("com.apple.product-type.library.")
    }

    static func kind(of productType: String) -> BuildTarget.Kind {
        if productType.hasSuffix(".application") || productType.contains("application.") || productType.hasSuffix(".tool") {
            return .app
        }
        if productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing") { return .test }
        return .library
    }
}
