import Foundation

/// Round axis bounds and tick values for a data range ("nice numbers").
///
/// The step is 1, 2 or 5 times a power of ten, chosen as the smallest such step that
/// needs at most `maxTicks` intervals to cover the range; the bounds are the data range
/// rounded outward to whole steps, and the ticks are every step between them.
///
/// ```swift
/// let s = NiceScale(lower: 3.2, upper: 97.5, maxTicks: 5)!
/// s.lower, s.upper, s.step   // 0, 100, 20
/// s.ticks                    // [0, 20, 40, 60, 80, 100]
/// s.label(for: 40)           // "40"
/// ```
///
/// - Degenerate ranges: a single value `v` gets the range `[v - 1, v + 1]` when `v == 0`,
///   else `[v - |v|/10, v + |v|/10]`, so a constant series draws as a centred line (at
///   ±`greatestFiniteMagnitude` the side that would overflow stays at `v`).
/// - Non-finite bounds, `lower > upper` or `maxTicks < 1`: `nil`.
/// - Huge values (up to ±`Double.greatestFiniteMagnitude`) never overflow: the span is
///   computed as `upper/2 - lower/2` and a bound that would round past the largest finite
///   value stays at the data value.
/// - Reference: P. Heckbert, "Nice numbers for graph labels", Graphics Gems (1990).
public struct NiceScale: Sendable, Equatable {
    /// The rounded lower bound (a multiple of `step`, or the data value at the limit).
    public let lower: Double
    /// The rounded upper bound.
    public let upper: Double
    /// The distance between ticks: 1, 2 or 5 × 10^k.
    public let step: Double
    /// Digits after the decimal point needed to print every tick exactly.
    public let fractionDigits: Int
    /// `lower` and `upper` in steps: ticks are `i · step` for i in `first ... last`.
    let first: Double, last: Double
    /// step = mantissa × 10^exponent, kept apart so that ticks are computed as
    /// `(i · mantissa) / 10^-exponent`, correctly rounded, rather than `i · step`.
    let mantissa: Double, exponent: Int

    /// Chooses the scale, or nil for non-finite or inverted input.
    /// - Complexity: O(1).
    public init?(lower lo: Double, upper hi: Double, maxTicks: Int = 5) {
        guard lo.isFinite, hi.isFinite, lo <= hi, maxTicks >= 1 else { return nil }
        var a = lo, b = hi
        if a == b {
            // At ±greatestFiniteMagnitude one side of the pad overflowed to infinity
            // (lower -inf or upper inf, step inf: issue #9); that side stays at the value.
            let pad = a == 0 ? 1 : abs(a) / 10
            if (a - pad).isFinite { a -= pad }
            if (b + pad).isFinite { b += pad }
        }
        let half = b / 2 - a / 2                       // span / 2, cannot overflow
        let raw = 2 * (half / Double(maxTicks))        // span / maxTicks
        var e = (raw.log10Floor)
        var mant = raw / Self.pow10(e)
        if mant.isNaN || mant.isInfinite { mant = 1 }  // subnormal spans
        let m: Double = mant <= 1 ? 1 : mant <= 2 ? 2 : mant <= 5 ? 5 : 10
        if m == 10 { e += 1 }
        var mm = m == 10 ? 1 : m
        // Rounding outward can add one interval on each side; widen the step until it fits.
        while Self.make(mm, e).isFinite,
              (b / Self.make(mm, e)).rounded(.up) - (a / Self.make(mm, e)).rounded(.down) > Double(maxTicks) {
            if mm == 1 { mm = 2 } else if mm == 2 { mm = 5 } else { mm = 1; e += 1 }
        }
        mantissa = mm; exponent = e
        step = Self.make(mm, e)
        first = (a / step).rounded(.down)
        last = (b / step).rounded(.up)
        let l = Self.tick(first, mm, e), u = Self.tick(last, mm, e)
        lower = l.isFinite && l <= a ? l : a
        upper = u.isFinite && u >= b ? u : b
        fractionDigits = max(0, -e)
    }

    /// m × 10^e, correctly rounded (division by an exact power of ten for e < 0).
    static func make(_ m: Double, _ e: Int) -> Double { e >= 0 ? m * pow10(e) : m / pow10(-e) }

    /// The i-th tick: (i · m) × 10^e.
    static func tick(_ i: Double, _ m: Double, _ e: Int) -> Double { make(i * m, e) }

    /// The tick values from `lower` to `upper`, `step` apart (computed by multiplication,
    /// not accumulation, so they do not drift). - Complexity: O(ticks).
    public var ticks: [Double] {
        guard step > 0, step.isFinite, first < last, last - first <= 10_000 else { return [lower, upper] }
        return stride(from: first, through: last, by: 1).map { i in
            i == first ? lower : i == last ? upper : Self.tick(i, mantissa, exponent)
        }
    }

    /// The tick value printed with `fractionDigits` digits (no exponent, "-0" printed as "0").
    /// - Complexity: O(digits).
    public func label(for value: Double) -> String {
        let v = value == 0 ? 0 : value
        if abs(v) >= 1e15 || (fractionDigits > 12) { return "\(v)" }
        let scale = Self.pow10(fractionDigits)
        let q = (abs(v) * scale).rounded()
        let whole = (q / scale).rounded(.down), frac = q - whole * scale
        var s = (v < 0 && q != 0 ? "-" : "") + String(Int64(whole))
        if fractionDigits > 0 {
            let f = String(Int64(frac))
            s += "." + String(repeating: "0", count: fractionDigits - f.count) + f
        }
        return s
    }

    static func pow10(_ e: Int) -> Double {
        var r = 1.0, k = abs(e), b = 10.0
        while k > 0 { if k & 1 == 1 { r *= b }; b *= b; k >>= 1 }
        return e < 0 ? 1 / r : r
    }
}

extension Double {
    /// floor(log10(self)) for positive finite values, exact at powers of ten.
    var log10Floor: Int {
        guard self > 0, isFinite else { return 0 }
        var e = Int((log10(self)).rounded(.down))
        if NiceScale.pow10(e) > self { e -= 1 }
        if NiceScale.pow10(e + 1) <= self { e += 1 }
        return e
    }
}
