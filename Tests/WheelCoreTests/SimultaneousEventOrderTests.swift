import Testing

@testable import WheelCore

/// Events at one instant come cause before effect, also when a spin ends, the wheel idles
/// and the next spin starts at that very instant (no resume delay, a press at the end).
@Suite struct SimultaneousEventOrderTests {
    @Test func aPressAtTheEndOfASpinComesAfterItsPrizeIsSelected() throws {
        var model = try WheelModel(configuration: try WheelConfiguration(resumeDelay: 0), seed: 1)
        try model.press(at: 1)
        let end = try #require(model.spins.first).endTime
        let prize = try #require(model.spins.first).landing.segment
        try model.press(at: end)
        let atEnd = try model.events(after: end - 1e-9, through: end).filter { $0.time == end }
        let names = atEnd.map { event -> String in
            switch event {
            case .spinEnded: "ended"
            case .selectionChanged(_, let from, let to):
                "selected \(from.map(String.init) ?? "none")->\(to.map(String.init) ?? "none")"
            case .idleResumed: "idle"
            case .spinStarted: "started"
            case .borderCrossed: "crossed"
            case .inputIgnored: "ignored"
            }
        }
        #expect(
            names.filter { $0 != "crossed" } == [
                "ended", "selected none->\(prize)", "idle", "started", "selected \(prize)->none",
            ])
    }
}
