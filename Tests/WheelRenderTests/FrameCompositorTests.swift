import Foundation
import TestSupport
import Testing
import WheelCore
import WheelPNG

@testable import WheelRender

@Suite struct FrameCompositorTests {
    static let degree = Double.pi / 180
    static let angles: [Double] = [
        0, 1e-7, 1 * degree, 29.99 * degree, 30 * degree, 45 * degree, 90 * degree, 137.5 * degree,
        359.99 * degree, -17.3 * degree, 2 * Double.pi + 0.7,
    ]
    static let states: [(selected: Int?, pressed: Bool)] = [(nil, false), (4, true), (11, false)]

    /// Pixels to check in a frame: seeded random ones plus every few pixels of the middle row
    /// and column, which cross every layer's edges.
    static func probes(side: Int, random count: Int, every step: Int, seed: UInt64) -> [(Int, Int)] {
        var random = SeededGenerator(seed: seed)
        var probes = (0..<count).map { _ in (random.below(side), random.below(side)) }
        probes += stride(from: 0, to: side, by: step).map { ($0, side / 2) }
        probes += stride(from: 1, to: side, by: step).map { (side / 2 + 1, $0) }
        return probes
    }

    /// Every angle at every scale and state (the sanitizer runs take every tenth angle).
    @Test(arguments: [1, 2, 3], 0..<3)
    func matchesTheReferenceWithinTwoLevels(scale: Int, stateIndex: Int) throws {
        let assets = try #require(SyntheticAssets.byScale[scale])
        var compositor = try #require(SyntheticAssets.compositorByScale[scale])
        let reference = ReferenceRenderer(assets: assets)
        let (selected, pressed) = Self.states[stateIndex]
        for (index, angle) in sanitizerSampled(Self.angles).enumerated() {
            let state = FrameState(angle: angle, selectedSegment: selected, centerPressed: pressed)
            let frame = try compositor.render(state)
            var comparison = FrameComparison()
            for (x, y) in Self.probes(
                side: frame.width, random: 500, every: scale, seed: UInt64(index * 10 + scale))
            {
                comparison.compare(frame, x: x, y: y, reference: reference, state: state)
            }
            #expect(
                comparison.maximumDifference <= 2, "angle \(angle) @\(scale)x \(state): \(comparison.summary)"
            )
        }
    }

    /// At quarter turns pixel centres land on pixel centres, so turning the composed layer
    /// loses nothing: the frame matches sampling every image at its exact place.
    @Test(arguments: [1, 2, 3])
    func quarterTurnsMatchSamplingEachImageDirectly(scale: Int) throws {
        let assets = try #require(SyntheticAssets.byScale[scale])
        var compositor = try #require(SyntheticAssets.compositorByScale[scale])
        let reference = ReferenceRenderer(assets: assets)
        for (index, angle) in [0, Double.pi / 2, Double.pi, -Double.pi / 2, 5 * Double.pi / 2].enumerated() {
            let state = FrameState(angle: angle, selectedSegment: 1, centerPressed: index % 2 == 0)
            let frame = try compositor.render(state)
            var comparison = FrameComparison()
            for (x, y) in Self.probes(side: frame.width, random: 600, every: 2 * scale, seed: UInt64(index)) {
                comparison.compare(
                    frame, x: x, y: y, reference: reference, state: state, sampling: .perSourceImage)
            }
            #expect(comparison.maximumDifference <= 2, "angle \(angle) @\(scale)x: \(comparison.summary)")
        }
    }

    /// Turning the composed layer resamples the button images twice (once when composing at
    /// i · 30°, once per frame); at hard edges that softens by up to ~50 levels, but on average
    /// the frame stays within a fraction of a level of one exact resampling.
    @Test(arguments: [1, 3])
    func composedLayerStaysCloseToExactSamplingOnAverage(scale: Int) throws {
        let assets = try #require(SyntheticAssets.byScale[scale])
        var compositor = try #require(SyntheticAssets.compositorByScale[scale])
        let reference = ReferenceRenderer(assets: assets)
        let state = FrameState(angle: 0.3, selectedSegment: 2, centerPressed: false)
        let frame = try compositor.render(state)
        var comparison = FrameComparison()
        for (x, y) in Self.probes(side: frame.width, random: 2000, every: 4 * scale, seed: 99) {
            comparison.compare(
                frame, x: x, y: y, reference: reference, state: state, sampling: .perSourceImage)
        }
        #expect(comparison.meanDifference < 1, "\(comparison.meanDifference) levels on average")
    }

    /// Images of another pixel size are scaled to fill their rectangles, and any segment count
    /// spreads the buttons evenly.
    @Test(arguments: [(1, 12, 3), (2, 8, 1), (1, 5, 2)])
    func otherImageSizesAndSegmentCountsMatchTheReference(scale: Int, segments: Int, segmentPixelScale: Int)
        throws
    {
        let assets = SyntheticAssets.make(
            scale: scale, segments: segments, seed: 31, segmentPixelScale: segmentPixelScale)
        var compositor = FrameCompositor(assets: assets)
        let reference = ReferenceRenderer(assets: assets)
        for angle in [0.0, 0.9, -2.2] {
            let state = FrameState(angle: angle, selectedSegment: segments - 1, centerPressed: true)
            let frame = try compositor.render(state)
            var comparison = FrameComparison()
            for (x, y) in Self.probes(side: frame.width, random: 500, every: 2, seed: 5) {
                comparison.compare(frame, x: x, y: y, reference: reference, state: state)
            }
            #expect(comparison.maximumDifference <= 2, "angle \(angle): \(comparison.summary)")
        }
    }

    @Test func everyOutputFormWritesTheSameFrame() throws {
        var compositor = try #require(SyntheticAssets.compositorByScale[1])
        let state = FrameState(angle: 1.234, selectedSegment: 3, centerPressed: true)
        let fresh = try compositor.render(state)
        var reused = RGBAImage(
            validatedWidth: compositor.width, height: compositor.height, fill: (9, 9, 9, 9))
        try compositor.render(FrameState(angle: 0.5), into: &reused)
        try compositor.render(state, into: &reused)
        #expect(reused == fresh)
        var bytes = [UInt8](repeating: 7, count: compositor.width * compositor.height * 4 + 8)
        try bytes.withUnsafeMutableBytes { try compositor.render(state, into: $0) }
        #expect(Array(bytes.prefix(fresh.pixels.count)) == fresh.pixels)
        #expect(bytes.suffix(8).allSatisfy { $0 == 7 }, "nothing written past the frame")
        #expect(
            stride(from: 3, to: fresh.pixels.count, by: 4).allSatisfy { fresh.pixels[$0] == 255 }, "opaque")
    }

    /// The wheel layer is recomposed when the selection changes and the overlay follows the
    /// pressed flag, so a compositor reused across states draws what fresh ones draw.
    @Test func reusedCompositorFollowsStateChanges() throws {
        let assets = try #require(SyntheticAssets.byScale[1])
        var reused = FrameCompositor(assets: assets)
        let states = [
            FrameState(angle: 0.2, selectedSegment: 5),
            FrameState(angle: 0.2, selectedSegment: nil, centerPressed: true),
            FrameState(angle: 0.2, selectedSegment: 6), FrameState(angle: 0.2, selectedSegment: 5),
        ]
        for state in states {
            var fresh = FrameCompositor(assets: assets)
            #expect(try reused.render(state) == fresh.render(state), "\(state)")
        }
    }

    /// A state the art cannot draw is refused with its values before anything is drawn: a
    /// selection beyond the art's wedges (such as a frame of a timeline of a larger wheel), a
    /// NaN or infinite angle, a frame or buffer of the wrong size.
    @Test func statesAndBuffersTheArtCannotFillAreRefused() throws {
        var compositor = FrameCompositor(assets: SyntheticAssets.make(scale: 1, segments: 6, seed: 3))
        let side = compositor.width
        for segment in [6, 7, -1] {
            #expect(throws: RenderError.selectedSegmentNotDrawn(segment: segment, art: 6)) {
                try compositor.render(FrameState(angle: 0.4, selectedSegment: segment))
            }
        }
        let timeline = try FrameTimeline.spin(
            configuration: WheelConfiguration(geometry: WheelGeometry(segmentCount: 12)), seed: 1,
            framesPerSecond: 24, spinTime: 0, frameCount: 96, target: 10)
        #expect(throws: RenderError.selectedSegmentNotDrawn(segment: 10, art: 6)) {
            try compositor.render(timeline.state(ofFrame: 95))
        }
        #expect(throws: RenderError.angleNotFinite(-.infinity)) {
            try compositor.render(FrameState(angle: -.infinity))
        }
        let nan = #expect(throws: RenderError.self) { try compositor.render(FrameState(angle: .nan)) }
        guard case .angleNotFinite(let angle) = nan else {
            Issue.record("\(String(describing: nan))")
            return
        }
        #expect(angle.isNaN)
        var small = RGBAImage(validatedWidth: side, height: side - 1, fill: (1, 2, 3, 4))
        #expect(throws: RenderError.frameSizeMismatch(width: side, height: side - 1, side: side)) {
            try compositor.render(FrameState(), into: &small)
        }
        #expect(small == RGBAImage(validatedWidth: side, height: side - 1, fill: (1, 2, 3, 4)), "untouched")
        var bytes = [UInt8](repeating: 7, count: side * side * 4 - 1)
        #expect(throws: RenderError.bufferTooSmall(bytes: side * side * 4 - 1, needed: side * side * 4)) {
            try bytes.withUnsafeMutableBytes { try compositor.render(FrameState(), into: $0) }
        }
        #expect(bytes.allSatisfy { $0 == 7 }, "untouched")
        var frame = RGBAImage(validatedWidth: side, height: side)
        #expect(throws: RenderError.selectedSegmentNotDrawn(segment: 6, art: 6)) {
            try compositor.render(FrameState(selectedSegment: 6), into: &frame)
        }
        #expect(frame == RGBAImage(validatedWidth: side, height: side), "untouched")
        // The compositor still draws what it can afterwards.
        #expect(try compositor.render(FrameState(selectedSegment: 5)).width == side)
    }
}
