/// Renders frames of one chart: `render(state)` is a pure function of the data, the canvas
/// size and the state, so frames can be tested and benchmarked.
///
/// A frame is recorded as a `DisplayList` (title, y grid and labels, the series, the
/// indicator, x labels, the legend; the minimap first) and drawn banded across `threads`;
/// the minimap's series are drawn once and copied while only its window moves.
/// Its cost does not depend on the number of points: the y range comes from the range
/// engines in O(log n) per series, and a line whose window holds more than two points
/// per pixel is drawn from the engine's pixel-column M4 (O(w log n)), raw points otherwise.
///
/// ```swift
/// let data = ChartData(try TelegramLoader.load(path: "round1/chart_data.json")[0])
/// let r = try ChartRenderer(data: data, width: 1920, height: 1080)
/// let canvas = try r.render(ChartState(viewport: t0...t1, hidden: ["y1"], hoverX: t, theme: .night))
/// try PNG.write(canvas, to: "frame.png")
/// ```
public struct ChartRenderer: Sendable {
    public let data: ChartData
    public let width: Int, height: Int
    /// Drawn above the plot when not nil.
    public var title: String?
    /// Threads used to draw the display list (the output is the same for any count).
    public var threads: Int
    /// Points per pixel column above which a line is drawn from the range engine's
    /// pixel-column M4 instead of every point (2 by default; `.infinity` always draws raw).
    public var rawLineThreshold: Double = 2
    /// Points per pixel column above which a line is drawn as its per-column envelope
    /// (see `drawEnvelope`) rather than stroked; `.infinity` always strokes.
    public var denseLineThreshold: Double = 16
    let painter: LabelPainter
    var layout: ChartLayout
    /// The minimap's pixels of recent frames (see `MinimapImage`), shared by copies.
    let minimapImages = RecentCache<MinimapImage.Key, MinimapImage?>(capacity: 2)

    /// A renderer for canvases of `width` x `height` pixels.
    /// - Throws: `CanvasError` for sizes outside 1 ... 16384; the shipped font's errors
    ///   when no painter is given and the font resource cannot be read.
    public init(data: ChartData, width: Int, height: Int, title: String? = nil,
                painter: LabelPainter? = nil, threads: Int = 1) throws {
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw CanvasError.invalidSize(width: width, height: height)
        }
        self.data = data; self.width = width; self.height = height; self.title = title
        self.threads = max(1, threads)
        self.painter = try painter ?? LabelPainter(font: Font.dejaVuSans())
        let font = self.painter.font, series = data.seriesSet.series
        let chips = series.count > 1 ? series.map { font.measure($0.name, size: 14).advanceWidth + 52 } : []
        layout = ChartLayout(width: width, height: height, hasTitle: title != nil, chipWidths: chips)
    }

    /// The frame for `state`. - Complexity: O(w log n) per visible series for w pixel columns.
    /// - Throws: `CanvasError` only if the canvas cannot be allocated.
    public func render(_ state: ChartState) throws -> Canvas {
        try draw(state, data.parameters(for: state))
    }

    /// The in-between frame of `transition` at `time`: the x window, y bounds and series
    /// opacities interpolated with its easing; the rest (theme, hover, legend) from its
    /// target state. At its start it equals `render(from)`, at its end `render(to)`.
    public func render(_ transition: ChartTransition, at time: Double) throws -> Canvas {
        try draw(discreteState(transition, at: time), parameters(transition, at: time))
    }

    /// The drawing commands of `state`'s frame (without the background clear).
    public func displayList(_ state: ChartState) -> DisplayList {
        displayList(state, data.parameters(for: state))
    }

    /// The drawing commands of `transition`'s frame at `time`.
    public func displayList(_ transition: ChartTransition, at time: Double) -> DisplayList {
        displayList(discreteState(transition, at: time), parameters(transition, at: time))
    }

    /// The interpolated parameters of `transition` at `time`.
    func parameters(_ transition: ChartTransition, at time: Double) -> FrameParameters {
        Transition(from: data.parameters(for: transition.from), to: data.parameters(for: transition.to),
                   start: transition.start, duration: transition.duration, easing: transition.easing).value(at: time)
    }

    /// Where a transition takes what does not interpolate (theme, hover, legend): its
    /// start state until it begins to move, then its target.
    func discreteState(_ transition: ChartTransition, at time: Double) -> ChartState {
        let t = Transition(from: 0.0, to: 1.0, start: transition.start, duration: transition.duration,
                           easing: transition.easing).progress(at: time)
        return t == 0 ? transition.from : transition.to
    }

    /// The frame: the background, the minimap's pixels copied from the cache when it holds
    /// them (the same bytes as drawing them, see `MinimapImage`), then the display list —
    /// all one list, drawn in bands of `bandRows` on any number of threads, so each band's
    /// rows are written from the background to the legend while they are in cache.
    func draw(_ state: ChartState, _ p: FrameParameters) throws -> Canvas {
        var canvas = try Canvas(unfilledWidth: width, height: height)
        var list = DisplayList()
        list.clear(state.theme.background)
        var part = MinimapPart.all
        let r = layout.minimap, (wx0, wx1) = minimapWindow(p)
        if r.x0 <= wx0 && wx0 <= wx1 && wx1 <= r.x1, data.xBounds.lowerBound < data.xBounds.upperBound,
           let image = minimapImage(p, theme: state.theme) {
            image.copy(into: &list, r, wx0, wx1)
            part = .window
        }
        list.commands += displayList(state, p, minimap: part).commands
        canvas._draw(list, threads: threads, mode: .auto, bandRows: Self.bandRows)
        return canvas
    }

    /// Rows per band of a frame's drawing: 34 rows of a 1920-pixel canvas are 261 KB,
    /// within a core's L2 cache.
    static let bandRows = 34

    /// The frame's commands; the minimap first, on the bare background (so that its pixels
    /// can come from `MinimapImage`), or only its window when `minimap` is `.window`.
    func displayList(_ state: ChartState, _ p: FrameParameters, minimap: MinimapPart = .all) -> DisplayList {
        var list = DisplayList()
        let theme = state.theme
        drawMinimap(p, theme: theme, part: minimap, into: &list)
        if let title {
            painter.draw(title, size: layout.titleSize, at: SIMD2(layout.plot.x0, layout.titleBaseline),
                         paint: .solid(theme.title), into: &list)
        }
        let pie = state.pie && data.seriesSet.percentage
        let main = mappings(p, rect: layout.plot)
        if !pie { drawGrid(main, labels: false, theme: theme, into: &list) }
        let hover = pie ? nil : hoverIndex(state, p)
        if let hover { drawIndicatorLine(hover, main[0], theme: theme, into: &list) }
        var clip = layout.clip(layout.plot, pad: layout.lineWidth)
        (clip.x0, clip.x1) = (Int(layout.plot.x0.rounded(.down)), Int(layout.plot.x1.rounded(.up)))
        list.clip(clip)
        if pie { drawPie(p, theme: theme, into: &list) } else {
            drawSeries(main, opacity: p.opacity.elements, lineWidth: layout.lineWidth,
                       highlight: isBarChart ? hover : nil, theme: theme, into: &list)
        }
        if let hover { drawIndicatorMarks(hover, main, p, theme: theme, into: &list) }
        list.clip(nil)
        if !pie { drawGrid(main, labels: true, theme: theme, into: &list) }
        if let hover { drawPopup(hover, p, theme: theme, into: &list) }
        if !pie { drawXLabels(main[0], theme: theme, into: &list) }
        drawLegend(state, theme: theme, into: &list)
        return list
    }

    /// One mapping per y axis over `rect` (the right axis only differs for `yScaled`).
    func mappings(_ p: FrameParameters, rect: (x0: Float, y0: Float, x1: Float, y1: Float)) -> [PlotMapping] {
        [p.left, p.right].map { PlotMapping(rect: rect, x0: p.x0, x1: p.x1, lo: $0.first, hi: $0.second) }
    }

    /// The mapping a series is drawn with.
    func mapping(of k: Int, _ m: [PlotMapping]) -> PlotMapping {
        data.seriesSet.yScaled && k == 1 ? m[1] : m[0]
    }
}

/// A change between two chart states over time (a y range gliding, a series fading).
public struct ChartTransition: Sendable, Equatable {
    public var from: ChartState, to: ChartState
    /// Seconds, on the clock that `render(_:at:)` is given.
    public var start: Double, duration: Double
    public var easing: Easing

    public init(from: ChartState, to: ChartState, start: Double = 0, duration: Double = 0.3, easing: Easing = .easeInOut) {
        self.from = from; self.to = to; self.start = start; self.duration = duration; self.easing = easing
    }
}
