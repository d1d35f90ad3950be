extension ConvexShapes {
    /// `split`'s groups from its union-find: a group per root of `parent` (every entry its
    /// root, a root its group's first member) that is not `bad`, in contour order, its
    /// footprint the union of its members' (`packed`), `overlaps` its root's `meets`; groups
    /// too large for the grid, or with more intersecting members than `maxOverlapMembers`,
    /// left out. Returns the kept groups, their members group by group (`first ..< first +
    /// count`, copied from `boxes` in contour order), and which of the `contours` contours
    /// (by `contour[i]`) they took. One pass makes the groups, one keeps them, one places the
    /// members: no per-group arrays, writes through buffers (an array write checks the
    /// array's uniqueness: ~40k a draw on S5).
    /// - Complexity: O(boxes + contours).
    static func gather(_ boxes: [Shape], _ packed: [Box], parent: [Int], bad: [Bool], meets: [Bool],
                       contour: [Int], contours: Int) -> (groups: [Group], members: [Shape], taken: [Bool]) {
        let n = boxes.count
        var slot = [Int32](repeating: -1, count: n)
        let all = [Group]._uninitialized(capacity: n) { gs, count in
            count = 0
            slot.withUnsafeMutableBufferPointer { slot in
                // Safe because: a root comes first in its group (parent[i] ≤ i), so its slot
                // (< count ≤ n) is set before any other member reads it.
                for i in 0..<n {
                    let r = parent[i]
                    guard !bad[r] else { continue }
                    let b = packed[i], x0 = Int(b[0]), x1 = Int(b[1]), y0 = Int(b[2]), y1 = Int(b[3])
                    if r == i {
                        slot[i] = Int32(truncatingIfNeeded: count)
                        (gs.baseAddress! + count).initialize(to: Group(x0: x0, y0: y0, x1: x1, y1: y1, first: 0,
                                                                      count: 1, overlaps: meets[i]))
                        count += 1
                    } else {
                        let g = Int(slot[r])
                        gs[g].count += 1
                        gs[g].x0 = min(gs[g].x0, x0); gs[g].y0 = min(gs[g].y0, y0)
                        gs[g].x1 = max(gs[g].x1, x1); gs[g].y1 = max(gs[g].y1, y1)
                    }
                }
            }
        }
        // The kept groups' first members' places (−1: left out, its members go to the rest).
        var fillAt = [Int](repeating: -1, count: all.count), total = 0
        let groups = [Group]._uninitialized(capacity: all.count) { out, count in
            count = 0
            for (g, grp) in all.enumerated()
            where (grp.x1 - grp.x0 + 1) * (grp.y1 - grp.y0) <= maxCells
                && (!grp.overlaps || grp.count <= maxOverlapMembers) {
                fillAt[g] = total
                var kept = grp
                kept.first = total; total += grp.count
                // Safe because: count ≤ g < all.count, the capacity.
                (out.baseAddress! + count).initialize(to: kept); count += 1
            }
        }
        var taken = [Bool](repeating: false, count: contours)
        var members = keeper.take(total, filler: .none)
        members.withUnsafeMutableBufferPointer { buf in
            taken.withUnsafeMutableBufferPointer { taken in
                fillAt.withUnsafeMutableBufferPointer { fillAt in
                    // Safe because: each kept group's `count` members fill its places first ..<
                    // first + count, and the kept groups' places tile 0 ..< total; contour[i]
                    // is a contour number below `contours`.
                    for i in 0..<n {
                        let r = parent[i]
                        guard !bad[r] else { continue }
                        let g = Int(slot[r]), f = fillAt[g]
                        guard f >= 0 else { continue }
                        buf[f] = boxes[i]; fillAt[g] = f + 1
                        taken[contour[i]] = true
                    }
                }
            }
        }
        return (groups, members, taken)
    }
}
