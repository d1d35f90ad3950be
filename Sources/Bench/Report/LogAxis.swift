import Foundation

/// A base-10 logarithmic axis mapped onto a pixel interval: the data's range (at least
/// one decade) with a small margin on each side, a labelled tick at each decade
/// and minor ticks at 2…9 × 10^k. When the axis spans at most two decades the 2 and 5
/// ticks are labelled too, so that a flat line still reads against numbers.
struct LogAxis {
    /// log10 of the axis ends.
    let lo: Double, hi: Double
    /// Pixel positions of `10^lo` and `10^hi` (may be decreasing, for a y axis).
    let p0: Float, p1: Float

    /// nil when `values` has no positive finite number.
    init?(values: [Double], p0: Float, p1: Float) {
        let v = values.filter { $0 > 0 && $0.isFinite }
        guard let mn = v.min(), let mx = v.max() else { return nil }
        var a = log10(mn), b = log10(mx)
        // At least one decade, so that a labelled decade tick is always in view.
        if b - a < 1 { let mid = (a + b) / 2; a = mid - 0.5; b = mid + 0.5 }
        // A margin so that no point sits on the frame.
        let pad = max(0.12, 0.04 * (b - a))
        lo = a - pad; hi = b + pad
        self.p0 = p0; self.p1 = p1
    }

    /// The pixel position of `v` (> 0).
    func map(_ v: Double) -> Float {
        p0 + Float((log10(v) - lo) / (hi - lo)) * (p1 - p0)
    }

    /// Every tick inside the axis: decades (major, labelled), 2…9 × 10^k (minor; 2 and
    /// 5 labelled when the axis spans at most two decades).
    var ticks: [(value: Double, major: Bool, labelled: Bool)] {
        var out: [(Double, Bool, Bool)] = []
        let fewDecades = hi - lo <= 2.3
        for e in Int(lo.rounded(.down))...Int(hi.rounded(.up)) {
            let d = pow(10, Double(e))
            for m in 1...9 {
                let v = Double(m) * d, l = log10(v)
                guard l >= lo - 1e-9, l <= hi + 1e-9 else { continue }
                out.append((v, m == 1, m == 1 || (fewDecades && (m == 2 || m == 5))))
            }
        }
        return out
    }

    /// "1e6" style labels for counts (1, 10 and 100 printed plainly).
    static func countLabel(_ v: Double) -> String {
        let e = log10(v)
        if abs(e - e.rounded()) < 1e-9 {
            return e < 3 ? String(Int(v.rounded())) : "1e\(Int(e.rounded()))"
        }
        let d = e.rounded(.down)
        return String(format: "%.0fe%.0f", v / pow(10, d), d)
    }
}
