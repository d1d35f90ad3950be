import Foundation
import Testing
@testable import ChartCore

/// Untrusted files at their limits: nesting, element counts, sizes whose byte counts
/// overflow Int. Each is a typed error naming the limit, never a trap, a stack overflow
/// or an unbounded allocation (issue #9).
@Suite struct ExtremeFileInputTests {
    /// Made once (a static is initialised once, thread-safely): the tests run in parallel,
    /// and concurrent `createDirectory` calls for one path can race (the suite failed once
    /// in two full runs this session and passed alone; this race is the suspect).
    static let dir: URL? = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("chartcore-hardening-\(getpid())")
        return (try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)) != nil ? d : nil
    }()

    /// A file of its own for each call (a unique name, written whole before it appears):
    /// two cases writing one name in parallel truncated the file under the other's mapping,
    /// a bus error in the reader (the CI run at `bb95948`; the arguments below held one
    /// value twice, `Int.max / 4 + 1` and `1 << 61`).
    static func tmp(_ name: String, _ bytes: [UInt8]) throws -> String {
        let dir = try #require(Self.dir, "a temporary directory")
        let path = dir.appendingPathComponent(UUID().uuidString + "-" + name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// A .npy header whose shape needs more bytes than Int can count: the size check
    /// trapped on `n * size` (in its own error message) and on `dataStart + bytes`.
    @Test(arguments: [Int.max, Int.max / 8, Int.max / 4 + 1, 1 << 62])
    func npyShapeWhoseByteCountOverflows_throwsTruncated(n: Int) throws {
        var header = "{'descr': '<f8', 'fortran_order': False, 'shape': (\(n),), }"
        header += String(repeating: " ", count: (64 - (10 + header.utf8.count + 1) % 64) % 64) + "\n"
        let len = header.utf8.count
        let bytes: [UInt8] = [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59, 1, 0, UInt8(len & 0xFF), UInt8(len >> 8)]
            + Array(header.utf8) + [UInt8](repeating: 0, count: 16)
        let path = try Self.tmp("overflow\(n).npy", bytes)
        #expect { _ = try NPY.load(path: path) } throws: { ($0 as? SeriesError)?.kind == .truncated }
    }

    /// Raw binary with a count whose byte size overflows: `.truncated`, no trap.
    @Test func rawBinaryCountWhoseByteCountOverflows_throwsTruncated() throws {
        let path = try Self.tmp("raw.f64", [UInt8](repeating: 0, count: 64))
        for n in [Int.max, Int.max / 8 + 1, Int.max / 8] {
            #expect { _ = try RawBinary.load(path: path, type: .float64, count: n, offset: 8) }
                throws: { ($0 as? SeriesError)?.kind == .truncated }
        }
        #expect { _ = try RawBinary.load(path: path, type: .float64, count: 1, offset: Int.max) }
            throws: { ($0 as? SeriesError)?.kind == .malformed }
    }

    /// 1e6 nested arrays: the reader stops at `JSONReader.maxDepth` with an error naming
    /// the limit instead of overflowing the stack.
    @Test func json1e6NestedArrays_throwsMalformedAtMaxDepth() {
        let text = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: SeriesError.self) { _ = try JSONReader.parse(text) }
        do { _ = try JSONReader.parse(text) } catch {
            #expect(error.kind == .malformed && error.message.contains("\(JSONReader.maxDepth)"))
        }
        // Exactly at the limit it parses.
        let ok = Array((String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)).utf8)
        #expect(throws: Never.self) { _ = try JSONReader.parse(ok) }
    }

    /// Telegram JSON with numbers at the edges of Int64 and Double: exact or an error.
    @Test func telegramNumbersAtInt64AndDoubleEdges_loadOrThrowWithTheColumn() throws {
        let text = #"{"columns":[["x",-9223372036854775808,9223372036854775807],["y0",1e308,-1e308]],"types":{"x":"x","y0":"line"}}"#
        let sets = try Array(text.utf8).withUnsafeBytes { try TelegramLoader.parse($0) }
        #expect(sets[0].x.count == 2 && sets[0].series[0].y.value(at: 0) == 1e308)
        let overflow = #"{"columns":[["x",1,2],["y0",1e999,0]],"types":{"x":"x","y0":"line"}}"#
        // 1e999 reads as infinity: a value (not a gap), kept as is.
        let inf = try Array(overflow.utf8).withUnsafeBytes { try TelegramLoader.parse($0) }
        #expect(inf[0].series[0].y.value(at: 0) == .infinity)
        let dup = #"{"columns":[["x",1,1],["y0",0,0]],"types":{"x":"x","y0":"line"}}"#
        #expect { _ = try Array(dup.utf8).withUnsafeBytes { try TelegramLoader.parse($0) } } throws: {
            let e = $0 as? SeriesError
            return e?.kind == .notAscending && e?.index == 1
        }
    }

    /// 1e6 nested groups in SVG: stopped at `SVGScene.maxDepth` (256) with the location.
    @Test func svg1e6NestedGroups_throwsTooDeepAtTheLimit() {
        let text = Array(("<svg>" + String(repeating: "<g>", count: 1_000_000)).utf8)
        #expect(throws: SVGError.tooDeep(line: 1, column: 6 + 3 * (SVGScene.maxDepth - 1), limit: SVGScene.maxDepth)) {
            _ = try SVGScene(bytes: text)
        }
    }

    /// More than `SVGScene.maxElements` (1e6) elements: an error at the first element past
    /// the limit, with its location, not unbounded memory. The 4 MB document of 1e6 + 1
    /// elements takes ~1 s in debug, so by default the same walk is checked with the limit
    /// lowered to 1000; CHARTCORE_LONG_TESTS=1 runs the real one.
    @Test func svgMoreElementsThanTheLimit_throwsTooManyElementsAtTheFirstOnePast() throws {
        let limit = longTests ? SVGScene.maxElements : 1000
        let text = Array(("<svg>" + String(repeating: "<g/>", count: limit) + "</svg>").utf8)
        var r = _SVGReader(text)
        r.maxElements = limit
        // 1 root + (limit - 1) groups pass; the limit-th group (byte 5 + 4·(limit-1)) fails.
        #expect(throws: SVGError.tooManyElements(line: 1, column: 6 + 4 * (limit - 1), limit: limit)) {
            _ = try r.read()
        }
        var ok = _SVGReader(Array(("<svg>" + String(repeating: "<g/>", count: limit - 1) + "</svg>").utf8))
        ok.maxElements = limit
        #expect(throws: Never.self) { _ = try ok.read() }
    }

    /// A polyline of many points parses into one item with every point (memory linear in
    /// the input); 1e6 points under CHARTCORE_LONG_TESTS.
    @Test func svgPolylineOfManyPoints_parsesEveryPoint() throws {
        let n = testCount(quick: 20_000, long: 1_000_000)
        var text = "<svg width='10' height='10'><polyline fill='none' stroke='black' points='"
        text.reserveCapacity(n * 8 + 100)
        for i in 0..<n { text += "\(i % 10) \(i % 7) " }
        text += "'/></svg>"
        let s = try SVGScene(bytes: Array(text.utf8))
        #expect(s.items.count == 1 && s.items[0].path.points.count == n)
    }

    /// Root sizes of 1e300, NaN-producing viewBoxes and negative sizes: parsed without
    /// a trap; a canvas for them is refused by `Canvas` (the caller's size check).
    @Test func svgRootSizeHugeOrDegenerate_parsesWithoutTrap_andCanvasRefusesIt() throws {
        let s = try SVGScene(bytes: Array("<svg width='1e300' height='-5' viewBox='0 0 0 1e-320'><rect width='1' height='1'/></svg>".utf8))
        #expect(s.width == 1e300 && s.height == -5)
        let w = s.width.isFinite && abs(s.width) < 1e9 ? Int(s.width) : -1
        #expect(throws: CanvasError.self) { _ = try Canvas(width: w, height: Int(s.height)) }
        _ = s.displayList()   // finite or dropped geometry, no trap
    }
}
