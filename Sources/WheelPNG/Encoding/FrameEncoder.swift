internal import CLibDeflateSystem
internal import WheelSupport

/// Encodes rendered frames as PNG files fast: rows filtered here, the image data compressed
/// by libdeflate, the file (signature, IHDR, IDAT, IEND) framed here with libdeflate's CRC-32.
///
/// Frames of the wheel are opaque, so an opaque frame is written as RGB (colour type 2): a
/// quarter less data to filter and compress, the same pixels for every decoder. A frame with
/// any alpha below 255 is written as RGBA. The output is non-interlaced, 8 bits per sample,
/// and depends only on the pixels and the settings (one thread, no state kept between calls).
///
/// Two entry points serve whole files and animated PNGs alike: ``encodeRGBA(_:width:height:rowStride:)``
/// writes a whole PNG file, ``compressedRows(_:width:height:rowStride:layout:)`` gives the zlib
/// stream of a sub-rectangle's filtered rows, the payload of an IDAT or fdAT chunk.
///
/// How the settings were chosen: `luckywheel-bench --sweep frames`, output in
/// `Benchmarks/peers/render/frame-sweep.txt`.
public struct FrameEncoder: Sendable, Hashable {
    /// libdeflate's compression levels: 0 stores, 1 is fastest, 12 smallest.
    public static let compressionLevels = 0...12

    /// libdeflate level, in ``compressionLevels``.
    public var compressionLevel: Int
    /// The row filter, or the choice per row.
    public var filter: FrameFilter

    /// An encoder; the defaults are ``frames``'s.
    public init(compressionLevel: Int = 1, filter: FrameFilter = .up) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// The settings `luckywheel render` and `demo` write PNG frames with: libdeflate level 1,
    /// the Up filter on every row. On two real @2x frames (`--sweep frames`) Up cost about as
    /// few instructions as no filter (19.8 M against 18.2 M a frame) for 10 % fewer bytes;
    /// Paeth saved 2 % of the bytes for 26 % more work, the per-row choice 2.6 % for 8×,
    /// level 2 2.3 % for 3×. Against zlib level 1 with Up and RLE through libpng (the previous
    /// settings) the frames are 18 % smaller and take about half the time.
    public static let frames = FrameEncoder(compressionLevel: 1, filter: .up)

    /// The PNG file bytes of an RGBA image: RGB when every pixel is opaque, else RGBA.
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        try image.pixels.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
            try encodeRGBA(pixels, width: image.width, height: image.height, rowStride: image.width * 4)
        }
    }

    /// The PNG file bytes of 8-bit RGBA pixels, straight alpha, `rowStride` bytes from one
    /// row's start to the next (at least `width × 4`; larger encodes a sub-rectangle of a wider
    /// image). Written as RGB when every alpha byte is 255, else as RGBA.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when the size is not positive, the rows do
    ///   not fit in `pixels`, or the level is outside ``compressionLevels``.
    public func encodeRGBA(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int
    ) throws(PNGError) -> [UInt8] {
        let base = try Self.checked(pixels, width: width, height: height, rowStride: rowStride)
        let layout = Self.layout(of: pixels, width: width, height: height, rowStride: rowStride)
        let header = PNGHeader(width: width, height: height, bitDepth: 8, colorType: layout.colorType)
        if let problem = header.problem { throw .invalidImage(reason: problem) }
        return try deflated(base, width: width, height: height, rowStride: rowStride, layout: layout) {
            compressor, filtered, filteredCount throws(PNGError) in
            let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
            let ihdr = PNGChunkFraming.headerData(width: width, height: height, colorType: layout.colorType)
            // signature, IHDR (12 + 13), IDAT (12 + data), IEND (12)
            let capacity = 8 + 25 + 12 + bound + 12
            var failure: PNGError?
            let file = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                guard let out = buffer.baseAddress else { return }
                var at = 0
                for byte in PNGChunkLexer.signature {
                    out[at] = byte
                    at += 1
                }
                at = PNGChunkFraming.writeChunk("IHDR", ihdr, into: out, at: at)
                let dataStart = at + 8
                let length = libdeflate_zlib_compress(
                    compressor, filtered, filteredCount, out + dataStart, bound)
                guard length > 0, length <= PNGChunk.maximumLength else {
                    failure = .encodingFailed(
                        message: "libdeflate could not compress the rows into \(bound) bytes")
                    return
                }
                at = PNGChunkFraming.finishChunk("IDAT", dataLength: length, into: out, at: at)
                at = PNGChunkFraming.writeChunk("IEND", [], into: out, at: at)
                count = at
            }
            if let failure { throw failure }
            return file
        }
    }

    /// The zlib stream (the payload of IDAT, or of fdAT after its sequence number) of the
    /// filtered rows of a `width × height` rectangle of 8-bit RGBA pixels, `rowStride` bytes
    /// apart, written in `layout` (``FramePixelLayout/rgb`` drops every alpha byte unread;
    /// for ``FramePixelLayout/indexed`` the rows hold one palette index byte a pixel).
    /// Filtering starts afresh at the rectangle's top row, as PNG requires of each image.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` as ``encodeRGBA(_:width:height:rowStride:)``.
    public func compressedRows(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, layout: FramePixelLayout
    ) throws(PNGError) -> [UInt8] {
        let base = try Self.checked(
            pixels, width: width, height: height, rowStride: rowStride,
            bytesPerPixel: layout.inputBytesPerPixel)
        return try deflated(base, width: width, height: height, rowStride: rowStride, layout: layout) {
            compressor, filtered, filteredCount throws(PNGError) in
            let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
            var length = 0
            let stream = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                guard let out = buffer.baseAddress else { return }
                length = libdeflate_zlib_compress(compressor, filtered, filteredCount, out, bound)
                count = length
            }
            guard length > 0 else {
                throw .encodingFailed(message: "libdeflate could not compress the rows into \(bound) bytes")
            }
            return stream
        }
    }

    /// ``FramePixelLayout/rgb`` when every alpha byte of the rectangle is 255, else
    /// ``FramePixelLayout/rgba``; ``FramePixelLayout/rgba`` also when `pixels` do not hold the
    /// rectangle (which the encoders refuse).
    public static func layout(of pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int)
        -> FramePixelLayout
    {
        guard let base = try? checked(pixels, width: width, height: height, rowStride: rowStride) else {
            return .rgba
        }
        for row in 0..<height {
            let line = (base + row * rowStride).assumingMemoryBound(to: UInt8.self)
            // AND of every alpha byte, branch-free inside the row so that it vectorises.
            var alpha: UInt8 = 0xFF
            for x in 0..<width { alpha &= line[4 &* x &+ 3] }
            if alpha != 0xFF { return .rgba }
        }
        return .rgb
    }

    // MARK: - The work

    /// Filters the rows into a scratch buffer and hands it, with a compressor at this level,
    /// to `body`.
    private func deflated<Result>(
        _ base: UnsafeRawPointer, width: Int, height: Int, rowStride: Int, layout: FramePixelLayout,
        _ body: (OpaquePointer, UnsafeRawPointer, Int) throws(PNGError) -> Result
    ) throws(PNGError) -> Result {
        guard Self.compressionLevels.contains(compressionLevel) else {
            throw .invalidImage(
                reason:
                    "the compression level must be \(RangeText.between(Self.compressionLevels)), "
                    + "not \(compressionLevel)")
        }
        let rows = FrameRowFilter(width: width, layout: layout, filter: filter)
        let (count, overflow) = (rows.rowBytes + 1).multipliedReportingOverflow(by: height)
        guard !overflow, let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else {
            throw .encodingFailed(message: "out of memory for a \(width) × \(height) frame")
        }
        defer { libdeflate_free_compressor(compressor) }
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { filtered.deallocate() }
        rows.filterRows(base, height: height, rowStride: rowStride, into: filtered)
        return try body(compressor, UnsafeRawPointer(filtered), count)
    }

    /// The base address, once the size is positive and the rows fit in `pixels`.
    static func checked(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, bytesPerPixel: Int = 4
    ) throws(PNGError) -> UnsafeRawPointer {
        guard width > 0, height > 0 else {
            throw .invalidImage(reason: "a frame must be at least 1 × 1 pixels, not \(width) × \(height)")
        }
        let (rowBytes, wide) = width.multipliedReportingOverflow(by: bytesPerPixel)
        let (span, tall) = rowStride.multipliedReportingOverflow(by: height - 1)
        guard !wide, !tall, rowStride >= rowBytes, pixels.count - rowBytes >= span,
            let base = pixels.baseAddress
        else {
            throw .invalidImage(
                reason:
                    "\(height) rows of \(width) \(bytesPerPixel == 1 ? "index" : "RGBA") pixels, \(rowStride) bytes apart, "
                    + "do not fit in \(pixels.count) bytes")
        }
        return base
    }
}
