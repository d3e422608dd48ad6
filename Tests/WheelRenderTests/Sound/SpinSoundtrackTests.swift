import TestSupport
import Testing
import WheelCore
import WheelRender

/// The soundtrack of a spin: a 16-bit 48 kHz mono WAV (read by the tests' own reader) with a
/// click starting at the sample of every border crossing, however close together, and a
/// chime when the wheel stops; the same bytes however it is cut into blocks.
@Suite struct SpinSoundtrackTests {
    /// A header for a sample count no WAV file holds is an error naming the count (-1 stopped
    /// the process; a count past the 32-bit sizes did too).
    @Test(arguments: [-1, Int.min, WAVFile.maximumSampleCount + 1, Int.max])
    func aHeaderForACountNoFileHoldsIsRefused(count: Int) {
        #expect(throws: RenderError.sampleCountOutOfRange(count, maximum: WAVFile.maximumSampleCount)) {
            try WAVFile.header(sampleCount: count)
        }
        let error = RenderError.sampleCountOutOfRange(count, maximum: WAVFile.maximumSampleCount)
        #expect(
            error.description == "a WAV file holds 0 to \(WAVFile.maximumSampleCount) samples, not \(count); "
                + "write a shorter soundtrack")
    }

    @Test func theLargestHeaderSaysItsSizes() throws {
        let header = try WAVFile.header(sampleCount: WAVFile.maximumSampleCount)
        let dataBytes = UInt32(WAVFile.maximumSampleCount * 2)
        #expect(header.count == WAVFile.headerSize)
        #expect(Array(header[40..<44]) == (0..<4).map { UInt8(truncatingIfNeeded: dataBytes >> (8 * $0)) })
    }

    @Test func theWAVIsSixteenBitMonoAtFortyEightKilohertz() throws {
        let soundtrack = SpinSoundtrack(events: [], start: 0, duration: 0.25)
        let wav = try ReferenceWAV(soundtrack.wavFile)
        #expect(wav.sampleRate == 48_000)
        #expect(wav.channels == 1)
        #expect(wav.bitsPerSample == 16)
        #expect(wav.samples.count == 12_000)
        #expect(wav.samples.allSatisfy { $0 == 0 })
    }

    /// Clicks that overlap louder than 16 bits hold are clipped, and counted: four at one
    /// instant clip where four times a click's level leaves the range; one alone never does.
    @Test func clippedSamplesAreCounted() {
        let four = (0..<4).map { _ in WheelEvent.borderCrossed(time: 0.01, from: 1, to: 0) }
        // Four clicks' level, in 16-bit steps, outside what a 16-bit sample holds.
        let expected = TickSounds.click.map { ($0 * 4 * 32_767).rounded() }.filter {
            $0 > 32_767 || $0 < -32_768
        }
        .count
        #expect(expected > 0)
        let soundtrack = SpinSoundtrack(events: four, start: 0, duration: 0.1)
        let (samples, clipped) = soundtrack.samplesCountingClipped(0..<soundtrack.sampleCount)
        #expect(clipped == expected)
        // Each clipped sample is at full scale.
        #expect(samples.filter { $0 == .max || $0 == .min }.count >= clipped)
        // However the file is cut into blocks.
        #expect(soundtrack.writeWAV(blockSize: 97) { _ in } == expected)
        let one = SpinSoundtrack(events: Array(four.prefix(1)), start: 0, duration: 0.1)
        #expect(one.writeWAV { _ in } == 0)
    }

    /// A duration past the longest one file holds is cut there, infinity too; a NaN one is none.
    @Test(arguments: [SpinSoundtrack.longestDuration + 1, 1e300, .infinity])
    func aLongerSoundtrackIsCutAtTheLongest(duration: Double) {
        let longest = SpinSoundtrack(events: [], start: 0, duration: SpinSoundtrack.longestDuration)
        #expect(SpinSoundtrack(events: [], start: 0, duration: duration).sampleCount == longest.sampleCount)
        #expect(SpinSoundtrack(events: [], start: 0, duration: .nan).sampleCount == 0)
    }

    /// The default spin at 60 fps: every click begins on the sample nearest its crossing's
    /// exact time, and the chime follows the stop.
    @Test func everyClickBeginsAtItsCrossing() throws {
        let timeline = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: 0.5, frameCount: 270)
        let soundtrack = SpinSoundtrack(timeline: timeline)
        #expect(soundtrack.sampleCount == 216_000)
        let crossings = try timeline.events(from: 0, through: 4.5).compactMap { event -> Double? in
            if case .borderCrossed(let time, _, _) = event { return time }
            return nil
        }
        #expect(crossings.count > 30)
        let stop = try #require(
            timeline.events(from: 0, through: 4.5).compactMap { event -> Double? in
                if case .spinEnded(let time, _) = event { return time }
                return nil
            }.first)
        let wav = try ReferenceWAV(soundtrack.wavFile)
        let onsets = wav.onsets()
        let stopSample = Int((stop * 48_000).rounded())
        let clicks = onsets.filter { $0 < stopSample }
        #expect(clicks.count == crossings.count)
        for (onset, time) in zip(clicks, crossings) {
            #expect(
                abs(Double(onset) - time * 48_000) <= 1, "click at sample \(onset), crossing at \(time) s")
        }
        // The chime rises over its 3 ms attack from the stop on.
        #expect(soundtrack.cues.last == SpinSoundtrack.Cue(sound: .chime, sample: stopSample, time: stop))
        #expect(wav.samples[stopSample..<stopSample + 480].contains { $0.magnitude >= 8_000 })
    }

    /// A recording of a simulated spin starts its model at the press; the idle turn before it
    /// still crosses borders in the frames, and those crossings are the trace's.
    @Test func aSimulatedSpinsCrossingsBeforeThePressAreThoseOfTheTrace() throws {
        let timeline = try FrameTimeline.simulatedSpin(
            0, seed: 0, framesPerSecond: 60, spinTime: 0.5, frameCount: 420)
        let simulation = FairnessSimulation(configuration: try SimulationConfiguration(spins: 1, seed: 0))
        let trace = SpinTrace(simulation: simulation)
        let crossingTimes = { (events: [WheelEvent]) in
            events.compactMap { event -> Double? in
                if case .borderCrossed(let time, _, _) = event, time < 7 { return time }
                return nil
            }
        }
        let traced = crossingTimes(trace.rows.flatMap(\.events))
        let recorded = crossingTimes(try timeline.events(from: 0, through: 7))
        #expect(traced.first ?? 1 < 0.5, "the trace crosses a border before the press")
        #expect(recorded.count == traced.count)
        for (a, b) in zip(recorded, traced) { #expect(abs(a - b) < 1e-9, "\(a) against \(b)") }
    }

    /// Crossings a few milliseconds apart, all inside one 60 Hz frame: each click sounds at
    /// its own sample, added to the others.
    @Test func clicksInOneFrameEachSoundAtTheirOwnSample() throws {
        let times = [1.0001, 1.0043, 1.0078, 1.0112]
        let events = times.map { WheelEvent.borderCrossed(time: $0, from: 1, to: 0) }
        let soundtrack = SpinSoundtrack(events: events, start: 0.5, duration: 1)
        let starts = times.map { Int((($0 - 0.5) * 48_000).rounded()) }
        #expect(soundtrack.cues.map(\.sample) == starts)
        var expected = [Double](repeating: 0, count: soundtrack.sampleCount)
        for start in starts {
            for (offset, value) in TickSounds.click.enumerated() { expected[start + offset] += value }
        }
        let samples = soundtrack.samples(0..<soundtrack.sampleCount)
        for (index, value) in expected.enumerated() {
            let want = Int16(max(-32_768, min(32_767, (value * 32_767).rounded())))
            if samples[index] != want {
                Issue.record("sample \(index): \(samples[index]), expected \(want)")
                break
            }
        }
        #expect(samples[starts[0]] == 16_384)
    }

    @Test func manyClicksAtOnceClipInsteadOfWrapping() {
        let events = Array(repeating: WheelEvent.borderCrossed(time: 0.01, from: 2, to: 1), count: 5)
        let samples = SpinSoundtrack(events: events, start: 0, duration: 0.1).samples(0..<4_800)
        #expect(samples[480] == 32_767)
    }

    @Test func theBytesDoNotDependOnTheBlockSize() throws {
        let timeline = try FrameTimeline.spin(seed: 3, framesPerSecond: 59.94, spinTime: 0.2, frameCount: 120)
        let soundtrack = SpinSoundtrack(timeline: timeline)
        var pieces: [UInt8] = []
        soundtrack.writeWAV(blockSize: 777) { pieces += $0 }
        #expect(pieces == soundtrack.wavFile)
        #expect(soundtrack.sampleCount == Int((120 / 59.94 * 48_000).rounded()))
    }
}
