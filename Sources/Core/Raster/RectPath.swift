/// Recognises a path made only of axis-aligned rectangles whose pixels do not meet (a bar
/// chart drawn as one path), so `Canvas.draw` can send it to `RectFill`.
///
/// Each rectangle is inside under either fill rule (its winding is ±1) and, because no
/// two share a pixel, blending them one by one gives the same bytes as the union: the
/// general rasterizer's coverage of a pixel is the area of the one rectangle touching it.
/// Rectangles that share a pixel (stacked or overlapping bars) are not taken: their union
/// is not the sum of two source-over blends.
enum RectPath {
    struct Rect: Sendable { var x0, y0, x1, y1: Float }

    /// At most this many rectangles are checked for pixel overlap (O(n log n + pairs)).
    static let maxRects = 100_000

    /// The rectangles of `path` if it is nothing but pixel-disjoint axis-aligned rectangles.
    /// - Complexity: O(n log n) for n contours, plus the pairs that overlap in x.
    static func rects(_ path: FlatPath) -> [Rect]? {
        let pts = path.points
        var out: [Rect] = []
        var start = 0
        for end in path.contourEnds {
            defer { start = end }
            var n = end - start
            if n == 5 && pts[start] == pts[end - 1] { n = 4 }
            guard n == 4, out.count < maxRects else { return nil }
            let a = pts[start], b = pts[start + 1], c = pts[start + 2], d = pts[start + 3]
            // Finite: v · 0 is 0 for a finite v, NaN for ±∞ and NaN (no array of the four:
            // one was allocated a rectangle, ~35 ns each).
            let zero = (a * 0 + b * 0) + (c * 0 + d * 0) as SIMD2<Float>
            guard zero == .zero else { return nil }
            // a→b horizontal then vertical, or vertical then horizontal; opposite sides equal.
            let hv = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
            let vh = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
            guard hv || vh else { return nil }
            let r = Rect(x0: min(a.x, c.x), y0: min(a.y, c.y), x1: max(a.x, c.x), y1: max(a.y, c.y))
            if r.x0 < r.x1 && r.y0 < r.y1 { out.append(r) }
        }
        guard !out.isEmpty else { return nil }
        // Pixel footprints: columns floor(x0)..<ceil(x1), rows floor(y0)..<ceil(y1).
        let fp = out.map { r in
            (r.x0.rounded(.down), r.y0.rounded(.down), r.x1.rounded(.up), r.y1.rounded(.up))
        }
        let order = fp.indices.sorted { fp[$0].0 < fp[$1].0 }
        for (k, i) in order.enumerated() {
            var m = k + 1
            while m < order.count, fp[order[m]].0 < fp[i].2 {
                let j = order[m]
                if fp[j].1 < fp[i].3 && fp[i].1 < fp[j].3 { return nil }
                m += 1
            }
        }
        return out
    }
}
