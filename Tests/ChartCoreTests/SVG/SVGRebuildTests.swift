import Foundation
import Testing
@testable import ChartCore

/// `SVGScene.rebuild` (a frame's list made again into the last frame's buffers) against
/// `displayList`: the same paths, whatever the list held before, and a copy of the old list
/// kept by the caller is not touched.
@Suite struct SVGRebuildTests {
    /// Fills and strokes, one polyline long enough for the stroker's chunks (2 × 1,024 points).
    static func scene(points: Int, seed: Double) throws -> SVGScene {
        let line = (0..<points).map { i in
            String(format: "%.3f,%.3f", 5 + Double(i) * 390 / Double(points), 100 + 60 * sin(Double(i) * 0.37 + seed))
        }.joined(separator: " ")
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
            <path d="M10 10 C 60 0, 90 80, 140 30 Z" fill="#3a7" stroke="#123" stroke-width="3" stroke-linejoin="round"/>
            <polyline points="\(line)" fill="none" stroke="#c30" stroke-width="1.5"/>
            <circle cx="300" cy="50" r="\(20 + seed)" fill="#00f" stroke="#000" stroke-dasharray="4 2"/>
            </svg>
            """
        return try SVGScene(bytes: Array(svg.utf8))
    }

    @Test func rebuildingEqualsAFreshListFrameAfterFrame() throws {
        var list = DisplayList(), stroker = Stroker()
        // Scenes of different sizes in turn: buffers larger or smaller than the next need.
        for (k, points) in [3_000, 5_000, 2_500, 40, 3_000].enumerated() {
            let scene = try Self.scene(points: points, seed: Double(k))
            for threads in [1, 2] {
                let old = list
                let oldPaths = old.paths.map(\.path)
                scene.rebuild(&list, stroker: &stroker, threads: threads)
                let fresh = scene.displayList(threads: threads)
                #expect(list.count == fresh.count, "scene \(k) threads \(threads)")
                #expect(list.paths.map(\.path) == fresh.paths.map(\.path), "scene \(k) threads \(threads)")
                #expect(list.paths.map(\.evenOdd) == fresh.paths.map(\.evenOdd))
                // The caller's copy of the last frame is its own.
                #expect(old.paths.map(\.path) == oldPaths, "scene \(k) threads \(threads)")
            }
        }
    }

    /// The point of it: the same scene again writes each fill and outline into its own
    /// last buffer (no new allocation, so no fresh pages), where the caller kept no copy.
    @Test func aWarmRebuildWritesIntoTheSameBuffers() throws {
        let scene = try Self.scene(points: 3_000, seed: 0.25)
        var list = DisplayList(), stroker = Stroker()
        func bases(_ l: DisplayList) -> [UnsafeRawPointer?] {
            l.paths.map { $0.path.points.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        }
        scene.rebuild(&list, stroker: &stroker, threads: 2)
        let first = bases(list)
        scene.rebuild(&list, stroker: &stroker, threads: 2)
        let second = bases(list)
        // Paths: fill, stroke (path); fill, stroke (circle). (The polyline's stroke is
        // column coverage, `LineColumns`, made anew each frame.)
        #expect(first.count == 4 && second.count == 4)
        for k in 0..<4 { #expect(first[k] != nil && first[k] == second[k], "path at \(k)") }
    }

    @Test func aRebuiltListDrawsTheSameBytes() throws {
        let scene = try Self.scene(points: 3_000, seed: 0.5)
        var list = DisplayList(), stroker = Stroker()
        scene.rebuild(&list, stroker: &stroker, threads: 2)
        scene.rebuild(&list, stroker: &stroker, threads: 2)
        var a = try Canvas(width: 400, height: 200), b = try Canvas(width: 400, height: 200)
        a._draw(list, threads: 2, mode: .auto)
        b._draw(scene.displayList(threads: 2), threads: 2, mode: .auto)
        #expect(a.bytes == b.bytes)
        #expect(a.bytes.contains { $0 != 0 })
    }
}
