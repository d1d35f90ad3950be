import Foundation
import ChartCore

/// Seeded shapes for the raster tests.
enum RasterScenes {
    static func randomPolygon(seed: UInt64, n: Int, size: Float) -> FlatPath {
        var g = SeededGenerator(seed: seed)
        var p = FlatPath()
        p.append(contour: (0..<n).map { _ in
            SIMD2(Float.random(in: -2...(size + 2), using: &g), Float.random(in: -2...(size + 2), using: &g))
        })
        return p
    }

    static func star(points k: Int, center: SIMD2<Float>, r: Float, phase: Float) -> FlatPath {
        var p = FlatPath()
        p.append(contour: (0..<k).map { i in
            let a = phase + Float(i) * 2 * .pi * Float(k / 2) / Float(k)
            return center + r * SIMD2(cos(a), sin(a))
        })
        return p
    }

    /// A thin zigzag ring: a polyline out and back, offset by `half` px, overlapping itself.
    static func zigzagRing(seed: UInt64, n: Int, width: Float, height: Float, half: Float) -> FlatPath {
        var g = SeededGenerator(seed: seed)
        let pts: [SIMD2<Float>] = (0..<n).map { i in
            SIMD2(Float(i) / Float(n - 1) * width, Float.random(in: 1...(height - 1), using: &g))
        }
        var p = FlatPath()
        p.append(contour: pts.map { $0 - SIMD2(0, half) } + pts.reversed().map { $0 + SIMD2(0, half) })
        return p
    }

    /// A decimated chart line as in S1: 380 points two a pixel column (x steps of 0.475 px
    /// from 4), y swinging up to 9 px a step within 4…96 (a 190x100 canvas).
    static func s1Line(seed: UInt64) -> Path { walk(seed: seed, points: 380, dx: 0.475, swing: 9, within: 4...96) }

    /// A random walk from (4, 50): `points` points `dx` apart, y moving up to `swing` a step,
    /// held `within`.
    static func walk(seed: UInt64, points: Int, dx: Double, swing: Double, within ys: ClosedRange<Double>) -> Path {
        var g = SeededGenerator(seed: seed)
        var line = Path()
        var y = 50.0
        line.move(to: Point(x: 4, y: y))
        for i in 1..<points {
            y = min(ys.upperBound, max(ys.lowerBound, y + Double.random(in: -swing...swing, using: &g)))
            line.line(to: Point(x: 4 + Double(i) * dx, y: y))
        }
        return line
    }

    /// Alpha of every pixel as coverage 0…1.
    static func alpha(_ c: Canvas) -> [Float] {
        stride(from: 3, to: c.bytes.count, by: 4).map { Float(c.bytes[$0]) / 255 }
    }
}
