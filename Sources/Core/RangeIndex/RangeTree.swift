import Dispatch

/// The min/max range engine: a blocked segment tree over one column of values that answers
/// "min and max of `y[i..<j]`, and where they are" in O(log n), so that a chart's y axis
/// and its per-pixel-column decimation never scan the data.
///
/// ```swift
/// let tree = RangeTree(y)                         // y: [Float] or [Double]
/// if let e = tree.extrema(in: 1_000..<2_000_000) {
///     print(e.min, e.minIndex, e.max, e.maxIndex)
/// }
/// tree.append(42)                                 // live data: amortised O(log n)
/// ```
///
/// Layout (B = `blockSize` = 256 points per leaf block, S = 32 points per sub-block,
/// C = leaf capacity, a power of two, G = 8 leaves per group):
///
///     values   |b0 .......|b1 .......|b2 .......| ... |b(L-1) ..|     L = ceil(n / B)
///     leaves   [min max minOffset maxOffset] per block   (offsets inside the block)
///     subs     [8 sub-block mins | 8 sub-block maxes] per block   (a Float block: one line)
///     nodes    heap order 1 ..< 2C/G: node k covers children 2k, 2k+1; the lowest stored
///              level, k in [C/G, 2C/G), is group k - C/G of G leaves; each node holds
///              min, max and the number of the block holding each
///
/// A query `[lo, hi)` takes whole blocks from the tree (the leaves up to a multiple of G
/// blocks at each end, then bottom-up from the group level: about 2·log2((hi - lo) / GB)
/// node reads, all independent loads) and at most two partial blocks at its ends, which
/// are scanned with SIMD — unless the block's own argmin and argmax already lie inside the
/// partial range, in which case the leaf answers. Many contiguous ranges (the pixel
/// columns of a frame) are answered by one sweep (`extrema(inBins:)`,
/// `valueRanges(inBins:)`, RangeTree+Sweep.swift) that summarises each block cut by an
/// edge once for both neighbours and requests the next columns' memory ahead; a cut
/// block is read through its sub-block summary, so that an edge costs the summary line
/// and the lines of one 32-point sub-block rather than the block's 16 lines of values.
///
/// Invariants: every leaf is the first-occurrence argmin/argmax of its block, every
/// sub-block entry the min and max of its values; every node is the merge of its children
/// in index order (`RangeTree+Invariants.swift` checks them).
///
/// - NaN is a gap: it never wins, and a range holding only NaN has no extrema (`nil`).
///   ±infinity are values. Ties resolve to the first index.
/// - Why B = 256: with leaves 12 B and nodes 16 B per block it was the smallest block
///   whose index stayed at or below 5% of Float data. Query time at 1e8 Float points,
///   measured for B = 64 / 128 / 256, and for S: see Benchmarks.md (range suite).
/// - Memory: the values (shared with the array passed in, not copied) plus `indexBytes`:
///   per Float block of 1 KB, leaf 12 B + sub-blocks 64 B + nodes ≤ 8 B (2C/G nodes of
///   16 B, C < 2L) < 8.3% of the data in the worst case, 7.9% at n = 1e8; Double < 8.1%.
/// - Concurrency: queries only read and may run on any number of threads at once;
///   `append` needs exclusive access.
public final class RangeTree<Value: RangeTreeValue>: @unchecked Sendable {
    /// Points per leaf block.
    public static var blockSize: Int { 256 }

    /// Leaves per group at the lowest tree level a whole-block walk reads: it takes the
    /// leaves up to a multiple of this at each end (next to the leaves of the cut blocks,
    /// which it reads anyway) and the nodes from level log2(8) = 3 up. Levels 1 to 3 at
    /// an edge are each a cache line of their own; the leaves beside it are one or two.
    static var _leafGroup: Int { 8 }

    /// The values, when owned (an Array shares its storage with the caller's: no copy).
    @usableFromInline var _array: [Value]
    /// The values, when borrowed from memory kept alive by `_owner` (e.g. an mmap'd file).
    @usableFromInline var _borrowed: UnsafeBufferPointer<Value>?
    @usableFromInline var _owner: AnyObject?
    /// Leaf summaries, `_leafCapacity` allocated, `_leafCount` in use, as two arrays
    /// (RangeTree+Leaves.swift): [min, max] per leaf, 64-byte aligned so that a group of
    /// `_leafGroup` Float leaves is one cache line, and the offsets of the extremes.
    @usableFromInline var _bounds: UnsafeMutablePointer<Value>
    @usableFromInline var _offsets: UnsafeMutablePointer<_LeafOffsets>
    @usableFromInline var _leafCount: Int
    @usableFromInline var _leafCapacity: Int
    /// Internal nodes in heap order from the level of `_leafGroup`-leaf groups up (levels 1
    /// and 2, which no query reads, are not stored); index 0 unused; 2·`_groupBase` entries.
    @usableFromInline var _nodes: UnsafeMutablePointer<_Node>
    @usableFromInline var _capacity: Int
    /// Sub-block summaries, `_subsPerBlock` mins then as many maxes per leaf block
    /// (`_leafCapacity` blocks, 64-byte aligned): see RangeTree+SubBlocks.swift.
    @usableFromInline var _subs: UnsafeMutablePointer<Value>

    /// The number of indexed values.
    public internal(set) var count: Int

    /// Builds the tree over `values`, sharing the array's storage.
    /// - Parameter threads: cores used for the build (the leaf pass is split across them).
    /// - Complexity: O(n), one streaming SIMD pass.
    public convenience init(_ values: [Value], threads: Int = 1) {
        self.init(array: values, borrowed: nil, owner: nil, threads: threads)
    }

    /// Builds the tree over memory it does not own, such as a memory-mapped column.
    /// `owner` is retained for the tree's lifetime and must keep `values` valid and
    /// unchanged. The first `append` copies the values into an owned array.
    /// - Complexity: O(n), one streaming SIMD pass.
    public convenience init(borrowing values: UnsafeBufferPointer<Value>, owner: AnyObject,
                            threads: Int = 1) {
        self.init(array: [], borrowed: values, owner: owner, threads: threads)
    }

    private init(array: [Value], borrowed: UnsafeBufferPointer<Value>?, owner: AnyObject?, threads: Int) {
        _array = array
        _borrowed = borrowed
        _owner = owner
        count = borrowed?.count ?? array.count
        let b = Self.blockSize
        _leafCount = (count + b - 1) / b
        _leafCapacity = max(_leafCount, 1)
        _capacity = 1
        while _capacity < _leafCount { _capacity <<= 1 }
        (_bounds, _offsets) = Self._allocateLeaves(_leafCapacity)
        _nodes = .allocate(capacity: 2 * Self._groupBase(_capacity))
        _subs = Self._allocateSubs(blocks: _leafCapacity)
        _buildLeaves(0..<_leafCount, threads: threads)
        _rebuildNodes()
        _checkInvariants()
    }

    deinit {
        _bounds.deallocate()
        _offsets.deallocate()
        _nodes.deallocate()
        _subs.deallocate()
    }

    /// Calls `body` with the indexed values. - Complexity: O(1).
    @inlinable
    public func withUnsafeValues<R>(_ body: (UnsafeBufferPointer<Value>) throws -> R) rethrows -> R {
        if let b = _borrowed { return try body(b) }
        return try _array.withUnsafeBufferPointer(body)
    }

    /// Bytes used by the index itself (leaves and nodes), excluding the values.
    public var indexBytes: Int {
        _leafCapacity * (2 * MemoryLayout<Value>.stride + MemoryLayout<_LeafOffsets>.stride)
            + 2 * Self._groupBase(_capacity) * MemoryLayout<_Node>.stride
            + _leafCapacity * 2 * Self._subsPerBlock * MemoryLayout<Value>.stride
    }

    /// The heap position of the first group node: groups of `_leafGroup` leaves are the
    /// lowest stored level, at positions `[base, 2·base)` (C / G for a leaf capacity C of
    /// at least G, else one group, the root).
    @inline(__always)
    static func _groupBase(_ capacity: Int) -> Int { max(1, capacity / _leafGroup) }

    /// Recomputes group node `g` (leaves `[g·G, g·G + G)`) from its leaves.
    func _rebuildGroup(_ g: Int) {
        let base = Self._groupBase(_capacity), lead = g * Self._leafGroup
        var m = _Node.empty
        for i in lead..<max(lead, min(lead + Self._leafGroup, _leafCount)) { m = .merged(m, _leafNode(i)) }
        _nodes[base + g] = m
    }

    /// Recomputes every node: the groups from the leaves, then each level from the one
    /// below. - Complexity: O(capacity).
    func _rebuildNodes() {
        let base = Self._groupBase(_capacity)
        for g in 0..<base { _rebuildGroup(g) }
        var k = base - 1
        while k >= 1 {
            _nodes[k] = .merged(_nodes[2 * k], _nodes[2 * k + 1])
            k -= 1
        }
    }
}
