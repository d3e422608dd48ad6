/// What `play` needs of a terminal size beyond parsing `--size`.
extension TerminalSize: CustomStringConvertible {
    /// `80x40`.
    var description: String { "\(columns)x\(rows)" }

    /// The smaller of the two sizes in each direction.
    func clamped(to limit: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(columns, limit.columns), rows: min(rows, limit.rows))
    }
}
