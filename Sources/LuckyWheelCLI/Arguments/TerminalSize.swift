import WheelRender

/// A terminal grid given as `COLSxROWS` on the command line (`--size 80x40`).
struct TerminalSize: Sendable, Hashable, ArgumentValue {
    /// The size used when neither `--size` nor a terminal says otherwise.
    static let fallback = TerminalSize(columns: 80, rows: 40)
    /// What a window that cannot tell its size (`TIOCGWINSZ` fails or reads 0 × 0, and no
    /// `COLUMNS` × `LINES`) is taken to be, by play and by frames played on a terminal: the
    /// classic 80 × 24, small enough not to scroll a real terminal.
    static let unknownWindow = TerminalSize(columns: 80, rows: 24)

    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `80x40` (or `80X40`): two decimal integers (``IntegerArgument``: not `+80x40`), not
    /// negative (a grid too small for the command is its range error, 0 included, so that every
    /// size out of range reads alike).
    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2, let columns = IntegerArgument.value(parts[0], as: Int.self),
            let rows = IntegerArgument.value(parts[1], as: Int.self), columns >= 0, rows >= 0
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    static var expectedDescription: String { "COLSxROWS, e.g. \(fallback.argumentText)" }

    /// `80x40`.
    var argumentText: String { "\(columns)x\(rows)" }

    /// `2x1...1000x1000`, for help: the grids a terminal renderer fills (``TerminalViewport``).
    static let boundsText =
        "\(TerminalViewport.columnRange.lowerBound)x\(TerminalViewport.rowRange.lowerBound)..."
        + "\(TerminalViewport.columnRange.upperBound)x\(TerminalViewport.rowRange.upperBound)"

    /// The grid's viewport; a grid no terminal renderer fills is `command`'s error for `option`.
    func viewport<C: Command>(option: Option<TerminalSize?>, of command: C.Type) throws(UsageError)
        -> TerminalViewport
    {
        do {
            return try TerminalViewport(columns: columns, rows: rows)
        } catch {
            throw command.usageError("\(option.spec.shownName): \(error.description)")
        }
    }
}
