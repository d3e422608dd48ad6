import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct SelectionWedgeArtTests {
    @Test(arguments: BuiltInArt.scales)
    func apexIsAtTheBottomCentreAndTheWedgeWidensUpwards(_ scale: Int) {
        let wedge = RenderedAssets.image(.selectionWedge, scale: scale)
        /// Covered pixels (alpha at least half) in the row `points` above the bottom edge.
        func coveredWidth(pointsAboveBottom points: Double) -> Int {
            let y = wedge.height - 1 - Int(points * Double(scale))
            return (0..<wedge.width).filter { wedge[$0, y].3 >= 128 }.count
        }
        let nearApex = wedge[wedge.width / 2, wedge.height - 1 - 2 * scale]
        #expect(nearApex.3 > 200 && nearApex.0 > 200, "the apex is at the bottom centre")
        #expect(wedge[0, wedge.height - 1].3 == 0 && wedge[wedge.width - 1, wedge.height - 1].3 == 0)
        let widths = stride(from: 5.0, through: 115, by: 10).map { coveredWidth(pointsAboveBottom: $0) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "widths \(widths)")
        // About 30°: at 100 pt from the apex the wedge is 2 · 100 · tan 15° ≈ 53.6 pt wide.
        let width = Double(coveredWidth(pointsAboveBottom: 100)) / Double(scale)
        #expect((width - 53.6).magnitude < 4, "width \(width) pt")
    }

    @Test(arguments: BuiltInArt.scales)
    func wedgeIsRed(_ scale: Int) {
        let wedge = RenderedAssets.image(.selectionWedge, scale: scale)
        let (red, green, blue, alpha) = wedge[wedge.width / 2, wedge.height / 2]
        #expect(alpha == 255 && red > 200 && green < 100 && blue < 100)
    }
}
