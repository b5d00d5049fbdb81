import LayoutEngine

// Xcode's object literals (`#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)`, `#imageLiteral(resourceName:
// "Logo")`), which app code keeps from the colour and image pickers: the compiler makes a literal of the type the
// module names `_ColorLiteralType` / `_ImageLiteralType` (UIKit names UIColor and UIImage), and crashed on Linux
// where no module names one.

public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

// Its initialiser is in the class (UIFont.swift): a non-final class meets an initialiser requirement there only.
extension UIImage: _ExpressibleByImageLiteral {}
