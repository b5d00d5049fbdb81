import UIKit

// The base class of the app's list screens, in a file of its own. Its extension declares a method that
// subclasses override (Objective-C dispatch allows it on iOS).

class BaseListViewController: UIViewController {
    let store: MessageStore

    init(store: MessageStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func rowHeight() -> CGFloat { 44 }
}

extension BaseListViewController {
    @objc func sectionInsets() -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
