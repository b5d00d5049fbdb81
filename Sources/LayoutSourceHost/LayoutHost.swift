import Foundation
import LayoutUIKit
import LayoutSpecWriter

/// The `main` of a compiled layout program: evaluates one layout for one environment and writes it as a spec.
///
/// Providers run exactly as written (this is the compiled code): the layout is resolved here with the request's
/// input while every section provider and custom-group provider is recorded, and the spec lists what they
/// returned — the sections for each index, the custom items — for that environment. The answer channel is
/// descriptor 3: "ok" and the spec, or "error" and one line (exit status 2); the CLI adds the place.
public enum LayoutHost {
    /// `registerSectionKinds` fills the section enums `--section-kinds` may name (the generated program's
    /// registrations); they reach layout code through the evaluation's `ScreenEnvironment`.
    public static func main(_ entries: [LayoutEntry], registerSectionKinds: (inout SectionKindNames) -> Void = { _ in }) -> Never {
        let args = CommandLine.arguments
        if args.count == 2, args[1] == "--list" {
            for e in entries { print("\(e.name)\t\(e.place)") }
            exit(0)
        }
        // The request comes on stdin, the answer goes to descriptor 3: whatever the layout code prints (stdout,
        // stderr) can never mix into the answer.
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let request: HostRequest
        do { request = try JSONDecoder().decode(HostRequest.self, from: data) } catch {
            fail("a layout program reads a JSON request on its standard input (docs/swift-sources.md): \(error)")
        }
        guard fcntl(answerDescriptor, F_GETFD) != -1 else {
            fail("a layout program writes its answer to descriptor 3, which is not open (docs/swift-sources.md)")
        }
        guard let entry = entries.first(where: { $0.name == request.layout }) else {
            fail("no layout named '\(request.layout)' in this program")
        }
        let input: LayoutInput
        do { input = try request.unscrolledInput() } catch { fail("the request's view cannot be made: \(error)") }
        var sectionKindNames = SectionKindNames()
        registerSectionKinds(&sectionKindNames)
        let screen = ScreenEnvironment(bounds: CGRect(origin: .zero, size: input.viewSize),
                                       safeAreaInsets: input.safeAreaInsets, traits: input.traits,
                                       sectionKinds: request.sectionKinds, itemCounts: input.itemCounts,
                                       sectionKindNames: sectionKindNames, missingRuntimeData: { fail($0.description) })
        // The `--arg` values and the screen reach the layout's code bound to this evaluation.
        let text: String = LayoutArguments.$given.withValue(request.arguments ?? [:]) {
            ScreenEnvironment.$current.withValue(screen) {
                do {
                    return try evaluate(entry, request: request, input: input)
                } catch let e as SpecWriterError {
                    fail("cannot write the layout as a spec: \(e)")
                } catch let e as LayoutError {
                    fail("the layout cannot be resolved: \(e)")
                } catch {
                    fail("the layout threw \(type(of: error)): \(error)")
                }
            }
        }
        if let problem = answer("ok\n" + text) { fail("cannot write the answer (\(text.utf8.count) bytes): \(problem)") }
        exit(0)
    }

    /// Writes the answer channel whole: "ok\n" and a spec, or "error\n" and one line. Nil, or what went wrong.
    static func answer(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(answerDescriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        close(answerDescriptor)
        return nil
    }

    /// The descriptor the answer is written to.
    static let answerDescriptor: Int32 = 3

    /// The spec of what the entry's code gives for the request: the layout is resolved while its providers are
    /// recorded, then written with the sections they returned and what its invalidation handlers left.
    static func evaluate(_ entry: LayoutEntry, request: HostRequest, input unscrolled: LayoutInput) throws -> String {
        let viewEnvironment = LayoutEnvironment(container: LayoutContainer(contentSize: unscrolled.viewSize),
                                                traitCollection: unscrolled.traits)
        let (owner, product) = try registered(request, section: 0) { try entry.evaluate(viewEnvironment) }
        var request = request
        if request.countsFromOwner == true, let owner, let counts = ownerCounts(entry, owner: owner) {
            request.view.itemCounts = counts
        }
        let recorder = Recorder()
        var model = compositionalLayout(product).model()
        // `--offset` lies along the axis this layout scrolls on, which only its code says.
        let input = try request.input(scrolling: model.configuration.scrollDirection)
        let uniform = recorder.record(&model, request: request)
        let result = try model.resolve(input)
        withExtendedLifetime(owner) {}
        let count = uniform ? 1 : input.itemCounts.count
        let sections = (0..<count).compactMap { recorder.sections[$0] }
        if let conflict = recorder.conflict { fail(conflict) }
        let recorded = try handlerPresentation(model, sections: sections, uniform: uniform, recorder: recorder,
                                               input: input, result: result)
        let writer = SpecWriter(customEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: .zero),
                                                                     traitCollection: input.traits),
                                recordedHandlers: recorded)
        let document = try writer.document(name: request.specName, description: nil, source: request.specSource,
                                           environment: specEnvironment(request, input: input),
                                           configuration: model.configuration,
                                           sections: sections, uniform: uniform, itemCounts: input.itemCounts)
        return request.format == "yaml" ? document.yaml() : document.json() + "\n"
    }

    /// Sections the owner's `numberOfSections(in:)` may answer: checked before any section's items are asked.
    static let maxOwnerSections = 10_000

    /// What the owner's own data-source methods answer once the layout is made, or nil when the program does not
    /// take them or they answer nothing to show (the data the app fills at run time is not there: the defaults
    /// stay). A count out of bounds is the layout's failure, before anything is asked or resolved.
    static func ownerCounts(_ entry: LayoutEntry, owner: Any) -> [Int]? {
        guard let answer = entry.dataSource?(owner) else { return nil }
        guard (0...maxOwnerSections).contains(answer.sections) else {
            fail("its numberOfSections(in:) answers \(answer.sections), outside 0…\(maxOwnerSections)")
        }
        let counts = (0..<answer.sections).map(answer.items)
        if let i = counts.firstIndex(where: { $0 < 0 }) {
            fail("its collectionView(_:numberOfItemsInSection:) answers \(counts[i]) for section \(i)")
        }
        return counts.reduce(0, +) > 0 ? counts : nil
    }

    /// The compositional layout the code returned (a section becomes a layout of that section).
    static func compositionalLayout(_ product: LayoutEntry.Product) -> UICollectionViewCompositionalLayout {
        switch product {
        case .section(let s): return UICollectionViewCompositionalLayout(section: s)
        case .layout(let l):
            guard let c = l as? UICollectionViewCompositionalLayout else {
                fail("it returns a \(type(of: l)), not a compositional layout")
            }
            return c
        }
    }

    /// Invalidation handlers: what they left on each element of their sections at this scroll position, against
    /// the same sections resolved without their handlers (what each element would be had nothing moved it).
    static func handlerPresentation(_ model: LayoutModel, sections: [SectionModel], uniform: Bool, recorder: Recorder,
                                    input: LayoutInput, result: LayoutResult) throws -> [String: RecordedPresentation] {
        let handled = Set((0..<input.itemCounts.count).filter {
            (uniform ? sections.first : recorder.sections[$0])?.visibleItemsInvalidationHandler != nil
        })
        guard !handled.isEmpty else { return [:] }
        var bare = model
        let plain = sections.map { s -> SectionModel in var s = s; s.visibleItemsInvalidationHandler = nil; return s }
        bare.sections = uniform ? .uniform(plain[0]) : .provider { i, _ in plain.indices.contains(i) ? plain[i] : nil }
        let base = try bare.resolve(input)
        var recorded: [String: RecordedPresentation] = [:]
        for a in result.allElements where handled.contains(a.section) {
            guard let b = base.attributes(for: a.key) else { continue }
            recorded[uniform ? "section" : "sections[\(a.section)]", default: RecordedPresentation(entries: [])]
                .entries.append(RecordedPresentation.Entry(a, without: b))
        }
        return recorded
    }

    /// The spec's environment: what the request gave, and what the code saw that the spec must say.
    static func specEnvironment(_ request: HostRequest, input: LayoutInput) -> [(String, SpecValue)] {
        var environment: [(String, SpecValue)] = []
        let e = request.view
        switch e.screen {
        case .device(let d): environment.append(("device", .string(d)))
        case .deviceScreen(let s): environment.append(("device", .string(s.description)))
        case .size(let s):
            environment.append(("size", .object([("width", .number(Double(s.width))), ("height", .number(Double(s.height)))])))
        case nil: break
        }
        if let s = e.safeArea {
            environment.append(("safeArea", .object(zip(["top", "left", "bottom", "right"], [s.top, s.left, s.bottom, s.right])
                .map { ($0, .number(Double($1))) })))
        }
        if e.landscape == true { environment.append(("landscape", .bool(true))) }
        // Every field that changes how the spec resolves: the pixel grid's scale and the text size (self-sized
        // list rows follow both).
        if let scale = e.displayScale { environment.append(("displayScale", .number(Double(scale)))) }
        let category = input.traits.preferredContentSizeCategory
        if category != .large { environment.append(("contentSizeCategory", .string(category.name))) }
        // The release the code was evaluated for resolves the spec too (decision 57).
        let ios = input.traits.iosVersion
        if ios != .newest { environment.append(("ios", .number(Double(ios.major)))) }
        // What the code saw is what the spec says: a layout evaluated right to left resolves right to left.
        if input.traits.layoutDirection == .rightToLeft { environment.append(("layoutDirection", .string("rightToLeft"))) }
        if let o = input.contentOffset {
            environment.append(("contentOffset", .object([("x", .number(Double(o.x))), ("y", .number(Double(o.y)))])))
        }
        let o = e.orthogonalOffsets
        if !o.isEmpty {
            environment.append(("orthogonalOffsets", .object(o.keys.sorted().map { (String($0), .number(Double(o[$0]!))) })))
        }
        return environment
    }

    /// Fails with one line: on the answer channel, where nothing the layout code prints can be taken for it, and
    /// on stderr for whoever runs the program by hand.
    static func fail(_ message: String) -> Never {
        _ = answer("error\n" + message + "\n")
        FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
        exit(2)
    }
}

/// What the providers returned while the layout was resolved.
final class Recorder {
    var sections: [Int: SectionModel] = [:]
    var conflict: String?

    /// Makes the model record what its sections are as the resolver asks for them: a uniform section at once, a
    /// provider's sections per index. True for a uniform section.
    func record(_ model: inout LayoutModel, request: HostRequest) -> Bool {
        switch model.sections {
        case .uniform(let section):
            let s = freezingCustomGroups(section, index: 0)
            sections[0] = s
            model.sections = .uniform(s)
            return true
        case .provider(let provider):
            model.sections = .provider { index, environment in
                // Each section made with the cell content its rows take (from the app's cell registrations).
                guard let s = LayoutHost.registered(request, section: index, { provider(index, environment) }) else { return nil }
                let frozen = self.freezingCustomGroups(s, index: index)
                self.sections[index] = frozen
                return frozen
            }
            return false
        }
    }

    /// The section with each custom group's provider replaced by the items it returned for the environment the
    /// resolver gave it. A provider that answers differently for two instances cannot be one spec group.
    /// Answers are kept by section index and group path: a provider may be asked for a section more than once.
    func freezingCustomGroups(_ section: SectionModel, index: Int) -> SectionModel {
        var s = section
        s.group = freeze(s.group, key: "\(index)")
        return s
    }

    private var customItems: [String: [CustomItem]] = [:]

    private func freeze(_ item: ItemModel, key: String) -> ItemModel {
        guard var group = item.group else { return item }
        group.subitems = group.subitems.enumerated().map { freeze($1, key: key + ".\($0)") }
        if case .custom(let provider) = group.kind {
            group.kind = .custom(CustomGroupProvider { [unowned self] environment in
                // The spec writer asks with an empty container: it wants what the resolver got.
                if environment.container.contentSize == .zero, let items = self.customItems[key] { return items }
                let items = provider.provide(environment)
                if let previous = self.customItems[key], previous != items {
                    self.conflict = "a custom group's item provider returned different items for different "
                        + "containers in one layout; a spec holds one list of custom items per group"
                }
                self.customItems[key] = items
                return items
            })
        }
        var result = item
        result.group = group
        return result
    }
}
