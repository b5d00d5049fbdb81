import Foundation
import LayoutSystem
#if canImport(Glibc)
import Glibc
#endif

/// The front end's compile step: a generated program compiled by the Swift compiler, sandboxed and under its time
/// limit (`ProgramRunner`'s policy), into the program cache (`ProgramCache`) or, without a cache directory, a
/// private scratch directory removed when the front end ends.
enum ProgramCompiler {
    /// A compile that failed, with what the compiler said (`SwiftLayoutSet.compiled` reads it for types to stand in for).
    struct Failure: Error {
        var output: String
        var scratch: String
        var termination: SandboxOutcome.Termination
    }

    /// The path of the compiled program: from the program cache when it holds one for this source and toolchain,
    /// else compiled now (`swiftc`); a failed compile throws `Failure` with what the compiler said.
    static func compile(_ program: ProgramGenerator.Program, tools: Toolchain, cache: CacheDirectory?) throws -> String {
        let source = program.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
        let build: (String) throws -> Void = { scratch in
            var paths: [String] = []
            for f in program.files {
                let path = scratch + "/" + f.name
                guard FileManager.default.createFile(atPath: path, contents: Data(f.text.utf8)) else {
                    throw CacheDirectory.problem("scratch directory", scratch, errno == 0 ? ENOSPC : errno)
                }
                paths.append(path)
            }
            // `import UIKit` in the user's code loads this package's LayoutUIKit.
            let args = ["-module-name", "LayoutProgram", "-module-alias", "UIKit=LayoutUIKit", "-Onone",
                        "-swift-version", "5", "-suppress-warnings"] + tools.linkArguments
                + paths + ["-o", scratch + "/program"]
            let moduleCache = (cache?.path).map { $0 + "/module-cache" } ?? scratch + "/module-cache"
            try CacheDirectory.makeDirectory(moduleCache, what: "compiler's module cache")
            let run = try swiftc(tools, arguments: args, scratch: scratch, moduleCache: moduleCache)
            if run.timedOut {
                throw SourceError("the Swift compiler did not finish within \(NumberFormat.seconds(RunPolicy.current.compilerTimeout)) s; "
                                  + "it and everything it started were stopped")
            }
            guard run.succeeded else {
                throw Failure(output: String(decoding: run.output, as: UTF8.self), scratch: scratch, termination: run.termination)
            }
            try ProgramRunner.adopt(scratch + "/program")
        }
        guard let cache else {
            let scratch = try CacheDirectory.uncachedScratch()
            UncachedPrograms.directories.append(scratch)
            try build(scratch)
            return scratch + "/program"
        }
        let found = try ProgramCache(cache: cache).program(source: source, fingerprint: tools.fingerprint(), build: build)
        cache.evict(limit: try CacheDirectory.maxSize(), keep: [(found as NSString).deletingLastPathComponent])
        return found
    }

    /// Compiles with `swiftc arguments` in `scratch`; the module cache is shared between compiles.
    /// Compiler output kept for the error message (bounded: a compiler printing gigabytes costs this much).
    static let compilerOutputKept = 4 << 20

    static func swiftc(_ tools: Toolchain, arguments: [String], scratch: String, moduleCache: String) throws -> SandboxOutcome {
        ProgramRunner.noteIsolation()
        let policy = RunPolicy.current
        if let text = ProcessInfo.processInfo.environment["LAYOUT_RENDER_COMPILE_TIMEOUT"], !(Double(text).map { $0 >= 1 && $0 <= 3600 } ?? false) {
            throw SourceError("LAYOUT_RENDER_COMPILE_TIMEOUT=\(DisplayText.echo(text)): give the compiler's seconds, between 1 and 3600")
        }
        let bin = (tools.swiftc as NSString).deletingLastPathComponent
        var c = SandboxedCommand(executable: tools.swiftc, arguments: arguments + ["-module-cache-path", moduleCache],
                                 environment: ProgramRunner.environment(scratch: scratch, path: bin + ":/usr/bin:/bin"),
                                 workingDirectory: scratch)
        c.limits = policy.compilerLimits
        c.isolation = Isolation(readable: [tools.toolchainRoot, tools.buildDirectory], writable: [scratch, moduleCache], compiler: true)
        c.timeout = policy.compilerTimeout
        c.echo = false
        // The whole diagnostics of a broken file (500 errors are ~170 KB): the first error is the one reported, and
        // with the default 64 KiB tail a 500-error file was reported at its 337th line.
        c.outputKept = compilerOutputKept
        do { return try SandboxRunner.run(c) } catch let e as SandboxError { throw SourceError(e.message) }
    }
}

/// Programs compiled without a cache directory, removed when the front end ends.
public enum UncachedPrograms {
    nonisolated(unsafe) public static var directories: [String] = []
    public static func removeAll() {
        for d in directories { try? FileManager.default.removeItem(atPath: d) }
        directories = []
    }
}
