import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct PlayCommandTests {
    func run(_ arguments: [String], console: BufferConsole = BufferConsole()) -> (ExitCode, BufferConsole) {
        (LuckyWheelTool.main(["play"] + arguments, console: console), console)
    }

    @Test func withoutATerminalItIsAUsageErrorPointingAtRender() {
        let (status, console) = run(["--seed", "1"], console: BufferConsole(terminal: false))
        #expect(status == .usage)
        #expect(console.standardOutput == "")
        #expect(console.standardError.hasPrefix("error: play needs an interactive terminal, but "))
        #expect(console.standardError.contains("standard output"))
        #expect(console.standardError.contains("'luckywheel render --format ascii -o -'"))
        #expect(console.standardError.hasSuffix("\nSee 'luckywheel play --help'.\n"))
    }

    /// A dumb terminal (TERM=dumb: Emacs' shell buffer) cannot move the cursor: play is
    /// refused there, pointing at render's plain frames.
    @Test func aDumbTerminalIsRefused() {
        let (status, console) = run(
            ["--seed", "1"], console: BufferConsole(terminal: true, environment: ["TERM": "dumb"]))
        #expect(status == .usage && console.standardOutput == "")
        #expect(
            console.standardError.hasPrefix(
                "error: play draws by moving the cursor, which a terminal with TERM=dumb"))
        #expect(console.standardError.contains("'luckywheel render --format ascii -o -'"))
    }

    /// `--seed os` is taken as by render and demo (it was refused), and --size's help gives the
    /// bounds its error names.
    @Test func seedOSAndTheSizeBounds() throws {
        let parsed = try ArgumentParser(specs: PlayCommand.specs, commandPath: "luckywheel play").parse([
            "--seed", "os",
        ])
        #expect(try PlayCommand(parsing: parsed).seed == .operatingSystem)
        #expect(PlayCommand.size.spec.fullHelp.contains("2x1...1000x1000"))
        #expect(RenderCommand.size.spec.fullHelp.contains("2x1...1000x1000"))
        // The smallest grid a window may be is one `--size` may ask for: the wheel in 2 × 1
        // cells, no status line (as in a window of one row).
        for size in ["2x1", "1000x1000"] {
            let sized = try ArgumentParser(specs: PlayCommand.specs, commandPath: "luckywheel play").parse([
                "--size", size,
            ])
            try PlayCommand(parsing: sized).validate()
        }
    }

    @Test(arguments: [
        (["--fps", "10"], "error: --fps must be between 23.976 and 240, got 10"),
        (["--fps", "1e400"], "error: --fps must be between 23.976 and 240, got 1e400"),
        (
            ["--fps", "inf"],
            "error: invalid value 'inf' for --fps: expected a decimal number between 23.976 and 240"
        ),
        (["--size", "80"], "error: invalid value '80' for --size: expected COLSxROWS, e.g. 80x40"),
        (
            ["--size", "0x40"],
            "error: --size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 0x40"
        ),
        (
            ["--size", "1x40"],
            "error: --size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 1x40"
        ),
        (
            ["--size", "80x1001"],
            "error: --size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 80x1001"
        ),
        (["--seed", "-1"], "error: invalid value '-1' for --seed"),
        (["--duration", "0"], "error: --duration must be between 0.01 and 3600, got 0"),
        (
            ["--segments", "25"],
            "error: the built-in art is drawn for 2 to 24 segments, not 25; give --assets with a sheet of 25 images"
        ),
        (["--segments", "361"], "error: --segments must be between 2 and 360, got 361"),
        (
            ["--max-pixels", "100"],
            "error: --max-pixels bounds the images read with --assets; give --assets, or leave it out"
        ),
        (
            ["--duration", "soon"],
            "error: invalid value 'soon' for --duration: expected a decimal number between 0.01 and 3600"
        ),
        (["--turbo"], "error: unknown option '--turbo'"),
        (
            ["--client-seed", "a"],
            "error: a fair spin needs --server-seed (or --seed-file), --client-seed and --nonce; "
                + "--server-seed (or --seed-file) and --nonce are missing"
        ),
        (
            [
                "--server-seed", FairCommandTests.seedHex, "--client-seed", "a", "--nonce", "0", "--seed",
                "os",
            ],
            "error: --seed cannot be combined with the fair flags: a fair spin's prize comes from the server seed, "
                + "the client seed and the nonce"
        ),
        (
            [
                "--server-seed", FairCommandTests.seedHex, "--client-seed", "a", "--nonce", "0", "--weights",
                "1,0.5",
            ],
            "error: --weights: a fair spin draws with whole-number weights (0 to 4294967295); 0.5 is not one"
        ),
        (
            ["--server-seed", "xyz", "--client-seed", "a", "--nonce", "0"],
            "error: --server-seed: the server seed has 'x' at position 1; use only the hex digits 0-9 and a-f (or A-F)"
        ),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) {
        let (status, console) = run(arguments)
        #expect(status == .usage)
        #expect(console.standardError.hasPrefix(message), "\(console.standardError)")
        #expect(console.standardOutput == "")
    }

    @Test(arguments: [("80x40", 80, 40), ("2X2", 2, 2), ("1000x1000", 1000, 1000)])
    func sizesParse(text: String, columns: Int, rows: Int) {
        #expect(TerminalSize(argument: text) == TerminalSize(columns: columns, rows: rows))
    }

    @Test(arguments: ["", "x", "80x", "x40", "80x40x2", "-80x40", "80 x 40", "80*40"])
    func malformedSizesDoNotParse(text: String) {
        #expect(TerminalSize(argument: text) == nil)
    }

}
