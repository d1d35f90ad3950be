import Testing
@testable import ChartCore

/// Kept edge arrays are reused, never shared: a draw that still holds an array given back
/// keeps its contents when a later list takes and fills the storage.
@Suite struct EdgeStoreTests {
    @Test func takenArraysAreEmptyAndHeldOnesUnchanged() {
        let e = Edge(x0: 1, y0: 2, y1: 3, dxdy: 0.5, dir: 1)
        let held = [Edge](repeating: e, count: 5000)
        EdgeStore.give(held)
        var taken = EdgeStore.take(4000)
        #expect(taken.isEmpty && taken.capacity >= 4000)
        taken.append(contentsOf: repeatElement(Edge(x0: 9, y0: 0, y1: 1, dxdy: 0, dir: -1), count: 4000))
        #expect(held.count == 5000 && held.allSatisfy { $0.x0 == 1 && $0.dir == 1 })
        // Draws after a reuse give the same bytes as the first (S1-like stroke, twice).
        var g = SeededGenerator(seed: 3)
        var line = Path()
        line.move(to: Point(x: 0, y: 50))
        for i in 1..<3000 { line.line(to: Point(x: Double(i) * 0.06, y: Double.random(in: 5...95, using: &g))) }
        let outline = line.stroked(StrokeStyle(width: 1))
        var a = try! Canvas(width: 200, height: 100), b = a
        a.fill(outline, rule: .nonZero, paint: .solid(.black))
        b.fill(outline, rule: .nonZero, paint: .solid(.black))
        #expect(a.bytes == b.bytes)
    }

    /// `filled` gives a kept array of exactly the count asked (shorter or longer than it
    /// was), `HugePages.reserve` keeps the elements already there.
    @Test func filledArraysHaveTheCountAskedAndReserveKeepsElements() {
        let e = Edge(x0: 4, y0: 5, y1: 6, dxdy: 0, dir: -1)
        // Other tests draw at the same time and may take the array given: nil is allowed.
        EdgeStore.give([Edge](repeating: e, count: 3000))
        if let shorter = EdgeStore.filled(2000) { #expect(shorter.count == 2000) }
        var small = [Edge](repeating: e, count: 100)
        small.reserveCapacity(5000)
        EdgeStore.give(small)
        if let longer = EdgeStore.filled(4000) { #expect(longer.count == 4000) }
        var a = [Int32](1...1000)
        HugePages.reserve(&a, 3 << 20)
        #expect(a.capacity >= 3 << 20 && a == [Int32](1...1000))
    }
}
