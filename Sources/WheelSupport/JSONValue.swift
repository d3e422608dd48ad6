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
        var text = ""
        write(into: &text, indent: pretty ? 0 : nil)
        return pretty ? text + "\n" : text
    }

    private func write(into text: inout String, indent: Int?) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .unsigned(let value): text += String(value)
        case .number(let value): text += Self.number(value)
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
                text += ": "
                members[index].1.write(into: &text, indent: indent.map { $0 + 1 })
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, into text: inout String, indent: Int?,
        element: (Int, inout String) -> Void
    ) {
        text += open
        guard count > 0 else {
            text += close
            return
        }
        for index in 0..<count {
            if let indent {
                text += (index == 0 ? "\n" : ",\n") + String(repeating: "  ", count: indent + 1)
            } else if index > 0 {
                text += ", "
            }
            element(index, &text)
        }
        if let indent { text += "\n" + String(repeating: "  ", count: indent) }
        text += close
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? DecimalText.shortest(value) : "null"
    }

    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
