/// Turns an SVG scene into the rasterizer's display list: each item's fill is its path
/// flattened through its transform, each stroke the stroker's outline (filled non-zero,
/// so overlaps count once), each paint a `Paint` in device pixels.
///
/// ```swift
/// let scene = try SVGScene(bytes: bytes)
/// var canvas = try Canvas(width: Int(scene.width), height: Int(scene.height))
/// canvas.draw(scene.displayList(), threads: 2)
/// ```
extension SVGScene {
    /// The display list of the scene, in document order (fill before stroke per item).
    /// A stroke of one open polyline that runs one way in x (a chart line), undashed, with
    /// miter or bevel joins and butt or square caps, is drawn by columns (`LineColumns`).
    /// The strokes' dashes are held to `Path.maxDashes` all together (`Stroker.dashAllowance`):
    /// past it a stroke is solid, at its pattern's share of the ink.
    /// - Parameters:
    ///   - tolerance: curve flattening error in device pixels, kept inside the scene's
    ///     canvas (0, 0, `width`, `height`) — the SVG viewport — however large a curve is
    ///     (`Path.flattened(clip:)`); outside it a huge curve may be drawn as chords.
    ///   - threads: threads the stroker may use for long polylines (`Stroker.chunkSize`)
    ///     and flattening for paths of many subpaths; the result is the same for any count.
    /// - Complexity: O(flattened and stroked vertices).
    public func displayList(tolerance: Double = 0.1, threads: Int = 1) -> DisplayList {
        var list = DisplayList(), stroker = Stroker()
        rebuild(&list, stroker: &stroker, tolerance: tolerance, threads: threads)
        return list
    }

    /// `displayList(tolerance:threads:)` made again into `list`, for a scene drawn every
    /// frame: each fill and stroke outline is written into the buffers of the path at its
    /// position in `list` (its own last one), and `stroker` keeps its per-chunk scratch, so
    /// a warm frame's paths neither allocate nor page-fault (flattened on one thread);
    /// polylines drawn by columns are made anew.
    /// Buffers still held elsewhere (a copy of the old list) are copied on write, never
    /// shared: the result equals `displayList`'s whatever `list` held.
    /// - Complexity: O(flattened and stroked vertices).
    public func rebuild(_ list: inout DisplayList, stroker: inout Stroker, tolerance: Double = 0.1, threads: Int = 1) {
        // The old paths by command position (the same scene makes the same commands, so a
        // fill or stroke finds the buffer of its own last path); the commands let go of them
        // first.
        var spare: [FlatPath?] = list.commands.map { if case let .fill(p, _, _) = $0 { p } else { nil } }
        list.commands.removeAll(keepingCapacity: true)
        // The canvas: huge curves are flattened to the tolerance where they are seen.
        let clip = Rect(x: 0, y: 0, width: width, height: height)
        // The same in whole pixels, for strokes drawn by columns.
        let pixels = PixelRect(x0: 0, y0: 0, x1: Int(min(max(width, 0), 16384).rounded(.up)),
                               y1: Int(min(max(height, 0), 16384).rounded(.up)))
        // All the strokes' dashes together held to `Path.maxDashes` (bounded work for any
        // scene; past it, strokes are solid at their patterns' share of the ink).
        let allowance = stroker.dashAllowance
        stroker.dashAllowance = min(allowance, Double(Path.maxDashes))
        defer { stroker.dashAllowance = allowance }
        for item in items {
            // A paint that draws nothing (`transparent`, opacity 0) makes no geometry.
            if let fill = item.fill,
               case let paint = Self.paint(fill, opacity: item.opacity * item.fillOpacity, transform: item.transform),
               !paint.isInvisible {
                var flat = reuse(&spare, list.count)
                item.path._flatten(transform: item.transform, tolerance: tolerance, threads: threads, clip: clip,
                                   into: &flat)
                list.fill(flat, rule: item.fillRule == .evenOdd ? .evenOdd : .nonZero, paint: paint)
            }
            if let stroke = item.stroke, item.strokeStyle.width > 0,
               case let paint = Self.paint(stroke, opacity: item.opacity * item.strokeOpacity, transform: item.transform),
               !paint.isInvisible {
                // An undashed polyline that runs one way in x (a chart line): its union by
                // columns, not an outline.
                if let line = LineColumns(stroking: item.path, style: item.strokeStyle, transform: item.transform,
                                          clip: pixels, threads: threads) {
                    list.fill(line, paint: paint)
                    continue
                }
                var outline = reuse(&spare, list.count)
                outline.points.removeAll(keepingCapacity: true)
                outline.contourEnds.removeAll(keepingCapacity: true)
                let ink = stroker.stroke(item.path, style: item.strokeStyle, transform: item.transform,
                                         tolerance: tolerance, threads: threads, clip: clip, into: &outline)
                // (A dash pattern too fine to cut is stroked solid, at its share of the ink.)
                list.fill(outline, rule: .nonZero, paint: ink == 1 ? paint
                          : Self.paint(stroke, opacity: item.opacity * item.strokeOpacity * ink, transform: item.transform))
            }
        }
    }

    /// The old path of command `k`, if any, taken out of `spare` (so that it alone holds
    /// its storage: no copy on write), else an empty one.
    private func reuse(_ spare: inout [FlatPath?], _ k: Int) -> FlatPath {
        guard k < spare.count, let old = spare[k] else { return FlatPath() }
        spare[k] = nil
        return old
    }

    /// An SVG paint in device pixels: a gradient's ends go through its own transform, then
    /// the item's.
    static func paint(_ p: SVGPaint, opacity: Double, transform: AffineTransform) -> Paint {
        let o = Float(opacity)
        switch p {
        case .color(let c):
            return .solid(c, opacity: o)
        case .linearGradient(let g):
            let t = g.transform.concatenating(transform)
            let s = t.apply(g.start), e = t.apply(g.end)
            return .linearGradient(start: SIMD2(Float(s.x), Float(s.y)), end: SIMD2(Float(e.x), Float(e.y)),
                                   stops: g.stops.map { ($0.offset, $0.color) }, opacity: o)
        }
    }
}
