import WheelSlice
import WheelSupport

/// `--scale 1.5`, `--scales 1,1.5,2,3,4`: a supported scale as a decimal number.
extension SliceScale: ArgumentValue {
    /// A decimal number (``DecimalNumber``) that is a supported scale (`1.5`, `2`, `2.0`); nil
    /// for any other.
    public init?(argument: String) {
        guard let value = DecimalNumber.value(argument[...]), let scale = SliceScale(exactly: value),
            scale.isSupported
        else {
            return nil
        }
        self = scale
    }

    /// Lists the supported scales.
    public static var expectedDescription: String {
        "one of " + SliceScale.supported.map(\.description).joined(separator: ", ")
    }

    /// Shells offer the supported scales.
    public static var completion: ArgumentCompletion { .words(SliceScale.supported.map(\.description)) }

    /// `1.5`, `2`.
    public var argumentText: String { description }
}
