import Foundation
import LayoutUIKit
import XCTest

/// Apps never seen before, seventh round (issue 31, session 12, after measuring eleven more apps): the collection
/// view is a scroll view and a view, also on a screen laid out with a constraint DSL. Each through the binary, in a
/// module of its own; the code is ours, written the way those apps write it.
final class UnseenAppRound7Tests: AppModuleTestCase {
    /// A calendar view that makes its collection view in `init(frame:)` and adds it beside a label, one by one and
    /// through an array literal of both: on iOS a `UICollectionView` is a `UIScrollView` and a `UIView`. The
    /// collection view was a class of its own in layout programs, so `addSubview(days)` failed ("cannot convert
    /// value of type 'UICollectionView' to expected argument type 'UIView'") and `[title, days]` was a
    /// heterogeneous literal.
    func testTheCollectionViewIsAScrollViewAndAView() throws {
        let file = try write("MonthView.swift", """
            import UIKit

            final class MonthView: UIView {
                private let title = UILabel()
                private lazy var days = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(days)
                    [title, days].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    let scroll: UIScrollView = days
                    scroll.showsHorizontalScrollIndicator = false
                    days.isPagingEnabled = true
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "6"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 375 / 5 = 75 per column; a group of five is one row of 40, the sixth item starts the next row.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 75, 40], [75, 0, 75, 40], [150, 0, 75, 40], [225, 0, 75, 40],
                                               [300, 0, 75, 40], [0, 40, 75, 40]])
    }

    /// A screen laid out with SnapKit, its own stack view subclass added beside the collection view through an
    /// array literal of both (a heterogeneous literal while the collection view was no `UIView`); the layout is
    /// reached from `configureLayout()`, which makes the constraints with `snp.makeConstraints`. SnapKit is a
    /// package layout programs cannot use; the constraints place views beside the collection view, whose size is
    /// the environment's, and nothing solves them: those statements are left out (InertCode) and the layout draws
    /// (before: "value of type 'UILabel' has no member 'snp' — the file imports SnapKit …").
    func testAConstraintDSLDoesNotStopTheLayout() throws {
        let file = try write("PhotoView.swift", """
            import SnapKit
            import UIKit

            final class HeaderStack: UIStackView {}

            final class PhotoView: UIView {
                private let header = HeaderStack()
                private let caption = UILabel()
                private lazy var photos = UICollectionView(frame: .zero, collectionViewLayout: createLayout())

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configureLayout()
                }
                required init?(coder: NSCoder) { fatalError() }

                private func configureLayout() {
                    [header, caption, photos].forEach { addSubview($0) }
                    header.snp.makeConstraints {
                        $0.top.equalTo(self.safeAreaLayoutGuide.snp.top).offset(50)
                        $0.leading.trailing.equalToSuperview().inset(20)
                    }
                    photos.snp.remakeConstraints { make in make.edges.equalToSuperview() }
                    caption.snp.makeConstraints { make in
                        make.top.equalTo(header.snp.bottom).offset(10)
                    }
                }

                func createLayout() -> UICollectionViewCompositionalLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalWidth(0.4)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.4)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try CLI.run(["frames", file, "--items", "3"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        // 0.4 × 375 = 150 square; two fit a row (300 ≤ 375), the third starts the second row at y 150.
        XCTAssertEqual(try cells(run.stdout), [[0, 0, 150, 150], [150, 0, 150, 150], [0, 150, 150, 150]])
    }

    /// The scroll view's documented defaults (UIKit's UIScrollView reference): it clips its content, bounces,
    /// scrolls, shows both indicators and scrolls to top; a collection view inherits them, and it is a `UIView`
    /// that can be added to another.
    func testTheScrollViewAnswersUIKitsDefaults() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewLayout())
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertTrue(view.bounces && view.isScrollEnabled && view.scrollsToTop)
        XCTAssertTrue(view.showsVerticalScrollIndicator && view.showsHorizontalScrollIndicator)
        XCTAssertFalse(view.isPagingEnabled)
        XCTAssertEqual(view.contentOffset, .zero)
        XCTAssertFalse(UIView().clipsToBounds)
        let container = UIView()
        container.addSubview(view)
        XCTAssertTrue(view.superview === container)
        XCTAssertEqual(container.subviews.count, 1)
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 30))
    }
}
