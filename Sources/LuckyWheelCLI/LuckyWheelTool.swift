import WheelSupport

/// The `luckywheel` tool: picks the subcommand, handles `--help` and `--version`, runs the
/// command, and turns every failure into a message on stderr and a sysexits status.
public enum LuckyWheelTool {
    /// The executable's name as it appears in help and errors.
    public static let name = "luckywheel"
    /// The version printed by `--version`.
    public static let version = PackageVersion.current
    /// The date of ``version``'s last change, in the manual page's footer.
    public static let versionDate = "2026-12-05"
    /// One line describing the tool.
    public static let abstract =
        "Slice lucky-wheel sprite sheets, simulate the wheel, and render its frames."

    /// Every subcommand, in the order help lists them.
    public static let commands: [any Command.Type] = [
        InfoCommand.self, SliceCommand.self, SimulateCommand.self, RenderCommand.self, PlayCommand.self,
        FairCommand.self, DemoCommand.self, RNGCommand.self, CompletionsCommand.self,
    ]

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    /// Never exits the process itself, so tests can call it directly. Output that could not
    /// be written (a full disk, a closed pipe) makes a finished command an I/O error.
    /// `notUTF8` lists the arguments (indices into `arguments`) whose bytes were not UTF-8:
    /// they are refused, since read as text they would name another file or seed.
    public static func main(_ arguments: [String], console: any Console, notUTF8: [Int] = []) -> ExitCode {
        if let index = notUTF8.first, arguments.indices.contains(index) {
            let error = UsageError(
                "argument \(index + 1) ('\(arguments[index])', � where a byte is not UTF-8) is not UTF-8 text; "
                    + "\(name) reads its arguments (file names, seeds) as UTF-8",
                commandPath: commandPath(namedBy: arguments[..<index]))
            console.write(error.description + "\n", to: .standardError)
            return .usage
        }
        let status = dispatch(arguments, console: console)
        guard status == .success || status == .checkFailed,
            let errorNumber = console.standardOutputFailure
        else { return status }
        let failure =
            console.standardOutputWasClosed
            ? CommandFailure.closedStandardOutput : CommandFailure.standardOutput(errorNumber: errorNumber)
        console.write(failure.description + "\n", to: .standardError)
        return .ioError
    }

    /// Runs the command that `arguments` name (or help, or the version).
    private static func dispatch(_ arguments: [String], console: any Console) -> ExitCode {
        guard let first = arguments.first else {
            console.write(
                HelpFormatter.toolHelp(commands: commands, width: helpWidth(console)), to: .standardError)
            return .usage
        }
        if HelpFormatter.toolHelpSpec.names.contains(first) {
            // `--help render` is `help render`, as git reads `git --help commit`.
            if arguments.count > 1 { return help(Array(arguments.dropFirst()), console: console) }
            console.write(
                HelpFormatter.toolHelp(commands: commands, width: helpWidth(console)), to: .standardOutput)
            return .success
        }
        if HelpFormatter.versionSpec.names.contains(first) {
            // `--version` stands alone: a word after it is a mistake, not something to skip.
            if let extra = arguments.dropFirst().first {
                console.write(
                    UsageError(.unexpectedArgument(extra), commandPath: name).description + "\n",
                    to: .standardError)
                return .usage
            }
            console.print("\(name) \(version)")
            return .success
        }
        if first == "help" { return help(Array(arguments.dropFirst()), console: console) }
        guard let command = commands.first(where: { $0.configuration.name == first }) else {
            let error = ownersNamed(
                in: unknownWord(
                    first, commands: commands.map { $0.configuration.name } + ["help"],
                    options: HelpFormatter.toolSpecs.flatMap(\.names), commandPath: name))
            console.write(error.description + "\n", to: .standardError)
            return .usage
        }
        return run(command, Array(arguments.dropFirst()), console: console)
    }

    /// The path of the command that the leading `words` name (`luckywheel fair spin` for
    /// `fair spin --client-seed …`), or the tool's own: where an argument's "See --help" points.
    static func commandPath(namedBy words: ArraySlice<String>) -> String {
        var path = name
        var list = commands
        for word in words {
            guard let command = list.first(where: { $0.configuration.name == word }) else { break }
            path += " " + word
            list = command.configuration.subcommands
        }
        return path
    }

    /// Every command and subcommand in help order, each group before its subcommands: what
    /// the man page lists and the tests iterate.
    public static var allCommands: [any Command.Type] { flattened(commands) }

    /// `list` with each group followed by its subcommands (and theirs), in order.
    static func flattened(_ list: [any Command.Type]) -> [any Command.Type] {
        list.flatMap { [$0] + flattened($0.configuration.subcommands) }
    }

    /// The words that run `command`, from the tool's name: `luckywheel fair spin`. A command
    /// that is not in ``commands`` (one made for a test) is named as a top-level one.
    static func path(of command: any Command.Type) -> String {
        func words(in list: [any Command.Type]) -> [String]? {
            for candidate in list {
                let word = candidate.configuration.name
                if ObjectIdentifier(candidate) == ObjectIdentifier(command) { return [word] }
                if let inner = words(in: candidate.configuration.subcommands) { return [word] + inner }
            }
            return nil
        }
        return ([name] + (words(in: commands) ?? [command.configuration.name])).joined(separator: " ")
    }

    /// A word that names no command where one must stand: an unknown option when it starts
    /// with `-`, else an unknown command; each with the closest known word, if one is close,
    /// or the command another group has of that name (`spin`: `fair spin`).
    private static func unknownWord(
        _ word: String, commands: [String], options: [String], commandPath: String
    ) -> UsageError {
        // `--help=x`, `--version=x`: flags that take no value, as the parser says of any flag.
        if let name = ArgumentParser.inlineValue(in: word)?.name, options.contains(name) {
            return UsageError(.unexpectedValue(flag: name), commandPath: commandPath)
        }
        if word.isEmpty {
            return UsageError(
                "an empty command name (an unset variable?); give a command", commandPath: commandPath)
        }
        let reason: UsageError.Reason =
            word.hasPrefix("-")
            ? .unknownOption(word, suggestion: closestMatch(to: word, in: options))
            : .unknownCommand(
                word, suggestion: closestMatch(to: word, in: commands) ?? subcommandPath(named: word))
        return UsageError(reason, commandPath: commandPath)
    }

    /// `fair spin` for `spin` (or `spn`): the words after the tool's name that run the
    /// subcommand named `word`, or closest to it, if a group has one.
    private static func subcommandPath(named word: String) -> String? {
        let nested = commands.flatMap { flattened($0.configuration.subcommands) }
        guard let closest = closestMatch(to: word, in: nested.map { $0.configuration.name }) else {
            return nil
        }
        return nested.first { $0.configuration.name == closest }.map {
            String(path(of: $0).dropFirst(name.count + 1))
        }
    }

    /// `help`, `help COMMAND`, `help GROUP SUBCOMMAND`, `help --man`.
    static func help(_ arguments: [String], console: any Console) -> ExitCode {
        let man = HelpFormatter.manSpec.key
        switch arguments {
        case []:
            console.write(
                HelpFormatter.toolHelp(commands: commands, width: helpWidth(console)), to: .standardOutput)
            return .success
        case [man]:
            console.write(ManPage.roff(commands: commands), to: .standardOutput)
            return .success
        case let words
        where words.count == 1 && (ArgumentParser.helpNames.contains(words[0]) || words[0] == "help"):
            console.write(HelpFormatter.helpCommandHelp(width: helpWidth(console)), to: .standardOutput)
            return .success
        case let words
        where words.contains(where: ArgumentParser.helpNames.contains)
            && words.contains { !$0.hasPrefix("-") }
            && !words.contains { $0.hasPrefix("-") && !ArgumentParser.helpNames.contains($0) }:
            // `help completions --help` (or `help --help completions`) asks for the command's
            // help all the same.
            return help(words.filter { !ArgumentParser.helpNames.contains($0) }, console: console)
        case let words
        where !words.contains { $0.hasPrefix("-") } && words.count <= commandWordCount(words):
            // A second word names a subcommand (`help simulate merge`), not any word at all.
            if words.count == 2, let command = commands.first(where: { $0.configuration.name == words[0] }) {
                let names = command.configuration.subcommands.map { $0.configuration.name }
                if !names.contains(words[1]) {
                    let error = unknownWord(
                        words[1], commands: names, options: [], commandPath: "\(name) \(words[0])")
                    console.write(error.description + "\n", to: .standardError)
                    return .usage
                }
            }
            return dispatch(words + ["--help"], console: console)
        default:
            // The manual is one page of every command, so --man stands alone; any other option
            // is unknown; else there are more words than a command's name.
            let reason: UsageError.Reason =
                if arguments.contains(man) {
                    .other(
                        "\(man) prints the one manual page of every command; give it alone: \(name) help \(man)"
                    )
                } else if let option = arguments.first(where: {
                    $0.hasPrefix("-") && !ArgumentParser.helpNames.contains($0)
                }) ?? arguments.first(where: { $0.hasPrefix("-") }) {
                    HelpFormatter.versionSpec.names.contains(option)
                        ? .other(versionStandsAlone(option))
                        : .unknownOption(option, suggestion: closestMatch(to: option, in: [man]))
                } else {
                    .unexpectedArgument(arguments[min(commandWordCount(arguments), arguments.count - 1)])
                }
            console.write(
                UsageError(reason, commandPath: "\(name) help").description + "\n", to: .standardError)
            return .usage
        }
    }

    /// The most words after `help` that name a command: two after a group's name (`fair` or
    /// `fair spin`), else one. Unknown names are reported by running `WORDS --help`.
    private static func commandWordCount(_ words: [String]) -> Int {
        let command = commands.first { $0.configuration.name == words.first }
        return command?.configuration.subcommands.isEmpty == false ? 2 : 1
    }

    /// Help lines fit the terminal when standard output is one (else `COLUMNS`, else 80), and
    /// are never narrower than ``HelpFormatter/narrowestWidth``. A `COLUMNS` not written as a
    /// positive integer is ignored (``Console/positiveInteger(_:)``).
    static func helpWidth(_ console: any Console) -> Int {
        if console.isTerminal(.standardOutput), let size = console.terminalSize(of: .standardOutput) {
            return max(HelpFormatter.narrowestWidth, size.columns)
        }
        if let columns = console.positiveInteger("COLUMNS") {
            return max(HelpFormatter.narrowestWidth, columns)
        }
        return HelpFormatter.defaultWidth
    }

    /// Parses, validates and runs one command.
    static func run<C: Command>(_ command: C.Type, _ arguments: [String], console: any Console) -> ExitCode {
        if let first = arguments.first,
            let subcommand = C.configuration.subcommands.first(where: { $0.configuration.name == first })
        {
            return run(subcommand, Array(arguments.dropFirst()), console: console)
        }
        if C.isGroup { return runGroup(command, arguments, console: console) }
        // A command that also has subcommands (simulate merge) takes a near miss of one's name as
        // that, not as a stray argument.
        if let first = arguments.first, !first.hasPrefix("-"),
            let suggestion = closestMatch(
                to: first, in: C.configuration.subcommands.map { $0.configuration.name })
        {
            let error = UsageError(.unknownCommand(first, suggestion: suggestion), commandPath: C.commandPath)
            console.write(error.description + "\n", to: .standardError)
            return .usage
        }
        let parser = ArgumentParser(specs: C.specs, commandPath: C.commandPath)
        if parser.asksForHelp(arguments) {
            let asked = subcommand(namedAfterHelpIn: arguments, of: command) ?? command
            console.write(HelpFormatter.help(for: asked, width: helpWidth(console)), to: .standardOutput)
            return .success
        }
        let value: C
        let paths: [String]
        do throws(UsageError) {
            let parsed = try parser.parse(arguments)
            paths = parsed.pathValues(of: C.specs)
            for exclusion in C.exclusions {
                if let message = exclusion.violation(isGiven: parsed.isGiven) {
                    throw UsageError(message, commandPath: C.commandPath)
                }
            }
            value = try C(parsing: parsed)
            try value.validate()
        } catch {
            console.write(ownersNamed(in: error).description + "\n", to: .standardError)
            return .usage
        }
        // Standard output closed at the start (`>&-`) would lose what the command prints: it
        // is refused before any work, not after it (a render's frames left in place, a
        // slice's or demo's thrown away).
        if console.standardOutputWasClosed {
            let failure = CommandFailure.closedStandardOutput
            console.write(failure.description + "\n", to: .standardError)
            return failure.exitCode
        }
        // A file the command reads or writes that standard output appends to (`>> FILE`)
        // would be changed while it is read, or mixed with what is printed.
        if let file = console.standardOutputFile, !file.emptied,
            let name = namedStandardOutput(paths, file: file)
        {
            let failure = CommandFailure(
                .cannotCreate,
                "\(name) is also standard output, which the shell did not empty (>> or <>): what \(Self.name) "
                    + "prints would be added to a file the command line names; send standard output to another file"
            )
            console.write(failure.description + "\n", to: .standardError)
            return failure.exitCode
        }
        let status: ExitCode
        do {
            status = try value.run(console: console)
        } catch {
            // A failure the interrupt's cleanup caused goes unsaid: the interrupt ends the process.
            InterruptCleanup.shared.yieldToArrivedInterrupt()
            let failure = commandFailure(for: error)
            // Every usage error ends with the pointer to the help, wherever it was found.
            let hint = "See '\(C.commandPath) --help'."
            let usageHint =
                failure.exitCode == .usage && !failure.description.hasSuffix(hint) ? "\n" + hint : ""
            console.write(failure.description + usageHint + "\n", to: .standardError)
            status = failure.exitCode
        }
        if status == .dataError, let note = emptiedByRedirection(paths, console: console) {
            console.write(note + "\n", to: .standardError)
        }
        for path in FileSystem.takeLeftBehind() {
            let note =
                "note: \(path) is left behind: this run wrote into it before moving its output into place, "
                + "and could not remove it; remove it"
            console.write(note.visibleControls + "\n", to: .standardError)
        }
        return status
    }

    /// What to add when a command found bad data and a file it names is also its standard
    /// output, empty (`simulate merge p1.json p2.json > p1.json`, `info s.png > s.png`): the
    /// shell emptied it before the tool started, and its data is gone; nil otherwise (`>>`
    /// empties nothing). A name under /dev or /proc (`--outcomes /dev/stdout`) is standard
    /// output on purpose.
    static func emptiedByRedirection(_ paths: [String], console: any Console) -> String? {
        guard let file = console.standardOutputFile, file.emptied,
            let name = namedStandardOutput(paths, file: file)
        else { return nil }
        return
            "note: \(name) is also standard output (> \(name)), which the shell emptied before \(Self.name) "
            + "started; send standard output to another file"
    }

    /// The first of `paths`, the files and folders the command line names, that is `file`,
    /// standard output's; a name of one of the process's descriptors (`--outcomes /dev/stdout`,
    /// `/dev/fd/1`) is standard output on purpose. Only paths: a client seed or a count that
    /// is also a file's name (`--client-seed alice >> alice`) names no file.
    private static func namedStandardOutput(
        _ paths: [String], file: (device: UInt64, inode: UInt64, emptied: Bool)
    ) -> String? {
        paths.first { name in
            FileSystem.descriptor(namedBy: name) == nil
                && FileSystem.identity(of: name).map { $0 == (file.device, file.inode) } == true
        }
    }

    /// Runs the subcommand of `group` that the first word names; shows the group's help for
    /// `--help` (standard output) or no word at all (standard error, a usage error, as the tool
    /// does without a command).
    private static func runGroup(_ group: any Command.Type, _ arguments: [String], console: any Console)
        -> ExitCode
    {
        let subcommands = group.configuration.subcommands
        guard let first = arguments.first else {
            console.write(HelpFormatter.help(for: group, width: helpWidth(console)), to: .standardError)
            return .usage
        }
        if let subcommand = subcommands.first(where: { $0.configuration.name == first }) {
            return run(subcommand, Array(arguments.dropFirst()), console: console)
        }
        if ArgumentParser.helpNames.contains(first) {
            let asked = subcommand(namedAfterHelpIn: arguments, of: group) ?? group
            console.write(HelpFormatter.help(for: asked, width: helpWidth(console)), to: .standardOutput)
            return .success
        }
        let error = ownersNamed(
            in: unknownWord(
                first, commands: subcommands.map { $0.configuration.name }, options: ["--help"],
                commandPath: group.commandPath))
        console.write(error.description + "\n", to: .standardError)
        return .usage
    }

    /// The subcommand of `command` that the word after a help flag names (`simulate --help
    /// merge`, `fair -h spin`: that subcommand's help, as `help simulate merge` gives), or nil.
    private static func subcommand(namedAfterHelpIn arguments: [String], of command: any Command.Type)
        -> (any Command.Type)?
    {
        guard let help = arguments.firstIndex(where: ArgumentParser.helpNames.contains),
            arguments.indices.contains(help + 1)
        else { return nil }
        return command.configuration.subcommands.first { $0.configuration.name == arguments[help + 1] }
    }

    /// `error` with the commands named that have the option it calls unknown, when others do
    /// (`demo --end`: an option of `luckywheel render`, where "Did you mean '--seed'?" sent the
    /// user to an unrelated one); `error` itself otherwise. The command's own option is still
    /// suggested when one name begins the other (`simulate --spin`: `--spins`, though render
    /// takes `--spin`).
    private static func ownersNamed(in error: UsageError) -> UsageError {
        guard case .unknownOption(let name, let suggestion, _) = error.reason else { return error }
        if HelpFormatter.versionSpec.names.contains(name) {
            return UsageError(.other(versionStandsAlone(name)), commandPath: error.commandPath)
        }
        var owners: [String] = []
        for command in allCommands
        where command.specs.contains(where: { spec in
            !spec.isPositional && spec.names.contains(name)
        }) {
            owners.append(command.commandPath)
        }
        // A group's own subcommands that take it, when any do (`fair --json`: fair seed…).
        let inGroup = owners.filter { $0.hasPrefix(error.commandPath + " ") }
        if !inGroup.isEmpty { owners = inGroup }
        guard !owners.isEmpty else { return error }
        let kept = suggestion.flatMap { $0.hasPrefix(name) || name.hasPrefix($0) ? $0 : nil }
        return UsageError(
            .unknownOption(name, suggestion: kept, ownedBy: owners), commandPath: error.commandPath)
    }

    /// What a command or `help` is told of `--version` among its words: the tool's option, given
    /// alone (it was called unknown, as if the tool had none).
    private static func versionStandsAlone(_ option: String) -> String {
        "\(option) is the tool's option and stands alone: \(name) \(option)"
    }

    /// The message and status for an error thrown by a command's `run`.
    static func commandFailure(for error: any Error) -> CommandFailure {
        if let usage = error as? UsageError {
            return CommandFailure(.usage, usage.description.dropPrefix("error: "))
        }
        if let convertible = error as? any CommandFailureConvertible { return convertible.commandFailure }
        return CommandFailure(.ioError, "\(error)")
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
