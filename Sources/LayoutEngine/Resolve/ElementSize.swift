import Foundation

extension SizeSpec {
    /// §2.4, §20.1: the size an item, group, supplementary or boundary item declares, resolved in its container
    /// (fractions of the container, points otherwise) and checked: a NaN or infinite size, or a negative one,
    /// is an error at `path.layoutSize`. The one size check of the resolver; `path` is built only on an error.
    func checkedSize(in container: CGSize, path: @autoclosure () -> ModelPath) throws -> CGSize {
        let s = resolve(in: container)
        guard s.isFiniteSize else {
            throw LayoutError.nonFinite(path: path() + .layoutSize, detail: "\(shortDescription) in \(fmt(container))")
        }
        guard s.width >= 0, s.height >= 0 else {
            throw LayoutError.negativeSize(path: path() + .layoutSize, detail: "\(shortDescription) → \(fmt(s))")
        }
        return s
    }
}
