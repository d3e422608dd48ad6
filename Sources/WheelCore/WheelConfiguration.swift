import WheelSupport

/// Everything that shapes a wheel's behaviour apart from its inputs and seed.
public struct WheelConfiguration: Sendable, Hashable {
    /// The reference screen's idle speed: π/1000 rad per tick at 60 Hz, as a rate (0.06π rad/s)
    /// so that it does not double at 120 Hz.
    public static let referenceIdleAngularVelocity = Double.pi / 1000 * DisplayLinkClock.referenceFrameRate
    /// The allowed idle speeds, rad/s.
    public static let idleAngularVelocityRange: ClosedRange<Double> = 0...100
    /// The reference screen's rest on the prize before idling again, seconds.
    public static let referenceResumeDelay: Double = 3
    /// The allowed rests before idling again, seconds.
    public static let resumeDelayRange: ClosedRange<Double> = 0...3600

    /// The reference screen: 12 segments, pointer at 12 o'clock, idle at 0.06π rad/s, 3 turns
    /// over 3 s ease-in-ease-out, idle again 3 s after the spin, uniform prizes.
    public static let standard = WheelConfiguration(
        validatedGeometry: .standard, spin: .standard, idleAngularVelocity: referenceIdleAngularVelocity,
        resumeDelay: referenceResumeDelay, weights: nil)

    /// Segments and pointer.
    public let geometry: WheelGeometry
    /// How spins move.
    public let spin: SpinOptions
    /// How fast the wheel turns while idle, rad/s clockwise (0…100).
    public let idleAngularVelocity: Double
    /// How long the wheel rests on the selected segment before idling again, seconds.
    public let resumeDelay: Double
    /// Prize weights, one per segment; `nil` draws every segment equally often.
    public let weights: WeightedChoice?

    /// A configuration.
    /// - Throws: `WheelError.parameterOutOfRange` for an idle velocity outside 0…100 rad/s or
    ///   a resume delay outside 0…3600 s, `WheelError.weightCountMismatch` when the weights do
    ///   not match the segments.
    public init(
        geometry: WheelGeometry = .standard, spin: SpinOptions = .standard,
        idleAngularVelocity: Double = referenceIdleAngularVelocity,
        resumeDelay: Double = referenceResumeDelay,
        weights: WeightedChoice? = nil
    ) throws(WheelError) {
        // A NaN or infinity is not finite, as everywhere else, rather than out of range.
        try WheelModel.check(
            idleAngularVelocity, .idleAngularVelocity, within: Self.idleAngularVelocityRange, unit: "rad/s")
        try WheelModel.check(resumeDelay, .resumeDelay, within: Self.resumeDelayRange, unit: "seconds")
        if let weights, weights.count != geometry.segmentCount {
            throw .weightCountMismatch(weights: weights.count, segments: geometry.segmentCount)
        }
        self.init(
            validatedGeometry: geometry, spin: spin, idleAngularVelocity: idleAngularVelocity,
            resumeDelay: resumeDelay, weights: weights)
    }

    private init(
        validatedGeometry geometry: WheelGeometry, spin: SpinOptions, idleAngularVelocity: Double,
        resumeDelay: Double, weights: WeightedChoice?
    ) {
        self.geometry = geometry
        self.spin = spin
        self.idleAngularVelocity = idleAngularVelocity
        self.resumeDelay = resumeDelay
        self.weights = weights
    }
}
