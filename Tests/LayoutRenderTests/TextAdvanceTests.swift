import XCTest
import Foundation
import LayoutEngine
@testable import LayoutRender

/// Label fitting adds cached glyph advances (`CairoContext.textAdvance`); the sum must be the Double Cairo gives for
/// the whole string, or a label would be cut at a different character than before (and pictures would move).
final class TextAdvanceTests: XCTestCase {
    func testCachedAdvancesAddUpToCairosMeasure() throws {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.;:-_()[]éüßøÅ→…€🙂مرحبا中文\u{FFFE}")
        for (surface, scale) in [(try CairoSurface.image(width: 10, height: 10), 1.0), (try CairoSurface.image(width: 10, height: 10), 3.0),
                                 (try CairoSurface.svg(width: 100, height: 100), 1.0)] {
            let context = try CairoContext(surface)
            context.scale(scale)
            for size in [9.6, 13, 17.5] {
                for bold in [false, true] {
                    context.selectFont(family: "DejaVu Sans", bold: bold, size: size)
                    for _ in 0..<200 {
                        let n = Int(random.next() % 24)
                        let text = String((0..<n).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
                        XCTAssertEqual(context.textAdvance(text).bitPattern, context.measuredAdvance(text).bitPattern,
                                       "\(text) at \(size) pt ×\(scale)")
                    }
                }
            }
            // With a current point (Cairo measures from it) and under a rotation.
            context.moveTo(123.456, 7)
            XCTAssertEqual(context.textAdvance("0,1234 héllo").bitPattern, context.measuredAdvance("0,1234 héllo").bitPattern)
            context.newPath()
            context.concat(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.7, y: 0.9))
            XCTAssertEqual(context.textAdvance("section 12, item 3").bitPattern, context.measuredAdvance("section 12, item 3").bitPattern)
        }
    }

    /// The PDF writer measures with Cairo in the same user space (points), so a label is cut where the PNG and SVG
    /// cut it: its advances equal Cairo's whole-string measure, bit for bit, also after a transform and a restore.
    func testPDFMeasuresAsCairo() throws {
        let pdf = try PDFContext(width: 100, height: 100)
        let cairo = try CairoContext(try CairoSurface.image(width: 10, height: 10))
        for text in ["0,1234", "Hello, world", "héllo → 🙂", "中文", ""] {
            for (size, bold) in [(9.6, false), (17.5, true)] {
                pdf.selectFont(family: "DejaVu Sans", bold: bold, size: size)
                cairo.selectFont(family: "DejaVu Sans", bold: bold, size: size)
                XCTAssertEqual(pdf.textAdvance(text).bitPattern, cairo.measuredAdvance(text).bitPattern, text)
                XCTAssertEqual(pdf.fontMetrics.ascent, cairo.fontMetrics.ascent)
            }
        }
        // A font selected inside a saved state is forgotten with it, in both.
        pdf.selectFont(family: "DejaVu Sans", bold: false, size: 10)
        cairo.selectFont(family: "DejaVu Sans", bold: false, size: 10)
        pdf.withState { pdf.selectFont(family: "DejaVu Sans", bold: true, size: 30) }
        cairo.withState { cairo.selectFont(family: "DejaVu Sans", bold: true, size: 30) }
        XCTAssertEqual(pdf.textAdvance("restored").bitPattern, cairo.measuredAdvance("restored").bitPattern)
        XCTAssertEqual(cairo.textAdvance("restored").bitPattern, cairo.measuredAdvance("restored").bitPattern)
    }
}
