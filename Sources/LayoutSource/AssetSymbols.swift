import Foundation
import LayoutSystem

/// The asset symbols Xcode generates from a module's asset catalogs (Xcode 15 and later): a colour set
/// `GradientBottom.colorset` is `ColorResource.gradientBottom` and `UIColor.gradientBottom`, an image set
/// `Logo.imageset` is `ImageResource.logo` and `UIImage.logo`. App code names them (`UIColor(resource:
/// .gradientBottom)`, `.background`), and no Swift file declares them; the generated program declares the ones its
/// code names (`declarations`), a placeholder colour and image each (LayoutUIKit's `AssetResources.swift`).
///
/// The name: the asset's name in lower camel case — words split at anything but letters and digits, the first
/// letter lowercased —, without a trailing "Color" or "Image" (`AccentColor` → `accent`); a name starting with a
/// digit gets a `_`. A name UIKit's colour or image already has (`red`, `label`) is not generated (Xcode refuses
/// it too), nor one the module itself declares.
enum AssetSymbols {
    struct Catalog: Equatable {
        var colors: [String: String] = [:]   // symbol → asset name
        var images: [String: String] = [:]
    }

    /// The asset catalogs (`.xcassets`) below `root`, read once per process and root; at most `maxEntries` names are
    /// walked (a root that is really a home folder gives none).
    static func catalog(under root: String) -> Catalog {
        Catalogs.shared.catalog(under: root)
    }

    static let maxEntries = 60_000

    /// The catalogs read, by root, for this process.
    final class Catalogs: @unchecked Sendable {
        static let shared = Catalogs()
        private var read: [String: Catalog] = [:]
        private let lock = NSLock()

        func catalog(under root: String) -> Catalog {
            lock.lock(); defer { lock.unlock() }
            if let known = read[root] { return known }
            let found = AssetSymbols.read(root)
            read[root] = found
            return found
        }
    }

    static func read(_ root: String) -> Catalog {
        var catalogs: [String] = []
        _ = try? TreeWalk.walk(root, limit: maxEntries, skipped: { entry in
            if entry.name.hasSuffix(".xcassets") { catalogs.append(entry.path) }
        }, file: { _ in })
        var out = Catalog()
        for catalog in catalogs {
            // Inside a catalog, groups are plain folders; `.colorset` / `.imageset` folders are the assets.
            _ = try? TreeWalk.walk(catalog, limit: maxEntries, enter: { entry in
                if entry.name.hasSuffix(".colorset") || entry.name.hasSuffix(".imageset") {
                    let asset = (entry.name as NSString).deletingPathExtension
                    if let symbol = symbol(for: asset) {
                        if entry.name.hasSuffix(".colorset") { out.colors[symbol] = out.colors[symbol] ?? asset }
                        else { out.images[symbol] = out.images[symbol] ?? asset }
                    }
                    return false
                }
                return true
            }, file: { _ in })
        }
        return out
    }

    /// Xcode's symbol for an asset's name, or nil when nothing is left of it.
    static func symbol(for asset: String) -> String? {
        let words = asset.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard var first = words.first else { return nil }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var name = ([first] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
        for suffix in ["Color", "Image"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        if let c = name.first, c.isNumber { name = "_" + name }
        return name.isEmpty ? nil : name
    }

    /// UIKit's own colour and image names (this package's `UIColor` and `UIImage`): never generated.
    static let platformNames: Set<String> = [
        "clear", "black", "white", "darkGray", "lightGray", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint",
        "systemTeal", "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel",
        "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "link", "tintColor", "placeholderText", "lightText", "darkText",
        "remove", "add", "checkmark", "actions", "strokedCheckmark", "init", "self", "Type",
    ]

    /// The declarations for the symbols `mentioned` names that `catalog` has and nobody else declares.
    static func declarations(_ catalog: Catalog, mentioned: Set<String>, declared: (String) -> Bool) -> String {
        var out = ""
        for (symbol, asset) in catalog.colors.sorted(by: { $0.key < $1.key })
        where mentioned.contains(symbol) && !platformNames.contains(symbol) && !declared(symbol) {
            // Declared in backticks: an asset may be named as a keyword is (`default`), as Xcode's symbols then are.
            out += "extension ColorResource { static let `\(symbol)` = ColorResource(name: \(ProgramGenerator.literal(asset)), bundle: .main) }\n"
                + "extension UIColor { static var `\(symbol)`: UIColor { UIColor(resource: .`\(symbol)`) } }\n"
        }
        for (symbol, asset) in catalog.images.sorted(by: { $0.key < $1.key })
        where mentioned.contains(symbol) && !platformNames.contains(symbol) && !declared(symbol) && catalog.colors[symbol] == nil {
            out += "extension ImageResource { static let `\(symbol)` = ImageResource(name: \(ProgramGenerator.literal(asset)), bundle: .main) }\n"
                + "extension UIImage { static var `\(symbol)`: UIImage { UIImage(resource: .`\(symbol)`) } }\n"
        }
        return out
    }
}
