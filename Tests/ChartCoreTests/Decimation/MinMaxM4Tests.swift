import ChartCore
import Testing

extension Array where Element: BitwiseCopyable {
    /// Runs `body` on the array's buffer (tests call the pointer API through this).
    func buf<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R { try withUnsafeBufferPointer(body) }
}

@Suite struct MinMaxM4Tests {
    @Test func rampSpikeAndStepExactCases() throws {
        let ramp = (0..<100).map(Float.init)
        #expect(try ramp.buf { try Decimate.minMax($0, nOut: 10) } == [0, 19, 20, 39, 40, 59, 60, 79, 80, 99])
        #expect(try ramp.buf { try Decimate.m4($0, nOut: 20) } == [0, 0, 19, 19, 20, 20, 39, 39, 40, 40, 59, 59, 60, 60, 79, 79, 80, 80, 99, 99])
        var spike = [Float](repeating: 0, count: 100); spike[37] = 5
        #expect(try spike.buf { try Decimate.minMax($0, nOut: 10) } == [0, 0, 20, 37, 40, 40, 60, 60, 80, 80])
        let step = (0..<100).map { Double($0 < 50 ? 0 : 1) }
        #expect(try step.buf { try Decimate.m4($0, nOut: 8) } == [0, 0, 0, 49, 50, 50, 50, 99])
    }

    @Test func badOutputCountsAreErrors() {
        let y = [Float](repeating: 1, count: 100)
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.minMax($0, nOut: 7) } }
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.m4($0, nOut: 10) } }
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.m4($0, nOut: 0) } }
        #expect(throws: DecimationError.self) { try y.buf { try Decimate.minMax($0, nOut: -2) } }
        let x: [Double] = [0, 1, 1, 2]
        do { _ = try [Float](repeating: 1, count: 4).buf { yb in try x.buf { try Decimate.minMax(yb, x: $0, nOut: 2) } } }
        catch { #expect(error as? DecimationError == .xNotAscending(index: 2)) }
        do { _ = try [Float](repeating: 1, count: 3).buf { yb in try x.buf { try Decimate.minMax(yb, x: $0, nOut: 2) } } }
        catch { #expect(error as? DecimationError == .lengthMismatch(x: 4, y: 3)) }
    }

    @Test func nOutAtLeastNReturnsEveryIndex() throws {
        let y = RandomWalk.float(count: 10, seed: 1)
        #expect(try y.buf { try Decimate.m4($0, nOut: 12) } == Array(0..<10))
        #expect(try [Float]().buf { try Decimate.minMax($0, nOut: 2) } == [])
    }

    /// Fast == naive on every shape at sizes around lane, chunk and bin boundaries, Float
    /// and Double, 1 and several threads.
    @Test(arguments: [1, 2, 3, 8, 9, 17, 100, 257, 1000, 4099, 65_537])
    func fastEqualsNaiveWithoutX(_ n: Int) throws {
        for (s, shape) in Shape.allCases.enumerated() {
            let y = shape.floats(n, seed: UInt64(n * 7 + s)), yd = y.map(Double.init)
            for nOut in [4, 8, 12, 40, 400] {
                let mm = NaiveMinMaxM4.minMax(y, nOut: nOut), m4 = NaiveMinMaxM4.m4(y, nOut: nOut)
                for t in [1, 3] {
                    #expect(try y.buf { try Decimate.minMax($0, nOut: nOut, threads: t) } == mm, "\(shape) n \(n) nOut \(nOut) T \(t)")
                    #expect(try y.buf { try Decimate.m4($0, nOut: nOut, threads: t) } == m4, "\(shape) n \(n) nOut \(nOut) T \(t)")
                }
                #expect(try yd.buf { try Decimate.minMax($0, nOut: nOut) } == mm, "Double \(shape) n \(n) nOut \(nOut)")
                #expect(try yd.buf { try Decimate.m4($0, nOut: nOut) } == m4, "Double \(shape) n \(n) nOut \(nOut)")
            }
        }
    }

    @Test(arguments: [2, 5, 64, 1000, 30_011])
    func fastEqualsNaiveWithX(_ n: Int) throws {
        for (s, shape) in Shape.allCases.enumerated() {
            let y = shape.floats(n, seed: UInt64(n * 3 + s))
            let t = RandomWalk.timestamps(count: n, step: 100, seed: UInt64(s))
            let xd = t.map { Double($0 - t[0]) * 0.001 }
            for nOut in [4, 8, 40, 400] {
                let mmI = NaiveMinMaxM4.minMax(y, nOut: nOut, x: t.map(Double.init))
                let m4D = NaiveMinMaxM4.m4(y, nOut: nOut, x: xd)
                #expect(try y.buf { yb in try t.buf { try Decimate.minMax(yb, x: $0, nOut: nOut, threads: 2) } } == mmI, "\(shape) n \(n) nOut \(nOut)")
                #expect(try y.buf { yb in try xd.buf { try Decimate.m4(yb, x: $0, nOut: nOut) } } == m4D, "\(shape) n \(n) nOut \(nOut)")
            }
        }
    }

    @Test func allNaNBinsEmitNothingAndNaNNeverWins() throws {
        var y = RandomWalk.float(count: 1000, seed: 3)
        for i in 100..<300 { y[i] = .nan }                       // bins 1 and 2 of 10 are all NaN
        let idx = try y.buf { try Decimate.m4($0, nOut: 40) }
        #expect(idx.count == 32 && idx.allSatisfy { !y[$0].isNaN })
        #expect(idx == NaiveMinMaxM4.m4(y, nOut: 40))
    }

    @Test func integerBinEdgesKeepTheLastIndex() {
        // Pairs where floating-point edges drop n-1 (tsdownsample's quirk): integer edges keep it.
        for n in [1_000_003, 2_345_679, 99_991] {
            for nb in [7, 333, 1000] {
                let e = Bins.indexEdges(bins: nb, count: n)
                #expect(e.first == 0 && e.last == n && zip(e, e.dropFirst()).allSatisfy { $0 < $1 }, "n \(n) nb \(nb)")
            }
        }
    }
}
