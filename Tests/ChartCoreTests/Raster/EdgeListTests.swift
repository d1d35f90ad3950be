import Testing
@testable import ChartCore

/// Edge preparation on several threads gives the single-thread edges, in the same order.
@Suite struct EdgeListTests {
    @Test(arguments: [2, 3, 16]) func threadsGiveTheSameEdges(threads: Int) {
        var g = SeededGenerator(seed: 11)
        var p = FlatPath()
        // Long and short contours, a 1-point and a 2-point one, some points off the clip.
        for k in 0..<40 {
            let n = k % 7 == 0 ? 1 : (k % 5 == 0 ? 2 : Int.random(in: 3...1500, using: &g))
            p.append(contour: (0..<n).map { _ in
                SIMD2(Float.random(in: -20...220, using: &g), Float.random(in: -20...140, using: &g))
            })
        }
        p.points.append(SIMD2(5, 5))   // after the last contour: in no contour
        #expect(p.points.count >= 16_384)
        let clip = PixelRect(x0: 3, y0: 2, x1: 190, y1: 120)
        let one = EdgeList(p, clip: clip).edges, many = EdgeList(p, clip: clip, threads: threads).edges
        #expect(one.count == many.count)
        #expect(zip(one, many).allSatisfy {
            $0.x0 == $1.x0 && $0.y0 == $1.y0 && $0.y1 == $1.y1 && $0.dxdy == $1.dxdy && $0.dir == $1.dir
        })
    }

    /// Edges come ordered by the row of y0, and `bins` lists, per band, the edges crossing
    /// it in index order, for any thread count (brute force over every edge and band).
    @Test(arguments: [1, 2, 16]) func binsListTheEdgesCrossingEachBand(threads: Int) {
        var g = SeededGenerator(seed: 5)
        var p = FlatPath()
        for _ in 0..<16 {
            p.append(contour: (0..<Int.random(in: 3...3000, using: &g)).map { _ in
                SIMD2(Float.random(in: -20...220, using: &g), Float.random(in: -20...140, using: &g))
            })
        }
        let e = EdgeList(p, clip: PixelRect(x0: 3, y0: 2, x1: 190, y1: 120), threads: threads)
        #expect(e.edges.count >= 16_384)
        #expect(zip(e.edges, e.edges.dropFirst()).allSatisfy { Int($0.y0) <= Int($1.y0) })
        let (bands, h) = (7, 18)
        let bins = e.bins(bands: bands, bandHeight: h, threads: threads)
        #expect(bins.count == bands)
        for b in 0..<bands {
            let want = e.edges.indices.filter { k in
                let b0 = min(bands - 1, max(0, Int(e.edges[k].y0) / h))
                let b1 = min(bands - 1, max(0, Int(e.edges[k].y1.rounded(.up) - 1) / h))
                return b0 <= b && b <= b1
            }.map { Int32($0) }
            #expect(bins[b] == want, "band \(b)")
        }
    }
}
