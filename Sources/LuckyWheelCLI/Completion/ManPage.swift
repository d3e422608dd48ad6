import WheelRender
import WheelSupport

/// The manual page (`luckywheel help --man`), in roff, generated from the same declarations as
/// `--help`: every command with its usage, arguments, options (defaults and ranges included)
/// and discussion, then the exit statuses.
enum ManPage {
    static func roff(commands: [any Command.Type]) -> String {
        let tool = LuckyWheelTool.name
        var text = """
            .TH \(tool.uppercased()) 1 "\(LuckyWheelTool.versionDate)" "\(tool) \(LuckyWheelTool.version)" "User Commands"
            .nh
            .SH NAME
            \(tool) \\- \(escape(LuckyWheelTool.abstract))
            .SH SYNOPSIS
            .B \(tool)
            .I command
            [\\fIoptions\\fR]
            .br
            .B \(tool)
            .B help
            [\\fIcommand\\fR [\\fIsubcommand\\fR]]
            .br
            .B \(tool)
            .B help
            .B \\-\\-man
            .SH DESCRIPTION
            Each command has \\fB\\-\\-help\\fR; \\fB\(tool) \\-\\-version\\fR prints the version.
            Help and results go to standard output; errors, warnings and progress to standard error.
            .SH COMMANDS

            """
        // A group's section lists its subcommands; each subcommand has a section of its own.
        for command in LuckyWheelTool.flattened(commands) {
            let configuration = command.configuration
            text += ".SS \"\(command.commandPath)\"\n\(escape(configuration.abstract))\n.PP\n"
            // Filled ragged-right with a hanging indent; no part breaks inside (`\ `). Nothing
            // on the page is hyphenated (`.nh` above): an option name must copy whole.
            let usage = HelpFormatter.usageParts(for: command).map {
                escape($0).replacingAll(" ", with: "\\ ")
            }
            text += ".ad l\n.in +4n\n.ti -4n\n\(usage.joined(separator: " "))\n.in\n.ad b\n"
            for subcommand in configuration.subcommands {
                let name = subcommand.configuration.name
                text += ".TP\n\\fB\(escape(name))\\fR\n\(escape(subcommand.configuration.abstract))\n"
            }
            for spec in command.specs + [HelpFormatter.helpSpec] {
                let label = spec.isPositional ? spec.usageFragment : HelpFormatter.optionLabel(spec)
                text += ".TP\n\\fB\(escape(label))\\fR\n\(escape(spec.fullHelp))\n"
            }
            // Prose is filled by the reader's man; examples and tables keep their lines, moved
            // left into the margin as far as they must to fit an 80-column terminal.
            for paragraph in configuration.discussion.map(HelpFormatter.paragraphs(of:)) ?? [] {
                let lines = escape(paragraph.lines.joined(separator: "\n"))
                guard !paragraph.isProse else {
                    text += ".PP\n\(lines)\n"
                    continue
                }
                let widest = paragraph.lines.map(\.count).max() ?? 0
                let shift = min(bodyIndent, max(0, bodyIndent + widest - lineLength))
                text +=
                    shift > 0 ? ".PP\n.in -\(shift)n\n.nf\n\(lines)\n.fi\n.in\n" : ".PP\n.nf\n\(lines)\n.fi\n"
            }
        }
        text += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases {
            text += ".TP\n.B \(code.rawValue)\n\(escape(code.meaning))\n"
        }
        let signals = InterruptCleanup.signals.map {
            "\($0.name) (\(InterruptCleanup.exitStatus(for: $0.number)))"
        }
        text +=
            ".TP\n.B 128 + the signal's number\n"
            + "Interrupted by a signal, after removing anything partial (one the tool was started ignoring "
            + "stays ignored): "
            + "\(ListText.joined(signals, "or")). The tool then ends by the signal itself, as a shell "
            + "loop, xargs or make expect in order to stop too; the shell shows 128 + its number ("
            + "\(ListText.joined(InterruptCleanup.signals.filter { !InterruptCleanup.endsBySignal($0.number) }.map(\.name), "and"))"
            + ", whose default would leave a core file, exit with that status).\n"
        text += ".SH ENVIRONMENT\n"
        for (name, effect) in environment {
            text += ".TP\n.B \(name)\n\(escape(effect))\n"
        }
        return text
    }

    /// The environment variables the tool reads, with what each does, in the manual's order.
    private static var environment: [(name: String, effect: String)] {
        let effects = [
            "NO_COLOR":
                "Set to any non-empty value, terminal frames and play are plain text, without colour.",
            "TERM":
                "dumb: frames played on it are plain text, a form feed between them (frame files keep their "
                + "colour), no progress bar is drawn, and play refuses it.",
            "COLORTERM":
                "truecolor or 24bit: colour frames in 24-bit colour; otherwise the 256-colour palette.",
            "LC_ALL":
                "With LC_CTYPE and LANG, the first set deciding: a character set other than UTF-8 (C, POSIX, "
                + "ISO-8859-1) gets plain text frames and play, as NO_COLOR does, since the half blocks of colour "
                + "frames are UTF-8 (frame files keep their colour); none set is taken as UTF-8.",
            "LC_CTYPE": "See LC_ALL.",
            "LANG": "See LC_ALL.",
        ]
        return [
            (
                "COLUMNS",
                "The width help is wrapped to when standard output is no terminal (at least "
                    + "\(HelpFormatter.narrowestWidth); \(HelpFormatter.defaultWidth) without it), and the progress "
                    + "bar's when its terminal tells none; with LINES, the terminal's size where it tells none "
                    + "(terminal frames, play)."
            ),
            ("LINES", "See COLUMNS."),
        ] + TerminalStyle.environmentNames.map { ($0, effects[$0] ?? "") }
    }

    /// The columns man indents a section's text by (the `IN` register's default, 7n).
    private static let bodyIndent = 7
    /// The line length man sets on an 80-column terminal (two columns short of it).
    private static let lineLength = 78

    /// Backslashes and hyphens escaped, `…` as `...` (groff's ASCII output has no glyph for it,
    /// and dropped it), other characters beyond ASCII as `\[uXXXX]`, and a line starting with `.`
    /// or `'` protected.
    static func escape(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var escaped = line.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
                .replacingAll("\u{2026}", with: "...").asciiEscaped
            if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
            return escaped
        }.joined(separator: "\n")
    }
}

extension String {
    /// Every scalar beyond ASCII as groff's `\[uXXXX]`.
    fileprivate var asciiEscaped: String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }
}
