import WheelSupport

/// The description of one declared argument that parsing, help, completions and the man page
/// share: names, how it appears, its help, its default and range as text. Made only by the
/// typed declarations (``Option``, ``Flag``, ``Positional``), never by hand.
public struct ArgumentSpec: Sendable, Hashable {
    /// How the argument appears on the command line.
    public enum Kind: Sendable, Hashable {
        /// A switch without a value, such as `--json`.
        case flag
        /// An option followed by a value, such as `--seed 7` or `--seed=7`. `repeating` accepts it
        /// any number of times, each with its value (`--pressed a.png --pressed b.png`); else a
        /// second one is refused.
        case option(valueName: String, repeating: Bool)
        /// A value given by position, such as `SHEET`. `repeating` accepts one or more values.
        case positional(valueName: String, repeating: Bool)
    }

    /// The spellings (`["-o", "--output"]`); positionals have none.
    public let names: [String]
    /// The key values are stored under: the longest name, or a positional's value name.
    public let key: String
    /// The spelling messages about a value name the argument by: its first, what users type
    /// (`-o` of `-o, --output`); the key for a positional.
    public var shownName: String { names.first ?? key }
    /// One sentence of help.
    public let help: String
    /// Flag, option or positional.
    public let kind: Kind
    /// Whether parsing fails when the argument is absent.
    public let isRequired: Bool
    /// The default as help prints it, if any.
    public let defaultText: String?
    /// The accepted values beyond the type (`24 to 240`), if any.
    public let rangeText: String?
    /// What shells may offer for the value.
    public let completion: ArgumentCompletion

    init(
        names: [String], kind: Kind, help: String, isRequired: Bool = false, defaultText: String? = nil,
        rangeText: String? = nil, completion: ArgumentCompletion = .none
    ) {
        self.names = names
        switch kind {
        case .positional(let valueName, _): key = valueName
        default: key = names.max { $0.count < $1.count } ?? ""
        }
        self.help = help
        self.kind = kind
        self.isRequired = isRequired
        self.defaultText = defaultText.flatMap { $0.isEmpty ? nil : $0 }
        self.rangeText = rangeText
        self.completion = completion
    }

    /// How the argument is written in a usage line, e.g. `--seed <s>`, `--pressed <sheet>...` or
    /// `FILE...`.
    var usageFragment: String {
        switch kind {
        case .flag: return key
        // A repeating option's `...` follows its brackets (``HelpFormatter/usageParts(for:)``):
        // `--pressed <sheet>...` read as one option taking several files.
        case .option(let valueName, _): return "\(key) <\(valueName)>"
        case .positional(let valueName, let repeating): return repeating ? "\(valueName)..." : valueName
        }
    }

    /// Whether the argument may be given more than once, each time with a value.
    var isRepeating: Bool {
        switch kind {
        case .flag: return false
        case .option(_, let repeating), .positional(_, let repeating): return repeating
        }
    }

    /// The same argument, required: parsing fails without it.
    var requiring: ArgumentSpec {
        ArgumentSpec(
            names: names, kind: kind, help: help, isRequired: true, defaultText: defaultText,
            rangeText: rangeText, completion: completion)
    }

    /// Whether the argument is given by position.
    var isPositional: Bool {
        if case .positional = kind { return true }
        return false
    }

    /// Whether the argument takes a value after its name.
    var takesValue: Bool {
        if case .option = kind { return true }
        return false
    }

    /// The help sentence with the range and the default: `Frames per second. (24 to 240;
    /// default: 60)`.
    var fullHelp: String {
        let notes = [rangeText, defaultText.map { "default: \($0)" }].compactMap { $0 }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

/// A typed argument declaration that a command lists in its ``Command/arguments``.
public protocol ArgumentDeclaration: Sendable {
    /// The description parsing and help work from.
    var spec: ArgumentSpec { get }
}

/// An option that takes a value: `--seed 7`, `--seed=7`, `-o DIR`. Declared once (a `static
/// let` of the command or of a shared group) with its type, default, range and help; read
/// back typed with ``ParsedArguments/value(_:)``.
///
/// An option without a default has an optional `Value` (`Option<Int?>`) and reads as nil
/// when absent.
///
/// The type asks only `Sendable` of `Value` (a marker, not checked at run time); its
/// initializers and ``ParsedArguments/value(_:)`` ask `ArgumentValue`. A constraint on the type
/// itself makes the runtime look `Value`'s conformance up, by scanning every conformance in the
/// executable, the first time each kind of `Option` is made: about 0.7 M instructions for
/// `slice`'s options, in every run of the tool.
public struct Option<Value: Sendable>: ArgumentDeclaration {
    /// The description parsing and help work from.
    public private(set) var spec: ArgumentSpec
    /// The value when the option is absent.
    let defaultValue: Value
    /// Returns the "must be …" words when a given value is outside the range.
    let check: @Sendable (Value) -> String?
    /// The range's "must be …" words, for a value too large for its type to hold (`1e400`),
    /// when the range has an upper bound (else "at least 1, got 99999999999999999999" would
    /// contradict itself).
    let requirement: String?

    fileprivate init(
        names: [String], valueName: String, help: String, defaultValue: Value, defaultText: String?,
        rangeText: String?, completion: ArgumentCompletion, required: Bool,
        requirement: String? = nil, check: @escaping @Sendable (Value) -> String?
    ) {
        spec = ArgumentSpec(
            names: names, kind: .option(valueName: valueName, repeating: false), help: help,
            isRequired: required,
            defaultText: defaultText, rangeText: rangeText, completion: completion)
        self.defaultValue = defaultValue
        self.requirement = requirement
        self.check = check
    }

    /// The same option (names, help, range, completion), required: for a command that cannot
    /// run without an option other commands take optionally (`fair spin --server-seed`, while
    /// `render --server-seed` is optional). One declaration, so the two cannot drift apart.
    public var required: Option {
        var option = self
        option.spec = spec.requiring
        return option
    }
}

extension Option where Value: ArgumentValue {
    /// An option with a default; `defaultText` replaces the default's own text in help (for
    /// defaults that depend on other options, such as "spin end + 1 s").
    public init(
        _ names: String..., value valueName: String, help: String, default defaultValue: Value,
        defaultText: String? = nil, completion: ArgumentCompletion? = nil, required: Bool = false
    ) {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: defaultValue,
            defaultText: defaultText ?? defaultValue.argumentText, rangeText: Value.choicesText,
            completion: completion ?? Value.completion, required: required
        ) { _ in nil }
    }
}

extension Option where Value: ArgumentValue {
    /// An option with a default whose accepted values are the library's rule rather than a
    /// ``ValueRange`` (`--confidence`: strictly between 0 and 1): `accepts` applies the rule,
    /// `requirement` says it after "must be".
    public init(
        _ names: String..., value valueName: String, help: String, default defaultValue: Value,
        requirement: String, accepts: @escaping @Sendable (Value) -> Bool
    ) {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: defaultValue,
            defaultText: defaultValue.argumentText, rangeText: nil, completion: Value.completion,
            required: false, requirement: requirement
        ) { value in accepts(value) ? nil : requirement }
    }
}

extension Option where Value: Comparable & ArgumentValue {
    /// An option with a default and a range of accepted values.
    public init(
        _ names: String..., value valueName: String, help: String, default defaultValue: Value,
        defaultText: String? = nil, range: ValueRange<Value>
    ) {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: defaultValue,
            defaultText: defaultText ?? defaultValue.argumentText, rangeText: range.text,
            completion: Value.completion, required: false, requirement: range.boundedRequirement
        ) { value in range.contains(value) ? nil : range.requirement }
    }
}

extension Option {
    /// An option without a default (nil when absent) with a range of accepted values.
    public init<Wrapped: Comparable & ArgumentValue>(
        _ names: String..., value valueName: String, help: String, defaultText: String? = nil,
        range: ValueRange<Wrapped>
    ) where Value == Wrapped? {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: nil, defaultText: defaultText,
            rangeText: range.text, completion: Wrapped.completion, required: false,
            requirement: range.boundedRequirement
        ) { value in
            guard let value, !range.contains(value) else { return nil }
            return range.requirement
        }
    }

    /// An option without a default whose range ends at another option's value, known only once
    /// that is read (`--frames`: 1 to `--max-frames`): help says the range with that option's
    /// name, and ``ParsedArguments/value(_:within:bound:)`` checks it.
    public init<Wrapped: Comparable & ArgumentValue, Bound>(
        _ names: String..., value valueName: String, help: String, defaultText: String? = nil,
        from lowerBound: Wrapped, upTo bound: Option<Bound>
    ) where Value == Wrapped? {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: nil, defaultText: defaultText,
            rangeText: RangeText.span(lowerBound.argumentText, bound.spec.key),
            completion: Wrapped.completion,
            required: false
        ) { _ in nil }
    }

    /// An option without a default whose values have no order (lists, names, paths, or one of
    /// a few words, which help lists).
    public init<Wrapped: ArgumentValue>(
        _ names: String..., value valueName: String, help: String, defaultText: String? = nil,
        completion: ArgumentCompletion? = nil, required: Bool = false
    ) where Value == Wrapped? {
        self.init(
            names: names, valueName: valueName, help: help, defaultValue: nil, defaultText: defaultText,
            rangeText: Wrapped.choicesText, completion: completion ?? Wrapped.completion, required: required
        ) { _ in nil }
    }
}

/// An option given any number of times, each with its value, in the order given: `--pressed
/// a.png --pressed a@2x.png`. Read back with ``ParsedArguments/values(_:)``,
/// empty when absent. Like ``Option``, the type asks only `Sendable` of `Value`, its initializer
/// `ArgumentValue`.
public struct RepeatingOption<Value: Sendable>: ArgumentDeclaration {
    /// The description parsing and help work from.
    public let spec: ArgumentSpec
}

extension RepeatingOption where Value: ArgumentValue {
    /// A repeating option with its spellings, value name and help.
    public init(
        _ names: String..., value valueName: String, help: String, completion: ArgumentCompletion? = nil
    ) {
        spec = ArgumentSpec(
            names: names, kind: .option(valueName: valueName, repeating: true), help: help,
            rangeText: Value.choicesText, completion: completion ?? Value.completion)
    }
}

/// A switch without a value, such as `--json`.
public struct Flag: ArgumentDeclaration {
    /// The description parsing and help work from.
    public let spec: ArgumentSpec

    /// A flag with its spellings and help.
    public init(_ names: String..., help: String) {
        spec = ArgumentSpec(names: names, kind: .flag, help: help)
    }
}

/// A value given by position (`SHEET`, `FILE...`). Like ``Option``, the type asks only
/// `Sendable` of `Value`, its initializer `ArgumentValue`.
public struct Positional<Value: Sendable>: ArgumentDeclaration {
    /// The description parsing and help work from.
    public let spec: ArgumentSpec
}

extension Positional where Value: ArgumentValue {
    /// A positional; `repeating` takes every remaining value (one or more when required).
    public init(
        _ valueName: String, help: String, repeating: Bool = false, required: Bool = true,
        completion: ArgumentCompletion? = nil
    ) {
        spec = ArgumentSpec(
            names: [], kind: .positional(valueName: valueName, repeating: repeating), help: help,
            isRequired: required, completion: completion ?? Value.completion)
    }
}
