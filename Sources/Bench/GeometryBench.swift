import ChartCore

/// Stroking chart lines: a seeded random-walk polyline of n vertices (x = index scaled to
/// 1920 px, y = walk scaled to 1080 px) stroked to a FlatPath. "ours" is `Path.stroked`;
/// "floor" only maps the same points to a FlatPath (the memory/transform floor any
/// stroker pays). "ours" reuses a `Stroker` and the output (a chart frame, steady
/// state); "ours-alloc" is `stroked(_:)` allocating its output each call.
enum GeometryBench {
    static func polyline(_ n: Int) -> Path {
        let y = BenchData.floatWalk(n)
        var lo = Float.infinity, hi = -Float.infinity
        for v in y { if v < lo { lo = v }; if v > hi { hi = v } }
        var p = Path()
        p.reserveCapacity(elements: n, points: n)
        let sx = 1920 / Double(max(n - 1, 1)), sy = 1000 / Double(max(hi - lo, 1))
        for i in 0..<n {
            let q = Point(x: Double(i) * sx, y: 40 + Double(y[i] - lo) * sy)
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        return p
    }

    /// An SVG document with one n-point polyline, as the benchmark scenes S1–S3 are written.
    static func polylineSVG(_ n: Int) -> [UInt8] {
        let p = polyline(n)
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1920\" height=\"1080\" viewBox=\"0 0 1920 1080\">\n"
        text += "<polyline fill=\"none\" stroke=\"rgb(31,119,180)\" stroke-width=\"1\" points=\""
        func fixed4(_ v: Double) -> String {  // "%.4f" for v ≥ 0 without Foundation
            let k = Int((v * 10_000).rounded()), f = String(k % 10_000)
            return "\(k / 10_000)." + String(repeating: "0", count: 4 - f.count) + f
        }
        for q in p.points { text += fixed4(q.x) + "," + fixed4(q.y) + " " }
        text += "\"/>\n</svg>\n"
        return Array(text.utf8)
    }

    static func register(into cases: inout [BenchCase]) {
        for n in [4_000, 1_000_000] {
            cases.append(BenchCase(suite: "geometry", name: "svg parse polyline n=\(n)", n: n, threads: 1) {
                let bytes = polylineSVG(n)
                return [Variant(impl: "ours", opsPerCall: 1) {
                    (try? SVGScene(bytes: opaque(bytes)))?.items[0].path.points.count ?? -1
                }]
            })
        }
        for n in [4_000, 100_000, 1_000_000] {
            for (w, join) in [(1.0, StrokeStyle.Join.miter), (2.0, .round)] {
              for threads in [1, 2] {
                cases.append(BenchCase(suite: "geometry", name: "stroke n=\(n) w=\(Int(w)) \(join) T=\(threads)",
                                       n: n, threads: threads) {
                    let p = polyline(n)
                    let style = StrokeStyle(width: w, join: join, miterLimit: 4)
                    nonisolated(unsafe) var stroker = Stroker()
                    nonisolated(unsafe) var out = FlatPath()
                    return [
                        Variant(impl: "ours", opsPerCall: 1) {
                            out.points.removeAll(keepingCapacity: true)
                            out.contourEnds.removeAll(keepingCapacity: true)
                            stroker.stroke(opaque(p), style: style, threads: threads, into: &out)
                            return out.points.count
                        },
                        Variant(impl: "ours-alloc", opsPerCall: 1) {
                            opaque(p).stroked(style).points.count
                        },
                        Variant(impl: "floor", opsPerCall: 1) {
                            opaque(p).flattened().points.count
                        },
                    ]
                })
              }
            }
        }
    }
}
