import UIKit

/// UIViewController's navigation, bar items, containment and presentation, and UICollectionViewController's
/// layout, each called once.
final class ControllerFamilyController: UICollectionViewController {
    func familyLayout() -> UICollectionViewLayout {
        navigationItem.title = "Family"
        navigationItem.prompt = "prompt"
        navigationItem.titleView = UIView()
        navigationItem.backButtonTitle = "Back"
        navigationItem.hidesBackButton = false
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.searchController = nil
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: UIView()), .flexibleSpace(), .fixedSpace(8)]
        navigationItem.leftBarButtonItems = [UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Done") { _ in }, menu: nil)]
        navigationItem.setRightBarButton(UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: [])), animated: false)
        navigationItem.setLeftBarButton(UIBarButtonItem(primaryAction: UIAction(title: "Menu", image: nil, identifier: nil, discoverabilityTitle: nil, attributes: [.destructive], state: .on) { _ in }), animated: false)
        navigationItem.setRightBarButtonItems(nil, animated: false)
        navigationItem.setLeftBarButtonItems(nil, animated: false)
        let item = UIBarButtonItem()
        item.style = .done
        item.tintColor = .red
        item.width = 10
        item.isSelected = true
        item.isHidden = false
        item.isEnabled = false
        item.tag = 3
        item.accessibilityLabel = "item"
        _ = item.systemItem
        _ = UINavigationItem(title: "Other")
        _ = navigationController
        _ = tabBarController
        _ = presentingViewController
        toolbarItems = [item]
        hidesBottomBarWhenPushed = true
        isEditing = false
        setEditing(true, animated: false)
        definesPresentationContext = true
        modalTransitionStyle = .crossDissolve
        transitioningDelegate = Transitions.shared
        isModalInPresentation = true
        providesPresentationContextTransitionStyle = false
        modalPresentationCapturesStatusBarAppearance = true
        restoresFocusAfterTransition = false
        _ = isBeingPresented || isBeingDismissed || prefersStatusBarHidden
        _ = preferredStatusBarStyle == .lightContent
        preferredContentSize = CGSize(width: 10, height: 10)
        additionalSafeAreaInsets = .zero
        overrideUserInterfaceStyle = .light
        let child = UIViewController()
        addChild(child)
        child.willMove(toParent: self)
        child.didMove(toParent: self)
        _ = child.parent
        child.removeFromParent()
        present(UIViewController(), animated: false) {}
        _ = presentedViewController
        dismiss(animated: false)
        setNeedsStatusBarAppearanceUpdate()
        loadViewIfNeeded()
        viewWillDisappear(false)
        viewDidDisappear(false)
        traitCollectionDidChange(nil)
        clearsSelectionOnViewWillAppear = false
        installsStandardGestureForInteractiveMovement = true
        _ = collectionViewLayout
        // One child added and removed: none left; the layout is the family's.
        return FamilyLayout.make(height: 100 + CGFloat(children.count))
    }
}

final class Transitions: UIViewControllerTransitioningDelegate { static let shared = Transitions() }
