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

    /// The style for an output: plain `ascii` when it is not a terminal, when `NO_COLOR` is set
    /// to a non-empty value (no-color.org) or when `TERM` is `dumb`; 24-bit colour when
    /// `COLORTERM` is `truecolor` or `24bit`; otherwise 256 colours.
    public static func automatic(environment: [String: String], isTerminal: Bool) -> TerminalStyle {
        guard isTerminal else { return .ascii }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .ascii }
        if environment["TERM"] == "dumb" { return .ascii }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .ansiTrueColor
        default: return .ansi256
        }
    }
}
