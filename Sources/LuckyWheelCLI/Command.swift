/// What a command is called and how it describes itself in help.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`slice`).
    public let name: String
    /// One line shown in the tool's command list and at the top of the command's help.
    public let abstract: String
    /// Optional paragraphs shown after the options in the command's help.
    public let discussion: String?

    /// A configuration; `discussion` is printed verbatim at the end of the help.
    public init(name: String, abstract: String, discussion: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
    }
}

/// A `luckywheel` subcommand, in the shape of swift-argument-parser's `ParsableCommand`: a value
/// built from parsed arguments, validated, then run.
public protocol Command: Sendable {
    /// Name and help text.
    static var configuration: CommandConfiguration { get }
    /// Every flag, option and positional the command accepts, in help order: the typed
    /// declarations (`static let`s of the command or of a shared group) it reads back.
    static var arguments: [any ArgumentDeclaration] { get }
    /// Reads the typed values; a value that does not convert is a ``UsageError``.
    init(parsing arguments: ParsedArguments) throws(UsageError)
    /// Checks combinations and ranges before anything runs.
    func validate() throws(UsageError)
    /// Does the work, writing results to stdout and diagnostics to stderr through `console`.
    /// Throws a ``CommandFailure`` (or an error convertible to one) when it cannot finish.
    func run(console: any Console) throws -> ExitCode
}

extension Command {
    /// Nothing to check by default.
    public func validate() throws(UsageError) {}

    /// `luckywheel NAME`, used in usage errors.
    static var commandPath: String { "\(LuckyWheelTool.name) \(configuration.name)" }

    /// A usage error attributed to this command.
    static func usageError(_ message: String) -> UsageError {
        UsageError(message, commandPath: commandPath)
    }

    /// The descriptions of ``arguments``.
    static var specs: [ArgumentSpec] { arguments.map(\.spec) }
}
