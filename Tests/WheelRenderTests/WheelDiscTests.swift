import TestSupport
import Testing

@testable import WheelRender

@Suite struct WheelDiscTests {
    /// The integer span per row is exactly the set of pixel centres the distance test accepts.
    @Test(arguments: [1, 2, 3])
    func rowSpansHoldExactlyThePixelCentresInside(scale: Int) {
        let disc = WheelDisc(scale: scale)
        let side = 286 * scale
        for row in 0..<side {
            let span = disc.columns(inRow: row, side: side)
            let inside = (0..<side).filter { disc.contains(x: Double($0) + 0.5, y: Double(row) + 0.5) }
            #expect(Array(span) == inside, "row \(row)")
        }
    }

    @Test func clipReachesOnePixelPastTheWheelRim() {
        let disc = WheelDisc(scale: 2)
        #expect(disc.center == 286 && disc.radius == 287)
        #expect(disc.contains(x: 286, y: 286 - 287))
        #expect(!disc.contains(x: 286, y: 286 - 287.01))
    }
}
