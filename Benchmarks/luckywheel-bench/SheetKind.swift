import Foundation
import WheelPNG
import WheelSupport

/// The four kinds of @3x sprite sheet (1440 × 141, 12 wedges of 120 pixels) that chose
/// `SliceCompression`'s presets, and that `Benchmarks/peers/run-all.py` slices against
/// ImageMagick and libpng's `PNG_IMAGE_FLAG_FAST`. All but the built-in art are generated
/// from fixed seeds, so every run measures the same pixels.
enum SheetKind: String, CaseIterable {
    /// The built-in art: flat vector shapes on transparency.
    case flat
    /// The built-in silhouettes filled with colour gradients and ±2 levels of uniform noise,
    /// as art exported with dithering comes out.
    case dithered
    /// Opaque, photograph-like: five octaves of value noise per channel plus fine grain.
    case photographic
    /// The built-in art as `pngquant 256` writes it: 8-bit palette with tRNS, dithered.
    case palette

    /// The file name `--write-inputs` gives the sheet.
    var fileName: String { "sheet-\(rawValue)@3x.png" }

    /// The sheet's PNG file. The palette kind runs `pngquant` (it must be installed).
    func file() throws -> [UInt8] {
        switch self {
        case .flat: return SliceScenario.sheetFiles.sheet
        case .dithered: return try PNGEncoder().encode(Self.dithered())
        case .photographic: return try PNGEncoder().encode(Self.photographic())
        case .palette: return try Self.quantized(SliceScenario.sheetFiles.sheet)
        }
    }

    static let width = 1440
    static let height = 141

    static func dithered() -> RGBAImage {
        let flat = SliceScenario.sheetImages[0]
        var random = SplitMix64(seed: 0x6469_7468)
        var pixels = flat.pixels
        for cell in 0..<12 {
            let from = (0..<3).map { _ in Int(random.next() % 256) }
            let to = (0..<3).map { _ in Int(random.next() % 256) }
            for y in 0..<height {
                for x in cell * 120..<(cell + 1) * 120 {
                    let offset = (y * width + x) * 4
                    guard pixels[offset + 3] > 0 else { continue }
                    let t = Double(x - cell * 120) / 119 * 0.6 + Double(y) / Double(height - 1) * 0.4
                    for channel in 0..<3 {
                        let value = Double(from[channel]) + (Double(to[channel] - from[channel])) * t
                        let noise = Int(random.next() % 5) - 2
                        pixels[offset + channel] = UInt8(clamping: Int(value.rounded()) + noise)
                    }
                }
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    static func photographic() -> RGBAImage {
        var random = SplitMix64(seed: 0x7068_6f74)
        // Lattice values for each octave and channel; bilinear interpolation between them.
        let octaves: [(cell: Int, weight: Double)] = [
            (96, 0.45), (48, 0.25), (24, 0.15), (12, 0.09), (6, 0.06),
        ]
        let lattices = (0..<3).map { _ in
            octaves.map { octave in
                (0..<((width / octave.cell + 2) * (height / octave.cell + 2))).map { _ in
                    Double(random.next() % 1024) / 1023
                }
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<3 {
                    var value = 0.0
                    for (index, octave) in octaves.enumerated() {
                        let columns = width / octave.cell + 2
                        let (fx, fy) = (Double(x) / Double(octave.cell), Double(y) / Double(octave.cell))
                        let (ix, iy) = (Int(fx), Int(fy))
                        let (tx, ty) = (fx - Double(ix), fy - Double(iy))
                        let lattice = lattices[channel][index]
                        let top = lattice[iy * columns + ix] * (1 - tx) + lattice[iy * columns + ix + 1] * tx
                        let bottom =
                            lattice[(iy + 1) * columns + ix] * (1 - tx) + lattice[(iy + 1) * columns + ix + 1]
                            * tx
                        value += (top * (1 - ty) + bottom * ty) * octave.weight
                    }
                    let grain = Int(random.next() % 7) - 3
                    pixels[(y * width + x) * 4 + channel] = UInt8(clamping: Int(value * 255) + grain)
                }
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// `pngquant 256` of `file`, through a temporary folder.
    static func quantized(_ file: [UInt8]) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "luckywheel-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png")
        let output = folder.appendingPathComponent("out.png")
        try Data(file).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pngquant", "--force", "--output", output.path, "256", input.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "pngquant failed (installed?)"])
        }
        return Array(try Data(contentsOf: output))
    }
}
