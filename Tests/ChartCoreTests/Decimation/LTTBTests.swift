@testable import ChartCore
import Testing

@Suite struct LTTBTests {
    @Test func rampExactCase() throws {
        let y = (0..<10).map(Float.init), x = (0..<10).map(Int64.init)
        #expect(try y.buf { try Decimate.lttb($0, nOut: 4) } == [0, 1, 5, 9])
        #expect(try y.buf { yb in try x.buf { try Decimate.lttb(yb, x: $0, nOut: 4) } } == [0, 1, 5, 9])
        #expect(NaiveLTTB.lttb(y, nOut: 4) == [0, 1, 5, 9])
    }

    @Test func spikeIsKept() throws {
        var y = [Float](repeating: 0, count: 1000); y[637] = 100
        let idx = try y.buf { try Decimate.lttb($0, nOut: 20) }
        #expect(idx.contains(637) && idx.count == 20 && idx.first == 0 && idx.last == 999)
    }

    @Test func badArgumentsAreErrors() {
        let y = [Float](repeating: 1, count: 100)
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.lttb($0, nOut: 2) } }
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.minMaxLTTB($0, nOut: 10, ratio: 1) } }
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.minMaxLTTB($0, nOut: 2) } }
    }

    @Test(arguments: [3, 4, 5, 9, 64, 101, 1000, 4099, 50_001])
    func fastEqualsNaive(_ n: Int) throws {
        for (s, shape) in Shape.allCases.enumerated() {
            let y = shape.floats(n, seed: UInt64(n * 13 + s)), yd = y.map(Double.init)
            let t = RandomWalk.timestamps(count: n, step: 50, seed: UInt64(s))
            for nOut in [3, 4, 7, 50, 333] {
                let ref = NaiveLTTB.lttb(y, nOut: nOut)
                for threads in [1, 2, 3] {
                    #expect(try y.buf { try Decimate.lttb($0, nOut: nOut, threads: threads) } == ref, "\(shape) n \(n) nOut \(nOut) T \(threads)")
                }
                #expect(try yd.buf { try Decimate.lttb($0, nOut: nOut) } == NaiveLTTB.lttb(yd, nOut: nOut), "Double \(shape) n \(n) nOut \(nOut)")
                #expect(try y.buf { yb in try t.buf { try Decimate.lttb(yb, x: $0, nOut: nOut) } }
                        == NaiveLTTB.lttb(y, nOut: nOut, x: t.map(Double.init)), "x \(shape) n \(n) nOut \(nOut)")
                #expect(try y.buf { try Decimate.minMaxLTTB($0, nOut: nOut, threads: 2) } == NaiveLTTB.minMaxLTTB(y, nOut: nOut),
                        "MinMaxLTTB \(shape) n \(n) nOut \(nOut)")
                #expect(try y.buf { yb in try t.buf { try Decimate.minMaxLTTB(yb, x: $0, nOut: nOut) } }
                        == NaiveLTTB.minMaxLTTB(y, nOut: nOut, x: t.map(Double.init)), "MinMaxLTTB x \(shape) n \(n) nOut \(nOut)")
            }
        }
    }

    @Test func outputIsStrictlyAscendingAndNeverNaN() throws {
        var y = RandomWalk.float(count: 20_000, seed: 8)
        for i in stride(from: 0, to: 20_000, by: 7) { y[i] = .nan }
        let idx = try y.buf { try Decimate.lttb($0, nOut: 500, threads: 2) }
        #expect(idx.count == 500 && zip(idx, idx.dropFirst()).allSatisfy { $0 < $1 })
        #expect(idx.dropFirst().dropLast().allSatisfy { !y[$0].isNaN })
    }

    @Test func simdKernelEqualsScalarTwin() {
        for shape in Shape.allCases {
            for n in 0...40 {
                let y = shape.floats(n + 3, seed: UInt64(n))
                y.withUnsafeBufferPointer { b in
                    for (d1, d2) in [(-3.5, 2.25), (0.0, 1.0), (1e-3, -7.0), (.nan, 1.0)] {
                        let s = _lttbArgMaxScalar(b.baseAddress!, 1, n + 1, ax: 0.5, d1: d1, d2: d2, off: d1 * 0.25).0
                        let v = Float._lttbArgMax(b.baseAddress!, 1, n + 1, ax: 0.5, d1: d1, d2: d2, off: d1 * 0.25)
                        #expect(s == v, "\(shape) n \(n) d1 \(d1)")
                    }
                }
            }
        }
    }
}
