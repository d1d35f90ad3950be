/// The executable form of `Tree`'s invariant, checked after every build when compiled
/// with `-DCHARTCORE_INTERNAL_CHECKS` (empty otherwise).
extension Tree {
    @inline(__always) func _checkInvariants() {
        #if CHARTCORE_INTERNAL_CHECKS
        let n = count
        precondition(childStart.count == n + 1 && childStart[0] == 1 && Int(childStart[n]) == n, "childStart ends")
        precondition(parent[0] == -1 && depth[0] == 0, "root")
        for v in 0..<n {
            precondition(childStart[v] <= childStart[v + 1], "childStart not monotone at \(v)")
            for w in children(of: v) {
                precondition(parent[w] == Int32(v) && depth[w] == depth[v] + 1, "child \(w) of \(v)")
            }
        }
        for v in 1..<max(1, n) { precondition(depth[v - 1] <= depth[v], "breadth-first order at \(v)") }
        #endif
    }
}
