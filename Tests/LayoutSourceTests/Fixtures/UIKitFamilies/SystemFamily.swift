import UIKit

/// Core Animation's transactions, UIImage symbols, UIApplication, UIFontMetrics and UIFont, and the diffable
/// snapshot, each member called once.
enum SystemFamily {
    static func familyLayout() -> UICollectionViewLayout {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        _ = CATransaction.disableActions()
        CATransaction.setAnimationDuration(0.1)
        _ = CATransaction.animationDuration()
        CATransaction.setCompletionBlock {}
        _ = CATransaction.completionBlock()
        CATransaction.setValue(true, forKey: "key")
        _ = CATransaction.value(forKey: "key")
        CATransaction.commit()
        CATransaction.flush()
        CATransaction.lock()
        CATransaction.unlock()

        let symbol = UIImage.SymbolConfiguration(pointSize: 12, weight: .bold, scale: .large)
            .applying(UIImage.SymbolConfiguration(textStyle: .body, scale: .small))
            .applying(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 10), scale: .medium))
        for c in [UIImage.SymbolConfiguration(pointSize: 1), .init(pointSize: 1, weight: .light), .init(textStyle: .title1),
                  .init(weight: .heavy), .init(scale: .default), .init(font: .systemFont(ofSize: 3)),
                  .init(hierarchicalColor: .red), .init(paletteColors: [.red]), .preferringMulticolor(),
                  .preferringMonochrome(), .unspecified] { _ = c.pointSize }
        let image = UIImage(systemName: "star", withConfiguration: symbol)!
        _ = UIImage(named: "a", in: nil, compatibleWith: nil)
        _ = UIImage(named: "a", in: nil, with: nil)
        _ = UIImage(data: Data())
        _ = image.scale + (image.renderingMode == .automatic ? 0 : 1)
        _ = image.withRenderingMode(.alwaysTemplate).withTintColor(.red).withTintColor(.red, renderingMode: .alwaysOriginal)
            .withConfiguration(symbol).applyingSymbolConfiguration(symbol)?.withAlignmentRectInsets(.zero)
            .resizableImage(withCapInsets: .zero).imageFlippedForRightToLeftLayoutDirection()

        let app = UIApplication.shared
        _ = app.applicationState == .active
        _ = app.userInterfaceLayoutDirection
        _ = app.preferredContentSizeCategory
        app.isIdleTimerDisabled = false
        app.applicationIconBadgeNumber = 0
        _ = app.windows.count + app.connectedScenes.count
        _ = app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!)
        app.open(URL(string: "https://example.com")!, options: [:], completionHandler: nil)
        _ = app.sendAction("copy:", to: nil, from: nil, for: nil)

        let metrics = UIFontMetrics(forTextStyle: .body)
        _ = UIFontMetrics.default.scaledValue(for: 1, compatibleWith: nil)
        _ = metrics.scaledFont(for: .systemFont(ofSize: 10))
        _ = metrics.scaledFont(for: .systemFont(ofSize: 10), maximumPointSize: 12)
        let font = UIFont(name: "Helvetica", size: 10)!.withSize(12)
        _ = [UIFont.italicSystemFont(ofSize: 1), .monospacedDigitSystemFont(ofSize: 1, weight: .bold),
             .monospacedSystemFont(ofSize: 1, weight: .regular)].count
        _ = font.fontName + font.familyName
        _ = font.ascender + font.descender + font.capHeight + font.xHeight + font.leading

        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 2])
        snapshot.insertSections([1], beforeSection: 2)
        snapshot.insertSections([3], afterSection: 2)
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.insertItems(["c"], beforeItem: "a")
        snapshot.insertItems(["d"], afterItem: "b")
        snapshot.moveItem("d", beforeItem: "c")
        snapshot.moveItem("c", afterItem: "b")
        snapshot.deleteItems(["a"])
        snapshot.moveSection(3, beforeSection: 0)
        snapshot.moveSection(3, afterSection: 2)
        snapshot.deleteSections([1])
        snapshot.reloadSections([0])
        snapshot.reloadItems(["b"])
        snapshot.reconfigureItems(["b"])
        _ = snapshot.reloadedSectionIdentifiers.count + snapshot.reloadedItemIdentifiers.count + snapshot.reconfiguredItemIdentifiers.count
        _ = snapshot.indexOfSection(2)
        _ = snapshot.sectionIdentifier(containingItem: "b")
        _ = snapshot.indexOfItem("b")
        // Sections 0, 2, 3 remain; section 0 holds d, b, c: three items, 3 × 30 = 90.
        let height = CGFloat(snapshot.numberOfItems(inSection: 0) * 30)
        var emptied = snapshot
        emptied.deleteAllItems()
        return FamilyLayout.make(height: height + CGFloat(emptied.numberOfItems + snapshot.numberOfSections - 3))
    }
}
