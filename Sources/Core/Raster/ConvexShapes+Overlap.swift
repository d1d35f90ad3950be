/// A few convex contours that may intersect (scatter dots that touch), still by exact
/// area accumulation: each member is deposited with weight 1 (`ConvexShapes.fill`), then
/// the intersection of every set T of two or more members whose enclosing circles all
/// meet is clipped out (Sutherland–Hodgman, convex by convex) and deposited with the
/// inclusion–exclusion weight
///
///     c(T) = Σ over non-empty S ⊆ T of (−1)^(|T| − |S|) · inside(Σ_{i∈S} wᵢ)
///
/// (wᵢ = ±1, member i's winding; `inside` the fill rule). The area of the pixel where
/// exactly the members S are is Σ_{T ⊇ S} (−1)^(|T|−|S|) area(∩T), so the deposits add
/// up to the area of the fill rule's inside, exactly up to float rounding:
///
/// ```
///    ╭──╮╭──╮     non-zero, same orientation:  A + B − (A ∩ B)       = A ∪ B
///    │ A││B │     even-odd:                    A + B − 2·(A ∩ B)     = A ⊕ B
///    ╰──╯╰──╯     non-zero, opposite windings: A + B − 2·(A ∩ B)     (w = 0 inside both)
/// ```
///
/// The order of the deposits is the members' order and the subsets' (bit masks in
/// increasing order), the same in every band: bytes do not depend on the band split.
extension ConvexShapes {
    /// Groups whose members may intersect take the path up to this many members
    /// (2^n − n − 1 subsets at most are clipped) ...
    static let maxOverlapMembers = 6
    /// ... each of at most this many points.
    static let maxOverlapPoints = 64

    /// Capacity of each clipping buffer: the intersection of convex polygons has at most
    /// the sum of their points (6 · 64), with room for rounding's stray crossings.
    static let clipCapacity = 1024

    /// The inclusion–exclusion weight c(T) of the members `mask` (bits of `g`'s members).
    static func weight(_ mask: Int, _ g: Group, _ members: [Shape], _ rule: FillRule) -> Float {
        var c = 0
        var s = mask
        while s != 0 {
            var w: Int32 = 0
            var b = s
            while b != 0 {
                w += members[g.first + b.trailingZeroBitCount].sign > 0 ? 1 : -1
                b &= b - 1
            }
            let odd = (mask.nonzeroBitCount - s.nonzeroBitCount) & 1 == 1
            if rule.inside(w) { c += odd ? -1 : 1 }
            s = (s - 1) & mask
        }
        return Float(c)
    }

    /// Deposits the weighted intersections of group `g`'s members (see the type's note)
    /// into rows `r0 ..< r1` of its grid. Safe callers: as `fill`'s; members have at most
    /// `maxOverlapPoints` points and the group at most `maxOverlapMembers` members.
    static func depositOverlaps(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ g: Group, _ members: [Shape],
                                rule: FillRule, _ r0: Int, _ r1: Int, _ stride: Int,
                                _ grid: UnsafeMutablePointer<Float>) {
        let n = g.count
        // Byte i of `meets`: the members whose enclosing circles meet member i's (no array:
        // this runs per group and band).
        var meets: UInt64 = 0
        for i in 0..<n {
            for j in (i + 1)..<n {
                let a = members[g.first + i], b = members[g.first + j]
                let d = a.center - b.center, r = a.radius + b.radius
                if (d * d).sum() <= r * r { meets |= 1 << UInt64(8 * i + j) | 1 << UInt64(8 * j + i) }
            }
        }
        // Intersection points are clamped into the footprint (rounding could put one an
        // ulp outside): the deposits stay in the grid.
        let lo = SIMD2(Float(g.x0), Float(g.y0)), hi = SIMD2(Float(g.x1).nextDown, Float(g.y1).nextDown)
        withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: 2 * clipCapacity) { buf in
            var cur = buf.baseAddress!, nxt = cur + clipCapacity
            for mask in 3..<(1 << n) where mask.nonzeroBitCount >= 2 {
                // Only sets whose members all meet pairwise can have an intersection.
                var clique = true
                var b = mask
                while b != 0 {
                    let i = b.trailingZeroBitCount
                    if mask & ~(1 << i) & ~Int(meets >> UInt64(8 * i) & 0xFF) != 0 { clique = false; break }
                    b &= b - 1
                }
                guard clique else { continue }
                let w = weight(mask, g, members, rule)
                guard w != 0 else { continue }
                let first = members[g.first + mask.trailingZeroBitCount]
                var m = first.end - first.start
                // Safe because: m ≤ maxOverlapPoints < clipCapacity.
                cur.update(from: pts.baseAddress! + first.start, count: m)
                var rest = mask & (mask - 1)
                while rest != 0 && m >= 3 {
                    let q = members[g.first + rest.trailingZeroBitCount]
                    rest &= rest - 1
                    // The inside of q is left of its edges when its shoelace area is positive
                    // (`sign` −1), right of them otherwise.
                    let o: Float = q.sign < 0 ? 1 : -1
                    var qa = pts[q.end - 1]
                    for k in q.start..<q.end where m >= 3 {
                        let qb = pts[k]
                        defer { qa = qb }
                        let e = qb - qa
                        guard e != .zero, 2 * m + 2 <= clipCapacity else { continue }
                        // A half-plane that holds the first member's enclosing circle (with
                        // 0.01 px to spare for rounding: `side` then is ≥ 0 at every point, all
                        // inside that circle) would give the polygon back unchanged: skipped
                        // (about half of q's edges face away from it; S5 −2%, same bytes).
                        let c = first.center
                        if o * (e.x * (c.y - qa.y) - e.y * (c.x - qa.x)) >= (e * e).sum().squareRoot() * (first.radius + 0.01) {
                            continue
                        }
                        m = HalfPlane.clip(cur, m, qa, e, o, nxt)
                        swap(&cur, &nxt)
                    }
                }
                guard m >= 3 else { continue }
                for i in 0..<m { cur[i] = cur[i].clamped(lowerBound: lo, upperBound: hi) }
                deposit(cur, m, w * first.sign, g, r0, r1, stride, grid)
            }
        }
    }
}
