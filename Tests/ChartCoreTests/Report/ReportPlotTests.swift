import ChartCore
import Foundation
import Testing
@testable import BenchReport

@Suite struct ReportPlotTests {
    /// Decodes a plot with ChartCore's PNG reader: the size, and how many pixels are not white.
    static func decode(_ png: [UInt8]) throws -> (w: Int, h: Int, rgba: [UInt8], ink: Int) {
        let d = try PNG.decode(png)
        var ink = 0
        for i in stride(from: 0, to: d.rgba.count, by: 4) where d.rgba[i] < 250 || d.rgba[i + 1] < 250 || d.rgba[i + 2] < 250 {
            ink += 1
        }
        return (d.width, d.height, d.rgba, ink)
    }

    /// Ink share of a canvas: pixels that are not (near) white.
    static func ink(_ c: Canvas) -> Double {
        var ink = 0
        for i in stride(from: 0, to: c.bytes.count, by: 4) where c.bytes[i] < 250 || c.bytes[i + 1] < 250 || c.bytes[i + 2] < 250 {
            ink += 1
        }
        return Double(ink) / Double(c.width * c.height)
    }

    @Test func drawsEveryPlotNotBlank() throws {
        let plots = try ReportFixtures.set().plots()
        #expect(plots.map(\.name) == ["range-query.png", "decimate-scan.png", "decimate-pixel-m4.png",
                                      "raster-svg-bars.png", "frame-scaling.png", "frame-bars.png", "memory-fraction.png"])
        for p in plots {
            #expect(p.canvas.width == 960 && p.canvas.height >= 100, "\(p.name)")
            // Not blank, not a solid block: grid, labels and lines cover a few percent.
            let share = Self.ink(p.canvas)
            #expect(share > 0.01 && share < 0.5, "\(p.name): \(share)")
        }
    }

    /// The files on disk: report.md and PNGs that ChartCore's reader decodes to the plots.
    /// (Two suites only: PNG encoding in a debug build is most of the report's cost.)
    @Test func writesDecodablePNGsAndTheMarkdown() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-plots-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let set = try ResultSet(ours: ReportFixtures.ours.filter { $0.suite == "range" || $0.suite == "raster-svg" })
        let files = try Report.write(set, to: dir, sources: ["r.json"])
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["range-query.png", "raster-svg-bars.png", "report.md"])
        let plots = try set.plots()
        for (f, plot) in zip(files, plots) {
            let p = try Self.decode(Array(try Data(contentsOf: URL(fileURLWithPath: f))))
            #expect(p.w == plot.canvas.width && p.h == plot.canvas.height)
            #expect(p.ink > p.w * p.h / 100, "\(f)")
            // Opaque pixels decode to the canvas' bytes (straight = premultiplied at a = 255).
            let mid = (p.h / 2 * p.w + p.w / 2) * 4
            #expect(Array(p.rgba[mid..<mid + 4]) == Array(plot.canvas.bytes[mid..<mid + 4]))
        }
        let md = try String(contentsOfFile: files.last!, encoding: .utf8)
        #expect(md.contains("![Range query: tree vs linear scan](range-query.png)"))
        let line = try #require(md.split(separator: "\n").first { $0.hasPrefix("| query f32 n=1e3 ") })
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells == ["query f32 n=1e3", "1e3", "1", "65.0 ns", "40.0 ns", "80.0 ns", "321 ns", "4.94x"])
    }

    /// The marker of a point lands where the axes put it, in its series' colour.
    @Test func logLogMarkerSitsAtItsValue() throws {
        let pts = [(1e3, 65.0), (1e5, 104.0), (1e8, 461.0)]
        let plot = LogLogPlot(title: "t", series: [.init(family: "query", impl: "ours", points: pts.map {
            .init(n: $0.0, median: $0.1, min: $0.1, p90: $0.1)
        })])
        let c = try plot.render()
        #expect(c.width == LogLogPlot.width && c.height == LogLogPlot.height)
        let (l, t, r, b) = LogLogPlot.frame
        let x = try #require(LogAxis(values: pts.map(\.0), p0: l, p1: r))
        let y = try #require(LogAxis(values: pts.map(\.1), p0: b, p1: t))
        let blue = Palette.color(0)
        for (n, ns) in pts {
            let px = Int(x.map(n)), py = Int(y.map(ns))
            let i = (py * c.width + px) * 4
            #expect(Array(c.bytes[i..<i + 3]) == [blue.r, blue.g, blue.b], "point n=\(n)")
        }
        // Far from every point and line, inside the frame: background (white or grid grey).
        let i = (Int(t + 10) * c.width + Int(r - 10)) * 4
        #expect(c.bytes[i] >= 230 && c.bytes[i] == c.bytes[i + 2])
    }

    @Test func growthExponentOfExactSeries() throws {
        func pts(_ xs: [(Double, Double)]) -> [LogLogPlot.Point] { xs.map { .init(n: $0.0, median: $0.1, min: $0.1, p90: nil) } }
        #expect(ResultSet.growth(pts([(1e3, 100), (1e6, 100)])) == 0)
        #expect(abs(ResultSet.growth(pts([(1e6, 7e3), (1e3, 7), (1e5, 1)]))! - 1) < 1e-12)   // ends only, any order
        #expect(ResultSet.growth(pts([(1e3, 5)])) == nil)
        let set = try ReportFixtures.set()
        let range = try #require(try set.plots().first { $0.name == "range-query.png" })
        // ours: 65 ns → 461 ns over 1e3 → 1e8: log(461/65)/log(1e5) = 0.17.
        #expect(range.caption.contains("query f32 ours 0.17;"))
    }

    @Test func logAxisTicks() throws {
        let a = try #require(LogAxis(values: [1e3, 1e8], p0: 0, p1: 100))
        #expect(a.ticks.filter(\.labelled).map(\.value) == [1e3, 1e4, 1e5, 1e6, 1e7, 1e8])
        #expect(a.map(1e3) > 0 && a.map(1e8) < 100 && a.map(1e3) < a.map(1e8))
        // A flat series within one decade: at least one decade shown, 2 and 5 labelled.
        let f = try #require(LogAxis(values: [300, 450], p0: 0, p1: 100))
        #expect(f.ticks.filter(\.labelled).map(\.value).contains(where: { [100, 1000].contains($0) }))
        #expect(f.ticks.filter(\.labelled).map(\.value).contains(500))
        #expect(LogAxis(values: [0, -1, .nan], p0: 0, p1: 1) == nil)
        #expect(LogAxis.countLabel(1e6) == "1e6")
        #expect(LogAxis.countLabel(100) == "100")
    }

    @Test func barPlotDrawsEveryBarInItsSlot() throws {
        let bars: [BarPlot.Bar] = [.init(group: "S1", key: "ours T=1", value: 31e6), .init(group: "S1", key: "skia", value: 0.65e6)]
        let c = try BarPlot(title: "t", xTitle: "x", bars: bars).render()
        // Two bars in one group: the first key's colour and the second's both appear.
        func has(_ k: Color) -> Bool {
            stride(from: 0, to: c.bytes.count, by: 4).contains { c.bytes[$0] == k.r && c.bytes[$0 + 1] == k.g && c.bytes[$0 + 2] == k.b }
        }
        #expect(has(Palette.color(0)) && has(Palette.color(1)))
        #expect(!has(Palette.color(2)))
    }
}
