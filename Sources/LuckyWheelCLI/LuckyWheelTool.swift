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
        DemoCommand.self,
    ]

    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    /// Never exits the process itself, so tests can call it directly.
    public static func main(_ arguments: [String], console: any Console) -> ExitCode {
        guard let first = arguments.first else {
            console.write(HelpFormatter.toolHelp(commands: commands), to: .standardError)
            return .usage
        }
        switch first {
        case "-h", "--help":
            console.write(HelpFormatter.toolHelp(commands: commands), to: .standardOutput)
            return .success
        case "--version":
            console.print("\(name) \(version)")
            return .success
        case "help":
            guard arguments.count > 1 else {
                console.write(HelpFormatter.toolHelp(commands: commands), to: .standardOutput)
                return .success
            }
            return main([arguments[1], "--help"], console: console)
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

    /// Parses, validates and runs one command.
    static func run<C: Command>(_ command: C.Type, _ arguments: [String], console: any Console) -> ExitCode {
        // Like swift-argument-parser, --help wins wherever it appears before a `--`.
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            console.write(HelpFormatter.help(for: command), to: .standardOutput)
            return .success
        }
        let value: C
        do {
            let parsed = try ArgumentParser(specs: C.arguments, commandPath: C.commandPath).parse(arguments)
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
