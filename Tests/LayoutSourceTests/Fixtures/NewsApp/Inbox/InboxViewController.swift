import Combine
import UIKit

// A subclass of the base in another file, with stored properties of types the layout never touches.

final class InboxViewController: BaseListViewController {
    private let formatter = DateFormatter()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$messages.sink { _ in }.store(in: &cancellables)
    }

    override func rowHeight() -> CGFloat { 64 }
}

extension InboxViewController {
    override func sectionInsets() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 12, leading: Metrics.padding, bottom: 12, trailing: Metrics.padding)
    }
}
