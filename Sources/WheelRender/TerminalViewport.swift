/// Where the square wheel view sits in a terminal grid of `columns × rows` cells.
///
/// A terminal cell is about twice as tall as it is wide, so the square view takes an even
/// number of columns `viewColumns` and half as many rows: `viewColumns = min(columns, 2 · rows)`
/// rounded down to even. It is centred (letterboxed) in the grid, the odd cell going to the
/// right or bottom margin, so the wheel stays round whatever the grid's shape.
public struct TerminalViewport: Sendable, Hashable {
    /// The largest accepted number of columns or rows.
    public static let maximumSide = 1000
    /// The fewest columns a grid needs: the smallest view is 2 columns by 1 row.
    public static let minimumColumns = 2
    /// The columns a grid may have.
    public static let columnRange = minimumColumns...maximumSide
    /// The rows a grid may have.
    public static let rowRange = 1...maximumSide

    /// Grid width in cells.
    public let columns: Int
    /// Grid height in cells.
    public let rows: Int
    /// Width of the view in cells (even, at least 2).
    public let viewColumns: Int
    /// Height of the view in cells: `viewColumns / 2`.
    public let viewRows: Int
    /// Blank columns left of the view.
    public let left: Int
    /// Blank rows above the view.
    public let top: Int

    /// Fits the view into a grid. Throws when the grid cannot hold a 2 × 1 view (fewer than
    /// `minimumColumns` columns or 1 row) or has more than `maximumSide` columns or rows.
    public init(columns: Int, rows: Int) throws(RenderError) {
        guard Self.columnRange.contains(columns), Self.rowRange.contains(rows) else {
            throw .invalidTerminalSize(columns: columns, rows: rows)
        }
        self.columns = columns
        self.rows = rows
        viewColumns = min(columns, 2 * rows) / 2 * 2
        viewRows = viewColumns / 2
        left = (columns - viewColumns) / 2
        top = (rows - viewRows) / 2
    }
}
