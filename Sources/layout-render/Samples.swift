import ArgumentParser
import Foundation
import LayoutDiff
import LayoutEngine
import LayoutJobs
import LayoutRender
import LayoutSystem

struct Samples: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the samples with one-line descriptions.")

    func run() throws {
        let catalog = try SampleCatalog.locate()
        let all = try catalog.allDocuments()
        let width = all.map(\.0.count).max() ?? 0
        var text = ""
        for (name, document) in all {
            let pad = String(repeating: " ", count: width - name.count)
            let seed = document.metadata.seed.map { $0 == "apple" ? "apple" : "seed \($0)" } ?? ""
            text += "\(name)\(pad)  \(seed.padding(toLength: 8, withPad: " ", startingAt: 0))  \(document.metadata.description ?? "")\n"
        }
        try CommandOutput.printLines(text)
    }
}
