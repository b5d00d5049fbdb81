import Combine
import CoreData
import Foundation

// The app's storage: Combine and Core Data, which Linux does not have. No layout reads it.

final class MessageStore: ObservableObject {
    @Published private(set) var messages: [String] = []
    private let container = NSPersistentContainer(name: "Messages")
    private var cancellables = Set<AnyCancellable>()

    func reload() {
        container.loadPersistentStores { _, _ in }
    }
}
