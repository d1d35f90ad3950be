import Foundation

/// The contest's zoom of a percentage chart: a pie of each series' share of the window,
/// with the percentage written on each slice.
extension ChartRenderer {
    /// Each series' share of the window's total in percent (opacity-weighted; hidden
    /// series 0), from prefix sums in O(series). Empty when the total is not positive.
    func pieShares(_ p: FrameParameters) -> [Double] {
        var r = data.indexRange(p.x0, p.x1)
        if r.isEmpty { r = data.yIndexRange(p.x0...p.x1) }
        let sums = data.seriesSet.series.indices.map { data.rangeSum($0, r) * p.opacity.elements[$0] }
        let total = sums.reduce(0, +)
        guard total > 0, total.isFinite else { return [] }
        return sums.map { $0 / total * 100 }
    }

    func drawPie(_ p: FrameParameters, theme: ChartTheme, into list: inout DisplayList) {
        let shares = pieShares(p)
        guard !shares.isEmpty else { return }
        let r = layout.plot
        let center = Point(x: Double(r.x0 + r.x1) / 2, y: Double(r.y0 + r.y1) / 2)
        let radius = 0.46 * Double(min(r.x1 - r.x0, r.y1 - r.y0))
        var angle = -Double.pi / 2
        for (k, share) in shares.enumerated() where share > 0 {
            let sweep = share / 100 * 2 * Double.pi
            var slice = Path()
            if share < 100 { slice.move(to: center) }
            slice.arc(center: center, radius: radius, startAngle: angle, endAngle: angle + sweep, clockwise: true)
            slice.close()
            list.fill(slice.flattened(), rule: .nonZero, paint: .solid(data.color(of: k)))
            if share >= 2 {
                let mid = angle + sweep / 2, d = share < 100 ? 0.62 * radius : 0
                let size = layout.labelSize * Float(1 + min(share, 50) / 25)
                let at = SIMD2(Float(center.x + d * cos(mid)), Float(center.y + d * sin(mid)) + size * 0.36)
                painter.draw("\(Int(share.rounded()))%", size: size, at: at, alignment: .center, paint: .solid(.white), into: &list)
            }
            angle += sweep
        }
    }
}
