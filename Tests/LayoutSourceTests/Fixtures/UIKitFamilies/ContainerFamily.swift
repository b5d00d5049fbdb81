import UIKit

/// UINavigationController, UINavigationBar and its appearance, UITabBarController, UITabBar and its items, each
/// called once, as an app's scene setup or coordinator does beside a screen's layout.
final class ContainerFamilyController: UIViewController {
    func containerLayout() -> UICollectionViewLayout {
        let root = UIViewController(), a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: root)   // [root]
        nav.pushViewController(a, animated: false)                   // [root, a]
        nav.pushViewController(b, animated: true)                    // [root, a, b]
        let popped = nav.popViewController(animated: true)           // b; [root, a]
        let toRoot = nav.popToViewController(root, animated: false)  // [a]; [root]
        nav.setViewControllers([root, a, b], animated: false)
        let all = nav.popToRootViewController(animated: false)       // [a, b]; [root]
        nav.pushViewController(a, animated: false)                   // [root, a]
        _ = nav.topViewController
        _ = nav.visibleViewController
        nav.setNavigationBarHidden(false, animated: false)
        nav.isNavigationBarHidden = false
        nav.setToolbarHidden(true, animated: false)
        nav.isToolbarHidden = true
        _ = nav.toolbar
        nav.hidesBarsOnSwipe = true
        nav.hidesBarsOnTap = false
        nav.hidesBarsWhenKeyboardAppears = false
        nav.hidesBarsWhenVerticallyCompact = false
        nav.delegate = nil
        nav.interactivePopGestureRecognizer?.isEnabled = false
        _ = UINavigationController.hideShowBarDuration
        _ = UINavigationController(navigationBarClass: nil, toolbarClass: nil)

        let bar = nav.navigationBar
        bar.prefersLargeTitles = true
        bar.isTranslucent = false
        bar.barStyle = .black
        bar.barTintColor = .white
        bar.tintColor = .black
        bar.titleTextAttributes = [.foregroundColor: UIColor.black]
        bar.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 30)]
        bar.shadowImage = UIImage()
        bar.backIndicatorImage = UIImage(systemName: "chevron.left")
        bar.backIndicatorTransitionMaskImage = UIImage(systemName: "chevron.left")
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .compact)
        _ = bar.backgroundImage(for: .default)
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.setItems([UINavigationItem(title: "Two")], animated: false)
        _ = bar.popItem(animated: false)
        _ = bar.topItem
        _ = bar.backItem
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.configureWithTransparentBackground()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = .systemBackground
        appearance.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        appearance.backgroundImage = nil
        appearance.shadowColor = .clear
        appearance.shadowImage = nil
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [:]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        appearance.backButtonAppearance.highlighted.backgroundImage = nil
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)
        _ = appearance.backIndicatorImage
        _ = UIBarAppearance(barAppearance: appearance)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactAppearance = appearance
        bar.compactScrollEdgeAppearance = nil

        let tabs = UITabBarController()
        let other = UIViewController(), third = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "star"), selectedImage: nil)
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
        nav.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        nav.tabBarItem.badgeValue = "3"
        nav.tabBarItem.badgeColor = .red
        nav.tabBarItem.selectedImage = nil
        nav.tabBarItem.titlePositionAdjustment = .zero
        nav.tabBarItem.imageInsets = .zero
        nav.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
        nav.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.blue, .kern: 1], for: .selected)
        nav.tabBarItem.landscapeImagePhone = nil
        nav.tabBarItem.largeContentSizeImageInsets = .zero
        let selectedAttributes = nav.tabBarItem.titleTextAttributes(for: .selected)?.count ?? 0   // 2
        tabs.setViewControllers([nav, other, third], animated: false)
        tabs.selectedIndex = 2
        tabs.selectedViewController = other                          // index 1
        tabs.delegate = nil
        let tabBar = tabs.tabBar
        tabBar.tintColor = .blue
        tabBar.unselectedItemTintColor = .gray
        tabBar.barTintColor = .white
        tabBar.isTranslucent = false
        tabBar.barStyle = .default
        tabBar.backgroundImage = nil
        tabBar.shadowImage = nil
        tabBar.selectionIndicatorImage = nil
        tabBar.selectedItem = tabBar.items?.first
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.stackedLayoutAppearance.normal.iconColor = .gray
        tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.blue]
        tabAppearance.inlineLayoutAppearance.disabled.badgeBackgroundColor = .red
        tabAppearance.compactInlineLayoutAppearance.focused.titlePositionAdjustment = .zero
        tabAppearance.selectionIndicatorTintColor = nil
        tabAppearance.selectionIndicatorImage = nil
        tabBar.standardAppearance = tabAppearance
        tabBar.scrollEdgeAppearance = tabAppearance
        _ = tabBar.items?.count

        // 100, + 2 in the stack, + 1 popped to root's controller, + 2 popped to the root, + 3 tab bar items,
        // + 1 the selected index, + 1 each: a's navigation controller is nav, a's tab bar controller is tabs
        // (through nav), b has none once popped, the popped one was b, + 2 title attributes of the selected state:
        // 100 + 2 + 1 + 2 + 3 + 1 + 4 + 2 = 115.
        let known = (a.navigationController === nav ? 1 : 0) + (a.tabBarController === tabs ? 1 : 0)
            + (b.navigationController == nil ? 1 : 0) + (popped === b ? 1 : 0)
        let height = 100 + nav.viewControllers.count + (toRoot?.count ?? 0) + (all?.count ?? 0)
            + (tabBar.items?.count ?? 0) + tabs.selectedIndex + known + selectedAttributes
        return FamilyLayout.make(height: CGFloat(height))
    }
}
