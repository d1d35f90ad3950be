import ChartCore

/// Signed shoelace area of all contours of a flat path (pixels²; stroke outlines are
/// negative, shapes built clockwise on screen positive).
func shoelaceArea(_ f: FlatPath) -> Double {
    var sum = 0.0
    for r in f.contours where r.count > 2 {
        var prev = f.points[r.upperBound - 1]
        for i in r {
            let p = f.points[i]
            sum += Double(prev.x) * Double(p.y) - Double(p.x) * Double(prev.y)
            prev = p
        }
    }
    return sum / 2
}

/// Winding number of all contours of `f` around (x, y).
func winding(_ f: FlatPath, _ x: Double, _ y: Double) -> Int {
    var w = 0
    for r in f.contours where r.count > 1 {
        var prev = f.points[r.upperBound - 1]
        for i in r {
            let p = f.points[i]
            let (x0, y0, x1, y1) = (Double(prev.x), Double(prev.y), Double(p.x), Double(p.y))
            if (y0 <= y) != (y1 <= y) {
                let cx = x0 + (y - y0) / (y1 - y0) * (x1 - x0)
                if cx > x { w += y1 > y0 ? 1 : -1 }
            }
            prev = p
        }
    }
    return w
}

/// Distance from `p` to the segment a–b.
func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let v = b - a, l2 = v.dot(v)
    let s = l2 > 0 ? min(max((p - a).dot(v) / l2, 0), 1) : 0
    return (p - (a + v * s)).length
}

/// Distance from `p` to the polyline through `pts`.
func polylineDistance(_ p: Point, _ pts: [Point]) -> Double {
    if pts.count == 1 { return (p - pts[0]).length }
    var best = Double.infinity
    for i in 1..<pts.count { best = min(best, segmentDistance(p, pts[i - 1], pts[i])) }
    return best
}

func toPoints(_ f: FlatPath, contour k: Int = 0) -> [Point] {
    let r = Array(f.contours)[k]
    return r.map { Point(x: Double(f.points[$0].x), y: Double(f.points[$0].y)) }
}
