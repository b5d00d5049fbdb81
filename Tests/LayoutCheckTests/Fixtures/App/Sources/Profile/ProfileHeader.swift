import UIKit

// Not layout code: the finder finds nothing here.
final class ProfileHeader: UIView {
    let title = UILabel()
}
