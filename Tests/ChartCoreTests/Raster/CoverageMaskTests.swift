import Testing
@testable import ChartCore

/// Mask blits (blended four pixels at a time) against the one-pixel blend, byte for byte,
/// and at positions that meet the canvas partly or not at all.
@Suite struct CoverageMaskTests {
    static let stops: [(offset: Float, color: Color)] = [
        (offset: 0, color: Color(r: 200, g: 0, b: 90)), (offset: 1, color: Color(r: 0, g: 120, b: 250, a: 60))]
    let paints: [Paint] = [
        .solid(Color(r: 20, g: 30, b: 40)),
        .solid(Color(r: 230, g: 120, b: 10, a: 170), opacity: 0.9),
        .linearGradient(start: SIMD2<Float>(0, 0), end: SIMD2<Float>(40, 30), stops: stops),
    ]

    /// Coverage with whole-0 and whole-1 runs, fractions, and empty rows.
    func mask(seed: UInt64) -> CoverageMask {
        var g = SeededGenerator(seed: seed)
        let (w, h) = (13, 9)
        let cov = (0..<(w * h)).map { i -> Float in
            if i / w == 4 { return 0 }
            switch Int.random(in: 0..<4, using: &g) {
            case 0: return 0
            case 1: return 1
            default: return Float(Int.random(in: 1...254, using: &g)) / 255
            }
        }
        return CoverageMask(width: w, height: h, coverage: cov)
    }

    @Test(arguments: [0, 1, 2])
    func blitEqualsBlendingPixelByPixel(paintIndex: Int) throws {
        let m = mask(seed: UInt64(paintIndex + 3)), paint = paints[paintIndex]
        let positions = [(0, 0), (-5, 3), (30, -4), (35, 25), (7, 11)]
        var list = DisplayList()
        for (x, y) in positions { list.blit(m, x: x, y: y, paint: paint) }
        var ours = try Canvas(width: 41, height: 29, color: Color(r: 250, g: 245, b: 200))
        ours._draw(list, threads: 1, mode: .auto, bandRows: 5)
        // The reference: every mask pixel through `RowInk.pixel`, in list order.
        var ref = try Canvas(width: 41, height: 29, color: Color(r: 250, g: 245, b: 200))
        let scratch = Rasterizer.Scratch(width: 41)          // holds the blend's colour table
        let blend = scratch.blend(paint)
        ref.bytes.withUnsafeMutableBufferPointer { buf in
            for (x, y) in positions {
                for j in 0..<m.height where y + j >= 0 && y + j < 29 {
                    let ink = blend.ink(row: y + j), row = buf.baseAddress! + (y + j) * 41 * 4
                    for i in 0..<m.width where x + i >= 0 && x + i < 41 { ink.pixel(row, x + i, m.coverage[j * m.width + i]) }
                }
            }
        }
        withExtendedLifetime(scratch) {}
        let diff = ours.bytes.indices.filter { ours.bytes[$0] != ref.bytes[$0] }
        #expect(diff.isEmpty, "\(diff.count) bytes differ, first at pixel \(diff.first.map { ($0 / 4 % 41, $0 / 4 / 41) } as Any): \(diff.prefix(8).map { (ours.bytes[$0], ref.bytes[$0]) })")
    }

    @Test func blitsAtExtremePositionsDrawNothingAndDoNotTrap() throws {
        let m = mask(seed: 1)
        var list = DisplayList()
        for (x, y) in [(Int.max, 0), (0, Int.max), (Int.min, 0), (0, Int.min), (Int.max - 5, Int.max - 5), (Int.min + 1, Int.min + 1)] {
            list.blit(m, x: x, y: y, paint: .solid(.black))
        }
        var c = try Canvas(width: 16, height: 16, color: .white)
        c._draw(list, threads: 2, mode: .auto)
        #expect(c.bytes == (try Canvas(width: 16, height: 16, color: .white)).bytes)
    }
}
