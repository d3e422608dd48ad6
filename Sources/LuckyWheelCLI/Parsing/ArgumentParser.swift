import WheelSupport

/// Splits a command's argument list into flags, options and positionals according to its
/// ``ArgumentSpec``s. `--name value`, `--name=value`, `-o value`, and `--` (everything after
/// is positional) are understood; `-` alone is a positional (standard output or input).
struct ArgumentParser {
    /// The help flag every command has.
    static let helpNames = Set(HelpFormatter.helpSpec.names)

    let specs: [ArgumentSpec]
    let commandPath: String

    /// Whether `arguments` ask for help: `-h` or `--help` where a flag may stand (not as the
    /// value of an option, as in `render -o -h`, and not after `--`). Like swift-argument-
    /// parser, help wins over any other mistake on the line.
    func asksForHelp(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return false }
            if Self.helpNames.contains(argument) { return true }
            guard argument.hasPrefix("-"), argument != "-", Self.inlineValue(in: argument) == nil else {
                continue
            }
            if specs.first(where: { $0.names.contains(argument) })?.takesValue == true,
                index < arguments.count, !isOption(arguments[index])
            {
                index += 1
            }
        }
        return false
    }

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(commandPath: commandPath, specs: specs)
        var loose: [String] = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let inline = Self.inlineValue(in: argument)
            let name = inline?.name ?? argument
            let inlineValue = inline?.value
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                // `--help=x`: help is a flag (without the value it would have been taken).
                if Self.helpNames.contains(name) {
                    throw UsageError(.unexpectedValue(flag: name), commandPath: commandPath)
                }
                let known = specs.flatMap(\.names) + HelpFormatter.helpSpec.names
                // A file whose name starts with a dash reads as an option.
                if PathKind(of: argument) != .missing {
                    throw UsageError(
                        "unknown option '\(argument)'; for the file of that name write ./\(argument), "
                            + "or put it after --",
                        commandPath: commandPath)
                }
                if let shortOption = shortOptionJoined(to: argument) {
                    throw UsageError(shortOption, commandPath: commandPath)
                }
                throw UsageError(
                    .unknownOption(name, suggestion: closestMatch(to: name, in: known)),
                    commandPath: commandPath)
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil {
                    throw UsageError(.unexpectedValue(flag: name), commandPath: commandPath)
                }
                parsed.flags.insert(spec.key)
            case .option(let valueName, let repeating):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !isOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    // `--segments -o x`: the value is missing, not `x` unexpected.
                    let next = index < arguments.count ? arguments[index] : nil
                    throw UsageError(
                        .missingValue(option: name, valueName: valueName, followedBy: next),
                        commandPath: commandPath)
                }
                // One value each, unless declared repeating: a second one would silently win over
                // the first. A value missing is told first (`--spins 200 --spins` at the end).
                guard repeating || parsed.options[spec.key] == nil else {
                    throw UsageError(.givenTwice(option: name), commandPath: commandPath)
                }
                parsed.options[spec.key, default: []].append(value)
            case .positional:
                break
            }
        }
        try assignPositionals(loose, to: &parsed)
        for spec in specs where spec.isRequired {
            let present =
                spec.isPositional ? parsed.positionals[spec.key] != nil : parsed.options[spec.key] != nil
            if !present {
                throw UsageError(.missingArgument(spec.usageFragment), commandPath: commandPath)
            }
        }
        return parsed
    }

    /// Whether `word` names one of the command's options or flags (`--name=value` included),
    /// or help, so it cannot be the value of the option before it: `--audio -h` asks for help
    /// (it wrote the sound to a file named `-h`). Other words starting with `-` can (`-`,
    /// `-0.5`).
    private func isOption(_ word: String) -> Bool {
        let name = Self.inlineValue(in: word)?.name ?? word
        return Self.helpNames.contains(name) || specs.contains { $0.names.contains(name) }
    }

    /// What to say to `word` when it is a one-letter option with its value joined on (`-o=out`,
    /// `-oout`), which only a long option takes (after `=`): the way to write it; nil for any
    /// other word.
    private func shortOptionJoined(to word: String) -> String? {
        guard
            let spec = specs.first(where: { spec in
                spec.names.contains { $0.count == 2 && !$0.hasPrefix("--") && word.hasPrefix($0) }
            }),
            case .option(let valueName, _) = spec.kind,
            let short = spec.names.first(where: { $0.count == 2 && word.hasPrefix($0) })
        else { return nil }
        var value = word.dropFirst(short.count)
        if value.first == "=" { value = value.dropFirst() }
        if value.isEmpty { value = "<\(valueName)>" }
        let long = spec.names.first { $0.hasPrefix("--") }
        return "unknown option '\(word)'; a one-letter option takes its value as the next word: "
            + "\(short) \(value)" + (long.map { " (or \($0)=\(value))" } ?? "")
    }

    /// `--name=value` as its name and value, split at the first `=` character, even one a
    /// combining mark joins into one `Character` with what follows (`--client-seed=\u{301}a`);
    /// nil for a word without one or not starting with `--`.
    static func inlineValue(in word: String) -> (name: String, value: String)? {
        guard word.hasPrefix("--"), let equals = word.unicodeScalars.firstIndex(of: "=") else { return nil }
        let scalars = word.unicodeScalars
        return (String(scalars[..<equals]), String(scalars[scalars.index(after: equals)...]))
    }

    private func assignPositionals(_ values: [String], to parsed: inout ParsedArguments) throws(UsageError) {
        // An empty word is a path or name left unset (`slice "$SHEET"`), never one to read.
        if values.contains("") {
            let names = specs.filter(\.isPositional).map(\.usageFragment)
            throw UsageError(
                "an empty argument where \(ListText.joined(names, "or")) goes (an unset variable?)",
                commandPath: commandPath)
        }
        var remaining = values[...]
        let positionalSpecs = specs.filter(\.isPositional)
        for (offset, spec) in positionalSpecs.enumerated() {
            guard case .positional(_, let repeating) = spec.kind, !remaining.isEmpty else { continue }
            if repeating {
                // A repeating positional leaves one value for each positional after it.
                let reserved = positionalSpecs.count - offset - 1
                let take = max(remaining.count - reserved, 0)
                parsed.positionals[spec.key] = Array(remaining.prefix(take))
                remaining = remaining.dropFirst(take)
            } else {
                parsed.positionals[spec.key] = [remaining.removeFirst()]
            }
        }
        if let extra = remaining.first {
            throw UsageError(.unexpectedArgument(extra), commandPath: commandPath)
        }
    }
}
