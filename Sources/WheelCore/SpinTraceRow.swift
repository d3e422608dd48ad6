import WheelSupport

/// One display-link tick of a traced spin.
public struct SpinTraceRow: Sendable, Hashable {
    /// The tick index.
    public let tick: Int
    /// What the model shows at the tick's timestamp.
    public let snapshot: WheelSnapshot
    /// What happened since the previous tick.
    public let events: [WheelEvent]

    /// The row as CSV, matching `SpinTrace.csvHeader`.
    public var csv: String {
        [
            String(tick), DecimalText.fixed(snapshot.time, 6), DecimalText.fixed(snapshot.angle, 9),
            DecimalText.fixed(snapshot.angle * 180 / .pi, 4), String(snapshot.segmentUnderPointer),
            snapshot.state.rawValue, snapshot.selectedSegment.map(String.init) ?? "",
            snapshot.isCenterButtonPressed ? "1" : "0", events.map(\.description).joined(separator: "; "),
        ].joined(separator: ",")
    }
}
