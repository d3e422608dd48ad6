import TestSupport
import Testing
import WheelCore
import WheelPNG

@testable import WheelRender

/// The library examples in README.md, run as written (with a fake display link).
@Suite struct ReadmeExampleTests {
    @Test func drivingTheModelFromADisplayLink() throws {
        var model = try WheelModel(seed: 42)
        let fps = 60.0
        try model.press(at: 0.5)
        var crossings = 0
        var lastAngle = -Double.infinity
        for n in 0...300 {
            let tick = DisplayLinkTick(index: n, timestamp: Double(n) / fps, duration: 1 / fps)
            for event in try model.advance(to: tick) {
                if case .borderCrossed = event { crossings += 1 }
            }
            let snapshot = try model.snapshot(at: tick.targetTimestamp)
            #expect(snapshot.angle >= lastAngle)
            lastAngle = snapshot.angle
        }
        #expect(crossings > 36)
        #expect(try model.snapshot(at: 5).selectedSegment != nil)
    }

    @Test func renderingAFrameWithTheBuiltInArt() throws {
        var compositor = FrameCompositor(assets: try WheelAssets.builtIn(scale: 1))
        let frame = try compositor.render(
            FrameState(angle: .pi / 7, selectedSegment: 4, centerPressed: false))
        let png = try FrameEncoder.frames.encode(frame)
        #expect(frame.width == 286 && frame.height == 286)
        #expect(try PNGDecoder().decodeRGBA(png, name: "frame") == frame)
    }
}
