/// A type that can be read from one command-line value.
public protocol ArgumentValue {
    /// Reads a value, or returns nil when `argument` is not one.
    init?(argument: String)
    /// What a valid value looks like, for error messages ("an integer").
    static var expectedDescription: String { get }
}

extension String: ArgumentValue {
    /// Any text is a string.
    public init?(argument: String) { self = argument }
    /// Used in error messages.
    public static var expectedDescription: String { "text" }
}

extension Int: ArgumentValue {
    /// A decimal integer, optionally signed.
    public init?(argument: String) { self.init(argument, radix: 10) }
    /// Used in error messages.
    public static var expectedDescription: String { "an integer" }
}

extension UInt64: ArgumentValue {
    /// A decimal integer, or hexadecimal with a `0x` prefix.
    public init?(argument: String) {
        if argument.hasPrefix("0x") || argument.hasPrefix("0X") {
            self.init(argument.dropFirst(2), radix: 16)
        } else {
            self.init(argument, radix: 10)
        }
    }
    /// Used in error messages.
    public static var expectedDescription: String { "a non-negative integer (decimal or 0x hex)" }
}

extension Double: ArgumentValue {
    /// A finite decimal number.
    public init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }
    /// Used in error messages.
    public static var expectedDescription: String { "a number" }
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    /// One of the raw values of the enumeration.
    public init?(argument: String) { self.init(rawValue: argument) }
    /// Lists the accepted values.
    public static var expectedDescription: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
