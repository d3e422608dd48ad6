internal import CLibPNG

/// Turns what libpng said while reading a file, and what it kept, into `PNGWarning`s.
///
/// libpng reports by message; the ones this package states in its own words (a damaged
/// ancillary chunk, trailing image data, a tRNS value out of range) are recognised here,
/// in one place. A chunk the file has but libpng did not keep is found by counting, so a
/// chunk libpng drops without a word of its own about it is still reported.
struct DecodeWarnings {
    let info: PNGFileInfo
    let messages: [(chunk: String?, message: String)]
    /// Why the decoder's limit on one chunk made libpng drop a chunk of a type, if it did
    /// (``ChunkSizeReason``); asked only of types libpng dropped.
    var sizeReason: (String) -> String? = { _ in nil }

    /// Chunks kept as they are that break a rule of PNG libpng does not check while reading,
    /// and the rule (``CarriedChunkCheck``).
    let broken: [(chunk: String, rule: String)]

    /// `checked`: what the package's own checks of chunks libpng keeps unparsed found, in
    /// libpng's words (``BackgroundCheck``); `broken`: the kept chunks they found breaking a
    /// rule of PNG.
    init(
        info: PNGFileInfo, raw: clibpng_warnings, checked: [(chunk: String?, message: String)] = [],
        broken: [(chunk: String, rule: String)] = []
    ) {
        self.info = info
        self.broken = broken
        var raw = raw
        let count = Int(min(raw.count, 16))
        messages =
            withUnsafeBytes(of: &raw.items) { items in
                items.bindMemory(to: clibpng_warning.self).prefix(count).map { item in
                    var item = item
                    let text = withUnsafeBytes(of: &item.message) {
                        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                    }
                    let chunk = item.chunk == 0 ? nil : PNGChunkCode(rawValue: item.chunk).name
                    return (chunk, Self.withoutChunkPrefix(text, chunk))
                }
            } + checked
    }

    /// libpng's chunk messages start with the chunk's type ("iCCP: too many profiles").
    static func withoutChunkPrefix(_ message: String, _ chunk: String?) -> String {
        guard let chunk, message.hasPrefix(chunk + ": ") else { return message }
        return String(message.dropFirst(chunk.count + 2))
    }

    private static let parsedTypes = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs"]
    private static let colourTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP"]

    /// The warnings for a decode that produced `metadata` (and, for a palette image in its
    /// own format, found `largestIndex`).
    func warnings(metadata: PNGMetadata, largestIndex: Int?) -> [PNGWarning] {
        let file = info.file
        var result: [PNGWarning] = []
        var unexplained = messages
        unexplained.removeAll { $0.message.hasPrefix("CRC error") }
        for chunk in info.chunks where !chunk.isCritical && !chunk.crcIsValid {
            result.append(
                .damagedChunk(
                    file: file, chunk: chunk.type, offset: chunk.offset, declared: chunk.declaredCRC,
                    computed: chunk.computedCRC))
        }
        // Only libpng's complaints about trailing data; another about IDAT (one chunk past its
        // size estimate: "chunk data is too large") goes out in libpng's words.
        let isTrailing = { (message: (chunk: String?, message: String)) in
            message.chunk == "IDAT" && clibpng_is_trailing_image_data(message.message) != 0
        }
        if let trailing = unexplained.first(where: isTrailing) {
            result.append(.extraImageData(file: file, detail: trailing.message))
            unexplained.removeAll(where: isTrailing)
        }
        // libpng cuts a palette image's PLTE to what its bit depth indexes, without a word; a
        // tRNS longer than the cut palette is then "invalid".
        let filePalette = info.chunks.first { $0.type == "PLTE" }.map { $0.length / 3 } ?? 0
        if info.header.colorType == .palette, let palette = metadata.palette, filePalette > palette.count {
            result.append(
                .paletteTruncated(
                    file: file, entries: filePalette, kept: palette.count, bitDepth: info.header.bitDepth))
            if let alphas = info.chunks.first(where: { $0.type == "tRNS" }), alphas.length > palette.count,
                let index = unexplained.firstIndex(where: { $0.chunk == "tRNS" && $0.message == "invalid" })
            {
                unexplained[index].message =
                    "invalid: \(alphas.length) alphas for the \(palette.count) colours of the palette as cut"
            }
        }
        // libpng cancels a tRNS read before PLTE and says so of PLTE, in half a sentence
        // ("tRNS must be after"); the warning belongs to the tRNS it dropped.
        if let index = unexplained.firstIndex(where: {
            $0.chunk == "PLTE" && $0.message == "tRNS must be after"
        }) {
            unexplained[index] = ("tRNS", "it comes before PLTE, which PNG requires it to follow")
        }
        let kept = keptCounts(metadata)
        var inFile: [String: Int] = [:]
        var order: [String] = []
        for chunk in info.chunks where !chunk.isCritical && chunk.crcIsValid && chunk.code != .appleCgBI {
            if inFile[chunk.type] == nil { order.append(chunk.type) }
            inFile[chunk.type, default: 0] += 1
        }
        let colourReasons = messages.filter { $0.chunk.map(Self.colourTypes.contains) ?? false }.map(
            \.message)
        for (chunk, rule) in broken {
            result.append(.chunkBreaksRule(file: file, chunk: chunk, rule: rule))
        }
        for type in order {
            let missing = (inFile[type] ?? 0) - (kept[type] ?? 0)
            guard missing > 0 else { continue }
            var reasons = unexplained.filter { $0.chunk == type }.map(\.message)
            unexplained.removeAll { $0.chunk == type }
            if let size = sizeReason(type) {
                reasons = [size] + reasons.filter { !ChunkSizeReason.libpngWords.contains($0) }
            }
            if reasons.isEmpty, Self.parsedTypes.contains(type), kept[type] == 1 {
                reasons = ["PNG allows one, and libpng kept one of them"]
            } else if reasons.isEmpty, Self.colourTypes.contains(type), !colourReasons.isEmpty {
                reasons = ["libpng drops every colour chunk then: " + colourReasons.joined(separator: "; ")]
            }
            let reason = reasons.isEmpty ? "no reason given" : reasons.joined(separator: "; ")
            result.append(.chunkIgnored(file: file, chunk: type, count: missing, reason: reason))
        }
        unexplained.removeAll {
            Self.colourTypes.contains($0.chunk ?? "") && (kept[$0.chunk ?? ""] ?? 0) == 0
        }
        if let transparency = metadata.transparency, let warning = outOfRange(transparency) {
            result.append(warning)
            unexplained.removeAll { $0.chunk == "tRNS" && $0.message.contains("out-of-range") }
        }
        if let largestIndex, let palette = metadata.palette, largestIndex >= palette.count {
            result.append(
                .paletteIndexOutOfRange(file: file, index: largestIndex, paletteCount: palette.count))
        }
        result += unexplained.map { .libpng(file: file, chunk: $0.chunk, message: $0.message) }
        if info.trailingByteCount > 0 {
            result.append(.bytesAfterEnd(file: file, count: info.trailingByteCount))
        }
        return result
    }

    /// How many chunks of each ancillary type `metadata` holds.
    private func keptCounts(_ metadata: PNGMetadata) -> [String: Int] {
        var counts: [String: Int] = [:]
        let parsed: [Bool] = [
            metadata.transparency != nil, metadata.gamma != nil, metadata.chromaticities != nil,
            metadata.sRGBIntent != nil, metadata.iccProfile != nil, metadata.significantBits != nil,
            metadata.physicalDimensions != nil,
        ]
        for (type, present) in zip(Self.parsedTypes, parsed) where present { counts[type] = 1 }
        for chunk in metadata.ancillaryChunks { counts[chunk.type, default: 0] += 1 }
        return counts
    }

    private func outOfRange(_ transparency: PNGTransparency) -> PNGWarning? {
        let depth = info.header.bitDepth
        guard depth < 16 else { return nil }
        let maximum = UInt16((1 << depth) - 1)
        let beyond: Bool
        switch transparency {
        case .gray(let gray): beyond = gray > maximum
        case .rgb(let red, let green, let blue): beyond = max(red, green, blue) > maximum
        case .paletteAlpha: beyond = false
        }
        return beyond
            ? .transparencyOutOfRange(file: info.file, transparency: transparency, bitDepth: depth) : nil
    }
}
