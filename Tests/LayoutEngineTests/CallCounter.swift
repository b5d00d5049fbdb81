import Foundation

/// Counts calls from the model's `@Sendable` closures (section providers may be called from any thread).
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func tick() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
