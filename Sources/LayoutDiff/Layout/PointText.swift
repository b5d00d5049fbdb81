import Foundation
import LayoutEngine

/// How reports write lengths in points: whole numbers without a fraction ("44"), others rounded to
/// 1/1000 pt ("172.5", "517.6") — far below a visible difference, and stable against last-digit float
/// noise between platforms — and −0 as 0. Used by the layout diff and by the `.frames` snapshot text.
public enum PointText {
    public static func number(_ v: CGFloat) -> String {
        NumberText.string(v, .decimals(3))
    }
}
