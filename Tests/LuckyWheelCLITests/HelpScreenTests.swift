import Foundation
import TestSupport
import Testing
import WheelSupport

@testable import LuckyWheelCLI

/// Every help screen, word for word, in one place: `Golden/help-COMMAND.txt` (and
/// `help-luckywheel.txt` for the tool). A change to one is a change to the command's contract;
/// rewrite them with `LUCKYWHEEL_UPDATE_GOLDENS=1 swift test --filter HelpScreenTests`.
@Suite struct HelpScreenTests {
    static let golden = GoldenFile()

    /// Every command path after the tool's name, subcommands included: `["fair", "spin"]`.
    static var commandPaths: [[String]] {
        LuckyWheelTool.allCommands.map { $0.commandPath.split(separator: " ").dropFirst().map(String.init) }
    }

    /// `help-render.txt`, `help-fair-spin.txt`.
    @Test(arguments: commandPaths)
    func commandHelpMatchesItsGoldenFile(path: [String]) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(path + ["--help"], console: console) == .success)
        #expect(console.standardError == "")
        Self.golden.check(console.standardOutput, against: "help-\(path.joined(separator: "-")).txt")
    }

    @Test func toolHelpMatchesItsGoldenFile() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--help"], console: console) == .success)
        Self.golden.check(console.standardOutput, against: "help-luckywheel.txt")
    }

    /// `help COMMAND` is `COMMAND --help`, `help fair spin` is `fair spin --help`; so are
    /// `--help COMMAND` (as `git --help commit`) and `help COMMAND --help`.
    @Test(arguments: commandPaths)
    func helpCommandShowsTheSameScreen(path: [String]) {
        let viaFlag = BufferConsole()
        #expect(LuckyWheelTool.main(path + ["-h"], console: viaFlag) == .success)
        for words in [["help"] + path, ["--help"] + path, ["help"] + path + ["--help"]] {
            let viaHelp = BufferConsole()
            #expect(LuckyWheelTool.main(words, console: viaHelp) == .success, "\(words)")
            #expect(viaHelp.standardOutput == viaFlag.standardOutput, "\(words)")
        }
    }

    /// A group without a subcommand shows its help on standard error, as the tool does
    /// without a command; an unknown subcommand is a usage error with the closest one.
    @Test func aGroupNeedsASubcommand() {
        let bare = BufferConsole()
        #expect(LuckyWheelTool.main(["fair"], console: bare) == .usage)
        #expect(bare.standardOutput == "")
        let help = BufferConsole()
        _ = LuckyWheelTool.main(["fair", "--help"], console: help)
        #expect(bare.standardError == help.standardOutput)
        #expect(help.standardOutput.contains("SUBCOMMANDS:\n  seed "))
        let typo = BufferConsole()
        #expect(LuckyWheelTool.main(["fair", "spni"], console: typo) == .usage)
        #expect(
            typo.standardError
                == "error: unknown luckywheel fair subcommand 'spni'. Did you mean 'spin'?\nSee 'luckywheel fair --help'.\n"
        )
        let option = BufferConsole()
        #expect(LuckyWheelTool.main(["fair", "--json"], console: option) == .usage)
        // An option of its subcommands is said to be theirs, as a command's option of another is.
        #expect(
            option.standardError.hasPrefix(
                "error: unknown option '--json' for fair; fair seed, fair spin and fair verify take it\n"
                    + "See 'luckywheel fair --help'."))
        let extra = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "fair", "spin", "x"], console: extra) == .usage)
        #expect(extra.standardError.hasPrefix("error: unexpected argument 'x'"))
        // The manual is one page: --man after a command's name is refused saying so (it read
        // "unexpected argument ''"), as is an option help does not know.
        for arguments in [
            ["help", "simulate", "--man"], ["help", "--man", "simulate"], ["help", "fair", "spin", "--man"],
        ] {
            let man = BufferConsole()
            #expect(LuckyWheelTool.main(arguments, console: man) == .usage)
            #expect(
                man.standardError.hasPrefix(
                    "error: --man prints the one manual page of every command; give it alone: luckywheel help --man\n"
                ),
                "\(man.standardError)")
        }
        let unknownOption = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "simulate", "--mna"], console: unknownOption) == .usage)
        #expect(unknownOption.standardError.hasPrefix("error: unknown option '--mna'. Did you mean '--man'?"))
        let unknown = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "fair", "spn"], console: unknown) == .usage)
        #expect(
            unknown.standardError.hasPrefix(
                "error: unknown luckywheel fair subcommand 'spn'. Did you mean 'spin'?"))
    }

    /// An option whose values are a closed set lists them in help, from the type (slice's
    /// --compression said only "Compression effort."); slice and render list the same levels.
    @Test func closedSetsListTheirValues() {
        #expect(
            SliceCommand.compression.spec.fullHelp
                == "Compression effort of the wedge files (lossless). (fast, small, best; default: small)")
        #expect(
            RenderCommand.compression.spec.fullHelp
                == "Compression effort of png and apng frames (lossless). (fast, small, best; default: fast)")
        #expect(
            RenderCommand.format.spec.fullHelp
                == "What to write. (" + RenderFormat.allCases.map(\.rawValue).joined(separator: ", ")
                + "; default: apng for -o NAME.apng, else png)")
        #expect(
            SharedArguments.framesPerSecond.spec.fullHelp.contains("23.976 to 240"),
            "a range is still a range")
    }

    /// The README shows the tool's help as it is printed (80 columns).
    @Test func theReadmeShowsTheToolsHelp() throws {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--help"], console: console) == .success)
        #expect(
            try FairCommandTests.readme().contains("$ luckywheel --help\n" + console.standardOutput + "```"))
    }

    /// `help` has help of its own, however it is asked for.
    @Test(arguments: [["help", "--help"], ["help", "-h"], ["help", "help"]])
    func helpExplainsItself(arguments: [String]) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .success)
        #expect(console.standardError == "")
        #expect(
            console.standardOutput
                == "OVERVIEW: A command's help: help COMMAND; the manual page: help --man.\n\n"
                + "USAGE: luckywheel help [<command> [<subcommand>]]\n       luckywheel help --man\n\n"
                + "See 'luckywheel --help' for the commands.\n")
    }

    /// On a terminal, help fits its width; every line of the golden (80-column) text reappears
    /// word for word when joined.
    @Test func helpWrapsToTheTerminalWidth() {
        let console = BufferConsole(terminal: true, terminalSize: (columns: 50, rows: 20))
        #expect(LuckyWheelTool.main(["render", "--help"], console: console) == .success)
        let lines = console.standardOutput.split(separator: "\n")
        let options = lines.prefix { !$0.hasPrefix("Frame n shows") }
        // A line may be longer only when it is one word that cannot be broken.
        let tooLong = options.filter {
            $0.count > 50 && $0.trimmingCharacters(in: .whitespaces).contains(" ")
        }
        #expect(tooLong.isEmpty, "\(tooLong)")
        #expect(console.standardOutput.contains("--max-frames <n>"))
        // The notes' prose wraps too; only the table of formats and the examples keep their lines.
        let notes = lines.drop { !$0.hasPrefix("Frame n shows") }
        let longNotes = notes.filter { $0.count > 50 && !$0.hasPrefix(" ") && !$0.contains("  ") }
        #expect(!notes.isEmpty)
        #expect(longNotes.isEmpty, "\(longNotes)")
        #expect(
            notes.contains(
                "png    DIR/frame-00000.png, ...: rendered and encoded on every core; each"))
    }

    /// The tool's own help fits 40 columns, its closing line too (it kept its 58 characters).
    @Test func theToolsHelpFitsTheNarrowestWidth() {
        let console = BufferConsole(terminal: true, terminalSize: (columns: 40, rows: 20))
        #expect(LuckyWheelTool.main(["--help"], console: console) == .success)
        let long = console.standardOutput.split(separator: "\n").filter { $0.count > 40 }
        #expect(long.isEmpty, "\(long)")
    }

    /// At the default 80 columns no line is longer, the examples and tables laid out by hand
    /// included (a few ran to 81-91).
    @Test func everyHelpFitsEightyColumns() {
        for command in LuckyWheelTool.allCommands {
            let long = HelpFormatter.help(for: command).split(separator: "\n").filter { $0.count > 80 }
            #expect(long.isEmpty, "\(command.commandPath): \(long)")
        }
        let tool = HelpFormatter.toolHelp(commands: LuckyWheelTool.commands).split(separator: "\n")
        #expect(tool.allSatisfy { $0.count <= 80 })
    }

    /// A terminal (or `COLUMNS`) narrower than 40 gets help 40 columns wide, not the 80 of no
    /// terminal at all.
    @Test func aNarrowTerminalGetsTheNarrowestLayout() {
        let terminal = BufferConsole(terminal: true, terminalSize: (columns: 30, rows: 20))
        let narrowest = BufferConsole(terminal: true, terminalSize: (columns: 40, rows: 20))
        let variable = BufferConsole(environment: ["COLUMNS": "25"])
        for console in [terminal, narrowest, variable] {
            #expect(LuckyWheelTool.main(["render", "--help"], console: console) == .success)
        }
        #expect(terminal.standardOutput == narrowest.standardOutput)
        #expect(variable.standardOutput == narrowest.standardOutput)
        #expect(narrowest.standardOutput != HelpFormatter.help(for: RenderCommand.self))
        // At 40 columns every row fits: the help goes below its label when the column beside it
        // would be too narrow (it ran to column 50). Only the notes' tables and examples keep
        // their lines.
        for command in LuckyWheelTool.allCommands {
            let text = HelpFormatter.help(for: command, width: HelpFormatter.narrowestWidth)
            let rows = text.components(separatedBy: "\n\n").filter {
                $0.hasPrefix("OPTIONS:") || $0.hasPrefix("ARGUMENTS:") || $0.hasPrefix("SUBCOMMANDS:")
                    || $0.hasPrefix("USAGE:") || $0.hasPrefix("OVERVIEW:")
            }.flatMap { $0.split(separator: "\n") }
            let tooLong = rows.filter {
                $0.count > 40 && $0.trimmingCharacters(in: .whitespaces).contains(" ")
            }
            #expect(tooLong.isEmpty, "\(command.commandPath): \(tooLong)")
        }
    }

    /// `COLUMNS` is an integer written as the options write one (`IntegerArgument`): Swift's
    /// `Int` took `+60` as 60 columns. One written otherwise is ignored, as one that is not a
    /// number at all always was: the help is then 80 columns wide.
    @Test(arguments: ["+60", " 60", "60 ", "6_0", "٦٠", "-0", "60.0"])
    func columnsNotInDigitsIsIgnored(columns: String) {
        let given = BufferConsole(environment: ["COLUMNS": columns])
        let none = BufferConsole()
        #expect(LuckyWheelTool.main(["render", "--help"], console: given) == .success)
        #expect(LuckyWheelTool.main(["render", "--help"], console: none) == .success)
        #expect(given.standardOutput == none.standardOutput)
        let sixty = BufferConsole(environment: ["COLUMNS": "60"])
        #expect(LuckyWheelTool.main(["render", "--help"], console: sixty) == .success)
        #expect(sixty.standardOutput != none.standardOutput)
    }

    /// An option given once per value shows its `...` after its brackets: `[--pressed
    /// <sheet>...]` read as one option taking several files (`--pressed A@2x.png A@3x.png`,
    /// whose second file became a sheet); a positional given many times keeps its own.
    @Test func aRepeatingOptionIsShownGivenOncePerValue() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["slice", "--help"], console: console) == .success)
        #expect(console.standardOutput.contains("USAGE: luckywheel slice SHEET... [--pressed <sheet>]... "))
        #expect(console.standardOutput.contains("\n  --pressed <sheet>    "))
        #expect(!console.standardOutput.contains("<sheet>..."))
    }

    /// Prose paragraphs are re-flowed; a paragraph with an indented line or columns is kept.
    @Test func discussionsReflowTheirProseOnly() {
        let discussion = "one two three\nfour\n\nEXAMPLES:\n  luckywheel play --seed 42\n\na  b\nc d e f g"
        #expect(
            HelpFormatter.reflow(discussion, width: 10)
                == "one two\nthree four\n\nEXAMPLES:\n  luckywheel play --seed 42\n\na  b\nc d e f g")
        #expect(HelpFormatter.paragraphs(of: discussion).map(\.isProse) == [true, false, false])
        // The manual page leaves the prose to man's filling and keeps the rest unfilled.
        let page = ManPage.roff(commands: [PlayCommand.self])
        #expect(
            page.contains(
                ".PP\nThe wheel (the built\\-in art, or yours with \\-\\-assets) turns slowly in the terminal\n"
            ))
        #expect(page.contains(".PP\n.nf\nEXAMPLES:\n  luckywheel play\n"))
    }

    /// Every default shown in help is the declared value, so a default cannot drift from the
    /// text: `render --spin-at`'s default is `FrameTimeline.defaultSpinTime`.
    @Test func defaultsInHelpAreTheDeclaredValues() {
        #expect(RenderCommand.spinAt.spec.defaultText == "0.5")
        #expect(SpinArguments.turns.spec.defaultText == "3")
        #expect(SharedArguments.framesPerSecond.spec.rangeText == "23.976 to 240")
    }

    /// `rng --per-spin` stops at the last stream (`--bytes` past it is refused, an endless
    /// output ends there): its help says so, with the number from `RawOutput.lastStream`.
    @Test func rngHelpNamesTheLastStream() {
        for arguments in [["rng", "--help"], ["help", "--man"]] {
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(arguments, console: console) == .success)
            let text = console.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(
                text.contains("up to the last stream, \(RawOutput.lastStream), never wrapping round to 0"))
        }
    }

    @Test func theManPageCoversEveryCommandAndOption() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "--man"], console: console) == .success)
        let page = console.standardOutput
        #expect(page.hasPrefix(".TH LUCKYWHEEL 1 "))
        for command in LuckyWheelTool.allCommands {
            #expect(page.contains(".SS \"\(command.commandPath)\""))
            for spec in command.specs where !spec.isPositional {
                #expect(
                    page.contains(ManPage.escape(spec.key)), "\(spec.key) of \(command.configuration.name)")
            }
        }
        #expect(page.contains(".SH EXIT STATUS"))
        #expect(page.contains(".TP\n.B 1\nA check failed: fair verify found"))
        Self.golden.check(page, against: "luckywheel.1")
    }

    /// The page is valid roff: `man` (or groff) renders it without warnings when available, in
    /// a UTF-8 locale and in ASCII (`LC_ALL=C man`), which had no glyph for `…` and dropped it.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")),
        arguments: ["-Tutf8", "-Tascii"])
    func theManPageRendersWithoutWarnings(device: String) throws {
        let console = BufferConsole()
        _ = LuckyWheelTool.main(["help", "--man"], console: console)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(console.standardOutput, to: "luckywheel.1")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", device, "-ww", "-z", folder.path + "/luckywheel.1"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text == "")
    }

    /// On an 80-column terminal (man's line length 78) no line of the page runs past 80: the
    /// examples and tables that keep their lines move left into the margin as far as they must
    /// (22 lines ran to 81-87). The page is dated (mandoc's lint wants a date).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func theManPageFitsEightyColumns() throws {
        let console = BufferConsole()
        _ = LuckyWheelTool.main(["help", "--man"], console: console)
        #expect(console.standardOutput.contains(".TH LUCKYWHEEL 1 \"\(LuckyWheelTool.versionDate)\" "))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(console.standardOutput, to: "luckywheel.1")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = [
            "-man", "-Tutf8", "-rLL=78n", "-P-c", "-P-b", "-P-u", folder.path + "/luckywheel.1",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = text.split(separator: "\n")
        #expect(lines.count > 500)
        let long = lines.filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
    }

    /// A group's closing line wraps like the rest of its help (it kept its 73 characters at 40).
    @Test(arguments: [["simulate"], ["fair"]])
    func aGroupsHelpFitsTheNarrowestWidth(path: [String]) {
        let console = BufferConsole(terminal: true, terminalSize: (columns: 40, rows: 20))
        #expect(LuckyWheelTool.main(path + ["--help"], console: console) == .success)
        #expect(console.standardOutput.contains("See 'luckywheel \(path[0]) <subcommand>\n--help' for a"))
    }

    @Test func helpWithAnUnknownWordIsAUsageError() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "--mna"], console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: unknown option '--mna'. Did you mean '--man'?"))
    }

    /// A word where a subcommand goes is one, or an error naming the closest (simulate has a
    /// subcommand as fair has; both are told alike), and help is a flag that takes no value.
    @Test(arguments: [
        (
            ["help", "simulate", "mrege"],
            "error: unknown luckywheel simulate subcommand 'mrege'. Did you mean 'merge'?"
        ),
        (["help", "simulate", "bogus"], "error: unknown luckywheel simulate subcommand 'bogus'\n"),
        (
            ["simulate", "mrege"],
            "error: unknown luckywheel simulate subcommand 'mrege'. Did you mean 'merge'?"
        ),
        (["help", "fair", "sed"], "error: unknown luckywheel fair subcommand 'sed'. Did you mean 'seed'?"),
        (["info", "--help=x"], "error: flag '--help' does not take a value\n"),
        (["--help=x"], "error: flag '--help' does not take a value\n"),
        (["--version=2"], "error: flag '--version' does not take a value\n"),
        (["--version", "extra"], "error: unexpected argument 'extra'\n"),
        (["fair", "--help=1"], "error: flag '--help' does not take a value\n"),
        (["fair", "seed", "-h=1"], "error: unknown option '-h=1'"),
    ])
    func aWordWhereASubcommandGoesIsOne(arguments: [String], message: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(console.standardError.hasPrefix(message), "\(console.standardError)")
        #expect(console.standardOutput == "")
    }
}
