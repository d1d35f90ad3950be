import Foundation
import Testing
@testable import ChartCore

@Suite struct SVGReaderTests {
    func scene(_ body: String, root: String = "width='100' height='50'") throws(SVGError) -> SVGScene {
        try SVGScene(bytes: Array("<?xml version='1.0'?>\n<svg xmlns='http://www.w3.org/2000/svg' \(root)>\(body)</svg>".utf8))
    }

    @Test func pathCommandsAbsoluteRelativeAndRepeats() throws {
        let s = try scene("<path d='M10 20 L30 40 50 60 h5 v-5 H0 V1 c1 1 2 2 3 3 s4 4 5 5 Q1 2 3 4 t5 5 z m1,1 2,2'/>")
        let p = s.items[0].path
        #expect(p.verbs == [.move, .line, .line, .line, .line, .line, .line, .cubic, .cubic, .quad, .quad,
                            .close, .move, .line])
        #expect(p.points[1] == Point(x: 30, y: 40) && p.points[2] == Point(x: 50, y: 60))
        #expect(p.points[3] == Point(x: 55, y: 60) && p.points[4] == Point(x: 55, y: 55))
        // "m1,1" after z is relative to the subpath start (10, 20); "2,2" is an implicit l.
        #expect(p.points.suffix(2) == [Point(x: 11, y: 21), Point(x: 13, y: 23)])
        // s reflects the previous cubic's second control point.
        #expect(p.points[10] == p.points[9] * 2 - p.points[8])
    }

    @Test func compactArcFlagsAndNumbers() throws {
        let s = try scene("<path d='M0 0a1 1 0 00 1 1a1,1,0,1,1,2-2.5e-1L-.5.5'/>")
        #expect(s.items[0].path.verbs == [.move, .arc, .arc, .line])
        #expect(s.items[0].path.points.last == Point(x: -0.5, y: 0.5))
        #expect(s.items[0].path.points[1] == Point(x: 1, y: 0))   // first arc: centre (1, 0)
    }

    @Test func shapesStylesAndInheritance() throws {
        let s = try scene("""
            <g fill='red' stroke='#00f' stroke-width='3' opacity='0.5' transform='translate(10,0)'>
              <rect x='1' y='2' width='10' height='5' style='fill: rgb(0, 128, 255); stroke-linejoin:round'/>
              <circle cx='5' cy='5' r='2' fill-opacity='50%' transform='scale(2)'/>
              <ellipse cx='5' cy='5' rx='2' ry='1' stroke='none' fill-rule='evenodd'/>
              <line x1='0' y1='0' x2='5' y2='5' stroke-dasharray='4, 2' stroke-dashoffset='1' stroke-linecap='square'/>
              <polygon points='0,0 10,0 10,10' opacity='0.5'/>
              <polyline points='0 0 1 1 2 0' stroke-miterlimit='2'/>
            </g>
            """)
        #expect(s.items.count == 6)
        #expect(s.items[0].fill == .color(Color(r: 0, g: 128, b: 255)))
        #expect(s.items[0].stroke == .color(Color(r: 0, g: 0, b: 255)))
        #expect(s.items[0].strokeStyle.join == .round && s.items[0].strokeStyle.width == 3)
        #expect(s.items[0].opacity == 0.5 && s.items[4].opacity == 0.25)
        #expect(s.items[1].fillOpacity == 0.5)
        #expect(s.items[1].transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(s.items[2].stroke == nil && s.items[2].fillRule == .evenOdd)
        #expect(s.items[3].fill == nil && s.items[3].strokeStyle.dashes == [4, 2])
        #expect(s.items[3].strokeStyle.dashOffset == 1 && s.items[3].strokeStyle.cap == .square)
        #expect(s.items[4].path.verbs.last == .close && s.items[5].path.verbs.last == .line)
        #expect(s.items[5].strokeStyle.miterLimit == 2)
        #expect(s.warnings.isEmpty, "\(s.warnings)")
    }

    @Test func transformsComposeRightToLeft() throws {
        let s = try scene("<rect width='1' height='1' transform='translate(5 5) rotate(90) scale(2,3) matrix(1 0 0 1 1 0)'/><rect width='1' height='1' transform='rotate(180, 1, 1)'/>")
        let t = s.items[0].transform
        let q = t.apply(Point(x: 0, y: 0))   // matrix → (1,0), scale → (2,0), rotate → (0,2), +5
        #expect(abs(q.x - 5) < 1e-12 && abs(q.y - 7) < 1e-12)
        let r = s.items[1].transform.apply(Point(x: 2, y: 1))
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
    }

    @Test func viewBoxMapsToCanvas() throws {
        let s = try scene("<rect width='10' height='10'/>", root: "width='200' height='100' viewBox='10 0 100 100'")
        #expect(s.width == 200 && s.height == 100)
        #expect(s.items[0].transform == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 40, ty: 0))
    }

    @Test func colours() {
        #expect(_SVGColor.parse("#abc") == Color(r: 0xAA, g: 0xBB, b: 0xCC))
        #expect(_SVGColor.parse(" #A0B1C2 ") == Color(r: 0xA0, g: 0xB1, b: 0xC2))
        #expect(_SVGColor.parse("rgb(100%, 0%, 50%)") == Color(r: 255, g: 0, b: 128))
        #expect(_SVGColor.parse("steelblue") == Color(r: 0x46, g: 0x82, b: 0xB4))
        #expect(_SVGColor.parse("Red") == Color(r: 255, g: 0, b: 0))
        #expect(_SVGColor.parse("nocolor") == nil)
    }

    @Test func linearGradientResolvedAfterUse() throws {
        let s = try scene("""
            <rect width='10' height='10' fill='url(#g)'/>
            <defs><linearGradient id='g' gradientUnits='userSpaceOnUse' x1='0' y1='1' x2='0' y2='9' gradientTransform='translate(1 0)'>
              <stop offset='0' stop-color='red' stop-opacity='0.5'/><stop offset='100%' style='stop-color:blue'/>
            </linearGradient><rect width='5' height='5'/></defs>
            """)
        #expect(s.items.count == 1)
        guard case .linearGradient(let g) = s.items[0].fill else { Issue.record("no gradient"); return }
        #expect(g.start == Point(x: 0, y: 1) && g.end == Point(x: 0, y: 9))
        #expect(g.stops == [.init(offset: 0, color: Color(r: 255, g: 0, b: 0, a: 128)),
                            .init(offset: 1, color: Color(r: 0, g: 0, b: 255))])
        #expect(g.transform == .translation(x: 1, y: 0))
    }

    @Test func unknownThingsWarnAndGoOn() throws {
        let s = try scene("<!-- c --><title>t</title><text x='1'>hi<tspan/></text><rect width='1' height='1' foo='1' fill='url(#nope)'/>")
        #expect(s.items.count == 1 && s.items[0].fill == nil)
        #expect(s.warnings.count == 4, "\(s.warnings)")
    }

    @Test(arguments: [
        ("<path d='M 1 2 L 3 x'/>", 2, 19),
        ("<path d='M 1 2 A 1 1 0 2 0 3 3'/>", 2, 23),
        ("<rect width='1e' height='1'/>", 2, 14),
        ("<path d='L 1 2'/>", 2, 9),
        ("<rect width='1' height='1'>", 2, 27),
        ("<g></rect></g>", 2, 3),
        ("\n <path d='M0 0\n  L 1 1e5.3 z'/>", 4, 13),
    ])
    /// `at` is the 0-based offset in `body` of the bad byte (line 2 starts with the root tag).
    func malformedInputThrowsWithLineAndColumn(_ body: String, _ line: Int, _ at: Int) {
        let prefix = "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='50'>".count
        let col = line == 2 ? prefix + at + 1 : at
        do {
            _ = try scene(body)
            Issue.record("no error for \(body)")
        } catch {
            let d = error.description
            #expect(d.contains("line \(line), column \(col):"), "\(body): \(d)")
        }
    }

    @Test func depthAndRootLimits() {
        let deep = String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300)
        #expect(throws: SVGError.self) { try scene(deep) }
        #expect(throws: SVGError.noRootElement) { try SVGScene(bytes: Array("<g/>".utf8)) }
        #expect(throws: SVGError.noRootElement) { try SVGScene(bytes: []) }
    }
}
