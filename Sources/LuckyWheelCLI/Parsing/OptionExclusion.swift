/// Options a command refuses together: any of `these` with any of `those`. Declared once in the
/// command's ``Command/exclusions``, the rule both refuses such a command line, before the
/// values are read, and keeps the shell completions from offering one side once the other is
/// given.
public struct OptionExclusion: Sendable {
    /// One side.
    public let these: [ArgumentSpec]
    /// The other side.
    public let those: [ArgumentSpec]
    /// How `these` are called together (`the fair flags`) and why they exclude `those`; nil for
    /// two options of which only one may be given.
    public let group: Group?

    /// A name for one side of the rule and the reason for it.
    public struct Group: Sendable {
        /// `these` together, as a message names them: `the fair flags`.
        public let name: String
        /// Why none of `those` goes with them.
        public let reason: String
    }

    /// Either `one` or `other`: "give --frames or --end, not both".
    public init(_ one: ArgumentSpec, _ other: ArgumentSpec) {
        these = [one]
        those = [other]
        group = nil
    }

    /// None of `those` with any of `these`, which are `name`d together: "--seed cannot be
    /// combined with the fair flags: `reason`".
    public init(
        _ these: [ArgumentSpec], named name: String, exclude those: [ArgumentSpec], because reason: String
    ) {
        self.these = these
        self.those = those
        group = Group(name: name, reason: reason)
    }

    /// The options `spec` cannot be given with: the other side's, or none.
    public func excluded(by spec: ArgumentSpec) -> [ArgumentSpec] {
        if these.contains(spec) { return those }
        if those.contains(spec) { return these }
        return []
    }

    /// What is wrong with a command line on which `isGiven` says both sides are, or nil: the
    /// first option given of each side, in declaration order.
    public func violation(isGiven: (ArgumentSpec) -> Bool) -> String? {
        guard let this = these.first(where: isGiven), let that = those.first(where: isGiven) else {
            return nil
        }
        guard let group else { return "give \(this.key) or \(that.key), not both" }
        return "\(that.key) cannot be combined with \(group.name): \(group.reason)"
    }
}
