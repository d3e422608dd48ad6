import TestSupport
import Testing
import WheelCore
import WheelRender

@Suite struct FrameTimelineTests {
    /// Frame n is at n / fps, computed from n; a default recording idles, spins with the
    /// centre pressed, then rests on the prize it drew.
    @Test func framesFollowTheSeededSpin() throws {
        let end = FrameTimeline.defaultEnd(spinTime: 0.5)
        #expect(end == 4.5)
        let clock = try DisplayLinkClock(framesPerSecond: 60)
        let count = FrameTimeline.frameCount(before: end, clock: clock)
        #expect(count == 270)
        let timeline = try FrameTimeline.spin(seed: 3, framesPerSecond: 60, spinTime: 0.5, frameCount: count)
        #expect(timeline.time(ofFrame: 123) == 123.0 / 60)
        let spin = try #require(timeline.model.spins.first)
        #expect(spin.startTime == 0.5)
        for index in 0..<count {
            let snapshot = timeline.snapshot(ofFrame: index)
            let state = timeline.state(ofFrame: index)
            #expect(state.angle >= 0 && state.angle < 2 * .pi)
            #expect(state.centerPressed == (snapshot.state == .spinning))
            switch snapshot.time {
            case ..<0.5: #expect(snapshot.state == .idle && state.selectedSegment == nil)
            case 0.5..<3.5: #expect(snapshot.state == .spinning && state.selectedSegment == nil)
            default: #expect(snapshot.state == .settled && state.selectedSegment == spin.landing.segment)
            }
        }
    }

    /// A recording given a landing point (a provably fair spin) ends on that segment at that
    /// point, whatever the seed.
    @Test func aGivenLandingPointIsWhereTheLastFrameStops() throws {
        let geometry = try WheelGeometry(segmentCount: 8)
        let configuration = try WheelConfiguration(geometry: geometry)
        for (segment, fraction) in [(0, 0.1), (3, 0.5), (7, 0.875)] {
            let landing = try LandingPoint(segment: segment, fraction: fraction, geometry: geometry)
            for seed: UInt64 in [0, 1, 99] {
                let timeline = try FrameTimeline.spin(
                    configuration: configuration, seed: seed, framesPerSecond: 60, spinTime: 0.5,
                    frameCount: 240, landing: landing)
                let last = timeline.snapshot(ofFrame: 239)
                #expect(last.state == .settled)
                #expect(last.segmentUnderPointer == segment)
                #expect(timeline.state(ofFrame: 239).selectedSegment == segment)
                let stop = try landingUnderPointer(at: last.angle, geometry: geometry)
                #expect(isClose(stop.fraction, fraction, within: 1e-9))
            }
        }
    }

    @Test func sameSeedSameFramesOtherSeedOtherPrize() throws {
        let first = try FrameTimeline.spin(seed: 11, framesPerSecond: 50, spinTime: 0.1, frameCount: 200)
        let again = try FrameTimeline.spin(seed: 11, framesPerSecond: 50, spinTime: 0.1, frameCount: 200)
        #expect((0..<200).map(first.state(ofFrame:)) == (0..<200).map(again.state(ofFrame:)))
        let prizes = Set(
            try (0..<40).map { seed in
                try #require(
                    try FrameTimeline.spin(
                        seed: UInt64(seed), framesPerSecond: 60, spinTime: 0, frameCount: 1
                    )
                    .model.spins.first
                ).landing.segment
            })
        #expect(prizes.count > 6, "40 seeds land on many segments")
    }

    @Test func frameCountsBeforeAnEnd() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 59.94)
        #expect(FrameTimeline.frameCount(before: 0, clock: clock) == 0)
        #expect(FrameTimeline.frameCount(before: -1, clock: clock) == 0)
        #expect(FrameTimeline.frameCount(before: 1, clock: clock) == 60)
        let noSpin = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: nil, frameCount: 10)
        #expect(noSpin.model.spins.isEmpty)
        #expect(FrameTimeline.defaultEnd(spinTime: nil) == 1)
    }
}
