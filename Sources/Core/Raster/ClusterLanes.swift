/// The resolver of small clusters that the exact non-crossing shortcuts refuse (a thin
/// line's tips and crossings, a curve's short pieces: up to `maxPieces` pieces over up to
/// `maxCells` cells): the 16 sample lines of
/// `ClusterSampleLines` as the 16 lanes of a vector, each lane's crossings put in x order
/// by a sorting network over whole vectors (no branch on the data), then the winding
/// walked along all lanes at once.
///
/// ```
///   piece m → keys[m]: per lane (line), its x on that line with its direction in the
///   low two bits (absent lanes: far right, direction 0)
///
///   lane  0: x₂ < x₀ < x₁        sorted lane by lane:   keys[0] = (x₂, x₀, …)
///   lane  1: x₀ < x₂ < x₁        (min/max of whole      keys[1] = (x₀, x₂, …)
///    …                           vectors, k(k−1)/2)     keys[2] = (x₁, x₁, …)
/// ```
///
/// Walking `keys[0]`, `keys[1]`, … adds each crossing's direction to the lanes' winding;
/// where a lane's inside (fill rule) switches, the switch s = ±1 adds s · (c + 1 − x),
/// clamped to 0...1, to each cell c's inside length. A cell's coverage is its inside
/// length summed over the lanes / 16: exact in x, sampled in y at the reference's
/// heights — the same answer as `ClusterSampleLines` (to rounding) at a fixed cost of
/// O(k² + k · cells) vector steps, where `ClusterSlabs`' exact area took ~3,000
/// instructions a cluster with crossings (a 4k-vertex stroke's near-reversal tips).
///
/// x is taken relative to the first cell (x − cs is exact: cs is an integer within 8 px
/// of x), so the two direction bits move it by at most 2 ulp of a number below 16
/// (~2e-6 px). Lanes sort on (x, direction) keys only, and sums over lanes run in a fixed
/// tree: the bytes do not depend on the pieces' order (the band's active list).
enum ClusterLanes {
    static let maxPieces = 16
    static let maxCells = 8

    /// Room for `resolve`: `maxPieces` key vectors and `maxCells` length vectors, and the
    /// pieces' end heights and directions as lanes.
    final class Scratch {
        let keys = UnsafeMutablePointer<SIMD16<Int32>>.allocate(capacity: ClusterLanes.maxPieces)
        let lengths = UnsafeMutablePointer<SIMD16<Float>>.allocate(capacity: ClusterLanes.maxCells)
        let ends = UnsafeMutablePointer<Float>.allocate(capacity: 2 * ClusterLanes.maxPieces)
        let dirs = UnsafeMutablePointer<Int32>.allocate(capacity: ClusterLanes.maxPieces)
        deinit { keys.deallocate(); lengths.deallocate(); ends.deallocate(); dirs.deallocate() }
    }

    /// Writes the coverage of cells `cs...ce` (at most `maxCells`) of the pieces
    /// `pieces[order[0..<k]]` (k at most `maxPieces`, x within `cs ..< ce + 1`) into `cov`,
    /// the winding left of them being `profile`'s; `acc` is not touched. Returns the
    /// winding right of them if it is the same all across the row (the profile constant,
    /// and at every height where pieces start or end inside the row their steps sum to 0:
    /// a vertex's two edges, a tip's two arms) — else nil, and the caller adds the pieces
    /// to the profile.
    static func resolve(_ pieces: UnsafeMutablePointer<RowPiece>, _ order: UnsafeMutablePointer<UInt64>, _ k: Int,
                        profile: RowProfile, row fy: Float, rule: FillRule, cs: Int, ce: Int,
                        cov: UnsafeMutablePointer<Float>, scratch s: Scratch) -> Int32? {
        let cells = ce - cs + 1
        // Safe because: the caller keeps k ≤ maxPieces and cells ≤ maxCells, the sizes of
        // the scratch arrays, and `order[0..<k]` indexes `pieces`.
        let keys = s.keys, len = s.lengths, ya = s.ends, yb = s.ends + maxPieces, dirs = s.dirs
        // fy + (l + ½)/16, as `ClusterSampleLines` takes them.
        let ys = SIMD16<Float>(repeating: fy) + SIMD16<Float>(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5,
                                                             10.5, 11.5, 12.5, 13.5, 14.5, 15.5) / 16
        let origin = Float(cs)
        let low2 = SIMD16<Int32>(repeating: 3), absent = SIMD16<Int32>(repeating: 0x4970_0000 | 1)
        // Heights no piece has (rows are ≥ 0) for the lanes past k.
        s.ends.update(repeating: -1, count: 2 * maxPieces)
        dirs.update(repeating: 0, count: maxPieces)
        for m in 0..<k {
            let q = pieces[Int(order[m] & 0xFFFF_FFFF)]
            ya[m] = q.ya; yb[m] = q.yb; dirs[m] = q.dir
            // x as `RowPiece.x(at:)` computes it, lane by lane; lanes in ya ..< yb present.
            var x = SIMD16<Float>(repeating: q.x0) + (ys - q.y0) * q.dxdy
            let lo = SIMD16<Float>(repeating: q.lo), hi = SIMD16<Float>(repeating: q.hi)
            x = x.replacing(with: lo, where: x .< lo).replacing(with: hi, where: x .> hi)
            let r = x - SIMD16(repeating: origin)
            let key = (bits(r) & ~low2) | SIMD16(repeating: q.dir &+ 1)
            let present = mask(ys .>= SIMD16(repeating: q.ya)) & mask(ys .< SIMD16(repeating: q.yb))
            keys[m] = (key & present) | (absent & ~present)
        }
        // Sorted lane by lane: each insertion's compare-exchanges all done (no data branch).
        for i in 1..<max(k, 1) {
            var j = i
            while j > 0 {
                let a = keys[j - 1], b = keys[j]
                keys[j - 1] = a.replacing(with: b, where: b .< a)
                keys[j] = b.replacing(with: a, where: b .< a)
                j -= 1
            }
        }
        var w = profile.windings(at: ys)
        let nonZero = rule == .nonZero
        // 1.0 where inside, else 0 (masks and bits: no lane loops).
        let oneBits = bits(SIMD16<Float>(repeating: 1))
        var was = float(inside(w, nonZero) & oneBits)
        for c in 0..<cells { len[c] = was }
        let one = SIMD16<Int32>(repeating: 1), zf = SIMD16<Float>(), of = SIMD16<Float>(repeating: 1)
        for t in 0..<k {
            let key = keys[t]
            w &+= (key & low2) &- one
            let now = float(inside(w, nonZero) & oneBits)
            let sw = now - was
            was = now
            let x = float(key)
            for c in 0..<cells {
                var d = SIMD16<Float>(repeating: Float(c + 1)) - x
                d = d.replacing(with: zf, where: d .< zf).replacing(with: of, where: d .> of)
                len[c] += sw * d
            }
        }
        for c in 0..<cells {
            let v = len[c]
            let h8 = v.lowHalf + v.highHalf, h4 = h8.lowHalf + h8.highHalf, h2 = h4.lowHalf + h4.highHalf
            cov[cs + c] = min(max((h2[0] + h2[1]) / 16, 0), 1)
        }
        guard profile.isConstant else { return nil }
        // The steps at each end height inside the row, summed over the pieces as lanes.
        let yav = UnsafeRawPointer(ya).loadUnaligned(as: SIMD16<Float>.self)
        let ybv = UnsafeRawPointer(yb).loadUnaligned(as: SIMD16<Float>.self)
        let dv = UnsafeRawPointer(dirs).loadUnaligned(as: SIMD16<Int32>.self)
        @inline(__always) func step(at y: Float) -> Int32 {
            let yv = SIMD16<Float>(repeating: y)
            let d = (dv & mask(yav .== yv)) &- (dv & mask(ybv .== yv))
            let h8 = d.lowHalf &+ d.highHalf, h4 = h8.lowHalf &+ h8.highHalf, h2 = h4.lowHalf &+ h4.highHalf
            return h2[0] &+ h2[1]
        }
        var past = profile.base
        for m in 0..<k {
            if ya[m] > fy { if step(at: ya[m]) != 0 { return nil } } else { past &+= dirs[m] }
            if yb[m] < fy + 1, step(at: yb[m]) != 0 { return nil }
        }
        return past
    }

    /// All ones in the lanes where winding `w` is inside (non-zero or odd), else 0.
    @inline(__always) static func inside(_ w: SIMD16<Int32>, _ nonZero: Bool) -> SIMD16<Int32> {
        let z = SIMD16<Int32>()
        return nonZero ? (w | (z &- w)) &>> 31 : z &- (w & SIMD16(repeating: 1))
    }

    /// All ones where `m` is true: a mask's lanes are 0 or −1 already.
    @inline(__always) static func mask(_ m: SIMDMask<SIMD16<Int32>>) -> SIMD16<Int32> {
        unsafeBitCast(m, to: SIMD16<Int32>.self)
    }

    @inline(__always) static func bits(_ v: SIMD16<Float>) -> SIMD16<Int32> { unsafeBitCast(v, to: SIMD16<Int32>.self) }
    @inline(__always) static func float(_ v: SIMD16<Int32>) -> SIMD16<Float> { unsafeBitCast(v, to: SIMD16<Float>.self) }
}
