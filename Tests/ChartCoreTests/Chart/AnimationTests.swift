import ChartCore
import Testing

@Suite struct AnimationTests {
    static let curves: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut, .spring(), .spring(dampingRatio: 1, response: 0.2)]

    @Test(arguments: curves) func easingEndsExactlyAndClamps(e: Easing) {
        #expect(e(0) == 0 && e(1) == 1)
        #expect(e(-3) == 0 && e(7) == 1 && e(.nan) == 0 && e(.infinity) == 1)
        for i in 1..<100 { #expect(e(Double(i) / 100).isFinite) }
    }

    @Test func cubicCurvesHaveTheirFormulas() {
        #expect(Easing.easeIn(0.5) == 0.125)
        #expect(Easing.easeOut(0.5) == 0.875)
        #expect(Easing.easeInOut(0.25) == 0.0625 && Easing.easeInOut(0.75) == 0.9375)
        // Monotone, symmetric about the middle.
        for i in 0..<50 {
            let t = Double(i) / 100
            #expect(Easing.easeInOut(t) <= Easing.easeInOut(t + 0.01))
            #expect(abs(Easing.easeInOut(t) + Easing.easeInOut(1 - t) - 1) < 1e-12)
        }
    }

    @Test func underdampedSpringOvershootsCriticalDoesNot() {
        let samples = (1..<200).map { Double($0) / 200 }
        #expect(samples.contains { Easing.spring(dampingRatio: 0.4, response: 0.3)($0) > 1.01 })
        #expect(samples.allSatisfy { Easing.spring(dampingRatio: 1, response: 0.3)($0) <= 1 })
    }

    @Test func interpolationIsExactAtTheEnds() {
        let a = AnimatablePair(0.1, 1.0 / 3), b = AnimatablePair(0.7, 1e300)
        #expect(a.interpolated(to: b, 0) == a && a.interpolated(to: b, 1) == b)
        let mid = AnimatablePair(0.0, 100.0).interpolated(to: AnimatablePair(10, 300), 0.5)
        #expect(mid == AnimatablePair(5, 200))
        let v = AnimatableVector([1.0, 2, 3]).interpolated(to: AnimatableVector([3, 2, 1]), 0.25)
        #expect(v == AnimatableVector([1.5, 2, 2.5]))
        #expect(Float(2).interpolated(to: 4, 0.5) == 3)
    }

    @Test func transitionHoldsOutsideItsInterval() {
        let t = Transition(from: 10.0, to: 20.0, start: 1, duration: 0.3, easing: .linear)
        #expect(t.value(at: 0) == 10 && t.value(at: 1) == 10)
        #expect(t.value(at: 1.3) == 20 && t.value(at: 5) == 20)
        #expect(abs(t.value(at: 1.15) - 15) < 1e-9)
        let jump = Transition(from: 1.0, to: 2.0, start: 0, duration: 0)
        #expect(jump.value(at: -1) == 1 && jump.value(at: 0) == 2)
        #expect(Transition(from: 1.0, to: 2.0, duration: .nan).value(at: 0) == 2)
    }
}
