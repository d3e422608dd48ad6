/// Why a text is not a JSON document: what was expected and where (a byte offset from 0).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The UTF-8 byte offset of the problem.
    public let offset: Int
    /// What was found or expected, e.g. "expected ':' after an object key".
    public let reason: String

    /// "expected … at byte 12".
    public var description: String { "\(reason) at byte \(offset)" }
}

extension JSONValue {
    /// The document in `text` (RFC 8259: one value, whitespace around it, after a UTF-8
    /// byte-order mark, which Windows editors write and RFC 8259 lets a reader ignore). Whole
    /// numbers become `.int` (or `.unsigned` above `Int.max`), also when written with a
    /// fraction or exponent (`42.0`, `4e4`), other numbers `.number`; object members keep their order. A key repeated in one object is
    /// refused: readers differ on which of the two counts (the first, the last), so such a file
    /// says two things. Nesting deeper than 512 levels is refused.
    public init(parsing text: String) throws(JSONSyntaxError) {
        var reader = JSONReader(bytes: Array(text.utf8))
        self = try reader.document()
    }

    /// The member `key` of an object (of a document built in code with a key twice, the last),
    /// or nil for a missing key or a value that is not an object.
    public subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// An integer value: one the reader made `.int` or `.unsigned`, however written (`42.0`
    /// and `4.2e1` too). A `.number` is none, even a whole one: its literal was not whole, or
    /// its digits past a `Double`'s were lost.
    public var intValue: Int? {
        switch self {
        case .int(let value): return value
        case .unsigned(let value): return Int(exactly: value)
        default: return nil
        }
    }

    /// A 64-bit seed as JSON: a string of its decimal digits, which every reader takes back
    /// exactly (JavaScript and jq hold numbers as doubles, and a seed drawn from the system is
    /// almost always past 2⁵³, where they round it to another seed).
    public static func seed(_ value: UInt64) -> JSONValue { .string(String(value)) }

    /// What ``seed(_:)`` writes, or a non-negative integer number (as files written before
    /// seeds were strings hold them).
    public var seedValue: UInt64? {
        guard case .string(let text) = self else { return unsignedValue }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return UInt64(text)
    }

    /// A non-negative integer value up to 2⁶⁴ − 1 (as ``intValue`` reads them).
    public var unsignedValue: UInt64? {
        switch self {
        case .int(let value): return UInt64(exactly: value)
        case .unsigned(let value): return value
        default: return nil
        }
    }

    /// Any number as a `Double`.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// A boolean value.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The items of an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members of an object, in order.
    public var objectValue: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// Values are equal when they are the same kind with equal contents; objects compare their
    /// members in order, and numbers compare by kind (`.int(1)` is not `.number(1)`).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.unsigned(let a), .unsigned(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}

/// A recursive-descent reader over UTF-8 bytes.
private struct JSONReader {
    /// The deepest nesting of arrays and objects read; deeper is refused, so that a hostile
    /// file cannot exhaust the stack.
    static let maximumDepth = 512

    let bytes: [UInt8]
    var offset = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else { throw failure("unexpected text after the document") }
        return value
    }

    private func failure(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, reason: reason)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of the document") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try nested { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.object() }
        case UInt8(ascii: "["):
            return try nested { (reader: inout JSONReader) throws(JSONSyntaxError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws(JSONSyntaxError) -> JSONValue)
        throws(JSONSyntaxError) -> JSONValue
    {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
        return try body(&self)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count,
            Array(bytes[offset..<offset + expected.count]) == expected
        else { throw failure("expected \(word)") }
        offset += expected.count
        return value
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var members: [(String, JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a quoted object key")
            }
            let keyOffset = offset
            let key = try string()
            guard keys.insert(key).inserted else {
                // Named when it is short plain text, as every key this package writes is.
                let named =
                    key.count <= 64 && key.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
                throw JSONSyntaxError(
                    offset: keyOffset, reason: "repeated object key" + (named ? " '\(key)'" : ""))
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw failure("expected ':' after an object key")
            }
            offset += 1
            members.append((key, try value()))
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end inside an object") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard bytes[offset] == UInt8(ascii: "}") else {
                throw failure("expected ',' or '}' in an object")
            }
            offset += 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            guard offset < bytes.count else { throw failure("unexpected end inside an array") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard bytes[offset] == UInt8(ascii: "]") else { throw failure("expected ',' or ']' in an array") }
            offset += 1
            return .array(items)
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ reader: JSONReader, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            scalars.append(
                contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flush(self, upTo: offset, into: &scalars)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, upTo: offset, into: &scalars)
                offset += 1
                scalars.append(try escape())
                runStart = offset
                continue
            }
            offset += 1
        }
        throw failure("unterminated string")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate in a \\u escape") }
                offset += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("a lone surrogate in a \\u escape")
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw failure("an invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate in a \\u escape") }
            return scalar
        default:
            offset -= 1
            throw failure("an invalid escape")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw failure("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw failure("expected a digit") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        var integral = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            integral = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit after '.'")
            }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            integral = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
            {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw failure("expected a digit in the exponent")
            }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if integral {
            if let value = Int(text) { return .int(value) }
            if let value = UInt64(text) { return .unsigned(value) }
        } else if let whole = Self.exactInteger(text) {
            return whole
        }
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw failure("a number out of range")
        }
        return .number(value)
    }

    /// A number written with a fraction or exponent whose value is a whole number exactly
    /// (`42.0`, `4e4`, `1.5e1`), as `.int` or `.unsigned`; nil for any other (`42.5`, a whole
    /// number past 2⁶⁴ − 1). Read through a `Double` such a number could round from a
    /// neighbour to a whole one: `42.9999999999999999` to 43, `9007199254740993.0` to
    /// …992 (a merged report named another seed than its parts' runs).
    private static func exactInteger(_ text: String) -> JSONValue? {
        let negative = text.hasPrefix("-")
        let body = negative ? text.dropFirst() : Substring(text)
        let parts = body.split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "e" || $0 == "E" }
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = mantissa.count > 1 ? mantissa[1] : ""
        var digits = Substring(mantissa[0] + fraction)
        if digits.allSatisfy({ $0 == "0" }) { return .int(0) }
        guard let exponent = parts.count > 1 ? Int(parts[1]) : 0 else { return nil }
        // The value is digits · 10^shift.
        let (shift, overflow) = exponent.subtractingReportingOverflow(fraction.count)
        guard !overflow else { return nil }
        if shift < 0 {
            let cut = shift.magnitude >= UInt(digits.count) ? digits.count : Int(shift.magnitude)
            guard digits.suffix(cut).allSatisfy({ $0 == "0" }) else { return nil }
            digits = digits.dropLast(cut)
        }
        // Not all zeros (told above), so some digit is left.
        digits = digits.drop { $0 == "0" }
        // 2⁶⁴ has 20 digits: any longer number is past every integer kind.
        guard shift <= 20, digits.count + max(shift, 0) <= 20 else { return nil }
        let whole = digits + String(repeating: "0", count: max(shift, 0))
        if let value = Int((negative ? "-" : "") + whole) { return .int(value) }
        if !negative, let value = UInt64(whole) { return .unsigned(value) }
        return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
