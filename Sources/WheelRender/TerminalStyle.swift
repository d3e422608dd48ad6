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
    public static let environmentNames = ["NO_COLOR", "TERM", "COLORTERM"] + localeNames

    /// The locale variables that name the terminal's character set, the first set one
    /// deciding, as the C library reads them (``hasUTF8Locale(environment:)``).
    public static let localeNames = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// The variables that describe the terminal the command runs in, not where files are
    /// shown: `TERM` and the ``localeNames``.
    public static let terminalNames = ["TERM"] + localeNames

    /// Whether the locale's character set is UTF-8, where a half block `▀` can be written:
    /// the first of ``localeNames`` set to a non-empty value decides (`C.UTF-8`,
    /// `en_US.utf8`: yes; `C`, `POSIX`, `de_DE.ISO-8859-1`: no, and tmux drew every block as
    /// `_`); none set is taken as UTF-8, every terminal's today (a container's shell sets none).
    public static func hasUTF8Locale(environment: [String: String]) -> Bool {
        guard let value = localeNames.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else {
            return true
        }
        let lowered = value.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Whether `TERM` says the terminal is `dumb` (Emacs' shell buffer, some CI logs): it
    /// obeys no escape code, so it gets neither colour nor cursor movement.
    public static func isDumbTerminal(environment: [String: String]) -> Bool { environment["TERM"] == "dumb" }

    /// The style for an output: plain `ascii` when it is not a terminal, when `NO_COLOR` is set
    /// to a non-empty value (no-color.org), when the terminal is dumb (``isDumbTerminal(environment:)``)
    /// or its locale not UTF-8 (``hasUTF8Locale(environment:)``); 24-bit colour when
    /// `COLORTERM` is `truecolor` or `24bit`; otherwise 256 colours. Files are shown on no
    /// terminal of these: pass `isTerminal` true and an environment without ``terminalNames``.
    public static func automatic(environment: [String: String], isTerminal: Bool) -> TerminalStyle {
        guard isTerminal else { return .ascii }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .ascii }
        if isDumbTerminal(environment: environment) { return .ascii }
        if !hasUTF8Locale(environment: environment) { return .ascii }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .ansiTrueColor
        default: return .ansi256
        }
    }
}
