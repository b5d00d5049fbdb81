import UIKit

/// UIControl, UIButton (titles, colours, configurations) and UIAction/UIMenu, each called once.
enum ControlFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let button = UIButton(type: .system, primaryAction: nil)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        _ = button.titleColor(for: .highlighted)
        button.setAttributedTitle(NSAttributedString(string: "Go"), for: .selected)
        _ = button.attributedTitle(for: .selected)
        button.setImage(UIImage(systemName: "play"), for: .normal)
        button.setBackgroundImage(nil, for: .disabled)
        button.setPreferredSymbolConfiguration(.init(textStyle: .body), forImageIn: .normal)
        _ = button.titleLabel?.font
        _ = button.imageView?.image
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        button.titleEdgeInsets = .zero
        button.imageEdgeInsets = .zero
        button.menu = UIMenu(title: "More", image: nil, identifier: nil, options: [.displayInline], children: [UIAction(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = false
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.isEnabled = true
        _ = button.state
        button.addAction(UIAction(title: "Tap") { _ in }, for: .touchUpInside)
        button.removeAction(UIAction(title: "Tap") { _ in }, for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        button.removeTarget(nil, action: nil, for: .allEvents)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Filled"
        configuration.subtitle = "sub"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 4
        configuration.titlePadding = 2
        configuration.titleAlignment = .center
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .blue
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.showsActivityIndicator = false
        configuration.preferredSymbolConfigurationForImage = .init(scale: .small)
        for other in [UIButton.Configuration.plain(), .tinted(), .gray(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent()] {
            _ = other.title
        }
        let configured = UIButton(configuration: configuration, primaryAction: nil)
        configured.automaticallyUpdatesConfiguration = false
        configured.setNeedsUpdateConfiguration()
        _ = UIButton(primaryAction: nil)
        // The configuration's insets as set: 8 + 8 around a 84-pt row.
        return FamilyLayout.make(height: 84 + (configured.configuration?.contentInsets.top ?? 0) * 2)
    }
}
