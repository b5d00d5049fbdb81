import SwiftSyntax

/// Writes the Swift program that evaluates the layouts of a set of files (docs/swift-sources.md).
///
/// Each user file becomes one generated file: the user's text with everything the layouts do not use blanked
/// out (spaces keep every line and column where it was), under `#sourceLocation(file: "Feed.swift", line: 1)`, so
/// compiler errors name the user's file and line. Each file keeps its own `private` scope. After the user's text
/// come the thunks that call each layout, written in the same file so they can reach `private` declarations.
struct ProgramGenerator {
    struct Program {
        /// File name → contents; `main.swift` calls `LayoutHost.main` (through `__LayoutRender`).
        var files: [(name: String, text: String)]
    }

    /// Attributes that need Objective-C or Interface Builder; meaningless for layout and absent on Linux. And
    /// `@MainActor`: UIKit's classes are main-actor isolated in the SDK, the stand-ins are not (a layout program runs
    /// on one thread), so an app's `@MainActor required init?(coder:)` or `@MainActor` type would differ in isolation
    /// from the stand-in it overrides or extends.
    static let droppedAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
                                                 "NSManaged", "UIApplicationMain", "main", "IBSegueAction", "objcMembers",
                                                 "MainActor"]
    /// Property wrappers and attributes of modules layout programs lack (`@Published` of Combine, a pod's `@Injected`):
    /// a failed compile's "unknown attribute" names them (`SwiftLayoutSet.compiled`), and they are dropped as the
    /// Objective-C ones are — the property keeps its type and value, and code using the wrapper's projection
    /// (`$name`) is left out unless run (`UncompiledCode`).
    var unknownAttributes: Set<String> = []

    func dropped(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return Self.droppedAttributes.contains(name) || unknownAttributes.contains(name)
    }

    /// The names a failed compile calls unknown attributes (`unknown attribute 'Published'`).
    static func unknownAttributes(in diagnostics: [CompilerDiagnostic]) -> Set<String> {
        let prefix = "unknown attribute '"
        return Set(diagnostics.compactMap { d -> String? in
            guard d.isError, d.message.hasPrefix(prefix) else { return nil }
            let rest = d.message.dropFirst(prefix.count)
            return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
        })
    }

    /// Members a failed compile found missing on UIKit's objects that the code calls as configuring calls
    /// (`UILabel().then { $0.text = "…" }`, `ProgramAssembly.configuringMembers`): each stood in for by a method of
    /// every `NSObject` that runs the closure on the object and returns it.
    var configuringMembers: Set<String> = []

    /// The stand-ins of `configuringMembers`: one protocol `NSObject` conforms to, each member in its extension
    /// (`Self` is the object's own type, so `lazy var list = UICollectionView(…).then { … }` keeps its type).
    func configuringDeclarations() -> String {
        guard !configuringMembers.isEmpty else { return "" }
        return "// Configuring calls the module's code makes on UIKit's objects, declared in no Swift file of the module (a\n"
            + "// package's extension): each runs its closure on the object and returns the object.\n"
            + "public protocol __LayoutRenderConfiguring {}\nextension NSObject: __LayoutRenderConfiguring {}\n"
            + "extension __LayoutRenderConfiguring where Self: AnyObject {\n"
            + configuringMembers.sorted().map { name in
                "    @discardableResult public func \(name)(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }\n"
            }.joined() + "}\n"
    }

    /// Modules a layout file may import that exist here; other imports (an app's own pods) are dropped.
    static let keptImports: Set<String> = ["Foundation", "UIKit", "Dispatch"]
    /// Inherited names kept on taken types: the standard library's and this package's UIKit classes. Others
    /// (delegate protocols, app protocols not taken) are dropped with their conformance.
    static let knownInheritance: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
        "Character", "Double", "Float", "CGFloat", "Bool", "Hashable", "Equatable", "Comparable", "CaseIterable",
        "Codable", "Encodable", "Decodable", "Sendable", "Identifiable", "CustomStringConvertible", "RawRepresentable",
        "Error", "AnyObject", "NSObject", "CodingKey", "CustomDebugStringConvertible", "LocalizedError", "OptionSet",
        "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "Strideable", "SetAlgebra",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral", "ExpressibleByDictionaryLiteral", "AdditiveArithmetic",
        "Numeric", "SignedNumeric", "BinaryInteger", "FloatingPoint", "BinaryFloatingPoint", "UIViewController", "UICollectionViewController", "UIView",
        "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionViewLayout",
        "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection", "UICollectionViewDiffableDataSource",
        "UICollectionView", "UIControl", "UIRefreshControl", "UIActivityIndicatorView", "UIButton",
        // Every other class and protocol LayoutUIKit and the engine's UIKit facade declare (held to their sources by
        // UIKitObjectTests): a subclass or conformance of one is kept as written.
        "UIBarAppearance", "UIBarButtonItemAppearance", "UIBarButtonItemStateAppearance", "UINavigationBar",
        "UINavigationBarAppearance", "UINavigationController", "UINavigationControllerDelegate", "UITabBar",
        "UITabBarAppearance", "UITabBarController", "UITabBarControllerDelegate", "UITabBarItem", "UITabBarItemAppearance",
        "UITabBarItemStateAppearance", "UIScene", "UIWindowScene", "UIWindow", "UIStatusBarManager", "UISceneDelegate",
        "UIWindowSceneDelegate",
        "CALayer", "CATransaction", "NSCollectionLayoutAnchor", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing",
        "NSCollectionLayoutGroup", "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutItem",
        "NSCollectionLayoutSize", "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem",
        "NSLayoutAnchor", "NSLayoutConstraint", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "NSMutableParagraphStyle", "NSParagraphStyle", "NSStringDrawingContext", "UIAction", "UIApplication",
        "UIBarButtonItem", "UIBarItem", "UIBlurEffect", "UICollectionLayoutSectionOrthogonalScrollingProperties",
        "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewFlowLayout",
        "UICollectionViewLayoutAttributes", "UICollectionViewTransitionLayout", "UIContentConfiguration",
        "UIContextMenuConfiguration", "UIContextMenuInteraction", "UIContextMenuInteractionDelegate", "UIDevice",
        "UIFont", "UIGestureRecognizer", "UIImage", "UIImageView", "UILabel", "UILayoutGuide",
        "UILongPressGestureRecognizer", "UIMenu", "UIMenuElement", "UINavigationItem", "UINib", "UIPageControl",
        "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIProgressView", "UIRotationGestureRecognizer",
        "UIScreen", "UIScreenEdgePanGestureRecognizer", "UIScrollView", "UIScrollViewDelegate", "UISearchBar",
        "UISearchBarDelegate", "UISearchTextField", "UISearchToken", "UISegmentedControl", "UISlider", "UIStackView",
        "UISwipeGestureRecognizer", "UISwitch", "UITapGestureRecognizer", "UITextField", "UITextFieldDelegate",
        "UITextView", "UITextViewDelegate", "UIVibrancyEffect", "UIViewControllerTransitioningDelegate", "UIVisualEffect",
    ]

    let files: [SwiftSourceFile]
    let index: DeclarationIndex
    let closure: DependencyClosure
    let layouts: [LayoutFinder.Found]
    /// Types the compiler found in no file of the module (a pod's, a package's outside the tree, an Objective-C
    /// framework's), by name, with their number of generic parameters: each gets an empty stand-in class
    /// (`SwiftLayoutSet.compiled` finds them from a first compile's "cannot find type" lines).
    var standIns: [String: Int] = [:]
    /// Bodies a failed compile found errors in, outside the layouts' own declarations: compiled as a call that
    /// stops with that error if the layout ever runs them (`UncompiledCode`).
    var uncompiled: [UncompiledCode.Body] = []

    /// The asset symbols the taken code names (`AssetSymbols`), declared.
    var assetDeclarations = ""

    /// The names the taken code mentions.
    func mentionedNames() -> Set<String> {
        var out = Set<String>()
        for node in index.nodes where closure.contains(node) { out.formUnion(node.mentions) }
        for f in layouts {
            out.formUnion(LayoutSearch.seeds(of: f).names)
            if let n = f.node { out.formUnion(n.mentions) }
        }
        return out
    }

    /// The owners' section-identifier lists and lookups the layouts read (`SectionListProperties`), by node: what
    /// the program starts each with.
    var sectionLists: [Int: String] = [:]

    /// The owners' item lists the layouts count (`SectionListProperties.itemLists`), by node: the placeholder.
    var itemLists: [Int: String] = [:]

    static func itemLists(of layouts: [LayoutFinder.Found], index: DeclarationIndex) -> [Int: String] {
        var out: [Int: String] = [:]
        for f in layouts { out.merge(SectionListProperties.itemLists(in: f, index: index)) { a, _ in a } }
        return out
    }

    static func sectionLists(of layouts: [LayoutFinder.Found], index: DeclarationIndex) -> [Int: String] {
        var out: [Int: String] = [:]
        for f in layouts { for list in SectionListProperties.find(in: f, index: index) { out[list.node.id] = list.start } }
        return out
    }

    /// What the generated code imports: one namespace of the host, so no app name can collide with ours.
    static let hostImport = "import enum LayoutSourceHost.__LayoutRender\n"

    func program() -> Program {
        var out: [(String, String)] = []
        var entryLists: [String] = []
        var registrations = ""
        let moves = movedMembers
        for (i, file) in files.enumerated() {
            let mine = layouts.enumerated().filter { $0.element.file == i }
            // A file of the module that gives nothing is left out: the program grows with what is used.
            guard !mine.isEmpty || index.topLevel[i].contains(where: closure.contains) else { continue }
            let body = rewrite(file: i, moves: moves)
            var text = "import UIKit\n" + Self.hostImport
            text += "#sourceLocation(file: \(Self.literal(file.path)), line: 1)\n"
            text += body
            text += "\n#sourceLocation()\n"
            text += sectionKindRegistrations(file: i)
            let list = "__layoutRenderEntries\(i)"
            var extra = ""
            var entries = ""
            for (n, found) in mine {
                // The thunk sits in an extension of the owner (or at file level) in the same file, so it can reach
                // `private` members as the user's own code does.
                let function = "__layoutRenderEntry\(n)"
                let signature = "(_ environment: any NSCollectionLayoutEnvironment) throws -> (owner: Any?, product: __LayoutRender.Product)"
                let body = thunk(found, number: n, extra: &extra)
                let owner = found.node?.parent?.typePath ?? found.expressionOwner?.parent?.typePath
                if let owner {
                    extra += "extension \(owner) {\n    static func \(function)\(signature) {\n\(body)    }\n}\n"
                    var dataSource = ""
                    if let methods = found.ownerDataSource, methods.owner == owner {
                        // The owner's own counts, asked once the layout is made (OwnerDataSource, LayoutHost).
                        let asked = "__layoutRenderDataSource\(n)"
                        let sections = methods.sections == nil ? "1" : "owner.numberOfSections(in: view)"
                        extra += "extension \(owner) {\n    static func \(asked)(_ made: Any) -> (sections: Int, items: (Int) -> Int)? {\n"
                            + "        guard let owner = made as? \(owner) else { return nil }\n"
                            + "        let view = UICollectionView()\n"
                            + "        return (\(sections), { owner.collectionView(view, numberOfItemsInSection: $0) })\n    }\n}\n"
                        dataSource = ", dataSource: \(owner).\(asked)"
                    }
                    entries += "    __LayoutRender.Entry(name: \(Self.literal(found.declaration.name)), "
                        + "place: \(Self.literal(found.declaration.place)), evaluate: \(owner).\(function)\(dataSource)),\n"
                } else {
                    extra += "func \(function)_\(i)\(signature) {\n\(body)}\n"
                    entries += "    __LayoutRender.Entry(name: \(Self.literal(found.declaration.name)), "
                        + "place: \(Self.literal(found.declaration.place)), evaluate: \(function)_\(i)),\n"
                }
            }
            text += "let \(list): [__LayoutRender.Entry] = [\n" + entries + "]\n" + extra
            entryLists.append(list)
            registrations += "    __layoutRenderSectionKinds_\(i)(&names)\n"
            out.append(("Source\(i).swift", text))
        }
        let stubs = hostStubs() + standInDeclarations() + configuringDeclarations() + assetDeclarations
        if !stubs.isEmpty { out.append(("Stubs.swift", "import UIKit\n" + stubs)) }
        // The section-kind registrations are handed to main as a value it fills first (no global registry).
        let main = Self.hostImport + "__LayoutRender.main("
            + (entryLists.isEmpty ? "[]" : entryLists.joined(separator: " + ")) + ") { names in\n" + registrations + "}\n"
        out.append(("main.swift", main))
        return Program(files: out)
    }

    // MARK: what is declared nowhere

    /// Names that are UIKit's, Foundation's or the standard library's: never stubbed, never reported missing.
    static func isPlatformName(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) } || platformNames.contains(name)
    }

    /// The standard library's and Foundation's types and protocols without a `UI`/`NS`/`CG`/`CA` prefix that app
    /// code extends or names (not the networking ones, `URLSession`, `URLRequest`: Linux keeps them in
    /// FoundationNetworking, which layout programs do not import) (`extension Bundle { func decode… }`, `extension Int { var isEven … }`): an extension of
    /// one goes by name like UIKit's, and none is ever stood in for. (Every name compiles in a layout program:
    /// UnseenAppTests.)
    static let platformNames: Set<String> = [
        // The standard library.
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "String", "Substring", "Character", "StaticString",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "Optional", "Result", "Error", "Never", "Range", "ClosedRange", "KeyPath", "AnyHashable", "Unicode",
        "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "StringProtocol", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "BinaryFloatingPoint",
        "FloatingPoint", "Strideable", "Comparable", "Equatable", "Hashable", "Identifiable", "CaseIterable",
        "RawRepresentable", "Encodable", "Decodable", "Codable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Sendable",
        // Foundation.
        "Data", "Date", "URL", "Bundle", "Locale", "Calendar", "TimeZone", "DateComponents", "DateInterval",
        "TimeInterval", "Decimal", "UUID", "IndexPath", "IndexSet", "CharacterSet", "Measurement", "Notification",
        "NotificationCenter", "UserDefaults", "FileManager", "ProcessInfo", "Timer", "RunLoop", "OperationQueue",
        "Operation", "URLComponents", "URLQueryItem", "JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder", "Formatter",
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "ByteCountFormatter", "PersonNameComponents",
        "AttributedString", "Scanner", "Thread", "Progress",
    ]

    /// The types a layout's declaration sits in (an extension's target, the owner of its method) that no file of
    /// the module declares: `extension FeedViewController` in `FeedViewController+Layout.swift` with the class
    /// nowhere to be read. Each is stubbed as the class its name says it is (a view controller, a collection view
    /// controller, a view, a cell), which is all a layout can ask of its host.
    func strayHosts() -> [String] {
        var hosts: Set<String> = []
        for found in layouts {
            guard let container = found.node?.parent ?? found.expressionOwner?.parent, container.kind == .extensionDecl,
                  let path = container.typePath, !path.contains("."), !Self.isPlatformName(path),
                  !(index.byTypePath[path]?.contains { $0.kind != .extensionDecl } ?? false) else { continue }
            hosts.insert(path)
        }
        return hosts.sorted()
    }

    func hostStubs() -> String {
        strayHosts().map { name in
            let base = Self.standInBase(name)
            return "// Declared in no file of the module: a stand-in host for its layouts.\n"
                + (base.map { "class \(name): \($0) {}\n" } ?? "final class \(name) {}\n")
        }.joined()
    }

    /// Problems found before compiling, all together (none today: a base class declared nowhere is stood in for,
    /// `baseStandIns`).
    func check() throws {}

    /// A foreign base class's stand-in: its generic parameters, the UIKit class it descends from, and the
    /// initialisers its subclasses override (each a parameter clause as written, defaults dropped, with `?` when
    /// failable): `override init(annotation: MKAnnotation?, reuseIdentifier: String?)` of a subclass of MapKit's
    /// `MKAnnotationView` needs the base to declare it.
    struct BaseStandIn {
        var arity: Int
        var base: String
        var initializers: [String] = []
    }

    /// The base classes of taken classes that no file of the module declares (`class Feed: ASDKViewController<ASDisplayNode>`,
    /// `class Banner: SomeNibView` from an Objective-C framework), by name: the UIKit class each stand-in descends from
    /// is chosen by its name as for a stray host, else by what the subclass overrides.
    var baseStandIns: [String: BaseStandIn] {
        var out: [String: BaseStandIn] = [:]
        // A class taken as a namespace only is declared without its superclass: none is stood in for.
        for node in index.nodes where node.kind == .classType && closure.contains(node) && !closure.isHollow(node) {
            guard let c = node.syntax.as(ClassDeclSyntax.self), let first = c.inheritanceClause?.inheritedTypes.first,
                  let (name, arity) = Self.namedType(first.type) else { continue }
            guard !Self.knownInheritance.contains(name), !Self.isPlatformName(name),
                  !(index.byTypePath[name]?.contains { $0.kind != .extensionDecl } ?? false),
                  Self.looksLikeClass(name) || arity > 0 else { continue }
            let initializers = Self.overriddenInitializers(of: c)
            if out[name] != nil {
                for i in initializers where !out[name]!.initializers.contains(i) { out[name]!.initializers.append(i) }
                continue
            }
            let overrides = Set(c.memberBlock.members.compactMap { m -> String? in
                guard let f = m.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { $0.name.text == "override" })
                else { return nil }
                return f.name.text
            })
            let viewController = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "viewWillLayoutSubviews",
                                  "viewDidLayoutSubviews", "viewWillTransition"]
            let base = Self.standInBase(name) ?? (overrides.contains(where: viewController.contains) ? "UIViewController"
                : overrides.contains("layoutSubviews") ? "UIView" : "NSObject")
            out[name] = BaseStandIn(arity: arity, base: base, initializers: initializers)
        }
        for (name, standIn) in out {
            let keep = Self.designatedInitializers(of: standIn.base).keep
            out[name]!.initializers.removeAll { keep.contains($0) }
        }
        return out
    }

    /// The designated initialisers a class overrides (`override init(…)`, not `convenience`), as parameter clauses of
    /// labels and types only (`(annotation: MKAnnotation?, reuseIdentifier: String?)`: no inner names, no default
    /// values — `init(frame aFrame: CGRect)` is `(frame: CGRect)`, as UIView's is), `?` before them when failable.
    static func overriddenInitializers(of c: ClassDeclSyntax) -> [String] {
        var out: [String] = []
        for m in c.memberBlock.members {
            guard let i = m.decl.as(InitializerDeclSyntax.self), i.modifiers.contains(where: { $0.name.text == "override" }),
                  !i.modifiers.contains(where: { $0.name.text == "convenience" }) else { continue }
            let parameters = i.signature.parameterClause.parameters.map { p in
                // An unlabelled parameter still needs a name (`_ value: Int`); the body never reads it.
                (p.firstName.text == "_" ? "_ " + (p.secondName?.text ?? "value") : p.firstName.text) + ": " + p.type.trimmedDescription
                    + (p.ellipsis == nil ? "" : "...")
            }
            let clause = (i.optionalMark == nil ? "" : "?") + "(" + parameters.joined(separator: ", ") + ")"
            if !out.contains(clause) { out.append(clause) }
        }
        return out
    }

    /// What a stand-in of UIKit class `base` declares when it declares initialisers of its own (Swift then no longer
    /// inherits the base's): the base's designated and required initialisers again (`keep`, parameter clauses as
    /// `overriddenInitializers` writes them, and their declarations), and the call another initialiser makes.
    static func designatedInitializers(of base: String) -> (keep: [String], declarations: [String], superCall: String) {
        let coder = "public required init?(coder: NSCoder) { super.init(coder: coder) }"
        switch base {
        case "UIViewController":
            return (["(nibName: String?, bundle: Bundle?)", "?(coder: NSCoder)"],
                    ["public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }", coder],
                    "super.init(nibName: nil, bundle: nil)")
        case "UICollectionViewController":
            return (["(collectionViewLayout: UICollectionViewLayout)", "(nibName: String?, bundle: Bundle?)", "?(coder: NSCoder)"],
                    ["public override init(collectionViewLayout layout: UICollectionViewLayout) { super.init(collectionViewLayout: layout) }",
                     "public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }", coder],
                    "super.init(collectionViewLayout: UICollectionViewLayout())")
        case "NSObject":
            return (["()"], [], "super.init()")
        default:  // UIView and the cells
            return (["(frame: CGRect)", "?(coder: NSCoder)"],
                    ["public override init(frame: CGRect) { super.init(frame: frame) }", coder], "super.init(frame: .zero)")
        }
    }

    /// A type as written (`Name`, `Name<A, B>`, `Module.Name`): its last name and number of generic arguments.
    static func namedType(_ t: TypeSyntax) -> (String, Int)? {
        if let i = t.as(IdentifierTypeSyntax.self) { return (i.name.text, i.genericArgumentClause?.arguments.count ?? 0) }
        if let m = t.as(MemberTypeSyntax.self) { return (m.name.text, m.genericArgumentClause?.arguments.count ?? 0) }
        return nil
    }

    /// The UIKit class a name says a class is (a stray host's or a foreign base class's stand-in), or nil.
    static func standInBase(_ name: String) -> String? {
        name.hasSuffix("CollectionViewController") ? "UICollectionViewController"
            : name.hasSuffix("Controller") ? "UIViewController"
            : name.hasSuffix("Cell") ? "UICollectionViewCell"
            : name.hasSuffix("View") ? "UIView" : nil
    }

    /// Every stand-in of the program, as declarations: base classes, then the types only a compile found missing.
    func standInDeclarations() -> String {
        var out = ""
        let bases = baseStandIns
        func generics(_ n: Int) -> String { n == 0 ? "" : "<" + (0..<n).map { "__LayoutRenderT\($0)" }.joined(separator: ", ") + ">" }
        for name in bases.keys.sorted() {
            let standIn = bases[name]!, base = standIn.base
            // Open (and public): an app package's `open class Base<R>: …` or public API may use it.
            out += "// Declared in no Swift file of the module (a pod, a package outside the tree, Objective-C): a stand-in.\n"
                + "open class \(name)\(generics(standIn.arity)): \(base) {\(base == "NSObject" ? " public override init() { super.init() } " : "")"
            // The initialisers its subclasses override, made as the base's would be; with them, the base's own again.
            if !standIn.initializers.isEmpty {
                let designated = Self.designatedInitializers(of: base)
                out += "\n" + standIn.initializers.map { "    public init\($0) { \(designated.superCall) }\n" }.joined()
                    + designated.declarations.map { "    " + $0 + "\n" }.joined()
            }
            out += "}\n"
        }
        let nested = standIns.isEmpty ? [:] : Self.memberTypes(of: Set(standIns.keys), in: files)
        func opaque(_ name: String, _ generic: String, indent: String) -> String {
            // Hashable by identity, as an Objective-C object is: a stand-in used as a dictionary key or a diffable
            // identifier (`[ALTSourceUserInfoKey: String]`) compiles.
            // And it answers every member and call with another of itself (`manager.drawer.cornerRadius = 30`,
            // `player.configure(with: item)`), takes literals and `nil` (`.backgroundEffect = .none`), and may be any
            // of UIKit's delegates here (they require nothing): what app code does with a pod's object while setting
            // a screen up compiles and does nothing. A value of it the layout turns into geometry (`.absolute(pod.height)`)
            // is a type error naming the stand-in, said as "stood in for … but the layout reads a value of it".
            let me = name + generic
            let delegates = Self.standInDelegates.joined(separator: ", ")
            return "\(indent)@dynamicMemberLookup @dynamicCallable\n"
                + "\(indent)public final class \(name)\(generic): Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, "
                + "ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, \(delegates) { public init() {}\n"
                + "\(indent)    public init(integerLiteral: Int) {}\n\(indent)    public init(floatLiteral: Double) {}\n"
                + "\(indent)    public init(stringLiteral: String) {}\n\(indent)    public init(booleanLiteral: Bool) {}\n"
                + "\(indent)    public subscript(dynamicMember member: String) -> \(me)! { get { \(me)() } set {} }\n"
                + "\(indent)    @discardableResult public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> \(me) { \(me)() }\n"
                + "\(indent)    public static func == (a: \(name), b: \(name)) -> Bool { a === b }\n"
                + "\(indent)    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }\n"
        }
        for name in standIns.keys.sorted() where bases[name] == nil {
            out += "// Declared in no Swift file of the module: an opaque stand-in.\n" + opaque(name, generics(standIns[name]!), indent: "")
            // The member types the module's code names of it (`Published<[Item]>.Publisher`, `Store.State`): opaque too.
            for member in (nested[name] ?? []).sorted() { out += opaque(member, "", indent: "    ") + "    }\n" }
            out += "}\n"
        }
        return out
    }

    /// UIKit's delegate protocols a stand-in conforms to (LayoutUIKit declares them empty): a pod's object handed
    /// to UIKit as a delegate (`transitioningDelegate = manager`) compiles.
    static let standInDelegates = ["UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate",
                                   "UIContextMenuInteractionDelegate", "UIViewControllerTransitioningDelegate"]

    /// The member types the files write of the given names (`Published<[Item]>.Publisher` → Published: Publisher),
    /// one level deep: a stand-in declares them, as the foreign type it stands in for would.
    static func memberTypes(of names: Set<String>, in files: [SwiftSourceFile]) -> [String: Set<String>] {
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var found: [String: Set<String>] = [:]
            init(_ names: Set<String>) { self.names = names; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.baseType.as(IdentifierTypeSyntax.self), names.contains(base.name.text) {
                    found[base.name.text, default: []].insert(node.name.text)
                }
                return .visitChildren
            }
        }
        let finder = Finder(names)
        for file in files where names.contains(where: { file.text.contains($0 + ".") || file.text.contains($0 + "<") }) {
            finder.walk(file.tree)
        }
        return finder.found
    }

    /// The names stood in for, for notes: each with what it stands in as; only those in `mentioned` when given (the
    /// names one layout's own code reaches, `SwiftLayoutSet.mentionedNames(by:)`).
    func standInNotes(mentioned: Set<String>? = nil) -> [String] {
        func takes(_ name: String) -> Bool { mentioned?.contains(name) ?? true }
        return baseStandIns.sorted { $0.key < $1.key }.filter { takes($0.key) }.map { "\($0.key) (a base class: a \($0.value.base))" }
            + standIns.keys.sorted().filter { baseStandIns[$0] == nil && takes($0) }.map { "\($0) (a type: an object answering any member)" }
            + configuringMembers.sorted().filter(takes).map { "\($0) (a configuring call: runs its closure on the object, returns it)" }
    }

    /// A name that can only be a class an app subclasses (a protocol is named for what it does or ends in
    /// `Delegate`, `DataSource`, `Protocol`, `Type`, `-able`, `-ing`).
    static func looksLikeClass(_ name: String) -> Bool {
        ["Controller", "View", "Cell", "Layout", "Base", "Screen"].contains { name.hasSuffix($0) }
            || name.hasPrefix("Base")
    }

    // MARK: the thunks

    private func thunk(_ found: LayoutFinder.Found, number: Int, extra: inout String) -> String {
        let d = found.declaration
        if let expression = found.expression {
            // The expression runs where it was written: in a method of its owner (`self` is the owner; a static
            // method's expression in a static one), after the statements of that method it needs.
            let body = expressionBody(expression, slice: found.slice, file: files[found.file])
            let method = found.expressionOwner
            if let ownerPath = method?.parent?.typePath, method?.isStatic == true {
                extra += "extension \(ownerPath) {\n    static func __layoutRenderExpression\(number)() -> UICollectionViewLayout {\n"
                    + body + "    }\n}\n"
                return "        return (nil, .layout(\(ownerPath).__layoutRenderExpression\(number)()))\n"
            }
            if let ownerPath = method?.parent?.typePath, isClass(ownerPath) {
                extra += "extension \(ownerPath) {\n    func __layoutRenderExpression\(number)() -> UICollectionViewLayout {\n"
                    + body + "    }\n}\n"
                return "        let owner = \(ownerPath)()\n        return (owner, .layout(owner.__layoutRenderExpression\(number)()))\n"
            }
            return "        let produced: UICollectionViewLayout = {\n" + body + "        }()\n        return (nil, .layout(produced))\n"
        }
        guard let node = found.node else { return "        fatalError()\n" }
        let owner = node.parent?.typePath
        let member = d.simpleName
        // A compositional layout subclass is made by its initialiser: `Subclass(args)`, no owner.
        let madeByInitializer = if case .initializer = found.call { true } else { false }
        var access: String
        var ownerValue = "nil"
        var prefix = ""
        if let owner {
            if madeByInitializer {
                access = owner
            } else if node.isStatic {
                access = "\(owner).\(member)"
            } else {
                prefix = "        let owner = \(owner)()\n"
                ownerValue = "owner"
                access = "owner.\(member)"
            }
        } else {
            access = member
        }
        let produced: String
        switch found.call {
        case .function(let arguments): produced = "try \(access)(\(Self.argumentList(arguments)))"
        case .initializer(let arguments): produced = "\(access)(\(Self.argumentList(arguments)))"
        case .property: produced = access
        case .makerClosure: produced = "\(access)()"
        case .providerClosure: produced = "UICollectionViewCompositionalLayout(sectionProvider: \(access))"
        case .expression: produced = access
        }
        let wrap = d.kind == .section ? "section" : "layout"
        // A layout declared optional (`-> UICollectionViewLayout?`): unwrapped, a nil a failure naming it.
        if Self.isOptional(node) {
            return prefix + "        guard let produced = \(produced) else { throw __LayoutRender.Unavailable(\(Self.literal(d.name + " returned nil"))) }\n"
                + "        return (\(ownerValue), .\(wrap)(produced))\n"
        }
        return prefix + "        return (\(ownerValue), .\(wrap)(\(produced)))\n"
    }

    /// A generated call's arguments, `label: value` (or the value alone), in order.
    static func argumentList(_ arguments: [(label: String?, value: String)]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
    }

    /// Whether a function's return type or a property's type is `Optional` (`T?`; `T!` converts by itself).
    static func isOptional(_ node: DeclarationIndex.Node) -> Bool {
        if let f = node.syntax.as(FunctionDeclSyntax.self) { return f.signature.returnClause?.type.is(OptionalTypeSyntax.self) ?? false }
        if let v = node.syntax.as(VariableDeclSyntax.self) { return v.bindings.first?.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false }
        return false
    }

    /// The statements of the slice and the returned value, each at its own line and column in the user's file
    /// (`#sourceLocation` for the line, leading spaces for the column), so compiler errors point there.
    private func expressionBody(_ expression: ExprSyntax, slice: ExpressionSlice, file: SwiftSourceFile) -> String {
        func placed(_ node: some SyntaxProtocol, prefix: String = "") -> String {
            let l = node.startLocation(converter: file.converter)
            let indent = max(0, l.column - 1 - prefix.count)
            return "#sourceLocation(file: \(Self.literal(file.path)), line: \(l.line))\n"
                + String(repeating: " ", count: indent) + prefix + node.trimmedDescription + "\n"
        }
        var body = slice.statements.map { placed($0) }.joined()
        if let name = slice.boundName {
            body += "#sourceLocation()\nreturn \(name)\n"
        } else {
            // `.init(sectionProvider:)` / `.list(using:)` written where the type is implied: say which type.
            let implicit = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
                && expression.as(FunctionCallExprSyntax.self)?.calledExpression.is(MemberAccessExprSyntax.self) == true
            body += placed(expression, prefix: implicit ? "return UICollectionViewCompositionalLayout" : "return ")
                + "#sourceLocation()\n"
        }
        return body
    }

    private func isClass(_ path: String) -> Bool {
        index.byTypePath[path]?.contains { $0.kind == .classType } ?? false
    }

    // MARK: section kinds

    /// `--section-kinds` names enum cases: every taken enum whose cases carry no values is registered with its
    /// case names into the program's `SectionKindNames` value, from a function of the file,
    /// `__layoutRenderSectionKinds_<file>(&names)`, that `main` hands `LayoutHost.main` to call first. An enum nested in a type is registered from an extension of that type, which sees it
    /// even when it is `private` (as `private enum Section` inside a view controller usually is).
    private func sectionKindRegistrations(file: Int) -> String {
        var extensions = ""
        var calls = ""
        for node in index.nodes where node.file == file && node.kind == .enumType && closure.contains(node) {
            guard let e = node.syntax.as(EnumDeclSyntax.self), e.genericParameterClause == nil else { continue }
            let cases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            // A case carrying values is made with placeholders (`case hero(ID)` → `.hero(0)` when ID is an Int);
            // an enum with a case whose values have none is left out.
            let values = cases.map { Self.caseValue($0, index: index) }
            guard !cases.isEmpty, values.allSatisfy({ $0 != nil }) else { continue }
            let name = e.name.text
            let plain = cases.map(\.name.text).map { $0.hasPrefix("`") ? String($0.dropFirst().dropLast()) : $0 }
            var register = "names.register(\(name).self, names: [" + plain.map(Self.literal).joined(separator: ", ")
                + "]) { name -> \(name)? in\n            switch name {\n"
            for (v, p) in zip(values, plain) { register += "            case \(Self.literal(p)): return \(v!)\n" }
            register += "            default: return nil\n            }\n        }\n"
            guard let parent = node.parent else {
                calls += "        " + register
                continue
            }
            guard let holder = parent.typePath, reachable(parent) else { continue }
            let function = "__layoutRenderSectionKinds_\(file)_\(node.id)"
            extensions += "extension \(holder) {\n    static func \(function)(_ names: inout __LayoutRender.SectionKinds) {\n        " + register + "    }\n}\n"
            calls += "        \(holder).\(function)(&names)\n"
        }
        return extensions + "func __layoutRenderSectionKinds_\(file)(_ names: inout __LayoutRender.SectionKinds) {\n" + calls + "}\n"
    }

    /// The value a section enum's case is drawn with: `.recent`, or for a case carrying values `.hero(id: 0)` —
    /// each value a placeholder of its type (`placeholder`); nil when one has none.
    /// `depth`: how many payloads deep this case is made (an enum's case inside another's), bounded by `placeholder`.
    static func caseValue(_ element: EnumCaseElementSyntax, index: DeclarationIndex, depth: Int = 0) -> String? {
        guard let parameters = element.parameterClause?.parameters else { return "." + element.name.text }
        var parts: [String] = []
        for p in parameters {
            guard let value = p.defaultValue.map({ $0.value.trimmedDescription }) ?? placeholder(p.type, index: index, depth: depth)
            else { return nil }
            parts.append((p.firstName.map { $0.text == "_" ? "" : $0.text + ": " } ?? "") + value)
        }
        return "." + element.name.text + "(" + parts.joined(separator: ", ") + ")"
    }

    /// A fixed value of a type a section identifier's payload commonly has (numbers, text, flags, identifiers,
    /// optionals, collections, one of the app's enums: its first case that can be made, `Volume.none`), through the
    /// app's typealiases; nil for any other type (an app struct: no value of it can be made without running its
    /// initialisers).
    static func placeholder(_ type: TypeSyntax, index: DeclarationIndex, depth: Int = 0) -> String? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.genericArgumentClause != nil {
            switch generic.name.text {
            case "Array", "Set", "ContiguousArray": return "[]"
            case "Dictionary": return "[:]"
            default: return nil
            }
        }
        let name = type.trimmedDescription
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
             "CGFloat", "TimeInterval": return "0"
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case "UUID": return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "URL": return "URL(fileURLWithPath: \"/\")"
        case "IndexPath": return "IndexPath(item: 0, section: 0)"
        default: break
        }
        guard depth < 4 else { return nil }
        if let alias = (index.byName[name] ?? []).lazy.compactMap({ $0.syntax.as(TypeAliasDeclSyntax.self) }).first {
            // The alias's target's value, written through the alias (the name the code wrote resolves where it was written).
            guard let value = placeholder(alias.initializer.value, index: index, depth: depth + 1) else { return nil }
            return value.hasPrefix(alias.initializer.value.trimmedDescription + ".")
                ? name + value.dropFirst(alias.initializer.value.trimmedDescription.count) : value
        }
        // One of the app's enums (the only one of that name, not generic): its first case that can be made, named
        // through the type as written.
        let last = String(name.split(separator: ".").last ?? "")
        let enums = (index.byName[last] ?? []).filter { $0.kind == .enumType }
        guard enums.count == 1, let e = enums[0].syntax.as(EnumDeclSyntax.self), e.genericParameterClause == nil else { return nil }
        for element in e.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }).flatMap(\.elements) {
            if let value = caseValue(element, index: index, depth: depth + 1) { return name + value }
        }
        return nil
    }

    /// Whether a type can be extended from file level: not generic, not a protocol, and no `private` type on the
    /// way down to it (a top-level `private` type is file-private, which is fine).
    private func reachable(_ node: DeclarationIndex.Node) -> Bool {
        var chain: DeclarationIndex.Node? = node
        while let c = chain {
            if c.kind == .protocolType { return false }
            if let g = c.syntax.asProtocol(WithGenericParametersSyntax.self), g.genericParameterClause != nil { return false }
            if c.parent != nil, let mods = c.syntax.asProtocol(WithModifiersSyntax.self)?.modifiers,
               mods.contains(where: { $0.name.text == "private" }) { return false }
            chain = c.parent
        }
        return true
    }

    // MARK: methods overridden across extensions

    /// Members of class extensions moved into the class's body: a method declared in an extension that a subclass
    /// overrides, and an `override` declared in an extension. iOS allows both through Objective-C dispatch; Swift
    /// on Linux does not ("declared in extension … cannot be overridden"), but accepts the same method written in
    /// the class itself. Keyed by the class node; each keeps its own lines and columns (`#sourceLocation`).
    var movedMembers: [Int: [DeclarationIndex.Node]] {
        var overridden: Set<String> = []
        for node in index.nodes where node.kind == .function && closure.contains(node) && Self.isOverride(node) {
            overridden.formUnion(node.names)
        }
        var moves: [Int: [DeclarationIndex.Node]] = [:]
        for node in index.nodes where (node.kind == .function || node.kind == .variable) && closure.contains(node) && !node.isStatic {
            guard let ext = node.parent, ext.kind == .extensionDecl, let path = ext.extendedType,
                  Self.isOverride(node) || (node.kind == .function && !overridden.isDisjoint(with: node.names)),
                  let owner = index.byTypePath[path]?.first(where: { $0.kind == .classType && closure.contains($0) })
            else { continue }
            moves[owner.id, default: []].append(node)
        }
        return moves
    }

    static func isOptionalRequirement(_ node: DeclarationIndex.Node) -> Bool {
        node.syntax.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }

    static func isOverride(_ node: DeclarationIndex.Node) -> Bool {
        node.syntax.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }

    /// A moved member's text, at its own place: its lines and columns in its file, then back to the class's.
    private func movedText(_ members: [DeclarationIndex.Node], into classFile: SwiftSourceFile, before brace: TokenSyntax) -> String {
        var text = "\n"
        for m in members {
            let file = files[m.file]
            let l = m.syntax.startLocation(converter: file.converter)
            var edits = TextEdits(bytes: file.bytes)
            if let attributes = m.syntax.asProtocol(WithAttributesSyntax.self)?.attributes {
                for a in attributes {
                    guard let attr = a.as(AttributeSyntax.self), dropped(attr) else { continue }
                    edits.blank(attr)
                }
            }
            edits.leaveOut(uncompiled, file: m.file)
            let member = edits.applied(in: m.syntax.positionAfterSkippingLeadingTrivia.utf8Offset..<m.syntax.endPositionBeforeTrailingTrivia.utf8Offset)
            text += "#sourceLocation(file: \(Self.literal(file.path)), line: \(l.line))\n"
                + String(repeating: " ", count: max(0, l.column - 1)) + member + "\n"
        }
        let b = brace.startLocation(converter: classFile.converter)
        return text + "#sourceLocation(file: \(Self.literal(classFile.path)), line: \(b.line))\n"
            + String(repeating: " ", count: max(0, b.column - 1))
    }

    // MARK: rewriting the user's text

    /// Edits of a file's bytes that keep every line and column where it was: a blanked range becomes spaces
    /// (newlines kept), a replacement is padded to its range's length and keeps its newlines.
    private struct TextEdits {
        struct Edit { var range: Range<Int>; var replacement: [UInt8] }
        let bytes: [UInt8]
        var edits: [Edit] = []

        mutating func blank(_ node: some SyntaxProtocol) {
            let r = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: r, replacement: bytes[r].map { $0 == 10 || $0 == 13 ? $0 : 32 }))
        }

        mutating func replace(_ node: some SyntaxProtocol, with text: String) {
            replace(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                    with: text)
        }

        /// `range`'s bytes replaced, as `replace` does for a node.
        mutating func replace(range r: Range<Int>, with text: String) {
            var replacement = Array(text.utf8)
            let newlines = bytes[r].filter { $0 == 10 }.count
            replacement += [UInt8](repeating: 32, count: max(0, r.count - replacement.count - newlines))
            replacement += [UInt8](repeating: 10, count: newlines)
            edits.append(Edit(range: r, replacement: replacement))
        }

        mutating func insert(_ text: String, at offset: Int) {
            edits.append(Edit(range: offset..<offset, replacement: Array(text.utf8)))
        }

        /// The edited text. Applied outermost first; an edit inside a blanked range is already covered.
        func applied() -> String { applied(in: 0..<bytes.count) }

        /// The edited text of `range` alone, with the edits that lie inside it.
        func applied(in range: Range<Int>) -> String {
            let sorted = edits.filter { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
                .sorted { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound
                                                                       : $0.range.count > $1.range.count }
            var out: [UInt8] = []
            out.reserveCapacity(range.count + 256)
            var cursor = range.lowerBound
            for e in sorted where e.range.lowerBound >= cursor {
                out += bytes[cursor..<e.range.lowerBound]
                out += e.replacement
                cursor = e.range.upperBound
            }
            out += bytes[cursor..<range.upperBound]
            return String(decoding: out, as: UTF8.self)
        }

        /// The bodies left out (`UncompiledCode`) that lie in this file.
        mutating func leaveOut(_ bodies: [UncompiledCode.Body], file: Int) {
            for b in bodies where b.file == file {
                replace(range: b.statements, with: UncompiledCode.replacement(for: b))
                if let specifier = b.lazySpecifier { replace(range: specifier, with: "lazy var") }
            }
        }
    }

    /// A file's text with only what the layouts use: at top level the taken declarations (cleaned) and the
    /// imports that exist here; everything else blanked.
    private func rewrite(file i: Int, moves: [Int: [DeclarationIndex.Node]]) -> String {
        let file = files[i]
        var text = TextEdits(bytes: file.bytes)
        let moved = Set(moves.values.flatMap { $0.map(\.id) })
        let taken = Set(index.topLevel[i].map { $0.syntax.id })
        for item in file.tree.statements {
            if let imp = item.item.as(ImportDeclSyntax.self) {
                let module = imp.path.first?.name.text ?? ""
                if !Self.keptImports.contains(module) || imp.path.count > 1 || imp.importKindSpecifier != nil { text.blank(imp) }
                else if !imp.attributes.isEmpty { text.blank(imp.attributes) }
                continue
            }
            if let decl = item.item.as(DeclSyntax.self), taken.contains(Syntax(decl).id),
               let node = index.topLevel[i].first(where: { $0.syntax.id == Syntax(decl).id }) {
                if closure.contains(node) { clean(node, in: file, moves: moves, moved: moved, into: &text) } else { text.blank(decl) }
                continue
            }
            text.blank(item)
        }
        text.leaveOut(uncompiled, file: i)
        return text.applied()
    }

    /// A taken declaration made to compile here: Objective-C attributes and unknown conformances dropped, a
    /// diffable data source swapped for one that reports `--section-kinds`, members not taken blanked, and the
    /// members moved into it from extensions written before its closing brace.
    private func clean(_ node: DeclarationIndex.Node, in file: SwiftSourceFile, moves: [Int: [DeclarationIndex.Node]],
                       moved: Set<Int>, into text: inout TextEdits) {
        let decl = node.syntax
        // A leaf (a method, a property): its inert statements blanked, as their names were not taken (InertCode).
        if !node.kind.isContainer { for item in InertCode.statements(in: decl) { text.blank(item) } }
        dropObjectiveC(decl, into: &text)
        connectOutlet(node, into: &text)
        // A type taken as a nested type's namespace only: declared bare (no superclass, no conformance).
        if closure.isHollow(node), let clause = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
            text.replace(clause, with: "")
        } else {
            keepKnownInheritance(decl, into: &text)
        }
        dropStandInConstraints(decl, into: &text)
        if let t = index.dataSourceTypes[node.id], let b = decl.as(VariableDeclSyntax.self)?.bindings.first {
            reportSectionKinds(b, value: "\(t)(sectionKindsFromEnvironment: ())", into: &text)
        }
        // An owner's own list of section identifiers that the layout reads (SectionListProperties): started with
        // the ones the layout is drawn with, where the app would have filled it.
        if let value = itemLists[node.id], sectionLists[node.id] == nil, let b = decl.as(VariableDeclSyntax.self)?.bindings.first {
            reportSectionKinds(b, value: "Array(repeating: \(value), count: ScreenEnvironment.current.itemCounts.first ?? 0)", into: &text)
        }
        if let start = sectionLists[node.id], let v = decl.as(VariableDeclSyntax.self), let b = v.bindings.first {
            // A `let` the app's initialiser sets is started here instead: it may be set again.
            if b.initializer == nil, v.bindingSpecifier.tokenKind == .keyword(.let) { text.replace(v.bindingSpecifier, with: "var") }
            reportSectionKinds(b, value: start, into: &text)
        }
        // A class whose initialisers are not taken (`init(viewModel:)`, made here with `init()`): its taken stored
        // properties without a value get none — `let store: Store` becomes `var store: Store!` — so Swift gives it
        // `init()` and no app initialiser runs. A layout that reads one finds nil (a crash naming the place).
        let withoutInitializers = node.kind == .classType
            && !node.members.contains { $0.kind == .initializer && closure.contains($0) }
        // A property made optional that a closure captures by name (`[permissions] index, _ in … permissions.isEmpty`):
        // the capture would be an optional; it is captured as its type, read as the app's code reads it (traps
        // when unset, as a read of it does).
        if !node.kind.isContainer, let owner = node.parent?.kind == .extensionDecl ? node.parent?.extendedType : node.parent?.typePath,
           let optional = optionalProperties[owner] {
            final class Captures: SyntaxVisitor {
                var found: [ClosureCaptureSyntax] = []
                override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .skipChildren }
            }
            let captures = Captures(viewMode: .sourceAccurate)
            captures.walk(decl)
            for c in captures.found where c.specifier == nil && c.initializer == nil {
                guard let type = optional[c.name.text] else { continue }
                text.replace(c.name, with: "\(c.name.text) = self.\(c.name.text) as \(type)")
            }
        }
        for m in node.members {
            // An `optional` requirement needs Objective-C (`@objc protocol Delegate { @objc optional func … }`):
            // dropped, so a conforming type need not declare it; a call on the type itself still finds its own.
            if node.kind == .protocolType, Self.isOptionalRequirement(m) { text.blank(m.syntax); continue }
            if closure.contains(m) && !moved.contains(m.id) {
                clean(m, in: file, moves: moves, moved: moved, into: &text)
                if withoutInitializers, m.isStoredProperty, !m.isStatic { defaultToNil(m, into: &text) }
            }
            else { text.blank(m.syntax) }
        }
        if let members = moves[node.id], let brace = DeclarationIndex.memberBlock(of: decl.cast(DeclSyntax.self))?.rightBrace {
            text.insert(movedText(members, into: file, before: brace), at: brace.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
    }

    /// The stored properties `defaultToNil` makes optional, by class (type path): name → type as written
    /// (`madeOptionalProperties`, set once the generator's other inputs are).
    var optionalProperties: [String: [String: String]] = [:]

    func madeOptionalProperties() -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for node in index.nodes where node.kind == .classType && closure.contains(node) {
            guard let path = node.typePath, !node.members.contains(where: { $0.kind == .initializer && closure.contains($0) })
            else { continue }
            for m in node.members where closure.contains(m) && m.isStoredProperty && !m.isStatic && madeOptional(m) {
                guard let b = m.syntax.as(VariableDeclSyntax.self)?.bindings.first,
                      let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = b.typeAnnotation?.type else { continue }
                out[path, default: [:]][name] = type.trimmedDescription
            }
        }
        return out
    }

    /// Whether `defaultToNil` makes this stored property optional.
    private func madeOptional(_ node: DeclarationIndex.Node) -> Bool {
        guard index.dataSourceTypes[node.id] == nil, sectionLists[node.id] == nil, itemLists[node.id] == nil,
              let v = node.syntax.as(VariableDeclSyntax.self),
              v.attributes.allSatisfy({ $0.as(AttributeSyntax.self).map(dropped) ?? false }), v.bindings.count == 1,
              let b = v.bindings.first, b.initializer == nil, DeclarationIndex.Node.isStored(b), let type = b.typeAnnotation?.type
        else { return false }
        return !type.is(OptionalTypeSyntax.self) && !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// A stored property without an initial value made an optional one (`var name: Type!`), so its class needs no
    /// initialiser of the app's; a wrapped property (`@Published`) is left as it is.
    private func defaultToNil(_ node: DeclarationIndex.Node, into text: inout TextEdits) {
        guard index.dataSourceTypes[node.id] == nil, sectionLists[node.id] == nil, itemLists[node.id] == nil,
              let v = node.syntax.as(VariableDeclSyntax.self),
              v.attributes.allSatisfy({ $0.as(AttributeSyntax.self).map(dropped) ?? false }), v.bindings.count == 1,
              let b = v.bindings.first, b.initializer == nil, DeclarationIndex.Node.isStored(b), let type = b.typeAnnotation?.type
        else { return }
        if v.bindingSpecifier.tokenKind == .keyword(.let) { text.replace(v.bindingSpecifier, with: "var") }
        guard !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { return }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
            || type.is(DictionaryTypeSyntax.self) {
            text.insert("!", at: type.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            text.replace(type, with: "(\(type.trimmedDescription))!")
        }
    }

    /// An Interface Builder outlet of a UIKit view class (`@IBOutlet weak var collectionView: UICollectionView!`) is
    /// connected, as loading its storyboard or nib connects it: made with the screen's bounds (a layout program loads
    /// no nib, so it was nil and the first read of it crashed), and held strongly, as the view hierarchy would hold
    /// it. An outlet of the app's own view class is left as written (its initialisers are the app's).
    /// And the owner's own collection view, made where the app builds its view (`var collectionView: UICollectionView!
    /// = nil`, set in `viewDidLoad`): a layout runs inside the collection view that shows it, so when the layout's
    /// code reads that property it is that collection view, with the screen's bounds, not nil.
    private func connectOutlet(_ node: DeclarationIndex.Node, into text: inout TextEdits) {
        guard node.kind == .variable, !node.isStatic, let v = node.syntax.as(VariableDeclSyntax.self),
              v.bindingSpecifier.tokenKind == .keyword(.var), v.bindings.count == 1, let b = v.bindings.first,
              b.accessorBlock == nil, let annotation = b.typeAnnotation else { return }
        let outlet = v.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
        let wrapped = annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
            ?? annotation.type.as(OptionalTypeSyntax.self)?.wrappedType
        guard let type = wrapped?.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
              Self.isPlatformName(type.name.text), type.name.text.hasPrefix("UI"),
              // UIKit's class, not one the module declares (its extensions of UIKit's are fine).
              !(index.byTypePath[type.name.text]?.contains { $0.kind != .extensionDecl } ?? false) else { return }
        let unset = b.initializer == nil || b.initializer?.value.is(NilLiteralExprSyntax.self) == true
        guard unset, outlet || (type.name.text == "UICollectionView" && node.parent?.kind == .classType) else { return }
        for m in v.modifiers where m.name.tokenKind == .keyword(.weak) || m.name.tokenKind == .keyword(.unowned) { text.blank(m) }
        let made = "\(type.name.text)(frame: UIScreen.main.bounds)"
        if let initial = b.initializer { text.replace(initial.value, with: made) }
        else { text.insert(" = " + made, at: annotation.endPositionBeforeTrailingTrivia.utf8Offset) }
    }

    /// Generic requirements naming a type stood in for (`class Base<R: Reactor>`, `where R: Reactor`, a pod's
    /// protocol): dropped. The stand-in is an empty class no app type descends from, so the requirement could only
    /// fail, and it constrains nothing a layout can observe.
    private func dropStandInConstraints(_ decl: Syntax, into text: inout TextEdits) {
        let opaque = Set(standIns.keys).subtracting(baseStandIns.keys)
        guard !opaque.isEmpty else { return }
        func names(_ t: some SyntaxProtocol) -> Bool {
            t.tokens(viewMode: .sourceAccurate).contains { opaque.contains($0.text) }
        }
        if let parameters = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters {
            for p in parameters {
                if let inherited = p.inheritedType, names(inherited), let colon = p.colon {
                    text.blank(colon)
                    text.blank(inherited)
                }
            }
        }
        let clause = decl.as(ClassDeclSyntax.self)?.genericWhereClause ?? decl.as(StructDeclSyntax.self)?.genericWhereClause
            ?? decl.as(EnumDeclSyntax.self)?.genericWhereClause ?? decl.as(FunctionDeclSyntax.self)?.genericWhereClause
            ?? decl.as(ExtensionDeclSyntax.self)?.genericWhereClause
        if let clause, clause.requirements.contains(where: { names($0.requirement) }) {
            let kept = clause.requirements.filter { !names($0.requirement) }.map { $0.requirement.trimmedDescription }
            text.replace(clause, with: kept.isEmpty ? "" : "where " + kept.joined(separator: ", "))
        }
    }

    /// Attributes and modifiers that need Objective-C, blanked.
    private func dropObjectiveC(_ decl: Syntax, into text: inout TextEdits) {
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes {
            for a in attributes {
                if let attr = a.as(AttributeSyntax.self),
                   dropped(attr) { text.blank(attr) }
            }
        }
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
            for m in modifiers where m.name.text == "dynamic" { text.blank(m) }
        }
    }

    /// The inheritance clause with only what exists here: known types, taken types of the module, diffable
    /// data sources.
    private func keepKnownInheritance(_ decl: Syntax, into text: inout TextEdits) {
        guard let clause = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause else { return }
        let bases = baseStandIns
        let kept = clause.inheritedTypes.map(\.type).filter { type in
            let name = type.trimmedDescription
            // A generic base class of the module is found by its name without arguments (`BaseScreen<Store>`).
            let declared = Self.namedType(type).map { $0.1 > 0 ? $0.0 : name } ?? name
            return Self.knownInheritance.contains(name) || (index.byTypePath[declared]?.contains { closure.contains($0) } ?? false)
                || name.hasPrefix("UICollectionViewDiffableDataSource<")
                || Self.namedType(type).map { bases[$0.0] != nil } == true
        }.map(\.trimmedDescription)
        if kept.count != clause.inheritedTypes.count {
            text.replace(clause, with: kept.isEmpty ? "" : ": " + kept.joined(separator: ", "))
        }
    }

    /// A diffable data source the app would make with cells, or a list of section identifiers the app would fill:
    /// one that reports `--section-kinds` instead (`value`).
    private func reportSectionKinds(_ b: PatternBindingSyntax, value: String, into text: inout TextEdits) {
        if let initial = b.initializer {
            text.replace(initial.value, with: value)
        } else if let type = b.typeAnnotation?.type {
            text.insert(" = \(value)", at: type.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    static func literal(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Other control characters and a line or paragraph separator would end or break the literal.
            case _ where c.value < 0x20 || c.value == 0x7F || c.value == 0x2028 || c.value == 0x2029:
                out += "\\u{\(String(c.value, radix: 16))}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
