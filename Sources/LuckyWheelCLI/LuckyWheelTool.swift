/// The `luckywheel` tool: picks the subcommand, handles `--help` and `--version`, runs the
/// command, and turns every failure into a message on stderr and a sysexits status.
public enum LuckyWheelTool {
    /// The executable's name as it appears in help and errors.
    public static let name = "luckywheel"
    /// The version printed by `--version`.
    public static let version = "0.1.0"
    /// One line describing the tool.
    public static let abstract =
        "Slice lucky-wheel sprite sheets, simulate the wheel, and render its frames."

    /// Every subcommand, in the order help lists them.
    public static let commands: [any Command.Type] = [
        InfoCommand.self, SliceCommand.self, SimulateCommand.self, RenderCommand.self, PlayCommand.self,
        DemoCommand.self, RNGCommand.self, CompletionsCommand.self,
    ]

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    /// Never exits the process itself, so tests can call it directly.
    public static func main(_ arguments: [String], console: any Console) -> ExitCode {
        let width = helpWidth(console)
        guard let first = arguments.first else {
            console.write(HelpFormatter.toolHelp(commands: commands, width: width), to: .standardError)
            return .usage
        }
        switch first {
        case "-h", "--help":
            console.write(HelpFormatter.toolHelp(commands: commands, width: width), to: .standardOutput)
            return .success
        case "--version":
            console.print("\(name) \(version)")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let command = commands.first(where: { $0.configuration.name == first }) else {
            let names = commands.map { $0.configuration.name } + ["help"]
            let reason: UsageError.Reason =
                first.hasPrefix("-")
                ? .unknownOption(first, suggestion: closestMatch(to: first, in: ["--help", "--version"]))
                : .unknownCommand(first, suggestion: closestMatch(to: first, in: names))
            console.write(UsageError(reason, commandPath: name).description + "\n", to: .standardError)
            return .usage
        }
        return run(command, Array(arguments.dropFirst()), console: console)
    }

    /// `help`, `help COMMAND`, `help --man`.
    static func help(_ arguments: [String], console: any Console) -> ExitCode {
        switch arguments {
        case []:
            console.write(
                HelpFormatter.toolHelp(commands: commands, width: helpWidth(console)), to: .standardOutput)
            return .success
        case ["--man"]:
            console.write(ManPage.roff(commands: commands), to: .standardOutput)
            return .success
        case let words where words.count == 1 && !words[0].hasPrefix("-"):
            return main([words[0], "--help"], console: console)
        default:
            let reason: UsageError.Reason =
                arguments.first.map { $0.hasPrefix("-") && $0 != "--man" } == true
                ? .unknownOption(arguments[0], suggestion: closestMatch(to: arguments[0], in: ["--man"]))
                : .unexpectedArgument(arguments.dropFirst().first ?? "")
            console.write(
                UsageError(reason, commandPath: "\(name) help").description + "\n", to: .standardError)
            return .usage
        }
    }

    /// Help lines fit the terminal when standard output is one (else `COLUMNS`, else 80).
    static func helpWidth(_ console: any Console) -> Int {
        if console.isTerminal(.standardOutput), let size = console.terminalSize, size.columns >= 40 {
            return size.columns
        }
        if let columns = console.environment("COLUMNS").flatMap({ Int($0) }), columns >= 40 { return columns }
        return HelpFormatter.defaultWidth
    }

    /// Parses, validates and runs one command.
    static func run<C: Command>(_ command: C.Type, _ arguments: [String], console: any Console) -> ExitCode {
        let parser = ArgumentParser(specs: C.specs, commandPath: C.commandPath)
        if parser.asksForHelp(arguments) {
            console.write(HelpFormatter.help(for: command, width: helpWidth(console)), to: .standardOutput)
            return .success
        }
        let value: C
        do {
            let parsed = try parser.parse(arguments)
            value = try C(parsing: parsed)
            try value.validate()
        } catch {
            console.write(error.description + "\n", to: .standardError)
            return .usage
        }
        do {
            return try value.run(console: console)
        } catch {
            let failure = commandFailure(for: error)
            console.write(failure.description + "\n", to: .standardError)
            return failure.exitCode
        }
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
