extension RangeTree {
    /// Rebuilds every leaf from the values and every node from its children and traps on
    /// any difference. Compiled only with `-DCHARTCORE_INTERNAL_CHECKS`; empty otherwise.
    @inline(__always)
    func _checkInvariants() {
        #if CHARTCORE_INTERNAL_CHECKS
        let b = Self.blockSize
        precondition(_leafCount == (count + b - 1) / b && _leafCount <= _capacity)
        withUnsafeValues { v in
            for k in 0..<_leafCount {
                let s = _argMinMaxScalar(v.baseAddress! + k * b, min(b, count - k * b))
                let leaf = _leaf(k)
                precondition(s.minIndex < 0 ? leaf.minOffset == .max
                             : (Int(leaf.minOffset) == s.minIndex && Int(leaf.maxOffset) == s.maxIndex),
                             "leaf \(k) out of date")
                let sub = Self._subBlock, parts = Self._subsPerBlock
                for j in 0..<parts {
                    let lo = k * b + j * sub, len = max(0, min(sub, count - lo))
                    let m = len > 0 ? _argMinMaxScalar(v.baseAddress! + lo, len) : .none
                    precondition(_subs[k * 2 * parts + j] == m.min && _subs[k * 2 * parts + parts + j] == m.max,
                                 "sub-block \(j) of block \(k) out of date")
                }
            }
        }
        let g = Self._leafGroup, base = Self._groupBase(_capacity)
        for k in 1..<(2 * base) {
            var m = _Node.empty
            if k >= base {
                let lead = (k - base) * g
                for i in lead..<max(lead, min(lead + g, _leafCount)) { m = .merged(m, _leafNode(i)) }
            } else {
                m = .merged(_nodes[2 * k], _nodes[2 * k + 1])
            }
            let n = _nodes[k]
            precondition(m.minBlock == n.minBlock && m.maxBlock == n.maxBlock, "node \(k) out of date")
        }
        #endif
    }
}
