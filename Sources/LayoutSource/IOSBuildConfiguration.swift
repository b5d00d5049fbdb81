import SwiftIfConfig
import SwiftSyntax

/// `#if` as an iOS build of the app reads it (issue 25): `os(iOS)`, `canImport(UIKit)` and Apple's other
/// frameworks, an arm64 device (`targetEnvironment(simulator)` false), Swift 6, `DEBUG` set as in a debug build.
/// SwiftIfConfig evaluates each condition; `SwiftSourceFile` then keeps only the active clauses.
struct IOSBuildConfiguration: BuildConfiguration {
    /// Modules an iOS app can import: Apple's SDK. An app's own packages are not known here (false).
    static let sdkModules: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "Dispatch", "SwiftUI", "Combine", "QuartzCore", "CoreFoundation",
        "ObjectiveC", "Darwin", "os", "CoreData", "CoreImage", "CoreText", "CoreLocation", "MapKit", "AVFoundation",
        "AVKit", "Photos", "PhotosUI", "WebKit", "StoreKit", "UserNotifications", "Observation", "OSLog", "Accelerate",
        "Metal", "MetalKit", "SafariServices", "LinkPresentation", "UniformTypeIdentifiers", "CoreHaptics", "Swift",
        "_Concurrency", "XCTest",
    ]
    static let customConditions: Set<String> = ["DEBUG"]

    func isCustomConditionSet(name: String) -> Bool { Self.customConditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.sdkModules.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }

    /// `text` with every inactive `#if` clause and every `#if`/`#elseif`/`#else`/`#endif` line blanked with
    /// spaces (newlines kept, so every line and column stays where it was), or nil when it has no `#if`.
    static func activeText(of tree: SourceFileSyntax, bytes: [UInt8]) -> [UInt8]? {
        final class Finder: SyntaxVisitor {
            var blanks: [Range<Int>] = []
            let configuration = IOSBuildConfiguration()
            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = node.endPositionBeforeTrailingTrivia.utf8Offset
                guard let active = node.activeClause(in: configuration).clause, let elements = active.elements else {
                    blanks.append(start..<end)
                    return .skipChildren
                }
                blanks.append(start..<elements.position.utf8Offset)
                blanks.append(elements.endPosition.utf8Offset..<end)
                walk(elements)   // nested `#if` inside the active clause
                return .skipChildren
            }
        }
        guard bytes.contains(35) else { return nil }   // no '#': nothing to do
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.blanks.isEmpty else { return nil }
        var out = bytes
        for r in finder.blanks where r.lowerBound < r.upperBound {
            for i in r where out[i] != 10 && out[i] != 13 { out[i] = 32 }
        }
        return out
    }
}
