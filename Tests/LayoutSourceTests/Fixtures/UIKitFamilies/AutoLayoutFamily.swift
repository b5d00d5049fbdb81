import UIKit

/// Auto Layout, each member called once: constraints made from anchors, a layout guide and the visual format,
/// activated, prioritised and removed. Constraints keep what they were made with, which sizes the row.
enum AutoLayoutFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let host = UIView()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(label)
        let guide = UILayoutGuide()
        guide.identifier = "content"
        host.addLayoutGuide(guide)
        _ = guide.owningView
        _ = guide.layoutFrame
        _ = guide.hasAmbiguousLayout
        let edges = [
            label.leadingAnchor.constraint(equalTo: host.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            label.leftAnchor.constraint(greaterThanOrEqualTo: host.leftAnchor),
            label.rightAnchor.constraint(lessThanOrEqualTo: host.readableContentGuide.rightAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 4),
            label.bottomAnchor.constraint(lessThanOrEqualTo: host.bottomAnchor, constant: -4),
            label.centerXAnchor.constraint(equalTo: host.centerXAnchor),
            label.centerYAnchor.constraint(equalToSystemSpacingBelow: host.topAnchor, multiplier: 1),
            label.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: host.topAnchor, multiplier: 1),
            label.lastBaselineAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: host.bottomAnchor, multiplier: 2),
            label.leadingAnchor.constraint(equalToSystemSpacingAfter: host.leadingAnchor, multiplier: 1),
            label.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: host.leadingAnchor, multiplier: 1),
            label.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: host.trailingAnchor, multiplier: 1),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: host.leadingAnchor, constant: 2),
            label.trailingAnchor.constraint(lessThanOrEqualTo: host.trailingAnchor, constant: 2),
        ]
        NSLayoutConstraint.activate(edges)
        NSLayoutConstraint.deactivate(Array(edges.suffix(2)))
        let height = label.heightAnchor.constraint(equalToConstant: 60)
        height.priority = .defaultHigh + 1
        height.identifier = "row"
        height.isActive = true
        let sizes = [
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            label.widthAnchor.constraint(equalTo: host.widthAnchor, multiplier: 0.5),
            label.widthAnchor.constraint(equalTo: host.widthAnchor, multiplier: 0.5, constant: 1),
            label.heightAnchor.constraint(greaterThanOrEqualTo: host.heightAnchor, multiplier: 0.1),
            label.heightAnchor.constraint(greaterThanOrEqualTo: host.heightAnchor, multiplier: 0.1, constant: 1),
            label.heightAnchor.constraint(lessThanOrEqualTo: host.heightAnchor, multiplier: 1),
            label.heightAnchor.constraint(lessThanOrEqualTo: host.heightAnchor, multiplier: 1, constant: 1),
            label.leadingAnchor.anchorWithOffset(to: label.trailingAnchor).constraint(equalToConstant: 100),
            label.topAnchor.anchorWithOffset(to: label.bottomAnchor).constraint(greaterThanOrEqualToConstant: 1),
        ]
        host.addConstraints(sizes)
        host.removeConstraints(Array(sizes.suffix(1)))
        let manual = NSLayoutConstraint(item: label, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 40)
        host.addConstraint(manual)
        host.removeConstraint(manual)
        manual.shouldBeArchived = false
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [.alignAllCenterY], metrics: nil,
                                           views: ["label": label])
        _ = (manual.firstItem, manual.secondItem, manual.firstAttribute, manual.secondAttribute, manual.relation,
             manual.multiplier, host.constraints, host.layoutGuides, label.widthAnchor.name,
             label.widthAnchor.hasAmbiguousLayout, label.widthAnchor.constraintsAffectingLayout)
        host.removeLayoutGuide(guide)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
        let hugging = label.contentHuggingPriority(for: .vertical)            // defaultLow, 250
        let resistance = label.contentCompressionResistancePriority(for: .horizontal)  // defaultHigh, 750
        _ = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel)
        label.setNeedsUpdateConstraints()
        label.updateConstraintsIfNeeded()
        label.updateConstraints()
        _ = (label.needsUpdateConstraints(), label.hasAmbiguousLayout, label.constraintsAffectingLayout(for: .vertical))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        collection.addConstraints([collection.topAnchor.constraint(equalTo: collection.safeAreaLayoutGuide.topAnchor),
                                   collection.widthAnchor.constraint(equalTo: collection.frameLayoutGuide.widthAnchor)])
        collection.addConstraint(collection.heightAnchor.constraint(equalTo: collection.contentLayoutGuide.heightAnchor))
        _ = collection.layoutMarginsGuide
        // 60 (the height constraint's constant, kept) + 750 / 250 (the default priorities answered) + 4 if the
        // deactivated pair is inactive, the height active at 751, and the removed constraint inactive: 67.
        let kept: CGFloat = (edges[13].isActive || edges[14].isActive || !height.isActive || manual.isActive
                             || height.priority.rawValue != 751 || !edges[0].isActive) ? 0 : 4
        return FamilyLayout.make(height: height.constant + CGFloat(resistance.rawValue / hugging.rawValue) + kept)
    }
}
