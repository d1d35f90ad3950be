import Foundation
import Testing
@testable import ChartCore

/// `Parallel.forEach` through the hot helper pool (`WorkerPool`): every item once in every
/// job whatever else is going on — a job inside a job, jobs from several threads at once
/// (the pool takes one, the others go to Dispatch), jobs after the helpers fell asleep.
@Suite struct WorkerPoolTests {
    /// Counts per item, under a lock.
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var seen: [Int]
        init(_ n: Int) { seen = [Int](repeating: 0, count: n) }
        func hit(_ i: Int) { lock.lock(); seen[i] += 1; lock.unlock() }
    }

    @Test func aJobInsideAJobRunsEveryPairOnce() {
        let t = Tally(12 * 9)
        Parallel.forEach(12, threads: 2) { i in
            Parallel.forEach(9, threads: 2) { j in t.hit(i * 9 + j) }
        }
        #expect(t.seen == [Int](repeating: 1, count: 12 * 9))
    }

    @Test func jobsFromSeveralThreadsAtOnceEachRunEveryItemOnce() {
        let submitters = 4, jobs = 60, items = 37
        let tallies = (0..<submitters).map { _ in Tally(jobs * items) }
        DispatchQueue.concurrentPerform(iterations: submitters) { s in
            for k in 0..<jobs {
                Parallel.forEach(items, threads: 2 + k % 3) { i in tallies[s].hit(k * items + i) }
            }
        }
        for t in tallies { #expect(t.seen == [Int](repeating: 1, count: jobs * items)) }
    }

    @Test func jobsAfterTheHelpersSleptRunEveryItemOnce() {
        for round in 0..<6 {
            // Past the helpers' polling time (`WorkerPool.spin`, 0.5 ms): they are asleep.
            usleep(3_000)
            let t = Tally(64)
            Parallel.forEach(64, threads: 2) { i in t.hit(i) }
            #expect(t.seen == [Int](repeating: 1, count: 64), "round \(round)")
        }
    }

    /// Off, the work goes to Dispatch; a draw's bytes are the same either way.
    @Test func helpersAsleepGiveTheSameItemsAndBytes() throws {
        var p = Path()
        p.move(to: Point(x: 3.3, y: 40.2))
        for i in 1..<400 { p.line(to: Point(x: 3.3 + Double(i) * 0.6, y: 40.2 + 25 * sin(Double(i) * 0.9))) }
        let outline = p.stroked(StrokeStyle(width: 1.5), transform: .identity)
        var list = DisplayList()
        list.fill(outline, rule: .nonZero, paint: .solid(Color(r: 20, g: 90, b: 200)))
        var bytes: [[UInt8]] = []
        for awake in [true, false] {
            Threading.keepsHelpersAwake = awake
            defer { Threading.keepsHelpersAwake = true }
            let t = Tally(50)
            Parallel.forEach(50, threads: 2) { i in t.hit(i) }
            #expect(t.seen == [Int](repeating: 1, count: 50), "awake \(awake)")
            var canvas = try Canvas(width: 250, height: 90)
            canvas._draw(list, threads: 2, mode: .auto)
            bytes.append(canvas.bytes)
        }
        #expect(bytes[0] == bytes[1])
        #expect(bytes[0].contains { $0 != 0 })
    }

    @Test func fewerItemsThanThreadsAndManyThreads() {
        for threads in [2, 3, 16, 64] {
            for n in [0, 1, 2, 5] {
                let t = Tally(max(n, 1))
                Parallel.forEach(n, threads: threads) { i in t.hit(i) }
                #expect(Array(t.seen.prefix(n)) == [Int](repeating: 1, count: n), "threads \(threads) n \(n)")
            }
        }
    }
}
