import WheelSupport

/// Where a sheet is cut: `segments + 1` borders in points, from 0 to the sheet's width.
///
/// Borders are computed once in points and then taken to each scale by one rule
/// (``SliceScale/pixels(forPoints:)``: times the scale, rounded with halves up), so the @1x,
/// @1.5x, @2x, @3x and @4x slices of the same drawing are cut at the same places. When the width divides by the
/// segment count every slice is equal; otherwise border i is `round(i · W / N)` with halves
/// rounded up, so slices differ by at most one point and every column belongs to exactly
/// one slice.
public struct SlicePartition: Sendable, Hashable {
    /// The numbers of slices a sheet may be cut into: a wheel's segment counts
    /// (``SegmentCount/range``, which `WheelGeometry.segmentCountRange` is too), so every
    /// slice makes a wheel.
    public static let segmentRange = SegmentCount.range

    /// The number of slices.
    public let segments: Int
    /// The sheet's width in points.
    public let widthInPoints: Int
    /// `segments + 1` increasing borders in points; the first is 0 and the last the width.
    public let bordersInPoints: [Int]

    /// Partitions a width. Refuses a segment count outside `segmentRange` and a width
    /// narrower than one point per segment.
    public init(widthInPoints: Int, segments: Int, sheetName: String = "sheet") throws(SliceError) {
        guard Self.segmentRange.contains(segments) else { throw .invalidSegmentCount(segments) }
        guard widthInPoints >= segments else {
            throw .sheetTooNarrow(sheet: sheetName, widthInPoints: widthInPoints, segments: segments)
        }
        self.segments = segments
        self.widthInPoints = widthInPoints
        // round(i·W/N) with halves up is floor((2·i·W + N) / 2N), exact in integers; in 128 bits,
        // where 2·i·W fits for every width (in 64 it overflows past about Int.max / 720), and the
        // border, at most W, comes back.
        let (width, count) = (Int128(widthInPoints), Int128(segments))
        bordersInPoints = (0...segments).map { Int((2 * Int128($0) * width + count) / (2 * count)) }
    }

    /// Whether every slice has the same width.
    public var isEqual: Bool { widthInPoints % segments == 0 }

    /// When the wedges are not all one width, what a user is told about `sheet` (whose width in
    /// points this partition cuts): `NAME is W pt wide, which does not divide into N equal
    /// wedges; they are a or b pt wide (borders at round(i × width / N), halves up)`; nil when
    /// they are. When the sheet's pixels divide into N images that are no whole number of points
    /// (1200 px at @3x: 100 px, 33.33 pt), it adds that the whole-point borders cut into those
    /// images, and at how many pixels.
    public func unevenWidthsNote(of sheet: SheetGeometry) -> String? {
        guard !isEqual else { return nil }
        let widths = (0..<segments).map { pointRange(ofValidated: $0).count }
        let note =
            "\(sheet.name) is \(widthInPoints) pt wide, which does not divide into \(segments) equal wedges; they are "
            + "\(widths.min() ?? 0) or \(widths.max() ?? 0) pt wide (borders at round(i × width / \(segments)), halves up)"
        guard sheet.width % segments == 0, widthInPoints == sheet.widthInPoints else { return note }
        let pixels = (0..<segments).map { pixelRange(of: $0, validatedScale: sheet.scale).count }
        let image = sheet.width / segments
        let points = DecimalText.trimmed(Double(image) / sheet.scale.doubleValue, 2)
        return note
            + "; its \(sheet.width) px would make \(segments) images of \(image) px, but at @\(sheet.scale)x that is "
            + "\(points) pt, no whole number of points, so the wedges (\(pixels.min() ?? 0) or \(pixels.max() ?? 0) px) "
            + "cut into them: draw each image a whole number of points wide"
    }

    /// The columns of slice `index` in points.
    /// - Throws: ``SliceError/wedgeIndexOutOfRange(index:segments:)`` unless `index` is from 0
    ///   to `segments - 1`.
    public func pointRange(of index: Int) throws(SliceError) -> Range<Int> {
        try checkIndex(index)
        return pointRange(ofValidated: index)
    }

    /// ``pointRange(of:)`` of an index from 0 to `segments - 1`: a wedge of the plan's own.
    package func pointRange(ofValidated index: Int) -> Range<Int> {
        bordersInPoints[index]..<bordersInPoints[index + 1]
    }

    /// Checks that the partition has a slice `index`.
    /// - Throws: ``SliceError/wedgeIndexOutOfRange(index:segments:)`` otherwise.
    private func checkIndex(_ index: Int) throws(SliceError) {
        guard (0..<segments).contains(index) else {
            throw .wedgeIndexOutOfRange(index: index, segments: segments)
        }
    }

    /// The columns of slice `index` in pixels at `scale`: its point borders through
    /// ``SliceScale/pixels(forPoints:)`` (times the scale for whole scales, rounded with halves
    /// up for 1.5x), so neighbours share their edge at every scale.
    /// - Throws: ``SliceError/pointsOutOfRange(points:scale:)`` for a slice whose right border
    ///   has more than `Int.max` pixels at `scale` (a width past ``SliceScale/maximumPoints``),
    ///   ``SliceError/wedgeIndexOutOfRange(index:segments:)`` unless `index` is from 0 to
    ///   `segments - 1`.
    public func pixelRange(of index: Int, scale: SliceScale) throws(SliceError) -> Range<Int> {
        try checkIndex(index)
        let end = bordersInPoints[index + 1]
        guard end <= scale.maximumPoints else { throw .pointsOutOfRange(points: end, scale: scale) }
        return pixelRange(of: index, validatedScale: scale)
    }

    /// ``pixelRange(of:scale:)`` of a slice of the partition at a scale where the width has at
    /// most `Int.max` pixels: the scale of the sheet whose pixels the width is, or one a plan
    /// checked.
    package func pixelRange(of index: Int, validatedScale scale: SliceScale) -> Range<Int> {
        let (start, end) = (bordersInPoints[index], bordersInPoints[index + 1])
        return scale.pixels(forValidatedPoints: start)..<scale.pixels(forValidatedPoints: end)
    }

    /// The `segments + 1` borders in pixels at `scale`, from 0 to the sheet's width there.
    /// - Throws: ``SliceError/pointsOutOfRange(points:scale:)`` for a width with more than
    ///   `Int.max` pixels at `scale` (past ``SliceScale/maximumPoints``).
    public func bordersInPixels(scale: SliceScale) throws(SliceError) -> [Int] {
        guard widthInPoints <= scale.maximumPoints else {
            throw .pointsOutOfRange(points: widthInPoints, scale: scale)
        }
        return bordersInPoints.map(scale.pixels(forValidatedPoints:))
    }
}
