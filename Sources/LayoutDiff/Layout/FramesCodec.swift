import Foundation
import LayoutSystem
import LayoutEngine
import LayoutRender

// The frames JSON (issue 4) both ways: `FramesEncoder` writes it (the `frames` command, the gallery), `FramesReader`
// reads it back as a `RecordedLayout` (layout diff). One file so the format has one home (issue 16).

/// The `frames` command's JSON: content size, content offset and every element, in the
/// engine's order, one element per line. Keys in a fixed order and numbers in their shortest exact
/// form, so the same layout always prints the same bytes and diffs line by line.
public enum FramesEncoder {
    /// A resolved layout: every element, or those the screen shows at its content offset.
    public static func encode(_ result: LayoutResult, visibleOnly: Bool = false) -> String {
        encode(contentSize: result.contentSize, contentOffset: result.contentOffset,
               elements: visibleOnly ? result.visibleElements : result.allElements)
    }

    /// Recorded frames, written back as read.
    public static func encode(_ recorded: RecordedLayout) -> String {
        encode(contentSize: recorded.contentSize, contentOffset: recorded.contentOffset, elements: recorded.allElements)
    }

    static func encode(contentSize: CGSize, contentOffset: CGPoint, elements: [LayoutAttributes]) -> String {
        var out = "{\n"
        out += "  \"contentSize\": {\"width\": \(number(contentSize.width)), \"height\": \(number(contentSize.height))},\n"
        out += "  \"contentOffset\": {\"x\": \(number(contentOffset.x)), \"y\": \(number(contentOffset.y))},\n"
        out += "  \"elements\": ["
        out += elements.isEmpty ? "]\n" : "\n"
        for (i, e) in elements.enumerated() {
            out += "    " + element(e) + (i == elements.count - 1 ? "\n  ]\n" : ",\n")
        }
        return out + "}\n"
    }

    /// One element's line (without the indent and comma).
    public static func element(_ e: LayoutAttributes) -> String {
        var s = "{\"category\": \"\(e.category.rawValue)\", \"elementKind\": \(string(e.elementKind)), "
        s += "\"section\": \(e.section), \"item\": \(e.item), "
        s += "\"frame\": {\"x\": \(number(e.frame.minX)), \"y\": \(number(e.frame.minY)), "
        s += "\"width\": \(number(e.frame.width)), \"height\": \(number(e.frame.height))}, "
        s += "\"zIndex\": \(e.zIndex), \"alpha\": \(number(e.alpha)), "
        if !e.transform.isIdentity {
            let t = e.transform
            s += "\"transform\": [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: ", "))], "
        }
        s += "\"hidden\": \(e.isHidden)}"
        return s
    }

    /// Whole numbers without a fraction ("44"), others in Swift's shortest round-trip form ("172.5");
    /// −0 prints as 0. Non-finite values cannot occur in a resolved layout; they print as null.
    public static func number(_ v: CGFloat) -> String { number(Double(v)) }

    public static func number(_ v: Double) -> String {
        v.isFinite ? NumberText.string(v) : "null"
    }

    /// A JSON string literal (also valid as a YAML double-quoted scalar).
    public static func string(_ s: String) -> String { StringText.quoted(s) }
}

/// Reads the `frames` JSON that `layout-render frames` prints (and that a team may export from a
/// device for comparison):
///
///     {"contentSize": {"width": 375, "height": 1200}, "contentOffset": {"x": 0, "y": -44},
///      "elements": [{"category": "cell", "elementKind": "cell", "section": 0, "item": 0,
///                    "frame": {"x": 0, "y": 0, "width": 375, "height": 44}, "zIndex": 0, "alpha": 1,
///                    "transform": [1, 0, 0, 1, 0, 0], "hidden": false}, …]}
///
/// `contentOffset`, `zIndex` (0), `alpha` (1), `transform` (identity) and `hidden` (false) are optional.
/// Every problem is one error naming the file and the JSON path (`elements[3].frame.width`).
public enum FramesReader {
    /// The elements and sizes of a frames document (no view size: nothing in the file says what the screen showed).
    public static func read(_ data: Data, file: String = "frames") throws -> RecordedLayout {
        if let layout = FramesScan.read(data) { return layout }
        return try read(root: try parse(data, file: file), file: file)
    }

    /// The frames document in `data`, or nil when `data` is not one (not JSON, or JSON without "elements" and
    /// "contentSize": a spec file): one parse decides and reads.
    public static func readIfFrames(_ data: Data, file: String) throws -> RecordedLayout? {
        if let layout = FramesScan.read(data) { return layout }
        guard let root = try? parse(data, file: file), isFrames(root) else { return nil }
        return try read(root: root, file: file)
    }

    /// The JSON of `data`: by `FramesJSON`'s own parser, else (what it declines: escapes, deep nesting, syntax
    /// errors) by JSONSerialization, whose error message is the one reported.
    static func parse(_ data: Data, file: String) throws -> FramesJSON {
        if let fast = FramesJSON.parse(data) { return fast }
        do {
            return FramesJSON.from(try JSONSerialization.jsonObject(with: data))
        } catch {
            throw DiffInputError(file: file, message: "not valid JSON: " + syntaxReason(error, in: data))
        }
    }

    static func isFrames(_ root: FramesJSON) -> Bool {
        guard case .array? = root["elements"] else { return false }
        return root["contentSize"] != nil
    }

    static func read(root: FramesJSON, file: String) throws -> RecordedLayout {
        let reader = Reader(file: file)
        guard case .object = root else { throw reader.fail("", "expected a JSON object") }
        let contentSize = try reader.size(root["contentSize"], at: "contentSize")
        let offset = try root["contentOffset"].map { try reader.point($0, at: "contentOffset") } ?? .zero
        guard let list = root["elements"] else { throw reader.fail("elements", "missing (a list of elements)") }
        guard case .array(let elements) = list else { throw reader.fail("elements", "expected a list") }
        var seen: [ElementKey: Int] = [:]
        seen.reserveCapacity(elements.count)
        var attributes: [LayoutAttributes] = []
        attributes.reserveCapacity(elements.count)
        for (index, value) in elements.enumerated() {
            let e = try reader.element(value, at: "elements[\(index)]")
            if let first = seen.updateValue(index, forKey: e.key) {
                throw reader.fail("elements[\(index)]", "duplicate element \(e.key) (also elements[\(first)])")
            }
            attributes.append(e)
        }
        return RecordedLayout(contentSize: contentSize, contentOffset: offset, elements: attributes)
    }

    /// Reads a frames file from disk.
    public static func read(contentsOf url: URL) throws -> RecordedLayout {
        try readFile(url.relativePath, as: .frames, onlyIfFrames: false)!
    }

    /// The one way a frames file is read from disk (`diff`, `check`, snapshot tests): the file checked (a readable
    /// regular file), its size against `maxFileSize` before a byte is read whole, then read in one pass.
    /// With `onlyIfFrames`, nil when the first bytes or the document show it is not frames JSON (a spec file);
    /// otherwise every problem is an error naming the file.
    public static func readFile(_ path: String, as kind: InputFile.Kind, onlyIfFrames: Bool) throws -> RecordedLayout? {
        let data: Data
        do {
            let size = try InputFile.check(path, as: kind)
            if onlyIfFrames {
                guard mayBeFrames(try InputFile.prefix(path, count: 4096)) else { return nil }
            }
            guard size <= maxFileSize else {
                throw DiffInputError(file: path, message: "frames file is \(size) bytes; the limit is \(maxFileSize) bytes "
                                     + "(the element budget of \(RenderOptions.defaultMaxElements) at ~200 bytes a line)")
            }
            data = try InputFile.read(path, as: kind)
        } catch let e as InputFile.Problem {
            throw DiffInputError(file: e.path, message: e.reason)
        }
        return onlyIfFrames ? try readIfFrames(data, file: path) : try read(data, file: path)
    }

    /// Largest frames file read: the element budget (1,000,000) at about 200 bytes a line (docs/limits.md).
    public static let maxFileSize = 256 << 20

    /// Whether a file whose first bytes are `head` can be frames JSON: an object, '{' after any white space
    /// (and a UTF-8 byte-order mark). Decided before the file is read whole.
    public static func mayBeFrames(_ head: Data) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    /// Foundation reports "around character N"; a line and column are easier to find.
    static func syntaxReason(_ error: Error, in data: Data) -> String {
        let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        guard let range = debug.range(of: #"character (\d+)"#, options: .regularExpression),
              let offset = Int(debug[range].dropFirst("character ".count)) else { return debug }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return debug.replacingCharacters(in: range, with: "line \(line), column \(column)")
    }

    private struct Reader {
        let file: String

        func fail(_ path: String, _ message: String) -> DiffInputError {
            DiffInputError(file: file, message: path.isEmpty ? message : "\(path): \(message)")
        }

        func number(_ value: FramesJSON?, at path: @autoclosure () -> String) throws -> CGFloat {
            guard let value else { throw fail(path(), "missing (a number)") }
            guard case .number(let d) = value else { throw fail(path(), "expected a number") }
            guard d.isFinite else { throw fail(path(), "expected a finite number") }
            return CGFloat(d)
        }

        func integer(_ value: FramesJSON?, at path: @autoclosure () -> String) throws -> Int {
            let d = try number(value, at: path())
            guard d == d.rounded(), abs(d) < 1e15 else { throw fail(path(), "expected a whole number") }
            return Int(d)
        }

        func object(_ value: FramesJSON?, at path: @autoclosure () -> String, what: String) throws -> FramesJSON {
            guard let value else { throw fail(path(), "missing (\(what))") }
            guard case .object = value else { throw fail(path(), "expected \(what)") }
            return value
        }

        func size(_ value: FramesJSON?, at path: @autoclosure () -> String) throws -> CGSize {
            let o = try object(value, at: path(), what: "an object with width and height")
            let w = try number(o["width"], at: path() + ".width"), h = try number(o["height"], at: path() + ".height")
            guard w >= 0 else { throw fail(path() + ".width", "must not be negative") }
            guard h >= 0 else { throw fail(path() + ".height", "must not be negative") }
            return CGSize(width: w, height: h)
        }

        func point(_ value: FramesJSON?, at path: @autoclosure () -> String) throws -> CGPoint {
            let o = try object(value, at: path(), what: "an object with x and y")
            return CGPoint(x: try number(o["x"], at: path() + ".x"), y: try number(o["y"], at: path() + ".y"))
        }

        func element(_ value: FramesJSON, at path: @autoclosure () -> String) throws -> LayoutAttributes {
            let o = try object(value, at: path(), what: "an element object")
            guard case .string(let categoryName)? = o["category"] else {
                throw fail(path() + ".category", o["category"] == nil ? "missing (cell, supplementary or decoration)"
                           : "expected a string: cell, supplementary or decoration")
            }
            guard let category = ElementCategory(rawValue: categoryName) else {
                throw fail(path() + ".category", "unknown category '\(categoryName)'; use cell, supplementary or decoration")
            }
            let kind: String
            switch o["elementKind"] {
            case nil where category == .cell: kind = cellElementKind
            case .string(let s)?: kind = s
            case nil: throw fail(path() + ".elementKind", "missing (a string)")
            default: throw fail(path() + ".elementKind", "expected a string")
            }
            let section = try integer(o["section"], at: path() + ".section")
            let item = try integer(o["item"], at: path() + ".item")
            let f = try object(o["frame"], at: path() + ".frame", what: "an object with x, y, width and height")
            let size = try self.size(f, at: path() + ".frame")
            let frame = CGRect(x: try number(f["x"], at: path() + ".frame.x"), y: try number(f["y"], at: path() + ".frame.y"),
                               width: size.width, height: size.height)
            let zIndex = try o["zIndex"].map { try integer($0, at: path() + ".zIndex") } ?? 0
            let alpha = try o["alpha"].map { try number($0, at: path() + ".alpha") } ?? 1
            var transform = CGAffineTransform.identity
            if let t = o["transform"] {
                guard case .array(let list) = t, list.count == 6 else {
                    throw fail(path() + ".transform", "expected [a, b, c, d, tx, ty]")
                }
                let v = try list.enumerated().map { try number($0.element, at: path() + ".transform[\($0.offset)]") }
                transform = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            }
            var hidden = false
            if let h = o["hidden"] {
                guard case .bool(let b) = h else { throw fail(path() + ".hidden", "expected true or false") }
                hidden = b
            }
            return LayoutAttributes(category: category, elementKind: kind, section: section, item: item, frame: frame,
                                    zIndex: zIndex, alpha: alpha, transform: transform, isHidden: hidden)
        }
    }
}
