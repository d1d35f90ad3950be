/// Progress arcs as Apple's Activity rings (concentric full rings from 12 o'clock, with
/// dim tracks and a legend) or as a "rainbow" gauge (concentric half circles over the
/// top, one colour per band), drawn from a `RingsState` so that frames of an animation
/// and static pictures come from the same function.
///
/// ```swift
/// var c = RingsChart(items: [.init(label: "Move", value: 420, goal: 500, unit: "KCAL")])
/// let frames = c.frames(count: 30)                 // sweeping in from zero
/// let last = c.displayList(state: frames.last!, width: 800, height: 500, labels: painter)
/// ```
public struct RingsChart: Sendable {
    /// Concentric full rings or half-circle bands.
    public enum Style: String, Sendable, CaseIterable {
        case rings, rainbow
    }

    /// One arc's data: progress is `value / goal`.
    public struct Item: Sendable, Equatable {
        public var label: String
        public var value: Double
        public var goal: Double
        public var unit: String
        /// nil: the style's palette colour for this position.
        public var color: Color?

        public init(label: String, value: Double, goal: Double, unit: String = "", color: Color? = nil) {
            self.label = label; self.value = value; self.goal = goal; self.unit = unit; self.color = color
        }

        /// `value / goal`, 0 when the goal is not positive or either is not finite.
        public var progress: Double {
            guard goal > 0, goal.isFinite, value.isFinite else { return 0 }
            return max(0, value / goal)
        }
    }

    /// The arcs' data, outermost ring (or band) first.
    public var items: [Item]
    /// Full rings or half-circle bands.
    public var style: Style = .rings
    /// Background, text and track colours.
    public var theme: KindTheme = .day
    /// Arcs turn clockwise (the default) or counter-clockwise from their start.
    public var clockwise = true
    /// Multiplies every size (fonts, widths, margins).
    public var scale: Float = 1

    /// A chart of `items` (outermost ring, or bottom band, first).
    public init(items: [Item]) { self.items = items }

    /// Apple's Move, Exercise and Stand ring colours, then more.
    public static let ringColors = ["#FA114F", "#92E82A", "#1EEAEF", "#FF9F0A", "#BF5AF2"].map { Color(hex: $0)! }
    /// Red to violet.
    public static let rainbowColors = ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#00C7BE", "#007AFF", "#5856D6", "#AF52DE"]
        .map { Color(hex: $0)! }

    /// The colour of item `i`. - Complexity: O(1).
    public func color(_ i: Int) -> Color {
        let palette = style == .rings ? RingsChart.ringColors : RingsChart.rainbowColors
        return items[i].color ?? palette[i % palette.count]
    }

    /// Every arc at its data's progress, fully opaque (rainbow bands stop at 1: a half circle).
    public var dataState: RingsState {
        RingsState(progress: items.map { style == .rainbow ? min($0.progress, 1) : $0.progress }, opacity: 1)
    }

    /// Every arc at zero, fully opaque: where an animation sweeps in from.
    public var emptyState: RingsState { RingsState(progress: items.map { _ in 0 }, opacity: 1) }

    /// `count` states from `from` (default: empty) to `to` (default: the data), one
    /// `Transition` per arc: arc `i` starts `stagger · i` of the way in and all end
    /// together, so the arcs sweep in one after another. Frame 0 is exactly `from` and
    /// the last frame exactly `to` (the transitions are exact at both ends).
    /// - Complexity: O(count · arcs).
    public func frames(count: Int, from: RingsState? = nil, to: RingsState? = nil,
                       easing: Easing = .easeInOut, stagger: Double = 0.12) -> [RingsState] {
        let a = from ?? emptyState, b = to ?? dataState
        let n = min(a.progress.count, b.progress.count)
        guard count > 1 else { return count == 1 ? [b] : [] }
        let lead = n > 1 ? min(max(stagger, 0), 0.5 / Double(n - 1)) : 0   // each arc gets ≥ half the time
        let arcs = (0..<n).map { i in
            Transition(from: a.progress[i], to: b.progress[i], start: lead * Double(i),
                       duration: 1 - lead * Double(n - 1), easing: easing)
        }
        let fade = Transition(from: a.opacity, to: b.opacity, duration: 1, easing: easing)
        return (0..<count).map { k in
            let t = Double(k) / Double(count - 1)
            return RingsState(progress: arcs.map { $0.value(at: t) }, opacity: fade.value(at: t))
        }
    }
}
