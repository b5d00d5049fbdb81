import Foundation
import XCTest
@testable import LayoutRender
import LayoutSystem

/// Temporary-file cleanup on signals (LayoutSystem/Signals/Signals.swift): the library never installs handlers by itself (the
/// executable does, ReliabilityTests signals it mid-write), and the slot table is fixed and reused.
final class TemporaryFilesTests: XCTestCase {
    func handler(_ sig: Int32) -> Int {
        var action = sigaction()
        sigaction(sig, nil, &action)
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP at their default action, then puts back what was there: other
    /// suites in this process may hold signals on purpose (check's staging holds back Ctrl-C; the sandbox forwards
    /// signals to its process groups), so what is checked here is only what the code under test does itself.
    func withDefaultHandlers(_ body: () throws -> Void) rethrows {
        var saved: [Int32: sigaction] = [:]
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var old = sigaction(), dfl = sigaction()
            #if canImport(Glibc)
            dfl.__sigaction_handler.sa_handler = SIG_DFL
            #else
            dfl.__sigaction_u.__sa_handler = SIG_DFL
            #endif
            sigaction(sig, &dfl, &old)
            saved[sig] = old
        }
        defer { for (sig, var old) in saved { sigaction(sig, &old, nil) } }
        try body()
    }

    /// Nothing the code under test does installs the cleanup (only executables do): every signal keeps the default
    /// action, or stays ignored when the runner ignores it.
    func assertNoHandlerInstalled(file: StaticString = #filePath, line: UInt = #line) {
        let allowed = [unsafeBitCast(SIG_DFL, to: Int.self), unsafeBitCast(SIG_IGN, to: Int.self)]
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            XCTAssertTrue(allowed.contains(handler(sig)), "signal \(sig) has a handler", file: file, line: line)
        }
    }

    func testWritingAFileInstallsNoSignalHandler() throws { try withDefaultHandlers {
        assertNoHandlerInstalled()
        let before = [SIGINT, SIGTERM, SIGHUP].map(handler)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try AtomicFile.write(Data("x".utf8), to: dir.appendingPathComponent("a.txt"))
        XCTAssertEqual([SIGINT, SIGTERM, SIGHUP].map(handler), before)
        assertNoHandlerInstalled()
    } }

    func testSlotsAreClaimedFreedAndReusedAndOverlongPathsAreNotRegistered() { withDefaultHandlers {
        var taken: [Int] = []
        // Fill every slot: each a different one; one more finds none.
        for i in 0..<TemporaryFiles.capacity {
            let s = TemporaryFiles.register("/tmp/slot-\(i)")
            XCTAssertGreaterThanOrEqual(s, 0); taken.append(s)
        }
        XCTAssertEqual(Set(taken).count, TemporaryFiles.capacity)
        XCTAssertEqual(TemporaryFiles.register("/tmp/one-too-many"), -1)
        assertNoHandlerInstalled()
        // A freed slot is claimed again.
        TemporaryFiles.unregister(taken[7])
        XCTAssertEqual(TemporaryFiles.register("/tmp/again"), taken[7])
        for s in taken { TemporaryFiles.unregister(s) }
        // A path that does not fit a slot (with its NUL) is not registered; one that just fits is.
        XCTAssertEqual(TemporaryFiles.register(String(repeating: "a", count: TemporaryFiles.pathCapacity)), -1)
        let fits = TemporaryFiles.register(String(repeating: "a", count: TemporaryFiles.pathCapacity - 1))
        XCTAssertGreaterThanOrEqual(fits, 0)
        TemporaryFiles.unregister(fits)
        // Unregistering a free slot or a bad index changes nothing.
        TemporaryFiles.unregister(fits); TemporaryFiles.unregister(-1); TemporaryFiles.unregister(TemporaryFiles.capacity)
    } }
}
