import Foundation
import SnapshotTesting
import XCTest
#if canImport(Testing)
import Testing
#endif

/// What happens when a strategy cannot draw its subject (the layout throws): the test fails with the
/// layout's message and nothing is recorded, in every record mode. A reference made of an error message
/// would turn the next run green while the layout is still broken.
///
/// swift-snapshot-testing records whatever a strategy returns, so a failing strategy returns nothing: its
/// `Async` never calls back. `verifyLayoutSnapshot` (and so `assertLayoutSnapshot`) takes the snapshot
/// itself first, inside `capturing`, and returns the message before any recording starts. Under plain
/// `assertSnapshot` the strategy reports the message as a test failure itself; swift-snapshot-testing
/// then gives up waiting for the snapshot (after its timeout) without writing a reference.
enum SnapshotFailure {
    /// Set while `verifyLayoutSnapshot` takes the snapshot itself: the error goes here, not to the test.
    final class Capture: @unchecked Sendable { var error: Error? }
    @TaskLocal static var capture: Capture?

    static func message(_ error: Error) -> String { "layout snapshot failed: \(error)" }

    /// The snapshot `make` produces, or (when it throws) a snapshot that never arrives.
    static func snapshot<Format>(_ make: () throws -> Format) -> Async<Format> {
        do {
            return Async(value: try make())
        } catch {
            if let capture { capture.error = error } else { reportToCurrentTest(message(error)) }
            return Async { _ in }
        }
    }

    /// Fails the running test (Swift Testing or XCTest) with `message` at `file:line`.
    static func reportToCurrentTest(_ message: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID.description, filePath: file.description,
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: file, line: line)
    }

    /// Takes the snapshot synchronously with failures captured: the error's message, or the snapshot (nil when
    /// the strategy is asynchronous and has not answered yet).
    static func take<Value, Format>(_ value: Value, as snapshotting: Snapshotting<Value, Format>)
        -> (failure: String?, snapshot: Format?) {
        let capture = Capture()
        var taken: Format?
        $capture.withValue(capture) { snapshotting.snapshot(value).run { taken = $0 } }
        if let error = capture.error { return (message(error), nil) }
        return (nil, taken)
    }
}
