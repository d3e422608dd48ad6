import WheelCore
import WheelRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `luckywheel play` cannot start or go on. The terminal is restored before any of these
/// is reported.
enum PlayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a CI log).
    case notInteractive(standardInput: Bool, standardOutput: Bool)
    /// `TERM` is `dumb`: the terminal obeys no cursor movement, so a game cannot be drawn on it.
    case dumbTerminal
    /// The terminal is another process group's: the game was started in the background,
    /// where taking the terminal would stop it at once (SIGTTOU), and a signal could not end it.
    case startedInBackground
    /// A termios call failed: `operation` names it, `code` is its `errno`.
    case terminalSettings(operation: String, code: Int32)
    /// Reading the keyboard failed with `errno` `code`.
    case input(code: Int32)
    /// Drawing on the terminal failed (the console says why).
    case output(CommandFailure)
    /// The grid cannot show the wheel.
    case screen(RenderError)
    /// The wheel model refused a value.
    case wheel(WheelError)

    /// A sentence naming the problem and the fix.
    var description: String {
        switch self {
        case .notInteractive(let standardInput, let standardOutput):
            let streams = [standardInput ? nil : "standard input", standardOutput ? nil : "standard output"]
                .compactMap { $0 }.joined(separator: " and ")
            return "play needs an interactive terminal, but \(streams) "
                + "\(streams.contains(" and ") ? "are" : "is") not one; run it in a terminal window, "
                + "or print frames with \(Self.textFrames)"
        case .dumbTerminal:
            return
                "play draws by moving the cursor, which a terminal with TERM=dumb does not do; run it in a "
                + "terminal window, or print frames with \(Self.textFrames)"
        case .startedInBackground:
            return "play was started in the background (a shell's '&', or 'timeout' without "
                + "'--foreground'), where the terminal is another program's; run it in the foreground"
        case .terminalSettings(let operation, let code):
            return "cannot \(operation) the terminal's settings: \(Self.reason(code)); "
                + "if the terminal misbehaves, type 'reset' and press enter"
        case .input(let code):
            return "cannot read the keyboard: \(Self.reason(code))"
        case .output(let failure):
            return failure.message
        case .screen(let error):
            return error.description
        case .wheel(let error):
            return error.description
        }
    }

    /// The command that prints the frames as text to standard output, where play cannot run.
    private static var textFrames: String {
        "'\(RenderCommand.commandPath) \(RenderCommand.format.spec.key) \(RenderFormat.ascii.rawValue) "
            + "\(RenderCommand.output.spec.shownName) -'"
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

extension PlayError: CommandFailureConvertible {
    /// Not a terminal (or not its foreground) and a grid that cannot show the wheel are usage
    /// errors (64); failing terminal calls are I/O errors (74).
    var commandFailure: CommandFailure {
        switch self {
        case .notInteractive, .dumbTerminal, .startedInBackground, .screen, .wheel:
            return CommandFailure(.usage, description)
        case .terminalSettings, .input, .output:
            return CommandFailure(.ioError, description)
        }
    }
}
