/// One argument a command accepts, as declared by the command: its names, its help text and
/// whether it is a flag, an option with a value, or a positional argument.
public struct ArgumentSpec: Sendable, Hashable {
    /// How the argument appears on the command line.
    public enum Kind: Sendable, Hashable {
        /// A switch without a value, such as `--json`.
        case flag
        /// An option followed by a value, such as `--seed 7` or `--seed=7`.
        case option(valueName: String)
        /// A value given by position, such as `SHEET`. `repeating` accepts one or more values.
        case positional(valueName: String, repeating: Bool)
    }

    /// The spellings, long first by convention (`["-o", "--output"]` lists the short one
    /// first so help reads naturally). Positionals have no names and use `key`.
    public let names: [String]
    /// The key the parsed value is stored under: the longest name, or the value name.
    public let key: String
    /// One line of help text.
    public let help: String
    /// Flag, option or positional.
    public let kind: Kind
    /// Whether parsing fails when the argument is absent.
    public let isRequired: Bool
    /// The default shown in help, if any.
    public let defaultDescription: String?

    /// A flag such as `--json`.
    public static func flag(_ names: String..., help: String) -> ArgumentSpec {
        ArgumentSpec(names: names, kind: .flag, help: help, isRequired: false, defaultDescription: nil)
    }

    /// An option with a value such as `--seed <seed>`.
    public static func option(
        _ names: String..., valueName: String, help: String, required: Bool = false, default: String? = nil
    ) -> ArgumentSpec {
        ArgumentSpec(
            names: names, kind: .option(valueName: valueName), help: help, isRequired: required,
            defaultDescription: `default`)
    }

    /// A positional argument. `repeating` positionals take every remaining value.
    public static func positional(
        _ valueName: String, help: String, repeating: Bool = false, required: Bool = true
    ) -> ArgumentSpec {
        ArgumentSpec(
            names: [], kind: .positional(valueName: valueName, repeating: repeating), help: help,
            isRequired: required, defaultDescription: nil)
    }

    private init(names: [String], kind: Kind, help: String, isRequired: Bool, defaultDescription: String?) {
        self.names = names
        switch kind {
        case .positional(let valueName, _): self.key = valueName
        default: self.key = names.max { $0.count < $1.count } ?? ""
        }
        self.help = help
        self.kind = kind
        self.isRequired = isRequired
        self.defaultDescription = defaultDescription
    }

    /// How the argument is written in a usage line, e.g. `--seed <seed>` or `FILE...`.
    var usageFragment: String {
        switch kind {
        case .flag: return names.max { $0.count < $1.count } ?? key
        case .option(let valueName): return "\(names.max { $0.count < $1.count } ?? key) <\(valueName)>"
        case .positional(let valueName, let repeating): return repeating ? "\(valueName)..." : valueName
        }
    }

    var isPositional: Bool {
        if case .positional = kind { return true }
        return false
    }
}
