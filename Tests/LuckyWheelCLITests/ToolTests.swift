import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct ToolTests {
    @Test func versionPrintsNameAndVersion() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--version"], console: console) == .success)
        #expect(console.standardOutput == "luckywheel \(LuckyWheelTool.version)\n")
    }

    @Test func helpListsEveryCommand() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--help"], console: console) == .success)
        #expect(console.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(
            console.standardOutput.split(separator: "\n").prefix(2).joined(separator: " ")
                .replacingOccurrences(of: "   ", with: " ").hasPrefix("OVERVIEW: \(LuckyWheelTool.abstract)"))
        for command in LuckyWheelTool.commands {
            #expect(console.standardOutput.contains("  \(command.configuration.name) "))
        }
        #expect(console.standardError == "")
    }

    /// `-` as an input file is refused as what it would be, standard input, which no command
    /// reads: the message was "-: cannot read the file (No such file or directory)".
    @Test(arguments: [
        (["info", "-"], ""), (["slice", "-", "-o", "never-made"], ""),
        (["slice", "no-such.png", "--pressed", "-", "-o", "never-made"], "--pressed "),
        (["render", "--assets", "-", "-o", "never-made"], "--assets "),
        (["play", "--assets", "-"], "--assets "),
        (["simulate", "merge", "-"], ""),
        (["fair", "spin", "--seed-file", "-", "--client-seed", "a", "--nonce", "0"], "--seed-file "),
    ])
    func standardInputIsNoInputFile(arguments: [String], option: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: \(option)- would be standard input, which is not read; give a file name (./- for one named -)\n"
            ),
            "\(console.standardError)")
        #expect(console.standardOutput == "")
    }

    /// An empty input file name (a variable left unset: `--seed-file "$SEED"`) is a usage error
    /// that says so, as an empty positional is: it was "--seed-file: cannot read : No such file
    /// or directory" (66), and `--assets ''` said " does not exist".
    @Test(arguments: [
        (["slice", "no-such.png", "--pressed", "", "-o", "never-made"], "--pressed "),
        (["render", "--assets", "", "-o", "never-made"], "--assets "),
        (["play", "--assets", ""], "--assets "),
        (["fair", "spin", "--seed-file", "", "--client-seed", "a", "--nonce", "0"], "--seed-file "),
        (
            [
                "fair", "verify", "--commitment", String(repeating: "0", count: 64), "--seed-file", "",
                "--client-seed", "a", "--nonce", "0", "--segment", "1",
            ],
            "--seed-file "
        ),
    ])
    func anEmptyInputFileNameIsAUsageError(arguments: [String], option: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: an empty \(option)file name (an unset variable?); give a file name\n"),
            "\(console.standardError)")
        #expect(console.standardOutput == "")
    }

    @Test func noArgumentsIsAUsageErrorWithHelpOnStderr() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main([], console: console) == .usage)
        #expect(console.standardOutput == "")
        #expect(console.standardError.contains("USAGE: luckywheel <command>"))
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["hepl"], console: console) == .usage)
        #expect(
            console.standardError
                == "error: unknown command 'hepl'. Did you mean 'help'?\nSee 'luckywheel --help'.\n")
    }

    /// A subcommand's name alone, or under another group, points to its group; an empty word
    /// is named as what it likely is (`luckywheel "$COMMAND"`, unset).
    @Test(arguments: [
        (["spin"], "unknown command 'spin'. Did you mean 'fair spin'?"),
        (["help", "spin"], "unknown command 'spin'. Did you mean 'fair spin'?"),
        (["fair", "merge"], "unknown luckywheel fair subcommand 'merge'. Did you mean 'simulate merge'?"),
        (["help", "verfy"], "unknown command 'verfy'. Did you mean 'fair verify'?"),
        ([""], "an empty command name (an unset variable?); give a command"),
        (["help", ""], "an empty command name (an unset variable?); give a command"),
    ])
    func unknownCommandPointsToTheGroupThatHasIt(arguments: [String], message: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: " + message + "\n"), "\(console.standardError)")
    }

    /// An option of another command, copied over (`demo --end`), is said to be that command's:
    /// "Did you mean '--seed'?" sent the user to an unrelated option of this one. A near miss
    /// of the command's own option still gets its suggestion. One given before any command
    /// (`luckywheel --seed 3`, the command's name forgotten) is said to be theirs as well.
    @Test(arguments: [
        (["demo", "--end", "1"], "unknown option '--end' for demo; render takes it"),
        (
            ["play", "--force"],
            "unknown option '--force' for play; slice, simulate, simulate merge, render and demo take it"
        ),
        (
            ["simulate", "merge", "p.json", "--spins", "3"],
            "unknown option '--spins' for simulate merge; simulate takes it"
        ),
        (["render", "--forse"], "unknown option '--forse'. Did you mean '--force'?"),
        (["render", "--xyzzy"], "unknown option '--xyzzy'"),
        (["--end", "1"], "unknown option '--end' before a command; render takes it, after its name"),
        (
            ["--seed", "3"],
            "unknown option '--seed' before a command; simulate, render, play, demo and rng take it, "
                + "after the command's name"
        ),
        (["--jsn"], "unknown option '--jsn'"),
    ])
    func anOptionOfAnotherCommandIsSaidToBeIts(arguments: [String], message: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: " + message + "\nSee "), "\(console.standardError)")
    }

    /// An option of another command that is a near miss of the command's own, one name
    /// beginning the other, is told both: `simulate --spin` was said to be render's and demo's
    /// alone, where the user meant `--spins`.
    @Test(arguments: [
        (
            ["simulate", "--spin", "10"],
            "unknown option '--spin' for simulate; render and demo take it. Did you mean '--spins'?"
        ),
        (
            ["fair", "spin", "--segment", "3"],
            "unknown option '--segment' for fair spin; fair verify takes it. Did you mean '--segments'?"
        ),
    ])
    func aNearMissOfTheCommandsOwnOptionIsSuggestedToo(arguments: [String], message: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: " + message + "\nSee "), "\(console.standardError)")
    }

    /// `--version` after a command, a group or `--help` was called an unknown option, as if the
    /// tool had none; it is told to stand alone. `help --help render` shows render's help, as
    /// `help render --help` does (`--help` was called unknown).
    @Test(arguments: [
        ["render", "--version"], ["fair", "--version"], ["simulate", "merge", "--version"],
        ["--help", "--version"], ["help", "-h", "--version"],
    ])
    func versionAfterACommandIsToldToStandAlone(arguments: [String]) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: --version is the tool's option and stands alone: luckywheel --version\nSee "),
            "\(console.standardError)")
    }

    @Test func helpFlagsAroundACommandNameShowItsHelp() {
        let expected = BufferConsole()
        #expect(LuckyWheelTool.main(["render", "--help"], console: expected) == .success)
        for arguments in [
            ["help", "--help", "render"], ["help", "render", "-h"], ["--help", "-h", "render"],
        ] {
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(arguments, console: console) == .success, "\(arguments)")
            #expect(console.standardOutput == expected.standardOutput, "\(arguments)")
        }
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["help", "--help", "--man"], console: console) == .usage)
    }

    /// `simulate --help merge` showed simulate's help; a subcommand named right after a help
    /// flag gets its own, as `help simulate merge` and `--help simulate merge` give it.
    @Test(arguments: [
        (["simulate", "--help", "merge"], ["simulate", "merge"]),
        (["fair", "--help", "spin"], ["fair", "spin"]),
        (["fair", "-h", "verify"], ["fair", "verify"]),
    ])
    func aSubcommandAfterAHelpFlagGetsItsHelp(arguments: [String], path: [String]) {
        let expected = BufferConsole()
        #expect(LuckyWheelTool.main(["help"] + path, console: expected) == .success)
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .success)
        #expect(console.standardOutput == expected.standardOutput)
        #expect(console.standardOutput.hasPrefix("OVERVIEW: "))
    }

    /// A name with an escape sequence in it prints as its bytes: an error or warning about the
    /// user's file never recolours the terminal (a sheet named `fake\e[31mred.png` did).
    @Test func controlCharactersInMessagesAreShownNotObeyed() {
        let name = "/nonexistent/fake\u{1B}[31mred\u{7}.png"
        let missing = BufferConsole()
        #expect(LuckyWheelTool.main(["info", name], console: missing) == .noInput)
        #expect(missing.standardError.hasPrefix("error: /nonexistent/fake\\x1B[31mred\\x07.png: "))
        #expect(!missing.standardError.contains("\u{1B}"))
        let usage = BufferConsole()
        #expect(LuckyWheelTool.main(["--\u{1B}[2J"], console: usage) == .usage)
        #expect(usage.standardError.hasPrefix("error: unknown option '--\\x1B[2J'"))
        let warning = BufferConsole()
        warning.warn("a\u{9B}b\tc")
        #expect(warning.standardError == "warning: a\\x9Bb\tc\n")
    }

    /// Text for people on standard output shows them too: `info` and `slice` of a sheet whose
    /// name holds an escape sequence, in text and JSON (whose escapes leave nothing to obey).
    @Test func controlCharactersOnStandardOutputAreShownNotObeyed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/s\u{1B}]0;title\u{7}\u{9B}2J.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 24, height: 2), to: path)
        for arguments in [
            ["info", path], ["info", path, "--json"], ["slice", path, "-o", folder.path + "/out"],
        ] {
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(arguments, console: console) == .success)
            let shown = console.standardOutput
            #expect(!shown.isEmpty && !shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
            #expect(
                shown.contains("s\\x1B]0;title\\x07\\x9B2J.png")
                    || shown.contains("s\\u001b]0;title\\u0007\\u009b2J.png"), "\(arguments)")
        }
    }

    /// Unicode's bidirectional controls are shown as `\u202E`, never laid out: in a terminal
    /// that orders right-to-left text, an override reordered the rest of the line (a file
    /// `spin\u{202E}gnp.wav` read as `spinvaw.png`). JSON escapes it (`\u202e`), the printed
    /// document and the written file alike (a slice's `--json` is its `manifest.json`), so the
    /// name reads back whole.
    @Test func bidirectionalControlsAreShownNotObeyed() throws {
        let warning = BufferConsole()
        warning.warn("a\u{202E}b\u{61C}c\u{2069}d\u{200F}")
        #expect(warning.standardError == "warning: a\\u202Eb\\u061Cc\\u2069d\\u200F\n")
        // So is every character a terminal draws as nothing, which made two names or seeds look
        // alike; marks and other scripts are drawn.
        let invisible = BufferConsole()
        invisible.warn("\u{FEFF}a\u{200B}b\u{AD}c\u{2028}d\u{E0001}e❤\u{FE0F}ع👨\u{200D}👩")
        #expect(
            invisible.standardError
                == "warning: \\uFEFFa\\u200Bb\\u00ADc\\u2028d\\U000E0001e❤\u{FE0F}ع👨\u{200D}👩\n")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/s\u{202E}gnp.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 24, height: 2), to: path)
        let text = BufferConsole()
        #expect(LuckyWheelTool.main(["info", path], console: text) == .success)
        #expect(text.standardOutput.contains("s\\u202Egnp.png"))
        #expect(!text.standardOutput.unicodeScalars.contains { $0.value == 0x202E })
        let json = BufferConsole()
        #expect(LuckyWheelTool.main(["info", path, "--json"], console: json) == .success)
        #expect(!json.standardOutput.unicodeScalars.contains { $0.value == 0x202E })
        #expect(json.standardOutput.contains("s\\u202egnp.png"))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let files = try #require(decoded?["files"] as? [[String: Any]])
        #expect(files.first?["file"] as? String == path)
        let slice = BufferConsole()
        let output = folder.path + "/w"
        #expect(
            LuckyWheelTool.main(["slice", path, "--segments", "2", "--json", "-o", output], console: slice)
                == .success)
        #expect(slice.standardOutput.contains("s\\u202egnp.png"))
        #expect(try folder.read("w/manifest.json") == slice.standardOutput)
    }

}
