@testable import ChartCore
import Testing

/// `Float._unorderedSum`: whenever it answers, its sum has the bits of the in-order
/// Double loop; its block min/max are the blocks' (NaN skipped); and it does answer for a
/// random walk away from zero (else the fast path would never run).
@Suite struct LTTBExactSumTests {
    func inOrder(_ y: [Float]) -> Double { y.reduce(0.0) { $0 + Double($1) } }

    /// Magnitudes spread over 2^-20 ... 2^(spread-20), half of them at the top (so that
    /// the partial sums grow), full random significands, signs per block of 64 random or
    /// all equal: around the rule's threshold (2^28 / count) many sums round differently
    /// in another order, so a looser rule fails here (2^33 instead of 2^28 does).
    @Test func answersOnlyWithTheInOrderBits() {
        var rng = SeededGenerator(seed: 3)
        var answered = 0, orderMatters = 0
        for trial in 0..<testCount(quick: 1_000, long: 10_000) {
            let count = 1 + Int(rng.next() % 3_000), spread = 8 + Int(rng.next() % 24)
            var sign: Float = 1
            let mixed = trial % 3 == 0
            let y: [Float] = (0..<count).map { j in
                if j % 64 == 0 && mixed { sign = rng.next() % 2 == 0 ? 1 : -1 }
                let e = rng.next() % 2 == 0 ? spread - 20 : Int(rng.next() % UInt64(spread + 1)) - 20
                return sign * Float(1 + rng.nextSigned().magnitude) * Float(sign: .plus, exponent: e, significand: 1)
            }
            let lanes = stride(from: 0, to: count, by: 4).map { q in y[q..<min(q + 4, count)].reduce(0.0) { $0 + Double($1) } }
            if lanes.reduce(0, +) != inOrder(y) { orderMatters += 1 }
            var lo = [Float](repeating: 0, count: count / 64 + 1), hi = lo
            let sum = y.withUnsafeBufferPointer { Float._unorderedSum($0.baseAddress!, count: count, shift: 6, lo: &lo, hi: &hi) }
            if let sum {
                answered += 1
                #expect(sum.bitPattern == inOrder(y).bitPattern, "trial \(trial) count \(count) spread \(spread)")
            }
        }
        #expect(answered > 100 && orderMatters > 100, "answered \(answered), order mattered \(orderMatters)")
    }

    @Test func walkAwayFromZeroIsAnsweredAndSummariesAreExact() {
        let y = RandomWalk.float(count: 50_000, seed: 4).map { $0 + 5_000 }
        var lo = [Float](repeating: 0, count: 200), hi = lo
        let sum = y.withUnsafeBufferPointer { Float._unorderedSum($0.baseAddress!, count: y.count, shift: 8, lo: &lo, hi: &hi) }
        #expect(sum?.bitPattern == inOrder(y).bitPattern)
        for m in 0..<((y.count + 255) / 256) {
            let b = y[(m * 256)..<min(m * 256 + 256, y.count)]
            #expect(lo[m] == b.min()! && hi[m] == b.max()!)
        }
    }

    @Test func zeroCrossingNaNAndInfinityAreNotAnswered() {
        for bad: Float in [0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude] {
            var y = [Float](repeating: 3.5, count: 1_000)
            y[517] = bad
            var lo = [Float](repeating: 0, count: 20), hi = lo
            let sum = y.withUnsafeBufferPointer { Float._unorderedSum($0.baseAddress!, count: y.count, shift: 6, lo: &lo, hi: &hi) }
            #expect(sum == nil, "\(bad)")
            #expect(lo[8] == (bad.isNaN ? 3.5 : min(bad, 3.5)) && hi[8] == (bad.isNaN ? 3.5 : max(bad, 3.5)), "\(bad)")
        }
    }
}
