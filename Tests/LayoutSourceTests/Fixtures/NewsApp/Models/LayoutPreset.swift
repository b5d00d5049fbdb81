import Foundation

// A preset the app decodes from its configuration file: `Codable` with its own keys and decoder.

struct LayoutPreset: Codable {
    let rowHeight: CGFloat
    let columns: Int

    static let standard = LayoutPreset(rowHeight: 120, columns: 2)

    enum CodingKeys: String, CodingKey {
        case rowHeight = "row_height"
        case columns
    }
}

extension LayoutPreset {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rowHeight: try container.decode(CGFloat.self, forKey: .rowHeight),
                  columns: try container.decode(Int.self, forKey: .columns))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rowHeight, forKey: .rowHeight)
        try container.encode(columns, forKey: .columns)
    }
}
