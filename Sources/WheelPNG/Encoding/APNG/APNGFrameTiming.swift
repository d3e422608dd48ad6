/// The delays of an animation shown at a constant frame rate, as exact fractions of seconds.
///
/// The rate is read as the fraction `p / q` frames per second with the smallest denominator
/// that gives the same `Double` (59.94 is 2997/50, 23.976 is 2997/125, 60000.0 / 1001 is
/// 60000/1001), so one frame lasts exactly `q / p` seconds and `n` frames `n·q / p`: the
/// delays add up to the clock's frame times with no drift. A run of equal frames shown as one
/// longer frame gets one delay when `n·q / p` reduces to a fraction of 16-bit numbers, else
/// several (``delays(ofFrames:)``).
public struct APNGFrameTiming: Sendable, Hashable {
    /// The largest numerator or denominator a delay can hold.
    public static let largestDelayTerm = Int(UInt16.max)

    /// The frame rate, frames per second.
    public let framesPerSecond: Double
    /// `p` of the rate `p / q` frames per second.
    public let rateNumerator: Int
    /// `q` of the rate `p / q` frames per second.
    public let rateDenominator: Int
    /// Whether `p / q` is the rate exactly; false only for a rate that no fraction of 16-bit
    /// numbers gives (such as 59.123456789), whose delays are then the nearest such fraction.
    public let isExact: Bool

    /// The timing of `framesPerSecond` frames per second.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a rate that is not finite, not above
    ///   0, or whose frame lasts longer than 65535 s or shorter than 1/65535 s.
    public init(framesPerSecond: Double) throws(PNGError) {
        let largest = Double(Self.largestDelayTerm)
        guard framesPerSecond.isFinite, framesPerSecond >= 1 / largest, framesPerSecond <= largest else {
            throw .invalidImage(
                reason: "an animation's frame rate must be between 1/65535 and 65535 frames per second, "
                    + "not \(framesPerSecond)")
        }
        self.framesPerSecond = framesPerSecond
        let (fraction, exact) = Self.fraction(closestTo: framesPerSecond)
        rateNumerator = fraction.numerator
        rateDenominator = fraction.denominator
        isExact = exact
    }

    /// The delay of one frame, `q / p` seconds.
    public var frameDelay: APNGFrameDelay { delays(ofValidCount: 1)[0] }

    /// The delays that together show `count` frames: `count·q / p` seconds as one reduced
    /// fraction when it fits in 16 bits, else split into parts of at most `65535 / q` frames
    /// each (a long still at 59.94 fps: 1310 frames, 21.9 s, a part).
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a `count` below 1.
    public func delays(ofFrames count: Int) throws(PNGError) -> [APNGFrameDelay] {
        guard count >= 1 else {
            throw .invalidImage(reason: "a frame delay shows 1 frame or more, not \(count)")
        }
        return delays(ofValidCount: count)
    }

    private func delays(ofValidCount count: Int) -> [APNGFrameDelay] {
        if let delay = delay(ofFrames: count) { return [delay] }
        let part = Self.largestDelayTerm / rateDenominator
        var delays: [APNGFrameDelay] = []
        var remaining = count
        while remaining > 0 {
            let frames = min(part, remaining)
            // `frames·q` fits unreduced, so this never fails.
            delays.append(delay(ofFrames: frames) ?? APNGFrameDelay(validatedNumerator: 0, denominator: 1))
            remaining -= frames
        }
        return delays
    }

    /// Whether `count` frames need more than one delay.
    public func needsSeveralDelays(forFrames count: Int) -> Bool { delay(ofFrames: count) == nil }

    /// `count·q / p` reduced, or nil when its numerator does not fit in 16 bits.
    private func delay(ofFrames count: Int) -> APNGFrameDelay? {
        let (numerator, overflow) = count.multipliedReportingOverflow(by: rateDenominator)
        guard !overflow else { return nil }
        let divisor = Self.greatestCommonDivisor(numerator, rateNumerator)
        let (top, bottom) = (numerator / divisor, rateNumerator / divisor)
        guard top <= Self.largestDelayTerm, bottom <= Self.largestDelayTerm else { return nil }
        return APNGFrameDelay(validatedNumerator: UInt16(top), denominator: UInt16(bottom))
    }

    /// The fraction of 16-bit terms with the smallest denominator that equals `value` as a
    /// `Double`, and true; else the one whose frame delay (its inverse) is nearest to
    /// `1 / value` (the smallest denominator among equals), and false. `--fps 100.001` took the
    /// last continued-fraction convergent that fits, 100/1 (a delay 1.0e-7 s off), where
    /// 65501/655 is 5.3e-8 s off: every denominator is tried, 65,535 of them, once per animation.
    private static func fraction(closestTo value: Double) -> (
        fraction: (numerator: Int, denominator: Int), exact: Bool
    ) {
        let delay = 1 / value
        var best = (numerator: 0, denominator: 0)
        var bestError = Double.infinity
        for denominator in 1...largestDelayTerm {
            let ideal = value * Double(denominator)
            // The numerators next to the ideal, within 1...65535: past it, none fits.
            guard ideal < Double(largestDelayTerm) + 1 else { break }
            let below = Int(ideal)
            for numerator in [below, below + 1] where numerator >= 1 && numerator <= largestDelayTerm {
                if Double(numerator) / Double(denominator) == value {
                    return ((numerator, denominator), true)
                }
                let error = abs(Double(denominator) / Double(numerator) - delay)
                if error < bestError { (best, bestError) = ((numerator, denominator), error) }
            }
        }
        return (best, false)
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
