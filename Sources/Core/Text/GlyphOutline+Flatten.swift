extension GlyphOutline {
    /// The outline as device-pixel polygons: font units scaled by `scale` (pixels per font
    /// unit, `pixelSize / unitsPerEm`), y flipped (font y up, pixels y down) and moved so the
    /// glyph origin on the baseline lands at `origin`.
    ///
    /// Quadratics are split into `n = ⌈√(|p0 − 2·p1 + p2| / (4·tolerance))⌉` equal parameter
    /// steps: a quadratic's distance to its chord over a step `h` is at most
    /// `|B''|·h²/8 = |p0 − 2·p1 + p2|·h²/4`, so every chord lies within `tolerance` pixels of
    /// the curve. The closing point (equal to the contour start) is dropped, since `FlatPath`
    /// contours are implicitly closed.
    /// - Parameters:
    ///   - scale: pixels per font unit, > 0.
    ///   - origin: pixel position of the glyph origin (pen position on the baseline).
    ///   - tolerance: maximum distance in pixels between curve and polygon, > 0.
    /// - Complexity: O(segments + emitted points).
    public func flattened(scale: Float, origin: SIMD2<Float>, tolerance: Float = 0.1) -> FlatPath {
        var path = FlatPath()
        appendFlattened(to: &path, scale: scale, origin: origin, tolerance: tolerance)
        return path
    }

    /// Appends `flattened(scale:origin:tolerance:)`'s contours to `path` (for laying out
    /// many glyphs into one path). - Complexity: as `flattened`.
    public func appendFlattened(to path: inout FlatPath, scale: Float, origin: SIMD2<Float>, tolerance: Float = 0.1) {
        let tol = tolerance > 0 ? tolerance : 0.1
        func pixel(_ p: SIMD2<Float>) -> SIMD2<Float> { SIMD2(origin.x + p.x * scale, origin.y - p.y * scale) }
        for contour in contours {
            let start = pixel(contour.start)
            var current = start
            path.points.append(start)
            for segment in contour.segments {
                switch segment {
                case let .line(to):
                    current = pixel(to)
                    path.points.append(current)
                case let .quad(c, to):
                    let p1 = pixel(c)
                    let p2 = pixel(to)
                    let d = current - 2 * p1 + p2
                    let bend = (d * d).sum().squareRoot()
                    // Capped so a huge scale cannot allocate without bound; a NaN or
                    // infinite scale gives one chord instead of trapping in `Int(_:)`.
                    let steps = (bend / (4 * tol)).squareRoot().rounded(.up)
                    let n = steps.isFinite ? Int(min(1024, max(1, steps))) : 1
                    for k in 1...n {
                        let t = Float(k) / Float(n)
                        let u = 1 - t
                        path.points.append(u * u * current + 2 * u * t * p1 + t * t * p2)
                    }
                    current = p2
                }
            }
            if path.points.count - (path.contourEnds.last ?? 0) > 1, path.points.last == start {
                path.points.removeLast()
            }
            path.closeContour()
        }
    }
}
