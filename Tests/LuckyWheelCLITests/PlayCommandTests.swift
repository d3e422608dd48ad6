import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct PlayCommandTests {
    func run(_ arguments: [String], console: BufferConsole = BufferConsole()) -> (ExitCode, BufferConsole) {
        (LuckyWheelTool.main(["play"] + arguments, console: console), console)
    }

    /// The help, word for word: a change to it is a change to the command's contract.
    @Test func helpMatchesItsGoldenText() {
        let (status, console) = run(["--help"])
        #expect(status == .success)
        #expect(console.standardError == "")
        #expect(console.standardOutput == Self.goldenHelp)
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

    @Test(arguments: [
        (["--fps", "10"], "error: --fps: a display link runs at 24 to 240 Hz, not 10 Hz"),
        (["--size", "80"], "error: invalid value '80' for --size: expected COLSxROWS, e.g. 80x40"),
        (["--size", "0x40"], "error: invalid value '0x40' for --size: expected COLSxROWS, e.g. 80x40"),
        (["--size", "1x40"], "error: --size 1x40 is outside 2x2...1000x1000"),
        (["--size", "80x1001"], "error: --size 80x1001 is outside 2x2...1000x1000"),
        (["--seed", "-1"], "error: invalid value '-1' for --seed"),
        (["--duration", "0"], "error: --duration: spin duration is 0; it must be in 0.01...3600 seconds"),
        (["--duration", "soon"], "error: invalid value 'soon' for --duration: expected a number"),
        (["--turbo"], "error: unknown option '--turbo'"),
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

    static let goldenHelp = """
        OVERVIEW: Play the wheel live in the terminal.

        USAGE: luckywheel play [--seed <s>] [--fps <hz>] [--duration <sec>] [--size <COLSxROWS>]

        OPTIONS:
          --seed <s>                  Seed of the prizes (decimal or 0x hex). (default: random, printed on exit)
          --fps <hz>                  Frames per second (24 to 240). (default: 30)
          --duration <sec>            Length of a spin in seconds. (default: 3)
          --size <COLSxROWS>          Screen size in cells, at least 2x2. (default: the window's size)
          -h, --help                  Show help for this command.

        The built-in wheel turns slowly in the terminal window. Press space or enter to spin:
        the wheel spins for 3 s (--duration), stops on a segment drawn from the seed and
        selects it, and turns again 3 s later. The left and right arrows select the previous
        or next segment while the wheel is not spinning. q, Ctrl-C or Ctrl-D quits.

        On exit the terminal is restored and the selection is printed, e.g.
        "selected segment 7 (number 8 on the wheel); spins: 3; seed: 42". Segments count
        from 0 clockwise from the one at 12 o'clock at the start; the art numbers them from
        1. Spin k's prize depends only on the seed and k, so the same seed and the same
        number of spins give the same prizes whenever the keys are pressed. The terminal is
        also restored when the game is ended by a signal (SIGINT, SIGTERM, SIGHUP; the exit
        status is then 128 + the signal number).

        Colours follow NO_COLOR, TERM=dumb and COLORTERM=truecolor as 'render --format ansi'
        does. Frames are drawn at --fps; a frame that would be late is skipped, which
        changes nothing but the states shown. The screen follows the window's size unless
        --size is given (a --size larger than the window is cut to it).

        Standard input and output must be a terminal; to print frames to a file or a pipe
        use 'luckywheel render --format ascii -o -'.

        EXAMPLES:
          luckywheel play
          luckywheel play --seed 42 --fps 60 --size 80x40

        """
}
