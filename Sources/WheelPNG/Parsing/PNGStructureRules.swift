/// The rules of PNG's chunk layout that the decoder enforces itself, so that each broken
/// rule becomes a precise `PNGError` instead of a libpng message. Ancillary chunks out of
/// place are left to libpng, which ignores them as the PNG specification advises.
struct PNGStructureRules {
    let file: String
    let bytes: UnsafeRawBufferPointer

    /// Checks the chunk list (which the lexer ended at IEND) and returns the parsed header.
    func check(_ chunks: [PNGChunk]) throws(PNGError) -> (header: PNGHeader, isCgBI: Bool) {
        var index = 0
        let isCgBI = chunks.first?.code == .appleCgBI
        if isCgBI {
            try requireCRC(chunks[0])
            index = 1
        }
        guard index < chunks.count, chunks[index].code == .header else {
            if let misplaced = chunks.first(where: { $0.code == .header }) {
                throw .chunkOutOfOrder(
                    file: file, chunk: "IHDR", offset: misplaced.offset, rule: "IHDR must be the first chunk")
            }
            throw .missingChunk(file: file, chunk: "IHDR")
        }
        try requireCRC(chunks[index])
        let header = try parseHeader(chunks[index])
        var seenPalette = false
        var seenImageData = false
        var imageDataEnded = false
        for chunk in chunks[(index + 1)...] {
            if chunk.isCritical { try requireCRC(chunk) }
            if seenImageData && chunk.code != .imageData { imageDataEnded = true }
            switch chunk.code {
            case .header:
                throw outOfOrder(chunk, "a file has exactly one IHDR")
            case .appleCgBI:
                throw outOfOrder(chunk, "CgBI must come before IHDR")
            case .palette:
                if seenPalette { throw outOfOrder(chunk, "a file has at most one PLTE") }
                if seenImageData { throw outOfOrder(chunk, "PLTE must come before the image data (IDAT)") }
                seenPalette = true
            case .imageData:
                if imageDataEnded {
                    throw outOfOrder(chunk, "IDAT chunks must follow each other with nothing between")
                }
                seenImageData = true
            case .end:
                if !seenImageData { throw .missingChunk(file: file, chunk: "IDAT") }
            default:
                if chunk.isCritical {
                    throw .unsupported(
                        file: file,
                        reason: "it has an unknown critical chunk '\(chunk.type)' at byte \(chunk.offset), "
                            + "which a decoder must understand to show the image")
                }
            }
        }
        if header.colorType == .palette && !seenPalette { throw .missingChunk(file: file, chunk: "PLTE") }
        return (header, isCgBI)
    }

    private func requireCRC(_ chunk: PNGChunk) throws(PNGError) {
        guard chunk.crcIsValid else {
            throw .badCRC(
                file: file, chunk: chunk.type, offset: chunk.offset, declared: chunk.declaredCRC,
                computed: chunk.computedCRC)
        }
    }

    private func outOfOrder(_ chunk: PNGChunk, _ rule: String) -> PNGError {
        .chunkOutOfOrder(file: file, chunk: chunk.type, offset: chunk.offset, rule: rule)
    }

    private func parseHeader(_ chunk: PNGChunk) throws(PNGError) -> PNGHeader {
        guard chunk.length == 13 else {
            throw .invalidHeader(file: file, reason: "IHDR holds \(chunk.length) bytes instead of 13")
        }
        let data = chunk.dataOffset
        let width = Int(PNGChunkLexer.word(at: data, in: bytes))
        let height = Int(PNGChunkLexer.word(at: data + 4, in: bytes))
        let bitDepth = Int(bytes[data + 8])
        let (colorCode, compression, filter, interlace) = (
            bytes[data + 9], bytes[data + 10], bytes[data + 11], bytes[data + 12]
        )
        guard let colorType = PNGColorType(rawValue: colorCode) else {
            throw .invalidHeader(
                file: file, reason: "colour type \(colorCode) does not exist (PNG has 0, 2, 3, 4, 6)")
        }
        let header = PNGHeader(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlace == 1
        )
        if let problem = header.problem { throw .invalidHeader(file: file, reason: problem) }
        guard compression == 0 else {
            throw .invalidHeader(
                file: file, reason: "compression method \(compression) does not exist (PNG has 0)")
        }
        guard filter == 0 else {
            throw .invalidHeader(file: file, reason: "filter method \(filter) does not exist (PNG has 0)")
        }
        guard interlace <= 1 else {
            throw .invalidHeader(
                file: file, reason: "interlace method \(interlace) does not exist (PNG has 0 and 1)")
        }
        return header
    }
}
