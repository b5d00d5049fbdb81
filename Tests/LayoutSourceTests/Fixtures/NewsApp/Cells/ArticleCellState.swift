import UIKit

// A custom configuration state key, as list cells declare them. The members of a `fileprivate` or `private`
// extension are seen only from this file: a layout elsewhere that names a local `item` must not bring this
// extension (UIConfigurationStateCustomKey is a UIKit type layout programs do not have).
fileprivate extension UIConfigurationStateCustomKey {
    static let item = UIConfigurationStateCustomKey("com.example.news.article-cell.item")
}

private extension UICellConfigurationState {
    var item: Article? {
        set { self[.item] = newValue }
        get { return self[.item] as? Article }
    }
}
