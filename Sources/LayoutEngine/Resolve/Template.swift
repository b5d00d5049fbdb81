import Foundation

/// A supplementary placed relative to its instance.
struct PlacedSupplementary {
    var kind: String
    var frame: CGRect
    var zIndex: Int
}

/// One leaf slot of a group instance: a cell's final frame (after its content insets).
struct Leaf {
    var frame: CGRect
    var zIndex: Int
    var supplementaries: [PlacedSupplementary]
}

/// A group's frame inside an instance, for diagrams (top level is depth 0).
struct Box {
    var frame: CGRect
    var contentFrame: CGRect
    var depth: Int
    /// The group's model, for diagrams (their text is LayoutDiagram's business).
    var model: ItemModel
}

/// Everything one group instance produces, relative to the instance's origin
/// (semantics.md §8.2: leaves in depth-first subitem order are the slots).
struct InstanceTemplate {
    /// The top-level group's frame size (after hugging estimated axes, §17.3).
    var size: CGSize
    var leaves: [Leaf] = []
    var boxes: [Box] = []
    /// Supplementaries hosted by groups (the top-level one and nested ones), in layout order.
    var groupSupplementaries: [PlacedSupplementary] = []
    /// Declarations, slots before insets and spacing regions, for diagrams (never read by cell queries).
    var trace = InstanceTrace()

    init(size: CGSize) { self.size = size }

    /// Appends a child laid out at its own origin, moved to `origin`.
    mutating func merge(_ child: InstanceTemplate, at origin: CGPoint) {
        for var l in child.leaves {
            l.frame = l.frame.offsetBy(origin)
            for j in l.supplementaries.indices { l.supplementaries[j].frame = l.supplementaries[j].frame.offsetBy(origin) }
            leaves.append(l)
        }
        for var b in child.boxes {
            b.frame = b.frame.offsetBy(origin); b.contentFrame = b.contentFrame.offsetBy(origin)
            boxes.append(b)
        }
        for var s in child.groupSupplementaries { s.frame = s.frame.offsetBy(origin); groupSupplementaries.append(s) }
        trace.merge(child.trace, at: origin)
    }

    /// Union of every frame the instance holds, relative to its origin (for range queries).
    var bounds: CGRect {
        var r = CGRect(origin: .zero, size: size)
        for l in leaves {
            r = r.union(l.frame)
            for s in l.supplementaries { r = r.union(s.frame) }
        }
        for s in groupSupplementaries { r = r.union(s.frame) }
        return r
    }
}
