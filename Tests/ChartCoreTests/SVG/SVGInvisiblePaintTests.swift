import Testing
@testable import ChartCore

/// Paints that draw nothing (`transparent`, opacity 0, gradients of transparent stops)
/// make no geometry and no command, and leave the canvas as it was.
@Suite struct SVGInvisiblePaintTests {
    @Test func invisiblePaintsMakeNoCommands() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">
            <defs><linearGradient id="g"><stop offset="0" stop-color="#f00" stop-opacity="0"/>
            <stop offset="1" stop-color="#00f" stop-opacity="0"/></linearGradient></defs>
            <rect x="2" y="2" width="20" height="20" fill="transparent" stroke="#000" stroke-opacity="0"/>
            <circle cx="30" cy="16" r="9" fill="#0a0" fill-opacity="0" stroke="url(#g)" stroke-width="3"/>
            <polyline points="0,0 64,32 0,32" fill="#123" opacity="0" stroke="#456"/>
            <rect x="40" y="4" width="20" height="20" fill="#c30" stroke="transparent"/>
            </svg>
            """
        let list = try SVGScene(bytes: Array(svg.utf8)).displayList()
        #expect(list.commands.count == 1)
        let only = try SVGScene(bytes: Array("""
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">
            <rect x="40" y="4" width="20" height="20" fill="#c30"/></svg>
            """.utf8)).displayList()
        var a = try Canvas(width: 64, height: 32), b = try Canvas(width: 64, height: 32)
        a.draw(list, threads: 1); b.draw(only, threads: 1)
        #expect(a.bytes == b.bytes && a.bytes.contains { $0 != 0 })
    }

    /// `Canvas.draw` skips a fill whose paint is invisible: every byte is what it was, on a
    /// background of every alpha, for any mode.
    @Test(arguments: [Rasterizer.Mode.auto, .general]) func invisibleFillsLeaveTheCanvas(mode: Rasterizer.Mode) throws {
        let star = RasterScenes.star(points: 7, center: SIMD2(20, 12), r: 11, phase: 0.2)
        var c = try Canvas(width: 40, height: 24)
        for y in 0..<24 { for x in 0..<40 { c.bytes[(y * 40 + x) * 4 + 3] = UInt8((x * 7 + y * 13) % 256) } }
        for i in c.bytes.indices where i % 4 != 3 { c.bytes[i] = min(c.bytes[i | 3], UInt8(i % 251)) }
        let before = c.bytes
        for paint in [Paint.solid(.black, opacity: 0), .solid(Color(r: 9, g: 9, b: 9, a: 0)),
                      .linearGradient(start: SIMD2(0, 0), end: SIMD2(40, 0), stops: [(0, .white), (1, .black)], opacity: 0)] {
            #expect(paint.isInvisible)
            var list = DisplayList()
            list.fill(star, rule: .evenOdd, paint: paint)
            c._draw(list, threads: 2, mode: mode)
            #expect(c.bytes == before)
        }
        #expect(!Paint.solid(.black, opacity: 0.001).isInvisible)
    }
}
