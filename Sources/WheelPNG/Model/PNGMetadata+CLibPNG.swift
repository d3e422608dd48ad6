internal import CLibPNG

/// Conversions between `PNGMetadata` and the C struct the libpng shim fills or reads.
extension PNGMetadata {
    /// The metadata libpng parsed, limited to chunks the file really has before its image
    /// data: libpng reports gAMA and cHRM values implied by an sRGB chunk as if present,
    /// and slicing must not invent chunks.
    init(_ raw: clibpng_metadata, colorType: PNGColorType, presentChunks: Set<String>) {
        var raw = raw
        self.init()
        if presentChunks.contains("PLTE"), raw.palette_count > 0 {
            palette = withUnsafeBytes(of: &raw.palette) { bytes in
                (0..<Int(raw.palette_count)).map { index in
                    PNGPaletteEntry(
                        red: bytes[3 * index], green: bytes[3 * index + 1], blue: bytes[3 * index + 2])
                }
            }
        }
        if presentChunks.contains("tRNS") {
            if raw.palette_alpha_count > 0 {
                transparency = .paletteAlpha(
                    withUnsafeBytes(of: &raw.palette_alpha) { Array($0.prefix(Int(raw.palette_alpha_count))) }
                )
            } else if raw.has_transparent_color != 0 {
                transparency =
                    colorType == .rgb
                    ? .rgb(red: raw.transparent_red, green: raw.transparent_green, blue: raw.transparent_blue)
                    : .gray(raw.transparent_gray)
            }
        }
        if presentChunks.contains("gAMA"), raw.has_gamma != 0 { gamma = raw.gamma }
        if presentChunks.contains("cHRM"), raw.has_chromaticities != 0 {
            let c = withUnsafeBytes(of: &raw.chromaticities) { Array($0.bindMemory(to: UInt32.self)) }
            chromaticities = PNGChromaticities(
                whiteX: c[0], whiteY: c[1], redX: c[2], redY: c[3], greenX: c[4], greenY: c[5], blueX: c[6],
                blueY: c[7])
        }
        if presentChunks.contains("sRGB"), raw.has_srgb != 0 {
            sRGBIntent = PNGRenderingIntent(rawValue: UInt8(clamping: raw.srgb_intent))
        }
        if presentChunks.contains("iCCP"), raw.has_icc_profile != 0, let profile = raw.icc_profile {
            let name = withUnsafeBytes(of: &raw.icc_name) { bytes in
                String(String.UnicodeScalarView(bytes.prefix { $0 != 0 }.map { Unicode.Scalar($0) }))
            }
            iccProfile = PNGICCProfile(
                name: name,
                profile: Array(UnsafeBufferPointer(start: profile, count: Int(raw.icc_profile_length))))
        }
        if presentChunks.contains("sBIT"), raw.has_significant_bits != 0 {
            // libpng fills the samples the colour type lacks with guesses; keep the file's.
            let bits = raw.significant_bits
            let color = !colorType.isGray
            significantBits = PNGSignificantBits(
                red: color ? bits.0 : 0, green: color ? bits.1 : 0, blue: color ? bits.2 : 0,
                gray: color ? 0 : bits.3, alpha: colorType.hasAlpha ? bits.4 : 0)
        }
        if presentChunks.contains("pHYs"), raw.has_physical_dimensions != 0 {
            physicalDimensions = PNGPhysicalDimensions(
                pixelsPerUnitX: raw.pixels_per_unit_x, pixelsPerUnitY: raw.pixels_per_unit_y,
                unit: UInt8(truncatingIfNeeded: raw.physical_unit))
        }
        if let chunks = raw.chunks {
            ancillaryChunks = UnsafeBufferPointer(start: chunks, count: Int(raw.chunk_count)).map { chunk in
                var chunk = chunk
                let type = withUnsafeBytes(of: &chunk.name) { String(decoding: $0.prefix(4), as: UTF8.self) }
                let data = chunk.data.map { Array(UnsafeBufferPointer(start: $0, count: chunk.length)) } ?? []
                return PNGAncillaryChunk(type: type, data: data, placement: Self.placement(chunk.location))
            }
        }
    }

    private static func placement(_ location: clibpng_location) -> PNGAncillaryChunk.Placement {
        switch location {
        case CLIBPNG_LOCATION_BEFORE_PALETTE: .beforePalette
        case CLIBPNG_LOCATION_AFTER_IMAGE_DATA: .afterImageData
        default: .beforeImageData
        }
    }

    private static func location(_ placement: PNGAncillaryChunk.Placement) -> clibpng_location {
        switch placement {
        case .beforePalette: CLIBPNG_LOCATION_BEFORE_PALETTE
        case .beforeImageData: CLIBPNG_LOCATION_BEFORE_IMAGE_DATA
        case .afterImageData: CLIBPNG_LOCATION_AFTER_IMAGE_DATA
        }
    }

    /// The types this struct parses, which an ancillary chunk must not duplicate.
    private static let parsedTypes: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs"]

    /// Why `chunk` cannot be written, or nil.
    private static func problem(_ chunk: PNGAncillaryChunk) -> String? {
        let letters = Array(chunk.type.utf8)
        guard letters.count == 4, letters.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) }),
            letters[0] & 0x20 != 0
        else {
            return "'\(chunk.type)' is not the type of an ancillary chunk (four letters, the first lowercase)"
        }
        if parsedTypes.contains(chunk.type) {
            return "'\(chunk.type)' is set through its own PNGMetadata property, not as a carried chunk"
        }
        if chunk.data.count > PNGChunk.maximumLength { return "the '\(chunk.type)' chunk is too large" }
        return nil
    }

    /// Calls `body` with `raw` pointing at C copies of the carried chunks, all borrowed.
    private func withCarriedChunks<Result>(
        _ raw: inout clibpng_metadata, _ body: (inout clibpng_metadata) -> Result
    ) -> Result {
        guard !ancillaryChunks.isEmpty else { return body(&raw) }
        let joined = ancillaryChunks.flatMap(\.data)
        return joined.withUnsafeBufferPointer { data in
            var offset = 0
            var chunks = ancillaryChunks.map { chunk in
                var entry = clibpng_chunk()
                withUnsafeMutableBytes(of: &entry.name) { name in
                    for (index, letter) in chunk.type.utf8.prefix(4).enumerated() { name[index] = letter }
                }
                entry.location = Self.location(chunk.placement)
                entry.data = data.baseAddress.map { UnsafeMutablePointer(mutating: $0 + offset) }
                entry.length = chunk.data.count
                offset += chunk.data.count
                return entry
            }
            return chunks.withUnsafeMutableBufferPointer { chunks in
                raw.chunks = chunks.baseAddress
                raw.chunk_count = UInt32(chunks.count)
                return body(&raw)
            }
        }
    }

    /// Calls `body` with the C form of this metadata; the ICC profile is borrowed, so the
    /// pointer is valid only inside `body`. Throws if a value cannot be represented.
    func withCLibPNGMetadata<Result>(
        _ body: (UnsafePointer<clibpng_metadata>) -> Result
    ) throws(PNGError) -> Result {
        var raw = clibpng_metadata()
        if let palette {
            guard (1...256).contains(palette.count) else {
                throw .invalidImage(reason: "a palette holds 1 to 256 colours, this one \(palette.count)")
            }
            raw.palette_count = UInt32(palette.count)
            withUnsafeMutableBytes(of: &raw.palette) { bytes in
                for (index, entry) in palette.enumerated() {
                    bytes[3 * index] = entry.red
                    bytes[3 * index + 1] = entry.green
                    bytes[3 * index + 2] = entry.blue
                }
            }
        }
        switch transparency {
        case .paletteAlpha(let alpha):
            guard alpha.count <= 256 else {
                throw .invalidImage(reason: "tRNS holds at most 256 palette alphas, this one \(alpha.count)")
            }
            raw.palette_alpha_count = UInt32(alpha.count)
            withUnsafeMutableBytes(of: &raw.palette_alpha) { $0.copyBytes(from: alpha) }
        case .gray(let gray):
            raw.has_transparent_color = 1
            raw.transparent_gray = gray
        case .rgb(let red, let green, let blue):
            raw.has_transparent_color = 1
            (raw.transparent_red, raw.transparent_green, raw.transparent_blue) = (red, green, blue)
        case nil:
            break
        }
        if let gamma {
            raw.has_gamma = 1
            raw.gamma = gamma
        }
        if let c = chromaticities {
            raw.has_chromaticities = 1
            raw.chromaticities = (c.whiteX, c.whiteY, c.redX, c.redY, c.greenX, c.greenY, c.blueX, c.blueY)
        }
        if let sRGBIntent {
            raw.has_srgb = 1
            raw.srgb_intent = Int32(sRGBIntent.rawValue)
        }
        if let significantBits {
            raw.has_significant_bits = 1
            let s = significantBits
            raw.significant_bits = (s.red, s.green, s.blue, s.gray, s.alpha)
        }
        if let physicalDimensions {
            raw.has_physical_dimensions = 1
            raw.pixels_per_unit_x = physicalDimensions.pixelsPerUnitX
            raw.pixels_per_unit_y = physicalDimensions.pixelsPerUnitY
            raw.physical_unit = Int32(physicalDimensions.unit)
        }
        if let problem = ancillaryChunks.lazy.compactMap(Self.problem).first {
            throw .invalidImage(reason: problem)
        }
        guard let iccProfile else { return withCarriedChunks(&raw) { body(&$0) } }
        let name = iccProfile.name.unicodeScalars.map(\.value)
        guard (1...79).contains(name.count), name.allSatisfy({ (1...255).contains($0) }) else {
            throw .invalidImage(
                reason: "an ICC profile name is 1 to 79 Latin-1 characters, not '\(iccProfile.name)'")
        }
        guard !iccProfile.profile.isEmpty, iccProfile.profile.count <= Int(UInt32.max) else {
            throw .invalidImage(reason: "the ICC profile '\(iccProfile.name)' is empty or too large")
        }
        raw.has_icc_profile = 1
        withUnsafeMutableBytes(of: &raw.icc_name) { bytes in
            for (index, scalar) in name.enumerated() { bytes[index] = UInt8(scalar) }
        }
        raw.icc_profile_length = UInt32(iccProfile.profile.count)
        return iccProfile.profile.withUnsafeBufferPointer { profile in
            raw.icc_profile = UnsafeMutablePointer(mutating: profile.baseAddress)
            return withCarriedChunks(&raw) { body(&$0) }
        }
    }
}
