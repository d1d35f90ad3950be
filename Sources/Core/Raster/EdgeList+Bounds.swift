extension EdgeList {
    /// The clip bounds of `segments` (the clip rectangle, widened by a cell left and right),
    /// in pixels: whole numbers, so a Float holds them exactly.
    struct Bounds {
        let top, bottom, left, right: Double
        /// (left, top, left, top) and (right, bottom, right, bottom): a segment's two ends
        /// tested at once (`contains`).
        let low, high: SIMD4<Float>

        init(top: Double, bottom: Double, left: Double, right: Double) {
            self.top = top; self.bottom = bottom; self.left = left; self.right = right
            low = SIMD4(Float(left), Float(top), Float(left), Float(top))
            high = SIMD4(Float(right), Float(bottom), Float(right), Float(bottom))
        }

        /// A bound on how far a piece's x at its lower end, x0 + (y1 − y0)·dxdy in Float,
        /// is from the exact one, for an edge inside these bounds: the subtraction, the
        /// slope's rounding and the product each err by |dx|·2⁻²⁴ at most, the sum by
        /// |x|·2⁻²⁴, with |dx| and |x| below |left| + |right| — doubled (1920 px wide:
        /// 0.0009 px).
        var joinMargin: Float { Float(8 * (abs(left) + abs(right) + 1)) * 0x1p-24 }

        /// Whether both ends of the segment p → q are inside (NaN is not).
        @inline(__always) func contains(_ p: SIMD2<Float>, _ q: SIMD2<Float>) -> Bool {
            let v = SIMD4(p.x, p.y, q.x, q.y)
            return all(v .>= low) && all(v .<= high)
        }
    }
}
