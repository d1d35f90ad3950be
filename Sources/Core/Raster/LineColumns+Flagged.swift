/// Lanes whose pieces made more than two runs, done again.
extension LineColumns {
    /// Redoes the flagged lanes of `lanes` (a chunk's, over `columns`; rare: 84 of S3's
    /// ~30,400): each one's intervals from all its pieces, sorted by their tops and merged
    /// into any number of runs (`extra`, by lane = half · 8 + lane), its own runs emptied.
    /// Pieces are made again only near flagged halves (groups of halves at most 4 apart):
    /// a whole chunk's again cost S3 a quarter of its time.
    static func redoFlagged(_ lanes: inout [Lanes], _ points: [SIMD2<Float>], r: Float, miterMin: Float?,
                            squareCaps: Bool, reach: Float, columns: Range<Int>)
        -> (extra: [(lane: Int32, a: Float, b: Float)], flagged: Int) {
        var groups: [ClosedRange<Int>] = []
        for h in lanes.indices where _any(lanes[h].flag) {
            if let g = groups.last, h - g.upperBound <= 4 {
                groups[groups.count - 1] = g.lowerBound...h
            } else {
                groups.append(h...h)
            }
        }
        var extra: [(lane: Int32, a: Float, b: Float)] = []
        var flagged = 0
        let c0 = columns.lowerBound
        for g in groups {
            var byLane = [[(a: Float, b: Float)]](repeating: [], count: 8 * g.count)
            let xa = Float(c0) + Float(g.lowerBound) / 2 - reach, xb = Float(c0) + Float(g.upperBound + 1) / 2 + reach
            points.withUnsafeBufferPointer { pts in
                pieces(pts, r: r, miterMin: miterMin, squareCaps: squareCaps, from: xa, to: xb) { pc in
                    let (a, b) = halves(pc.x0, pc.x1, of: columns)
                    guard max(a, g.lowerBound) <= min(b, g.upperBound) else { return }
                    for h in max(a, g.lowerBound)...min(b, g.upperBound) {
                        let (l, u, m) = Self.lanes(pc, Self.x(half: h, from: c0))
                        let f = lanes[h].flag .& m
                        guard _any(f) else { continue }
                        for i in 0..<8 where f[i] { byLane[(h - g.lowerBound) * 8 + i].append((l[i], u[i])) }
                    }
                }
            }
            for (j, var list) in byLane.enumerated() where !list.isEmpty {
                list.sort { $0.a < $1.a }
                let lane = Int32(g.lowerBound * 8 + j)
                var run = list[0]
                // The union is the same in any order of equal tops.
                for e in list.dropFirst() {
                    if e.a <= run.b + touch { run.b = max(run.b, e.b) } else { extra.append((lane, run.a, run.b)); run = e }
                }
                extra.append((lane, run.a, run.b))
            }
            for h in g where _any(lanes[h].flag) {
                let f = lanes[h].flag
                for i in 0..<8 where f[i] { flagged += 1 }
                let inf = SIMD8<Float>(repeating: .infinity)
                lanes[h].a.replace(with: inf, where: f); lanes[h].b.replace(with: -inf, where: f)
                lanes[h].c.replace(with: inf, where: f); lanes[h].d.replace(with: -inf, where: f)
            }
        }
        return (extra, flagged)
    }
}
