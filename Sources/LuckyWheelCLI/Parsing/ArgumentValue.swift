import WheelSupport

/// A type that can be read from one command-line value and written back in help text.
public protocol ArgumentValue: Sendable {
    /// Reads a value, or returns nil when `argument` is not one.
    init?(argument: String)
    /// What a valid value looks like, for error messages ("an integer").
    static var expectedDescription: String { get }
    /// How shells complete a value of this type (a closed set of words, a file, or anything).
    static var completion: ArgumentCompletion { get }
    /// The value as a user would type it, for defaults in help (`60`, `0.5`, `png`).
    var argumentText: String { get }
    /// Whether `argument`, which did not convert, is written as a value of this type that is too
    /// large for it (`1e400`, twenty digits): an option with a range then names the range.
    static func isTooLarge(argument: String) -> Bool
    /// What a valid value looks like, said to one too large when the option's range has no
    /// bound of its own (`an integer up to 9223372036854775807`); nil when
    /// ``expectedDescription`` already says how large a value may be.
    static var tooLargeDescription: String? { get }
    /// Whether `argument`, which did not convert, is written as a number other than zero that
    /// is too near zero for this type to hold (`1e-400`, which a `Double` reads as 0): an option
    /// with a range then names the range.
    static func isTooSmall(argument: String) -> Bool
    /// What a valid value looks like, said to one too near zero when the option's range has no
    /// bound of its own; nil when ``expectedDescription`` already says it.
    static var tooSmallDescription: String? { get }
    /// The accepted values, for help (`fast, small, best`), when they are a closed set;
    /// nil for any other type.
    static var choicesText: String? { get }
    /// The value `argument`, which did not convert, was likely meant to be (`pnj`: `png`);
    /// nil when none is close or the values are no closed set.
    static func suggestion(for argument: String) -> String?
    /// The value `argument`, which converted, holds when that is not the value written
    /// (`0.49999999999999999`: 0.5), for a range's message; nil when it is.
    static func readAs(argument: String) -> String?
}

extension ArgumentValue {
    /// Values complete as free text unless the type says otherwise.
    public static var completion: ArgumentCompletion { .none }
    /// Only numbers can be too large.
    public static func isTooLarge(argument: String) -> Bool { false }
    /// None: see ``isTooLarge(argument:)``.
    public static var tooLargeDescription: String? { nil }
    /// Only decimal numbers can be too near zero.
    public static func isTooSmall(argument: String) -> Bool { false }
    /// None: see ``isTooSmall(argument:)``.
    public static var tooSmallDescription: String? { nil }
    /// None: only a closed set of values lists them.
    public static var choicesText: String? { nil }
    /// None: only a closed set of values has one near a typo.
    public static func suggestion(for argument: String) -> String? { nil }
    /// None: only a decimal number can hold another value than the one written.
    public static func readAs(argument: String) -> String? { nil }
}

extension String: ArgumentValue {
    /// Any text is a string.
    public init?(argument: String) { self = argument }
    /// Used in error messages.
    public static var expectedDescription: String { "text" }
    /// The text itself.
    public var argumentText: String { self }
}

extension Int: ArgumentValue {
    /// A decimal integer, digits only after a `-` for a negative one (``IntegerArgument``).
    public init?(argument: String) {
        guard let value = IntegerArgument.value(argument[...], as: Int.self) else { return nil }
        self = value
    }
    /// Used in error messages.
    public static var expectedDescription: String { "an integer" }
    /// Decimal digits.
    public var argumentText: String { String(self) }
    /// Digits beyond ±9223372036854775807.
    public static func isTooLarge(argument: String) -> Bool {
        IntegerArgument.isWritten(argument[...], as: Int.self)
    }
    /// Up to `9223372036854775807`.
    public static var tooLargeDescription: String? { expectedDescription + " up to \(Int.max)" }
    /// The plain integer a signed one was meant to be (`+5`: `5`; `-0`: `0`).
    public static func suggestion(for argument: String) -> String? {
        IntegerArgument.plainForm(of: argument[...], as: Int.self)
    }
}

extension UInt64: ArgumentValue {
    /// A decimal integer, or hexadecimal with a `0x` prefix; digits only (``IntegerArgument``:
    /// `-0` or `0x+7` is no way to write a seed).
    public init?(argument: String) {
        let (digits, radix) = Self.digits(of: argument)
        guard let value = IntegerArgument.value(digits, radix: radix, as: UInt64.self) else { return nil }
        self = value
    }
    /// How a 64-bit value (a seed, a nonce, a stream) may be written, in its help and messages.
    static let notation = "decimal or 0x hex"
    /// Used in error messages.
    public static var expectedDescription: String { "a non-negative integer (\(notation))" }
    /// Decimal digits.
    public var argumentText: String { String(self) }
    /// Digits (or 0x hex digits) beyond 18446744073709551615.
    public static func isTooLarge(argument: String) -> Bool {
        let (digits, radix) = Self.digits(of: argument)
        return IntegerArgument.isWritten(digits, radix: radix, as: UInt64.self)
    }
    /// Up to `18446744073709551615`.
    public static var tooLargeDescription: String? { expectedDescription + " up to \(UInt64.max)" }
    /// The plain integer a signed one was meant to be (`+5`: `5`; `0x+2a`: `0x2a`).
    public static func suggestion(for argument: String) -> String? {
        let (digits, radix) = Self.digits(of: argument)
        return IntegerArgument.plainForm(of: digits, radix: radix, as: UInt64.self).map {
            argument.prefix(argument.count - digits.count) + $0
        }
    }

    /// The digits of `argument` and their radix: 16 after `0x`, else 10.
    private static func digits(of argument: String) -> (Substring, radix: Int) {
        argument.hasPrefix("0x") || argument.hasPrefix("0X")
            ? (argument.dropFirst(2), 16) : (argument[...], 10)
    }
}

extension UInt32: ArgumentValue {
    /// A decimal integer from 0 to 4294967295, digits only (``IntegerArgument``).
    public init?(argument: String) {
        guard let value = IntegerArgument.value(argument[...], as: UInt32.self) else { return nil }
        self = value
    }
    /// Used in error messages.
    public static var expectedDescription: String { "a whole number from 0 to \(UInt32.max)" }
    /// Decimal digits.
    public var argumentText: String { String(self) }
    /// Digits beyond 4294967295.
    public static func isTooLarge(argument: String) -> Bool {
        IntegerArgument.isWritten(argument[...], as: UInt32.self)
    }
    /// None: the description gives the range.
    public static var tooLargeDescription: String? { nil }
    /// The plain integer a signed one was meant to be (`+5`: `5`; `-0`: `0`).
    public static func suggestion(for argument: String) -> String? {
        IntegerArgument.plainForm(of: argument[...], as: UInt32.self)
    }
}

extension Double: ArgumentValue {
    /// A finite decimal number, digits with an optional fraction and exponent after a `-` for a
    /// negative one (``DecimalNumber``: `+60`, `.5`, `0x3C`, `inf` or `-0` is no way to write one).
    public init?(argument: String) {
        guard let value = DecimalNumber.value(argument[...]) else { return nil }
        self = value
    }
    /// Used in error messages.
    public static var expectedDescription: String { "a decimal number" }
    /// The shortest form: `60`, `0.5`, `59.94`.
    public var argumentText: String { DecimalText.shortest(self) }
    /// The shortest form of the double `argument` reads as, when that is not the number
    /// written (`0.49999999999999999` reads as 0.5, `0.1` as 0.1).
    public static func readAs(argument: String) -> String? {
        guard let value = Self(argument: argument) else { return nil }
        let shortest = value.argumentText
        return DecimalNumber.writeTheSameNumber(argument[...], shortest[...]) ? nil : shortest
    }
    /// A decimal number that overflows to infinity (`1e400`), not `inf` itself.
    public static func isTooLarge(argument: String) -> Bool {
        DecimalNumber.unheld(argument[...]) == .tooLarge
    }
    /// Within ±1.7976931348623157e+308, the largest finite `Double`.
    public static var tooLargeDescription: String? {
        expectedDescription + " within ±\(DecimalText.shortest(.greatestFiniteMagnitude))"
    }
    /// A decimal number written with digits other than zeros that reads as zero (`1e-400`),
    /// which ``DecimalNumber`` refuses rather than take a weight or a time for 0.
    public static func isTooSmall(argument: String) -> Bool {
        DecimalNumber.unheld(argument[...]) == .tooNearZero
    }
    /// The plain decimal one written loosely was meant to be (`+60`: `60`; `.5`: `0.5`).
    public static func suggestion(for argument: String) -> String? {
        DecimalNumber.plainForm(of: argument[...])
    }
    /// 0, or at least 5e-324 (the smallest `Double` above zero) in size.
    public static var tooSmallDescription: String? {
        expectedDescription + ", 0 or at least \(DecimalText.shortest(.leastNonzeroMagnitude)) in size"
    }
}

extension Array: ArgumentValue where Element: ArgumentValue {
    /// A comma-separated list (`1,2,3`, spaces around items allowed), every item converted.
    public init?(argument: String) {
        var values: [Element] = []
        for text in Self.items(argument) {
            guard let value = Element(argument: text) else { return nil }
            values.append(value)
        }
        self = values
    }
    /// The items of a comma-separated list, without the spaces around them.
    private static func items(_ argument: String) -> [String] {
        argument.split(separator: ",", omittingEmptySubsequences: false).map { item in
            String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }
    /// Used in error messages.
    public static var expectedDescription: String {
        "a comma-separated list, each item \(Element.expectedDescription)"
    }
    /// The items joined by commas.
    public var argumentText: String { map(\.argumentText).joined(separator: ",") }
    /// Every item a value or one its type cannot hold, and one at least too large
    /// (`--weights 1e400,1`).
    public static func isTooLarge(argument: String) -> Bool {
        unheldItems(argument)?.contains(where: Element.isTooLarge(argument:)) ?? false
    }
    /// Each item the element's too-large description.
    public static var tooLargeDescription: String? {
        Element.tooLargeDescription.map { "a comma-separated list, each item \($0)" }
    }
    /// Every item a value or one its type cannot hold, and none of them too large but one at
    /// least too near zero (`--weights 1,1e-400`).
    public static func isTooSmall(argument: String) -> Bool {
        guard let unheld = unheldItems(argument) else { return false }
        return !unheld.isEmpty && !unheld.contains(where: Element.isTooLarge(argument:))
    }
    /// Each item the element's too-small description.
    public static var tooSmallDescription: String? {
        Element.tooSmallDescription.map { "a comma-separated list, each item \($0)" }
    }
    /// The list with each item that does not convert replaced by the value it was likely meant
    /// to be (`1,-0,2`: `1,0,2`); nil when one of them has none.
    public static func suggestion(for argument: String) -> String? {
        var changed = false
        var meant: [String] = []
        for text in items(argument) {
            if Element(argument: text) != nil {
                meant.append(text)
            } else if let suggestion = Element.suggestion(for: text) {
                meant.append(suggestion)
                changed = true
            } else {
                return nil
            }
        }
        return changed ? meant.joined(separator: ",") : nil
    }
    /// The items that do not convert, when each of them is written as a value too large or
    /// too near zero for its type; nil when one is no value at all.
    private static func unheldItems(_ argument: String) -> [String]? {
        var unheld: [String] = []
        for text in items(argument) where Element(argument: text) == nil {
            guard Element.isTooLarge(argument: text) || Element.isTooSmall(argument: text) else { return nil }
            unheld.append(text)
        }
        return unheld
    }
}

extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    /// A present value; an option without a default is `Option<Wrapped?>`.
    public init?(argument: String) {
        guard let value = Wrapped(argument: argument) else { return nil }
        self = .some(value)
    }
    /// The wrapped type's.
    public static var expectedDescription: String { Wrapped.expectedDescription }
    /// The wrapped type's.
    public static var completion: ArgumentCompletion { Wrapped.completion }
    /// The wrapped type's.
    public static func isTooLarge(argument: String) -> Bool { Wrapped.isTooLarge(argument: argument) }
    /// The wrapped type's.
    public static var tooLargeDescription: String? { Wrapped.tooLargeDescription }
    /// The wrapped type's.
    public static func isTooSmall(argument: String) -> Bool { Wrapped.isTooSmall(argument: argument) }
    /// The wrapped type's.
    public static var tooSmallDescription: String? { Wrapped.tooSmallDescription }
    /// The wrapped type's.
    public static func suggestion(for argument: String) -> String? { Wrapped.suggestion(for: argument) }
    /// The wrapped type's.
    public static func readAs(argument: String) -> String? { Wrapped.readAs(argument: argument) }
    /// The wrapped value's text; empty when absent.
    public var argumentText: String { map(\.argumentText) ?? "" }
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
    /// One of the raw values of the enumeration.
    public init?(argument: String) { self.init(rawValue: argument) }
    /// Lists the accepted values.
    public static var expectedDescription: String {
        "one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
    /// Shells offer the raw values.
    public static var completion: ArgumentCompletion { .words(allCases.map(\.rawValue)) }
    /// Help lists the raw values.
    public static var choicesText: String? { allCases.map(\.rawValue).joined(separator: ", ") }
    /// The raw value nearest to `argument` (`PNG`: `png`, `pnj`: `png`).
    public static func suggestion(for argument: String) -> String? {
        closestMatch(to: argument, in: allCases.map(\.rawValue))
    }
    /// The raw value.
    public var argumentText: String { rawValue }
}
