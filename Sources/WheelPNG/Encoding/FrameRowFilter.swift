/// PNG row filtering for ``FrameEncoder``: packs each RGBA input row into the output layout,
/// then writes the filter type byte and the filtered bytes.
///
/// Rows are packed into two scratch rows (this one and the one above) so that every filter
/// works on plain byte runs, which the compiler vectorises; the packing is one pass per row.
struct FrameRowFilter {
    let width: Int
    let layout: FramePixelLayout
    let filter: FrameFilter
    /// Bytes of one packed row, without the filter type byte.
    let rowBytes: Int

    init(width: Int, layout: FramePixelLayout, filter: FrameFilter) {
        self.width = width
        self.layout = layout
        self.filter = filter
        rowBytes = width * layout.bytesPerPixel
    }

    /// Filters `height` rows starting at `pixels`, `rowStride` bytes apart, into `output`
    /// (`height × (rowBytes + 1)` bytes).
    func filterRows(
        _ pixels: UnsafeRawPointer, height: Int, rowStride: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        let bpp = layout.bytesPerPixel
        // Packed rows (RGB only), each with `bpp` zero bytes in front so that "the pixel to the
        // left" of the first pixel needs no branch; the row above starts as zeros.
        let scratchCount = filter == .adaptive ? 5 * rowBytes : 0
        let packed = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + bpp) + scratchCount)
        defer { packed.deallocate() }
        packed.initialize(repeating: 0, count: 2 * (rowBytes + bpp) + scratchCount)
        var current = packed + bpp
        var above = packed + rowBytes + 2 * bpp
        let zeros = above  // all zeros until the first row is done
        let candidates = packed + 2 * (rowBytes + bpp)
        for row in 0..<height {
            let source = (pixels + row * rowStride).assumingMemoryBound(to: UInt8.self)
            let line: UnsafePointer<UInt8>
            let previous: UnsafePointer<UInt8>
            switch layout {
            case .rgba, .indexed:
                line = UnsafePointer(source)
                previous =
                    row == 0
                    ? UnsafePointer(zeros)
                    : (pixels + (row - 1) * rowStride).assumingMemoryBound(to: UInt8.self)
            case .rgb:
                Self.packRGB(source, width: width, into: current)
                line = UnsafePointer(current)
                previous = UnsafePointer(above)
            }
            let out = output + row * (rowBytes + 1)
            if let type = filter.typeByte {
                out[0] = type
                Self.apply(type, line, previous, bpp: bpp, count: rowBytes, into: out + 1)
            } else {
                var best = (type: UInt8(0), score: Int.max)
                for type in UInt8(0)...4 {
                    let candidate = candidates + Int(type) * rowBytes
                    Self.apply(type, line, previous, bpp: bpp, count: rowBytes, into: candidate)
                    let score = Self.score(candidate, count: rowBytes)
                    if score < best.score { best = (type, score) }
                }
                out[0] = best.type
                (out + 1).update(from: candidates + Int(best.type) * rowBytes, count: rowBytes)
            }
            if layout == .rgb { swap(&current, &above) }
        }
    }

    /// The RGB bytes of `width` RGBA pixels.
    @inline(__always)
    private static func packRGB(
        _ source: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>
    ) {
        for x in 0..<width {
            row[3 &* x] = source[4 &* x]
            row[3 &* x &+ 1] = source[4 &* x &+ 1]
            row[3 &* x &+ 2] = source[4 &* x &+ 2]
        }
    }

    /// Filter `type` of `count` bytes. `line` and `previous` may be read `bpp` bytes before
    /// their start only where they are packed scratch rows; for RGBA input rows the left
    /// neighbour of the first pixel is taken as zero explicitly.
    @inline(__always)
    private static func apply(
        _ type: UInt8, _ line: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, bpp: Int, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let first = min(bpp, count)
        switch type {
        case 1:
            for i in 0..<first { out[i] = line[i] }
            for i in first..<count { out[i] = line[i] &- line[i &- bpp] }
        case 2:
            for i in 0..<count { out[i] = line[i] &- previous[i] }
        case 3:
            for i in 0..<first { out[i] = line[i] &- previous[i] >> 1 }
            for i in first..<count {
                out[i] =
                    line[i] &- UInt8(truncatingIfNeeded: (UInt16(line[i &- bpp]) &+ UInt16(previous[i])) >> 1)
            }
        case 4:
            for i in 0..<first { out[i] = line[i] &- previous[i] }
            for i in first..<count {
                out[i] = line[i] &- paeth(line[i &- bpp], previous[i], previous[i &- bpp])
            }
        default:
            out.update(from: line, count: count)
        }
    }

    /// The Paeth predictor (PNG specification, filter type 4).
    @inline(__always)
    static func paeth(_ left: UInt8, _ above: UInt8, _ aboveLeft: UInt8) -> UInt8 {
        let a = Int16(left)
        let b = Int16(above)
        let c = Int16(aboveLeft)
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : aboveLeft
    }

    /// libpng's heuristic: the sum of the bytes read as signed magnitudes.
    @inline(__always)
    private static func score(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let byte = Int(bytes[i])
            sum &+= byte < 128 ? byte : 256 &- byte
        }
        return sum
    }
}
