import Foundation

/// How an animation's progress maps to the interpolation parameter: e(0) = 0 and e(1) = 1
/// exactly for every curve; in between `spring` may overshoot 1.
///
/// ```swift
/// Easing.easeInOut(0.25)   // 0.15625 (a cubic)
/// ```
public enum Easing: Sendable, Equatable {
    /// e(t) = t.
    case linear
    /// Cubic ease-in: t³.
    case easeIn
    /// Cubic ease-out: 1 − (1 − t)³.
    case easeOut
    /// Cubic ease-in-out: 4t³ for t < ½, 1 − (−2t + 2)³ / 2 after.
    case easeInOut
    /// A damped spring released at 0 towards 1: `response` is the undamped period as a
    /// fraction of the animation's duration, `dampingRatio` in (0, 1] (1: no overshoot).
    /// The residual oscillation at t = 1 is removed by a linear correction, so that the
    /// curve ends at exactly 1 without a jump.
    case spring(dampingRatio: Double = 0.7, response: Double = 0.35)

    /// The eased value of progress `t` (clamped to [0, 1]; NaN gives 0).
    /// - Complexity: O(1).
    public func callAsFunction(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: let u = 1 - t; return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        case let .spring(zeta, response):
            let raw = { (t: Double) in Easing.springStep(t, zeta: zeta, response: response) }
            return raw(t) + (1 - raw(1)) * t
        }
    }

    /// The unit step response of a damped oscillator with natural period `response`.
    static func springStep(_ t: Double, zeta rawZeta: Double, response: Double) -> Double {
        let zeta = min(max(rawZeta.isFinite ? rawZeta : 1, 0.01), 1)
        let omega = 2 * Double.pi / max(response.isFinite ? response : 0.35, 1e-3)
        if zeta >= 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * t)
        return 1 - decay * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
    }
}
