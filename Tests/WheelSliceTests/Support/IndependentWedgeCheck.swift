import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Slices a PNG file as `luckywheel slice` does (12 segments, the file's own scale) and
/// checks every wedge with the tests' own decoder, not libpng: bit-identical rows of the
/// sheet's region, in its colour type and bit depth, with the sheet's chunks carried.
enum IndependentWedgeCheck {
    /// The ancillary chunks of `file` a wedge must carry, comparable: each as its type and
    /// data, except iCCP, as its name and inflated profile (libpng recompresses it). Chunks
    /// with a bad CRC are left out (decoders ignore them), and so are `dropped` types. Of a
    /// chunk PNG allows only once, the last is kept, as libpng keeps it.
    static func carriedChunks(_ file: ChunkedFile, dropped: Set<String> = []) throws -> [String] {
        let once: Set<String> = ["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs"]
        let chunks = file.chunks.enumerated().filter { index, chunk in
            !once.contains(chunk.type) || !file.chunks[(index + 1)...].contains { $0.type == chunk.type }
        }.map(\.element)
        return try chunks.compactMap { chunk -> String? in
            guard !["IHDR", "IDAT", "IEND"].contains(chunk.type), !dropped.contains(chunk.type),
                chunk.crcOverride == nil || chunk.crcOverride == chunk.correctCRC
            else { return nil }
            guard chunk.type == "iCCP", let end = chunk.data.firstIndex(of: 0) else {
                return chunk.type + " " + chunk.data.map { String($0, radix: 16) }.joined(separator: ",")
            }
            let name = String(decoding: chunk.data[..<end], as: UTF8.self)
            let profile = try Inflater.zlib(Array(chunk.data[(end + 2)...]))
            return "iCCP \(name) " + profile.map { String($0, radix: 16) }.joined(separator: ",")
        }.sorted()
    }

    /// Decodes `bytes`, slices it in 12 and checks each wedge; returns the slice's result.
    @discardableResult
    static func sliceAndCheck(
        _ bytes: [UInt8], name: String, dropped: Set<String>, limits: PNGLimits = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SliceResult {
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder(limits: limits).decode(bytes, name: name, warnings: &warnings)
        let sheet = try SpriteSheet(
            image: image, name: name, scale: SliceScale.scale(ofPath: name), warnings: warnings)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(segments: 12))
        let reference = try ReferencePNG.decode(bytes, ancillaryCRCs: false)
        var header = reference.header
        header.interlaced = false
        let sheetRows = try PNGImage(header: header, rows: reference.rows.bytes)
        let expected = try carriedChunks(ChunkedFile(parsing: bytes), dropped: dropped)
        for wedge in result.wedges {
            let decoded = try ReferencePNG.decode(wedge.bytes)
            let columns = try result.plan.partition.pixelRange(
                of: wedge.file.index, scale: result.plan.sheet.scale)
            #expect(decoded.header.colorType == header.colorType, sourceLocation: sourceLocation)
            #expect(decoded.header.bitDepth == header.bitDepth, sourceLocation: sourceLocation)
            #expect(!decoded.header.interlaced, sourceLocation: sourceLocation)
            #expect(decoded.header.width == columns.count, sourceLocation: sourceLocation)
            #expect(
                decoded.rows.bytes == PackedPixels.region(sheetRows, columns: columns),
                "\(name): \(wedge.file.path)", sourceLocation: sourceLocation)
            #expect(
                try carriedChunks(decoded.file) == expected, "\(name): \(wedge.file.path)",
                sourceLocation: sourceLocation)
        }
        return result
    }
}
