/// Exact area accumulation of one line segment into pixel cells (the font-rs idea in a
/// closed form): after a prefix sum over x, pixel `p` holds `sign · F(p)` with
///
///     F(p) = ∫ clamp(p + 1 − x(y), 0, 1) dy     (the part of pixel p right of the segment)
///
/// so `acc[p] += sign · (F(p) − F(p−1))` for the cells the segment touches and the rest of
/// its height, `sign · (h − F(cmax))`, goes into the next cell (the "cover" that carries on
/// to the right). With x linear in y and φ the integral of the unit ramp,
///
///     φ(z) = 0 (z ≤ 0),  z²/2 (0 < z < 1),  z − ½ (z ≥ 1)
///     F(p) = h / (hi − lo) · (φ(p + 1 − lo) − φ(p + 1 − hi))
///
/// one segment costs two φ per cell it crosses and no branches on its direction.
enum CellArea {
    /// ⌊x⌋ for |x| < 2²², without the range checks of `Int(Float)`: ⌊x⌋ + 1.5·2²³ is
    /// exact and its low mantissa bits are ⌊x⌋ offset by 2²² (bits 0x4B40_0000 at 0).
    /// Pixel coordinates are clamped to the canvas (≤ 16384) plus a few cells of pad.
    @inline(__always) static func floor(_ x: Float) -> Int {
        Int(Int32(bitPattern: (x.rounded(.down) + 12_582_912).bitPattern) &- 0x4B40_0000)
    }

    @inline(__always) static func phi(_ z: Float) -> Float {
        z <= 0 ? 0 : (z < 1 ? z * z * 0.5 : z - 0.5)
    }

    /// Adds `sign` × the right-hand area of the segment from x `xs` to `xe` over height `h`.
    /// Safe callers: `acc` is valid at `floor(min(xs, xe)) ... floor(max(xs, xe)) + 1`.
    @inline(__always)
    static func deposit(_ acc: UnsafeMutablePointer<Float>, _ xs: Float, _ xe: Float,
                        _ h: Float, _ sign: Float) {
        let lo = xs < xe ? xs : xe, hi = xs < xe ? xe : xs
        let c0 = floor(lo), c1 = floor(hi)
        if c0 == c1 {
            // One cell: the trapezoid right of the segment has mean width c0 + 1 − mid.
            let f = h * (Float(c0 + 1) - (lo + hi) * 0.5)
            acc[c0] += sign * f
            acc[c0 + 1] += sign * (h - f)
            return
        }
        let k = sign * h / (hi - lo)
        if c1 == c0 &+ 1 {
            // Two cells (most of a marker's pieces that are not steep): the loop's two
            // steps, t = c0 + 1 then t + 1, with the branches of φ they take written out
            // (φ(t − hi) = 0, φ(t + 1 − lo) = t + 1 − lo − ½): the same floats.
            let t = Float(c0 + 1), z = t - lo, w = (t + 1) - hi
            let f0 = k * (z * z * 0.5), f1 = k * (((t + 1) - lo - 0.5) - w * w * 0.5)
            acc[c0] += f0
            acc[c1] += f1 - f0
            acc[c1 + 1] += sign * h - f1
            return
        }
        var prev: Float = 0
        var c = c0
        while c <= c1 {
            let t = Float(c + 1)
            let f = k * (phi(t - lo) - phi(t - hi))
            acc[c] += f - prev
            prev = f
            c += 1
        }
        acc[c1 + 1] += sign * h - prev
    }
}
