/// How a terminal frame is written.
public enum TerminalStyle: String, Sendable, Hashable, CaseIterable {
    /// Plain characters from a brightness ramp, no escape codes (`BrightnessRamp`).
    case ascii
    /// Upper half blocks `▀` with 24-bit foreground (top half) and background (bottom half).
    case ansiTrueColor
    /// Half blocks with the nearest colours of the xterm 256-colour palette.
    case ansi256

    /// How a summary names the style: `ascii`, `ansi, 24-bit colour`, `ansi, 256 colours`.
    public var summaryName: String {
        switch self {
        case .ascii: "ascii"
        case .ansiTrueColor: "ansi, 24-bit colour"
        case .ansi256: "ansi, 256 colours"
        }
    }

    /// The environment variables ``automatic(environment:isTerminal:)`` and
    /// ``isDumbTerminal(environment:)`` read.
    public static let environmentNames = ["NO_COLOR", "TERM", "COLORTERM"]

    /// Whether `TERM` says the terminal is `dumb` (Emacs' shell buffer, some CI logs): it
    /// obeys no escape code, so it gets neither colour nor cursor movement.
    public static func isDumbTerminal(environment: [String: String]) -> Bool { environment["TERM"] == "dumb" }

    /// The style for an output: plain `ascii` when it is not a terminal, when `NO_COLOR` is set
    /// to a non-empty value (no-color.org) or when the terminal is dumb (``isDumbTerminal(environment:)``);
    /// 24-bit colour when `COLORTERM` is `truecolor` or `24bit`; otherwise 256 colours. Files
    /// are no terminal of `TERM`'s: pass `isTerminal` true and an environment without it.
    public static func automatic(environment: [String: String], isTerminal: Bool) -> TerminalStyle {
        guard isTerminal else { return .ascii }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .ascii }
        if isDumbTerminal(environment: environment) { return .ascii }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .ansiTrueColor
        default: return .ansi256
        }
    }
}
