extension Rasterizer {
    /// `accumulate`'s cells for `rows` rows at once: row r's cell c at
    /// `cells + r · stride + pad + c` (as `Scratch.acc`), and row r's bitmap of touched
    /// 8-cell blocks at `blocks + r · words` (bit k: cells 8k − pad ..< 8k − pad + 8).
    /// Zero between uses: the sweep clears what the deposits touched. Made on a scratch's
    /// first area fill.
    final class AreaChunk {
        let stride: Int, words: Int
        /// 64 rows up to ~2k px wide (~500 KB, inside the 2 MB L2 cache it was measured
        /// with), fewer for wider canvases (at least 16: 1 MB at 16,384 px). An edge's
        /// set-up (its first row, x and cell) is paid per chunk it meets: at 16 rows an
        /// area took 1.05x as long at one thread (S4a, S4b; 1.02–1.03x at two), at 8 rows
        /// 1.09x, at 4 1.17x; 48 was as 64, and 96 or 128 no better at one thread and
        /// worse at two (bands of ~135 rows).
        let rows: Int
        let cells: UnsafeMutablePointer<Float>
        let blocks: UnsafeMutablePointer<UInt64>

        init(width: Int) {
            let n = width + 2 * Rasterizer.pad
            // As `Scratch`: 8 more cells a row, for the sweep's whole 8-cell blocks.
            stride = n + 8; words = (n + 8) / 8 / 64 + 1
            rows = max(16, min(64, (1 << 17) / stride))
            cells = .allocate(capacity: rows * stride); cells.initialize(repeating: 0, count: rows * stride)
            blocks = .allocate(capacity: rows * words); blocks.initialize(repeating: 0, count: rows * words)
        }

        deinit { cells.deallocate(); blocks.deallocate() }
    }

    /// Fills a path that cannot overlap itself (`MonotoneArea`: winding 0 or the same ±1
    /// everywhere) by plain signed-area accumulation, the font-rs method, which is exact
    /// for it. Edge-major over chunks of `AreaChunk.rows` rows: each active edge deposits its
    /// pieces in all the chunk's rows at once into `AreaChunk` (no ordering, no clusters;
    /// the x where a piece ends is where the next begins, computed once), marking touched
    /// 8-cell blocks in the row's bitmap; then each row is swept: from the first touched
    /// cell, the touched blocks are prefix-summed into coverage (blended four pixels at a
    /// time) and the untouched stretches between them blended as spans of the running
    /// coverage; after the last touched cell the running coverage (the winding right of the
    /// last edge, non-zero when the path leaves the clip on the right) fills to the clip.
    ///
    /// ```
    ///   chunk rows   edge by edge:            then row by row:
    ///   r0  ░░▒▓│░░   e1 → rows r0…r3          r0: blocks → prefix sums → blend, spans
    ///   r1  ░▒▓█│█░   e2 → rows r1…r3          r1: …
    ///   r2  ▒▓██│██   (cells += piece areas)
    /// ```
    ///
    /// The active list is never reordered: edges join it in `bin` order, which is the edge
    /// order in every band, so the order of the float sums in a cell is the edge order,
    /// whatever the chunk and band split: bytes are the same for any thread count (and the
    /// same as a row-by-row walk). Coverage equals the cluster rasterizer's to float
    /// rounding (tests: ≤ 1/255).
    /// - Complexity: per chunk O(active edges + their pieces + cells they touch + blocks swept).
    static func accumulate(edges: [Edge], bin: BandEdges, rows: Range<Int>, clip: PixelRect,
                           blend: Blend, base: UnsafeMutablePointer<UInt8>, width: Int,
                           scratch s: Scratch) {
        let chunk: AreaChunk
        if let c = s.areaChunk { chunk = c } else { chunk = AreaChunk(width: width); s.areaChunk = chunk }
        var next = 0
        var active = s.active
        s.active = []
        defer { s.active = active }
        active.removeAll(keepingCapacity: true)
        let left = Float(clip.x0 - 1), right = Float(clip.x1 + 1)
        let stride = chunk.stride, words = chunk.words
        // A solid paint's ink made once, not once a row (~100 instructions a row).
        let solid = blend.kind == .solid ? blend.ink(row: rows.lowerBound) : nil
        var c0 = rows.lowerBound
        while c0 < rows.upperBound {
            let c1 = min(c0 + chunk.rows, rows.upperBound)
            let f0 = Float(c0), f1 = Float(c1)
            defer { c0 = c1 }
            activate(&active, edges, bin, &next, rows: f0, f1)
            if active.isEmpty { if next == bin.count { return } else { continue } }
            active.withUnsafeBufferPointer { deposit($0, chunk, rows: c0, c1, left: left, right: right) }
            for y in c0..<c1 {
                sweep(row: base + y * width * 4, ink: solid ?? blend.ink(row: y),
                      acc: chunk.cells + (y &- c0) &* stride + pad, bits: chunk.blocks + (y &- c0) &* words,
                      cov: s.cov, clip: clip, zero: s.zero)
            }
        }
    }

    /// Deposits the pieces of the edges `act` in rows c0 ..< c1 (the chunk's) into `chunk`,
    /// edge by edge, marking the blocks they touch. A call a chunk (a choice, not measured
    /// against inlining it: the walks' loops compile apart from `accumulate`'s sweep).
    @inline(never)
    static func deposit(_ act: UnsafeBufferPointer<Edge>, _ chunk: AreaChunk, rows c0: Int, _ c1: Int,
                        left: Float, right: Float) {
        let stride = chunk.stride, words = chunk.words
        // Safe because: [left, right] is [clip.x0 − 1, clip.x1 + 1] and pieces lie in it
        // (clamped, or an edge's x there at both ends of its rows, hence at every row: see
        // below), so deposits land in cells −1 ... width + 2 of a chunk row (pad 4 each
        // side) and blocks of its bitmap cover cells −pad ..< width + pad rounded up to
        // whole blocks; rows ra ..< rb lie in c0 ..< c1, the chunk's rows.
        for e in act {
            // The edge's rows in the chunk: y < y1 and y + 1 > y0 (as row by row).
            let ra = max(c0, CellArea.floor(e.y0)), rb = min(c1, 0 &- CellArea.floor(-e.y1))
            guard ra < rb else { continue }
            let fy = Float(ra)
            // x at the edge's first and last y in the chunk (see the walk below).
            let xs = e.x0 + (max(e.y0, fy) - e.y0) * e.dxdy
            let xz = e.x0 + (min(e.y1, Float(rb)) - e.y0) * e.dxdy
            var walk = AreaWalk(e, fy: fy, xa: min(max(xs, left), right), left: left, right: right,
                                acc: chunk.cells + (ra &- c0) &* stride + pad,
                                bits: chunk.blocks + (ra &- c0) &* words, stride: stride, words: words)
            // Rows ia ..< ib are whole (the edge spans them).
            let ia = e.y0 <= fy ? ra : ra &+ 1
            let ib = max(ia, e.y1 >= Float(rb) ? rb : rb &- 1)
            // x is monotone in y (also in floats), so if its values at the first and
            // last y inside the chunk lie in [left, right], every row's does and the
            // clamp changes nothing: a loop without it (S4a 0.971–0.986, S4b
            // 0.970–0.985 at one and two threads, the same bytes).
            if min(xs, xz) >= left && max(xs, xz) <= right {
                walk.rows(ra, ia, ib, rb, clamped: false)
            } else {
                walk.rows(ra, ia, ib, rb, clamped: true)
            }
        }
    }

    /// The active edges of rows [f0, f1): the previous chunk's that reach into them, in
    /// their order, then the edges of `bin` from `next` on that start before f1 (`next`
    /// moves past them).
    @inline(__always)
    static func activate(_ active: inout [Edge], _ edges: [Edge], _ bin: BandEdges, _ next: inout Int,
                         rows f0: Float, _ f1: Float) {
        var old = 0
        active.withUnsafeMutableBufferPointer { act in
            for i in act.indices where act[i].y1 > f0 { act[old] = act[i]; old += 1 }
        }
        active.removeLast(active.count - old)
        while next < bin.count, edges[Int(bin[next])].y0 < f1 {
            let e = edges[Int(bin[next])]
            if e.y1 > f0 { active.append(e) }
            next += 1
        }
    }

    /// Blends one row of `accumulate` from its cells `acc` and touched-block bitmap `bits`,
    /// which it leaves zero (`zero`: 0, for `cells8`). Safe callers: as `accumulate`'s,
    /// `cov` a row of cells.
    @inline(__always)
    static func sweep(row: UnsafeMutablePointer<UInt8>, ink: RowInk, acc: UnsafeMutablePointer<Float>,
                      bits: UnsafeMutablePointer<UInt64>, cov: UnsafeMutablePointer<Float>, clip: PixelRect,
                      zero: Float) {
        // A colour for the whole row: blocks blended from registers, four pixels at a time.
        let fast = ink.uniform
        var run: Float = 0
        // Pending span of one coverage: [spanStart, next touched block) at `spanK`.
        // The sweep finds the first and last touched blocks in the bitmap (a few words a
        // row) rather than the pieces tracking them: cells clip.x0 − 1 ... clip.x1 + 2.
        var spanStart = clip.x0, spanK: Float = 0
        let firstBlk = (clip.x0 &- 1 &+ pad) >> 3, lastBlk = (clip.x1 &+ 2 &+ pad) >> 3
        // Word by word: a word's touched blocks taken from a register and the word cleared
        // once (clearing each block's bit in memory made every block wait on the last
        // block's store). Deposits touch only blocks firstBlk ... lastBlk; the first and
        // last words are masked to them all the same.
        for wi in (firstBlk >> 6)...(lastBlk >> 6) {
            var word = bits[wi]
            if wi == firstBlk >> 6 { word &= ~0 << UInt64(firstBlk & 63) }
            if wi == lastBlk >> 6 { word &= ~0 >> UInt64(63 &- lastBlk & 63) }
            guard word != 0 else { continue }
            bits[wi] &= ~word
            while word != 0 {
                let blk = wi << 6 | word.trailingZeroBitCount
                word &= word &- 1
                // Whole blocks: cells left of the first piece hold 0 and so does `run` there.
                let start = (blk << 3) &- pad, end = start &+ 8
                // Most blocks follow a touched block or lie outside the fill: no span then.
                if spanK > 0 && start > spanStart {
                    // Inside an opaque fill (most gaps): its word stored here, not through a
                    // call, which cost every block of the row the reload of its constants.
                    if spanK >= 1 && ink.opaque {
                        wordFill(row, max(spanStart, clip.x0), min(start, clip.x1), ink.word)
                    } else {
                        fillSpan(row, ink, spanStart, start, spanK, clip)
                    }
                }
                let k = cells8(acc + start, &run, zero: zero)
                if fast && start >= clip.x0 && end <= clip.x1 {
                    ink.block(row, start, k)
                } else {
                    // Safe because: `cov` holds the cells of `acc` (start ... end − 1).
                    UnsafeMutableRawPointer(cov + start).storeBytes(of: k, as: SIMD8<Float>.self)
                    let b0 = max(start, clip.x0), b1 = min(end, clip.x1)
                    if b0 < b1 { ink.cells(row, b0, b1, cov) }
                }
                spanStart = end; spanK = k[7]
            }
        }
        fillSpan(row, ink, spanStart, clip.x1, spanK, clip)
    }

    /// The coverages of the 8 cells at `a` (prefix sums of their deposits after `run`, as
    /// `coverage`), which are cleared; `run` moves past them. The sums are taken in a fixed
    /// tree order (pairs, then fours, then the halves), the same in every band. Kept in
    /// registers: stored one float at a time and read back as vectors, the coverages of a
    /// block stalled every read on store forwarding (a sixth of S4a). The lanes shifted in
    /// are `z`, which must be 0: a literal 0 there let LLVM see lanes of x + 0 and take the
    /// block apart into scalar adds and inserts (~30 instructions); a zero it cannot see as
    /// a constant keeps whole-vector shuffles and adds (~18; S4a 0.985–0.991 at T=1,
    /// 0.988–1.002 at T=2, same bytes).
    /// Safe callers: `a ..< a + 8` are cells of `acc`.
    @inline(__always) static func cells8(_ a: UnsafeMutablePointer<Float>, _ run: inout Float,
                                         zero z: Float) -> SIMD8<Float> {
        let raw = UnsafeMutableRawPointer(a)
        var v = raw.loadUnaligned(as: SIMD8<Float>.self)
        raw.storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
        // Prefix sums within each half (in-lane shuffles), then the low half's total.
        v += SIMD8(z, v[0], v[1], v[2], z, v[4], v[5], v[6])
        v += SIMD8(z, z, v[0], v[1], z, z, v[4], v[5])
        v += SIMD8(z, z, z, z, v[3], v[3], v[3], v[3])
        v += SIMD8(repeating: run)
        run = v[7]
        var k = unsafeBitCast(unsafeBitCast(v, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
        k = k.replacing(with: 1, where: k .> 0.99999)
        return k.replacing(with: 0, where: k .< 0.00001)
    }

    /// `min(|run|, 1)`, snapped to 0 or 1 within float noise (sums of piece heights that
    /// make a whole row are 1 only to rounding), so inner runs take the word fill.
    @inline(__always) static func coverage(_ run: Float) -> Float {
        let k = min(abs(run), 1)
        return k > 0.99999 ? 1 : (k < 0.00001 ? 0 : k)
    }

    /// Stores `word` at pixels `x0 ..< x1` of `row` (none if x1 ≤ x0): `RowInk.span`'s
    /// opaque case. Safe callers: `x0 ..< x1` are pixels of `row`.
    @inline(__always)
    static func wordFill(_ row: UnsafeMutablePointer<UInt8>, _ x0: Int, _ x1: Int, _ word: UInt32) {
        guard x0 < x1 else { return }
        UnsafeMutableRawPointer(row + x0 &* 4).bindMemory(to: UInt32.self, capacity: x1 - x0)
            .update(repeating: word, count: x1 - x0)
    }

    @inline(__always)
    static func fillSpan(_ row: UnsafeMutablePointer<UInt8>, _ ink: RowInk, _ a: Int, _ b: Int,
                        _ k: Float, _ clip: PixelRect) {
        guard k > 0 else { return }
        let x0 = max(a, clip.x0), x1 = min(b, clip.x1)
        if x0 < x1 { ink.span(row, x0, x1, k) }
    }
}
