/// Renders results as an aligned text table or as JSON.
public enum ReportFormatter {
    /// A table: one row per scenario with min, p50, p90, p99, max per operation and throughput.
    public static func text(_ results: [BenchmarkResult]) -> String {
        let header = ["scenario", "min", "p50", "p90", "p99", "max", "throughput"]
        var rows = [header]
        for result in results {
            let s = result.statistics
            rows.append(
                [result.name] + [s.minimum, s.p50, s.p90, s.p99, s.maximum].map(duration)
                    + ["\(quantity(result.throughput)) \(result.throughputUnit)/s"])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == 0 || column == row.count - 1
                    ? cell.padding(widths[column])
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            text += cells.joined(separator: "  ").trimmingTrailingSpaces + "\n"
        }
        for result in results where !result.facts.isEmpty {
            let facts = result.facts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            text += "  \(result.name): " + facts.joined(separator: " ") + "\n"
        }
        return text
    }

    /// A JSON document with `context` (machine, date…) and one object per scenario; times in ns.
    public static func json(_ results: [BenchmarkResult], context: [String: String]) -> String {
        var text = "{\n  \"context\": {"
        text += context.sorted { $0.key < $1.key }.map { "\n    \(quote($0.key)): \(quote($0.value))" }
            .joined(separator: ",")
        text += "\n  },\n  \"results\": ["
        text += results.map { result in
            let s = result.statistics
            var fields = [
                "\"name\": \(quote(result.name))",
                "\"samples\": \(s.count)",
                "\"iterationsPerSample\": \(result.iterationsPerSample)",
                "\"minNanoseconds\": \(number(s.minimum))",
                "\"p50Nanoseconds\": \(number(s.p50))",
                "\"p90Nanoseconds\": \(number(s.p90))",
                "\"p99Nanoseconds\": \(number(s.p99))",
                "\"maxNanoseconds\": \(number(s.maximum))",
                "\"throughput\": \(number(result.throughput))",
                "\"throughputUnit\": \(quote(result.throughputUnit + "/s"))",
            ]
            if !result.facts.isEmpty {
                let facts = result.facts.sorted { $0.key < $1.key }.map {
                    "\(quote($0.key)): \(quote($0.value))"
                }
                fields.append("\"facts\": {\(facts.joined(separator: ", "))}")
            }
            return "\n    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",")
        text += "\n  ]\n}\n"
        return text
    }

    /// `12.3 µs`-style durations from nanoseconds.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return "\(fixed(nanoseconds, 1)) ns"
        case ..<1_000_000: return "\(fixed(nanoseconds / 1e3, 2)) µs"
        case ..<1_000_000_000: return "\(fixed(nanoseconds / 1e6, 2)) ms"
        default: return "\(fixed(nanoseconds / 1e9, 3)) s"
        }
    }

    /// `24.3 M`-style quantities.
    static func quantity(_ value: Double) -> String {
        switch value {
        case ..<1_000: return fixed(value, 1)
        case ..<1_000_000: return "\(fixed(value / 1e3, 1)) k"
        case ..<1_000_000_000: return "\(fixed(value / 1e6, 1)) M"
        default: return "\(fixed(value / 1e9, 2)) G"
        }
    }

    /// `value` with `digits` decimals, rounded half away from zero, without Foundation.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let digitsText = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }

    private static func number(_ value: Double) -> String { fixed(value, 3) }

    private static func quote(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20:
                escaped += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
