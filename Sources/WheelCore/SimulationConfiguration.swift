import WheelSupport

/// What `FairnessSimulation` runs: how many spins of which wheel, from which seed, sampled by
/// a display link at which rate.
public struct SimulationConfiguration: Sendable, Hashable {
    /// The allowed number of spins.
    public static let spinsRange = 1...1_000_000_000
    /// The spins a simulation runs unless told.
    public static let defaultSpins = 10_000

    /// How many spins.
    public let spins: Int
    /// The seed; spin `k` draws from stream `(seed, k)`.
    public let seed: UInt64
    /// The wheel: segments, spin options, idle speed, weights.
    public let wheel: WheelConfiguration
    /// The display link whose every tick is evaluated.
    public let clock: DisplayLinkClock

    /// A simulation of `spins` spins of `wheel` at `framesPerSecond` Hz.
    /// - Throws: `WheelError.parameterOutOfRange` for a spin count outside 1…10⁹,
    ///   `WheelError.frameRateOutOfRange` for a rate outside `DisplayLinkClock.frameRateRange`.
    public init(
        spins: Int = defaultSpins, seed: UInt64 = 0, wheel: WheelConfiguration = .standard,
        framesPerSecond: Double = DisplayLinkClock.referenceFrameRate
    ) throws(WheelError) {
        guard Self.spinsRange.contains(spins) else {
            throw .parameterOutOfRange(
                .spins, value: Double(spins), allowed: "a whole number \(RangeText.between(Self.spinsRange))")
        }
        self.spins = spins
        self.seed = seed
        self.wheel = wheel
        clock = try DisplayLinkClock(framesPerSecond: framesPerSecond)
    }

    /// How often each segment should come up: `spins × probability`.
    public var expectedCounts: [Double] {
        let count = wheel.geometry.segmentCount
        guard let weights = wheel.weights else {
            return Array(repeating: Double(spins) / Double(count), count: count)
        }
        return weights.probabilities.map { $0 * Double(spins) }
    }
}
