import Foundation
import Testing
import ChartCore

/// The benchmark scenes written by `python3 shared/peers/raster_peers.py --write-svg DIR`:
/// read from `$CHARTCORE_SVG_SCENES` (default /tmp/svgscenes) when present (S3, 18 MB,
/// parses in ~1.5 s in debug).
@Suite struct SVGBenchmarkScenesTests {
    static let dir = ProcessInfo.processInfo.environment["CHARTCORE_SVG_SCENES"] ?? "/tmp/svgscenes"
    static let present = FileManager.default.fileExists(atPath: dir + "/S1.svg")

    /// (scene, verbs of its one item, stroke width or nil for fill-only)
    @Test(.enabled(if: present), arguments: [
        ("S1", 4_000, 1.0), ("S2", 100_000, 2.0), ("S3", 1_000_000, 1.0),
        ("S4a", 4_003, 0.0), ("S4b", 4_003, 0.0), ("S5", 5_000 * 4, 0.0), ("S6", 500 * 5, 0.0),
    ])
    func scenesParseWithTheirElementCounts(_ name: String, _ verbs: Int, _ width: Double) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(Self.dir)/\(name).svg"))
        let scene = try SVGScene(bytes: [UInt8](data))
        #expect(scene.width == 1920 && scene.height == 1080, "\(name)")
        #expect(scene.items.count == 1, "\(name)")
        #expect(scene.warnings.isEmpty, "\(name) \(scene.warnings)")
        let item = scene.items[0]
        #expect(item.path.verbs.count == verbs, "\(name)")
        #expect(item.transform == .identity, "\(name)")
        if width > 0 {
            #expect(item.fill == nil && item.stroke != nil && item.strokeStyle.width == width, "\(name)")
        } else {
            #expect(item.fill != nil && item.stroke == nil, "\(name)")
        }
        if name == "S4b" {
            guard case .linearGradient(let g) = item.fill else { Issue.record("S4b gradient"); return }
            #expect(g.stops.count == 2 && g.start.x == 0 && g.end.x == 0)
        }
        if name == "S5" {
            // 5,000 circles of r = 3: flattened area ≈ 5,000 · π · 9 (0.1 px tolerance).
            let area = shoelaceArea(item.path.flattened())
            #expect(abs(area) <= 5_000 * Double.pi * 9 && abs(area) > 5_000 * (Double.pi * 9 - 2 * Double.pi * 3 * 0.1))
        }
    }
}
