import Foundation

/// Custom groups (semantics.md §8.6): the provider gets the group's size with its content insets as its container
/// and returns frames in the group's coordinate space; each becomes a leaf with its zIndex.
extension GroupLayouter {
    func layoutCustom(_ provider: CustomGroupProvider, item: ItemModel, proposed: CGSize, path: ModelPath,
                      into out: inout InstanceTemplate) throws {
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: proposed, contentInsets: item.contentInsets),
                                    traitCollection: traits)
        let items = provider.provide(env)
        guard items.count <= limits.maxSlotsPerGroup else {
            throw LayoutError.runaway(path: path, detail: "custom group returned \(items.count) items, over the limit of \(limits.maxSlotsPerGroup)")
        }
        guard !items.isEmpty else {
            throw LayoutError.groupCannotFitItem(path: path, detail: "the custom group's item provider returned no items")
        }
        for (j, ci) in items.enumerated() {
            // §8.6: frames are in the group's coordinate space, origin at the group's origin.
            guard ci.frame.isFiniteRect else { throw LayoutError.nonFinite(path: path + .customItem(j), detail: "\(ci.frame)") }
            guard ci.frame.width >= 0, ci.frame.height >= 0 else {
                throw LayoutError.negativeSize(path: path + .customItem(j), detail: "\(ci.frame)")
            }
            out.leaves.append(Leaf(frame: ci.frame, zIndex: ci.zIndex, supplementaries: []))
            if recordsTrace {
                out.trace.items.append(ItemTrace(slot: ci.frame, model: nil, forcedAxis: nil, path: path + .customItem(j)))
            }
        }
    }
}
