/// The arguments of one command after parsing, read back through the command's own typed
/// declarations. A value that does not convert, or falls outside its declared range, is a
/// ``UsageError`` naming the option.
public struct ParsedArguments: Sendable {
    /// The command path for error messages, e.g. `luckywheel render`.
    public let commandPath: String
    /// The keys of everything the command declared.
    let declared: Set<String>
    var flags: Set<String> = []
    var options: [String: [String]] = [:]
    var positionals: [String: [String]] = [:]

    init(commandPath: String, specs: [ArgumentSpec]) {
        self.commandPath = commandPath
        declared = Set(specs.map(\.key))
    }

    /// The values given to the arguments that name files or folders (their completion's kind),
    /// as written: the paths a command line names.
    func pathValues(of specs: [ArgumentSpec]) -> [String] {
        specs.filter { [.file, .directory].contains($0.completion.kind) }.flatMap { spec in
            (options[spec.key] ?? []) + (positionals[spec.key] ?? [])
        }
    }

    /// The value of `option` (given once at most: ``ArgumentParser`` refuses a second),
    /// converted and range-checked, or its default.
    public func value<Value: ArgumentValue>(_ option: Option<Value>) throws(UsageError) -> Value {
        let key = try checkDeclared(option.spec)
        guard let raw = options[key]?.last else { return option.defaultValue }
        guard let value = Value(argument: raw) else {
            if let unheld = Self.unheldDescription(Value.self, raw) {
                if let requirement = option.requirement {
                    throw UsageError(
                        .outOfRange(
                            option: key, value: raw, requirement: requirement,
                            readAs: Self.unheldReading(Value.self, raw)),
                        commandPath: commandPath)
                }
                if let expected = unheld {
                    throw UsageError(
                        .invalidValue(option: key, value: raw, expected: expected), commandPath: commandPath)
                }
            }
            // A bounded range is said with the type (`--scale 1.5`: an integer between 1 and 3),
            // so the one message tells all that is accepted.
            throw UsageError(
                .invalidValue(
                    option: key, value: raw,
                    expected: Value.expectedDescription + (option.requirement.map { " " + $0 } ?? ""),
                    suggestion: Self.suggestion(Value.self, for: raw) { option.check($0) == nil }),
                commandPath: commandPath)
        }
        if let requirement = option.check(value) {
            throw UsageError(
                .outOfRange(
                    option: key, value: raw, requirement: requirement, readAs: Value.readAs(argument: raw)),
                commandPath: commandPath)
        }
        return value
    }

    /// The value of `option` (declared without a range) within `range`, a range known only once
    /// another option is read (`--frames` up to `--max-frames`, named by `bound` after the
    /// range's words): the checks and messages of a declared range, a value too large for its
    /// type included.
    public func value<Wrapped: Comparable & ArgumentValue>(
        _ option: Option<Wrapped?>, within range: ValueRange<Wrapped>, bound: String
    ) throws(UsageError) -> Wrapped? {
        let key = try checkDeclared(option.spec)
        let requirement = "\(range.requirement) (\(bound))"
        guard let raw = options[key]?.last else { return try value(option) }
        if Wrapped(argument: raw) == nil, Self.unheldDescription(Wrapped.self, raw) != nil {
            throw UsageError(
                .outOfRange(
                    option: key, value: raw, requirement: requirement,
                    readAs: Self.unheldReading(Wrapped.self, raw)),
                commandPath: commandPath)
        }
        guard let value = try value(option) else { return nil }
        guard range.contains(value) else {
            throw UsageError(
                .outOfRange(
                    option: key, value: raw, requirement: requirement, readAs: Wrapped.readAs(argument: raw)),
                commandPath: commandPath)
        }
        return value
    }

    /// When `raw`, which did not convert, is written as a value of `Value` that the type cannot
    /// hold, too large (`1e400`) or too near zero (`1e-400`): what a valid value looks like said
    /// to it, itself nil when the type's own description says so; nil when `raw` is no value.
    private static func unheldDescription<Value: ArgumentValue>(_: Value.Type, _ raw: String) -> String?? {
        if Value.isTooLarge(argument: raw) { return .some(Value.tooLargeDescription) }
        if Value.isTooSmall(argument: raw) { return .some(Value.tooSmallDescription) }
        return nil
    }

    /// What a range's message says `raw`, a value the type cannot hold, reads as: 0 for one too
    /// near zero (`--confidence 1e-400` is strictly between 0 and 1 as written, not as a double
    /// reads it); nil for one too large, plainly out of any range.
    private static func unheldReading<Value: ArgumentValue>(_: Value.Type, _ raw: String) -> String? {
        Value.isTooSmall(argument: raw) ? "0" : nil
    }

    /// Whether the flag, option or positional `spec` declares was given.
    func isGiven(_ spec: ArgumentSpec) -> Bool {
        flags.contains(spec.key) || options[spec.key] != nil || positionals[spec.key] != nil
    }

    /// Whether `option` was given at all (its default may be the value given).
    public func isGiven<Value>(_ option: Option<Value>) throws(UsageError) -> Bool {
        options[try checkDeclared(option.spec)] != nil
    }

    /// Whether `flag` was given.
    public func value(_ flag: Flag) throws(UsageError) -> Bool {
        flags.contains(try checkDeclared(flag.spec))
    }

    /// The values of `positional`, converted (empty when absent).
    public func values<Value: ArgumentValue>(_ positional: Positional<Value>) throws(UsageError) -> [Value] {
        let key = try checkDeclared(positional.spec)
        return try converted(positionals[key] ?? [], key: key)
    }

    /// The values of `option`, converted, in the order given (empty when absent).
    public func values<Value: ArgumentValue>(_ option: RepeatingOption<Value>) throws(UsageError) -> [Value] {
        let key = try checkDeclared(option.spec)
        return try converted(options[key] ?? [], key: key)
    }

    /// The value `raw`, which did not convert, was likely meant to be (`Value.suggestion`), when
    /// that is a value the option takes (`accepts`): `--spins -0` is not told `0`, which its
    /// range refuses, nor `+99999999999999999999` a number too large for it.
    private static func suggestion<Value: ArgumentValue>(
        _ type: Value.Type, for raw: String, accepts: (Value) -> Bool
    ) -> String? {
        guard let suggestion = Value.suggestion(for: raw), let value = Value(argument: suggestion),
            accepts(value)
        else { return nil }
        return suggestion
    }

    /// Every value of `raws` converted, or the error naming `key` and the first that is not one.
    private func converted<Value: ArgumentValue>(_ raws: [String], key: String) throws(UsageError) -> [Value]
    {
        var values: [Value] = []
        for raw in raws {
            guard let value = Value(argument: raw) else {
                throw UsageError(
                    .invalidValue(
                        option: key, value: raw, expected: Value.expectedDescription,
                        suggestion: Self.suggestion(Value.self, for: raw) { _ in true }),
                    commandPath: commandPath)
            }
            values.append(value)
        }
        return values
    }

    /// Whether the command declares `spec` (options shared by several commands word their
    /// errors by what the command offers).
    func declares(_ spec: ArgumentSpec) -> Bool { declared.contains(spec.key) }

    /// Reading an argument the command did not declare is a mistake in the command, caught by
    /// the tests that parse every command (`CommandDeclarationTests`).
    private func checkDeclared(_ spec: ArgumentSpec) throws(UsageError) -> String {
        guard declared.contains(spec.key) else {
            throw UsageError(.undeclared(spec.key), commandPath: commandPath)
        }
        return spec.key
    }
}
