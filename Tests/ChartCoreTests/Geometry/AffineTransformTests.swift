import Foundation
import Testing
import ChartCore

@Suite struct AffineTransformTests {
    @Test func compositionAppliesLeftFirst() {
        let t = AffineTransform.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 3))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 22, y: 3))
        let r = AffineTransform.rotation(radians: .pi / 2).apply(Point(x: 1, y: 0))
        #expect(abs(r.x) < 1e-15 && abs(r.y - 1) < 1e-15)
        let about = AffineTransform.rotation(radians: .pi, about: Point(x: 1, y: 1))
        let q = about.apply(Point(x: 2, y: 1))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
    }

    @Test func inverseRoundTrips() {
        var rng = SeededGenerator(seed: 7)
        for i in 0..<100 {
            let t = AffineTransform(a: rng.nextSigned() * 3, b: rng.nextSigned(), c: rng.nextSigned(),
                                    d: rng.nextSigned() * 3, tx: rng.nextSigned() * 100,
                                    ty: rng.nextSigned() * 100)
            guard let inv = t.inverted else { continue }
            let p = Point(x: rng.nextSigned() * 50, y: rng.nextSigned() * 50)
            let back = inv.apply(t.apply(p))
            #expect((back - p).length < 1e-6 * max(1, abs(1 / t.determinant)), "seed 7 i \(i)")
        }
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
        #expect(AffineTransform.scale(x: .nan, y: 1).inverted == nil)
    }

    @Test func maxScaleIsLargerSingularValue() {
        #expect(abs(AffineTransform.scale(x: 3, y: -5).maxScale - 5) < 1e-12)
        let r = AffineTransform.rotation(radians: 0.7).concatenating(.scale(x: 2, y: 0.5))
        #expect(abs(r.maxScale - 2) < 1e-12)
    }
}
