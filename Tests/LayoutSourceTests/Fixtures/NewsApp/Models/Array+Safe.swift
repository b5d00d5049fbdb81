import UIKit

// Helpers every app has: a bounds-checked subscript and an operator of its own.

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

infix operator ×: MultiplicationPrecedence

func × (unit: CGFloat, count: Int) -> CGFloat {
    unit * CGFloat(count)
}
