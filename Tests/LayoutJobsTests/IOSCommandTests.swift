import XCTest

/// `--ios` through the binary (issue 34, decision 57): the gallery's grid sample, 4 columns at 393 pt @3x, whose
/// spec says `ios: 18`; the command line wins over the spec.
final class IOSCommandTests: XCTestCase {
    private func cell3(_ arguments: [String]) throws -> String {
        let out = try BinaryRunner.run(["frames", "pixel-grid-ios18"] + arguments)
        XCTAssertEqual(out.status, 0, out.stderr)
        let line = try XCTUnwrap(out.stdout.split(separator: "\n").first { $0.contains(#""section": 0, "item": 3,"#) })
        return String(line)
    }

    func testTheReleaseOnTheCommandLineWinsOverTheSpec() throws {
        // iOS 18 (the spec): 393 × 0.25 = 98.25 → 98.0; cell 3 at 3 × 98 + 5 = 299, 88 wide.
        let new = try cell3([])
        XCTAssertTrue(new.contains(#""frame": {"x": 299, "y": 5, "width": 88, "height": 88}"#), new)
        // --ios 15: unrounded, 3 × 98.25 + 5 = 299.75, 88.25 wide.
        let old = try cell3(["--ios", "15"])
        XCTAssertTrue(old.contains(#""frame": {"x": 299.75, "y": 5, "width": 88.25, "height": 88.25}"#), old)
        // "iOS 16.4" reads as 16: floored again.
        let sixteen = try cell3(["--ios", "16.4"])
        XCTAssertTrue(sixteen.contains(#""x": 299, "#), sixteen)
    }

    func testAReleaseTheEngineDoesNotModelIsOneLineAndExitTwo() throws {
        let out = try BinaryRunner.run(["frames", "pixel-grid-ios18", "--ios", "12"])
        XCTAssertEqual(out.status, 2)
        XCTAssertEqual(out.stdout, "")
        XCTAssertTrue(out.stderr.contains("--ios: '12' is not a release the engine models, 13 … 18 (default 18)"),
                      out.stderr)
        XCTAssertEqual(out.stderr.split(separator: "\n").count, 1, out.stderr)
    }
}
