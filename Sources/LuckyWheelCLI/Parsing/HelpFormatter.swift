/// Renders help text in the layout of swift-argument-parser: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, then the discussion, with every default and range printed from the declarations.
/// Lines longer than `width` are wrapped at spaces (help rows keep their column).
enum HelpFormatter {
    /// The width used when standard output is not a terminal.
    static let defaultWidth = 80
    /// The narrowest width help is laid out for: a narrower terminal gets lines this long.
    static let narrowestWidth = 40
    /// The `-h, --help` row every command shows.
    static let helpSpec = ArgumentSpec(
        names: ["-h", "--help"], kind: .flag, help: "Show help for this command.")
    /// `luckywheel --version`.
    static let versionSpec = ArgumentSpec(names: ["--version"], kind: .flag, help: "Show the version.")
    /// `luckywheel --help`: the commands.
    static let toolHelpSpec = ArgumentSpec(names: helpSpec.names, kind: .flag, help: "Show help information.")
    /// `luckywheel help --man`: the manual page, given alone.
    static let manSpec = ArgumentSpec(names: ["--man"], kind: .flag, help: "Print the manual page.")
    /// What the `help` command is, in the shells' lists of commands.
    static let helpCommandSummary = "Show help or the manual page"
    /// The tool's own options, before any command, in help order.
    static var toolSpecs: [ArgumentSpec] { [versionSpec, toolHelpSpec] }
    private static let labelWidth = 28

    static func help(for command: any Command.Type, width: Int = defaultWidth) -> String {
        let configuration = command.configuration
        let specs = command.specs
        var text = wrap("OVERVIEW: \(configuration.abstract)", width: width, indent: 2) + "\n\n"
        // Each `[--option <value>]` stays on one line.
        var usageWords = usageParts(for: command)
        usageWords[0] = "USAGE: " + usageWords[0]
        text += wrap(words: usageWords, width: width, indent: 7) + "\n"
        if command.isGroup {
            let subcommands = configuration.subcommands
            text += "\nSUBCOMMANDS:\n" + commandRows(subcommands, extra: [], width: width)
            text += "\nOPTIONS:\n"
            text += row(
                optionLabel(helpSpec), helpSpec.help, width: width,
                labelWidth: commandColumn(subcommands, extra: []))
            text += "\n" + subcommandHint(command, width: width)
            if let discussion = configuration.discussion {
                text += "\n" + reflow(discussion, width: width) + "\n"
            }
            return text
        }
        let positionals = specs.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += row(spec.usageFragment, spec.fullHelp, width: width) }
        }
        text += "\nOPTIONS:\n"
        for spec in specs.filter({ !$0.isPositional }) + [helpSpec] {
            text += row(optionLabel(spec), spec.fullHelp, width: width)
        }
        let subcommands = configuration.subcommands
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n" + commandRows(subcommands, extra: [], width: width)
            text += "\n" + subcommandHint(command, width: width)
        }
        if let discussion = configuration.discussion {
            text += "\n" + reflow(discussion, width: width) + "\n"
        }
        return text
    }

    /// A discussion's paragraphs (separated by blank lines), each with whether it is prose: no
    /// line indented and no columns set with two spaces. Prose is re-flowed to the width (here
    /// and in the manual page); a paragraph laid out by hand (examples, tables) is kept as written.
    static func paragraphs(of discussion: String) -> [(lines: [Substring], isProse: Bool)] {
        var paragraphs: [[Substring]] = [[]]
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        return paragraphs.filter { !$0.isEmpty }.map { lines in
            (lines, !lines.contains { $0.hasPrefix(" ") || $0.contains("  ") })
        }
    }

    /// `discussion` with its prose wrapped to `width`.
    static func reflow(_ discussion: String, width: Int) -> String {
        paragraphs(of: discussion).map { paragraph in
            paragraph.isProse
                ? wrap(paragraph.lines.joined(separator: " "), width: width, indent: 0)
                : paragraph.lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// The usage's parts, each kept on one line when it wraps: `luckywheel render`, then
    /// `[--seed <s>]`, `--output <dir>`, `[--pressed <sheet>]...` (an option given once per
    /// value), ...; a group's is `luckywheel fair <subcommand>`.
    static func usageParts(for command: any Command.Type) -> [String] {
        if command.isGroup { return ["\(command.commandPath) <subcommand>"] }
        return [command.commandPath]
            + command.specs.map { spec in
                let part = spec.isRequired ? spec.usageFragment : "[\(spec.usageFragment)]"
                return spec.isRepeating && !spec.isPositional ? part + "..." : part
            }
    }

    /// What `help` does, in the tool's command list and its own help.
    static let helpAbstract = "A command's help: help COMMAND; the manual page: help \(manSpec.key)."

    /// `luckywheel help --help`.
    static func helpCommandHelp(width: Int = defaultWidth) -> String {
        wrap("OVERVIEW: \(helpAbstract)", width: width, indent: 2) + "\n\n"
            + "USAGE: \(LuckyWheelTool.name) help [<command> [<subcommand>]]\n"
            + "       \(LuckyWheelTool.name) help \(manSpec.key)\n\n"
            + "See '\(LuckyWheelTool.name) --help' for the commands.\n"
    }

    /// "See 'luckywheel fair <subcommand> --help' for a subcommand's options.", wrapped.
    private static func subcommandHint(_ command: any Command.Type, width: Int) -> String {
        wrap(
            "See '\(command.commandPath) <subcommand> --help' for a subcommand's options.", width: width,
            indent: 0)
            + "\n"
    }

    static func toolHelp(commands: [any Command.Type], width: Int = defaultWidth) -> String {
        var text = wrap("OVERVIEW: \(LuckyWheelTool.abstract)", width: width, indent: 2) + "\n\n"
        text += "USAGE: \(LuckyWheelTool.name) <command> [options]\n\n"
        text += "COMMANDS:\n"
        let extra = [("help", helpAbstract)]
        text += commandRows(commands, extra: extra, width: width)
        let column = commandColumn(commands, extra: extra)
        text += "\nOPTIONS:\n"
        for spec in toolSpecs {
            text += row(optionLabel(spec), spec.help, width: width, labelWidth: column)
        }
        text +=
            "\n"
            + wrap(
                "See '\(LuckyWheelTool.name) <command> --help' for a command's options.", width: width,
                indent: 0)
            + "\n"
        return text
    }

    /// One row per command (name, abstract), then the `extra` rows.
    private static func commandRows(
        _ commands: [any Command.Type], extra: [(String, String)], width: Int
    ) -> String {
        let column = commandColumn(commands, extra: extra)
        let rows = commands.map { ($0.configuration.name, $0.configuration.abstract) } + extra
        return rows.map { row($0.0, $0.1, width: width, labelWidth: column) }.joined()
    }

    /// The command column is as wide as its longest entry (or `-h, --help`), so abstracts
    /// keep their lines.
    private static func commandColumn(_ commands: [any Command.Type], extra: [(String, String)]) -> Int {
        let labels = commands.map { $0.configuration.name } + extra.map(\.0) + [optionLabel(helpSpec)]
        return (labels.map(\.count).max() ?? 0) + 2
    }

    /// `-o, --output <dir>`; `--pressed <sheet>` for one given any number of times too, each
    /// time with one value, as its help says.
    static func optionLabel(_ spec: ArgumentSpec) -> String {
        let names = spec.names.joined(separator: ", ")
        if case .option(let valueName, _) = spec.kind { return "\(names) <\(valueName)>" }
        return names
    }

    /// The narrowest column a row's help is wrapped in beside its label; on a narrower
    /// terminal the help goes below the label, indented by ``stackedIndent``.
    private static let narrowestHelpColumn = 24
    private static let stackedIndent = 6

    private static func row(_ label: String, _ help: String, width: Int, labelWidth: Int = labelWidth)
        -> String
    {
        guard width - labelWidth - 2 >= narrowestHelpColumn else {
            let indent = String(repeating: " ", count: stackedIndent)
            let body = wrap(help, width: width - stackedIndent, indent: 0)
                .split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(
                    separator: "\n")
            return "  \(label)\n\(body)\n"
        }
        let indent = String(repeating: " ", count: labelWidth + 2)
        let body = wrap(help, width: width - labelWidth - 2, indent: 0)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + indent)
        if label.count + 2 <= labelWidth {
            return "  " + label + String(repeating: " ", count: labelWidth - label.count) + body + "\n"
        }
        return "  \(label)\n\(indent)\(body)\n"
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
    /// whole); continuation lines are indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        wrap(
            words: text.split(separator: " ", omittingEmptySubsequences: false).map(String.init),
            width: width, indent: indent)
    }

    /// `words` joined by spaces and broken between them as ``wrap(_:width:indent:)`` does (a
    /// word may hold spaces of its own: it is never broken).
    static func wrap(words: [String], width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            let limit = lines.isEmpty ? width : width - indent
            if candidate.count > limit, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        let padding = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }
            .joined(separator: "\n")
    }
}
