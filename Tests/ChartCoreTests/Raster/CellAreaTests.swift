import Testing
@testable import ChartCore

/// `CellArea.deposit`: its one- and two-cell shortcuts give the same floats as the general
/// φ loop, and every deposit is the exact area right of the segment.
@Suite struct CellAreaTests {
    /// The general loop, as `deposit` runs it for three or more cells.
    func loop(_ acc: inout [Float], _ xs: Float, _ xe: Float, _ h: Float, _ sign: Float, pad: Int) {
        let lo = min(xs, xe), hi = max(xs, xe)
        let c0 = Int(lo.rounded(.down)), c1 = Int(hi.rounded(.down))
        let k = sign * h / (hi - lo)
        var prev: Float = 0
        for c in c0...c1 {
            let t = Float(c + 1)
            let f = k * (CellArea.phi(t - lo) - CellArea.phi(t - hi))
            acc[c + pad] += f - prev
            prev = f
        }
        acc[c1 + 1 + pad] += sign * h - prev
    }

    @Test func twoCellPiecesEqualTheLoop() {
        var g = SeededGenerator(seed: 77)
        let pad = 4
        var twoCell = 0
        for _ in 0..<5_000 {
            let c = Int.random(in: 0...20, using: &g)
            // Within two cells, edges on cell lines included.
            var xs = Float(c) + Float.random(in: 0..<2, using: &g), xe = Float(c) + Float.random(in: 0..<2, using: &g)
            if Int.random(in: 0..<10, using: &g) == 0 { xs = Float(c) }
            if Int.random(in: 0..<10, using: &g) == 0 { xe = Float(c + 1) }
            guard xs != xe else { continue }
            let h = Float.random(in: 0.001...1, using: &g), sign: Float = Bool.random(using: &g) ? 1 : -1
            var a = [Float](repeating: 0.25, count: 32), b = a
            a.withUnsafeMutableBufferPointer { CellArea.deposit($0.baseAddress! + pad, xs, xe, h, sign) }
            if Int(min(xs, xe).rounded(.down)) + 1 == Int(max(xs, xe).rounded(.down)) {
                twoCell += 1
                loop(&b, xs, xe, h, sign, pad: pad)
                #expect(a == b, "xs \(xs) xe \(xe) h \(h)")
            }
        }
        #expect(twoCell > 1_000)
    }

    /// After a prefix sum over x, cell p holds sign · ∫ clamp(p + 1 − x(y), 0, 1) dy
    /// (midpoint rule on 4,000 slices: within 1e-4), for pieces over one to five cells.
    @Test func depositsAreTheAreaRightOfTheSegment() {
        var g = SeededGenerator(seed: 78)
        let pad = 4
        for _ in 0..<300 {
            let xs = Float.random(in: 1...6, using: &g), xe = xs + Float.random(in: -1...4, using: &g)
            let h = Float.random(in: 0.05...1, using: &g), sign: Float = Bool.random(using: &g) ? 1 : -1
            var a = [Float](repeating: 0, count: 24)
            a.withUnsafeMutableBufferPointer { CellArea.deposit($0.baseAddress! + pad, xs, xe, h, sign) }
            var run: Float = 0
            for p in -1...12 {
                run += a[p + pad]
                var area = 0.0
                let n = 4_000
                for i in 0..<n {
                    let x = Double(xs) + (Double(xe) - Double(xs)) * (Double(i) + 0.5) / Double(n)
                    area += min(max(Double(p + 1) - x, 0), 1) * Double(h) / Double(n)
                }
                #expect(abs(Double(run) - Double(sign) * area) < 1e-4, "p \(p) xs \(xs) xe \(xe)")
            }
        }
    }
}
