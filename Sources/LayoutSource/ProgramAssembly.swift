import Foundation
import LayoutSourceHost
import SwiftSyntax

/// The front end's generate step: the program for the layouts asked for (`ProgramGenerator`, from what their
/// dependency closure takes), and the types outside the module a failed compile names, to stand in for.
extension SwiftLayoutSet {
    /// The generated program for `chosen` layouts of the set (all callable ones when nil). Only what they use is
    /// taken, so the program grows with the layouts asked for, not with the files (issue 25).
    func program(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:]) throws -> ProgramGenerator.Program {
        try generator(for: chosen, standIns: standIns).program()
    }

    func generator(for chosen: [LayoutDeclaration]? = nil, standIns: [String: Int] = [:],
                   unavailablePlatformTypes: Set<String> = [], uncompiled: [UncompiledCode.Body] = [],
                   unknownAttributes: Set<String> = [], configuringMembers: Set<String> = []) throws -> ProgramGenerator {
        var seeds: [DeclarationIndex.Node] = []
        var names: [(String, Int)] = []
        let wanted = found.filter { f in f.declaration.notCallable == nil && (chosen?.contains(f.declaration) ?? true) }
        for f in wanted {
            let s = LayoutSearch.seeds(of: f)
            seeds += s.nodes
            names += s.names.map { ($0, f.file) }
        }
        let closure = DependencyClosure(index: index, seeds: seeds, extraNames: names, unavailablePlatformTypes: unavailablePlatformTypes)
        var generator = ProgramGenerator(files: files, index: index, closure: closure, layouts: wanted, standIns: standIns)
        generator.uncompiled = uncompiled
        generator.unknownAttributes = unknownAttributes
        generator.configuringMembers = configuringMembers
        generator.sectionLists = ProgramGenerator.sectionLists(of: wanted, index: index)
        generator.itemLists = ProgramGenerator.itemLists(of: wanted, index: index)
        generator.optionalProperties = generator.madeOptionalProperties()
        // Xcode's asset symbols the code names, from the catalogs below the module's folder (the files' common one).
        if files.count > 1, let root = Self.commonFolder(of: files.map(\.path)) {
            generator.assetDeclarations = AssetSymbols.declarations(AssetSymbols.catalog(under: root),
                                                                    mentioned: generator.mentionedNames(),
                                                                    declared: { !(index.byName[$0] ?? []).isEmpty })
        }
        try generator.check()
        return generator
    }

    /// The deepest folder holding every one of `paths` (absolute), nil when only `/` does.
    static func commonFolder(of paths: [String]) -> String? {
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
        guard var common = absolute.first.map({ ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) })
        else { return nil }
        for p in absolute.dropFirst() {
            let parts = (p as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? nil : "/" + common.joined(separator: "/")
    }

    /// The layouts' own declarations (and an expression layout's statements), by file: a compile error there is
    /// the layout's, never left out (`UncompiledCode`).
    func ownCode(of chosen: [LayoutDeclaration]?) -> [Int: [Range<Int>]] {
        var out: [Int: [Range<Int>]] = [:]
        for f in found where f.declaration.notCallable == nil && (chosen?.contains(f.declaration) ?? true) {
            let parts = (f.node.map { [$0.syntax] } ?? []) + f.expressionParts
            for p in parts {
                out[f.file, default: []].append(p.positionAfterSkippingLeadingTrivia.utf8Offset..<p.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        return out
    }

    /// The names of the types a failed compile could not find (`cannot find type 'X' in scope`), in order.
    static func missingTypes(in diagnostics: [CompilerDiagnostic]) -> [String] {
        diagnostics.compactMap(missingType)
    }

    /// The type one diagnostic could not find (`cannot find type 'X' in scope`), or nil.
    static func missingType(_ d: CompilerDiagnostic) -> String? {
        let prefix = "cannot find type '"
        guard d.isError, d.message.hasPrefix(prefix) else { return nil }
        let rest = d.message.dropFirst(prefix.count)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// The type and member of a `value of type 'T' has no member 'm'` error.
    static func lackingMember(_ d: CompilerDiagnostic) -> (type: String, member: String)? {
        let prefix = "value of type '"
        guard d.isError, d.message.hasPrefix(prefix), d.message.hasSuffix("'"),
              let range = d.message.range(of: "' has no member '") else { return nil }
        return (String(d.message[d.message.index(d.message.startIndex, offsetBy: prefix.count)..<range.lowerBound]),
                String(d.message[range.upperBound...].dropLast()))
    }

    /// UIKit's names a failed compile could not find (`cannot find type 'UITableViewCell'`) that the program takes
    /// through the module's extensions of them: compiled again without those extensions (`compiled`). A name the
    /// layout's own code uses stays the compiler's error, said as a part of UIKit layout programs lack.
    func unavailablePlatformTypes(in diagnostics: [CompilerDiagnostic], closure: DependencyClosure) -> Set<String> {
        Set(Self.missingTypes(in: diagnostics).filter { name in
            ProgramGenerator.isPlatformName(name) && index.nodes.contains { node in
                node.parent == nil && node.kind == .extensionDecl && closure.contains(node)
                    && node.extendedType.map { String($0.split(separator: ".").first ?? "") } == name
            }
        })
    }

    /// Types a failed compile could not find that no file of the module declares and that are not the platform's
    /// (a pod's, a package's outside the tree, an Objective-C framework's), with their generic arity as the code
    /// writes them: what `compiled` stands in for before compiling again. A misspelt platform name (`CGFlaot`) is
    /// never stood in for: it stays the compiler's error.
    ///
    /// A name with a platform prefix (`NSFetchRequest`, `CFNotificationName`'s kin) is stood in for too when the file
    /// that names it imports an Apple framework layout programs lack (Core Data, Photos…) and the place is not the
    /// layouts' own code (`own`): it is that framework's, not a misspelling of Foundation's.
    func foreignTypes(in diagnostics: [CompilerDiagnostic], own: [Int: [Range<Int>]] = [:]) -> [String: Int] {
        var out: [String: Int] = [:]
        for d in diagnostics {
            guard let name = Self.missingType(d), let first = name.first, first.isUppercase,
                  !ProgramGenerator.isPlatformName(name) || frameworkName(name, at: d, own: own),
                  // Declared at file level by the module: the app's own (an error of its own code). A nested
                  // `typealias Reactor = FeedReactor` does not name a file-level type.
                  !(index.byName[name] ?? []).contains(where: { $0.parent == nil && ($0.kind.isContainer && $0.kind != .extensionDecl || $0.kind == .typeAlias) })
            else { continue }
            out[name] = genericArity(of: name)
        }
        return out
    }

    /// Whether a platform-prefixed name the compiler could not find belongs to a framework the diagnostic's file
    /// imports and layout programs lack, outside the layouts' own code (`foreignTypes`).
    private func frameworkName(_ name: String, at d: CompilerDiagnostic, own: [Int: [Range<Int>]]) -> Bool {
        guard !name.hasPrefix("UI"), let i = files.firstIndex(where: { $0.path == d.file }),
              !files[i].unavailableImports.isEmpty else { return false }
        let offset = files[i].converter.position(ofLine: d.line, column: d.column).utf8Offset
        return !(own[i] ?? []).contains { $0.contains(offset) }
    }

    /// Members a failed compile says UIKit's objects lack (`value of type 'UILabel' has no member 'then'`) where the
    /// code calls them with one closure and nothing else (`UILabel().then { $0.text = "…" }`, `view.do { … }`) in a
    /// module that imports a module layout programs lack — the configuring helpers packages add to `NSObject` (Then's
    /// `then`): stood in for by a method that runs the closure on the object and returns it
    /// (`ProgramGenerator.configuringMembers`). Any file of the module counts: Swift shows the extensions of a module
    /// one file imports in every file (apps import Then once, in `AppDelegate.swift`). Any other use of a missing
    /// member stays the compiler's error (or code left out unless run, `UncompiledCode`); a module importing only what
    /// programs have never gets one.
    func configuringMembers(in diagnostics: [CompilerDiagnostic]) -> Set<String> {
        var out: Set<String> = []
        lazy var importsForeign = files.contains { !$0.unavailableImports.isEmpty }
            || (module?.paths ?? []).contains { ModuleScope.importedModules(of: $0).contains { !ProgramGenerator.keptImports.contains($0) } }
        for d in diagnostics {
            guard let (type, name) = Self.lackingMember(d), ProgramGenerator.isPlatformName(type) || ProgramGenerator.knownInheritance.contains(type)
                    || (index.byTypePath[type]?.contains { $0.kind == .classType } ?? false),
                  let file = files.first(where: { $0.path == d.file }), importsForeign else { continue }
            guard let token = file.tree.token(at: file.converter.position(ofLine: d.line, column: d.column)) else { continue }
            var node: Syntax? = Syntax(token)
            var member: MemberAccessExprSyntax?
            for _ in 0..<3 {
                guard let n = node else { break }
                if let m = n.as(MemberAccessExprSyntax.self) { member = m; break }
                node = n.parent
            }
            guard let m = member, m.declName.baseName.text == name, m.base != nil,
                  let call = m.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == m.id,
                  call.additionalTrailingClosures.isEmpty else { continue }
            let closure: ClosureExprSyntax? = call.arguments.isEmpty ? call.trailingClosure
                : call.arguments.count == 1 && call.arguments.first?.label == nil && call.trailingClosure == nil
                    ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil
            guard let c = closure else { continue }
            let parameters: Int = {
                guard let clause = c.signature?.parameterClause else { return 0 }
                switch clause {
                case .simpleInput(let list): return list.count
                case .parameterClause(let p): return p.parameters.count
                }
            }()
            if parameters <= 1 { out.insert(name) }
        }
        return out
    }

    /// The runtime's own public names that are no platform name (`SectionModel`, `ItemModel`, `Device`): layout
    /// programs import LayoutEngine and the runtime, so a type of a pod the app uses with one of these names
    /// (RxDataSources' `SectionModel<Section, Item>`) would bind to ours and fail as "cannot specialize non-generic
    /// type". Not listed: what layout code is meant to write — the list rows it states (`configuration.content.rows =
    /// ListRowContent(…)`, `ListContent`) and Xcode's asset symbols' `ColorResource`/`ImageResource`. Held to the
    /// sources by `ExportedNamesTests`.
    static let runtimeOwnNames: Set<String> = [
        "BoundaryItemModel", "BoxEdge", "CellContentPlan", "ColorNotation", "ConfigurationModel", "CustomGroupProvider",
        "CustomItem", "DecorationModel", "Device", "DeviceOrientation", "DeviceScreen", "DynamicTypeStyle",
        "EdgeSpacing", "ElementCategory", "ElementKey", "GroupBox", "GroupDebugInfo", "GroupModel", "HostRequest",
        "IOSVersion", "InsetRegion", "ItemDebugInfo", "ItemModel", "ItemSeparatorHandlerBox", "LayoutAnchor",
        "LayoutArguments", "LayoutAttributes", "LayoutAxis", "LayoutContainer", "LayoutDebugInfo", "LayoutDeclaration",
        "LayoutDimension", "LayoutElements", "LayoutEntry", "LayoutEnvironment", "LayoutError", "LayoutHost",
        "LayoutInput", "LayoutLimits", "LayoutModel", "LayoutParameter", "LayoutResult", "LayoutSpacing", "LayoutTrace",
        "LeafSlotBudget", "ListContentMetrics", "ListLabelLayout", "ListMetrics", "ListSectionStyle", "ListTextLayout",
        "MainAxisScroll", "MissingRuntimeData", "ModelPath", "NumberText", "OrthogonalRestPositions",
        "OrthogonalScrollingProperties", "RecordedLayout", "RecordedPresentation", "RegisteredListContent",
        "RuntimeDependency", "ScreenEnvironment", "SectionDebugInfo", "SectionGeometry", "SectionKindNames",
        "SectionModel", "SizeCallout", "SizeSpec", "SourceAdvice", "SourceAnswer", "SourceBatchRequest",
        "SourcePlaceRequest", "SourceReply", "SourceRequest", "SpacingKind", "SpacingRegion", "StringText",
        "SupplementaryModel", "UnknownDeviceError", "ViewRequest", "VisibleItemsInvalidationHandler"
    ]

    /// The runtime's own names the program's code mentions that no file of the module declares: stood in for up front
    /// (a stand-in declared in the program shadows the imported name), with the arity the code writes.
    func shadowedRuntimeNames(mentioned: Set<String>) -> [String: Int] {
        var out: [String: Int] = [:]
        for name in Self.runtimeOwnNames.intersection(mentioned)
        where !(index.byName[name] ?? []).contains(where: { $0.parent == nil && $0.kind != .extensionDecl }) {
            out[name] = genericArity(of: name)
        }
        return out
    }

    /// How many generic arguments the module's code writes after `name` (`Store<State, Action>` → 2), 0 if none.
    private func genericArity(of name: String) -> Int {
        final class Finder: SyntaxVisitor {
            let name: String
            var arity: Int?
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, let g = node.genericArgumentClause { arity = arity ?? g.arguments.count }
                return .visitChildren
            }
        }
        let finder = Finder(name)
        for file in files where file.text.contains(name + "<") {
            finder.walk(file.tree)
            if finder.arity != nil { break }
        }
        return finder.arity ?? 0
    }

    /// The generated program's source for these layouts (all files, each under its name), as compiled.
    public func generatedSource(for layouts: [LayoutDeclaration]? = nil) throws -> String {
        try program(for: layouts).files.map { "// \($0.name)\n\($0.text)" }.joined(separator: "\n")
    }

}
