/// zlib's deflate strategy for the image data.
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    /// Z_DEFAULT_STRATEGY: general-purpose matching.
    case `default`
    /// Z_FILTERED: favours Huffman coding over short matches, suited to filtered rows.
    case filtered
    /// Z_HUFFMAN_ONLY: no matching at all; fastest, largest.
    case huffmanOnly
    /// Z_RLE: matches only runs of the previous byte; fast, good on flat colour.
    case rle
    /// Z_FIXED: fixed Huffman codes, no dynamic tables.
    case fixed
}
