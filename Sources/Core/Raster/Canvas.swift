/// Why a canvas could not be made.
public enum CanvasError: Error, CustomStringConvertible, Equatable {
    /// Width or height outside 1…16384 (the values given).
    case invalidSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h): "Canvas size \(w)x\(h) is outside 1...16384 per side"
        }
    }
}

/// An integer pixel rectangle, half-open: columns `x0..<x1`, rows `y0..<y1`.
public struct PixelRect: Sendable, Equatable {
    public var x0: Int, y0: Int, x1: Int, y1: Int
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
    /// The overlap of two rectangles (possibly empty: `x1 <= x0` or `y1 <= y0`).
    public func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

/// A premultiplied RGBA8 pixel buffer, row-major, 4 bytes per pixel (r, g, b, a).
///
/// ```swift
/// var c = try Canvas(width: 640, height: 480)
/// c.clear(.white)
/// c.fill(path, rule: .nonZero, paint: .solid(.black))
/// ```
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA8 bytes, `width * height * 4`.
    public var bytes: [UInt8]
    /// Drawing is limited to this rectangle (always inside the canvas).
    public var clip: PixelRect {
        didSet { clip = clip.intersection(bounds) }
    }

    /// A transparent canvas. - Throws: `CanvasError.invalidSize` unless both sides are in 1…16384.
    /// - Complexity: O(width·height).
    public init(width: Int, height: Int) throws(CanvasError) {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
        clip = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
    }

    /// A canvas with every pixel `color` (premultiplied): `init` then `clear` in one write
    /// of the memory instead of two (a frame's 8 MB: ~70 µs saved).
    /// - Throws: `CanvasError.invalidSize` unless both sides are in 1…16384. - Complexity: O(w·h).
    public init(width: Int, height: Int, color: Color) throws(CanvasError) {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        let word = Self.word(color), n = width * height
        bytes = [UInt8](unsafeUninitializedCapacity: n * 4) { buf, count in
            // Safe: the buffer holds n * 4 bytes, i.e. n aligned words (Array storage is 16-byte aligned).
            UnsafeMutableRawPointer(buf.baseAddress!).initializeMemory(as: UInt32.self, repeating: word, count: n)
            count = n * 4
        }
        clip = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
    }

    /// A canvas whose bytes are unspecified until drawn: for a display list that sets every
    /// pixel before reading any (one that begins with an unclipped `clear`), so that the
    /// memory is written once, band by band, instead of filled first.
    /// - Throws: `CanvasError.invalidSize` unless both sides are in 1…16384.
    init(unfilledWidth width: Int, height: Int) throws(CanvasError) {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        // UInt8 is a trivial type: the bytes need no initialisation before they are written.
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
        clip = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
    }

    /// `color` premultiplied as the stored word: bytes r, g, b, a in memory order.
    static func word(_ color: Color) -> UInt32 {
        let p = color.premultiplied
        return UInt32(littleEndian: UInt32(p.0) | UInt32(p.1) << 8 | UInt32(p.2) << 16 | UInt32(p.3) << 24)
    }

    /// The whole canvas as a rectangle.
    public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Sets every pixel (ignoring the clip) to `color`, premultiplied. - Complexity: O(w·h).
    public mutating func clear(_ color: Color) {
        let v = Self.word(color)
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in words.indices { words[i] = v }
        }
    }

    /// Sets every pixel (ignoring the clip) to `color` on up to `threads` threads, in the
    /// bands a `draw` of a small list on as many threads cuts (`threads` · 4 of equal rows).
    /// A draw on several threads after a clear on one writes over lines left modified in the
    /// clearing core's caches; after this, each core tends to find the bands it cleared
    /// (as a list that begins with `DisplayList.clear` has them): the 1920x1080 benchmark
    /// scenes drew at two threads in 0.86–0.96 of the time (a 4k-vertex area 0.87, bars
    /// 0.88, a 4k-vertex line 0.93; Benchmarks.md, twenty-sixth session). The same bytes as
    /// `clear(_:)`. - Complexity: O(w·h) over the threads.
    public mutating func clear(_ color: Color, threads: Int) {
        guard threads > 1, height > 1 else { clear(color); return }
        let v = Self.word(color), w = width, h = height
        let bands = min(min(threads, 16) * 4, h)
        bytes.withUnsafeMutableBytes { raw in
            nonisolated(unsafe) let base = raw.bindMemory(to: UInt32.self).baseAddress!
            Parallel.forEach(bands, threads: threads) { b in
                // Safe because: band b's rows lie inside the canvas, w words each.
                let rows = Parallel.part(b, of: bands, in: h)
                (base + rows.lowerBound * w).update(repeating: v, count: rows.count * w)
            }
        }
    }

    /// The premultiplied (r, g, b, a) at column `x`, row `y`; nil outside the canvas.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Sets the premultiplied pixel at (`x`, `y`); ignored outside the canvas.
    public mutating func setPixel(x: Int, y: Int, _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        bytes[i] = p.r; bytes[i + 1] = p.g; bytes[i + 2] = p.b; bytes[i + 3] = p.a
    }
}

extension Color {
    /// Channels multiplied by alpha, rounded: (r·a/255, g·a/255, b·a/255, a).
    public var premultiplied: (UInt8, UInt8, UInt8, UInt8) {
        func m(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
        return (m(r), m(g), m(b), a)
    }
}
