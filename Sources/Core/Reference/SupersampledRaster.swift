/// The naive coverage oracle: 16x16 samples per pixel, each inside or outside by its
/// winding number against every edge of the polygons. Test oracle and naive benchmark
/// baseline; never called by production code.
///
/// Sample (s, t) of pixel (i, j) sits at (i + (s+0.5)/16, j + (t+0.5)/16). An edge counts
/// for a sample when `min(y) <= y < max(y)` and it crosses the sample's row left of it.
/// Segments with a non-finite coordinate are dropped. Computed in Double.
public enum SupersampledRaster {
    /// Coverage in 0…1 per pixel, row-major `width * height`, for `path` under `rule`
    /// (`evenOdd`: odd winding is inside).
    /// - Complexity: O(width · height · 256 · edges).
    public static func coverage(_ path: FlatPath, evenOdd: Bool, width: Int, height: Int) -> [Float] {
        var segs: [(Double, Double, Double, Double, Int)] = []
        let p = path.points
        for r in path.contours where r.count >= 2 {
            for i in r {
                let a = p[i], b = p[i + 1 == r.upperBound ? r.lowerBound : i + 1]
                let v = [a.x, a.y, b.x, b.y].map(Double.init)
                guard v.allSatisfy({ $0.isFinite }), v[1] != v[3] else { continue }
                segs.append(v[1] < v[3] ? (v[0], v[1], v[2], v[3], 1) : (v[2], v[3], v[0], v[1], -1))
            }
        }
        var out = [Float](repeating: 0, count: width * height)
        for j in 0..<height {
            for t in 0..<16 {
                let y = Double(j) + (Double(t) + 0.5) / 16
                let active = segs.filter { $0.1 <= y && y < $0.3 }
                if active.isEmpty { continue }
                let xs = active.map { ($0.0 + (y - $0.1) * ($0.2 - $0.0) / ($0.3 - $0.1), $0.4) }
                for i in 0..<width {
                    var hits = 0
                    for s in 0..<16 {
                        let x = Double(i) + (Double(s) + 0.5) / 16
                        var w = 0
                        for c in xs where c.0 < x { w += c.1 }
                        if evenOdd ? (w & 1) != 0 : w != 0 { hits += 1 }
                    }
                    out[j * width + i] += Float(hits) / 256
                }
            }
        }
        return out
    }
}
