/// Polygon clipping against a half-plane, shared by the markers' overlaps
/// (`ConvexShapes+Overlap`) and the stroke envelope's cut ends (`Stroker+Envelope`).
enum HalfPlane {
    /// Sutherland–Hodgman: the part of polygon `src[0 ..< m]` where
    /// `o · cross(e, p − a) ≥ 0`, written to `dst`; returns its point count (≤ 2m).
    @inline(__always)
    static func clip(_ src: UnsafePointer<SIMD2<Float>>, _ m: Int, _ a: SIMD2<Float>, _ e: SIMD2<Float>,
                      _ o: Float, _ dst: UnsafeMutablePointer<SIMD2<Float>>) -> Int {
        @inline(__always) func side(_ p: SIMD2<Float>) -> Float { o * (e.x * (p.y - a.y) - e.y * (p.x - a.x)) }
        var out = 0
        var pa = src[m - 1], da = side(pa)
        for i in 0..<m {
            let pb = src[i], db = side(pb)
            if (da >= 0) != (db >= 0) {
                // Safe because: callers give dst room for 2m points.
                dst[out] = pa + (pb - pa) * (da / (da - db)); out += 1
            }
            if db >= 0 { dst[out] = pb; out += 1 }
            pa = pb; da = db
        }
        return out
    }
}
