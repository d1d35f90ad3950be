import Testing
@testable import ChartCore

@Suite struct ArrayKeeperTests {
    /// A kept array comes back with the room it had and exactly the count asked for; the
    /// smallest that fits is taken; arrays past `maxCount` and past `kept` are let go.
    /// (A given array must not stay referenced: the taker's resize would copy it.)
    @Test func keepsReusesAndLetsGo() {
        let keeper = ArrayKeeper<Int>(kept: 2, maxCount: 1000)
        // Gives an array of room for at least `n` (not referenced after), returns its room.
        func give(room n: Int) -> Int {
            var a = [Int](); a.reserveCapacity(n); a.append(n)
            let room = a.capacity
            keeper.give(a)
            return room
        }
        var a = keeper.take(100, filler: 7)
        #expect(a == [Int](repeating: 7, count: 100))
        a[3] = 42
        let room = a.capacity
        keeper.give(a)
        a = []
        var b = keeper.take(50, filler: 0)
        #expect(b.count == 50 && b.capacity == room && b[3] == 42)
        #expect(keeper.take(60, filler: 1) == [Int](repeating: 1, count: 60))   // none kept: fresh
        keeper.give(b); b = []
        _ = give(room: 2000)   // past maxCount: not kept
        let big = give(room: 500)
        var d = keeper.take(40, filler: 5)   // the smallest that fits: the first one's
        #expect(d.capacity == room && d.count == 40)
        let small = give(room: 200)
        keeper.give(d); d = []   // three kept: the oldest (big) goes
        let e = keeper.take(10, filler: 0), f = keeper.take(10, filler: 0), g = keeper.take(10, filler: 0)
        #expect(e.capacity == room && f.capacity == small && big > small)
        #expect(g.capacity < room)
        keeper.releaseAll()
        #expect(keeper.take(10, filler: 0).capacity < room)
    }
}
