import Testing
@testable import ChartCore

/// Kept edge arrays are reused, never shared: a draw that still holds an array given back
/// keeps its contents when a later list takes and fills the storage.
@Suite struct EdgeStoreTests {
    @Test func takenArraysAreEmptyAndHeldOnesUnchanged() {
        let e = Edge(x0: 1, y0: 2, y1: 3, dxdy: 0.5, dir: 1)
        let held = [Edge](repeating: e, count: 5000)
        EdgeStore.shared.give(held)
        var taken = EdgeStore.shared.take(4000)
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
        let store = EdgeStore()
        store.give([Edge](repeating: e, count: 3000))
        #expect(store.filled(2000)?.count == 2000)
        var small = [Edge](repeating: e, count: 100)
        small.reserveCapacity(5000)
        store.give(small)
        #expect(store.filled(4000)?.count == 4000)
        #expect(store.filled(1) == nil)
        var a = [Int32](1...1000)
        HugePages.reserve(&a, 3 << 20)
        #expect(a.capacity >= 3 << 20 && a == [Int32](1...1000))
    }

    /// Arrays past `maxEdges` are kept only while lists that large are being made: once
    /// `remembered` smaller ones follow, the next give lets them go.
    ///
    /// The store counts capacities, and the allocator may round one request up differently
    /// from the next (mmap'd page-rounded blocks or heap blocks, by the allocator's state,
    /// which other tests in the process change): so the arrays are made first, all held,
    /// and every expectation is in their own capacities.
    @Test func largeArraysAreKeptWhileLargeListsAreMade() {
        let store = EdgeStore()
        func array(_ n: Int) -> [Edge] { var a: [Edge] = []; a.reserveCapacity(n); return a }
        // Largest first, so that dropping the oldest is enough to make room for the third.
        let arrays = (0..<3).map { _ in array(EdgeStore.maxEdges + 1000) }.sorted { $0.capacity > $1.capacity }
        let (a, b, c) = (arrays[0], arrays[1], arrays[2])
        store.give(a)
        #expect(store.keptEdges == 0)
        store.made(a.capacity + b.capacity)
        store.give(a)
        store.give(b)
        #expect(store.keptEdges == a.capacity + b.capacity)
        // A third would pass the room recorded: the oldest goes.
        store.give(c)
        #expect(store.keptEdges == b.capacity + c.capacity)
        for _ in 0..<EdgeStore.remembered { store.made(100) }
        let small = array(100)
        store.give(small)
        #expect(store.keptEdges == small.capacity)
    }

    /// `releaseAll` empties a store and its allowance goes back to `maxEdges`; the public
    /// `Canvas.releaseKeptMemory` leaves draws as they were, byte for byte.
    @Test func releasingKeptMemoryEmptiesTheStoreAndDrawsTheSame() {
        let store = EdgeStore()
        func array(_ n: Int) -> [Edge] { var a: [Edge] = []; a.reserveCapacity(n); return a }
        let big = array(EdgeStore.maxEdges + 1000).capacity
        store.made(2 * big)
        store.give(array(big))
        store.give(array(500))
        #expect(store.keptEdges >= big)
        store.releaseAll()
        #expect(store.keptEdges == 0)
        store.give(array(big))
        #expect(store.keptEdges == 0)
        // A dense stroke drawn, the memory released, drawn again.
        var g = SeededGenerator(seed: 8)
        var line = Path()
        line.move(to: Point(x: 0, y: 40))
        for i in 1..<8_000 { line.line(to: Point(x: Double(i) * 0.025, y: Double.random(in: 2...78, using: &g))) }
        let outline = line.stroked(StrokeStyle(width: 1.5, join: .round))
        var a = try! Canvas(width: 200, height: 80), b = a
        a.fill(outline, rule: .nonZero, paint: .solid(.black))
        Canvas.releaseKeptMemory()
        b.fill(outline, rule: .nonZero, paint: .solid(.black))
        #expect(a.bytes == b.bytes)
    }
}
