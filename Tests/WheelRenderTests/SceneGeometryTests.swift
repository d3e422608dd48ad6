import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

/// Where things land on screen, checked on the fast path's frames against positions worked
/// out by hand from docs/ARCHITECTURE.md §1 and §3, independently of the reference renderer.
@Suite struct SceneGeometryTests {
    static let segmentColors: [(UInt8, UInt8, UInt8)] = (0..<12).map {
        (index: Int) -> (UInt8, UInt8, UInt8) in
        (UInt8(20 * index), UInt8(250 - 20 * index), 128)
    }
    static let wedgeColor: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)

    /// Flat opaque colours everywhere, so a pixel's colour names the layer it comes from.
    static func flatAssets(scale: Int) throws -> WheelAssets {
        func solid(_ width: Int, _ height: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
            RGBAImage(validatedWidth: width * scale, height: height * scale, fill: color)
        }
        return try WheelAssets(
            scale: scale, pageBackground: solid(286, 286, (0, 0, 255, 255)),
            base: solid(286, 286, (0, 0, 0, 0)),
            wheel: solid(286, 286, (90, 90, 90, 255)), selectionWedge: solid(68, 143, wedgeColor),
            centerButton: solid(81, 81, (0, 200, 0, 255)),
            centerButtonPressed: solid(81, 81, (200, 200, 0, 255)),
            pointer: solid(24, 30, (255, 255, 255, 255)),
            segments: segmentColors.map { solid(40, 47, ($0.0, $0.1, $0.2, 255)) },
            pressedSegments: segmentColors.map { solid(40, 47, (255 - $0.0, 255 - $0.1, 127, 255)) })
    }

    /// The frame pixel at `radius` points from the centre, `angle` radians clockwise from
    /// 12 o'clock.
    static func pixel(_ frame: RGBAImage, scale: Int, radius: Double, angle: Double) -> (
        UInt8, UInt8, UInt8, UInt8
    ) {
        let center = 143.0 * Double(scale)
        let x = center + radius * Double(scale) * sin(angle)
        let y = center - radius * Double(scale) * cos(angle)
        return frame[Int(x.rounded(.down)), Int(y.rounded(.down))]
    }

    @Test(arguments: [1, 3], [0.0, 0.4, -1.3, 7.0])
    func segmentImagesTurnClockwiseWithTheWheel(scale: Int, angle: Double) throws {
        var compositor = FrameCompositor(assets: try Self.flatAssets(scale: scale))
        let frame = try compositor.render(FrameState(angle: angle))
        for index in 0..<12 {
            // The image's centre is 20 + 47/2 = 43.5 pt below the button's top: 99.5 pt out.
            let onScreen = Double(index) * Double.pi / 6 + angle
            let color = Self.segmentColors[index]
            #expect(
                Self.pixel(frame, scale: scale, radius: 99.5, angle: onScreen) == (
                    color.0, color.1, color.2, 255
                ))
            // Between two images (15° on), at the same radius, is the bare wheel.
            #expect(
                Self.pixel(frame, scale: scale, radius: 99.5, angle: onScreen + Double.pi / 12) == (
                    90, 90, 90, 255
                ))
        }
    }

    @Test func selectedSegmentShowsItsPressedImageOverTheWedge() throws {
        var compositor = FrameCompositor(assets: try Self.flatAssets(scale: 2))
        let angle = 0.25
        let frame = try compositor.render(FrameState(angle: angle, selectedSegment: 4))
        let onScreen = 4 * Double.pi / 6 + angle
        let pressed = (255 - Self.segmentColors[4].0, 255 - Self.segmentColors[4].1, UInt8(127), UInt8(255))
        #expect(Self.pixel(frame, scale: 2, radius: 99.5, angle: onScreen) == pressed)
        // The wedge fills the button: between the centre button and the image (62 pt out) and
        // near the rim (130 pt).
        #expect(Self.pixel(frame, scale: 2, radius: 62, angle: onScreen) == Self.wedgeColor)
        #expect(Self.pixel(frame, scale: 2, radius: 130, angle: onScreen) == Self.wedgeColor)
        // Other segments keep their normal images and no wedge.
        let normal = Self.segmentColors[5]
        #expect(
            Self.pixel(frame, scale: 2, radius: 99.5, angle: onScreen + Double.pi / 6) == (
                normal.0, normal.1, normal.2, 255
            ))
        #expect(
            Self.pixel(frame, scale: 2, radius: 130, angle: onScreen + Double.pi / 6) == (90, 90, 90, 255))
    }

    @Test(arguments: [1, 2, 3])
    func centreButtonAndPointerStayPutAndOnWholePixels(scale: Int) throws {
        var compositor = FrameCompositor(assets: try Self.flatAssets(scale: scale))
        for (angle, pressed) in [(0.0, false), (2.0, true)] {
            let frame = try compositor.render(FrameState(angle: angle, centerPressed: pressed))
            let button: (UInt8, UInt8, UInt8, UInt8) = pressed ? (200, 200, 0, 255) : (0, 200, 0, 255)
            let origin = (286 - 81) * scale / 2
            let end = origin + 81 * scale
            // Sharp edges: the button's first and last pixels are pure, their outer neighbours
            // show none of it.
            #expect(frame[origin, origin] == button && frame[end - 1, end - 1] == button)
            #expect(frame[origin - 1, 143 * scale] == (90, 90, 90, 255))
            #expect(frame[end, 143 * scale] == (90, 90, 90, 255))
            let pointerLeft = (286 * scale - 24 * scale) / 2
            #expect(frame[pointerLeft, 0] == (255, 255, 255, 255))
            #expect(frame[pointerLeft + 24 * scale - 1, 30 * scale - 1] == (255, 255, 255, 255))
            #expect(
                frame[pointerLeft - 1, 10 * scale] == (90, 90, 90, 255), "the wheel shows beside the pointer")
            #expect(frame[0, 0] == (0, 0, 255, 255), "the page shows in the corner")
        }
    }
}
