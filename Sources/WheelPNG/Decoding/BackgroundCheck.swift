/// libpng checks a bKGD chunk it parses, and ignores one that breaks its rules. This package
/// keeps bKGD unparsed, for its exact bytes, so libpng never sees it: the same rules are
/// applied here, so that a background libpng would ignore is dropped (with libpng's words for
/// it) rather than copied into every wedge, where it would make them invalid PNGs.
enum BackgroundCheck {
    /// Removes from `metadata` every bKGD chunk libpng would ignore in an image with `header`,
    /// returning libpng's reason for each, and moves a valid one read before a suggested
    /// palette (RGB) after it, where the PNG specification puts it.
    static func apply(to metadata: inout PNGMetadata, header: PNGHeader) -> [(
        chunk: String?, message: String
    )] {
        var reasons: [(chunk: String?, message: String)] = []
        var seen = false
        var kept: [PNGAncillaryChunk] = []
        for var chunk in metadata.ancillaryChunks {
            guard chunk.type == "bKGD" else {
                kept.append(chunk)
                continue
            }
            if let reason = reason(ignoring: chunk, header: header, palette: metadata.palette, seen: seen) {
                reasons.append(("bKGD", reason))
                continue
            }
            seen = true
            if chunk.placement == .beforePalette, metadata.palette != nil {
                chunk.placement = .beforeImageData
            }
            kept.append(chunk)
        }
        metadata.ancillaryChunks = kept
        return reasons
    }

    /// libpng 1.6's reason for ignoring `chunk` (png_handle_bKGD), or nil when it keeps it.
    private static func reason(
        ignoring chunk: PNGAncillaryChunk, header: PNGHeader, palette: [PNGPaletteEntry]?, seen: Bool
    ) -> String? {
        if seen { return "duplicate" }
        if chunk.placement == .afterImageData { return "out of place" }
        if header.colorType == .palette, chunk.placement == .beforePalette { return "out of place" }
        let data = chunk.data
        let length: Int
        switch header.colorType {
        case .palette: length = 1
        case .gray, .grayAlpha: length = 2
        case .rgb, .rgba: length = 6
        }
        guard data.count == length else { return "invalid" }
        let depth = header.bitDepth
        switch header.colorType {
        case .palette:
            if let palette, Int(data[0]) >= palette.count { return "invalid index" }
        case .gray, .grayAlpha:
            if depth <= 8, data[0] != 0 || Int(data[1]) >= 1 << depth { return "invalid gray level" }
        case .rgb, .rgba:
            if depth <= 8, data[0] != 0 || data[2] != 0 || data[4] != 0 { return "invalid color" }
        }
        return nil
    }
}
