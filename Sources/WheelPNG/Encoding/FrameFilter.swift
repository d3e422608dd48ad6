/// How ``FrameEncoder`` filters the rows of a frame before compressing them (PNG filter
/// method 0): one filter for every row, or a choice per row.
public enum FrameFilter: String, Sendable, Hashable, CaseIterable {
    /// Filter type 0: bytes as they are.
    case none
    /// Filter type 1: difference from the pixel to the left.
    case sub
    /// Filter type 2: difference from the pixel above.
    case up
    /// Filter type 3: difference from the mean of left and above.
    case average
    /// Filter type 4: difference from the Paeth predictor of left, above and upper left.
    case paeth
    /// Per row, the filter whose output has the smallest sum of absolute (signed) bytes, as
    /// libpng chooses; five times the filtering work.
    case adaptive

    /// The PNG filter type byte of a single filter; nil for ``adaptive``.
    var typeByte: UInt8? {
        switch self {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive: nil
        }
    }
}
