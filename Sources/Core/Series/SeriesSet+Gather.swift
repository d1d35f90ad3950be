extension Column where Element: BinaryFloatingPoint {
    /// The values at `indices` as Doubles, read in one tight loop: scattered reads of a
    /// large column each miss the cache, and independent loads let the misses overlap.
    /// - Precondition: every index is in `0..<count`. - Complexity: O(indices).
    func gather(_ indices: [Int]) -> [Double] {
        withUnsafeBufferPointer { p in indices.map { Double(p[$0]) } }
    }
}

extension Column where Element == Int64 {
    /// The values at `indices` as Doubles (see the floating-point `gather`).
    func gather(_ indices: [Int]) -> [Double] {
        withUnsafeBufferPointer { p in indices.map { Double(p[$0]) } }
    }
}

extension XValues {
    /// The values at `indices` as Doubles, in one pass. - Complexity: O(indices).
    func values(at indices: [Int]) -> [Double] {
        switch self { case .int64(let c): c.gather(indices); case .double(let c): c.gather(indices) }
    }
}

extension YValues {
    /// The values at `indices` as Doubles, in one pass. - Complexity: O(indices).
    func values(at indices: [Int]) -> [Double] {
        switch self { case .float(let c): c.gather(indices); case .double(let c): c.gather(indices) }
    }
}
