import ChartCore
import Testing

@Suite struct SeededGeneratorTests {
    @Test func sameSeedSameSequence() {
        var a = SeededGenerator(seed: 7), b = SeededGenerator(seed: 7), c = SeededGenerator(seed: 8)
        let sa = (0..<16).map { _ in a.next() }
        #expect(sa == (0..<16).map { _ in b.next() })
        #expect(sa != (0..<16).map { _ in c.next() })
    }

    @Test func signedValuesStayInRange() {
        var g = SeededGenerator(seed: 1)
        for _ in 0..<10_000 {
            let v = g.nextSigned()
            #expect(v >= -1 && v < 1)
        }
    }

    @Test func timestampsStrictlyAscend() {
        let t = RandomWalk.timestamps(count: 5000, step: 10, seed: 3)
        #expect(zip(t, t.dropFirst()).allSatisfy { $0 < $1 })
    }
}
