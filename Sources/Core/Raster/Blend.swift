/// Source-over of coverage × paint onto premultiplied RGBA8, in integers (`Blend+Quad`):
/// `s = src·m/255`, `out = s + dst·(255 − s.a)/255`, each rounded to nearest, m = coverage
/// × 255 rounded. An opaque paint at full coverage gives exactly its colour.
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

    /// The paint along row `y`, resolved once per row.
    @inline(__always) func ink(row y: Int) -> RowInk {
        if let c = rowColor(y) { return RowInk(blend: self, y: y, uniform: true, c: c) }
        return RowInk(blend: self, y: y, uniform: false, c: .zero)
    }

    /// An opaque colour as the little-endian RGBA word stored for it (its `bytes`).
    @inline(__always) static func word(_ c: SIMD4<Float>) -> UInt32 {
        let b = bytes(c)
        return (b.x | b.y &<< 8 | b.z &<< 16 | b.w &<< 24).littleEndian
    }

    /// Blends one premultiplied colour `s` (0…255 floats) at coverage `k` (0…1) into `p`:
    /// the steps of `Blend.quad`, one channel a lane (the scalar twin: the same bytes).
    @inline(__always)
    static func pixel(_ p: UnsafeMutablePointer<UInt8>, _ s: SIMD4<Float>, _ k: Float) {
        // Safe because: callers pass a pointer to a pixel inside the canvas (4 bytes).
        let d = SIMD4<UInt32>(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]))
        let c = div255(bytes(s) &* cover(k))
        let o = c &+ div255(d &* (255 &- c.w))
        var b = SIMD4<UInt8>()
        // A lane loop LLVM folds into packs (each lane ≤ 255: see `Blend+Quad`).
        for i in 0..<4 { b[i] = UInt8(truncatingIfNeeded: o[i]) }
        UnsafeMutableRawPointer(p).storeBytes(of: b, as: SIMD4<UInt8>.self)
    }
}

/// One row's paint: a colour (solid, or a gradient constant along x) or the gradient.
struct RowInk {
    let blend: Blend
    let y: Int
    let uniform: Bool
    let c: SIMD4<Float>
    let word: UInt32
    let opaque: Bool
    /// The uniform colour's lane pairs (`Blend.pairs`).
    let rb: UInt32, ga: UInt32

    @inline(__always) init(blend: Blend, y: Int, uniform: Bool, c: SIMD4<Float>) {
        self.blend = blend; self.y = y; self.uniform = uniform; self.c = c
        opaque = uniform && c.w == 255
        word = opaque ? Blend.word(c) : 0
        (rb, ga) = Blend.pairs(Blend.bytes(c))
    }

    /// Blends pixel `x` of `row` at coverage `k` (clamped to 1; nothing at k <= 0).
    /// Safe callers: `x` is a column of the canvas, `row` its row's first byte.
    @inline(__always) func pixel(_ row: UnsafeMutablePointer<UInt8>, _ x: Int, _ k: Float) {
        if k >= 1 && opaque {
            UnsafeMutableRawPointer(row + x &* 4).storeBytes(of: word, as: UInt32.self)
        } else if k > 0 {
            Blend.pixel(row + x &* 4, uniform ? c : blend.color(x, y), min(k, 1))
        }
    }

    /// Blends pixels `x ..< x + 4` at coverages `k` (0…1) with the row's uniform colour:
    /// nothing where all are 0, the colour's word where all are 1 and it is opaque (the
    /// bytes `Blend.quad` would give, without reading the pixels), else `Blend.quad`.
    /// Safe callers: the ink is uniform, `x ..< x + 4` are pixels of `row`.
    @inline(__always) func quad(_ row: UnsafeMutablePointer<UInt8>, _ x: Int, _ k: SIMD4<Float>) {
        if !_any(k .> 0) { return }
        let p = UnsafeMutableRawPointer(row + x &* 4)
        if opaque && _all(k .== 1) {
            p.storeBytes(of: SIMD4<UInt32>(repeating: word), as: SIMD4<UInt32>.self)
            return
        }
        Blend.quad(p, Blend.weights(rb, ga, Blend.cover(k)))
    }

    /// Blends pixels `x ..< x + 8` at coverages `k` (0…1) with the row's uniform colour,
    /// the common blocks decided first: all 0 (nothing), all 1 with an opaque colour (the
    /// word stored). Safe callers: as `quad`'s, for 8 pixels.
    @inline(__always) func block(_ row: UnsafeMutablePointer<UInt8>, _ x: Int, _ k: SIMD8<Float>) {
        if !_any(k .> 0) { return }
        let p = UnsafeMutableRawPointer(row + x &* 4)
        if !opaque {
            Blend.block(p, rb, ga, Blend.cover(k))
        } else if _all(k .== 1) {
            p.storeBytes(of: SIMD8<UInt32>(repeating: word), as: SIMD8<UInt32>.self)
        } else {
            Blend.block(p, rb, ga, Blend.cover(k), opaque: true)
        }
    }

    /// Blends pixels `x0..<x1`, `cov[x]` the coverage of column x. Safe callers: `cov` is
    /// valid from x1 − 4 on (a row of cells with its pad).
    @inline(__always)
    func cells(_ row: UnsafeMutablePointer<UInt8>, _ x0: Int, _ x1: Int, _ cov: UnsafePointer<Float>) {
        var x = uniform ? Blend.quads(row, x0, x1, rb, ga, cov) : x0
        if uniform && x < x1 && x1 >= 4 {
            // The last one to three pixels (most of a thin line's runs) as the quad ending at
            // x1, its lanes left of x at coverage 0 (their bytes stay): one integer quad
            // instead of up to three scalar pixels (S1 −3%, bytes the same).
            let q = x1 &- 4
            var k = UnsafeRawPointer(cov + q).loadUnaligned(as: SIMD4<Float>.self)
            k = k.replacing(with: 1, where: k .> 1)
            k = k.replacing(with: 0, where: .!(k .> 0) .| (SIMD4<Int32>(0, 1, 2, 3) .< Int32(truncatingIfNeeded: x &- q)))
            // Safe because: q ..< x1 are pixels of this row (q ≥ 0).
            if _any(k .> 0) { Blend.quad(UnsafeMutableRawPointer(row + q &* 4), Blend.weights(rb, ga, Blend.cover(k))) }
            return
        }
        while x < x1 { pixel(row, x, cov[x]); x &+= 1 }
    }

    /// Blends pixels `x0..<x1` at one coverage `k` (a gap between clusters, a bar's inside).
    @inline(__always)
    func span(_ row: UnsafeMutablePointer<UInt8>, _ x0: Int, _ x1: Int, _ k: Float) {
        guard k > 0, x0 < x1 else { return }
        if k >= 1 && opaque {
            // Safe because: x0..<x1 are pixels of this row (4 bytes each).
            Rasterizer.wordFill(row, x0, x1, word)
            return
        }
        var x = x0
        if uniform {
            // One colour and coverage for the run: the weights computed once (the integer
            // steps of `Blend.pixel`, so the bytes equal the one-pixel path's).
            let k = min(k, 1)
            let w = Blend.weights(rb, ga, SIMD4(repeating: Blend.cover(k)))
            if x &+ 4 <= x1 {
                // The same four destination pixels give the same four results: a run over one
                // background (a cleared canvas, a band of one colour) blends its first quad
                // and copies the result, bytes unchanged.
                let q = UnsafeMutableRawPointer(row + x &* 4)
                var before = q.loadUnaligned(as: SIMD4<UInt32>.self)
                Blend.quad(q, w)
                var after = q.loadUnaligned(as: SIMD4<UInt32>.self)
                x &+= 4
                // The quad at `p`: the copy if it holds `before`, else blended (and remembered).
                @inline(__always) func step(_ p: UnsafeMutableRawPointer) {
                    let d = p.loadUnaligned(as: SIMD4<UInt32>.self)
                    if _all(d .== before) {
                        p.storeBytes(of: after, as: SIMD4<UInt32>.self)
                    } else {
                        Blend.quad(p, w)
                        before = d; after = p.loadUnaligned(as: SIMD4<UInt32>.self)
                    }
                }
                // Eight pixels a compare while the background repeats (S4b's translucent area
                // −9% against four). `_all(.==)`: `==` on SIMD8<UInt32> compiled to a lane
                // loop through the stack (1.6x slower than the four-pixel loop).
                var before8 = SIMD8(lowHalf: before, highHalf: before), after8 = SIMD8(lowHalf: after, highHalf: after)
                while x &+ 8 <= x1 {
                    // Safe because: x ..< x + 8 are pixels of this row.
                    let p = UnsafeMutableRawPointer(row + x &* 4)
                    if _all(p.loadUnaligned(as: SIMD8<UInt32>.self) .== before8) {
                        p.storeBytes(of: after8, as: SIMD8<UInt32>.self)
                    } else {
                        step(p); step(p + 16)
                        before8 = SIMD8(lowHalf: before, highHalf: before); after8 = SIMD8(lowHalf: after, highHalf: after)
                    }
                    x &+= 8
                }
                // Safe because: x ..< x + 4 are pixels of this row.
                if x &+ 4 <= x1 { step(UnsafeMutableRawPointer(row + x &* 4)); x &+= 4 }
            }
            // Safe because: x < x1 <= width, 4 bytes of this row.
            while x < x1 { Blend.pixel(row + x &* 4, c, k); x &+= 1 }
            return
        }
        while x < x1 { pixel(row, x, k); x &+= 1 }
    }
}
