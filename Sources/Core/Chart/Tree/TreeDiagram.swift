/// Draws a `Tree` as a tidy diagram: labelled nodes (circles or rounded boxes) joined
/// parent to child by straight lines, elbows or cubic curves, top-down or left to right.
///
/// ```swift
/// var d = TreeDiagram()
/// d.edges = .curve; d.nodes = .box; d.orientation = .topDown
/// let labels = LabelPainter(font: try Font.dejaVuSans())
/// let list = d.displayList(for: tree, width: 1200, height: 800, labels: labels)
/// canvas.clear(d.theme.background, threads: 2); canvas.draw(list, threads: 2)
/// ```
/// Sizes are chosen for `fontSize` and the layout is then scaled down (never up) to fit
/// the canvas inside `margin`; labels smaller than `minimumLabelSize` pixels after
/// scaling are left out (a 10⁵-node tree draws as its shape). Node colours follow depth.
public struct TreeDiagram: Sendable {
    /// How a parent is joined to each child.
    public enum EdgeStyle: String, Sendable, CaseIterable {
        /// A straight segment between the facing node edges.
        case straight
        /// Out of the parent, across at the level midway, into the child.
        case elbow
        /// A cubic Bézier leaving and entering along the depth axis.
        case curve
    }

    /// How nodes are drawn.
    public enum NodeStyle: String, Sendable, CaseIterable {
        /// A filled dot with the label beside it.
        case circle
        /// A rounded box around the label.
        case box
    }

    /// How parents are joined to children.
    public var edges: EdgeStyle = .curve
    /// How nodes are drawn.
    public var nodes: NodeStyle = .box
    /// Which way the levels run.
    public var orientation: TreeLayout.Orientation = .topDown
    /// Background, text and edge colours.
    public var theme: KindTheme = .day
    /// Label size before any fit-to-canvas scaling, pixels.
    public var fontSize: Float = 13
    /// Blank border kept around the drawing, pixels.
    public var margin: Double = 24
    /// Labels are dropped below this size after scaling, pixels.
    public var minimumLabelSize: Float = 6
    /// Node colours by depth (cycled).
    public var palette: [Color] = ["#0A84FF", "#30B0C7", "#34C759", "#FF9F0A", "#FF375F", "#BF5AF2"]
        .map { Color(hex: $0)! }

    /// The default diagram: curved edges, boxes, top-down, day theme.
    public init() {}

    /// The draw commands for `tree` on a `width` × `height` canvas (background not
    /// included). - Complexity: O(n) layout and geometry, plus label outlines.
    public func displayList(for tree: Tree, width: Int, height: Int, labels: LabelPainter) -> DisplayList {
        let g = _geometry(tree, labels: labels)
        let layout = TreeLayout.tidy(tree, options: g.options)
        // Fit: bounds of node boxes (labels included) in design units.
        var lo = Point(x: Double.infinity, y: .infinity), hi = Point(x: -Double.infinity, y: -.infinity)
        for v in 0..<tree.count {
            let r = g.box(v, layout.positions[v])
            lo = Point(x: min(lo.x, r.minX), y: min(lo.y, r.minY))
            hi = Point(x: max(hi.x, r.maxX), y: max(hi.y, r.maxY))
        }
        let availW = Double(width) - 2 * margin, availH = Double(height) - 2 * margin
        guard availW > 0, availH > 0 else { return DisplayList() }   // no room inside the margin
        let s = min(1, availW / max(hi.x - lo.x, 1e-9), availH / max(hi.y - lo.y, 1e-9))
        // Centres may spread further along the depth axis than the node sizes shrink
        // (a wide, shallow tree uses more of the canvas height), up to 1.6 times.
        let td = orientation == .topDown
        let spanD = td ? hi.y - lo.y : hi.x - lo.x
        let availD = td ? availH : availW
        let sd = max(s, min(1.6 * s, availD / max(spanD, 1e-9)))
        let (sx, sy) = td ? (s, sd) : (sd, s)
        let ox = (Double(width) - (hi.x - lo.x) * sx) / 2 - lo.x * sx
        let oy = (Double(height) - (hi.y - lo.y) * sy) / 2 - lo.y * sy
        let map = { (p: Point) in Point(x: p.x * sx + ox, y: p.y * sy + oy) }
        var list = DisplayList()
        list.fill(_edgePath(tree, layout, g, s, map).stroked(
            StrokeStyle(width: max(0.5, 1.6 * s * Double(fontSize) / 13), join: .round, cap: .round)),
                  rule: .nonZero, paint: .solid(theme.isDark ? Color(hex: "#5A5A60")! : Color(hex: "#B9BEC7")!))
        _drawNodes(tree, layout, g, s: s, map: map, labels: labels, into: &list)
        return list
    }
}
