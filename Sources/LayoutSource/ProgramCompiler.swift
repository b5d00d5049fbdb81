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
        /// What it printed (kept for what is not a diagnostic: the driver's and the linker's own lines).
        var output: String
        /// Its diagnostics, read from the files it serialized them to, in the order of the program's files.
        var diagnostics: [CompilerDiagnostic]
        var scratch: String
        var termination: SandboxOutcome.Termination
    }

    /// The path of the compiled program: from the program cache when it holds one for this source and toolchain,
    /// else compiled now (`swiftc`); a failed compile throws `Failure` with what the compiler said.
    static func compile(_ program: ProgramGenerator.Program, tools: Toolchain, cache: CacheDirectory?,
                        policy: RunPolicy) throws -> String {
        let source = program.files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
        let build: (String) throws -> Void = { scratch in
            var paths: [String] = []
            for f in program.files {
                let path = scratch + "/" + f.name
                try CacheDirectory.write(Data(f.text.utf8), to: path, what: "scratch directory")
                paths.append(path)
            }
            // The diagnostics as data, a file beside each source (`-serialize-diagnostics`, named by an output file
            // map): a failure is read from them (`CompilerDiagnostics`), not from the text the compiler prints.
            let map = scratch + "/" + diagnosticsMap
            let entries = Dictionary(uniqueKeysWithValues: paths.map { ($0, ["diagnostics": $0 + ".dia"]) })
            guard let mapBytes = try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]) else {
                throw SourceError("cannot make the compiler's output file map")
            }
            try CacheDirectory.write(mapBytes, to: map, what: "scratch directory")
            // `import UIKit` in the user's code loads this package's LayoutUIKit.
            let args = ["-module-name", "LayoutProgram", "-module-alias", "UIKit=LayoutUIKit", "-Onone",
                        "-swift-version", "5", "-suppress-warnings", "-serialize-diagnostics", "-output-file-map", map]
                + tools.linkArguments + paths + ["-o", scratch + "/program"]
            let moduleCache = (cache?.path).map { $0 + "/module-cache" } ?? scratch + "/module-cache"
            try CacheDirectory.makeDirectory(moduleCache, what: "compiler's module cache")
            let run = try swiftc(tools, arguments: args, scratch: scratch, moduleCache: moduleCache, policy: policy)
            if run.timedOut {
                throw SourceError("the Swift compiler did not finish within \(NumberFormat.seconds(policy.compilerTimeout)) s; "
                                  + "it and everything it started were stopped")
            }
            guard run.succeeded else {
                throw Failure(output: String(decoding: run.output, as: UTF8.self), diagnostics: diagnostics(of: paths),
                              scratch: scratch, termination: run.termination)
            }
            // A program that compiled leaves its folder as before: sources and program.
            for path in paths { unlink(path + ".dia") }
            unlink(map)
            try ProgramRunner.adopt(scratch + "/program")
        }
        guard let cache else {
            // No cache directory: a private folder in TMPDIR, the caller's to remove once the program has run
            // (`removeUncached`); a failed compile removes it now.
            let scratch = try CacheDirectory.uncachedScratch()
            do { try build(scratch) } catch {
                try? FileManager.default.removeItem(atPath: scratch)
                throw error
            }
            return scratch + "/program"
        }
        let found = try ProgramCache(cache: cache).program(source: source, fingerprint: tools.fingerprint(), build: build)
        cache.evict(limit: try CacheDirectory.maxSize(), keep: [(found as NSString).deletingLastPathComponent])
        return found
    }

    /// Removes the folder of a program compiled without a cache directory (`compile` with no cache), once it has run.
    static func removeUncached(_ program: String) {
        try? FileManager.default.removeItem(atPath: (program as NSString).deletingLastPathComponent)
    }

    /// The output file map's name in the scratch folder.
    static let diagnosticsMap = "diagnostics.json"

    /// The diagnostics the compiler serialized for each source, in the sources' order (a source it did not get to —
    /// the driver stops after a file fails — has none). A file that is not whole diagnostics (the compiler crashed
    /// writing it) gives none: what it printed is then all there is (`compileError`).
    static func diagnostics(of sources: [String]) -> [CompilerDiagnostic] {
        sources.flatMap { source -> [CompilerDiagnostic] in
            guard let data = try? InputFile.read(source + ".dia", as: InputFile.Kind("compiler diagnostics file"),
                                                 maxSize: SerializedDiagnostics.maxBytes) else { return [] }
            return (try? SerializedDiagnostics.read(data)) ?? []
        }
    }

    /// Compiles with `swiftc arguments` in `scratch`; the module cache is shared between compiles.
    /// Compiler output kept for the error message (bounded: a compiler printing gigabytes costs this much).
    static let compilerOutputKept = 4 << 20

    static func swiftc(_ tools: Toolchain, arguments: [String], scratch: String, moduleCache: String,
                       policy: RunPolicy) throws -> SandboxOutcome {
        ProgramRunner.noteIsolation(policy)
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

