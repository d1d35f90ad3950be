/// The fill rule deciding which winding numbers are inside.
public enum FillRule: Sendable {
    case nonZero, evenOdd
    @inline(__always) func inside(_ w: Int32) -> Bool {
        self == .nonZero ? w != 0 : (w & 1) != 0
    }
}

/// What a fill puts on the canvas: a solid colour or a gradient, times `opacity`.
///
/// Gradients interpolate premultiplied colours between stops and pad outside them;
/// they are sampled at pixel centres through a 256-entry table.
public struct Paint: Sendable {
    enum Kind: Sendable {
        case solid
        case linear(start: SIMD2<Float>, end: SIMD2<Float>)
        case radial(center: SIMD2<Float>, radius: Float)
    }
    let kind: Kind
    /// Premultiplied colour, 0…255 floats, already times opacity (solid: entry 0 only).
    let table: [SIMD4<Float>]

    /// One colour everywhere. `opacity` in 0…1 (clamped).
    public static func solid(_ c: Color, opacity: Float = 1) -> Paint {
        Paint(kind: .solid, table: [premul(c, opacity)])
    }

    /// A linear gradient from `start` (offset 0) to `end` (offset 1), in pixels; stops sorted
    /// by offset (they are sorted here). With no stops the paint is transparent.
    public static func linearGradient(start: SIMD2<Float>, end: SIMD2<Float>,
                                      stops: [(offset: Float, color: Color)],
                                      opacity: Float = 1) -> Paint {
        Paint(kind: .linear(start: start, end: end), table: ramp(stops, opacity))
    }

    /// A radial gradient: offset = distance to `center` / `radius`.
    public static func radialGradient(center: SIMD2<Float>, radius: Float,
                                      stops: [(offset: Float, color: Color)],
                                      opacity: Float = 1) -> Paint {
        Paint(kind: .radial(center: center, radius: radius), table: ramp(stops, opacity))
    }

    static func premul(_ c: Color, _ opacity: Float) -> SIMD4<Float> {
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        let a = Float(c.a) / 255 * o
        return SIMD4(Float(c.r) * a, Float(c.g) * a, Float(c.b) * a, Float(c.a) * o)
    }

    static func ramp(_ stops: [(offset: Float, color: Color)], _ opacity: Float) -> [SIMD4<Float>] {
        let s = stops.filter { $0.offset.isFinite }.sorted { $0.offset < $1.offset }
        guard !s.isEmpty else { return [SIMD4<Float>](repeating: .zero, count: 256) }
        return (0..<256).map { i in
            let t = Float(i) / 255
            guard let k = s.firstIndex(where: { $0.offset > t }) else { return premul(s.last!.color, opacity) }
            if k == 0 { return premul(s[0].color, opacity) }
            let a = s[k - 1], b = s[k]
            let f = (t - a.offset) / (b.offset - a.offset)
            return premul(a.color, opacity) * (1 - f) + premul(b.color, opacity) * f
        }
    }

    /// The premultiplied colour at pixel centre (x+0.5, y+0.5).
    @inline(__always) func color(x: Int, y: Int) -> SIMD4<Float> {
        switch kind {
        case .solid: return table[0]
        case let .linear(s, e):
            let d = e - s, p = SIMD2(Float(x) + 0.5, Float(y) + 0.5) - s
            let dd = (d * d).sum()
            let t = dd > 0 ? (p * d).sum() / dd : 0
            return table[Paint.index(t)]
        case let .radial(c, r):
            let p = SIMD2(Float(x) + 0.5, Float(y) + 0.5) - c
            let t = r > 0 ? (p * p).sum().squareRoot() / r : 1
            return table[Paint.index(t)]
        }
    }

    @inline(__always) static func index(_ t: Float) -> Int {
        t.isNaN ? 0 : Int(min(max(t, 0), 1) * 255 + 0.5)
    }

    var isSolid: Bool { if case .solid = kind { true } else { false } }

    /// Whether the paint draws nothing: every colour has alpha 0 (and, premultiplied, is
    /// 0), so source-over leaves the canvas as it was (`transparent`, opacity 0).
    var isInvisible: Bool { table.allSatisfy { $0.w == 0 } }
}
