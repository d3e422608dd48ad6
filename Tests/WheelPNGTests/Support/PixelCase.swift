import TestSupport
import Testing

@testable import WheelPNG

/// One colour type × bit depth × interlace × size combination, with seeded pixels and, for
/// the types that allow it, a palette and transparency.
struct PixelCase: CustomTestStringConvertible, Sendable {
    let colorType: PNGColorType
    let bitDepth: Int
    let interlaced: Bool
    let width: Int
    let height: Int
    let withTransparency: Bool

    var testDescription: String {
        "\(colorType.name) \(bitDepth)-bit \(width)x\(height)\(interlaced ? " interlaced" : "")"
            + (withTransparency ? " tRNS" : "")
    }

    var header: PNGHeader {
        PNGHeader(width: width, height: height, bitDepth: bitDepth, colorType: colorType)
    }

    var seed: UInt64 {
        UInt64(colorType.rawValue) << 32 | UInt64(bitDepth) << 16 | UInt64(width * 131 + height)
    }

    /// Palette images use all entries except at depth 8 (200 of 256), so indices stay valid.
    var paletteSize: Int { bitDepth == 8 ? 200 : 1 << bitDepth }

    var rows: PackedRows {
        PackedRows.random(header, seed: seed, sampleLimit: colorType == .palette ? paletteSize : nil)
    }

    var metadata: PNGMetadata {
        var metadata = PNGMetadata()
        if colorType == .palette {
            var generator = SeededGenerator(seed: seed ^ 0xABCD)
            metadata.palette = (0..<paletteSize).map { _ in
                PNGPaletteEntry(
                    red: UInt8.random(in: 0...255, using: &generator),
                    green: UInt8.random(in: 0...255, using: &generator),
                    blue: UInt8.random(in: 0...255, using: &generator))
            }
            if withTransparency {
                metadata.transparency = .paletteAlpha(
                    (0..<paletteSize / 2).map { UInt8(truncatingIfNeeded: $0 * 37) })
            }
        } else if withTransparency {
            // The first pixel's own value, so at least one pixel is transparent.
            let first = rows
            let sample = { (channel: Int) in UInt16(first.sample(x: 0, y: 0, channel: channel)) }
            metadata.transparency =
                colorType == .gray
                ? .gray(sample(0)) : .rgb(red: sample(0), green: sample(1), blue: sample(2))
        }
        return metadata
    }

    /// Every valid combination at the given sizes, with and without interlacing, plus
    /// tRNS variants for gray, RGB and palette.
    static func all(sizes: [(Int, Int)]) -> [PixelCase] {
        PNGColorType.allCases.flatMap { type in
            type.allowedBitDepths.flatMap { depth in
                [false, true].flatMap { interlaced in
                    sizes.flatMap { size in
                        (type.hasAlpha ? [false] : [false, true]).map { transparency in
                            PixelCase(
                                colorType: type, bitDepth: depth, interlaced: interlaced, width: size.0,
                                height: size.1,
                                withTransparency: transparency)
                        }
                    }
                }
            }
        }
    }

    /// The chunks PLTE and tRNS of `metadata`, written by hand.
    var metadataChunks: [ChunkedFile.Chunk] {
        var chunks: [ChunkedFile.Chunk] = []
        if let palette = metadata.palette {
            chunks.append(ChunkedFile.Chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }))
        }
        switch metadata.transparency {
        case .paletteAlpha(let alpha): chunks.append(ChunkedFile.Chunk("tRNS", alpha))
        case .gray(let gray):
            chunks.append(ChunkedFile.Chunk("tRNS", [UInt8(gray >> 8), UInt8(gray & 0xFF)]))
        case .rgb(let r, let g, let b):
            chunks.append(
                ChunkedFile.Chunk("tRNS", [r, g, b].flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
        case nil: break
        }
        return chunks
    }

    /// What `decodeRGBA` must produce, computed from the PNG specification's rules:
    /// sub-byte gray scaled by v × 255 / (2^d − 1), 16-bit rounded as round(v × 255 / 65535).
    var expectedRGBA: [UInt8] {
        let rows = rows
        let metadata = metadata
        let maximum = (1 << bitDepth) - 1
        func to8(_ value: Int) -> UInt8 {
            bitDepth == 16 ? UInt8((2 * value * 255 + 65535) / (2 * 65535)) : UInt8(value * 255 / maximum)
        }
        var output: [UInt8] = []
        output.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let samples = (0..<colorType.channels).map { rows.sample(x: x, y: y, channel: $0) }
                switch colorType {
                case .gray:
                    let value = to8(samples[0])
                    let transparent = metadata.transparency == .gray(UInt16(samples[0]))
                    output += [value, value, value, transparent ? 0 : 255]
                case .grayAlpha:
                    output += [to8(samples[0]), to8(samples[0]), to8(samples[0]), to8(samples[1])]
                case .rgb:
                    let transparent =
                        metadata.transparency
                        == .rgb(red: UInt16(samples[0]), green: UInt16(samples[1]), blue: UInt16(samples[2]))
                    output += [to8(samples[0]), to8(samples[1]), to8(samples[2]), transparent ? 0 : 255]
                case .rgba:
                    output += samples.map(to8)
                case .palette:
                    let entry = metadata.palette![samples[0]]
                    var alpha: UInt8 = 255
                    if case .paletteAlpha(let alphas) = metadata.transparency, samples[0] < alphas.count {
                        alpha = alphas[samples[0]]
                    }
                    output += [entry.red, entry.green, entry.blue, alpha]
                }
            }
        }
        return output
    }
}
