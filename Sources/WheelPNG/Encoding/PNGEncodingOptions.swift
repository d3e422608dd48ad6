internal import WheelSupport

/// How hard and how the encoder compresses: zlib level, row filters and deflate strategy.
public struct PNGEncodingOptions: Sendable, Hashable {
    /// zlib's compression levels: 0 stores, 9 is smallest.
    public static let compressionLevels = 0...9

    /// zlib compression level, in ``compressionLevels``.
    public var compressionLevel: Int
    /// The filters libpng may pick from per row; must not be empty.
    public var filters: PNGFilterSet
    /// The deflate strategy.
    public var strategy: PNGCompressionStrategy

    /// Options; the defaults are libpng's own (level 6, all filters, filtered strategy).
    public init(
        compressionLevel: Int = 6, filters: PNGFilterSet = .all, strategy: PNGCompressionStrategy = .filtered
    ) {
        self.compressionLevel = compressionLevel
        self.filters = filters
        self.strategy = strategy
    }

    /// libpng's defaults: level 6, all filters, filtered strategy.
    public static let `default` = PNGEncodingOptions()

    /// Smallest files: level 9, all filters, filtered strategy.
    public static let best = PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .filtered)

    /// Why these options cannot be used, or nil when they can.
    var problem: String? {
        if !Self.compressionLevels.contains(compressionLevel) {
            return
                "the compression level must be \(RangeText.between(Self.compressionLevels)), not \(compressionLevel)"
        }
        if filters.isEmpty || !PNGFilterSet.all.isSuperset(of: filters) {
            return "the filter set must hold at least one of the five PNG filters"
        }
        return nil
    }
}
