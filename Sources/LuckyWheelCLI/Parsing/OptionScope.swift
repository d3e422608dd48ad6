/// An option that applies only when another, the command's selector, has one of some values:
/// `--loop` applies to `--format apng`. Declared once in the command's ``Command/scopes``, the
/// rule both refuses such a command line (the command checks it against the selector's value,
/// which may be implied rather than given) and keeps the shell completions from offering the
/// option once the selector is given a value it does not apply to.
public struct OptionScope: Sendable {
    /// The option that applies only to some values.
    public let option: ArgumentSpec
    /// The option whose value decides.
    public let selector: ArgumentSpec
    /// The selector's values the option applies to, as written on the command line.
    public let values: [String]

    /// `option` applies only when `selector` is one of `values`.
    public init(_ option: ArgumentSpec, appliesTo selector: ArgumentSpec, _ values: String...) {
        self.option = option
        self.selector = selector
        self.values = values
    }

    /// The selector's words (its completion's) the option does not apply to: those that hide
    /// it in the completions.
    public var otherValues: [String] { selector.completion.values.filter { !values.contains($0) } }

    /// What is wrong with a command line that gives the option with the selector at `value`,
    /// or nil when the option applies to it: `--loop applies to --format apng`.
    public func violation(selected value: String) -> String? {
        guard !values.contains(value) else { return nil }
        let listed =
            values.count < 2
            ? values.joined() : values.dropLast().joined(separator: ", ") + " and " + values[values.count - 1]
        return "\(option.key) applies to \(selector.key) \(listed)"
    }
}
