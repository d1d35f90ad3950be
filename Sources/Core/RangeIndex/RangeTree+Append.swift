extension RangeTree {
    /// Appends one value (live data). Not safe concurrently with queries.
    /// - Complexity: amortised O(log n); the first append to a tree built with
    ///   `init(borrowing:owner:)` copies the values once, O(n).
    public func append(_ value: Value) {
        append(contentsOf: CollectionOfOne(value))
    }

    /// Appends values, updating the partial last block, any new blocks, and their ancestors
    /// once per level.
    /// - Complexity: amortised O(k + log n) for k values.
    public func append(contentsOf values: some Collection<Value>) {
        guard !values.isEmpty else { return }
        if let b = _borrowed {
            _array = Array(b)
            _borrowed = nil
            _owner = nil
        }
        let first = count
        _array.append(contentsOf: values)
        count = _array.count
        let b = Self.blockSize
        let newLeafCount = (count + b - 1) / b
        if newLeafCount > _leafCapacity {
            let grown = Self._allocateLeaves(max(newLeafCount, 2 * _leafCapacity))
            grown.bounds.moveInitialize(from: _bounds, count: 2 * _leafCount)
            grown.offsets.moveInitialize(from: _offsets, count: _leafCount)
            _bounds.deallocate()
            _offsets.deallocate()
            (_bounds, _offsets) = grown
            let grownSubs = Self._allocateSubs(blocks: max(newLeafCount, 2 * _leafCapacity))
            grownSubs.moveInitialize(from: _subs, count: _leafCount * 2 * Self._subsPerBlock)
            _subs.deallocate()
            _subs = grownSubs
            _leafCapacity = max(newLeafCount, 2 * _leafCapacity)
        }
        let firstLeaf = first / b
        _leafCount = newLeafCount
        _buildLeaves(firstLeaf..<newLeafCount, threads: 1)
        if newLeafCount > _capacity {
            while _capacity < newLeafCount { _capacity <<= 1 }
            _nodes.deallocate()
            _nodes = .allocate(capacity: 2 * Self._groupBase(_capacity))
            _rebuildNodes()
        } else {
            let g = Self._leafGroup, base = Self._groupBase(_capacity)
            for k in (firstLeaf / g)...((newLeafCount - 1) / g) { _rebuildGroup(k) }
            var lo = (base + firstLeaf / g) >> 1, hi = (base + (newLeafCount - 1) / g) >> 1
            while lo >= 1 {
                for k in lo...hi { _nodes[k] = .merged(_nodes[2 * k], _nodes[2 * k + 1]) }
                lo >>= 1; hi >>= 1
            }
        }
        _checkInvariants()
    }
}
