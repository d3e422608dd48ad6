internal import CLibDeflateSystem

/// Reads back what ``FrameEncoder/compressedRows(_:width:height:rowStride:layout:)`` writes:
/// a zlib stream of PNG-filtered 8-bit rows (any of the five filter types per row), inflated
/// by libdeflate and unfiltered here into 8-bit RGBA.
///
/// Not a PNG decoder (there are no chunks, no palette, no interlacing): the fast path for
/// pixel data the package wrote itself and carries, such as the prepared layers of the
/// built-in screen. Files from elsewhere go through ``PNGDecoder``.
public enum FrameRowsDecoder {
    /// The bytes `decodeRows` needs in `pixels` for `height` rows of `width` pixels in
    /// `layout`: the RGBA image, or the filtered rows when they are longer (RGBA rows carry a
    /// filter byte more), as the rows are inflated into `pixels` and unfiltered there. Nil when
    /// the size is not positive or does not fit in an `Int`.
    public static func bufferCount(width: Int, height: Int, layout: FramePixelLayout) -> Int? {
        sizes(width: width, height: height, layout: layout)?.buffer
    }

    /// Inflates `stream` and unfilters its `height` rows of `width` pixels in `layout` into
    /// `pixels` as RGBA (`width × height × 4` bytes, rows back to back; an RGB row gets alpha
    /// 255). `pixels` holds at least ``bufferCount(width:height:layout:)`` bytes: the rows are
    /// inflated into it and unfiltered in place, so no other memory is touched. `name` is what
    /// errors call the data.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when the size is not positive or `pixels`
    ///   is too small; ``PNGError/corruptImageData(file:reason:)`` when the stream is not
    ///   valid zlib (Adler-32 included), inflates to any other length than the rows need, or a
    ///   row has a filter type above 4. On an error the bytes of `pixels` are undefined.
    public static func decodeRows(
        _ stream: UnsafeRawBufferPointer, width: Int, height: Int, layout: FramePixelLayout, name: String,
        into pixels: UnsafeMutableRawBufferPointer
    ) throws(PNGError) {
        guard layout != .indexed else {
            throw .invalidImage(
                reason: "\(name): indexed rows need a palette, which this fast path does not read")
        }
        guard let (rowBytes, count, buffer) = sizes(width: width, height: height, layout: layout),
            pixels.count >= buffer,
            let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else {
            throw .invalidImage(
                reason: "\(height) rows of \(width) pixels do not fit in \(pixels.count) bytes")
        }
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .invalidImage(reason: "out of memory for a \(width) × \(height) image")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        // No actual-length pointer: libdeflate then requires exactly `count` bytes.
        let result = libdeflate_zlib_decompress(
            decompressor, stream.baseAddress, stream.count, base, count, nil)
        guard result == LIBDEFLATE_SUCCESS else {
            throw .corruptImageData(file: name, reason: Self.reason(result, expected: count))
        }
        let bpp = layout.bytesPerPixel
        // Row r's filtered bytes start at r × (rowBytes + 1) + 1. RGBA rows are reconstructed
        // r + 1 bytes nearer the start, where the image keeps them: a byte is written only after
        // the filtered bytes at and before it were read. RGB rows are reconstructed where they
        // lie, then spread out to RGBA from the last pixel back, which likewise writes only
        // over bytes already read.
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: rowBytes)
        let shift = layout == .rgba
        for row in 0..<height {
            let line = base + row * (rowBytes + 1) + 1
            let type = line[-1]
            guard type <= 4 else {
                throw .corruptImageData(file: name, reason: "row \(row) has filter type \(type), above 4")
            }
            let target = shift ? base + row * rowBytes : line
            let above =
                row == 0
                ? UnsafePointer(zeros) : UnsafePointer(shift ? target - rowBytes : line - rowBytes - 1)
            unfilter(type, UnsafePointer(line), into: target, above: above, bpp: bpp, count: rowBytes)
        }
        guard layout == .rgb else { return }
        for row in (0..<height).reversed() {
            let line = base + row * (rowBytes + 1) + 1
            let out = base + row * width * 4
            for x in (0..<width).reversed() {
                let (red, green, blue) = (line[3 &* x], line[3 &* x &+ 1], line[3 &* x &+ 2])
                out[4 &* x] = red
                out[4 &* x &+ 1] = green
                out[4 &* x &+ 2] = blue
                out[4 &* x &+ 3] = 255
            }
        }
    }

    /// The bytes of a pixel row, of the filtered rows, and of the buffer (the larger of those
    /// and the RGBA image); nil when the size is not positive or overflows.
    private static func sizes(width: Int, height: Int, layout: FramePixelLayout)
        -> (rowBytes: Int, filtered: Int, buffer: Int)?
    {
        // The rows as a header of their layout counts them, and the RGBA image they become.
        let rows = PNGHeader(width: width, height: height, bitDepth: 8, colorType: layout.colorType)
        let image = PNGHeader.rgba8(width: width, height: height)
        guard width > 0, height > 0, let rowBytes = rows.rowBytes, let pixelBytes = rows.imageBytes,
            let output = image.imageBytes
        else { return nil }
        // A filter type byte in front of each row.
        let (filtered, overflow) = pixelBytes.addingReportingOverflow(height)
        return overflow ? nil : (rowBytes, filtered, max(filtered, output))
    }

    /// Undoes filter `type` on `count` bytes of `source` into `target`, which may be `source`
    /// itself or lie before it in the same memory (each byte is written after the source
    /// bytes up to it were read); `above` is the row above as reconstructed (zeros for the
    /// first row).
    @inline(__always)
    private static func unfilter(
        _ type: UInt8, _ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>,
        above: UnsafePointer<UInt8>, bpp: Int, count: Int
    ) {
        let first = min(bpp, count)
        switch type {
        case 1:
            for i in 0..<first { target[i] = source[i] }
            for i in first..<count { target[i] = source[i] &+ target[i &- bpp] }
        case 2:
            // Sixteen bytes at a time: the compiler keeps the plain loop scalar here (the target
            // may be the source), and Up is the filter the carried layers use.
            var i = 0
            while i &+ 16 <= count {
                let sum =
                    UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    &+ UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
                i &+= 16
            }
            while i < count {
                target[i] = source[i] &+ above[i]
                i &+= 1
            }
        case 3:
            for i in 0..<first { target[i] = source[i] &+ above[i] >> 1 }
            for i in first..<count {
                target[i] =
                    source[i]
                    &+ UInt8(truncatingIfNeeded: (UInt16(target[i &- bpp]) &+ UInt16(above[i])) >> 1)
            }
        case 4:
            for i in 0..<first { target[i] = source[i] &+ above[i] }
            for i in first..<count {
                target[i] = source[i] &+ FrameRowFilter.paeth(target[i &- bpp], above[i], above[i &- bpp])
            }
        default:
            if UnsafePointer(target) != source {
                UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count)
            }
        }
    }

    private static func reason(_ result: libdeflate_result, expected: Int) -> String {
        switch result {
        case LIBDEFLATE_SHORT_OUTPUT:
            "the zlib stream inflates to fewer than the \(expected) bytes of the rows"
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            "the zlib stream inflates to more than the \(expected) bytes of the rows"
        default: "the zlib stream is damaged (bad header, data or Adler-32)"
        }
    }
}
