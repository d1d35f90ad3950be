import Foundation
import Testing
@testable import ChartCore

@Suite struct ParallelTests {
    /// Every item runs once, and never more than `threads` at a time (on a machine with
    /// more cores than `threads` this is what `concurrentPerform` alone got wrong).
    @Test(arguments: [1, 2, 3, 7])
    func everyItemOnceOnAtMostTheThreadsAsked(threads: Int) {
        final class Record: @unchecked Sendable {
            let lock = NSLock()
            var seen = [Int](repeating: 0, count: 40)
            var active = 0, most = 0
        }
        let r = Record()
        Parallel.forEach(40, threads: threads) { i in
            r.lock.lock(); r.seen[i] += 1; r.active += 1; r.most = max(r.most, r.active); r.lock.unlock()
            usleep(200)
            r.lock.lock(); r.active -= 1; r.lock.unlock()
        }
        #expect(r.seen == [Int](repeating: 1, count: 40))
        #expect(r.most >= 1 && r.most <= threads)
        Parallel.forEach(0, threads: threads) { _ in Issue.record("no items") }
    }
}
