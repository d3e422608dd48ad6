internal import CLibDeflateSystem

/// Reads back what ``FrameEncoder/compressedRows(_:width:height:rowStride:layout:)`` writes:
/// a zlib stream of PNG-filtered 8-bit rows (any of the five filter types per row), inflated
/// by libdeflate and unfiltered here into 8-bit RGBA.
///
/// Not a PNG decoder (there are no chunks, no palette, no interlacing): the fast path for
/// pixel data the package wrote itself and carries, such as the prepared layers of the
/// built-in screen. Files from elsewhere go through ``PNGDecoder``.
public enum FrameRowsDecoder {
    /// Inflates `stream` and unfilters its `height` rows of `width` pixels in `layout` into
    /// `pixels` as RGBA (`width × height × 4` bytes, rows back to back; an RGB row gets alpha
    /// 255). `name` is what errors call the data.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when the size is not positive or `pixels`
    ///   is too small; ``PNGError/corruptImageData(file:reason:)`` when the stream is not
    ///   valid zlib (Adler-32 included), inflates to any other length than the rows need, or a
    ///   row has a filter type above 4.
    public static func decodeRows(
        _ stream: UnsafeRawBufferPointer, width: Int, height: Int, layout: FramePixelLayout, name: String,
        into pixels: UnsafeMutableRawBufferPointer
    ) throws(PNGError) {
        guard layout != .indexed else {
            throw .invalidImage(
                reason: "\(name): indexed rows need a palette, which this fast path does not read")
        }
        let bpp = layout.bytesPerPixel
        let (rowBytes, wide) = width.multipliedReportingOverflow(by: bpp)
        let (count, tall) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        let (outputCount, large) = (width * 4).multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !wide, !tall, !large, pixels.count >= outputCount,
            let output = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
        else {
            throw .invalidImage(
                reason: "\(height) rows of \(width) pixels do not fit in \(pixels.count) bytes")
        }
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw .invalidImage(reason: "out of memory for a \(width) × \(height) image")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { filtered.deallocate() }
        // No actual-length pointer: libdeflate then requires exactly `count` bytes.
        let result = libdeflate_zlib_decompress(
            decompressor, stream.baseAddress, stream.count, filtered, count, nil)
        guard result == LIBDEFLATE_SUCCESS else {
            throw .corruptImageData(file: name, reason: Self.reason(result, expected: count))
        }
        // RGBA rows are reconstructed straight into the output, from the output row above; RGB
        // rows in place, over their filtered bytes, then spread out to RGBA.
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: rowBytes)
        for row in 0..<height {
            let line = filtered + row * (rowBytes + 1) + 1
            let type = line[-1]
            guard type <= 4 else {
                throw .corruptImageData(file: name, reason: "row \(row) has filter type \(type), above 4")
            }
            let out = output + row * width * 4
            switch layout {
            case .rgba:
                let above = row == 0 ? UnsafePointer(zeros) : UnsafePointer(out - rowBytes)
                unfilter(type, UnsafePointer(line), into: out, above: above, bpp: bpp, count: rowBytes)
            case .indexed: break  // refused above
            case .rgb:
                let above = row == 0 ? UnsafePointer(zeros) : UnsafePointer(line - rowBytes - 1)
                unfilter(type, UnsafePointer(line), into: line, above: above, bpp: bpp, count: rowBytes)
                for x in 0..<width {
                    out[4 &* x] = line[3 &* x]
                    out[4 &* x &+ 1] = line[3 &* x &+ 1]
                    out[4 &* x &+ 2] = line[3 &* x &+ 2]
                    out[4 &* x &+ 3] = 255
                }
            }
        }
    }

    /// Undoes filter `type` on `count` bytes of `source` into `target` (which may be `source`
    /// itself); `above` is the row above as reconstructed (zeros for the first row).
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
            if UnsafePointer(target) != source { target.update(from: source, count: count) }
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
