import XCTest
import LayoutEngine
import LayoutSpec
import LayoutRender
@testable import LayoutJobs
import LayoutDiff

/// The library pieces behind the commands.
final class LibraryTests: XCTestCase {
    func testNumbersPrintInTheirShortestExactForm() {
        XCTAssertEqual(FramesEncoder.number(44.0), "44")
        XCTAssertEqual(FramesEncoder.number(-0.0), "0")
        XCTAssertEqual(FramesEncoder.number(172.5), "172.5")
        XCTAssertEqual(FramesEncoder.number(0.1), "0.1")
        XCTAssertEqual(FramesEncoder.number(-44.0), "-44")
        XCTAssertEqual(FramesEncoder.number(Double.nan), "null")
    }

    func testElementKindsAreEscapedAsJSONStrings() {
        XCTAssertEqual(FramesEncoder.string("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"")
    }

    func testTransformIsWrittenOnlyWhenNotIdentity() {
        var e = LayoutAttributes(category: .cell, elementKind: "cell", section: 0, item: 1,
                                 frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(FramesEncoder.element(e).contains("transform"))
        e.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(FramesEncoder.element(e), "{\"category\": \"cell\", \"elementKind\": \"cell\", \"section\": 0, \"item\": 1, "
            + "\"frame\": {\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4}, \"zIndex\": 0, \"alpha\": 1, "
            + "\"transform\": [0.5, 0, 0, 0.5, 0, 0], \"hidden\": false}")
    }

    static let spec = """
    section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
    data: {sections: [3, 4]}
    """

    func testDefaultEnvironmentIsAPortraitIPhoneX() throws {
        let doc = try LayoutSpecReader.parse(Self.spec)
        let r = try EnvironmentOptions().resolve(for: doc)
        XCTAssertEqual(r.input.viewSize, CGSize(width: 375, height: 812))
        XCTAssertEqual(r.input.safeAreaInsets, UIEdgeInsets(top: 44, bottom: 34))
        XCTAssertEqual(r.input.itemCounts, [3, 4])
        XCTAssertNil(r.input.contentOffset)
        XCTAssertEqual(r.screenName, "iPhoneX")
    }

    func testCommandLineOverridesTheSpecEnvironment() throws {
        var doc = try LayoutSpecReader.parse(Self.spec)
        doc.environment = SpecEnvironment(device: "iPadPro11", orthogonalOffsets: [0: 10, 1: 20])
        let opts = EnvironmentOptions(landscape: true, offset: "120", orthogonalOffsets: ["1=55.5"], items: "1,2,3")
        let r = try opts.resolve(for: doc)
        // iPadPro11 landscape: 1194 × 834.
        XCTAssertEqual(r.input.viewSize, CGSize(width: 1194, height: 834))
        XCTAssertEqual(r.input.traits.horizontalSizeClass, .regular)
        XCTAssertEqual(r.input.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(r.input.orthogonalOffsets, [0: 10, 1: 55.5])
        XCTAssertEqual(r.input.itemCounts, [1, 2, 3])
        XCTAssertEqual(r.screenName, "iPadPro11-landscape")
    }

    func testFreeSizeHasNoSafeAreaAndSizeClassesFromItsWidth() throws {
        let doc = try LayoutSpecReader.parse(Self.spec)
        let phone = try EnvironmentOptions(size: "375x812").resolve(for: doc)
        XCTAssertEqual(phone.input.safeAreaInsets, .zero)
        XCTAssertEqual(phone.input.traits.horizontalSizeClass, .compact)
        let wide = try EnvironmentOptions(size: "800x600", safeArea: "20,0,0,0").resolve(for: doc)
        XCTAssertEqual(wide.input.traits.horizontalSizeClass, .regular)
        XCTAssertEqual(wide.input.safeAreaInsets, UIEdgeInsets(top: 20))
        XCTAssertEqual(wide.screenName, "800x600")
    }

    func testSpecSizeAndSafeAreaApplyWhenTheCommandLineGivesNoDevice() throws {
        var doc = try LayoutSpecReader.parse(Self.spec)
        doc.environment = SpecEnvironment(size: CGSize(width: 375, height: 768), safeArea: UIEdgeInsets(bottom: 34))
        let r = try EnvironmentOptions().resolve(for: doc)
        XCTAssertEqual(r.input.viewSize, CGSize(width: 375, height: 768))
        XCTAssertEqual(r.input.safeAreaInsets, UIEdgeInsets(bottom: 34))
        let d = try EnvironmentOptions(device: "iPhone8").resolve(for: doc)
        XCTAssertEqual(d.input.viewSize, CGSize(width: 375, height: 667))
    }

    func testSpecColoursWinOverThePaletteAndStylesMapToViews() throws {
        let doc = try LayoutSpecReader.parse("""
        section: {group: {group: horizontal, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]}}
        data:
          sections: [{items: [{color: "#FF0000", title: A}, {}]}]
          supplementaryStyles: {footer: quickLinksFooter}
        """)
        let content = SpecRenderContent.content(for: doc.data)
        XCTAssertEqual(content.cellColor(IndexPath(item: 0, section: 0)), LayoutRender.RGBA(rgb: 0xFF0000))
        XCTAssertNotNil(content.cellColor(IndexPath(item: 1, section: 0)))
        XCTAssertEqual(content.title(ElementKey(category: .cell, elementKind: "cell", section: 0, item: 0)), "A")
        XCTAssertEqual(content.supplementaryStyle(ElementKey(category: .supplementary, elementKind: "footer", section: 0, item: 0)),
                       .buttonsFooter(["Redeem", "Send Gift"]))
    }

    func testGalleryReadmeGroupsBySeedThenName() {
        let e = { (n: String, s: String?) in GalleryBuilder.Entry(name: n, metadata: SpecMetadata(name: n, description: "d|x", seed: s), files: ["\(n).png", "\(n).svg"]) }
        let md = GalleryBuilder.readme([e("b", "001"), e("z", "apple"), e("a", "001"), e("c", "000")])
        let rows = md.split(separator: "\n").filter { $0.hasPrefix("| <img") }
        XCTAssertEqual(rows.map { $0.components(separatedBy: "`")[1] }, ["c", "a", "b", "z"])
        XCTAssertTrue(rows[0].hasSuffix("| seed 000 | d\\|x |"), String(rows[0]))
        XCTAssertTrue(rows[3].contains("| Apple sample code |"))
    }
}
