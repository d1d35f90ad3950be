/// Source-over of coverage × paint onto premultiplied RGBA8:
/// `out = src·k + dst·(1 − srcA·k/255)`, k = coverage, rounded to nearest. An opaque paint
/// at full coverage gives exactly its colour (the dst term is multiplied by 0).
///
/// A `Blend` is made once per fill from the `Paint` (its table copied to a raw buffer, so
/// the per-pixel loops touch no Swift array). A gradient whose colour does not change
/// along x (a vertical gradient: area charts) is looked up once per row, like a solid.
struct Blend {
    enum Kind { case solid, linear, radial }
    let kind: Kind
    let table: UnsafePointer<SIMD4<Float>>
    /// Linear: t = dot(p − start, d) / |d|²; `gx`, `gy` are its steps in x and y.
    let st: SIMD2<Float>, gx: Float, gy: Float
    let center: SIMD2<Float>, invRadius: Float

    /// Safe callers: `table` holds the paint's 256 (or 1, solid) entries while the blend is used.
    init(_ paint: Paint, table: UnsafePointer<SIMD4<Float>>) {
        self.table = table
        switch paint.kind {
        case .solid:
            kind = .solid; st = .zero; gx = 0; gy = 0; center = .zero; invRadius = 0
        case let .linear(s, e):
            let d = e - s, dd = (d * d).sum()
            let inv: Float = dd > 0 ? 1 / dd : 0
            kind = .linear; st = s; gx = d.x * inv; gy = d.y * inv; center = .zero; invRadius = 0
        case let .radial(c, r):
            kind = .radial; st = .zero; gx = 0; gy = 0; center = c; invRadius = r > 0 ? 1 / r : 0
        }
    }

    /// The colour of the whole row `y` if it does not depend on x.
    @inline(__always) func rowColor(_ y: Int) -> SIMD4<Float>? {
        switch kind {
        case .solid: return table[0]
        case .linear where gx == 0:
            return table[Paint.index((Float(y) + 0.5 - st.y) * gy)]
        default: return nil
        }
    }

    /// The colour at pixel centre (x + 0.5, y + 0.5).
    @inline(__always) func color(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let p = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
        switch kind {
        case .solid: return table[0]
        case .linear: return table[Paint.index((p.x - st.x) * gx + (p.y - st.y) * gy)]
        case .radial:
            let q = p - center
            return table[invRadius > 0 ? Paint.index((q * q).sum().squareRoot() * invRadius) : 255]
        }
    }

    /// Blends pixels `x0..<x1` of row `y`; `cov[i]` is the coverage of column `i` in 0…1.
    /// Safe callers: `row` points at row `y`'s first byte, `cov` is valid at `x0..<x1`.
    func row(_ row: UnsafeMutablePointer<UInt8>, y: Int, x0: Int, x1: Int, cov: UnsafePointer<Float>) {
        var x = x0
        if let c = rowColor(y) {
            let word = Blend.word(c)
            while x < x1 {
                let k = min(cov[x], 1)
                if k == 1 && c.w == 255 {
                    // Safe because: x < x1 <= width, so the 4 bytes are this row's pixel x.
                    UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: word, as: UInt32.self)
                } else if k > 0 {
                    Blend.pixel(row + x &* 4, c, k)
                }
                x &+= 1
            }
            return
        }
        while x < x1 {
            let k = min(cov[x], 1)
            if k > 0 { Blend.pixel(row + x &* 4, color(x, y), k) }
            x &+= 1
        }
    }

    /// Blends pixels `x0..<x1` of row `y` at one coverage `k` (a gap between clusters).
    /// Safe callers: `row` points at row `y`'s first byte and `x1 <= width`.
    func span(_ row: UnsafeMutablePointer<UInt8>, y: Int, x0: Int, x1: Int, coverage k: Float) {
        let k = min(k, 1)
        guard k > 0, x0 < x1 else { return }
        if let c = rowColor(y) {
            if c.w == 255 && k == 1 {
                // Safe because: x0..<x1 are pixels of this row (4 bytes each).
                let p = UnsafeMutableRawPointer(row + x0 &* 4).bindMemory(to: UInt32.self, capacity: x1 - x0)
                p.update(repeating: Blend.word(c), count: x1 - x0)
                return
            }
            var x = x0
            while x < x1 { Blend.pixel(row + x &* 4, c, k); x &+= 1 }
            return
        }
        var x = x0
        while x < x1 { Blend.pixel(row + x &* 4, color(x, y), k); x &+= 1 }
    }

    /// An opaque colour as the little-endian RGBA word stored for it.
    @inline(__always) static func word(_ c: SIMD4<Float>) -> UInt32 {
        (UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24).littleEndian
    }

    /// Blends one premultiplied colour `s` (0…255 floats) at coverage `k` into `p`.
    @inline(__always)
    static func pixel(_ p: UnsafeMutablePointer<UInt8>, _ s: SIMD4<Float>, _ k: Float) {
        // Safe because: callers pass a pointer to a pixel inside the canvas (4 bytes).
        let d = SIMD4<Float>(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        let inv = 1 - s.w * k / 255
        let o = s * k + d * inv + 0.5
        p[0] = UInt8(min(o.x, 255)); p[1] = UInt8(min(o.y, 255))
        p[2] = UInt8(min(o.z, 255)); p[3] = UInt8(min(o.w, 255))
    }
}
