import UIKit

/// A base controller of the kind apps write around a scroll view: generic over the scroll view it holds.
class ScrollingScreen<Content: UIScrollView>: UIViewController, UIScrollViewDelegate {
    var content: Content!
    func scrollViewDidScroll(_ scrollView: UIScrollView) { _ = offset(of: scrollView) }
    func offset(of scrollView: UIScrollView) -> CGFloat { scrollView.contentOffset.y }
}

/// UIPageControl, the text inputs (UITextField, UISearchTextField, UISearchBar, UITextView), UISwitch,
/// UISegmentedControl, UISlider, UIProgressView, UIScrollView and the context-menu configuration, each called once.
enum InputControlFamily {
    static func familyLayout() -> UICollectionViewLayout {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        pages.hidesForSinglePage = true
        pages.defersCurrentPageDisplay = false
        pages.pageIndicatorTintColor = .gray
        pages.currentPageIndicatorTintColor = .black
        pages.backgroundStyle = .minimal
        pages.allowsContinuousInteraction = false
        pages.preferredIndicatorImage = UIImage(systemName: "circle")
        pages.preferredCurrentPageIndicatorImage = nil
        pages.direction = .leftToRight
        pages.setIndicatorImage(UIImage(systemName: "star"), forPage: 1)
        _ = pages.indicatorImage(forPage: 1)
        pages.setCurrentPageIndicatorImage(UIImage(systemName: "star.fill"), forPage: 2)
        let currentImages = pages.currentPageIndicatorImage(forPage: 2) != nil && pages.currentPageIndicatorImage(forPage: 0) == nil ? 1 : 0
        _ = pages.interactionState
        pages.updateCurrentPageDisplay()
        _ = pages.size(forNumberOfPages: 3)

        let field = UITextField(frame: .zero)
        field.text = "query"
        field.attributedText = NSAttributedString(string: "query")
        field.placeholder = "Search"
        field.attributedPlaceholder = nil
        field.font = .systemFont(ofSize: 15)
        field.textColor = .label
        field.textAlignment = .center
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        field.leftViewMode = .always
        field.rightView = nil
        field.rightViewMode = .never
        field.background = nil
        field.delegate = nil
        field.clearsOnBeginEditing = true
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        _ = field.isEditing
        field.isSecureTextEntry = false
        field.keyboardType = .webSearch
        field.returnKeyType = .search
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .username
        field.enablesReturnKeyAutomatically = true
        field.inputView = nil
        field.inputAccessoryView = UIView()
        field.tintColor = .systemBlue
        _ = field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        _ = field.isFirstResponder

        let bar = UISearchBar()
        bar.text = "pasta"
        bar.placeholder = "Recipes"
        bar.prompt = nil
        bar.searchBarStyle = .minimal
        bar.barTintColor = .white
        bar.isTranslucent = false
        bar.showsBookmarkButton = false
        bar.showsScopeBar = true
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.selectedScopeButtonIndex = 1
        bar.delegate = nil
        bar.keyboardType = .default
        bar.returnKeyType = .done
        bar.autocapitalizationType = .words
        bar.inputAccessoryView = nil
        bar.setShowsCancelButton(true, animated: true)
        bar.setImage(nil, for: .search, state: .normal)
        let token = UISearchToken(icon: nil, text: "tag")
        token.representedObject = 1
        bar.searchTextField.insertToken(token, at: 0)
        bar.searchTextField.allowsDeletingTokens = false
        bar.searchTextField.allowsCopyingTokens = false
        bar.searchTextField.tokenBackgroundColor = .systemGray
        bar.searchTextField.insertToken(UISearchToken(icon: nil, text: "more"), at: 9)
        bar.searchTextField.removeToken(at: 0)

        let toggle = UISwitch()
        toggle.onTintColor = .green
        toggle.thumbTintColor = .white
        toggle.preferredStyle = .sliding
        toggle.setOn(true, animated: false)

        let filter = UISegmentedControl(items: ["Day", "Week"])
        filter.insertSegment(withTitle: "Month", at: 2, animated: false)
        filter.insertSegment(with: UIImage(systemName: "calendar"), at: 0, animated: false)
        filter.insertSegment(action: UIAction(title: "Year") { _ in }, at: 9, animated: false)
        filter.removeSegment(at: 0, animated: false)
        filter.setTitle("Today", forSegmentAt: 0)
        _ = filter.titleForSegment(at: 0)
        filter.setImage(nil, forSegmentAt: 1)
        _ = filter.imageForSegment(at: 1)
        filter.setEnabled(false, forSegmentAt: 3)
        filter.setWidth(60, forSegmentAt: 0)
        filter.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        _ = filter.titleTextAttributes(for: .selected)
        filter.selectedSegmentIndex = 1
        filter.isMomentary = false
        filter.apportionsSegmentWidthsByContent = true
        filter.selectedSegmentTintColor = .white
        let empty = UISegmentedControl(items: nil)
        empty.removeAllSegments()

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.isContinuous = false
        slider.minimumTrackTintColor = .blue
        slider.maximumTrackTintColor = .gray
        slider.thumbTintColor = .white
        slider.minimumValueImage = nil
        slider.maximumValueImage = nil
        slider.setThumbImage(nil, for: .normal)
        slider.setValue(99, animated: true)

        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progressTintColor = .blue
        progress.trackTintColor = .gray
        progress.setProgress(1.5, animated: false)

        let text = UITextView()
        text.text = "Notes"
        text.attributedText = NSAttributedString(string: "Notes")
        text.font = .systemFont(ofSize: 12)
        text.textColor = .secondaryLabel
        text.textAlignment = .left
        text.isEditable = false
        text.isSelectable = true
        text.isScrollEnabled = false
        text.textContainerInset = .zero
        text.dataDetectorTypes = [.link, .phoneNumber]
        text.linkTextAttributes = [:]
        text.typingAttributes = [:]
        text.selectedRange = NSRange(location: 0, length: 1)
        text.allowsEditingTextAttributes = false
        text.adjustsFontForContentSizeCategory = true
        text.delegate = nil
        text.keyboardType = .asciiCapable
        text.returnKeyType = .next
        text.autocapitalizationType = .allCharacters
        text.autocorrectionType = .yes
        text.inputView = nil
        text.inputAccessoryView = nil
        text.contentInset = .zero
        text.contentOffset = .zero

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scroll.contentOffset = CGPoint(x: 0, y: 5)
        let screen = ScrollingScreen<UICollectionView>()
        screen.content = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        _ = screen.offset(of: scroll)

        let menu = UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
        menu.badgeCount = 2
        _ = menu.identifier
        _ = UIContextMenuConfiguration().actionProvider
        let interaction = UIContextMenuInteraction(delegate: Menus())
        text.addInteraction(interaction)

        // What answered as UIKit documents: the page pinned to the last of 3 (2); 4 segments (Day, Week, then Month
        // at 2, an image at 0, Year at 9 taken as the end, the image removed: Today, Week, Month, Year); the slider
        // pinned to its maximum (20); progress pinned to 1; the switch on (1); one token left (tag at 0, more at 9
        // taken as the end, tag removed), the current page's image kept for page 2 only (1):
        // 2 + 4 + 20 + 1 + 1 + 1 + 1 = 30, and 60 more: 90.
        let answered = CGFloat(pages.currentPage + filter.numberOfSegments + currentImages) + CGFloat(slider.value)
            + CGFloat(progress.progress) + (toggle.isOn ? 1 : 0) + CGFloat(bar.searchTextField.tokens.count)
        return FamilyLayout.make(height: 60 + answered)
    }
}

final class Menus: UIContextMenuInteractionDelegate {}
