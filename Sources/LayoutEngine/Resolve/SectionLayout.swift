import Foundation

/// Lays out one section starting at `start` along the main axis, in named steps (semantics.md §9, §10, §12, §14):
/// container (SectionContainer) → template or measured instances (SectionInstances) → extents (SectionExtents) →
/// orthogonal scrolling (OrthogonalScrolling) → decorations (Decorations) → boundary items (BoundaryItems; the
/// resolver pins them once the content size is known, Pinning).
struct SectionLayouter {
    let ctx: ResolveContext

    func layout(_ section: SectionModel, index: Int, itemCount: Int, start: CGFloat) throws -> SectionStore {
        // List rows size to their content (List/): measured, or re-estimated at the row width.
        let (ctx, section) = try self.ctx.sizingListContent(of: section, index: index)
        let path = ModelPath(.section(index)), groupPath = path + .group
        let m = ctx.main, c = ctx.cross
        let orthogonal = section.orthogonalScrollingBehavior != .none
        try validate(section, index: index, path: path)
        let insets = section.contentInsets

        let box = try SectionContainer(section, ctx: ctx, path: path)
        let ia = box.instanceAxis, oa = ia.other
        // §12: boundary items — sizes first (the header band moves the content).
        let boundary = try BoundaryLayouter(ctx: ctx).prepare(section.boundarySupplementaryItems, section: index, path: path,
                                                               reference: section.supplementaryContentInsetsReference,
                                                               followInsets: section.supplementariesFollowContentInsets ? insets : .zero)
        let (instances, declared) = try SectionInstances.layOut(section, index: index, itemCount: itemCount, in: box.groupContainer,
                                                                ctx: ctx, path: groupPath)
        let edges = try TopLevelEdgeSpacing(section.group, instanceAxis: ia, path: groupPath)
        let along = instances.length(along: ia, edges: edges, spacing: section.interGroupSpacing)
        let groupsExtent = orthogonal ? instances.thickness(across: oa, edges: edges) : along
        let isEmpty = itemCount == 0
        let ext = SectionExtents(start: start, bands: (boundary.startBand, boundary.endBand), insets: insets, main: m,
                                 groupsExtent: groupsExtent, isEmpty: isEmpty)

        var geometry = SectionGeometry(index: index, frame: .zero, contentFrame: .zero, itemCount: itemCount,
                                       orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
                                       orthogonalOffset: 0, orthogonalContentLength: 0, groupInstanceCount: instances.count)
        geometry.list = section.list
        geometry.list?.textWidth = ctx.input.textWidth   // drawing breaks list text as sizing did
        geometry.orthogonalScrollingProperties = section.orthogonalScrollingProperties
        // Instances: along their axis from the content start (orthogonal: the scroller's leading side); across it
        // in the content span (orthogonal: the groups' band along the main axis).
        let scrolling = orthogonal ? OrthogonalScrolling(section, box: box, firstSize: instances.firstSize ?? declared.size, cross: c) : nil
        let acrossStart = orthogonal ? ext.contentStart : box.crossStart + insets.start(c)
        let acrossSpan = orthogonal ? groupsExtent : box.groupContainer[c]
        let storage = instances.storage(axis: ia, start: scrolling?.start ?? ext.contentStart, edges: edges,
                                        spacing: section.interGroupSpacing) {
            edges.position($0, across: oa, start: acrossStart, available: acrossSpan)
        }
        var store = SectionStore(index: index, itemCount: itemCount, instanceAxis: ia, storage: storage, geometry: geometry)
        store.slotsPerInstance = declared.leaves.count
        if ctx.tracing { store.model = section }

        if let scrolling {
            let s = scrolling.scroll(section, box: box, length: along, cross: c, viewExtent: ctx.viewSize[c],
                                     requested: ctx.input.orthogonalOffsets[index])
            store.scrollShift = -s.offset
            geometry.orthogonalOffset = s.offset
            geometry.orthogonalContentLength = s.contentLength
        }

        let frame = CGRect(axis: m, start: ext.sectionStart, extent: ext.sectionEnd - ext.sectionStart, crossStart: 0, crossExtent: ctx.viewSize[c])
        geometry.frame = frame
        geometry.contentFrame = CGRect(axis: m, start: ext.contentStart, extent: groupsExtent,
                                       crossStart: box.crossStart + insets.start(c),
                                       crossExtent: max(0, box.effective[c] - insets.start(c) - insets.end(c)))
        store.geometry = geometry

        store.cellZ = Decorations.cellZ(section)
        store.decorations = try Decorations.place(section, index: index, frame: frame, isEmpty: isEmpty, path: path)
        let placed = boundary.place(sectionFrame: frame, contentStart: ext.contentStart, contentEnd: ext.contentEnd,
                                    insetEnd: ext.insetEnd, zBase: 0)
        store.boundary = placed.items
        store.pins = placed.pins
        return store
    }

    /// Values UIKit would reject before laying anything out (§20.1), and element kinds that would collide.
    private func validate(_ section: SectionModel, index: Int, path: ModelPath) throws {
        guard section.contentInsets.isFinite else { throw LayoutError.nonFinite(path: path + .contentInsets, detail: "\(section.contentInsets)") }
        guard section.interGroupSpacing.isFinite else { throw LayoutError.nonFinite(path: path + .interGroupSpacing, detail: "\(section.interGroupSpacing)") }
        guard section.group.isGroup else { throw LayoutError.notAGroup(path: path + .group) }
        try ElementKinds.check(section, path: path,
                               layoutBoundaryKinds: index == 0 ? Set(ctx.configuration.boundarySupplementaryItems.map(\.elementKind)) : [])
    }
}
