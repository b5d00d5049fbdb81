import Foundation
import LayoutRender
import XCTest

/// `animate`: animated GIF / WebP files, read back by independent readers (scripts/gif-info.py, ImageMagick).
final class AnimateCommandTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws { dir = try BinaryRunner.temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    struct GIFInfo: Decodable {
        var version: String, width: Int, height: Int, frames: Int, delays: [Int], loop: Int?, rects: [[Int]], trailer: Bool
    }

    /// The GIF's structure as scripts/gif-info.py (python3, no imaging library) reads it.
    func gifInfo(_ path: String) throws -> GIFInfo {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("python3 not found") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [BinaryRunner.repoRoot.appendingPathComponent("scripts/gif-info.py").path, path]
        let out = Pipe(); p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "gif-info.py read \(path)")
        return try JSONDecoder().decode(GIFInfo.self, from: data)
    }

    /// Frame `index` of an animation, flattened onto the frames before it, as ImageMagick decodes it.
    func magickFrame(_ path: String, _ index: Int) throws -> RasterImage {
        let convert = ["/usr/bin/convert", "/usr/local/bin/convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let convert else { throw XCTSkip("ImageMagick convert not found") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: convert)
        p.arguments = [path, "-coalesce", "PNG32:" + dir.appendingPathComponent("f-%d.png").path]
        p.standardError = Pipe()
        try p.run(); p.waitUntilExit()
        // Some ImageMagick builds lack the WebP coder; that is the reader's limit, not the file's.
        if p.terminationStatus != 0 && path.hasSuffix(".webp") { throw XCTSkip("this ImageMagick cannot read WebP") }
        XCTAssertEqual(p.terminationStatus, 0, "convert decoded \(path)")
        return try RasterImage(png: Data(contentsOf: dir.appendingPathComponent("f-\(index).png")))
    }

    func animate(_ args: [String]) throws -> BinaryRunner.Output {
        let out = try BinaryRunner.run(["animate"] + args)
        XCTAssertEqual(out.status, 0, out.stderr)
        return out
    }

    func testSwipingTheCarouselGivesALoopingGIFOfElevenFramesEndingOnTheNextCard() throws {
        let gif = dir.appendingPathComponent("carousel.gif").path
        try animate(["carousel", "--swipe", "0", "--fps", "10", "--duration", "1", "-o", gif])
        let info = try gifInfo(gif)
        // round(1 s × 10 fps) + 1 = 11 frames of the iPhone X screen at scale 1, 10 cs apart; the last (the end
        // of the motion, at 1 s) is held 50 cs before the loop restarts.
        XCTAssertEqual(info.frames, 11)
        XCTAssertEqual([info.width, info.height], [375, 812])
        XCTAssertEqual(info.delays, Array(repeating: 10, count: 10) + [50])
        XCTAssertEqual(info.loop, 0)
        XCTAssertTrue(info.trailer)
        XCTAssertEqual(info.version, "89a")
        // Only the carousel's band changes after the first frame: every later frame is a smaller rectangle
        // below the status bar (section 0 starts at 44 + 10 inset and is 343 tall).
        for r in info.rects.dropFirst() { XCTAssertTrue(r[1] >= 44 && r[1] + r[3] <= 44 + 10 + 343, "\(r)") }
    }

    func testScrollingThePinnedHeadersGivesAGIFOfManyFrames() throws {
        let gif = dir.appendingPathComponent("pinned.gif").path
        try animate(["apple-pinned-section-headers", "--fps", "6", "--duration", "2", "--scale", "0.5", "-o", gif])
        let info = try gifInfo(gif)
        XCTAssertEqual(info.frames, 13)   // round(2 × 6) + 1
        XCTAssertEqual([info.width, info.height], [188, 406])   // 375 × 0.5 rounded up, 812 × 0.5
        XCTAssertTrue(info.trailer)
    }

    func testTheSameInputGivesTheSameBytesEveryRun() throws {
        for ext in ["gif", "webp"] {
            let a = dir.appendingPathComponent("a.\(ext)").path, b = dir.appendingPathComponent("b.\(ext)").path
            for path in [a, b] {
                try animate(["carousel", "--swipe", "1:2", "--fps", "8", "--duration", "1", "--seed", "7", "-o", path])
            }
            let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
            XCTAssertGreaterThan(da.count, 1000)
            XCTAssertEqual(da, db, "\(ext) bytes differ between runs")
        }
    }

    func testTheLosslessWebPsFirstAndLastFramesAreTheRenderedScreensAtRestAndOneCardOn() throws {
        // Carousel groups are 0.92 × 375 = 345 wide, centred by (375 − 345)/2 = 15 on both sides, no spacing:
        // card k rests centred at offset 345k, so one swipe lands at 345.
        let webp = dir.appendingPathComponent("c.webp").path
        try animate(["carousel", "--swipe", "0", "--fps", "5", "--duration", "1", "-o", webp])
        for (frame, offset) in [(0, "0"), (5, "345")] {
            let png = dir.appendingPathComponent("render-\(offset).png").path
            let r = try BinaryRunner.run(["render", "carousel", "--scale", "1", "--orthogonal-offset", "0=\(offset)", "-o", png])
            XCTAssertEqual(r.status, 0, r.stderr)
            let expected = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: png)))
            let got = try magickFrame(webp, frame)
            XCTAssertEqual([got.width, got.height], [expected.width, expected.height])
            var differing = 0
            for y in stride(from: 0, to: expected.height, by: 1) {
                for x in 0..<expected.width {
                    let a = got.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                    if a.red != b.red || a.green != b.green || a.blue != b.blue { differing += 1 }
                }
            }
            XCTAssertEqual(differing, 0, "frame \(frame) differs from render at offset \(offset) in \(differing) pixels")
        }
    }

    func testAnimatedWebPHasAnAnimationChunkAndOneFramePerStep() throws {
        let webp = dir.appendingPathComponent("p.webp").path
        try animate(["apple-pinned-section-headers", "--fps", "5", "--duration", "2", "--scale", "0.5", "-o", webp])
        // RIFF container walked by hand: VP8X with the animation flag, ANIM, then one ANMF chunk per frame.
        let d = [UInt8](try Data(contentsOf: URL(fileURLWithPath: webp)))
        XCTAssertEqual(Array(d[0..<4]), Array("RIFF".utf8))
        XCTAssertEqual(Array(d[8..<12]), Array("WEBP".utf8))
        var i = 12, chunks: [String] = [], vp8xFlags: UInt8 = 0
        while i + 8 <= d.count {
            let id = String(decoding: d[i..<(i + 4)], as: UTF8.self)
            let size = Int(d[i + 4]) | Int(d[i + 5]) << 8 | Int(d[i + 6]) << 16 | Int(d[i + 7]) << 24
            if id == "VP8X" { vp8xFlags = d[i + 8] }
            chunks.append(id)
            i += 8 + size + (size & 1)
        }
        XCTAssertEqual(i, d.count, "chunks fill the file exactly")
        XCTAssertEqual(chunks.first, "VP8X")
        XCTAssertNotEqual(vp8xFlags & 0x02, 0, "animation flag")
        XCTAssertEqual(chunks.filter { $0 == "ANIM" }.count, 1)
        // libwebp may merge identical frames; a scroll changes every frame: round(2 × 5) + 1 = 11.
        XCTAssertEqual(chunks.filter { $0 == "ANMF" }.count, 11)
    }

    // MARK: bad input: one line, exit 2, no file

    func expectBadInput(_ args: [String], contains fragment: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let out = try BinaryRunner.run(["animate"] + args)
        XCTAssertEqual(out.status, 2, "exit code for \(args): \(out.stderr)", file: file, line: line)
        let lines = out.stderr.split(separator: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, "one line on stderr: \(out.stderr)", file: file, line: line)
        XCTAssertTrue(out.stderr.contains(fragment), "expected '\(fragment)' in: \(out.stderr)", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no file left behind", file: file, line: line)
    }

    func testBadMotionOptionsAreOneLineErrorsThatWriteNothing() throws {
        let gif = dir.appendingPathComponent("out.gif").path
        try expectBadInput(["apple-pinned-section-headers", "--swipe", "0", "-o", gif],
                           contains: "--swipe: section 0 does not scroll orthogonally")
        try expectBadInput(["carousel", "--swipe", "3", "-o", gif], contains: "--swipe: section 3 does not exist (the layout has 3 sections)")
        try expectBadInput(["carousel", "--swipe", "0:0", "-o", gif], contains: "--swipe: '0' in '0:0' is not a swipe count")
        try expectBadInput(["carousel", "--swipe", "x", "-o", gif], contains: "--swipe: 'x' is not SECTION[:N]")
        try expectBadInput(["carousel", "--scroll", "10", "-o", gif], contains: "--scroll: '10' is not FROM:TO")
        try expectBadInput(["carousel", "--scroll", "0:abc", "-o", gif], contains: "--scroll: 'abc' is not a number")
        try expectBadInput(["carousel", "--fps", "0", "-o", gif], contains: "--fps: 0 is out of range (more than 0, at most 50)")
        try expectBadInput(["carousel", "--fps", "60", "-o", gif], contains: "--fps: 60 is out of range")
        try expectBadInput(["carousel", "--duration", "nan", "-o", gif], contains: "--duration: nan is out of range")
        try expectBadInput(["carousel", "--fps", "50", "--duration", "60", "-o", gif],
                           contains: "--fps 50 --duration 60 makes 3001 frames")
        // 50 × 12 = 600 intervals, so 601 frames with both ends: one over the limit, and the message says why.
        try expectBadInput(["carousel", "--fps", "50", "--duration", "12", "-o", gif],
                           contains: "--fps 50 --duration 12 makes 601 frames (one every 1/50 s from 0 to 12 s, both ends drawn), more than the limit of 600")
        // 375 × 812 × 3² = 2 740 500 pixels a frame; 121 frames are 331 600 500 > 250 000 000.
        try expectBadInput(["carousel", "--scale", "3", "--fps", "30", "--duration", "4", "-o", gif],
                           contains: "121 frames of 1125 x 2436 pixels are 331600500 pixels, more than the animation budget of 250000000")
        try expectBadInput(["carousel", "-o", dir.appendingPathComponent("out.mp4").path],
                           contains: "unknown animation format 'mp4': use .gif or .webp")
        try expectBadInput(["carousel", "-o", dir.appendingPathComponent("missing/out.gif").path], contains: "does not exist")
        try expectBadInput(["no-such-sample", "-o", gif], contains: "no-such-sample")
    }

    /// Each typed option of `animate` is refused as the command line is read: one line that starts with the option's
    /// name, exit 2, nothing written, and the spec never opened (it does not exist: reading it would say so instead).
    func testABadValueOfEachTypedOptionIsOneLineNamingItBeforeTheSpecIsRead() throws {
        let spec = dir.appendingPathComponent("missing.yaml").path
        let gif = dir.appendingPathComponent("out.gif").path
        let cases: [(option: String, value: String)] = [
            ("--theme", "blue"), ("--overlay", "section"), ("--scale", "0"), ("--scale", "x"),
            ("--scroll", "10"), ("--scroll", "0:abc"), ("--swipe", "x"), ("--swipe", "0:0"),
            ("--device", "iPhonX"), ("--size", "375"), ("--safe-area", "1,2"), ("--offset", "up"),
            ("--orthogonal-offset", "0:5"), ("--items", "8,-1"),
        ]
        for (option, value) in cases {
            try expectBadInput([spec, option, value, "-o", gif], contains: "layout-render: error: \(option): ")
        }
        // The checks that need no spec come before it too: the output's format and place, the frame count.
        try expectBadInput([spec, "--fps", "0", "-o", gif], contains: "--fps: 0 is out of range")
        try expectBadInput([spec, "-o", dir.appendingPathComponent("out.mp4").path], contains: "unknown animation format 'mp4'")
        // With good options the same command reaches the spec, and says it is missing.
        try expectBadInput([spec, "-o", gif], contains: "missing.yaml: no such file")
    }
}
