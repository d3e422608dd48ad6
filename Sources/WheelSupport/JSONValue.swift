/// A JSON document: built in code and written with a fixed key order, so that reports,
/// manifests and `--json` output are byte-for-byte reproducible, or read from text (see
/// `JSONValue+Reading.swift`).
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written without a fraction.
    case int(Int)
    /// An unsigned 64-bit integer (a seed), written in full without a fraction.
    case unsigned(UInt64)
    /// A number written in the shortest form that reads back to the same `Double`;
    /// non-finite values are written as `null` (JSON has no NaN or infinity).
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the given order.
    case object([(String, JSONValue)])

    /// The document as text: `pretty` puts one member per line with two-space indentation
    /// and a final newline; otherwise the whole value is on one line.
    public func serialized(pretty: Bool = true) -> String {
        // Written as UTF-8 bytes and made a String once: appending many short strings to a
        // String costs far more per byte, and `slice` writes its manifest on every run.
        var text: [UInt8] = []
        text.reserveCapacity(4096)
        write(into: &text, indent: pretty ? 0 : nil)
        if pretty { text.append(UInt8(ascii: "\n")) }
        return String(decoding: text, as: UTF8.self)
    }

    private func write(into text: inout [UInt8], indent: Int?) {
        switch self {
        case .null: text += "null".utf8
        case .bool(let value): text += (value ? "true" : "false").utf8
        case .int(let value): text += String(value).utf8
        case .unsigned(let value): text += String(value).utf8
        case .number(let value): text += Self.number(value).utf8
        case .string(let value): Self.quote(value, into: &text)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, into: &text, indent: indent) {
                index, text in
                items[index].write(into: &text, indent: indent.map { $0 + 1 })
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, into: &text, indent: indent) {
                index, text in
                Self.quote(members[index].0, into: &text)
                text += ": ".utf8
                members[index].1.write(into: &text, indent: indent.map { $0 + 1 })
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, into text: inout [UInt8], indent: Int?,
        element: (Int, inout [UInt8]) -> Void
    ) {
        text.append(UInt8(ascii: open))
        guard count > 0 else {
            text.append(UInt8(ascii: close))
            return
        }
        for index in 0..<count {
            if let indent {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                Self.newline(indent: indent + 1, into: &text)
            } else if index > 0 {
                text += ", ".utf8
            }
            element(index, &text)
        }
        if let indent { Self.newline(indent: indent, into: &text) }
        text.append(UInt8(ascii: close))
    }

    /// A line break and two spaces per level of `indent`.
    private static func newline(indent: Int, into text: inout [UInt8]) {
        text.append(UInt8(ascii: "\n"))
        text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? DecimalText.shortest(value) : "null"
    }

    /// `string` in quotes, with the characters JSON requires escaped, DEL and the C1 controls
    /// U+0080 to U+009F (which YAML, a reader of these quotes too, requires escaped, and which
    /// a terminal may obey), and the format characters and line separators
    /// (`isInvisibleFormat`), which a terminal showing the file draws as nothing or lays the
    /// rest of the line out by (past U+FFFF as a UTF-16 surrogate pair, as JSON writes them).
    /// Other characters are copied as UTF-8.
    private static func quote(_ string: String, into text: inout [UInt8]) {
        func escaped(_ value: UInt32) {
            let hex = String(value, radix: 16)
            text += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
        }
        text.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x22: text += "\\\"".utf8
            case 0x5C: text += "\\\\".utf8
            case 0x0A: text += "\\n".utf8
            case 0x0D: text += "\\r".utf8
            case 0x09: text += "\\t".utf8
            case ..<0x20, 0x7F...0x9F: escaped(scalar.value)
            case _ where scalar.isInvisibleFormat:
                for unit in String(scalar).utf16 { escaped(UInt32(unit)) }
            default: UTF8.encode(scalar) { text.append($0) }
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
