/// Maps pixels to an ``APNGPalette``: each colour to its nearest opaque entry by squared RGB
/// distance, ties to the lowest index, no dithering.
///
/// The answer for each 24-bit colour is remembered in a table of 16 MiB (one byte a colour; 0,
/// the transparent index, means not looked up yet), so a colour seen before costs one load.
/// A mapper is a value with its own table: give each thread its own, there is no lock; the
/// memory does not grow with the number of frames.
public struct APNGPaletteMapper: Sendable {
    /// The palette mapped to.
    public let palette: APNGPalette
    private var table: [UInt8]

    /// A mapper to `palette`, with nothing looked up yet.
    public init(palette: APNGPalette) {
        self.palette = palette
        table = [UInt8](repeating: 0, count: 1 << 24)
    }

    /// ``APNGPalette/nearestIndex(of:)``, remembered.
    public mutating func index(of color: UInt32) -> UInt8 {
        let key = Int(color & 0xFF_FFFF)
        let known = table[key]
        if known != 0 { return known }
        let found = palette.nearestIndex(of: color)
        table[key] = found
        return found
    }

    /// Replaces every pixel of `pixels` (straight RGBA, rows packed) by its palette colour,
    /// opaque: the frame as the indexed animation shows it. Alpha is read as opaque.
    public mutating func quantize(_ pixels: UnsafeMutableRawBufferPointer) {
        guard let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let colors = palette.colors
        for pixel in 0..<pixels.count / 4 {
            let at = 4 &* pixel
            let color = UInt32(base[at]) << 16 | UInt32(base[at &+ 1]) << 8 | UInt32(base[at &+ 2])
            let entry = colors[Int(index(of: color)) - 1]
            base[at] = UInt8(truncatingIfNeeded: entry >> 16)
            base[at &+ 1] = UInt8(truncatingIfNeeded: entry >> 8)
            base[at &+ 2] = UInt8(truncatingIfNeeded: entry)
            base[at &+ 3] = 0xFF
        }
    }

    /// The palette indices of a `width × height` rectangle of RGBA pixels, `rowStride` bytes
    /// apart: ``APNGPalette/transparentIndex`` for a pixel with alpha 0, else the nearest
    /// opaque entry. Rows packed, one byte a pixel; empty when `pixels` do not hold the
    /// rectangle (which the frame encoder refuses).
    public mutating func indices(
        of pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int
    ) -> [UInt8] {
        guard let base = try? FrameEncoder.checked(pixels, width: width, height: height, rowStride: rowStride)
        else { return [] }
        return [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            for row in 0..<height {
                let line = base + row * rowStride
                for column in 0..<width {
                    let at = 4 &* column
                    let alpha = line.load(fromByteOffset: at &+ 3, as: UInt8.self)
                    let color =
                        UInt32(line.load(fromByteOffset: at, as: UInt8.self)) << 16
                        | UInt32(line.load(fromByteOffset: at &+ 1, as: UInt8.self)) << 8
                        | UInt32(line.load(fromByteOffset: at &+ 2, as: UInt8.self))
                    out[row &* width &+ column] = alpha == 0 ? APNGPalette.transparentIndex : index(of: color)
                }
            }
            count = width * height
        }
    }
}
