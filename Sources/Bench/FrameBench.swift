import ChartCore
import Foundation

/// Whole chart frames at 1920x1080 (suite `frame`): every Telegram round 2 chart over a
/// two-month window with the indicator shown, and a synthetic chart of 4 random walks with
/// millisecond x over half their range.
///
/// The naive frame for the synthetic chart is the frame without the range engine: a scan
/// for the y range of the visible points and a scan M4 of each visible series (O(n)),
/// then the same drawing. Stroking every visible point instead (2e6 segments at 1e6, 2e8
/// at 1e8) takes seconds to minutes with today's rasterizer and is not run.
enum FrameBench {
    static let w = 1920, h = 1080
    static let telegram = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/telegram").path

    static func register(into cases: inout [BenchCase]) {
        let names = ["followers", "interactions", "fruits stacked", "views bars", "fruits percentage"]
        for k in 1...5 {
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "frame", name: "telegram \(k) \(names[k - 1]) T=\(threads)", n: 365, threads: threads) {
                    let set = try TelegramLoader.load(path: "\(telegram)/round2/\(k)/overview.json")[0]
                    let r = try ChartRenderer(data: ChartData(set), width: w, height: h, title: names[k - 1].capitalized, threads: threads)
                    // A pan: a 60-day window moving by a day each call (16 windows in turn).
                    let states = (0..<16).map { k in
                        ChartState(viewport: set.x.value(at: 150 + k)...set.x.value(at: 210 + k), hoverX: set.x.value(at: 180 + k))
                    }
                    nonisolated(unsafe) var call = 0
                    let next = { () -> ChartState in call += 1; return states[call % states.count] }
                    return [Variant(impl: "ours", opsPerCall: 1) { Int((try? r.render(next()))?.bytes[4000] ?? 0) }]
                })
            }
        }
        for (n, label, full) in [(1_000_000, "1e6", false), (100_000_000, "1e8", false)] where !full {
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "frame", name: "4 walks x \(label) T=\(threads)", n: 4 * n, threads: threads) {
                    let (set, ys) = walks(n)
                    let data = ChartData(set, threads: threads)
                    let r = try ChartRenderer(data: data, width: w, height: h, title: "4 x \(label) points", threads: threads)
                    // A pan: every call moves the window by 1/1000 of its width (64 windows in
                    // turn), so the plot's columns are new each frame and nothing of the
                    // plot is reused from the frame before (the minimap's runs are).
                    let states = (0..<64).map { k in
                        ChartState(viewport: set.x.value(at: n / 4 + k * n / 2000)...set.x.value(at: 3 * n / 4 + k * n / 2000),
                                   hoverX: set.x.value(at: n / 2))
                    }
                    nonisolated(unsafe) var call = 0
                    let next = { () -> ChartState in call += 1; return states[call % states.count] }
                    var v = [Variant(impl: "ours", opsPerCall: 1) { Int((try? r.render(next()))?.bytes[4000] ?? 0) }]
                    v.append(Variant(impl: "naive", opsPerCall: 1) { naiveFrame(r, data, ys, next()) })
                    return v
                })
            }
        }
    }

    /// Four walks sharing one x column (one point a minute), each a rotated, offset copy of
    /// the cached walk so that they differ without four generator passes.
    static func walks(_ n: Int) -> (SeriesSet, [[Float]]) {
        let base = BenchData.floatWalk(n)
        let x = (0..<n).map { 1_500_000_000_000 + Int64($0) * 60_000 }
        let ys = (0..<4).map { k -> [Float] in
            if k == 0 { return base }
            let shift = k * n / 4, off = Float(k) * 300
            return [Float](unsafeUninitializedCapacity: n) { buf, count in
                for i in 0..<n { buf[i] = base[(i + shift) % n] + off }
                count = n
            }
        }
        let series = ys.enumerated().map { Series(id: "y\($0.offset)", name: "Walk \($0.offset + 1)", y: .float(Column($0.element))) }
        return (try! SeriesSet(x: .int64(Column(x)), series: series), ys)
    }

    /// The y range by a linear scan of every visible point (the naive twin of the tree query).
    static func scanYRange(_ d: ChartData, _ ys: [[Float]], _ state: ChartState) -> Int {
        let w = d.window(state)
        let r = d.indexRange(w.lowerBound, w.upperBound)
        var lo = Float.infinity, hi = -Float.infinity
        for y in ys { if let e = LinearScanMinMax.extrema(y, in: r) { lo = min(lo, e.min); hi = max(hi, e.max) } }
        return Int(hi - lo)
    }

    /// Scan y range, scan M4 of every series over the window, then the frame.
    static func naiveFrame(_ r: ChartRenderer, _ d: ChartData, _ ys: [[Float]], _ state: ChartState) -> Int {
        var acc = scanYRange(d, ys, state)
        let w = d.window(state)
        guard case .int64(let xc) = d.seriesSet.x, let cols = try? PixelColumns(x0: w.lowerBound, x1: w.upperBound, width: FrameBench.w) else { return acc }
        xc.withUnsafeBufferPointer { x in
            for y in ys {
                y.withUnsafeBufferPointer { acc += ((try? Decimate.m4(scanning: $0, x: x, columns: cols))?.count ?? 0) }
            }
        }
        return acc + Int((try? r.render(state))?.bytes[4000] ?? 0)
    }
}
