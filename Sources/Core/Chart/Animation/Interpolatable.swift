/// A value that animates: a vector space over the reals (zero, +, −, scaling), so that a
/// frame between two states is `from + (to − from) · e(t)` for an easing `e`.
///
/// This is SwiftUI's `VectorArithmetic` idea: a chart state (a y range, an opacity, bar
/// heights, arc angles) is a point in such a space, and a transition is a path through it.
/// Conform a composite state with `AnimatablePair` or by implementing the four members.
///
/// ```swift
/// let yRange = AnimatablePair(0.0, 100.0)
/// yRange.interpolated(to: AnimatablePair(0, 250), 0.5)   // (0, 175)
/// ```
public protocol Interpolatable: Sendable {
    /// The additive identity.
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    /// The value multiplied by `s` (each component).
    func scaled(by s: Double) -> Self
}

extension Interpolatable {
    /// `self + (target − self) · t`, and exactly `self` at t = 0 and exactly `target` at
    /// t = 1 (so that the first and last frames of a transition equal the static states
    /// bit for bit). t outside [0, 1] extrapolates (a spring's overshoot).
    /// - Complexity: O(1) for scalars; O(components) for composite values.
    public func interpolated(to target: Self, _ t: Double) -> Self {
        if t == 0 { return self }
        if t == 1 { return target }
        return self + (target - self).scaled(by: t)
    }
}

extension Double: Interpolatable {
    public func scaled(by s: Double) -> Double { self * s }
}

extension Float: Interpolatable {
    public func scaled(by s: Double) -> Float { Float(Double(self) * s) }
}

/// Two animatable values animated together (e.g. a range's lower and upper bounds).
public struct AnimatablePair<First: Interpolatable & Equatable, Second: Interpolatable & Equatable>: Interpolatable, Equatable {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public func scaled(by s: Double) -> Self { Self(first.scaled(by: s), second.scaled(by: s)) }
}

/// A list of animatable values of the same length animated element-wise (bar heights,
/// per-series opacities). Lists of different lengths combine over the shorter length —
/// give both states the same count.
public struct AnimatableVector<Element: Interpolatable & Equatable>: Interpolatable, Equatable {
    public var elements: [Element]

    public init(_ elements: [Element]) { self.elements = elements }

    public static var zero: Self { Self([]) }
    public static func + (a: Self, b: Self) -> Self { combine(a, b, +) }
    public static func - (a: Self, b: Self) -> Self { combine(a, b, -) }
    public func scaled(by s: Double) -> Self { Self(elements.map { $0.scaled(by: s) }) }

    /// `zero` is the empty list and acts as all-zeros of any length.
    static func combine(_ a: Self, _ b: Self, _ op: (Element, Element) -> Element) -> Self {
        if a.elements.isEmpty { return Self(b.elements.map { op(.zero, $0) }) }
        if b.elements.isEmpty { return a }
        return Self(zip(a.elements, b.elements).map(op))
    }
}
