extension RangeTree {
    /// A leaf: the summary of one block of `blockSize` points. Offsets are positions inside
    /// the block; `_Leaf.empty` (an all-NaN or unfilled block) has offsets `UInt16.max`
    /// and min = +inf, max = -inf, so it never wins a comparison.
    @usableFromInline
    struct _Leaf {
        @usableFromInline var min: Value
        @usableFromInline var max: Value
        @usableFromInline var minOffset: UInt16
        @usableFromInline var maxOffset: UInt16

        @usableFromInline static var empty: _Leaf {
            _Leaf(min: .infinity, max: -.infinity, minOffset: .max, maxOffset: .max)
        }
    }

    /// An internal node (or a leaf lifted into node form): min and max over its blocks and
    /// the number of the block that holds each (first occurrence). `UInt32.max` = none.
    @usableFromInline
    struct _Node {
        @usableFromInline var min: Value
        @usableFromInline var max: Value
        @usableFromInline var minBlock: UInt32
        @usableFromInline var maxBlock: UInt32

        @usableFromInline static var empty: _Node {
            _Node(min: .infinity, max: -.infinity, minBlock: .max, maxBlock: .max)
        }

        @inline(__always)
        init(min: Value, max: Value, minBlock: UInt32, maxBlock: UInt32) {
            self.min = min; self.max = max; self.minBlock = minBlock; self.maxBlock = maxBlock
        }

        @inline(__always)
        init(leaf: _Leaf, block: Int) {
            self.init(min: leaf.min, max: leaf.max,
                      minBlock: leaf.minOffset == .max ? .max : UInt32(truncatingIfNeeded: block),
                      maxBlock: leaf.maxOffset == .max ? .max : UInt32(truncatingIfNeeded: block))
        }

        /// `left` then `right` in index order: a strictly better right side wins, and so
        /// does any right side when the left has nothing (an empty node's ±inf would
        /// otherwise tie with a real ±inf and keep the sentinel).
        @inline(__always)
        static func merged(_ l: _Node, _ r: _Node) -> _Node {
            var m = l
            if r.min < l.min || l.minBlock == .max { m.min = r.min; m.minBlock = r.minBlock }
            if r.max > l.max || l.maxBlock == .max { m.max = r.max; m.maxBlock = r.maxBlock }
            return m
        }
    }
}
