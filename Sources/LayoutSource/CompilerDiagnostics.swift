import Foundation

/// One diagnostic of the Swift compiler, as it serialized it (`-serialize-diagnostics`): the compile step reads the
/// compiler's errors as these values — severity, file, line, column, message — never from the text it prints, so a
/// message or a source line that looks like a diagnostic (`x.swift:1:1: error: …` in a comment the compiler quotes)
/// is only text. A diagnostic at a `#sourceLocation` is at the user's file and line.
struct CompilerDiagnostic: Equatable, Sendable {
    enum Severity: UInt64, Sendable { case ignored = 0, note = 1, warning = 2, error = 3, fatal = 4, remark = 5 }
    var severity: Severity
    /// The file as the compiler names it (a `#sourceLocation` file, or a generated file's path); "" for none.
    var file: String
    var line: Int
    var column: Int
    var message: String
    /// The notes attached to it (`note: … declared here`).
    var notes: [CompilerDiagnostic] = []

    var isError: Bool { severity == .error || severity == .fatal }

    /// `file:line:col: error: message` — the line the compiler prints for it (without a place, `error: message`).
    var text: String {
        let word: String
        switch severity {
        case .error, .fatal: word = "error"
        case .warning: word = "warning"
        case .note: word = "note"
        case .remark: word = "remark"
        case .ignored: word = "ignored"
        }
        return (file.isEmpty ? "" : "\(file):\(line):\(column): ") + word + ": " + message
    }
}

/// Reads the compiler's serialized diagnostics: LLVM's bitstream container (the format clang and swiftc share —
/// magic `DIAG`; a block-info block of abbreviations; one diagnostic block per diagnostic, its notes as blocks
/// inside it; file names as records that the diagnostics refer to by number). Bounded: a file larger than
/// `maxBytes`, nesting deeper than `maxDepth` or a record that runs past the end is `Malformed`, never a trap.
enum SerializedDiagnostics {
    struct Malformed: Error, Equatable { var reason: String }

    static let maxBytes = 64 << 20
    static let maxDepth = 32

    /// The diagnostics of one file, in the order the compiler wrote them.
    static func read(_ data: Data) throws -> [CompilerDiagnostic] {
        guard data.count <= maxBytes else { throw Malformed(reason: "larger than \(maxBytes >> 20) MiB") }
        let bytes = [UInt8](data)
        guard bytes.count >= 4, bytes[0..<4] == [0x44, 0x49, 0x41, 0x47] else { throw Malformed(reason: "not serialized diagnostics") }
        var reader = Reader(bits: BitCursor(bytes: bytes, position: 32))
        return try reader.top()
    }

    // MARK: the bitstream

    /// How a field of an abbreviated record is written.
    enum Operand: Equatable {
        case literal(UInt64), fixed(Int), vbr(Int), array, char6, blob
    }

    /// A record: its code, its values, and its blob when it has one.
    struct Record {
        var code: UInt64
        var values: [UInt64]
        var blob: [UInt8]?
    }

    /// Bits LSB first, as the bitstream's little-endian 32-bit words hold them.
    struct BitCursor {
        let bytes: [UInt8]
        var position: Int
        var remaining: Int { bytes.count * 8 - position }

        mutating func fixed(_ width: Int) throws -> UInt64 {
            guard width >= 0, width <= 64 else { throw Malformed(reason: "a field \(width) bits wide") }
            guard width <= remaining else { throw Malformed(reason: "ends inside a field") }
            var value: UInt64 = 0
            for i in 0..<width {
                let bit = position + i
                if (bytes[bit >> 3] >> UInt8(bit & 7)) & 1 == 1 { value |= 1 << UInt64(i) }
            }
            position += width
            return value
        }

        mutating func vbr(_ width: Int) throws -> UInt64 {
            guard width >= 2, width <= 32 else { throw Malformed(reason: "a variable-width field of \(width) bits") }
            let more: UInt64 = 1 << UInt64(width - 1)
            var value: UInt64 = 0, shift: UInt64 = 0
            while true {
                let chunk = try fixed(width)
                guard shift < 64 else { throw Malformed(reason: "a number longer than 64 bits") }
                value |= (chunk & (more - 1)) << shift
                if chunk & more == 0 { return value }
                shift += UInt64(width - 1)
            }
        }

        mutating func align32() throws {
            let aligned = (position + 31) & ~31
            guard aligned <= bytes.count * 8 else { throw Malformed(reason: "ends inside its padding") }
            position = aligned
        }
    }

    /// The bitstream's reserved abbreviation ids and the diagnostics format's block and record codes.
    enum Code {
        static let endBlock: UInt64 = 0, enterBlock: UInt64 = 1, defineAbbreviation: UInt64 = 2, unabbreviated: UInt64 = 3
        static let blockInfo: UInt64 = 0, setBlockID: UInt64 = 1
        static let diagnosticBlock: UInt64 = 9
        static let diagnostic: UInt64 = 2, fileName: UInt64 = 6
    }

    struct Reader {
        var bits: BitCursor
        /// Abbreviations the block-info block defines, by the block they are for.
        var shared: [UInt64: [[Operand]]] = [:]
        var files: [UInt64: String] = [:]

        /// The top level: blocks until the end of the file (each ends on a 32-bit boundary; a shorter tail is
        /// padding).
        mutating func top() throws -> [CompilerDiagnostic] {
            var out: [CompilerDiagnostic] = []
            while bits.remaining >= 32 {
                let id = try bits.fixed(2)
                guard id == Code.enterBlock else { throw Malformed(reason: "abbreviation \(id) outside a block") }
                let block = try enter()
                if let d = try self.block(block.id, width: block.width, end: block.end, depth: 0) { out.append(d) }
            }
            return out
        }

        /// The header of a block just entered: its id, its abbreviation width and where it ends.
        mutating func enter() throws -> (id: UInt64, width: Int, end: Int) {
            let id = try bits.vbr(8)
            let width = Int(try bits.vbr(4))
            guard width >= 1, width <= 32 else { throw Malformed(reason: "an abbreviation width of \(width)") }
            try bits.align32()
            let words = Int(try bits.fixed(32))
            let end = bits.position + words * 32
            guard words >= 0, end <= bits.bytes.count * 8 else { throw Malformed(reason: "a block longer than the file") }
            return (id, width, end)
        }

        /// Reads a block to its end; a diagnostic block gives its diagnostic (with its notes), others nil.
        mutating func block(_ id: UInt64, width: Int, end: Int, depth: Int) throws -> CompilerDiagnostic? {
            guard depth < maxDepth else { throw Malformed(reason: "blocks nested deeper than \(maxDepth)") }
            var abbreviations = shared[id] ?? []
            var infoTarget: UInt64?
            var diagnostic: CompilerDiagnostic?
            var notes: [CompilerDiagnostic] = []
            while true {
                guard bits.position < end else { throw Malformed(reason: "a block without its end") }
                let abbreviation = try bits.fixed(width)
                switch abbreviation {
                case Code.endBlock:
                    try bits.align32()
                    guard var d = diagnostic else { return nil }
                    d.notes = notes
                    return d
                case Code.enterBlock:
                    let inner = try enter()
                    if let note = try self.block(inner.id, width: inner.width, end: inner.end, depth: depth + 1) {
                        notes.append(note)
                    }
                case Code.defineAbbreviation:
                    let operands = try defineAbbreviation()
                    if id == Code.blockInfo {
                        guard let target = infoTarget else { throw Malformed(reason: "an abbreviation before its block's id") }
                        shared[target, default: []].append(operands)
                    } else {
                        abbreviations.append(operands)
                    }
                default:
                    let record: Record
                    if abbreviation == Code.unabbreviated {
                        record = try unabbreviated()
                    } else {
                        let index = Int(abbreviation) - 4
                        guard index >= 0, index < abbreviations.count else { throw Malformed(reason: "abbreviation \(abbreviation) not defined") }
                        record = try read(abbreviations[index])
                    }
                    if id == Code.blockInfo {
                        if record.code == Code.setBlockID, let target = record.values.first { infoTarget = target }
                        continue
                    }
                    switch record.code {
                    case Code.fileName:
                        guard record.values.count >= 1 else { throw Malformed(reason: "a file name without its number") }
                        files[record.values[0]] = text(record, after: 4)
                    case Code.diagnostic where id == Code.diagnosticBlock:
                        guard record.values.count >= 4, let severity = CompilerDiagnostic.Severity(rawValue: record.values[0])
                        else { throw Malformed(reason: "a diagnostic record without severity and place") }
                        let file = record.values[1] == 0 ? "" : (files[record.values[1]] ?? "")
                        diagnostic = CompilerDiagnostic(severity: severity, file: file, line: Int(clamping: record.values[2]),
                                                        column: Int(clamping: record.values[3]), message: text(record, after: 8))
                    default:
                        continue  // source ranges, fix-its, categories, flags, the version: not needed
                    }
                }
            }
        }

        /// A record's text: its blob, or (unabbreviated) the values after the first `after` as characters.
        func text(_ record: Record, after: Int) -> String {
            if let blob = record.blob { return String(decoding: blob, as: UTF8.self) }
            let chars = record.values.dropFirst(after).map { UInt8(truncatingIfNeeded: $0) }
            return String(decoding: chars, as: UTF8.self)
        }

        mutating func defineAbbreviation() throws -> [Operand] {
            let count = Int(try bits.vbr(5))
            guard count >= 1, count <= 64 else { throw Malformed(reason: "an abbreviation of \(count) operands") }
            var operands: [Operand] = []
            for _ in 0..<count {
                if try bits.fixed(1) == 1 {
                    operands.append(.literal(try bits.vbr(8)))
                    continue
                }
                switch try bits.fixed(3) {
                case 1: operands.append(.fixed(Int(try bits.vbr(5))))
                case 2: operands.append(.vbr(Int(try bits.vbr(5))))
                case 3: operands.append(.array)
                case 4: operands.append(.char6)
                case 5: operands.append(.blob)
                case let e: throw Malformed(reason: "an operand encoding \(e)")
                }
            }
            return operands
        }

        mutating func unabbreviated() throws -> Record {
            let code = try bits.vbr(6)
            let count = Int(try bits.vbr(6))
            // Each value takes 6 bits at least: a count the rest of the file cannot hold is refused before the loop.
            guard count <= bits.remaining / 6 else { throw Malformed(reason: "a record longer than the file") }
            var values: [UInt64] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try bits.vbr(6)) }
            return Record(code: code, values: values, blob: nil)
        }

        mutating func scalar(_ operand: Operand) throws -> UInt64 {
            switch operand {
            case .literal(let v): return v
            case .fixed(let w): return try bits.fixed(w)
            case .vbr(let w): return w == 0 ? 0 : try bits.vbr(w)
            case .char6:
                let v = try bits.fixed(6)
                let table = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._".utf8)
                return UInt64(table[Int(v)])
            case .array, .blob: throw Malformed(reason: "an array or blob inside an array")
            }
        }

        mutating func read(_ operands: [Operand]) throws -> Record {
            var values: [UInt64] = []
            var blob: [UInt8]?
            var i = 0
            while i < operands.count {
                switch operands[i] {
                case .array:
                    guard i + 1 < operands.count else { throw Malformed(reason: "an array without its element") }
                    let count = Int(try bits.vbr(6))
                    guard count <= bits.remaining else { throw Malformed(reason: "an array longer than the file") }
                    for _ in 0..<count { values.append(try scalar(operands[i + 1])) }
                    i += 2
                    continue
                case .blob:
                    let count = Int(try bits.vbr(6))
                    try bits.align32()
                    guard count <= bits.remaining / 8 else { throw Malformed(reason: "a blob longer than the file") }
                    let start = bits.position >> 3
                    blob = Array(bits.bytes[start..<start + count])
                    bits.position += count * 8
                    try bits.align32()
                default:
                    values.append(try scalar(operands[i]))
                }
                i += 1
            }
            guard let code = values.first else { throw Malformed(reason: "a record without its code") }
            return Record(code: code, values: Array(values.dropFirst()), blob: blob)
        }
    }
}
