internal import CLibPNG

/// Decodes PNG files (and Apple CgBI files) through libpng, within limits.
///
/// Two outputs: `decode` keeps the file's own colour type and bit depth (for exact
/// slicing); `decodeRGBA` converts to 8-bit RGBA with straight alpha (for rendering), with
/// 16-bit samples rounded to 8 bits and no gamma correction. Every problem is a `PNGError`.
///
/// As liberal as libpng's defaults and browsers, never more: benign damage (bytes after
/// the end of the zlib stream, an ancillary chunk with a bad CRC, a chunk libpng ignores) is
/// read past and reported as a `PNGWarning`; damaged critical data (IHDR, PLTE, the pixel
/// data itself) is refused.
public struct PNGDecoder: Sendable {
    /// What the decoder accepts; checked from IHDR before any pixel memory is allocated.
    public var limits: PNGLimits

    /// A decoder with the given limits.
    public init(limits: PNGLimits = .default) {
        self.limits = limits
    }

    /// The image in its own colour type and bit depth, deinterlaced, with its metadata.
    /// A CgBI file comes out as the standard PNG it stands for: RGB(A), straight alpha.
    /// `name` is the file name errors mention.
    public func decode(_ bytes: [UInt8], name: String) throws(PNGError) -> PNGImage {
        var ignored: [PNGWarning] = []
        return try decode(bytes, name: name, warnings: &ignored)
    }

    /// As ``decode(_:name:)``, appending to `warnings` what was read past: see ``PNGWarning``.
    public func decode(_ bytes: [UInt8], name: String, warnings: inout [PNGWarning]) throws(PNGError)
        -> PNGImage
    {
        let decoded = try run(bytes, name: name, output: CLIBPNG_OUTPUT_NATIVE)
        warnings += decoded.warnings
        return PNGImage(
            validatedHeader: decoded.info.header, rows: decoded.pixels, metadata: decoded.metadata,
            wasCgBI: decoded.info.isCgBI)
    }

    /// The image as 8-bit RGBA, straight alpha: palettes and gray expanded, tRNS turned into
    /// alpha, 16-bit samples rounded (v × 255 / 65535), no gamma correction.
    public func decodeRGBA(_ bytes: [UInt8], name: String) throws(PNGError) -> RGBAImage {
        var ignored: [PNGWarning] = []
        return try decodeRGBA(bytes, name: name, warnings: &ignored)
    }

    /// As ``decodeRGBA(_:name:)``, appending to `warnings` what was read past. A palette index
    /// past the palette is not reported here (it shows opaque black); ``decode(_:name:warnings:)``
    /// reports it.
    public func decodeRGBA(_ bytes: [UInt8], name: String, warnings: inout [PNGWarning]) throws(PNGError)
        -> RGBAImage
    {
        let decoded = try run(bytes, name: name, output: CLIBPNG_OUTPUT_RGBA8)
        warnings += decoded.warnings
        return RGBAImage(
            validatedWidth: decoded.info.header.width, height: decoded.info.header.height,
            pixels: decoded.pixels)
    }

    private struct Decoded {
        var info: PNGFileInfo
        var pixels: [UInt8]
        var metadata: PNGMetadata
        var warnings: [PNGWarning]
    }

    private func run(_ bytes: [UInt8], name: String, output: clibpng_output_format) throws(PNGError)
        -> Decoded
    {
        try bytes.withUnsafeBytesThrowingPNGError { raw throws(PNGError) in
            let info = try PNGFileInfo(parsing: raw, name: name)
            let header = info.header
            guard limits.admits(width: header.width, height: header.height) else {
                throw .tooLarge(file: name, width: header.width, height: header.height, limits: limits)
            }
            if let reason = InflateBound.shortfall(in: info) {
                throw .corruptImageData(file: name, reason: reason)
            }
            if info.isCgBI {
                if let reason = CgBIStream.unsupportedReason(for: header) {
                    throw .unsupported(file: name, reason: reason)
                }
                func decodeStandard(zlibWrapped: Bool) throws(PNGError) -> Decoded {
                    let standard = CgBIStream.standardPNG(from: raw, info: info, zlibWrapped: zlibWrapped)
                    return try standard.withUnsafeBytesThrowingPNGError { standardRaw throws(PNGError) in
                        try decodePixels(standardRaw, info: info, output: output)
                    }
                }
                do throws(PNGError) {
                    return try decodeStandard(zlibWrapped: false)
                } catch .corruptImageData(let file, let reason) {
                    // Image data a tool left zlib-wrapped, as in a standard PNG.
                    guard CgBIStream.startsAsZlib(raw, info: info) else {
                        throw .corruptImageData(file: file, reason: reason)
                    }
                    var decoded = try decodeStandard(zlibWrapped: true)
                    decoded.warnings.append(.cgbiImageDataIsZlib(file: name))
                    return decoded
                }
            }
            return try decodePixels(raw, info: info, output: output)
        }
    }

    private func decodePixels(
        _ raw: UnsafeRawBufferPointer, info: PNGFileInfo, output: clibpng_output_format
    ) throws(PNGError) -> Decoded {
        let header = info.header
        let rowsHeader =
            output == CLIBPNG_OUTPUT_RGBA8
            ? PNGHeader.rgba8(width: header.width, height: header.height) : header
        // Only limits far beyond memory admit rows an Int cannot count.
        guard let rowStride = rowsHeader.rowBytes, let count = rowsHeader.imageBytes else {
            throw .tooLarge(file: info.file, width: header.width, height: header.height, limits: limits)
        }
        var options = clibpng_decode_options(
            // PNGLimits holds each at least 1: libpng reads 0 as "no limit".
            max_width: UInt32(clamping: min(limits.maxDimension, limits.maxPixels)),
            max_height: UInt32(clamping: min(limits.maxDimension, limits.maxPixels)),
            max_chunk_bytes: limits.maxChunkBytes,
            max_ancillary_chunks: UInt32(clamping: limits.maxAncillaryChunks),
            output: output, critical_crcs_verified: 1, cgbi: info.isCgBI ? 1 : 0)
        var failure = clibpng_failure()
        var cHeader = clibpng_header()
        var metadata = clibpng_metadata()
        var rawWarnings = clibpng_warnings()
        var status = CLIBPNG_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = clibpng_decode(
                raw.baseAddress, raw.count, &options, buffer.baseAddress, rowStride, count, &cHeader,
                &metadata, &rawWarnings, &failure)
            initialized = status == CLIBPNG_OK ? count : 0
        }
        defer { clibpng_metadata_release(&metadata) }
        guard status == CLIBPNG_OK else {
            throw Self.error(status: status, message: Self.message(failure), file: info.file)
        }
        // Converted here, before the deferred release frees the C copy of the ICC profile.
        let present = Set(info.chunksBeforeImageData.map(\.type))
        var converted = PNGMetadata(metadata, colorType: header.colorType, presentChunks: present)
        Self.removeDamaged(from: &converted, info: info, bytes: raw)
        var broken: [(chunk: String, rule: String)] = []
        let checkedReasons =
            BackgroundCheck.apply(to: &converted, header: header)
            + CarriedChunkCheck.apply(to: &converted, maxChunkBytes: limits.maxChunkBytes, broken: &broken)
        let largest = metadata.largest_palette_index >= 0 ? Int(metadata.largest_palette_index) : nil
        var decodeWarnings = DecodeWarnings(
            info: info, raw: rawWarnings, checked: checkedReasons, broken: broken)
        decodeWarnings.sizeReason = { [limits] type in
            ChunkSizeReason.reason(for: type, in: info, bytes: raw, maxChunkBytes: limits.maxChunkBytes)
        }
        let warnings = decodeWarnings.warnings(metadata: converted, largestIndex: largest)
        return Decoded(info: info, pixels: pixels, metadata: converted, warnings: warnings)
    }

    /// libpng discards a parsed chunk whose CRC is wrong but keeps one it stores unparsed;
    /// damaged data is not carried either way.
    private static func removeDamaged(
        from metadata: inout PNGMetadata, info: PNGFileInfo, bytes: UnsafeRawBufferPointer
    ) {
        for chunk in info.chunks where !chunk.isCritical && !chunk.crcIsValid {
            let data = bytes[chunk.dataOffset..<chunk.dataOffset + chunk.length]
            if let index = metadata.ancillaryChunks.firstIndex(where: {
                $0.type == chunk.type && $0.data.elementsEqual(data)
            }) {
                metadata.ancillaryChunks.remove(at: index)
            }
        }
    }

    private static func message(_ failure: clibpng_failure) -> String {
        var failure = failure
        return withUnsafeBytes(of: &failure.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// Errors while inflating rows, and image-data complaints at the end (a bad Adler-32),
    /// are damaged pixel data; anything else is libpng refusing some other part of the file.
    private static func error(status: clibpng_status, message: String, file: String) -> PNGError {
        let imageDataPrefix = "IDAT: "
        let isAboutImageData = status == CLIBPNG_FAILED_ROWS || message.hasPrefix(imageDataPrefix)
        guard isAboutImageData else { return .rejectedByLibpng(file: file, message: message) }
        let reason =
            message.hasPrefix(imageDataPrefix) ? String(message.dropFirst(imageDataPrefix.count)) : message
        return .corruptImageData(file: file, reason: reason)
    }
}
