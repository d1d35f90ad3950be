import ChartCore
import Testing

@Suite struct PixelColumnsTests {
    @Test func mappingIsMonotoneAndExactAtEdges() throws {
        let c = try PixelColumns(x0: 10, x1: 20, width: 5)
        #expect([9.99, 10, 11.99, 12, 19.999, 20, 25].map(c.column) == [-1, 0, 0, 1, 4, 5, 7])
        #expect(c.column(.nan) == .min && c.column(1e300) == 1 << 40)
        let r = try PixelColumns.rows(bottom: 0, top: 100, height: 10)
        #expect([100, 95, 90, 0.5, 0].map(r.row) == [0, 0, 1, 9, 10])
    }

    @Test func badViewportsAreErrors() {
        #expect(throws: DecimationError.self) { try PixelColumns(x0: 1, x1: 1, width: 10) }
        #expect(throws: DecimationError.self) { try PixelColumns(x0: .nan, x1: 1, width: 10) }
        #expect(throws: DecimationError.self) { try PixelColumns(x0: -.greatestFiniteMagnitude, x1: .greatestFiniteMagnitude, width: 10) }
        #expect(throws: DecimationError.self) { try PixelColumns(x0: 0, x1: 1, width: 0) }
        #expect(throws: DecimationError.self) { try PixelColumns(x0: 0, x1: 1, width: PixelColumns.maxWidth + 1) }
    }

    /// The tree path selects exactly what a full scan selects, over many viewports:
    /// zoomed out, zoomed in to fewer points than columns, and partly outside the data.
    @Test(arguments: [1, 2, 100, 333, 1920])
    func treeEqualsScan(_ width: Int) throws {
        for shape in Shape.allCases {
            let n = 20_011
            let y = shape.floats(n, seed: UInt64(width))
            let t = RandomWalk.timestamps(count: n, step: 10, seed: 5)
            let tree = RangeTree(y)
            let span = Double(t[n - 1] - t[0])
            for (a, b) in [(0.0, 1.0), (0.3, 0.31), (-0.5, 0.2), (0.9, 1.7), (0.5, 0.5001), (1.2, 1.5)] {
                let cols = try PixelColumns(x0: Double(t[0]) + a * span, x1: Double(t[0]) + b * span + 1, width: width)
                let fast = try t.buf { try Decimate.m4(tree: tree, x: $0, columns: cols, threads: 2) }
                let scan = try y.buf { yb in try t.buf { try Decimate.m4(scanning: yb, x: $0, columns: cols) } }
                #expect(fast == scan, "\(shape) w \(width) viewport \(a)..\(b)")
                #expect(zip(fast, fast.dropFirst()).allSatisfy { $0 < $1 } && fast.allSatisfy { !y[$0].isNaN })
            }
        }
    }
}

extension PixelColumnsTests {
    /// The index fast path (x = index) selects what the general x path selects.
    @Test func indexPathEqualsExplicitIndexX() throws {
        let y = Shape.nanRuns.floats(12_345, seed: 4)
        let tree = RangeTree(y)
        let x = (0..<y.count).map(Int64.init)
        for (a, b, w) in [(0.0, 12_345.0, 1000), (-50.5, 300.25, 333), (100.3, 100.9, 7), (12_000.0, 20_000.0, 1920), (0.0, 1e6, 3)] {
            let cols = try PixelColumns(x0: a, x1: b, width: w)
            #expect(Decimate.m4(tree: tree, columns: cols) == (try x.buf { try Decimate.m4(tree: tree, x: $0, columns: cols) }), "\(a)..\(b) w \(w)")
        }
    }
}
