extension RangeTree {
    /// Builds the tree over a loaded column without copying it: an array column shares its
    /// storage, a memory-mapped one is borrowed (the tree keeps the mapping alive).
    /// - Complexity: O(n), one streaming SIMD pass.
    public convenience init(_ column: Column<Value>, threads: Int = 1) {
        if let owner = column.owner {
            self.init(borrowing: column.withUnsafeBufferPointer { $0 }, owner: owner, threads: threads)
        } else {
            self.init(column.array, threads: threads)
        }
    }
}
