import WheelSupport

/// A command line that cannot be run as written. Printed to stderr with a "See --help" line;
/// the tool exits with status 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public enum Reason: Sendable, Equatable {
        /// No such command; `suggestion` is the closest known one, if any is close.
        case unknownCommand(String, suggestion: String?)
        /// An option the command does not have; `suggestion` is the closest it has, if any is
        /// close, and `ownedBy` the paths of the other commands that have one of that name
        /// (`luckywheel render` for `demo --end`), which are said as well.
        case unknownOption(String, suggestion: String?, ownedBy: [String] = [])
        /// An option that needs a value came last, or was followed by another of the command's
        /// options (`followedBy`), which is not taken as its value.
        case missingValue(option: String, valueName: String, followedBy: String? = nil)
        /// An option that takes one value was given more than once (`--nonce 0 --nonce 1`).
        case givenTwice(option: String)
        /// A value that a flag cannot take (`--json=yes`).
        case unexpectedValue(flag: String)
        /// A required option or positional argument is absent.
        case missingArgument(String)
        /// A positional argument the command has no room for.
        case unexpectedArgument(String)
        /// A value that does not fit: `expected` says what would, and `suggestion` is the value
        /// of a closed set it comes closest to, if one is close.
        case invalidValue(option: String, value: String, expected: String, suggestion: String? = nil)
        /// A value of the right type outside the option's range: `requirement` is what follows
        /// "must be" (`between 24 and 240`); `readAs` is the value as read, when it is not the
        /// one typed (`0.49999999999999999` is the double 0.5).
        case outOfRange(option: String, value: String, requirement: String, readAs: String? = nil)
        /// The command read an argument it does not declare (a mistake in the command).
        case undeclared(String)
        /// Any other problem, already phrased as a sentence.
        case other(String)
    }

    /// What was wrong.
    public let reason: Reason
    /// The command path used in the "See --help" hint, e.g. `luckywheel slice`.
    public var commandPath: String

    /// A usage error for the command at `commandPath`.
    public init(_ reason: Reason, commandPath: String = "luckywheel") {
        self.reason = reason
        self.commandPath = commandPath
    }

    /// A usage error with a free-form message.
    public init(_ message: String, commandPath: String = "luckywheel") {
        self.init(.other(message), commandPath: commandPath)
    }

    /// The one-line problem statement, without the help hint.
    public var message: String {
        switch reason {
        case .unknownCommand(let name, let suggestion):
            // Under a group (`luckywheel fair bogus`) the word is one of its subcommands.
            let kind = commandPath.contains(" ") ? "\(commandPath) subcommand" : "command"
            return "unknown \(kind) '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .unknownOption(let name, let suggestion, let owners) where owners.isEmpty:
            return "unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .unknownOption(let name, let suggestion, let owners):
            // The commands by their words after the tool's name: `render`, `simulate merge`.
            // Before any command (`luckywheel --seed 3`), the option is said to follow one's name.
            func words(_ path: String) -> String { String(path.drop { $0 != " " }.dropFirst()) }
            let given = commandPath.contains(" ") ? "for \(words(commandPath))" : "before a command"
            return
                "unknown option '\(name)' \(given); \(ListText.joined(owners.map(words), "and")) "
                + (owners.count == 1 ? "takes" : "take") + " it"
                + (commandPath.contains(" ")
                    ? "" : owners.count == 1 ? ", after its name" : ", after the command's name")
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let valueName, let next):
            return "option '\(option)' needs a value <\(valueName)>"
                + (next.map { "; '\($0)' after it is an option, not its value" } ?? "")
        case .givenTwice(let option):
            return "\(option) is given twice; give it once"
        case .unexpectedValue(let flag):
            return "flag '\(flag)' does not take a value"
        case .missingArgument(let name):
            return "missing \(name)"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)'"
        case .invalidValue(let option, let value, let expected, let suggestion):
            return "invalid value '\(value)' for \(option): expected \(expected)"
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .outOfRange(let option, let value, let requirement, let readAs):
            return "\(option) must be \(requirement), got \(value)"
                + (readAs.map { ", which reads as \($0)" } ?? "")
        case .undeclared(let key):
            return "internal error: \(key) is read but not declared by this command"
        case .other(let message):
            return message
        }
    }

    /// The full text printed to stderr.
    public var description: String {
        "error: \(message.visibleControls)\nSee '\(commandPath) --help'."
    }
}
