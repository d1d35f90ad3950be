import Foundation
import Testing
@testable import ChartCore

/// Dots as S5 draws them (r = 3, 12-gons, some touching in twos and threes): the markers
/// path with its overlap groups against the cluster rasterizer and the 16x16 reference.
@Suite struct DotsReferenceTests {
    @Test func touchingDotsMatchTheReference() throws {
        var g = SeededGenerator(seed: 41)
        var p = FlatPath()
        for _ in 0..<120 {
            let c = Point(x: Double.random(in: 4...116, using: &g), y: Double.random(in: 4...76, using: &g))
            p.append(contour: Path.circle(center: c, radius: 3).flattened().points)
        }
        let split = try #require(ConvexShapes.split(p, clip: PixelRect(x0: 0, y0: 0, x1: 120, y1: 80)))
        #expect(split.groups.filter(\.overlaps).count >= 5)
        let ref = SupersampledRaster.coverage(p, evenOdd: false, width: 120, height: 80)
        var alphas: [[Float]] = []
        for mode in [Rasterizer.Mode.exact, .general, .auto] {
            var l = DisplayList()
            l.fill(p, rule: .nonZero, paint: .solid(.white))
            var c = try Canvas(width: 120, height: 80)
            c._draw(l, threads: 1, mode: mode)
            alphas.append(RasterScenes.alpha(c))
        }
        let apart = zip(alphas[0], alphas[1]).map { abs($0 - $1) }.max()! * 255
        #expect(apart <= 1, "exact vs general \(apart)/255")
        // The markers path alone (`.exact`), and with touching clusters on lanes (`.auto`).
        for a in [alphas[0], alphas[2]] {
            let mean = zip(a, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ref.count) * 255
            let ink = a.reduce(0, +) / ref.reduce(0, +)
            #expect(mean <= 0.5, "mean error vs reference \(mean)/255")
            #expect(abs(ink - 1) <= 0.005, "ink ratio \(ink)")
        }
    }
}
