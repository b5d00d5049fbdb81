import Foundation
import SnapshotTesting
import XCTest
#if canImport(Testing)
import Testing
#endif

/// `verifySnapshot` with the diff image of a failed PNG snapshot written beside the failed snapshot
/// (`<artifacts>/<TestFile>/<test>.<n>.png.diff.png`). Returns the failure message, nil on success.
public func verifyLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    // The diff image passes from this call's diffing to this call's diff tool, and nowhere else.
    let handoff = DiffImageArtifacts.Handoff()
    let diffTool = DiffImageArtifacts.writingDiffImages(from: handoff, then: .default)
    return DiffImageArtifacts.$isCollecting.withValue(true) { () -> String? in
        do {
            // The snapshot is taken first, so a layout that throws fails here, before swift-snapshot-testing
            // could record anything (SnapshotFailure); then it is compared or recorded as taken.
            let subject = try value()
            let (failure, taken) = SnapshotFailure.take(subject, as: snapshotting)
            if let failure { return failure }
            let diffing = DiffImageArtifacts.keepingDiffImage(snapshotting.diffing, in: handoff)
            let strategy = Snapshotting(pathExtension: snapshotting.pathExtension, diffing: diffing,
                                        asyncSnapshot: { value in taken.map { Async(value: $0) } ?? snapshotting.snapshot(value) })
            return try withSnapshotTesting(diffTool: diffTool) { () throws -> String? in
                verifySnapshot(of: subject, as: strategy, named: name, record: record,
                               snapshotDirectory: snapshotDirectory, file: file, testName: testName, line: line)
            }
        } catch {
            return "\(error)"
        }
    }
}

/// `assertSnapshot` for layout strategies: fails the test (XCTest or Swift Testing) with the message,
/// and writes the diff image of a failed PNG snapshot beside the failed snapshot.
public func assertLayoutSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifyLayoutSnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                             snapshotDirectory: snapshotDirectory, file: file,
                                             testName: testName, line: line) else { return }
    SnapshotFailure.reportToCurrentTest(message, fileID: fileID, file: file, line: line, column: column)
}
