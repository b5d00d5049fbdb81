import Foundation
import LayoutJobs
import LayoutEngine
import PropertyBased
import PropertySeedSupport
import Testing
@testable import LayoutSpec

/// Fuzzing the spec reader (issue 8): random bytes, random JSON/YAML documents in the spec's vocabulary, and
/// mutated sample specs (deleted/duplicated/replaced characters, values of the wrong type, NaN and huge
/// numbers, deep nesting). Reading never crashes and finishes in time; every error names where it is — a
/// line:column or a spec path — on one line; a document that reads resolves or fails with a one-line error.
final class Tally: @unchecked Sendable { var outcomes: [String: Int] = [:] }

@Suite("Spec reader fuzz properties", .fixedPropertySeeds)
struct SpecFuzzPropertyTests {
    static let timeBound: Double = 2

    /// Cases: LAYOUT_PROPERTY_CASES (10 000 by default, 1 000 000 in `make soak`), a third of it here as a spec
    /// costs more than a generated layout.
    static var count: Int {
        if let v = ProcessInfo.processInfo.environment["LAYOUT_PROPERTY_CASES"], let n = Int(v), n >= 0 { return max(1, n / 3) }
        return 10_000 / 3
    }

    @Test func fuzzedSpecsNeverCrashAndEveryErrorHasALocation() async {
        #expect(FuzzCorpus.yaml.count > 10, "the sample specs were not found at \(FuzzCorpus.examples.path)")
        #expect(FuzzCorpus.json.count == FuzzCorpus.yaml.count, "every sample converts to JSON")
        let tally = Tally()
        await propertyCheck(count: Self.count, input: SpecFuzz.inputs) { input in
            for problem in Self.check(input, outcomes: &tally.outcomes) { Issue.record(Comment(rawValue: problem)) }
        }
        print("Spec fuzz: \(tally.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }

    /// The unmutated samples read, in both formats, and resolve (the fuzz corpus itself is valid).
    @Test func samplesReadAsYAMLAndAsJSON() throws {
        for (yaml, json) in zip(FuzzCorpus.yaml, FuzzCorpus.json) {
            let a = try LayoutSpecReader.parse(yaml, format: .yaml, file: "sample.yaml")
            let b = try LayoutSpecReader.parse(json, format: .json, file: "sample.json")
            #expect(a.data == b.data)
            _ = try LayoutJob.resolve(a, environment: EnvironmentOptions())
        }
    }

    /// Hostile nesting (100 000 levels) is refused with a location by both readers, without exhausting the stack.
    @Test(arguments: [LayoutSpecReader.Format.json, .yaml])
    func deepNestingIsRefusedWithALocation(format: LayoutSpecReader.Format) {
        for open in ["[", "{\"a\": "] {
            let close = open == "[" ? "]" : "}"
            let text = "{\"section\": " + String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000) + "}"
            #expect(throws: SpecError.self) { try LayoutSpecReader.parse(text, format: format, file: "deep") }
            do { _ = try LayoutSpecReader.parse(text, format: format, file: "deep") } catch let e as SpecError {
                #expect(e.location != nil, "\(e)")
            } catch { Issue.record("\(error)") }
        }
    }

    static func check(_ input: FuzzInput, outcomes: inout [String: Int]) -> [String] {
        var problems: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            let elapsed = (clock.now - start) / .seconds(1)
            if elapsed > timeBound { problems.append("took \(elapsed) s") }
        }
        let document: LayoutSpecDocument
        do {
            document = try LayoutSpecReader.parse(input.text, format: input.format, file: "fuzz.spec")
        } catch let e as SpecError {
            outcomes["spec error", default: 0] += 1
            // Size-limit errors are about the whole file; every other one points into it.
            let whole = e.message.contains("the limit is")
            if e.location == nil && (e.path ?? "").isEmpty && !whole { problems.append("error without a location or spec path: \(e)") }
            if e.description.contains("\n") { problems.append("error on more than one line: \(e)") }
            // Echoes of the input are shortened (issue 15): a long key never makes a long error.
            if e.description.count > 2_000 { problems.append("error of \(e.description.count) characters: \(e.description.prefix(200))…") }
            if !e.description.hasPrefix("fuzz.spec") { problems.append("error does not start with the file name: \(e)") }
            return problems
        } catch {
            return ["parse threw \(type(of: error)), not a SpecError: \(error)"]
        }
        do {
            let (result, _) = try LayoutJob.resolve(document, environment: EnvironmentOptions())
            outcomes["resolved", default: 0] += 1
            // What the CLI checks before materialising a screen (sub-point items would make millions).
            try ElementBudget.check(result, in: result.bounds, what: "the screen")
            for a in result.visibleElements where !(a.frame.minX.isFinite && a.frame.minY.isFinite && a.frame.width.isFinite && a.frame.height.isFinite) {
                problems.append("non-finite frame \(a)")
            }
        } catch let e as CLIError {
            outcomes["layout error", default: 0] += 1
            if e.message.isEmpty || e.message.contains("\n") { problems.append("resolution error is not one line: \(e.message)") }
        } catch {
            problems.append("resolve threw \(type(of: error)): \(error)")
        }
        return problems
    }
}
