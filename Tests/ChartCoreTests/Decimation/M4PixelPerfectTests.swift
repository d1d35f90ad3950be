import ChartCore
import Foundation
import Testing

/// M4's promise: the polyline through the pixel-column M4 points draws exactly the pixels
/// of the polyline through every point (1-px aliased lines, the same column mapping).
@Suite struct M4PixelPerfectTests {
    static let widths = [100, 333, 1000, 1920]

    /// Raw and M4 bitmaps for one viewport (x given by `xs`, rows over the visible y range).
    static func pictures(_ y: [Double], _ xs: [Double], x0: Double, x1: Double, width: Int) throws -> ([UInt8], [UInt8]) {
        let cols = try PixelColumns(x0: x0, x1: x1, width: width)
        let tree = RangeTree(y)
        let all = tree.extrema(in: 0..<y.count)!
        let rows = try PixelColumns.rows(bottom: all.min, top: all.max + max(1e-9, abs(all.max) * 1e-12), height: 200)
        let r = AliasedLineRasterizer(columns: cols, rows: rows)
        let m4 = try xs.buf { try Decimate.m4(tree: tree, x: $0, columns: cols) }
        let raw = r.draw(y.indices, x: { xs[$0] }, y: { y[$0] })
        return (raw, r.draw(m4, x: { xs[$0] }, y: { y[$0] }))
    }

    static func viewports(_ xs: [Double]) -> [(Double, Double)] {
        let a = xs.first!, span = xs.last! - a
        return [(a, xs.last! + 1e-9 * max(1, span)), (a + 0.25 * span, a + 0.6 * span), (a - 0.3 * span, a + 0.4 * span),
                (a + 0.7 * span, a + 1.5 * span), (a + 0.5 * span, a + 0.5 * span + max(1, span) * 0.003)]
    }

    @Test(arguments: widths)
    func randomWalksAndSpikes(_ width: Int) throws {
        let n = testCount(quick: 8_000, long: 300_000)
        var spiky = RandomWalk.double(count: n, seed: 11)
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<40 { spiky[Int(rng.next() % UInt64(n))] += 200 * rng.nextSigned() }
        for y in [RandomWalk.double(count: n, seed: UInt64(width)), spiky] {
            let xs = RandomWalk.timestamps(count: y.count, step: 7, seed: 9).map(Double.init)
            for (a, b) in Self.viewports(xs) {
                let (raw, m4) = try Self.pictures(y, xs, x0: a, x1: b, width: width)
                let differ = raw == m4 ? 0 : zip(raw, m4).filter { $0 != $1 }.count
                #expect(differ == 0, "w \(width) viewport \(a)..\(b): \(differ) pixels differ")
                #expect(raw.contains(1) || b < xs[0] || a > xs.last!)
            }
        }
    }

    @Test(arguments: widths)
    func everyTelegramSeries(_ width: Int) throws {
        var files = ["\(telegramDataURL.path)/round1/chart_data.json"]
        for k in 1...5 { files.append("\(telegramDataURL.path)/round2/\(k)/overview.json") }
        files.append("\(telegramDataURL.path)/round2/4/2018-05/12.json")
        for f in files {
            for set in try TelegramLoader.load(path: f) {
                let xs = (0..<set.count).map { set.x.value(at: $0) }
                for s in set.series {
                    let y = (0..<set.count).map { s.y.value(at: $0) }
                    for (a, b) in Self.viewports(xs) {
                        let (raw, m4) = try Self.pictures(y, xs, x0: a, x1: b, width: width)
                        let differ = raw == m4 ? 0 : zip(raw, m4).filter { $0 != $1 }.count
                        #expect(differ == 0, "\(f) \(s.name) w \(width) viewport \(a)..\(b): \(differ) pixels")
                    }
                }
            }
        }
    }

    /// The comparison can fail: MinMax (no first/last per column) draws other pixels on a
    /// series built for it — three points in every other column, first and last in the
    /// middle, so the lines through the empty columns between them move.
    @Test func minMaxDiffersWhereM4DoesNot() throws {
        var y: [Double] = [], xs: [Double] = []
        for g in 0..<40 {
            y += g % 2 == 0 ? [5, 0, 10, 5] : [5, 10, 0, 5]
            xs += [0.1, 0.3, 0.5, 0.7].map { Double(2 * g) + $0 }
        }
        let cols = try PixelColumns(x0: 0, x1: 80, width: 80)
        let rows = try PixelColumns.rows(bottom: -1, top: 11, height: 48)
        let r = AliasedLineRasterizer(columns: cols, rows: rows)
        let tree = RangeTree(y)
        let m4idx = try xs.buf { try Decimate.m4(tree: tree, x: $0, columns: cols) }
        // MinMax per column, with the same columns (scan of the bins by hand).
        var mmidx: [Int] = []
        for g in 0..<40 { let b = 4 * g; mmidx += [b + 1, b + 2] }
        let raw = r.draw(y.indices, x: { xs[$0] }, y: { y[$0] })
        let m4 = r.draw(m4idx, x: { xs[$0] }, y: { y[$0] })
        let mm = r.draw(mmidx, x: { xs[$0] }, y: { y[$0] })
        let m4Same = raw == m4, mmSame = raw == mm
        #expect(m4Same, "M4 must draw the raw picture")
        #expect(!mmSame, "MinMax was expected to differ on this series")
    }
}
