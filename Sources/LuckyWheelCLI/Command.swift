/// What a command is called and how it describes itself in help.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`slice`).
    public let name: String
    /// One line shown in the tool's command list and at the top of the command's help.
    public let abstract: String
    /// Optional paragraphs shown after the options in the command's help.
    public let discussion: String?
    /// The commands under this one, in help order (`fair` has `seed`, `spin`, `verify`): the
    /// word after this command's name picks one. A ``CommandGroup`` runs nothing itself; any
    /// other command with subcommands runs itself unless the next word names one of them
    /// (`luckywheel simulate` and `luckywheel simulate merge`).
    public let subcommands: [any Command.Type]

    /// A configuration; `discussion` is printed verbatim at the end of the help.
    public init(
        name: String, abstract: String, discussion: String? = nil, subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.subcommands = subcommands
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
    /// The options the command refuses together (none by default).
    static var exclusions: [OptionExclusion] { get }
    /// The options that apply only to some values of another (none by default).
    static var scopes: [OptionScope] { get }
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

    /// No options exclude each other by default.
    public static var exclusions: [OptionExclusion] { [] }

    /// Every option applies whatever the others' values by default.
    public static var scopes: [OptionScope] { [] }

    /// The words that run the command, `luckywheel NAME` or `luckywheel GROUP NAME`, used in
    /// usage lines and errors.
    static var commandPath: String { LuckyWheelTool.path(of: self) }

    /// Whether the command only holds subcommands (a ``CommandGroup``).
    static var isGroup: Bool { self is any CommandGroup.Type }

    /// A usage error attributed to this command.
    static func usageError(_ message: String) -> UsageError {
        UsageError(message, commandPath: commandPath)
    }

    /// Refuses an `-o` that names no folder, for a command that writes one (`slice`, `demo`):
    /// empty, or `-`, which is standard output elsewhere (`render -o -`).
    static func checkFolderOutput(_ output: String) throws(UsageError) {
        if output.isEmpty { throw usageError("\(SharedArguments.outputNames.short) needs a folder name") }
        if output == "-" {
            throw usageError(
                "\(SharedArguments.outputNames.short) - would be standard output, but \(configuration.name) writes a folder; give a folder name "
                    + "(./- for one named -)")
        }
    }

    /// Refuses a file option (`simulate --trace`, `--outcomes`, `--report`) that names no file:
    /// empty, or `-`, which is standard output elsewhere (`render -o -`) and would otherwise
    /// become a file named `-` in the working folder.
    static func checkFileOutput(_ path: String, option: String) throws(UsageError) {
        if path.isEmpty { throw usageError("\(option) needs a file name") }
        if path == "-" {
            throw usageError(
                "\(option) - would be standard output, but \(option) writes a file; give a file name "
                    + "(./- for one named -)")
        }
        try checkNotStandardError(path, option: option)
    }

    /// Refuses an output file that is standard error (`/dev/stderr`, or the file it goes to):
    /// the warnings and errors written there would land inside the file's bytes.
    static func checkNotStandardError(_ path: String, option: String) throws(UsageError) {
        if FileSystem.namesStandardError(path) {
            throw usageError(
                "\(option) \(path) is standard error, where warnings and errors go; give a file name")
        }
    }

    /// Refuses `-` as an input file (`slice -`, `info -`, `--assets -`): standard input is not
    /// read, and the message said "No such file or directory". `option` names the flag; nil
    /// for a positional.
    static func checkFileInput(_ path: String, option: String?) throws(UsageError) {
        if let refusal = FileSystem.inputNameRefusal(path, option: option) { throw usageError(refusal) }
    }

    /// Refuses outputs that cannot all be written as named: two naming one file, however
    /// spelled (``FileSystem/nameTheSameFile(_:_:)``), or one going through another that is a
    /// file (``FileSystem/leads(_:through:)``: `-o new/s.apng --audio new`), which would
    /// otherwise fail only once the work is done. A folder output (frames) may hold the
    /// others; a file output named as a folder is left to its own check, which says so.
    static func checkOutputsApart(_ outputs: [OutputName]) throws(UsageError) {
        for (index, output) in outputs.enumerated() {
            for earlier in outputs[..<index] {
                if FileSystem.nameTheSameFile(earlier.path, output.path) {
                    throw usageError(
                        "\(output.option) \(output.path) is also the \(earlier.option) "
                            + (earlier.isFolder ? "folder" : "file") + "; give each output its own name")
                }
                for (inner, outer) in [(output, earlier), (earlier, output)]
                where !outer.isFolder && !FileSystem.namesFolder(outer.path)
                    && FileSystem.leads(inner.path, through: outer.path)
                {
                    throw usageError(
                        "\(inner.option) \(inner.path) would be inside the \(outer.option) file "
                            + "\(outer.path); give each output its own name")
                }
            }
        }
    }

    /// The descriptions of ``arguments``.
    static var specs: [ArgumentSpec] { arguments.map(\.spec) }
}

/// A command that only holds subcommands (`luckywheel fair`), as swift-argument-parser's
/// command with `subcommands` and no `run`: the tool runs the subcommand the next word names
/// and shows the group's help (its subcommands) for `--help`, or on standard error, as a usage
/// error, when no subcommand is named. A group declares only its ``CommandConfiguration``.
public protocol CommandGroup: Command {
    /// The group as a value; it holds nothing.
    init()
}

extension CommandGroup {
    /// A group takes no arguments of its own: every word after it belongs to a subcommand.
    public static var arguments: [any ArgumentDeclaration] { [] }

    /// The group; there is nothing to read.
    public init(parsing arguments: ParsedArguments) throws(UsageError) { self.init() }

    /// Not reached through ``LuckyWheelTool``, which runs a subcommand instead; a subcommand
    /// is missing.
    public func run(console: any Console) throws -> ExitCode {
        throw UsageError(.missingArgument("<subcommand>"), commandPath: Self.commandPath)
    }
}

/// An output a command writes, for ``Command/checkOutputsApart(_:)``: the option that named
/// it (its ``ArgumentSpec/shownName``), its path, and whether it is a folder of files.
struct OutputName {
    let option: String
    let path: String
    var isFolder = false
}
