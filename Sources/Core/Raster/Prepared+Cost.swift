extension Prepared {
    /// Per canvas row, the work the bands will do there, estimated from what `draw`
    /// prepared, in ~nanoseconds at one thread (fitted to S4a's band times: 11 ns a row
    /// piece of `accumulate`, 0.3 ns a pixel inside; S1's cluster rasterizer ~40 ns a
    /// piece): per row piece of an edge, per pixel inside a fill (the signed sum of its
    /// edges' x in the row, as if each met the row at its middle: the inside's length for
    /// a simple fill), per rectangle, marker group or other command over its rows, and per
    /// row. Only the shares matter (`BandCut.balanced`); pixels never depend on them.
    /// - Complexity: O(height + edges + rectangles + groups + commands).
    static func rowCosts(_ prepared: [Prepared], _ commands: [DisplayList.Command], width: Int,
                         height: Int) -> [Float] {
        let perPiece: Float = 12, perClusterPiece: Float = 40, perPixel: Float = 0.3, perItem: Float = 20
        let w = Float(width), h = Float(height)
        var cost = [Float](repeating: perItem, count: height)
        // Difference arrays over the rows: the work, and one fill's signed inside.
        var work = [Float](repeating: 0, count: height + 1), inside = work
        work.withUnsafeMutableBufferPointer { wk in
            inside.withUnsafeMutableBufferPointer { ins in
                cost.withUnsafeMutableBufferPointer { cs in
                    // Safe because: `add` writes rows 0 ... height of `d` (height + 1 entries);
                    // `sums` reads rows 0 ..< height and writes as many of `cost`.
                    /// Adds v to rows floor(y0) ..< ceil(y1) of `d`, clamped to the canvas
                    /// (NaN, y0 ≥ y1 or a non-finite v: none).
                    @inline(__always)
                    func add(_ d: UnsafeMutableBufferPointer<Float>, _ y0: Float, _ y1: Float, _ v: Float) {
                        guard y0 < y1, v.isFinite else { return }
                        let a = Int(max(0, min(h, y0.rounded(.down)))), b = Int(max(0, min(h, y1.rounded(.up))))
                        guard a < b else { return }
                        d[a] += v; d[b] -= v
                    }
                    /// Each row's running sum of `d`, `f` of it added to its cost.
                    @inline(__always) func sums(_ d: UnsafeMutableBufferPointer<Float>, _ f: (Float) -> Float) {
                        var run: Float = 0
                        for r in 0..<height { run += d[r]; cs[r] += f(run) }
                    }
                    func edges(_ e: EdgeList, _ piece: Float) {
                        ins.update(repeating: 0)
                        e.edges.withUnsafeBufferPointer {
                            for edge in $0 {
                                add(wk, edge.y0, edge.y1, piece)
                                let x = edge.x0 + (edge.y1 - edge.y0) * 0.5 * edge.dxdy
                                add(ins, edge.y0, edge.y1, Float(edge.dir) * min(max(x, 0), w))
                            }
                        }
                        sums(ins) { perPixel * min(abs($0), w) }
                    }
                    for (k, p) in prepared.enumerated() {
                        switch p {
                        case .none:
                            switch commands[k] {
                            case let .rect(x0, y0, x1, y1, _):
                                add(wk, min(y0, y1), max(y0, y1), perItem + perPixel * min(abs(x1 - x0), w))
                            case let .mask(m, _, y, _):
                                add(wk, Float(y), Float(y) + Float(m.height), perItem + perPixel * Float(m.width))
                            case .columns, .line:
                                let r = DisplayList.columnRows(commands[k])!
                                add(wk, Float(r.lowerBound), Float(r.upperBound), perItem + perPixel * w)
                            case let .copy(c):
                                add(wk, Float(c.target.y0), Float(c.target.y1),
                                    perPixel * (Float(c.target.x1) - Float(c.target.x0)))
                            case .clear: add(wk, 0, h, perPixel * w)
                            case .clip, .fill: break
                            }
                        case let .rects(rects, _, _):
                            for r in rects { add(wk, r.y0, r.y1, perItem + perPixel * min(r.x1 - r.x0, w)) }
                        case let .edges(e, _, shapes, flat):
                            edges(e, flat ? perPiece : perClusterPiece)
                            for g in shapes?.groups ?? [] {
                                add(wk, Float(g.y0), Float(g.y1), 2 * perItem + perPixel * Float(g.x1 - g.x0))
                            }
                        case .columns: break  // (not balanced: `balances`)
                        case let .area(e, _, flat, m, _):
                            edges(e, flat ? perPiece : perClusterPiece)
                            edges(m, perClusterPiece)
                        }
                    }
                    sums(wk) { $0 }
                }
            }
        }
        return cost
    }
}
