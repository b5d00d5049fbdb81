import Foundation
import XCTest
@testable import LayoutSource

/// The compiler's serialized diagnostics read as values (`SerializedDiagnostics`), from samples written here bit by
/// bit in LLVM's bitstream container as the format defines it; and the compile error line made from those values.
final class CompilerDiagnosticsTests: XCTestCase {
    /// Writes a bitstream: bits LSB first, blocks with their length patched in at their end.
    struct Bitstream {
        var bytes: [UInt8] = Array("DIAG".utf8)
        var bits = 32
        var open: [(lengthAt: Int, width: Int)] = []
        var width: Int { open.last?.width ?? 2 }

        mutating func fixed(_ value: UInt64, _ width: Int) {
            for i in 0..<width {
                if bits / 8 == bytes.count { bytes.append(0) }
                if (value >> UInt64(i)) & 1 == 1 { bytes[bits / 8] |= UInt8(1) << UInt8(bits % 8) }
                bits += 1
            }
        }
        mutating func vbr(_ value: UInt64, _ width: Int) {
            let high = UInt64(1) << UInt64(width - 1)
            var rest = value
            repeat {
                var chunk = rest & (high - 1)
                rest >>= UInt64(width - 1)
                if rest != 0 { chunk |= high }
                fixed(chunk, width)
            } while rest != 0
        }
        mutating func align32() { while bits % 32 != 0 { fixed(0, 1) } }
        mutating func enter(_ id: UInt64, width inner: Int) {
            fixed(1, width); vbr(id, 8); vbr(UInt64(inner), 4); align32()
            open.append((bits, inner))
            fixed(0, 32)   // the length, patched by `end`
        }
        mutating func end() {
            fixed(0, width); align32()
            let block = open.removeLast()
            let words = UInt32((bits - block.lengthAt - 32) / 32)
            for i in 0..<4 { bytes[block.lengthAt / 8 + i] = UInt8((words >> UInt32(8 * i)) & 0xff) }
        }
        /// An unabbreviated record: code, count and each value as 6-bit VBRs.
        mutating func record(_ code: UInt64, _ values: [UInt64]) {
            fixed(3, width); vbr(code, 6); vbr(UInt64(values.count), 6)
            for v in values { vbr(v, 6) }
        }
        /// DEFINE_ABBREV: (literal?, encoding, width) per operand; encodings 1 fixed, 2 VBR, 3 array, 4 char6, 5 blob.
        mutating func abbreviation(_ operands: [(literal: UInt64?, encoding: UInt64, width: UInt64)]) {
            fixed(2, width); vbr(UInt64(operands.count), 5)
            for o in operands {
                if let l = o.literal { fixed(1, 1); vbr(l, 8); continue }
                fixed(0, 1); fixed(o.encoding, 3)
                if o.encoding == 1 || o.encoding == 2 { vbr(o.width, 5) }
            }
        }
        /// A blob operand's bytes: length, alignment, the bytes, alignment.
        mutating func blob(_ text: String) {
            let b = Array(text.utf8)
            vbr(UInt64(b.count), 6); align32()
            for byte in b { fixed(UInt64(byte), 8) }
            align32()
        }
        var data: Data { Data(bytes) }
    }

    /// A file as swiftc lays it out: the block-info block gives the diagnostic block two abbreviations (the
    /// diagnostic and the file name, each ending in a blob); a version block; then one block per diagnostic, its notes
    /// inside it, file names given where first used. Here also an unabbreviated diagnostic and file name (the format
    /// allows either), a char6 array, and a warning whose message looks like an error line.
    static func sample() -> Data {
        var s = Bitstream()
        s.enter(0, width: 2)                       // BLOCKINFO
        s.record(1, [9])                           // SETBID: the diagnostic block
        s.abbreviation([(2, 0, 0), (nil, 1, 3), (nil, 1, 10), (nil, 1, 32), (nil, 1, 32), (nil, 1, 32),
                        (nil, 1, 10), (nil, 1, 10), (nil, 1, 16), (nil, 5, 0)])          // id 4: DIAG
        s.abbreviation([(6, 0, 0), (nil, 1, 10), (nil, 1, 32), (nil, 1, 32), (nil, 1, 16), (nil, 5, 0)])  // id 5: FILENAME
        s.end()
        s.enter(8, width: 3)                       // META
        s.record(1, [2])                           // VERSION 2
        s.end()

        s.enter(9, width: 4)                       // the first diagnostic
        s.fixed(5, 4); s.fixed(1, 10); s.fixed(0, 32); s.fixed(0, 32); s.fixed(10, 16); s.blob("Feed.swift")
        let message = "cannot find 'spacing' in scope"
        s.fixed(4, 4); s.fixed(3, 3); s.fixed(1, 10); s.fixed(12, 32); s.fixed(7, 32); s.fixed(200, 32)
        s.fixed(0, 10); s.fixed(0, 10); s.fixed(UInt64(message.utf8.count), 16); s.blob(message)
        s.record(3, [1, 12, 7, 0, 1, 12, 14, 0])  // a source range: skipped
        s.enter(9, width: 4)                       // its note, unabbreviated
        let note = "'spacing' declared here"
        s.record(2, [1, 1, 3, 5, 0, 0, 0, UInt64(note.utf8.count)] + note.utf8.map { UInt64($0) })
        s.end()
        s.end()

        s.enter(9, width: 4)                       // the second: its file named by an unabbreviated record
        s.abbreviation([(7, 0, 0), (nil, 3, 0), (nil, 4, 0)])   // id 6 (local): a record of char6s, unknown code 7
        s.fixed(6, 4); s.vbr(3, 6); s.fixed(0, 6); s.fixed(1, 6); s.fixed(2, 6)   // "abc": skipped
        s.record(6, [2, 0, 0, 11] + "Other.swift".utf8.map { UInt64($0) })
        let quoted = "Other.swift:1:1: error: cannot find 'Ghost' in scope"
        s.fixed(4, 4); s.fixed(2, 3); s.fixed(2, 10); s.fixed(4, 32); s.fixed(9, 32); s.fixed(0, 32)
        s.fixed(0, 10); s.fixed(0, 10); s.fixed(UInt64(quoted.utf8.count), 16); s.blob(quoted)
        s.end()
        return s.data
    }

    func testASampleReadsAsItsDiagnosticsWithNotesAndFiles() throws {
        let read = try SerializedDiagnostics.read(Self.sample())
        XCTAssertEqual(read.count, 2)
        guard read.count == 2 else { return }
        XCTAssertEqual(read[0].text, "Feed.swift:12:7: error: cannot find 'spacing' in scope")
        XCTAssertTrue(read[0].isError)
        XCTAssertEqual(read[0].notes.map(\.text), ["Feed.swift:3:5: note: 'spacing' declared here"])
        XCTAssertEqual(read[1].severity, .warning)
        XCTAssertFalse(read[1].isError)
        XCTAssertEqual(read[1].file, "Other.swift")
        XCTAssertEqual(read[1].line, 4)
        XCTAssertEqual(read[1].column, 9)
        XCTAssertEqual(read[1].message, "Other.swift:1:1: error: cannot find 'Ghost' in scope")
    }

    func testBrokenFilesAreMalformedNotATrap() throws {
        let whole = Self.sample()
        // Cut at every length: each is refused or read short, never a crash or a hang.
        for n in stride(from: 0, to: whole.count, by: 3) {
            if let read = try? SerializedDiagnostics.read(whole.prefix(n)) { XCTAssertLessThan(read.count, 2, "cut at \(n)") }
        }
        XCTAssertThrowsError(try SerializedDiagnostics.read(Data("DIAL".utf8) + whole.dropFirst(4)))
        // A record claiming 2^40 values: refused from its count, before any is read.
        var huge = Bitstream()
        huge.enter(9, width: 4)
        huge.fixed(3, 4); huge.vbr(2, 6); huge.vbr(1 << 40, 6)
        huge.end()
        XCTAssertThrowsError(try SerializedDiagnostics.read(huge.data)) { e in
            XCTAssertEqual(e as? SerializedDiagnostics.Malformed, .init(reason: "a record longer than the file"))
        }
        // Blocks nested 40 deep (the limit is 32).
        var deep = Bitstream()
        for _ in 0..<40 { deep.enter(9, width: 4) }
        for _ in 0..<40 { deep.end() }
        XCTAssertThrowsError(try SerializedDiagnostics.read(deep.data)) { e in
            XCTAssertEqual(e as? SerializedDiagnostics.Malformed, .init(reason: "blocks nested deeper than 32"))
        }
    }
}

/// The one line a failed compile gives, made from the diagnostics as values (`SwiftLayoutSet.compileError`).
final class CompileErrorLineTests: XCTestCase {
    static func set() throws -> SwiftLayoutSet {
        try SwiftLayoutSet(files: [SwiftSourceFile(path: "Feed.swift", text: """
        import UIKit
        func createLayout() -> UICollectionViewLayout { fatalError() }

        """)])
    }
    static func error(_ file: String, _ line: Int, _ column: Int, _ message: String,
                      _ severity: CompilerDiagnostic.Severity = .error) -> CompilerDiagnostic {
        CompilerDiagnostic(severity: severity, file: file, line: line, column: column, message: message)
    }
    static func failure(_ output: String, _ diagnostics: [CompilerDiagnostic]) -> ProgramCompiler.Failure {
        ProgramCompiler.Failure(output: output, diagnostics: diagnostics, scratch: "/scratch/entry", termination: .exited(1))
    }

    func testTheFirstErrorIsTheDiagnosticsNotALineOfTextThatLooksLikeOne() throws {
        // The printed text quotes a source line that reads like an error line; read as text it was taken for a
        // missing name (the first "cannot find … in scope" line). The diagnostics say what the error is.
        let failure = Self.failure("  3 | // Feed.swift:1:1: error: cannot find 'Ghost' in scope\n",
                                   [Self.error("Feed.swift", 2, 30, "cannot convert value of type 'String' to specified type 'CGFloat'")])
        XCTAssertEqual(try Self.set().compileError(failure).message,
                       "Feed.swift:2:30: error: cannot convert value of type 'String' to specified type 'CGFloat'")
    }

    func testMissingNamesAreTheErrorsOnlyNotWarningsOrNotes() throws {
        var spacing = Self.error("Feed.swift", 2, 30, "cannot find 'spacing' in scope")
        spacing.notes = [Self.error("Feed.swift", 1, 1, "cannot find 'Note' in scope", .note)]
        let failure = Self.failure("", [Self.error("Feed.swift", 1, 5, "cannot find 'Ghost' in scope", .warning), spacing,
                                        Self.error("Feed.swift", 3, 9, "cannot find type 'Metrics' in scope"),
                                        Self.error("Feed.swift", 2, 30, "cannot find 'spacing' in scope")])
        // Two names (the repeated one once): the first with the advice, the other by its place; "each" for two.
        XCTAssertEqual(try Self.set().compileError(failure).message,
                       "Feed.swift:2:30: error: cannot find 'spacing' in scope — declared in none of the file: give the file "
                       + "that declares each with --with FILE or the module's folder with --module-root DIR; also "
                       + "Feed.swift:3:9 type 'Metrics'")
    }

    func testAnErrorInTheGeneratedCallsIsReportedAtTheLayout() throws {
        let set = try Self.set()
        let failure = Self.failure("", [Self.error("/scratch/entry/__Calls.swift", 40, 3, "ambiguous use of 'createLayout()'")])
        XCTAssertEqual(set.compileError(failure).message,
                       "\(set.layouts[0].place): error: ambiguous use of 'createLayout()' (in the code generated to call the layouts)")
        XCTAssertTrue(set.layouts[0].place.hasPrefix("Feed.swift:2:"), set.layouts[0].place)
    }

    func testWithoutDiagnosticsTheDriversOwnErrorLineIsReported() throws {
        // A link failure is the driver's and the linker's text, not a compiler diagnostic.
        let failure = Self.failure("ld.lld: error: undefined symbol: foo\nclang: error: linker command failed\n", [])
        XCTAssertEqual(try Self.set().compileError(failure).message, "ld.lld: error: undefined symbol: foo")
        XCTAssertEqual(try Self.set().compileError(Self.failure("", [])).message, "the Swift compiler failed: no output, exited(1)")
    }
}
