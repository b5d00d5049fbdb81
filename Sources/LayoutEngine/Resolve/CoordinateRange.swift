import Foundation

/// Frames are Doubles: beyond 2^53 / 8 ≈ 1.1e15 pt two neighbouring values are more than 1/8 pt apart, so a frame
/// (and its right-to-left mirror) would round visibly and queries could disagree with the frames they return.
/// Layouts that reach further (a 1e300-pt item, a 1e300-pt spacing) are refused after layout, before any element is
/// materialised; `LayoutLimits.maxCoordinate` sets the bound.
extension Resolver {
    func checkCoordinateRange(_ sections: [SectionStore], layoutItems: [LayoutAttributes], contentSize: CGSize, limit: CGFloat) throws {
        func check(_ r: CGRect, _ path: ModelPath) throws {
            let extreme = [r.minX, r.maxX, r.minY, r.maxY].map(abs).max()!
            guard extreme.isFinite, extreme <= limit else {
                throw LayoutError.limitExceeded(path: path, detail: "frames reach \(fmt(extreme)) pt, beyond the \(fmt(limit))-pt coordinate limit")
            }
        }
        try check(CGRect(origin: .zero, size: contentSize), ModelPath(.contentSize))
        for (j, a) in layoutItems.enumerated() { try check(a.frame, ModelPath(.configuration, .boundaryItem(j))) }
        for s in sections {
            let path = ModelPath(.section(s.index))
            try check(s.geometry.frame, path)
            for d in s.decorations { try check(d.frame, path + .decorations) }
            for b in s.boundary { try check(b.frame, path + .boundaryItems) }
            // Uniform instances lie on an arithmetic progression: the first and the last bound them all.
            for k in s.storage.extremeInstances { try check(s.storage.bounds(k).offsetBy(s.shift), path + .group) }
        }
    }
}
