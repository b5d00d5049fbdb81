import Foundation

/// Runs a program to completion and collects its output.
enum ProcessRunner {
    struct Output { var status: Int32; var stdout: Data; var stderr: Data; var signalled: Bool }

    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { throw SourceError("cannot run \(executable): \(error.localizedDescription)") }
        // Read both pipes concurrently so neither fills up and blocks the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errData = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: outData, stderr: errData.data,
                      signalled: p.terminationReason == .uncaughtSignal)
    }
}
