extension ConvexShapes {
    /// Calls `meet(i, j)` for every pair of `boxes` whose footprints share a pixel row and
    /// column range (x0 < other x1 both ways, the same for y), `i` before `j` in `order`
    /// (the boxes sorted by x0). The sweep reads the sorted boxes' x0, x1, y0 and y1 packed
    /// as 32-bit lanes, eight neighbours a compare, instead of each neighbour's 80-byte
    /// `Shape` through `order`: markers have dozens of neighbours in x (S5: ~36 a dot) and
    /// few in both axes (~1 in 30).
    /// - Complexity: O(n + x-neighbour pairs / 8 + meeting pairs).
    static func forEachMeeting(_ boxes: [Shape], order: [Int], _ meet: (Int, Int) -> Void) {
        let n = order.count
        // Eight lanes of padding past the last box: x0 = .max is never left of an x1, so
        // a sweep stops there.
        var x0 = [Int32](repeating: .max, count: n + 8), x1 = x0, y0 = x0, y1 = x0
        for (k, i) in order.enumerated() {
            let b = boxes[i]
            x0[k] = Int32(truncatingIfNeeded: b.x0); x1[k] = Int32(truncatingIfNeeded: b.x1)
            y0[k] = Int32(truncatingIfNeeded: b.y0); y1[k] = Int32(truncatingIfNeeded: b.y1)
        }
        x0.withUnsafeBufferPointer { x0 in
            y0.withUnsafeBufferPointer { y0 in
                y1.withUnsafeBufferPointer { y1 in
                    for k in 0..<n {
                        let i = order[k], right = SIMD8(repeating: x1[k])
                        let top = SIMD8(repeating: y0[k]), bottom = SIMD8(repeating: y1[k])
                        var m = k + 1
                        while true {
                            // Safe because: m ≤ n (it moves on only past 8 boxes left of
                            // `right`, all real), and the arrays hold n + 8 lanes.
                            @inline(__always) func lanes(_ a: UnsafeBufferPointer<Int32>) -> SIMD8<Int32> {
                                UnsafeRawPointer(a.baseAddress! + m).loadUnaligned(as: SIMD8<Int32>.self)
                            }
                            // x0 ascends, so the lanes left of `right` are a prefix.
                            let inX = lanes(x0) .< right
                            let hit = inX .& (lanes(y0) .< bottom) .& (top .< lanes(y1))
                            if _any(hit) {
                                // The hit lanes as bits (a lane read of the mask stored it to
                                // the stack for every box).
                                let v = unsafeBitCast(hit, to: SIMD8<Int32>.self) & SIMD8(1, 2, 4, 8, 16, 32, 64, 128)
                                let h4 = v.lowHalf | v.highHalf, h2 = h4.lowHalf | h4.highHalf
                                var bits = h2[0] | h2[1]
                                while bits != 0 {
                                    meet(i, order[m + bits.trailingZeroBitCount]); bits &= bits &- 1
                                }
                            }
                            if !_all(inX) { break }
                            m += 8
                        }
                    }
                }
            }
        }
    }
}
