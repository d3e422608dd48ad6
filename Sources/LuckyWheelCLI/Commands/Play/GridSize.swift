/// A terminal grid size in character cells, as `--size COLSxROWS` gives it (`80x40`).
struct GridSize: Sendable, Hashable, ArgumentValue, CustomStringConvertible {
    /// Width in cells.
    var columns: Int
    /// Height in cells.
    var rows: Int

    /// What the terminal is assumed to be when it cannot say (`TIOCGWINSZ` fails).
    static let fallback = GridSize(columns: 80, rows: 24)

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `COLSxROWS` with positive decimal numbers; `X` is accepted for `x`.
    init?(argument: String) {
        let split = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard split.count == 2, let columns = Int(split[0], radix: 10), let rows = Int(split[1], radix: 10),
            columns > 0, rows > 0
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    static var expectedDescription: String { "COLSxROWS, e.g. 80x40" }

    /// `80x40`.
    var description: String { "\(columns)x\(rows)" }

    /// The smaller of the two sizes in each direction.
    func clamped(to limit: GridSize) -> GridSize {
        GridSize(columns: min(columns, limit.columns), rows: min(rows, limit.rows))
    }
}
