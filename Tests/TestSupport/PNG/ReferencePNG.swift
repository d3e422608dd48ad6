import WheelPNG

/// The tests' own PNG writer and reader, in plain Swift with its own CRC, Adler-32, deflate
/// (stored blocks) and inflate: an independent codec to check libpng's side against.
package enum ReferencePNG {
    package enum Failure: Error { case invalid(String) }

    package static func headerChunk(_ header: PNGHeader, interlaced: Bool) -> ChunkedFile.Chunk {
        ChunkedFile.Chunk(
            "IHDR",
            StoredDeflate.bigEndian(UInt32(header.width)) + StoredDeflate.bigEndian(UInt32(header.height))
                + [UInt8(header.bitDepth), header.colorType.rawValue, 0, 0, interlaced ? 1 : 0])
    }

    /// The filtered scanlines of `rows`: row y uses filter type y % 5 so that every filter is
    /// exercised (or `filter` for all rows).
    package static func scanlines(_ rows: PackedRows, filter: Int? = nil) -> [UInt8] {
        let (bitsPerPixel, rowBytes, _) = rows.header.counted
        let distance = max(1, bitsPerPixel / 8)
        var output: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<rows.header.height {
            let line = Array(rows.bytes[y * rowBytes..<(y + 1) * rowBytes])
            let type = filter ?? y % 5
            output.append(UInt8(type))
            for i in 0..<rowBytes {
                let a = i >= distance ? Int(line[i - distance]) : 0
                let b = Int(previous[i])
                let c = i >= distance ? Int(previous[i - distance]) : 0
                output.append(UInt8(truncatingIfNeeded: Int(line[i]) - predictor(type, a, b, c)))
            }
            previous = line
        }
        return output
    }

    private static func predictor(_ type: Int, _ a: Int, _ b: Int, _ c: Int) -> Int {
        switch type {
        case 1: return a
        case 2: return b
        case 3: return (a + b) / 2
        case 4:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return 0
        }
    }

    /// The filtered data of an image, interlaced or not, before compression.
    package static func filteredData(_ rows: PackedRows, interlaced: Bool) -> [UInt8] {
        interlaced ? Adam7.split(rows).flatMap { scanlines($0) } : scanlines(rows)
    }

    /// A complete file: IHDR, `before` chunks, the image data in IDAT chunks of at most
    /// `idatSize` bytes (stored deflate), `after` chunks, IEND.
    package static func file(
        _ rows: PackedRows, interlaced: Bool = false, before: [ChunkedFile.Chunk] = [],
        after: [ChunkedFile.Chunk] = [], idatSize: Int = 4096
    ) -> ChunkedFile {
        let stream = StoredDeflate.zlib(filteredData(rows, interlaced: interlaced))
        let data = ChunkedFile(chunks: [ChunkedFile.Chunk("IDAT", stream)]).splittingImageData(
            every: idatSize)
        return ChunkedFile(
            chunks: [headerChunk(rows.header, interlaced: interlaced)] + before + data.chunks + after
                + [ChunkedFile.Chunk("IEND")])
    }

    /// Decodes a file to its header and native rows, trusting nothing but this file's code.
    /// Every chunk's CRC must be right, or with `ancillaryCRCs` false, every critical one's.
    package static func decode(_ bytes: [UInt8], ancillaryCRCs: Bool = true) throws -> (
        header: PNGHeader, rows: PackedRows, file: ChunkedFile
    ) {
        guard bytes.starts(with: ChunkedFile.signature) else { throw Failure.invalid("signature") }
        let file = ChunkedFile(parsing: bytes)
        for (chunk, range) in zip(file.chunks, file.chunkRanges)
        where ancillaryCRCs || chunk.type.first?.isUppercase == true {
            let stored = bytes[range.upperBound - 4..<range.upperBound].reduce(UInt32(0)) {
                $0 << 8 | UInt32($1)
            }
            guard stored == chunk.correctCRC else { throw Failure.invalid("CRC of \(chunk.type)") }
        }
        guard let ihdr = file.chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13,
            let colorType = PNGColorType(rawValue: ihdr.data[9]), file.chunks.last?.type == "IEND"
        else { throw Failure.invalid("layout") }
        let word = { (at: Int) in ihdr.data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let header = PNGHeader(
            width: word(0), height: word(4), bitDepth: Int(ihdr.data[8]), colorType: colorType,
            interlaced: ihdr.data[12] == 1)
        var data = try Inflater.zlib(file.imageData)[...]
        var passes: [PackedRows] = []
        let geometry = header.interlaced ? Adam7.passes : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in geometry {
            var pass = header
            pass.width = (header.width - x0 + dx - 1) / dx
            pass.height = (header.height - y0 + dy - 1) / dy
            guard pass.width > 0, pass.height > 0 else { continue }
            guard pass.imageBytes != nil, let rowBytes = pass.rowBytes else {
                throw Failure.invalid("rows of \(pass.width) × \(pass.height) pixels")
            }
            let length = (rowBytes + 1) * pass.height
            guard data.count >= length else { throw Failure.invalid("too little image data") }
            passes.append(try unfilter(Array(data.prefix(length)), header: pass))
            data = data.dropFirst(length)
        }
        let rows = header.interlaced ? Adam7.merge(passes, into: header) : passes[0]
        return (header, rows, file)
    }

    /// Undoes the row filters of non-interlaced image data (`header`'s rows, each behind its
    /// filter type byte).
    package static func unfilter(_ data: [UInt8], header: PNGHeader) throws -> PackedRows {
        guard header.imageBytes != nil, let bitsPerPixel = header.bitsPerPixel, let rowBytes = header.rowBytes
        else { throw Failure.invalid("rows of \(header.width) × \(header.height) pixels") }
        let distance = max(1, bitsPerPixel / 8)
        var rows = PackedRows(header: header)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<header.height {
            let start = y * (rowBytes + 1)
            let type = Int(data[start])
            guard type <= 4 else { throw Failure.invalid("filter type \(type)") }
            var line = [UInt8](repeating: 0, count: rowBytes)
            for i in 0..<rowBytes {
                let a = i >= distance ? Int(line[i - distance]) : 0
                let c = i >= distance ? Int(previous[i - distance]) : 0
                line[i] = UInt8(
                    truncatingIfNeeded: Int(data[start + 1 + i]) + predictor(type, a, Int(previous[i]), c))
            }
            rows.bytes.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes, with: line)
            previous = line
        }
        return rows
    }
}
