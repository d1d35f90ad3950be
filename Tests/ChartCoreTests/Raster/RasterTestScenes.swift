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

    /// Alpha of every pixel as coverage 0…1.
    static func alpha(_ c: Canvas) -> [Float] {
        stride(from: 3, to: c.bytes.count, by: 4).map { Float(c.bytes[$0]) / 255 }
    }
}
