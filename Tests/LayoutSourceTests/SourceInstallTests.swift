import Foundation
import XCTest

/// `make install` (scripts/install.sh after the build): the installed CLI finds its front end and the runtime
/// relative to itself, wherever the prefix is, and renders a `.swift` file; `make uninstall` removes it all.
final class SourceInstallTests: XCTestCase {
    func testTheInstalledCLIRendersASwiftFileAndUninstallRemovesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix with space").path
        let script = SourceFixtures.repoRoot.appendingPathComponent("scripts/install.sh").path
        let bin = (CLI.binary as NSString).deletingLastPathComponent
        XCTAssertEqual(try shell(script, [bin, prefix]).status, 0)
        let installed = prefix + "/bin/layout-render"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed))
        let libexec = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: prefix + "/libexec/layout-render").first)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/libexec/layout-render/\(libexec)/layout-render-source"))

        let source = root.appendingPathComponent("Rows.swift").path
        try """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        // Nothing points at the build directory: the installed copy finds everything from its own place.
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUT_RENDER_BUILD_DIR"] = nil
        environment["LAYOUT_RENDER_CACHE"] = root.appendingPathComponent("cache").path
        // iOS 15: the unrounded halves worked out below (iOS 16+ floors them to the pixel grid, decision 57).
        let run = try shell(installed, ["frames", source, "--items", "3", "--ios", "15"], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Two columns of 375 / 2 = 187.5: item 1 at x = 187.5, item 2 on the second row at y = 30.
        XCTAssertTrue(run.stdout.contains("\"item\": 1, \"frame\": {\"x\": 187.5, \"y\": 0, \"width\": 187.5, \"height\": 30}"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"item\": 2, \"frame\": {\"x\": 0, \"y\": 30, \"width\": 187.5, \"height\": 30}"), run.stdout)
        let png = root.appendingPathComponent("rows.png").path
        XCTAssertEqual(try shell(installed, ["render", source, "-o", png], environment: environment).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))

        XCTAssertEqual(try shell(script, ["--uninstall", prefix]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: installed))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/libexec/layout-render"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/lib/layout-render"))
    }

    func testWithoutItsFrontEndTheSpecOnlyCLISaysWhereItLooked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-alone-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let alone = root.appendingPathComponent("layout-render").path
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: alone)
        // Specs need nothing else.
        XCTAssertEqual(try shell(alone, ["validate", "app-store"]).status, 0)
        let run = try shell(alone, ["frames", SourceFixtures.path("LayoutFactory")])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("layout-render-source is not installed (looked in \(root.path)/layout-render-source"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1)
    }

    private func shell(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> CLI.Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLI.Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                          stderr: String(decoding: e, as: UTF8.self))
    }
}
