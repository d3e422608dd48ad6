/// How long a frame of an animated PNG stays on screen: `numerator / denominator` seconds
/// (the `delay_num` and `delay_den` fields of an `fcTL` chunk, 16 bits each).
public struct APNGFrameDelay: Sendable, Hashable, CustomStringConvertible {
    /// Numerator of the delay in seconds.
    public let numerator: UInt16
    /// Denominator of the delay in seconds (never 0, which decoders would read as 100).
    public let denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a `denominator` of 0.
    public init(numerator: UInt16, denominator: UInt16) throws(PNGError) {
        guard denominator > 0 else {
            throw .invalidImage(reason: "a frame delay of \(numerator)/0 s has no denominator; use 1 or more")
        }
        self.init(validatedNumerator: numerator, denominator: denominator)
    }

    /// A delay whose denominator the timing computed (1 or more).
    init(validatedNumerator numerator: UInt16, denominator: UInt16) {
        precondition(denominator > 0, "an APNG delay needs a denominator above 0")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The shortest delay web browsers keep: Firefox, Chromium and WebKit show a frame whose
    /// delay is under 11 ms (10 ms or less in whole milliseconds) for ``browserSubstitute``,
    /// as they do a GIF's, so an animation of such frames plays slower there.
    public static let shortestInBrowsers = APNGFrameDelay(validatedNumerator: 11, denominator: 1000)
    /// What web browsers show a delay shorter than ``shortestInBrowsers`` for: 100 ms.
    public static let browserSubstitute = APNGFrameDelay(validatedNumerator: 1, denominator: 10)

    /// Whether web browsers show this delay as ``browserSubstitute`` (it is shorter than
    /// ``shortestInBrowsers``).
    public var isLengthenedByBrowsers: Bool {
        let shortest = Self.shortestInBrowsers
        return Int(numerator) * Int(shortest.denominator) < Int(shortest.numerator) * Int(denominator)
    }

    /// The delay in seconds (rounded to a `Double`).
    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// `50/2997 s`.
    public var description: String { "\(numerator)/\(denominator) s" }
}
