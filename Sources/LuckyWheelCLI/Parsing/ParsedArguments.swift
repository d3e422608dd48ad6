/// The arguments of one command after parsing, with typed access that turns a bad value into
/// a ``UsageError`` naming the option.
public struct ParsedArguments: Sendable {
    /// The command path for error messages, e.g. `luckywheel render`.
    public let commandPath: String
    var flags: Set<String> = []
    var options: [String: [String]] = [:]
    var positionals: [String: [String]] = [:]

    init(commandPath: String) {
        self.commandPath = commandPath
    }

    /// Whether the flag `key` (its longest name, e.g. `--json`) was given.
    public func flag(_ key: String) -> Bool { flags.contains(key) }

    /// The last value given for option `key`, converted, or nil when absent.
    public func option<Value: ArgumentValue>(_ key: String, as type: Value.Type = Value.self)
        throws(UsageError)
        -> Value?
    {
        guard let raw = options[key]?.last else { return nil }
        return try convert(raw, for: key)
    }

    /// The last value given for option `key`, converted, or `defaultValue` when absent.
    public func option<Value: ArgumentValue>(_ key: String, default defaultValue: Value) throws(UsageError)
        -> Value
    {
        try option(key, as: Value.self) ?? defaultValue
    }

    /// A comma-separated list given to option `key` (`--scales 1,2,3`), each item converted.
    public func list<Value: ArgumentValue>(_ key: String, as type: Value.Type = Value.self) throws(UsageError)
        -> [Value]?
    {
        guard let raw = options[key]?.last else { return nil }
        let items = raw.split(separator: ",", omittingEmptySubsequences: false)
        var values: [Value] = []
        for item in items {
            let text = item.trimmingSpaces
            guard let value = Value(argument: text) else {
                throw UsageError(
                    .invalidValue(
                        option: key, value: raw,
                        expected: "a comma-separated list of \(Value.expectedDescription)"),
                    commandPath: commandPath)
            }
            values.append(value)
        }
        return values
    }

    /// The values of positional argument `key` (its value name), converted.
    public func positional<Value: ArgumentValue>(_ key: String, as type: Value.Type = Value.self)
        throws(UsageError) -> [Value]
    {
        var values: [Value] = []
        for raw in positionals[key] ?? [] { values.append(try convert(raw, for: key)) }
        return values
    }

    private func convert<Value: ArgumentValue>(_ raw: String, for key: String) throws(UsageError) -> Value {
        guard let value = Value(argument: raw) else {
            throw UsageError(
                .invalidValue(option: key, value: raw, expected: Value.expectedDescription),
                commandPath: commandPath)
        }
        return value
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
