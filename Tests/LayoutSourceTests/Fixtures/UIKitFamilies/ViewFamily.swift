import UIKit

/// UIView, UILabel, UIImageView, UIStackView and the cells' members, each called once.
enum ViewFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let child = UIView()
        view.addSubview(child)
        view.insertSubview(UIView(), at: 0)
        view.bringSubviewToFront(child)
        view.sendSubviewToBack(child)
        child.removeFromSuperview()
        view.layer.cornerRadius = 4
        view.clipsToBounds = true
        view.isUserInteractionEnabled = false
        view.isOpaque = false
        view.contentMode = .scaleAspectFill
        view.translatesAutoresizingMaskIntoConstraints = false
        view.autoresizingMask = [.flexibleWidth]
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = false
        view.accessibilityIdentifier = "view"
        view.accessibilityLabel = "View"
        view.isAccessibilityElement = true
        view.overrideUserInterfaceStyle = .dark
        view.semanticContentAttribute = .forceLeftToRight
        _ = view.effectiveUserInterfaceLayoutDirection
        view.center = CGPoint(x: 100, y: 40)
        _ = view.intrinsicContentSize.width == UIView.noIntrinsicMetric
        _ = view.sizeThatFits(UIView.layoutFittingCompressedSize)
        view.sizeToFit()
        _ = view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        view.layoutSubviews()
        view.setNeedsDisplay()
        view.invalidateIntrinsicContentSize()
        _ = view.convert(CGPoint.zero, to: nil)
        _ = view.convert(CGRect.zero, to: nil)
        _ = view.window
        _ = view.superview
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.removeGestureRecognizer(UITapGestureRecognizer())

        let label = UILabel()
        label.text = "Hello"
        label.attributedText = NSAttributedString(string: "Hello")
        // UIKit declares `font` and `textColor` implicitly unwrapped: an optional is assigned as is (an app's
        // `static func themeFont(ofSize:) -> UIFont?`), nil gives the default back, and a read is a value.
        label.font = nil
        let themed: UIFont? = .systemFont(ofSize: 20)
        label.font = themed
        label.textColor = nil
        label.textColor = label.textColor.withAlphaComponent(1)
        label.highlightedTextColor = .red
        label.numberOfLines = 2
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.preferredMaxLayoutWidth = 100
        label.isHighlighted = false
        label.isEnabled = true

        let image = UIImageView(image: UIImage(systemName: "star"), highlightedImage: nil)
        image.highlightedImage = UIImage(named: "star.fill")
        image.isHighlighted = false
        image.preferredSymbolConfiguration = .init(pointSize: 12)
        _ = image.intrinsicContentSize

        let stack = UIStackView(arrangedSubviews: [label, image])
        stack.axis = .vertical
        let axis: NSLayoutConstraint.Axis = stack.axis  // UIKit's stack view takes Auto Layout's axis
        stack.axis = axis
        stack.distribution = .fillEqually
        stack.alignment = .top
        stack.spacing = UIStackView.spacingUseSystem
        stack.isBaselineRelativeArrangement = false
        stack.isLayoutMarginsRelativeArrangement = true
        stack.addArrangedSubview(UIView())
        stack.insertArrangedSubview(UIView(), at: 0)
        stack.removeArrangedSubview(image)
        stack.setCustomSpacing(8, after: label)
        _ = stack.customSpacing(after: label)

        let cell = UICollectionViewListCell(frame: .zero)
        cell.prepareForReuse()
        var background = UIBackgroundConfiguration.listCell()
        background.backgroundColor = .blue
        background.cornerRadius = 8
        cell.backgroundConfiguration = background.updated(for: cell.configurationState)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.isSelected = true
        cell.isHighlighted = true
        cell.configurationUpdateHandler = { _, state in _ = state.isSelected }
        cell.updateConfiguration(using: cell.configurationState)
        cell.setNeedsUpdateConfiguration()
        _ = cell.defaultBackgroundConfiguration()
        _ = UIBackgroundConfiguration.listHeader()
        // "Hello" at 20 pt on two lines of 100 pt: 5 × 10 = 50 wide, one line of 24 (1.2 × 20).
        return FamilyLayout.make(height: label.sizeThatFits(CGSize(width: 100, height: 1000)).height)
    }
}
