/// Renders help text in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, then the discussion. Lines are plain text, so golden tests can compare them.
enum HelpFormatter {
    static let helpSpec = ArgumentSpec.flag("-h", "--help", help: "Show help for this command.")
    private static let labelWidth = 28

    static func help(for command: any Command.Type) -> String {
        let configuration = command.configuration
        let specs = command.arguments
        var text = "OVERVIEW: \(configuration.abstract)\n\n"
        text += "USAGE: \(usage(for: command))\n"
        let positionals = specs.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += row(spec.usageFragment, help(of: spec)) }
        }
        text += "\nOPTIONS:\n"
        for spec in specs.filter({ !$0.isPositional }) + [helpSpec] {
            text += row(optionLabel(spec), help(of: spec))
        }
        if let discussion = configuration.discussion {
            text += "\n" + discussion + (discussion.hasSuffix("\n") ? "" : "\n")
        }
        return text
    }

    static func usage(for command: any Command.Type) -> String {
        var parts = ["\(LuckyWheelTool.name) \(command.configuration.name)"]
        for spec in command.arguments {
            parts.append(spec.isRequired ? spec.usageFragment : "[\(spec.usageFragment)]")
        }
        return parts.joined(separator: " ")
    }

    static func toolHelp(commands: [any Command.Type]) -> String {
        var text = "OVERVIEW: \(LuckyWheelTool.abstract)\n\n"
        text += "USAGE: \(LuckyWheelTool.name) <command> [options]\n\n"
        text += "COMMANDS:\n"
        for command in commands { text += row(command.configuration.name, command.configuration.abstract) }
        text += "\nOPTIONS:\n"
        text += row("--version", "Show the version.")
        text += row("-h, --help", "Show help information.")
        text += "\nSee '\(LuckyWheelTool.name) <command> --help' for a command's options.\n"
        return text
    }

    private static func optionLabel(_ spec: ArgumentSpec) -> String {
        let names = spec.names.joined(separator: ", ")
        if case .option(let valueName) = spec.kind { return "\(names) <\(valueName)>" }
        return names
    }

    private static func help(of spec: ArgumentSpec) -> String {
        spec.defaultDescription.map { "\(spec.help) (default: \($0))" } ?? spec.help
    }

    private static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: labelWidth + 2)
        if label.count + 2 <= labelWidth {
            return "  " + label + String(repeating: " ", count: labelWidth - label.count) + help + "\n"
        }
        return "  \(label)\n\(indent)\(help)\n"
    }
}
