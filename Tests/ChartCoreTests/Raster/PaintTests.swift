import Testing
import ChartCore

@Suite struct PaintTests {
    static let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)

    /// A horizontal gradient from x = 10 to x = 90 over a 100x2 canvas, full coverage.
    @Test func linearGradientPadsAndInterpolates() throws {
        var c = try Canvas(width: 100, height: 2)
        let stops: [(offset: Float, color: Color)] = [(offset: 0, color: Self.red), (offset: 1, color: Self.blue)]
        var l = DisplayList()
        l.fillRect(x0: 0, y0: 0, x1: 100, y1: 2, paint: .linearGradient(
            start: SIMD2<Float>(10, 0), end: SIMD2<Float>(90, 0), stops: stops))
        c.draw(l, threads: 1)
        for x in [0, 5, 9] { #expect(c.pixel(x: x, y: 1)! == (255, 0, 0, 255), "pad left x \(x)") }
        for x in [90, 95, 99] { #expect(c.pixel(x: x, y: 0)! == (0, 0, 255, 255), "pad right x \(x)") }
        for x in stride(from: 10, to: 90, by: 7) {
            let t = (Float(x) + 0.5 - 10) / 80
            let p = c.pixel(x: x, y: 0)!
            #expect(abs(Float(p.r) - 255 * (1 - t)) <= 1.5 && abs(Float(p.b) - 255 * t) <= 1.5,
                    "x \(x) t \(t) got \(p)")
            #expect(p.a == 255 && p.g == 0, "x \(x)")
        }
    }

    @Test func opacityAndPartialCoverageBlendPremultiplied() throws {
        var c = try Canvas(width: 2, height: 1)
        c.clear(.white)
        var l = DisplayList()
        l.fillRect(x0: 0, y0: 0, x1: 1, y1: 1, paint: .solid(Self.red, opacity: 0.5))
        l.fillRect(x0: 1, y0: 0, x1: 1.5, y1: 1, paint: .solid(Self.blue))
        c.draw(l, threads: 1)
        // 0.5·(255,0,0,255) + 0.5·(255,255,255,255) = (255, 127.5, 127.5, 255) rounded to
        // nearest: a tie, which the integer steps (colour and coverage rounded to bytes
        // first, `Blend+Quad`) may round either way — never further.
        let exact: [(Double, Double, Double, Double)] = [(255, 127.5, 127.5, 255), (127.5, 127.5, 255, 255)]
        for (x, e) in exact.enumerated() {
            let p = c.pixel(x: x, y: 0)!
            let got = [Double(p.r), Double(p.g), Double(p.b), Double(p.a)], want = [e.0, e.1, e.2, e.3]
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 0.5 }, "x \(x): \(p)")
        }
    }

    @Test func radialGradientCentreAndRim() throws {
        var c = try Canvas(width: 21, height: 21)
        let stops: [(offset: Float, color: Color)] = [(offset: 0, color: Self.red), (offset: 1, color: Self.blue)]
        var l = DisplayList()
        l.fillRect(x0: 0, y0: 0, x1: 21, y1: 21, paint: .radialGradient(
            center: SIMD2<Float>(10.5, 10.5), radius: 10, stops: stops))
        c.draw(l, threads: 1)
        #expect(c.pixel(x: 10, y: 10)! == (255, 0, 0, 255))
        #expect(c.pixel(x: 0, y: 0)! == (0, 0, 255, 255))
    }
}
