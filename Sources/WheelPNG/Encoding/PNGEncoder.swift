internal import CLibPNG

/// Encodes images as non-interlaced PNG files in memory through libpng.
///
/// Input is either rows in any PNG colour type and bit depth (with palette, transparency
/// and colour chunks written back), or 8-bit RGBA with straight alpha. Pixels are read in
/// place: nothing is copied before libpng sees it.
public struct PNGEncoder: Sendable {
    /// Keeps memory that encoders free for the next encode instead of returning it to the
    /// system, which would take it back page by page for every image. Process-wide and
    /// permanent: for a command that encodes many images and exits. No effect outside glibc.
    public static func keepFreedMemory() {
        clibpng_keep_freed_memory()
    }

    /// Compression settings used by every call.
    public var options: PNGEncodingOptions

    /// An encoder with the given options.
    public init(options: PNGEncodingOptions = .default) {
        self.options = options
    }

    /// The PNG file bytes of `image` with its metadata. `header.interlaced` is ignored:
    /// the output is never interlaced.
    public func encode(_ image: PNGImage) throws(PNGError) -> [UInt8] {
        try image.rows.withUnsafeBytesThrowingPNGError { rows throws(PNGError) in
            try encode(
                header: image.header, metadata: image.metadata, rows: rows, rowStride: nil,
                droppingAlpha: false)
        }
    }

    /// The PNG file bytes of an RGBA image (colour type RGBA, 8 bits).
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        try image.pixels.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
            try encodeRGBA(pixels, width: image.width, height: image.height, rowStride: image.width * 4)
        }
    }

    /// The PNG file bytes of 8-bit RGBA pixels, straight alpha, `rowStride` bytes from one
    /// row's start to the next (at least `width × 4`).
    ///
    /// With `droppingAlpha` the file is colour type RGB: libpng skips every alpha byte
    /// unread, for opaque pixels (``FrameEncoder/layout(of:width:height:rowStride:)`` tells).
    public func encodeRGBA(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, droppingAlpha: Bool = false
    ) throws(PNGError) -> [UInt8] {
        let header = PNGHeader(
            width: width, height: height, bitDepth: 8, colorType: droppingAlpha ? .rgb : .rgba)
        return try encode(
            header: header, metadata: PNGMetadata(), rows: pixels, rowStride: rowStride,
            droppingAlpha: droppingAlpha)
    }

    /// The PNG file bytes of rows laid out as `header` says, `rowStride` bytes apart (at
    /// least `header.rowBytes`; a larger stride encodes a sub-rectangle of a wider image
    /// whose left edge falls on a byte). 16-bit samples are big-endian.
    public func encode(
        header: PNGHeader, metadata: PNGMetadata, rows: UnsafeRawBufferPointer, rowStride: Int
    ) throws(PNGError) -> [UInt8] {
        try encode(
            header: header, metadata: metadata, rows: rows, rowStride: rowStride, droppingAlpha: false)
    }

    /// `droppingAlpha` for an 8-bit RGB header: the rows are 8-bit RGBA, and libpng drops each
    /// alpha byte as filler. `rowStride` nil: the rows are packed.
    private func encode(
        header: PNGHeader, metadata: PNGMetadata, rows: UnsafeRawBufferPointer, rowStride: Int?,
        droppingAlpha: Bool
    ) throws(PNGError) -> [UInt8] {
        if let problem = header.problem ?? options.problem ?? Self.problem(header: header, metadata: metadata)
        {
            throw .invalidImage(reason: problem)
        }
        let rowsHeader =
            droppingAlpha
            ? PNGHeader.rgba8(width: header.width, height: header.height) : header
        let rowBytes = try rowsHeader.validRowBytes()
        let rowStride = rowStride ?? rowBytes
        let (span, overflow) = rowStride.multipliedReportingOverflow(by: header.height - 1)
        guard rowStride >= rowBytes, !overflow, rows.count - rowBytes >= span,
            let base = rows.baseAddress
        else {
            throw .invalidImage(
                reason: "\(header.height) rows of \(rowBytes) bytes, \(rowStride) apart, "
                    + "do not fit in \(rows.count) bytes")
        }
        var cHeader = clibpng_header(
            width: UInt32(header.width), height: UInt32(header.height), bit_depth: Int32(header.bitDepth),
            color_type: Int32(header.colorType.rawValue), interlace: 0)
        var cOptions = clibpng_encode_options(
            level: Int32(options.compressionLevel), filters: Self.filterBits(options.filters),
            strategy: Self.strategy(options.strategy), strip_filler: droppingAlpha ? 1 : 0)
        var output = clibpng_output()
        var failure = clibpng_failure()
        defer { clibpng_output_release(&output) }
        let status = try metadata.withCLibPNGMetadata { cMetadata in
            clibpng_encode(
                &cHeader, base.assumingMemoryBound(to: UInt8.self), rowStride, cMetadata, &cOptions, &output,
                &failure)
        }
        guard status == CLIBPNG_OK, let bytes = output.bytes else {
            let message = withUnsafeBytes(of: &failure.message) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw .encodingFailed(message: message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.length))
    }

    /// Metadata the colour type cannot carry; libpng would write it or fail less clearly.
    private static func problem(header: PNGHeader, metadata: PNGMetadata) -> String? {
        let type = header.colorType
        if type == .palette {
            guard let palette = metadata.palette else { return "a palette image needs a palette" }
            if palette.count > 1 << header.bitDepth {
                return "a \(header.bitDepth)-bit palette image has at most \(1 << header.bitDepth) colours, "
                    + "this palette \(palette.count)"
            }
        } else if type.isGray && metadata.palette != nil {
            return "a \(type.name) image cannot have a palette"
        }
        // A gray or RGB value beyond the bit depth is written with its exact bytes: libpng's
        // reader keeps such a value (matching it masked to the depth), so the file reads as
        // the one it came from.
        switch metadata.transparency {
        case nil: return nil
        case .paletteAlpha(let alpha):
            guard type == .palette else {
                return "palette transparency needs a palette image, not \(type.name)"
            }
            if alpha.count > metadata.palette?.count ?? 0 {
                return "tRNS has more alphas than the palette has colours"
            }
        case .gray:
            guard type == .gray else { return "gray transparency needs a gray image, not \(type.name)" }
        case .rgb:
            guard type == .rgb else { return "RGB transparency needs an RGB image, not \(type.name)" }
        }
        return nil
    }

    private static func filterBits(_ filters: PNGFilterSet) -> Int32 {
        let pairs: [(PNGFilterSet, clibpng_filter)] = [
            (.unfiltered, CLIBPNG_FILTER_NONE), (.sub, CLIBPNG_FILTER_SUB), (.up, CLIBPNG_FILTER_UP),
            (.average, CLIBPNG_FILTER_AVERAGE), (.paeth, CLIBPNG_FILTER_PAETH),
        ]
        return pairs.reduce(0) { bits, pair in filters.contains(pair.0) ? bits | Int32(pair.1.rawValue) : bits
        }
    }

    private static func strategy(_ strategy: PNGCompressionStrategy) -> clibpng_strategy {
        switch strategy {
        case .default: CLIBPNG_STRATEGY_DEFAULT
        case .filtered: CLIBPNG_STRATEGY_FILTERED
        case .huffmanOnly: CLIBPNG_STRATEGY_HUFFMAN_ONLY
        case .rle: CLIBPNG_STRATEGY_RLE
        case .fixed: CLIBPNG_STRATEGY_FIXED
        }
    }
}
