import UIKit

/// UIWindow, UIWindowScene, UIScene, UIStatusBarManager, the interface orientation and UIApplication's windows and
/// scenes, each called once, as code beside a layout reads the screen through its window.
final class WindowFamilyView: UIView {
    func windowLayout() -> UICollectionViewLayout {
        let app = UIApplication.shared
        let scene = app.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        let window = window ?? app.windows.first
        _ = scene?.activationState == .foregroundActive
        _ = scene?.title
        scene?.delegate = nil
        _ = scene?.traitCollection.userInterfaceIdiom
        _ = scene?.windows.first?.rootViewController
        _ = scene?.keyWindow?.isKeyWindow
        _ = scene?.statusBarManager?.isStatusBarHidden
        _ = scene?.statusBarManager?.statusBarStyle
        let made = UIWindow(windowScene: UIWindowScene())
        made.rootViewController = UIViewController()
        made.windowLevel = .alert
        made.makeKeyAndVisible()
        made.makeKey()
        _ = made.canBecomeKey
        _ = UIWindow(frame: .zero).screen.scale
        _ = app.keyWindow
        _ = app.supportedInterfaceOrientations(for: made).contains(.landscapeLeft)
        _ = app.statusBarOrientation
        _ = app.statusBarFrame
        let mask: UIInterfaceOrientationMask = [.portrait, .allButUpsideDown]
        _ = mask.contains(.landscape)

        // 100, + 1 each: the window's scene's screen is the main screen's size, the scene is in portrait (the
        // environment is taller than wide), a window made for a scene fills the screen, the status bar is as tall
        // as the top safe area, the application has 1 window and 1 scene, a window is its own window: 100 + 7.
        let bounds = UIScreen.main.bounds
        let known = (window?.windowScene?.screen.bounds == bounds ? 1 : 0)
            + (scene?.interfaceOrientation.isPortrait == true && scene?.interfaceOrientation.isLandscape == false ? 1 : 0)
            + (made.bounds == bounds ? 1 : 0)
            + (scene?.statusBarManager?.statusBarFrame.height == safeAreaInsets.top ? 1 : 0)
            + app.windows.count + app.connectedScenes.count
            + (made.window === made ? 1 : 0)
        return FamilyLayout.make(height: CGFloat(100 + known))
    }
}
