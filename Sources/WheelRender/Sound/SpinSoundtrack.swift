import WheelCore
import WheelSupport

/// The sound of a recorded spin: a click at every border crossing, placed at the sample
/// nearest the crossing's exact time (from the model's events, not rounded to frames, so any
/// number of clicks in one frame each sound at their own instant), and a chime when the wheel
/// stops. Overlapping sounds are added and clipped to the 16-bit range (counted, so that it can
/// be told). Deterministic: the same spin gives the same samples everywhere.
public struct SpinSoundtrack: Sendable, Hashable {
    /// A sound placed at a sample.
    public struct Cue: Sendable, Hashable {
        /// Which sound.
        public enum Sound: Sendable, Hashable {
            /// ``TickSounds/click``: a border passed the pointer.
            case click
            /// ``TickSounds/chime``: the wheel stopped.
            case chime

            /// The sound's samples.
            public var samples: [Double] {
                switch self {
                case .click: TickSounds.click
                case .chime: TickSounds.chime
                }
            }
        }

        /// Which sound.
        public let sound: Sound
        /// The sample its first sample falls on.
        public let sample: Int
        /// The event's exact time, seconds.
        public let time: Double

        /// A cue of `sound` at `sample` for an event at `time` seconds.
        public init(sound: Sound, sample: Int, time: Double) {
            self.sound = sound
            self.sample = sample
            self.time = time
        }
    }

    /// Samples in the soundtrack, at `TickSounds.sampleRate`.
    public let sampleCount: Int
    /// The sounds, in sample order.
    public let cues: [Cue]

    /// The soundtrack of `duration` seconds (0 or more) starting at `start` seconds: a click
    /// for every `borderCrossed` event and a chime for every `spinEnded` event in `events`
    /// whose nearest sample falls inside it.
    public init(events: [WheelEvent], start: Double, duration: Double) {
        let rate = Double(TickSounds.sampleRate)
        // Cut in floating point first: a duration past the longest (infinity too) has no Int.
        // A NaN duration is no duration: `max` keeps the 0.
        let samples = min(Rounding.nearest(max(0, duration) * rate), Double(WAVFile.maximumSampleCount))
        let count = Int(samples)
        sampleCount = count
        cues = events.compactMap { event -> Cue? in
            let sound: Cue.Sound
            switch event {
            case .borderCrossed: sound = .click
            case .spinEnded: sound = .chime
            default: return nil
            }
            let offset = (event.time - start) * rate
            guard offset.isFinite, offset > -1, offset < Double(count) else { return nil }
            let sample = Int(Rounding.nearest(offset))
            return (0..<count).contains(sample) ? Cue(sound: sound, sample: sample, time: event.time) : nil
        }.sorted { ($0.sample, $0.time) < ($1.sample, $1.time) }
    }

    /// The soundtrack of a timeline's frames: from frame 0's time for as long as the frames
    /// last (`frameCount / framesPerSecond` seconds), with the crossings the frames show.
    public init(timeline: FrameTimeline) {
        let start = timeline.time(ofFrame: 0)
        // Cut where a WAV file ends before the events are asked for: a timeline of Int.max
        // frames would otherwise list years of crossings first.
        let duration = min(Double(timeline.frameCount) / timeline.clock.framesPerSecond, Self.longestDuration)
        self.init(
            events: timeline.events(fromValidated: start, through: start + duration), start: start,
            duration: duration)
    }

    /// The longest soundtrack one WAV file holds, seconds (about 12.4 hours); a longer one
    /// is cut there.
    public static let longestDuration = Double(WAVFile.maximumSampleCount) / Double(TickSounds.sampleRate)

    /// Seconds the soundtrack lasts.
    public var duration: Double { Double(sampleCount) / Double(TickSounds.sampleRate) }

    /// The 16-bit samples of `range` (clamped to the soundtrack).
    public func samples(_ range: Range<Int>) -> [Int16] { samplesCountingClipped(range).samples }

    /// The 16-bit samples of `range` (clamped to the soundtrack), and how many of them the
    /// 16-bit range clipped (sounds overlapping louder than it holds).
    public func samplesCountingClipped(_ range: Range<Int>) -> (samples: [Int16], clipped: Int) {
        let range = range.clamped(to: 0..<sampleCount)
        guard !range.isEmpty else { return ([], 0) }
        var mix = [Double](repeating: 0, count: range.count)
        let longest = max(TickSounds.click.count, TickSounds.chime.count)
        // The first cue that may still sound in the range.
        var low = 0
        var high = cues.count
        while low < high {
            let middle = (low + high) / 2
            if cues[middle].sample + longest <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        for cue in cues[low...] {
            guard cue.sample < range.upperBound else { break }
            let sound = cue.sound.samples
            let first = max(cue.sample, range.lowerBound)
            let last = min(cue.sample + sound.count, range.upperBound)
            guard first < last else { continue }
            for sample in first..<last { mix[sample - range.lowerBound] += sound[sample - cue.sample] }
        }
        var clipped = 0
        let samples = mix.map { value in
            let level = Rounding.nearest(value * 32_767)
            if level < -32_768 || level > 32_767 { clipped += 1 }
            return Int16(max(-32_768, min(32_767, level)))
        }
        return (samples, clipped)
    }

    /// The whole WAV file in pieces of at most `blockSize` samples, in order: the header, then
    /// the samples (memory stays flat however long the soundtrack). Returns how many samples
    /// were clipped (``samplesCountingClipped(_:)``).
    @discardableResult
    public func writeWAV(blockSize: Int = TickSounds.sampleRate, to write: ([UInt8]) throws -> Void) rethrows
        -> Int
    {
        try write(WAVFile.header(validatedSampleCount: sampleCount))
        var start = 0
        var clipped = 0
        while start < sampleCount {
            let end = min(sampleCount, start + max(1, blockSize))
            let block = samplesCountingClipped(start..<end)
            try write(WAVFile.data(block.samples))
            clipped += block.clipped
            start = end
        }
        return clipped
    }

    /// The whole WAV file in memory.
    public var wavFile: [UInt8] {
        var file: [UInt8] = []
        writeWAV { file += $0 }
        return file
    }
}
