import WheelSupport

/// The confidence at which a battery judges its tests: a test passes when its p-value is at
/// least 1 − confidence.
public struct ConfidenceLevel: Sendable, Hashable {
    /// 0.99, as test labs ask.
    public static let standard = ConfidenceLevel(validated: 0.99)

    /// The values a confidence may take, as the words after "must be".
    public static let requirement = "strictly between 0 and 1"

    /// The confidence, strictly between 0 and 1.
    public let value: Double

    /// A confidence of `value`.
    /// - Throws: `TestBatteryError.confidenceOutOfRange` unless 0 < `value` < 1.
    public init(_ value: Double) throws(TestBatteryError) {
        guard value > 0, value < 1 else { throw .confidenceOutOfRange(value) }
        self.init(validated: value)
    }

    private init(validated value: Double) {
        self.value = value
    }

    /// The confidence as a percentage for people: `99%`, `99.9%`; with as many more decimals
    /// as it takes not to read 100% or 0%, which a confidence cannot be (`99.9999995%`), in
    /// exponent form when even 15 decimals read 0% (`1e-298%`, `2.5e-20%`). The confidence's
    /// own digits, shifted (``DecimalDigits``): `0.9999999999999998` is `99.99999999999998%`.
    public var percentText: String {
        let percent = DecimalDigits(value).shifted(by: 2)
        var digits = 6
        var text = percent.trimmed(digits)
        while text == "100" || text == "0", digits < 15 {
            digits += 1
            text = percent.trimmed(digits)
        }
        return (text == "0" ? percent.scientific(6) : text) + "%"
    }
}
