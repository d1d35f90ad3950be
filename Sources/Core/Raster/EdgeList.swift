/// One non-horizontal polygon edge, y-ascending, in pixels: `x(y) = x0 + (y − y0)·dxdy`
/// for `y0 <= y < y1`; `dir` is +1 if the original segment went down, −1 if up.
struct Edge: Sendable {
    var x0: Float, y0: Float, y1: Float, dxdy: Float
    var dir: Int32
}

/// The edges of a `FlatPath`, clipped to a pixel rectangle and sorted by `y0`.
///
/// Clipping keeps winding numbers inside the rectangle unchanged: parts above or below it
/// are dropped, parts right of it are dropped (they only change winding further right),
/// and parts left of it become vertical edges at `x0 − 1` with the same y extent.
/// Segments with a non-finite coordinate are dropped; ±1e30 is clipped in Double, so
/// nothing huge reaches the Float scan loop.
struct EdgeList: Sendable {
    var edges: [Edge] = []

    /// - Complexity: O(n log n) for n path points.
    init(_ path: FlatPath, clip: PixelRect) {
        guard !clip.isEmpty else { return }
        let b = Bounds(top: Double(clip.y0), bottom: Double(clip.y1),
                       left: Double(clip.x0 - 1), right: Double(clip.x1 + 1))
        let pts = path.points
        for r in path.contours where r.count >= 2 {
            for i in r {
                let p = pts[i], q = pts[i + 1 == r.upperBound ? r.lowerBound : i + 1]
                add(Double(p.x), Double(p.y), Double(q.x), Double(q.y), b)
            }
        }
        edges.sort { $0.y0 < $1.y0 }
    }

    struct Bounds { var top, bottom, left, right: Double }

    private mutating func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ b: Bounds) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        let dir: Int32 = ay < by ? 1 : -1
        let (y0, y1) = ay < by ? (ay, by) : (by, ay)
        guard y1 > b.top, y0 < b.bottom else { return }
        let slope = (bx - ax) / (by - ay)
        func x(_ y: Double) -> Double { ax + (y - ay) * slope }
        let lo = max(y0, b.top), hi = min(y1, b.bottom)
        // Split where the edge crosses the left and right clip lines.
        var cuts = [lo, hi]
        if slope != 0 {
            for cx in [b.left, b.right] {
                let yc = ay + (cx - ax) / slope
                if yc > lo, yc < hi { cuts.append(yc) }
            }
            cuts.sort()
        }
        for k in 0..<(cuts.count - 1) {
            let ya = cuts[k], yb = cuts[k + 1]
            let xm = x((ya + yb) / 2)
            if xm > b.right { continue }
            let fa = Float(ya), fb = Float(yb)
            guard fa < fb else { continue }
            if xm < b.left {
                edges.append(Edge(x0: Float(b.left), y0: fa, y1: fb, dxdy: 0, dir: dir))
            } else {
                let xa = min(max(x(ya), b.left), b.right)
                edges.append(Edge(x0: Float(xa), y0: fa, y1: fb,
                                  dxdy: Float(min(max(slope, -1e30), 1e30)), dir: dir))
            }
        }
    }
}
