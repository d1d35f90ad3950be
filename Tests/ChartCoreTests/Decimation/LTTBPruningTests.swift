@testable import ChartCore
import Testing

/// Bound-pruned LTTB == the full search == NaiveLTTB, index for index, and the bound it
/// prunes with is never below an area the kernel computes.
@Suite struct LTTBPruningTests {
    /// Series built to stress the pruning: the Shape cases plus noise (every block reaches
    /// the best), rare spikes, and magnitudes where rounding and under/overflow matter.
    enum Series: CaseIterable {
        case walk, level, ties, nanRuns, infinities, constant, noise, spikes, tiny, huge, plateaus

        func doubles(_ n: Int, seed: UInt64) -> [Double] {
            var rng = SeededGenerator(seed: seed)
            let walk = RandomWalk.double(count: n, seed: seed)
            switch self {
            case .walk: return walk
            case .level: return walk.map { $0 + 3_000 }      // away from zero: Float's unordered sums
            case .ties: return Shape.ties.floats(n, seed: seed).map(Double.init)
            case .nanRuns: return Shape.nanRuns.floats(n, seed: seed).map(Double.init)
            case .infinities: return Shape.infinities.floats(n, seed: seed).map(Double.init)
            case .constant: return [Double](repeating: -2.5, count: n)
            case .noise: return (0..<n).map { _ in rng.nextSigned() }
            case .spikes: return walk.map { rng.next() % 97 == 0 ? $0 + 1e3 * rng.nextSigned() : $0 }
            case .tiny: return walk.map { $0 * 1e-30 }
            case .huge: return walk.map { $0 * 1e30 }
            case .plateaus: return (0..<n).map { Double(($0 / 37) % 5) }     // equal areas in many blocks
            }
        }
    }

    static let shifts: [Int?] = longTests ? [nil, 2, 3, 5, 8, -1] : [nil, 2, 5, -1]

    /// (n = 257 and 333 output points only under CHARTCORE_LONG_TESTS.)
    @Test(arguments: longTests ? [257, 4_099, 20_011] : [4_099, 12_007])
    func prunedEqualsFullEqualsNaive(_ n: Int) throws {
        for (si, series) in Series.allCases.enumerated() {
            let yd = series.doubles(n, seed: UInt64(n * 7 + si)), y = yd.map(Float.init)
            for nOut in longTests ? [3, 5, 40, 333] : [3, 17, 40] {
                let ref = NaiveLTTB.lttb(y, nOut: nOut), refD = NaiveLTTB.lttb(yd, nOut: nOut)
                for shift in Self.shifts {
                    for threads in [1, 2] {
                        #expect(try y.buf { try Decimate._lttb($0, nOut: nOut, threads: threads, blockShift: shift) } == ref,
                                "Float \(series) n \(n) nOut \(nOut) shift \(String(describing: shift)) T \(threads)")
                    }
                    #expect(try yd.buf { try Decimate._lttb($0, nOut: nOut, threads: 2, blockShift: shift) } == refD,
                            "Double \(series) n \(n) nOut \(nOut) shift \(String(describing: shift))")
                }
            }
        }
    }

    /// Noise around zero (no bucket's sum provable: the averages back off to in-order sums
    /// for 8 groups), then a walk far from zero (they come back to the streaming pass).
    @Test func noiseThenLevelWalk() throws {
        var rng = SeededGenerator(seed: 21)
        let walk = RandomWalk.float(count: 40_000, seed: 2)
        let y = (0..<40_000).map { $0 < 15_000 ? Float(rng.nextSigned()) : walk[$0] + 3_000 }
        for threads in [1, 2] {
            #expect(try y.buf { try Decimate.lttb($0, nOut: 150, threads: threads) } == NaiveLTTB.lttb(y, nOut: 150), "T \(threads)")
        }
    }

    /// Double magnitudes where products overflow to infinity or underflow to subnormals.
    @Test func extremeDoubleMagnitudes() throws {
        let walk = RandomWalk.double(count: 6_001, seed: 5)
        for scale in [1e300, 1e305, 1e-300, 1e-310, 5e-324] {
            let y = walk.map { $0 * scale }
            for nOut in [3, 17, 100] {
                let ref = NaiveLTTB.lttb(y, nOut: nOut)
                for shift in Self.shifts {
                    #expect(try y.buf { try Decimate._lttb($0, nOut: nOut, threads: 1, blockShift: shift) } == ref,
                            "scale \(scale) nOut \(nOut) shift \(String(describing: shift))")
                }
            }
        }
    }

    @Test(arguments: longTests ? [1_003, 20_011] : [1_003, 8_009])
    func prunedWithXEqualsNaive(_ n: Int) {
        let t = RandomWalk.timestamps(count: n, step: 50, seed: 3)
        var rng = SeededGenerator(seed: 11)
        var acc = -1e3
        let xd = (0..<n).map { _ in acc += 1e-3 + Double(rng.next() % 1000); return acc }
        for (si, series) in Series.allCases.enumerated() {
            let yd = series.doubles(n, seed: UInt64(n + si)), y = yd.map(Float.init)
            for nOut in [3, 40, 200] {
                let ref = NaiveLTTB.lttb(y, nOut: nOut, x: t.map(Double.init))
                let refD = NaiveLTTB.lttb(yd, nOut: nOut, x: xd)
                for shift in Self.shifts {
                    let got = y.buf { yb in t.buf { Decimate._lttbWithX(yb, $0, nOut: nOut, threads: 2, blockShift: shift) } }
                    #expect(got == ref, "x Int64 \(series) n \(n) nOut \(nOut) shift \(String(describing: shift))")
                    let gotD = yd.buf { yb in xd.buf { Decimate._lttbWithX(yb, $0, nOut: nOut, threads: 1, blockShift: shift) } }
                    #expect(gotD == refD, "x Double \(series) n \(n) nOut \(nOut) shift \(String(describing: shift))")
                }
            }
        }
    }

    @Test func minMaxLTTBEqualsNaive() throws {
        for (si, series) in Series.allCases.enumerated() {
            let y = series.doubles(30_001, seed: UInt64(si)).map(Float.init)
            let t = RandomWalk.timestamps(count: y.count, step: 50, seed: UInt64(si))
            for nOut in [3, 50] {
                #expect(try y.buf { try Decimate.minMaxLTTB($0, nOut: nOut, ratio: 2, threads: 2) }
                        == NaiveLTTB.minMaxLTTB(y, nOut: nOut, ratio: 2), "\(series) nOut \(nOut)")
                #expect(try y.buf { yb in try t.buf { try Decimate.minMaxLTTB(yb, x: $0, nOut: nOut, ratio: 2) } }
                        == NaiveLTTB.minMaxLTTB(y, nOut: nOut, ratio: 2, x: t.map(Double.init)), "x \(series) nOut \(nOut)")
            }
        }
    }

    /// The bound's soundness directly: random boxes and lines, including points on the
    /// corners and magnitudes from 1e-300 to 1e300; every computed area is <= the bound.
    @Test func boundCoversEveryComputedArea() {
        var rng = SeededGenerator(seed: 42)
        func value() -> Double {
            let m = [1e-300, 1e-30, 1e-3, 1, 1e3, 1e30, 1e300][Int(rng.next() % 7)]
            return rng.nextSigned() * m
        }
        for _ in 0..<20_000 {
            let d1 = value(), d2 = value(), ay = value(), ax = Double(rng.next() % 1000)
            let off = d1 * ay
            let ys = (0..<6).map { _ in rng.next() % 3 == 0 ? ay + value() : ay }
            let s = Int(ax) + 1 + Int(rng.next() % 100), e = s + 6
            let (lo, hi) = (ys.min()!, ys.max()!)
            let bound = _lttbBlockBound(lo, hi, Double(s) - ax, Double(e - 1) - ax, d1: d1, d2: d2, off: off)
            for (q, y) in ys.enumerated() {
                let area = abs((d1 * y - (ax - Double(s + q)) * d2) - off)
                #expect(!(bound < area), "d1 \(d1) d2 \(d2) off \(off) y \(y) area \(area) bound \(bound)")
            }
            // The SIMD twin, lane by lane, with NaN, infinite and empty (lo > hi) boxes too.
            let odd: [Double] = [.nan, .infinity, -.infinity, 0]
            let l4 = SIMD4(lo, odd[Int(rng.next() % 4)], .infinity, lo), h4 = SIMD4(hi, hi, -.infinity, odd[Int(rng.next() % 4)])
            let u0 = Double(s) - ax, u1 = Double(e - 1) - ax
            let v = _lttbBlockBound4(l4, h4, SIMD4(repeating: u0), SIMD4(repeating: u1), d1: d1, d2: d2, off: off)
            for q in 0..<4 {
                let w = _lttbBlockBound(l4[q], h4[q], u0, u1, d1: d1, d2: d2, off: off)
                #expect(v[q].bitPattern == w.bitPattern, "lane \(q): \(v[q]) vs \(w)")
            }
        }
    }

    /// The pruned search itself against the full kernel on adversarial buckets: ramps whose
    /// tilt cancels the line's (all areas equal up to rounding, so an under-estimated bound
    /// drops the true winner), sawtooths aligned with the blocks (exact ties across
    /// blocks: the first must win), plateaus, noise; Float and with x.
    @Test func prunedSearchEqualsFullSearch() {
        var rng = SeededGenerator(seed: 7)
        for trial in 0..<600 {
            let shift = 2 + trial % 4, len = 1 << shift
            let n = 16 * len + Int(rng.next() % UInt64(3 * len)), s = 1 + Int(rng.next() % 3), e = n
            let slope = [0, 1, -1, 0.37, 1e-7, 3e5][trial % 6]
            let y: [Float] = (0..<n).map { j in
                switch trial / 6 % 5 {
                case 0: return Float(slope * Double(j))
                case 1: return Float((j - s) % len) * Float(slope)
                case 2: return Float((j / 5) % 3)
                case 3: return Float(rng.nextSigned())
                default: return rng.next() % 50 == 0 ? .nan : Float(slope * Double(j) + rng.nextSigned() * 1e-3)
                }
            }
            let ax = Double(s - 1), ay = Double(y[s - 1].isNaN ? 0 : y[s - 1])
            let d1 = trial % 2 == 0 ? 1e3 * rng.nextSigned() : -1e3
            let d2 = trial % 3 == 0 ? -d1 * slope : d1 * slope * (1 + 1e-9 * rng.nextSigned())
            let off = d1 * ay
            let nOut = 3, every = Double(n - 2)       // one bucket: [1, n-1); we search [s, e)
            guard let blocks = _LTTBBlocks<Float>(nOut: nOut, every: every, shift: shift) else { continue }
            defer { blocks.deallocate() }
            y.withUnsafeBufferPointer { yb in
                let p = yb.baseAddress!
                blocks.summarise(p, bucket: 1, s: s, e: e, fromBlock: 0)
                let full = Float._lttbArgMaxArea(p, s, e, ax: ax, d1: d1, d2: d2, off: off)
                let pruned = _lttbPrunedArgMax(blocks, bucket: 1, s: s, e: e, d1: d1, d2: d2, off: off, u: { Double($0) - ax },
                                               exact: { Float._lttbArgMaxArea(p, $0, $1, ax: ax, d1: d1, d2: d2, off: off) })
                #expect(pruned.0 == full.0, "trial \(trial) shift \(shift) slope \(slope)")
                let x = (0..<n).map { Double($0) * 2.5 - 7 }
                x.withUnsafeBufferPointer { xb in
                    let xo = d1 * ay + d2 * x[s - 1]
                    let fullX = _lttbArgMaxX(p, xb.baseAddress!, s, e, d1: d1, d2: d2, off: xo)
                    let prunedX = _lttbPrunedArgMax(blocks, bucket: 1, s: s, e: e, d1: d1, d2: d2, off: xo, u: { x[$0] },
                                                    exact: { _lttbArgMaxX(p, xb.baseAddress!, $0, $1, d1: d1, d2: d2, off: xo) })
                    #expect(prunedX.0 == fullX.0, "x trial \(trial) shift \(shift) slope \(slope)")
                }
            }
        }
    }

    /// An exact tie between a tight block and a later, looser block with a larger bound:
    /// d1 = 1, d2 = -1/2, off = 0, so the area is `y - u/2` with every value exact. Block W
    /// descends from H (its bound is its first point's area exactly), block L right after
    /// it ascends to H + (2·len - 1)/2, so L's last point ties W's first point while L's
    /// bound is larger: L is searched first, and W must still be searched (its bound only
    /// equals the best) and win the tie. A bound without margin, or a skip on equality,
    /// drops W.
    @Test func exactTieBetweenTightAndLooseBlocks() {
        for shift in 2...5 {
            let len = 1 << shift, h: Float = 1000, tieLift = Float(2 * len - 1) / 2
            for w in 0..<6 {
                let s = 1, n = s + 8 * len
                var y = [Float](repeating: 0, count: n)
                for q in 0..<len {
                    y[s + w * len + q] = h - Float(q) * 10
                    y[s + (w + 1) * len + q] = h + tieLift - Float(len - 1 - q) * 10
                }
                guard let blocks = _LTTBBlocks<Float>(nOut: 3, every: Double(n - 2), shift: shift) else { continue }
                defer { blocks.deallocate() }
                y.withUnsafeBufferPointer { yb in
                    let p = yb.baseAddress!
                    blocks.summarise(p, bucket: 1, s: s, e: n, fromBlock: 0)
                    let exact = { (b: Int, c: Int) in Float._lttbArgMaxArea(p, b, c, ax: 0, d1: 1, d2: -0.5, off: 0) }
                    let full = exact(s, n)
                    let pruned = _lttbPrunedArgMax(blocks, bucket: 1, s: s, e: n, d1: 1, d2: -0.5, off: 0, u: { Double($0) }, exact: exact)
                    #expect(full.0 == s + w * len && pruned.0 == full.0, "shift \(shift) w \(w): \(pruned) vs \(full)")
                }
            }
        }
    }

    @Test func blockSummariesAreTheBlocksMinAndMax() {
        for series in [Series.nanRuns, .infinities, .walk] {
            let y = series.doubles(5_000, seed: 9).map(Float.init)
            let nOut = 40, every = Double(y.count - 2) / Double(nOut - 2)
            guard let blocks = _LTTBBlocks<Float>(nOut: nOut, every: every, shift: 3) else { Issue.record("no blocks"); return }
            defer { blocks.deallocate() }
            _ = y.buf { _bucketAverages($0.baseAddress!, count: y.count, nOut: nOut, every: every, threads: 2, blocks: blocks) }
            for k in 1...(nOut - 2) {
                let s = Int(every * Double(k)) + 1, e = min(Int(every * Double(k + 1)) + 1, y.count)
                for (m, b) in stride(from: s, to: e, by: 8).enumerated() {
                    let v = y[b..<min(b + 8, e)].filter { !$0.isNaN }
                    let at = k * blocks.perBucket + m
                    #expect(blocks.lo[at] == (v.min() ?? .infinity) && blocks.hi[at] == (v.max() ?? -.infinity), "\(series) k \(k) m \(m)")
                }
            }
        }
    }
}
