/// What `play` needs of a terminal size beyond parsing `--size`.
extension TerminalSize: CustomStringConvertible {
    /// What a window that cannot tell its size (`TIOCGWINSZ` fails) is taken to be: the
    /// classic 80 × 24, small enough not to scroll a real terminal.
    static let unknownWindow = TerminalSize(columns: 80, rows: 24)

    /// `80x40`.
    var description: String { "\(columns)x\(rows)" }

    /// The smaller of the two sizes in each direction.
    func clamped(to limit: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(columns, limit.columns), rows: min(rows, limit.rows))
    }
}
