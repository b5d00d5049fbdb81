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
    let diffTool = DiffImageArtifacts.writingDiffImages()
    return DiffImageArtifacts.$isCollecting.withValue(true) { () -> String? in
        do {
            return try withSnapshotTesting(diffTool: diffTool) { () throws -> String? in
                verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
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
