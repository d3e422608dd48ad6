import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// `luckywheel completions SHELL`: the bash script really completes in bash; the zsh and fish
/// scripts are valid in their shells (checked when the shell is installed; `.ci/run` installs
/// both).
@Suite struct ShellCompletionTests {
    static func script(_ shell: String) -> String {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["completions", shell], console: console) == .success)
        return console.standardOutput
    }

    /// Runs `commands` in bash after loading the script; standard output.
    static func bash(_ commands: String, folder: TemporaryFolder) throws -> String {
        try folder.write(script("bash"), to: "luckywheel.bash")
        return try run(
            "/bin/bash", ["--norc", "--noprofile", "-c", "source luckywheel.bash\n" + commands], in: folder)
    }

    /// Runs `shell` with `arguments` in `folder`; its standard output (it must exit 0).
    static func run(_ shell: String, _ arguments: [String], in folder: TemporaryFolder) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// The completions bash offers for `line` split into `words` as bash splits it (at ':' and
    /// '=' too), after the settings of `breaks` (a change to COMP_WORDBREAKS).
    static func complete(line: String, words: [String], breaks: String, folder: TemporaryFolder) throws
        -> [String]
    {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try bash(
            breaks + "COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(\(quoted)); "
                + "COMP_CWORD=\(words.count - 1); _luckywheel; printf '%s\\n' \"${COMPREPLY[@]}\"",
            folder: folder)
        return output.split(separator: "\n").map(String.init).sorted()
    }

    /// The completions bash offers for the words of a command line (the last one partial).
    static func complete(_ words: [String], folder: TemporaryFolder) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try bash(
            "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _luckywheel; printf '%s\\n' \"${COMPREPLY[@]}\"",
            folder: folder)
        return output.split(separator: "\n").map(String.init).sorted()
    }

    /// Another shell's name is told the shells there are, not asked whether it meant one
    /// (`tcsh`: "Did you mean 'bash'?"); a misspelling still is.
    @Test func anotherShellIsNotTakenForAMisspelling() {
        for (name, suggestion) in [
            ("tcsh", nil), ("sh", nil), ("dash", nil), ("bsh", "bash"), ("zhs", "zsh"),
        ] as [(String, String?)] {
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(["completions", name], console: console) == .usage)
            #expect(
                console.standardError.hasPrefix(
                    "error: invalid value '\(name)' for SHELL: expected one of bash, zsh, fish"
                        + (suggestion.map { ". Did you mean '\($0)'?\n" } ?? "\n")),
                "\(console.standardError)")
        }
    }

    /// zsh's and fish's descriptions keep a help text's colon as a dash (zsh's specs reserve
    /// the colon; dropped, "Provably fair spins commit to…" lost its sense).
    @Test(arguments: ["zsh", "fish"])
    func descriptionsKeepTheirColonsAsDashes(shell: String) {
        let script = Self.script(shell)
        #expect(script.contains("Provably fair spins \u{2013} commit to a server seed"))
        #expect(script.contains("The player\u{2019}s seed \u{2013} any text"))
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "sl"], folder: folder) == ["slice"])
        #expect(
            try Self.complete(["luckywheel", "render", "--for"], folder: folder) == ["--force", "--format"])
        #expect(
            try Self.complete(["luckywheel", "render", "--format", ""], folder: folder) == [
                "ansi", "apng", "ascii", "none", "png", "rgba",
            ])
        #expect(try Self.complete(["luckywheel", "slice", "--layout", "x"], folder: folder) == ["xcassets"])
        #expect(
            try Self.complete(["luckywheel", "simulate", "--easing", "ease"], folder: folder) == [
                "easeIn", "easeInEaseOut", "easeOut",
            ])
        #expect(
            try Self.complete(["luckywheel", "completions", ""], folder: folder) == ["bash", "fish", "zsh"])
        // A seed is a number or `os`, the word offered.
        #expect(try Self.complete(["luckywheel", "simulate", "--seed", ""], folder: folder) == ["os"])
        #expect(try Self.complete(["luckywheel", "play", "--seed", "o"], folder: folder) == ["os"])
        // A file argument: PNG files and folders, nothing else.
        try folder.write("x", to: "sheet@2x.png")
        try folder.write("x", to: "notes.txt")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/art", withIntermediateDirectories: true)
        #expect(try Self.complete(["luckywheel", "slice", ""], folder: folder) == ["art", "sheet@2x.png"])
        #expect(try Self.complete(["luckywheel", "slice", "-o", ""], folder: folder) == ["art"])
        // --assets is a folder or a sheet PNG (it offered every file).
        #expect(
            try Self.complete(["luckywheel", "render", "--assets", ""], folder: folder) == [
                "art", "sheet@2x.png",
            ])
        #expect(
            try Self.complete(["luckywheel", "play", "--assets", ""], folder: folder) == [
                "art", "sheet@2x.png",
            ])
        // render's -o is a folder or the animated PNG's file: both.
        let renderOutput = try Self.complete(["luckywheel", "render", "-o", ""], folder: folder)
        #expect(["art", "notes.txt", "sheet@2x.png"].allSatisfy(renderOutput.contains), "\(renderOutput)")
    }

    /// Every option of every command and subcommand, and every group's subcommands.
    @Test func everyOptionOfEveryCommandIsOffered() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in LuckyWheelTool.allCommands {
            let words = command.commandPath.split(separator: " ").map(String.init)
            let offered = try Self.complete(words + ["-"], folder: folder)
            for spec in command.specs where !spec.isPositional {
                #expect(spec.names.allSatisfy(offered.contains), "\(command.commandPath) \(spec.key)")
            }
            #expect(offered.contains("--help"), "\(command.commandPath)")
            let subcommands = command.configuration.subcommands.map { $0.configuration.name }
            if command.isGroup {
                #expect(
                    try Self.complete(words + [""], folder: folder)
                        == (subcommands + ["--help", "-h"]).sorted())
            } else if !subcommands.isEmpty {
                // A command that also runs itself offers its subcommands beside its options.
                let next = try Self.complete(words + [""], folder: folder)
                #expect(subcommands.allSatisfy(next.contains), "\(command.commandPath): \(next)")
            }
        }
    }

    /// A command with a subcommand that also runs itself (`simulate`, `simulate merge`): the
    /// subcommand's arguments once it is named, the command's own options otherwise.
    @Test func bashCompletesACommandAndItsSubcommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "simulate", "me"], folder: folder) == ["merge"])
        #expect(
            try Self.complete(["luckywheel", "simulate", "--spi"], folder: folder) == [
                "--spin-range", "--spins",
            ])
        #expect(
            try Self.complete(["luckywheel", "simulate", "--spins", "9", "--easing", "li"], folder: folder)
                == [
                    "linear"
                ])
        try folder.write("{}", to: "part-0.json")
        try folder.write("x", to: "notes.txt")
        #expect(
            try Self.complete(["luckywheel", "simulate", "merge", ""], folder: folder) == ["part-0.json"])
        #expect(try Self.complete(["luckywheel", "simulate", "merge", "--j"], folder: folder) == ["--json"])
    }

    /// The second word of a group: its subcommands, their options and values, and `help`'s.
    @Test func bashCompletesSubcommands() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "fa"], folder: folder) == ["fair"])
        #expect(try Self.complete(["luckywheel", "fair", "s"], folder: folder) == ["seed", "spin"])
        #expect(
            try Self.complete(["luckywheel", "fair", "spin", "--cl"], folder: folder) == ["--client-seed"])
        #expect(
            try Self.complete(["luckywheel", "fair", "verify", "--seg"], folder: folder) == [
                "--segment", "--segments",
            ])
        #expect(try Self.complete(["luckywheel", "fair", "spin", "--nonce", ""], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "help", "fair", "v"], folder: folder) == ["verify"])
        #expect(try Self.complete(["luckywheel", "help", "fa"], folder: folder) == ["fair"])
        try folder.write("{}", to: "seed.json")
        try folder.write("x", to: "notes.txt")
        #expect(
            try Self.complete(["luckywheel", "render", "--seed-file", ""], folder: folder) == ["seed.json"])
    }

    /// A path with spaces is one candidate (bash would split `$(compgen …)` at them), and a
    /// file's extension matches in any case, as the commands read `Sheet.PNG`.
    @Test func bashKeepsNamesWithSpacesWholeAndExtensionsInAnyCase() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "sp ace.png")
        try folder.write("x", to: "Sheet@2x.PNG")
        try folder.write("x", to: "notes.txt")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/my dir", withIntermediateDirectories: true)
        #expect(
            try Self.complete(["luckywheel", "info", ""], folder: folder) == [
                "Sheet@2x.PNG", "my dir", "sp ace.png",
            ])
        #expect(try Self.complete(["luckywheel", "info", "sp"], folder: folder) == ["sp ace.png"])
        #expect(try Self.complete(["luckywheel", "slice", "-o", "my"], folder: folder) == ["my dir"])
    }

    /// `--format=VALUE`, which the parser takes: bash breaks the word at `=`, and the value
    /// after it completes as after `--format `.
    @Test func bashCompletesAValueAfterAnEqualsSign() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            try Self.complete(["luckywheel", "render", "--format", "=", ""], folder: folder) == [
                "ansi", "apng", "ascii", "none", "png", "rgba",
            ])
        #expect(
            try Self.complete(["luckywheel", "render", "--format", "=", "ap"], folder: folder) == ["apng"])
        #expect(try Self.complete(["luckywheel", "render", "--seed", "=", ""], folder: folder) == ["os"])
    }

    /// Only what the command would take: the tool's own options, an option not given yet
    /// (one that repeats, again), one shell for `completions`, and nothing after `help`'s
    /// command.
    @Test func bashOffersOnlyWhatTheCommandTakes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "-"], folder: folder) == ["--help", "--version", "-h"])
        // Nor one it cannot be given with: the fair flags after --seed, --end after --frames.
        #expect(
            try Self.complete(["luckywheel", "render", "--seed", "1", "--se"], folder: folder) == [
                "--segments"
            ])
        #expect(try Self.complete(["luckywheel", "render", "--frames", "3", "--en"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "render", "--en"], folder: folder) == ["--end"])
        #expect(
            try Self.complete(
                ["luckywheel", "fair", "spin", "--server-seed", "x", "--seed-f"], folder: folder) == [])
        #expect(
            try Self.complete(["luckywheel", "play", "--nonce", "3", "--se"], folder: folder) == [
                "--seed-file", "--segments", "--server-seed",
            ])
        #expect(try Self.complete(["luckywheel", "slice", "-o", "x", "--out"], folder: folder) == [])
        // A part refuses --report, --trace and --confidence (they were offered), and they it.
        #expect(
            try Self.complete(["luckywheel", "simulate", "--spin-range", "0..5", "--"], folder: folder).filter
            {
                ["--report", "--trace", "--confidence"].contains($0)
            } == [])
        #expect(
            try Self.complete(["luckywheel", "simulate", "--report", "r.html", "--sp"], folder: folder) == [
                "--spins"
            ])
        #expect(
            try Self.complete(["luckywheel", "slice", "--pressed", "a.png", "--pr"], folder: folder) == [
                "--pressed"
            ])
        #expect(try Self.complete(["luckywheel", "completions", "bash", ""], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "help", "fair", "spin", ""], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "help", "render", ""], folder: folder) == [])
        // After a word --, every word is a file, as the tool reads it (options were offered);
        // zsh's _arguments is told so (-S).
        try folder.write("", to: "-x.png")
        #expect(try Self.complete(["luckywheel", "info", "--", "-"], folder: folder) == ["-x.png"])
        #expect(
            try Self.complete(["luckywheel", "info", "--", "--max-pixels", "-"], folder: folder) == ["-x.png"]
        )
        #expect(try Self.complete(["luckywheel", "info", "--m"], folder: folder) == ["--max-pixels"])
        // A -- that is an option's value (the folder --) ends nothing.
        #expect(
            try Self.complete(["luckywheel", "slice", "-o", "--", "x", "--la"], folder: folder) == [
                "--layout"
            ])
        #expect(
            try Self.complete(["luckywheel", "slice", "--output", "=", "--", "x", "--la"], folder: folder)
                == [
                    "--layout"
                ])
        #expect(Self.script("zsh").components(separatedBy: "_arguments -S").count > 10)
    }

    /// bash breaks words at ':' as well as at '=': `info time:1<TAB>` completed nothing, as the
    /// script saw the word `1`. The words a ':' joins on the line are one again, and bash is
    /// given what follows the last ':' (the part it replaces); a ':' after a space stays a word.
    @Test func bashCompletesNamesWithAColon() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["time:12.png", "time:13.png", "a.png", "a b:c.png"] { try folder.write("x", to: name) }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/fo:lder", withIntermediateDirectories: false)
        func complete(line: String, words: [String], breaks: String = "") throws -> [String] {
            try Self.complete(line: line, words: words, breaks: breaks, folder: folder)
        }
        // A folder keeps its '/' (bash would look for a folder named `lder`). (A backslash typed
        // before a space, `a\\ b:`, is dequoted by compgen only within a real completion: seen
        // in a pseudo-terminal, not here.)
        #expect(
            try complete(line: "luckywheel info fo:", words: ["luckywheel", "info", "fo", ":"]) == ["lder/"])
        // Where ':' breaks no word (taken out of COMP_WORDBREAKS), the word is whole already.
        #expect(
            try complete(
                line: "luckywheel info time:1", words: ["luckywheel", "info", "time:1"],
                breaks: "COMP_WORDBREAKS=${COMP_WORDBREAKS//:}; ") == ["time:12.png", "time:13.png"])
        #expect(
            try complete(line: "luckywheel info time:1", words: ["luckywheel", "info", "time", ":", "1"])
                == ["12.png", "13.png"])
        #expect(
            try complete(line: "luckywheel info time:", words: ["luckywheel", "info", "time", ":"])
                == ["12.png", "13.png"])
        #expect(
            try complete(line: "luckywheel info ti", words: ["luckywheel", "info", "ti"]) == [
                "time:12.png", "time:13.png",
            ])
        #expect(
            try complete(line: "luckywheel info : a", words: ["luckywheel", "info", ":", "a"]) == [
                "a b:c.png", "a.png",
            ])
    }

    /// bash breaks words at '=' as well: `info x=1<TAB>` completed nothing (the script read
    /// `x=` as an option's `--name=`). An '=' joined to a name joins the words again; one after
    /// an option still begins its value.
    @Test func bashCompletesNamesWithAnEqualsSign() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["x=1.png", "x=2.png", "x=3.txt"] { try folder.write("x", to: name) }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/a=b", withIntermediateDirectories: false)
        func complete(line: String, words: [String], breaks: String = "") throws -> [String] {
            try Self.complete(line: line, words: words, breaks: breaks, folder: folder)
        }
        #expect(
            try complete(line: "luckywheel info x=", words: ["luckywheel", "info", "x", "="]) == [
                "1.png", "2.png",
            ])
        #expect(
            try complete(line: "luckywheel info x=1", words: ["luckywheel", "info", "x", "=", "1"]) == [
                "1.png"
            ])
        #expect(
            try complete(
                line: "luckywheel slice --output=a=",
                words: ["luckywheel", "slice", "--output", "=", "a", "="])
                == ["b/"])
        #expect(
            try complete(
                line: "luckywheel render --format=ap", words: ["luckywheel", "render", "--format", "=", "ap"])
                == ["apng"])
        #expect(
            try complete(
                line: "luckywheel info x=", words: ["luckywheel", "info", "x="],
                breaks: "COMP_WORDBREAKS=${COMP_WORDBREAKS//=}; ") == ["x=1.png", "x=2.png"])
        // Neither ':' nor '=' breaks words: the words are whole already.
        #expect(
            try complete(
                line: "luckywheel info x=", words: ["luckywheel", "info", "x="],
                breaks: "COMP_WORDBREAKS=' '; ") == ["x=1.png", "x=2.png"])
    }

    /// In a real bash at a keyboard (Tab pressed in a pseudo-terminal): a ':' or '=' escaped
    /// by a backslash breaks no word, so bash replaces the whole word; the script took the part
    /// before it away as well, and `info time\\:1<TAB>` became `info 12.png`. The command is a
    /// function here that prints the words it gets.
    @Test func bashCompletesEscapedBreaksInATerminal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["time:12.png", "x=1.png"] { try folder.write("x", to: name) }
        try folder.write(Self.script("bash"), to: "luckywheel.bash")
        let shell = try PlayPseudoTerminal(arguments: [], columns: 200, inShell: true)
        #expect(await shell.watch(timeout: 60) { $0.contains("$ ") })
        shell.type(
            "cd '\(folder.path)' && source luckywheel.bash && luckywheel() { printf '<%s>' \"$@\"; echo; }\n")
        for (typed, words) in [
            ("info time\\:1", "<info><time:12.png>"), ("info x\\=1", "<info><x=1.png>"),
            ("info time:1", "<info><time:12.png>"), ("info x=1", "<info><x=1.png>"),
        ] {
            let before = shell.output.count
            shell.type("luckywheel \(typed)\t")
            try await Task.sleep(for: .milliseconds(300))
            shell.type("\n")
            let printed = await shell.watch(timeout: 60) { _ in
                String(decoding: shell.output.dropFirst(before), as: UTF8.self).contains(words)
            }
            #expect(printed, "\(typed): \(String(decoding: shell.output.dropFirst(before), as: UTF8.self))")
        }
        // The folders listed after `--output=` end in one '/' (the script added one to bash's).
        for name in ["sub", "sup"] {
            try FileManager.default.createDirectory(
                atPath: folder.path + "/" + name, withIntermediateDirectories: false)
        }
        shell.type("bind 'set show-all-if-ambiguous on'\n")
        let before = shell.output.count
        shell.type("luckywheel slice --output=\t")
        let listed = await shell.watch(timeout: 60) { _ in
            String(decoding: shell.output.dropFirst(before), as: UTF8.self).contains("sup/")
        }
        let listing = String(decoding: shell.output.dropFirst(before), as: UTF8.self)
        #expect(listed && listing.contains("sub/ ") && !listing.contains("//"), "\(listing)")
    }

    /// A command's or a value's word is no file name: in a folder holding `demo/` and `png/`,
    /// `dem<TAB>` gave `demo/` and `--format pn<TAB>` `png/` (bash's `-o filenames` was set for
    /// every word; now only where files or folders are completed).
    @Test func bashTreatsOnlyFileWordsAsFileNames() throws {
        #expect(!Self.script("bash").contains("complete -o filenames"))
        #expect(Self.script("bash").contains("compopt -o filenames 2>/dev/null\n"))
    }

    static func installed(_ shell: String) -> String? {
        ["/usr/bin/", "/bin/"].map { $0 + shell }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// zsh and fish show each option's first sentence whole: a decimal point or `e.g.` does
    /// not end it, and an apostrophe or a quote survives the quoting (as ’, or ‘…’).
    @Test(arguments: ["zsh", "fish"])
    func descriptionsKeepTheirFirstSentence(shell: String) {
        let text = Self.script(shell)
        #expect(text.contains("Display-link rate in Hz (fractional rates such as 59.94 too)"))
        #expect(text.contains("Scales to write, e.g. 1,1.5,2,3,4"))
        #expect(text.contains("Allow scales above the sheet\u{2019}s (whole factors repeat pixels)"))
        #expect(
            text.contains("Read the server seed from what \u{2018}luckywheel fair seed --json\u{2019} wrote"))
    }

    /// zsh offers the commands after `help`, like every other shell, and after `--help` or `-h`
    /// (`luckywheel --help render` works, as with git), where it offered nothing; `--man` only
    /// after `help`.
    @Test func zshHelpCompletesTheCommands() {
        let text = Self.script("zsh")
        let branch = text.components(separatedBy: "    help|-h|--help)\n").last ?? ""
        #expect(
            branch.contains(
                "shift 1 words\n            (( CURRENT -= 1 ))\n            local -a man\n"
                    + "            [[ $words[1] == help ]] && man=('--man[Print the manual page]')\n"
                    + "            _arguments '1:command:(info ")
        )
    }

    /// A one-letter option is completed alone: zsh's `_arguments -s` and fish's short options
    /// joined `-h` to `-o` (`render -h<TAB>` gave `-ho`, which the tool refuses, as it takes no
    /// one-letter options written together).
    @Test func oneLetterOptionsAreNotJoined() throws {
        #expect(!Self.script("zsh").contains("_arguments -s"))
        #expect(!Self.script("fish").contains(" -s "))
    }

    /// The same, in fish itself: `render -h` stays `-h`.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesAOneLetterOptionAlone() throws {
        #expect(try Self.fish("luckywheel render -h") == ["-h"])
        #expect(try Self.fish("luckywheel slice -o") == ["-o"])
    }

    /// After `--version`, which stands alone, fish offered the commands and the tool's options
    /// again; after `--help` it offers a command's name, as bash and zsh do.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersNothingAfterTheVersion() throws {
        #expect(try Self.fish("luckywheel --version ") == [])
        #expect(try Self.fish("luckywheel --version -") == [])
        #expect(try Self.fish("luckywheel --help -") == [])
        #expect(try Self.fish("luckywheel --help re") == ["render"])
        // Then a group's subcommand, as after `help` (it offered nothing).
        #expect(try Self.fish("luckywheel --help fair ") == ["seed", "spin", "verify"])
        #expect(try Self.fish("luckywheel -h simulate ") == ["merge"])
        #expect(try Self.fish("luckywheel --help fair seed ") == [])
        // `help` is not offered after `--help` (bash and zsh offer the commands alone).
        #expect(try Self.fish("luckywheel --help ").contains("help") == false)
        #expect(try Self.fish("luckywheel -h he") == [])
        #expect(try Self.fish("luckywheel he") == ["help"])
    }

    /// bash offers a command's name after `--help` or `-h` too (it offered nothing), then a
    /// group's subcommand; `--man` only after `help`.
    @Test func bashOffersTheCommandsAfterHelpFlags() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "--help", "re"], folder: folder) == ["render"])
        #expect(try Self.complete(["luckywheel", "-h", "fair", "s"], folder: folder) == ["seed", "spin"])
        #expect(try Self.complete(["luckywheel", "--help", "--"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "help", "--"], folder: folder) == ["--man"])
    }

    /// A command's `--help` or `-h` takes nothing after it, as zsh offers nothing there: bash
    /// offered the command's options again (`simulate --help --s<TAB>`), and its files. Help
    /// in an option's value's place is help, as the tool reads it; after `=` it is the value.
    @Test func bashOffersNothingAfterACommandsHelp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("", to: "s.png")
        #expect(try Self.complete(["luckywheel", "simulate", "--help", "--s"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "fair", "spin", "-h", "--n"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "slice", "--help", ""], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "rng", "--seed", "--help", "--b"], folder: folder) == [])
        #expect(
            try Self.complete(
                line: "luckywheel rng --seed=--help --b",
                words: ["luckywheel", "rng", "--seed", "=", "--help", "--b"],
                breaks: "", folder: folder) == ["--bytes"])
        #expect(
            try Self.complete(["luckywheel", "rng", "--seed", "5", "--b"], folder: folder) == ["--bytes"])
        #expect(try Self.complete(["luckywheel", "slice", ""], folder: folder) == ["s.png"])
        // After `--`, `--help` is a file's name.
        #expect(try Self.complete(["luckywheel", "slice", "--", "--help", ""], folder: folder) == ["s.png"])
    }

    /// The same in fish, which offered `rng --help --<TAB>` every option of rng.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersNothingAfterACommandsHelp() throws {
        #expect(try Self.fish("luckywheel rng --help --") == [])
        #expect(try Self.fish("luckywheel fair spin -h --n") == [])
        #expect(try Self.fish("luckywheel completions --help ") == [])
        #expect(try Self.fish("luckywheel rng --") != [])
        #expect(try Self.fish("luckywheel completions ") == ["bash", "fish", "zsh"])
        // After `--`, `-h` is a file's name.
        #expect(try Self.fish("luckywheel slice -- -h ", files: ["s.png"]) == ["s.png"])
    }

    /// zsh leaves out an option the command cannot take with one on the line (`--end` after
    /// `--frames`, the fair flags after `--seed`): its exclusion list names them.
    @Test func zshExcludesWhatTheCommandRefusesTogether() {
        let branch = Self.script("zsh").components(separatedBy: "    render)\n").last ?? ""
        #expect(branch.contains("'(--end)'--frames='[How many frames"))
        #expect(branch.contains("'(--frames)'--end='[Render the frames"))
        #expect(branch.contains("'(--server-seed --seed-file --client-seed --nonce)'--seed='["))
        #expect(branch.contains("'(--seed-file --seed --target --spin)'--server-seed='["))
        let zsh = Self.script("zsh")
        #expect(zsh.contains("'(--report --trace --confidence)'--spin-range='["))
        #expect(zsh.contains("'(--spin-range)'--report='["))
    }

    /// Nothing after a one-letter option and `=` (`-o=`), which the tool refuses (`-o=x`: "a
    /// one-letter option takes its value as the next word"): bash offered the files.
    @Test func bashOffersNothingAfterAOneLetterOptionAndEquals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/outdir", withIntermediateDirectories: false)
        #expect(try Self.complete(["luckywheel", "slice", "-o", "=", "ou"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "slice", "-o", "="], folder: folder) == [])
        #expect(
            try Self.complete(["luckywheel", "slice", "--output", "=", "ou"], folder: folder) == ["outdir"])
        #expect(try Self.complete(["luckywheel", "slice", "-o", "ou"], folder: folder) == ["outdir"])
    }

    /// An option that does not apply to the format given is not offered (`render --format png`
    /// offered --loop, --colors and --size, which it refuses), in either spelling, once the
    /// value is whole; with no format, or another, it is.
    @Test func bashLeavesOutWhatTheFormatGivenRefuses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scoped = ["--loop", "--colors", "--compression", "--size"]
        func offered(_ words: [String]) throws -> [String] {
            try Self.complete(["luckywheel", "render"] + words + ["--"], folder: folder).filter(
                scoped.contains)
        }
        #expect(try offered([]) == scoped.sorted())
        #expect(try offered(["--format", "png"]) == ["--compression"])
        #expect(try offered(["--format", "=", "apng"]) == ["--colors", "--compression", "--loop"])
        #expect(try offered(["--format=ascii"]) == ["--size"])
        #expect(try offered(["--format", "none"]) == [])
        // Quoted as the shell reads it: 'png' is png.
        #expect(try offered(["--format", "'png'"]) == ["--compression"])
        #expect(try offered(["--format", "\"ascii\""]) == ["--size"])
        // A value being typed hides nothing yet.
        #expect(
            try Self.complete(["luckywheel", "render", "--format", "png", "--lo"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "render", "--format", "--lo"], folder: folder) == [])
        #expect(try Self.complete(["luckywheel", "render", "--lo"], folder: folder) == ["--loop"])
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishLeavesOutWhatTheFormatGivenRefuses() throws {
        #expect(try Self.fish("luckywheel render --format png --lo") == [])
        #expect(try Self.fish("luckywheel render --format=png --co") == ["--compression"])
        #expect(try Self.fish("luckywheel render --format apng --lo") == ["--loop"])
        #expect(try Self.fish("luckywheel render --format ascii --si") == ["--size"])
        #expect(try Self.fish("luckywheel render --format ascii --co") == [])
        #expect(try Self.fish("luckywheel render --lo") == ["--loop"])
    }

    /// zsh: the render branch's scan, run in zsh before `_arguments`, keeps out of its specs
    /// the options the format on the line refuses.
    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshLeavesOutWhatTheFormatGivenRefuses() throws {
        let branch = Self.script("zsh").components(separatedBy: "    render)\n").last ?? ""
        let scan = try #require(branch.components(separatedBy: "        _arguments -S").first)
        #expect(scan.contains("scoped+=("))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        /// The options the scan offers (with `all`, also those it keeps known but hidden: `!--loop`).
        func offered(_ words: [String], all: Bool = false) throws -> [String] {
            let quoted = (["luckywheel", "render"] + words + [""]).map {
                "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
            }
            let program =
                "f() {\nwords=(\(quoted.joined(separator: " ")))\nCURRENT=${#words}\n\(scan)"
                + "print -l -- \"${scoped[@]}\"\n}\nf\n"
            return try Self.run(try #require(Self.installed("zsh")), ["-f", "-c", program], in: folder)
                .split(separator: "\n").map { String($0.prefix { $0 != "=" && $0 != "[" && $0 != ":" }) }
                .filter { all || !$0.hasPrefix("!") }
        }
        #expect(try offered([]) == ["--loop", "--colors", "--compression", "--size"])
        #expect(try offered(["--format", "png"]) == ["--compression"])
        #expect(try offered(["--format=ascii"]) == ["--size"])
        #expect(try offered(["--format", "apng"]) == ["--loop", "--colors", "--compression"])
        #expect(try offered(["--format", "'png'"]) == ["--compression"])
        // After --, a word is a file, not the format.
        #expect(try offered(["--", "--format", "png"]).count == 4)
        // One not offered is still known to `_arguments` (`!`): its value is read as its value,
        // and the rest of the line completes (completion stopped after `--loop 3 --format png`).
        let hidden = try offered(["--loop", "3", "--format", "png"], all: true)
        #expect(hidden.contains("!--loop") && hidden.contains("--compression"))
    }

    /// zsh offers nothing after `--help` or `-h`, which end the line, as bash and fish do: it
    /// offered every option of the command again (`render --help <TAB>`).
    @Test func zshOffersNothingAfterHelp() {
        let text = Self.script("zsh")
        for command in ["    render)\n", "    completions)\n", "        merge)\n"] {
            let branch = text.components(separatedBy: command).last ?? ""
            #expect(branch.contains("'(- : *)'{-h,--help}'[Show help for this command]'"), "\(command)")
        }
        #expect(!text.contains("'(-h --help)'"))
    }

    /// zsh offers a repeating option again after it is given (`*`); any other once.
    @Test func zshOffersARepeatingOptionAgain() {
        let text = Self.script("zsh")
        let branch = text.components(separatedBy: "    slice)\n").last ?? ""
        #expect(branch.contains("'*'--pressed='[The pressed-state sheet"))
        #expect(branch.contains(" --segments='[Segments on the wheel"))
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshScriptIsValid() throws {
        try Self.check(shell: "zsh", arguments: ["-n"])
    }

    /// zsh offers `Sheet.PNG` as bash does (the README says `.PNG` too): each file pattern of
    /// the script, expanded by zsh in a folder, matches its extension in any case and nothing
    /// else. zsh's globs are case-sensitive, and `*.png` left the capitals out.
    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshFilePatternsMatchAnyCase() throws {
        let zsh = try #require(Self.installed("zsh"))
        let patterns = Set(
            Self.script("zsh").components(separatedBy: "_files -g \"").dropFirst().compactMap {
                $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
            })
        // The extensions a pattern names: `*.([pP][nN][gG]|[jJ][sS][oO][nN])` names png and json.
        func extensions(of pattern: String) -> [String] {
            pattern.dropFirst(2).split(whereSeparator: { "()|".contains($0) }).map { item in
                guard item.contains("[") else { return item.lowercased() }
                return item.split(separator: "]").compactMap { $0.dropFirst().first?.lowercased() }.joined()
            }
        }
        let all = Set(patterns.flatMap(extensions))
        #expect(all.isSuperset(of: ["png", "json", "csv", "html", "wav"]), "\(patterns)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var names = ["f.txt", "png", "png.bak"]
        for name in all { names += ["a." + name, "B." + name.uppercased(), "c." + name.capitalized] }
        for name in names { try folder.write("", to: name) }
        for pattern in patterns {
            let matched = try Self.run(zsh, ["-f", "-c", "print -l -- \(pattern)(N)"], in: folder)
                .split(separator: "\n").map(String.init).sorted()
            let wanted = extensions(of: pattern)
            let expected = names.filter { name in wanted.contains { name.lowercased().hasSuffix("." + $0) } }
            #expect(matched == expected.sorted(), "\(pattern)")
        }
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishScriptIsValid() throws {
        try Self.check(shell: "fish", arguments: ["--no-execute"])
    }

    /// What fish offers for a command line (`complete -C`), the words without descriptions,
    /// run in a folder holding the script and the folders `subfolders`.
    static func fish(_ line: String, subfolders: [String] = [], files: [String] = []) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.script("fish"), to: "luckywheel.fish")
        for name in subfolders {
            try FileManager.default.createDirectory(
                atPath: folder.path + "/" + name, withIntermediateDirectories: false)
        }
        for name in files { try folder.write("x", to: name) }
        let output = try run(
            try #require(installed("fish")),
            ["--no-config", "-c", "source luckywheel.fish; complete -C '\(line)'"],
            in: folder)
        return output.split(separator: "\n").map {
            String($0.split(separator: "\t").first ?? "")
        }.sorted()
    }

    /// A folder option completes folders in either spelling; `--output=` is not repeated in
    /// front of them (fish's folder function took the whole word as the folder's start).
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesFolderValues() throws {
        for command in ["demo", "slice"] {
            #expect(
                try Self.fish("luckywheel \(command) --output=", subfolders: ["sub"]) == ["--output=sub/"])
            #expect(
                try Self.fish("luckywheel \(command) --output=s", subfolders: ["sub"]) == ["--output=sub/"])
            #expect(try Self.fish("luckywheel \(command) -o ", subfolders: ["sub"]) == ["sub/"])
            // A folder with an '=' (fish's own folder function read `d=` as `name=` and offered
            // every folder behind it, `d=sub/`), or typed after a quote, as files are.
            #expect(try Self.fish("luckywheel \(command) -o d=", subfolders: ["sub", "d=e"]) == ["d=e/"])
            #expect(
                try Self.fish("luckywheel \(command) -o \"my", subfolders: ["sub", "my dir"]) == ["my dir/"])
        }
    }

    /// A file value or argument offers folders and the files of its extensions in any case, as
    /// bash and zsh do (fish offered every file: `seed.json` to `info`, `notes.txt` everywhere).
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersOnlyFilesOfTheirExtension() throws {
        let files = ["a.png", "B.PNG", "notes.txt", "seed.json", "sp ace.png", "sub/c.png", "sub/d.txt"]
        let complete = { (line: String) in try Self.fish(line, subfolders: ["sub"], files: files) }
        #expect(try complete("luckywheel info ") == ["B.PNG", "a.png", "sp ace.png", "sub/"])
        #expect(try complete("luckywheel info sub/") == ["sub/c.png"])
        #expect(try complete("luckywheel slice --pressed s") == ["sp ace.png", "sub/"])
        #expect(try complete("luckywheel fair spin --seed-file ") == ["seed.json", "sub/"])
        #expect(
            try complete("luckywheel fair spin --seed-file=s") == [
                "--seed-file=seed.json", "--seed-file=sub/",
            ])
        #expect(try complete("luckywheel simulate merge ") == ["seed.json", "sub/"])
    }

    /// A file word begun with a quote or a backslash completes as the shell reads it: `"my` and
    /// `my\\ ` found nothing (the word was taken with its quote and backslash).
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesQuotedAndEscapedFileWords() throws {
        let files = ["my file.png", "c.json", "sub/in.png"]
        let complete = { (line: String) in try Self.fish(line, subfolders: ["sub"], files: files) }
        #expect(try complete(#"luckywheel info "my"#) == ["my file.png"])
        #expect(try complete(#"luckywheel info my\ "#) == ["my file.png"])
        #expect(try complete(#"luckywheel simulate merge "c"#) == ["c.json"])
    }

    /// fish completes the second word of a group, and each subcommand's options only after it.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishCompletesSubcommands() throws {
        #expect(try Self.fish("luckywheel fair ") == ["seed", "spin", "verify"])
        #expect(try Self.fish("luckywheel fair spin --cl") == ["--client-seed"])
        #expect(try Self.fish("luckywheel fair seed --") == ["--help", "--json"])
        #expect(try Self.fish("luckywheel render --for") == ["--force", "--format"])
        #expect(
            try Self.fish("luckywheel render --format ") == ["ansi", "apng", "ascii", "none", "png", "rgba"])
        #expect(try Self.fish("luckywheel render --seed ") == ["os"])
        // The command is the first word: a value that names another command is only a value.
        let render = try Self.fish("luckywheel render -o slice --")
        #expect(render.contains("--spin-at") && !render.contains("--layout"), "\(render)")
        #expect(try Self.fish("luckywheel simulate ") == ["merge"])
        #expect(try Self.fish("luckywheel simulate merge --r") == ["--report"])
        // help takes one command name (or --man), and no command's options.
        #expect(try Self.fish("luckywheel help render --") == [])
        #expect(try Self.fish("luckywheel help simulate ") == ["merge"])
        #expect(try Self.fish("luckywheel help fair ") == ["seed", "spin", "verify"])
        #expect(try Self.fish("luckywheel help fair seed ") == [])
        #expect(try Self.fish("luckywheel help --") == ["--man"])
    }

    /// Only what the command would take, as in bash: the tool's own options, a subcommand
    /// only right after its group, an option not given yet, one shell for `completions`.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersOnlyWhatTheCommandTakes() throws {
        #expect(try Self.fish("luckywheel -") == ["--help", "--version", "-h"])
        #expect(try Self.fish("luckywheel simulate --spins 5 ") == [])
        // Nor one it cannot be given with: the fair flags after --seed, --end after --frames.
        #expect(try Self.fish("luckywheel render --seed 1 --se") == ["--segments"])
        #expect(try Self.fish("luckywheel render --seed=1 --se") == ["--segments"])
        #expect(try Self.fish("luckywheel render --frames 3 --en") == [])
        #expect(try Self.fish("luckywheel fair spin --server-seed x --seed-") == [])
        #expect(
            try Self.fish("luckywheel play --nonce 3 --se") == ["--seed-file", "--segments", "--server-seed"])
        #expect(try Self.fish("luckywheel slice --pressed a.png --pr") == ["--pressed"])
        #expect(try Self.fish("luckywheel simulate --spin-range 0..5 --re") == [])
        #expect(try Self.fish("luckywheel simulate --confidence 0.9 --sp") == ["--spins"])
        // A flag just typed is given (it waits for no value), as bash has it.
        #expect(try Self.fish("luckywheel demo --force --f") == ["--fps"])
        #expect(try Self.fish("luckywheel fair seed --json -") == ["--help", "-h"])
        // An option with a value just typed waits for it: its value is completed.
        #expect(try Self.fish("luckywheel render --format ").contains("apng"))
        #expect(try Self.fish("luckywheel completions ") == ["bash", "fish", "zsh"])
        #expect(try Self.fish("luckywheel completions bash ") == [])
    }

    /// zsh: the tool's and a group's options after `-`; `--format=VALUE`; nothing after
    /// `help`'s command (`help fair spin --man` is refused).
    @Test func zshOffersTheToolsOptionsAndValuesAfterEquals() {
        let text = Self.script("zsh")
        #expect(
            text.contains(
                "options=('--version:Show the version' '-h:Show help information' '--help:Show help information')"
            ))
        #expect(
            text.contains("options=('-h:Show help for this command' '--help:Show help for this command')"))
        #expect(text.contains("            --format='[What to write]:format:(png apng"))
        #expect(text.contains("'(-o --output)'{-o,--output=}'[The output folder]:dir:_files -/'"))
        let help = text.components(separatedBy: "    help)\n").last ?? ""
        #expect(help.contains("        if (( CURRENT == 3 )); then\n            shift 1 words\n"))
    }

    /// A value that is no file (a number; a seed, but for its word os) completes to nothing, not the
    /// folder's files.
    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishOffersNoFilesForValues() throws {
        #expect(try Self.fish("luckywheel rng --seed ") == ["os"])
        #expect(try Self.fish("luckywheel simulate --spins ") == [])
        #expect(try Self.fish("luckywheel fair spin --nonce ") == [])
    }

    static func check(shell: String, arguments check: [String]) throws {
        let path = try #require(installed(shell))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.script(shell), to: "script")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = check + [folder.path + "/script"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
