/// Node sizes, edge paths and node drawing for `TreeDiagram`.
extension TreeDiagram {
    /// Per-node sizes in design units (before fitting) and the layout options from them.
    struct _Geometry {
        var options: TreeLayout.Options
        /// Label widths, circle radius, box height.
        var textWidth: [Double]
        var isLeaf: [Bool]
        var radius: Double, boxHeight: Double, pad: Double
        var nodes: NodeStyle, orientation: TreeLayout.Orientation

        /// The node's drawn extent (box, or circle plus its label) around centre `c`.
        func box(_ v: Int, _ c: Point) -> Rect {
            switch nodes {
            case .box:
                let w = textWidth[v] + 2 * pad
                return Rect(x: c.x - w / 2, y: c.y - boxHeight / 2, width: w, height: boxHeight)
            case .circle:
                // Leaves: label after (left to right) or below (top-down); inner nodes: before.
                let reach = radius + pad + textWidth[v]
                switch (orientation, isLeaf[v]) {
                case (.topDown, true):
                    let w = max(textWidth[v], 2 * radius)
                    return Rect(x: c.x - w / 2, y: c.y - radius, width: w, height: radius + 1.2 * boxHeight / 2)
                case (.topDown, false):
                    return Rect(x: c.x - reach, y: c.y - radius, width: reach + radius, height: 2 * radius)
                case (.leftToRight, true):
                    return Rect(x: c.x - radius, y: c.y - boxHeight / 2, width: radius + reach, height: boxHeight)
                case (.leftToRight, false):
                    return Rect(x: c.x - reach, y: c.y - boxHeight / 2, width: radius + reach, height: boxHeight)
                }
            }
        }

        /// Half the node's extent along the depth axis (where edges attach).
        func halfDepth(_ v: Int) -> Double {
            switch (nodes, orientation) {
            case (.box, .topDown): boxHeight / 2
            case (.box, .leftToRight): (textWidth[v] + 2 * pad) / 2
            case (.circle, _): radius
            }
        }
    }

    func _geometry(_ tree: Tree, labels: LabelPainter) -> _Geometry {
        let f = Double(fontSize)
        let widths = tree.labels.map { Double(labels.textWidth($0, size: fontSize)) }
        let maxW = widths.max() ?? 0
        let pad = 0.7 * f, boxH = 2 * f, r = 0.42 * f
        var o = TreeLayout.Options()
        o.orientation = orientation
        switch (nodes, orientation) {
        case (.box, .topDown):
            o.breadths = widths.map { $0 + 2 * pad }
            o.levelSeparation = boxH * 2.6
            o.siblingSeparation = 0.8 * f; o.subtreeSeparation = 1.6 * f
        case (.box, .leftToRight):
            o.breadths = [Double](repeating: boxH, count: tree.count)
            o.levelSeparation = maxW + 2 * pad + 3 * f
            o.siblingSeparation = 0.5 * f; o.subtreeSeparation = 1.0 * f
        case (.circle, .topDown):
            o.breadths = (0..<tree.count).map { tree.isLeaf($0) ? max(widths[$0], 2 * r) : 2 * (widths[$0] + r + pad) }
            o.levelSeparation = 3.2 * f
            o.siblingSeparation = 1.0 * f; o.subtreeSeparation = 1.6 * f
        case (.circle, .leftToRight):
            o.breadths = [Double](repeating: 1.6 * f, count: tree.count)
            // One gap holds a leaf's label (after its dot) facing an inner node's label
            // of the next level (before its dot).
            var leafW = 0.0, innerW = 0.0
            for v in 1..<max(1, tree.count) {
                if tree.isLeaf(v) { leafW = max(leafW, widths[v]) } else { innerW = max(innerW, widths[v]) }
            }
            o.levelSeparation = leafW + innerW + 2 * (r + pad) + 2 * f
            o.siblingSeparation = 0.2 * f; o.subtreeSeparation = 0.6 * f
        }
        return _Geometry(options: o, textWidth: widths, isLeaf: (0..<tree.count).map(tree.isLeaf), radius: r, boxHeight: boxH, pad: pad,
                         nodes: nodes, orientation: orientation)
    }

    /// Every parent-child edge as one path in pixels.
    func _edgePath(_ tree: Tree, _ layout: TreeLayout, _ g: _Geometry, _ s: Double, _ map: (Point) -> Point) -> Path {
        var path = Path()
        path.reserveCapacity(elements: 2 * tree.count, points: 4 * tree.count)
        let td = orientation == .topDown
        // Along the depth axis: d(p, k) moves p by k; midpoints are taken in depth.
        func along(_ p: Point, _ k: Double) -> Point { td ? Point(x: p.x, y: p.y + k) : Point(x: p.x + k, y: p.y) }
        for v in 0..<tree.count where !tree.isLeaf(v) {
            let pv = map(layout.positions[v])
            let a = along(pv, g.halfDepth(v) * s)
            for w in tree.children(of: v) {
                let pw = map(layout.positions[w])
                let b = along(pw, -g.halfDepth(w) * s)
                // Midway between the two levels' centre lines, the same for every child, so
                // elbows share one crossbar whatever the box sizes.
                let midDepth = td ? (pv.y + pw.y) / 2 : (pv.x + pw.x) / 2
                let ma = td ? Point(x: a.x, y: midDepth) : Point(x: midDepth, y: a.y)
                let mb = td ? Point(x: b.x, y: midDepth) : Point(x: midDepth, y: b.y)
                path.move(to: a)
                switch edges {
                case .straight: path.line(to: b)
                case .elbow: path.line(to: ma); path.line(to: mb); path.line(to: b)
                case .curve: path.cubic(to: b, control1: ma, control2: mb)
                }
            }
        }
        return path
    }

    /// Node shapes (one fill per palette colour) and labels.
    func _drawNodes(_ tree: Tree, _ layout: TreeLayout, _ g: _Geometry, s: Double,
                    map: (Point) -> Point, labels: LabelPainter, into list: inout DisplayList) {
        let palette = self.palette.isEmpty ? [theme.secondaryText] : self.palette   // never index an empty list
        let k = palette.count
        var fills = [Path](repeating: Path(), count: k)
        for v in 0..<tree.count {
            let c = Int(tree.depth[v]) % k
            let p = layout.positions[v]
            switch nodes {
            case .box:
                let r = g.box(v, .zero), q = map(p)
                let px = Rect(x: q.x + r.minX * s, y: q.y + r.minY * s, width: r.width * s, height: r.height * s)
                fills[c].addRoundedRect(px, rx: 0.3 * g.boxHeight * s, ry: 0.3 * g.boxHeight * s)
            case .circle:
                fills[c].addEllipse(center: map(p), rx: g.radius * s, ry: g.radius * s)
            }
        }
        let border = StrokeStyle(width: max(0.5, 1.3 * s))
        for c in 0..<k where !fills[c].isEmpty {
            switch nodes {
            case .box:
                list.fill(fills[c].flattened(), rule: .nonZero, paint: .solid(_tint(palette[c])))
                list.fill(fills[c].stroked(border), rule: .nonZero, paint: .solid(palette[c]))
            case .circle:
                list.fill(fills[c].flattened(), rule: .nonZero, paint: .solid(palette[c]))
            }
        }
        let size = fontSize * Float(s)
        guard size >= minimumLabelSize else { return }
        var text = FlatPath()
        for v in 0..<tree.count where !tree.labels[v].isEmpty {
            let p = layout.positions[v]
            var anchor: Point, align = TextAlignment.center
            switch nodes {
            case .box: anchor = p
            case .circle:
                // Leaves label outward (after the dot, or below it top-down); inner nodes
                // label before the dot, on the side their parent edge comes from, as in
                // D3's dendrograms.
                let leaf = tree.isLeaf(v)
                if orientation == .topDown && leaf {
                    anchor = Point(x: p.x, y: p.y + g.radius + 0.95 * Double(fontSize))
                } else {
                    anchor = Point(x: p.x + (leaf ? 1 : -1) * (g.radius + g.pad * 0.6), y: p.y)
                    align = leaf ? .left : .right
                }
            }
            // Offsets from the centre are in design units: scale them by s, not by the map.
            let c = map(p)
            let a = Point(x: c.x + (anchor.x - p.x) * s, y: c.y + (anchor.y - p.y) * s)
            // Baseline so the cap height is centred on the anchor (caps ≈ 0.72 em in DejaVu).
            labels.append(tree.labels[v], size: size, at: SIMD2(Float(a.x), Float(a.y) + 0.36 * size),
                          alignment: align, to: &text)
        }
        if nodes == .circle {
            list.fill(LabelPainter.halo(of: text, width: Double(size) * 0.3), rule: .nonZero, paint: .solid(theme.background))
        }
        list.fill(text, rule: .nonZero, paint: .solid(theme.text))
    }

    /// `c` at 16% over the background (night: 28%), as an opaque colour.
    func _tint(_ c: Color) -> Color { c.mixed(over: theme.background, theme.isDark ? 0.28 : 0.16) }
}
