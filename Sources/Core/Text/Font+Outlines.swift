extension Font {
    /// The outline of glyph `glyph` in font units (y up); empty for glyphs without contours
    /// (the space). Composite glyphs are resolved into one outline.
    /// - Throws: `FontError.glyphOutOfRange`, `.truncated` / `.badValue` naming `loca` or
    ///   `glyf` and the offset, `.compositeCycle`, `.compositeTooDeep`, or `.unsupported`
    ///   for point-matched component placement.
    /// - Complexity: O(points in the glyph and its components).
    public func outline(of glyph: Int) throws -> GlyphOutline {
        try _outline(of: glyph, path: [])
    }

    /// Byte range of `glyph` inside `glyf`, from `loca`.
    func _glyphRange(_ glyph: Int) throws -> Range<Int> {
        guard (0..<glyphCount).contains(glyph) else {
            throw FontError.glyphOutOfRange(glyph: glyph, glyphCount: glyphCount)
        }
        let loca = try _table("loca")
        let start: Int
        let end: Int
        if _indexToLocFormat == 0 {
            start = 2 * Int(try loca.u16(2 * glyph))
            end = 2 * Int(try loca.u16(2 * glyph + 2))
        } else {
            start = Int(try loca.u32(4 * glyph))
            end = Int(try loca.u32(4 * glyph + 4))
        }
        guard start <= end else {
            throw FontError.badValue(
                table: "loca", offset: (_indexToLocFormat == 0 ? 2 : 4) * glyph, what: "glyph \(glyph) ends before it starts")
        }
        return start..<end
    }

    func _outline(of glyph: Int, path: [Int]) throws -> GlyphOutline {
        if path.contains(glyph) { throw FontError.compositeCycle(glyph: glyph) }
        if path.count > Font.maxCompositeDepth {
            throw FontError.compositeTooDeep(glyph: glyph, depth: Font.maxCompositeDepth)
        }
        let range = try _glyphRange(glyph)
        if range.isEmpty { return GlyphOutline() }
        let glyf = try _table("glyf").slice(range.lowerBound, range.count)
        let contourCount = Int(try glyf.i16(0))
        if contourCount >= 0 { return try Font._simpleOutline(glyf, contourCount: contourCount) }
        return try _compositeOutline(glyf, path: path + [glyph])
    }

    /// A simple glyph: end points, instructions (skipped), flags with repeats, then x and y
    /// deltas (1 byte with a sign flag, 2 bytes, or "same as previous").
    static func _simpleOutline(_ glyf: _TableReader, contourCount: Int) throws -> GlyphOutline {
        var ends: [Int] = []
        ends.reserveCapacity(contourCount)
        for k in 0..<contourCount {
            let end = Int(try glyf.u16(10 + 2 * k))
            guard end >= (ends.last ?? -1) else {
                throw FontError.badValue(table: "glyf", offset: glyf.origin + 10 + 2 * k, what: "contour end points decrease")
            }
            ends.append(end)
        }
        let pointCount = (ends.last ?? -1) + 1
        let instructionLength = Int(try glyf.u16(10 + 2 * contourCount))
        var at = 12 + 2 * contourCount + instructionLength
        // Every point needs at least one flag byte: rejects absurd counts before allocating.
        try glyf.need(at, pointCount)
        var flags = [UInt8]()
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try glyf.u8(at)
            at += 1
            var repeats = 1
            if flag & 0x08 != 0 {
                repeats += Int(try glyf.u8(at))
                at += 1
            }
            for _ in 0..<min(repeats, pointCount - flags.count) { flags.append(flag) }
        }
        func coordinates(short: UInt8, same: UInt8) throws -> [Float] {
            var value = 0
            var result = [Float]()
            result.reserveCapacity(pointCount)
            for flag in flags {
                if flag & short != 0 {
                    let delta = Int(try glyf.u8(at))
                    at += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += Int(try glyf.i16(at))
                    at += 2
                }
                result.append(Float(value))
            }
            return result
        }
        let xs = try coordinates(short: 0x02, same: 0x10)
        let ys = try coordinates(short: 0x04, same: 0x20)
        let points = (0..<pointCount).map { (SIMD2(xs[$0], ys[$0]), flags[$0] & 0x01 != 0) }
        var contours: [GlyphOutline.Contour] = []
        var first = 0
        for end in ends {
            if let contour = GlyphOutline._contour(points[first..<(end + 1)]) { contours.append(contour) }
            first = end + 1
        }
        return GlyphOutline(contours: contours, pointCount: pointCount)
    }

    /// A composite glyph: component records, each a glyph id, an x/y offset and an optional
    /// scale or 2×2 matrix, read until MORE_COMPONENTS is clear.
    func _compositeOutline(_ glyf: _TableReader, path: [Int]) throws -> GlyphOutline {
        var result = GlyphOutline()
        var at = 10
        while true {
            let flags = try glyf.u16(at)
            let component = Int(try glyf.u16(at + 2))
            at += 4
            let dx: Float
            let dy: Float
            if flags & 0x0001 != 0 {  // ARG_1_AND_2_ARE_WORDS
                dx = Float(try glyf.i16(at))
                dy = Float(try glyf.i16(at + 2))
                at += 4
            } else {
                dx = Float(try glyf.i8(at))
                dy = Float(try glyf.i8(at + 1))
                at += 2
            }
            guard flags & 0x0002 != 0 else {  // ARGS_ARE_XY_VALUES
                throw FontError.unsupported("point-matched component in glyph \(path.last ?? -1)")
            }
            var m: (a: Float, b: Float, c: Float, d: Float) = (1, 0, 0, 1)
            if flags & 0x0008 != 0 {  // WE_HAVE_A_SCALE
                let s = try glyf.f2dot14(at)
                m = (s, 0, 0, s)
                at += 2
            } else if flags & 0x0040 != 0 {  // WE_HAVE_AN_X_AND_Y_SCALE
                m = (try glyf.f2dot14(at), 0, 0, try glyf.f2dot14(at + 2))
                at += 4
            } else if flags & 0x0080 != 0 {  // WE_HAVE_A_TWO_BY_TWO
                m = (try glyf.f2dot14(at), try glyf.f2dot14(at + 2), try glyf.f2dot14(at + 4), try glyf.f2dot14(at + 6))
                at += 8
            }
            let part = try _outline(of: component, path: path)._transformed(m, offset: SIMD2(dx, dy))
            result.contours += part.contours
            result.pointCount += part.pointCount
            if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
        }
        return result
    }
}
