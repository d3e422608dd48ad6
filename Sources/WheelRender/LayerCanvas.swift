/// A premultiplied floating-point canvas where placements are painted in order with
/// Porter-Duff `over` and rounded to 8 bits only once at the end, so stacking layers adds no
/// rounding error.
struct LayerCanvas {
    let width: Int
    let height: Int
    /// Red, green, blue, alpha per pixel, 0…1, premultiplied.
    private var channels: [Float]

    /// A canvas filled with one premultiplied colour (channels 0…1).
    init(width: Int, height: Int, fill: (red: Float, green: Float, blue: Float, alpha: Float) = (0, 0, 0, 0))
    {
        self.width = width
        self.height = height
        channels = [Float](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for offset in stride(from: 0, to: channels.count, by: 4) {
                channels[offset] = fill.red
                channels[offset + 1] = fill.green
                channels[offset + 2] = fill.blue
                channels[offset + 3] = fill.alpha
            }
        }
    }

    mutating func draw(_ placement: ImagePlacement) {
        channels.withUnsafeMutableBufferPointer { channels in
            for y in placement.rows {
                for x in placement.columns {
                    let source = placement.sample(x: x, y: y)
                    guard source.alpha != 0 || source.red != 0 || source.green != 0 || source.blue != 0 else {
                        continue
                    }
                    let offset = (y * width + x) * 4
                    let remaining = 1 - source.alpha
                    channels[offset] = source.red + channels[offset] * remaining
                    channels[offset + 1] = source.green + channels[offset + 1] * remaining
                    channels[offset + 2] = source.blue + channels[offset + 2] * remaining
                    channels[offset + 3] = source.alpha + channels[offset + 3] * remaining
                }
            }
        }
    }

    /// The canvas rounded to premultiplied RGBA8; colour is kept at or below alpha.
    func quantized() -> PremultipliedImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        channels.withUnsafeBufferPointer { channels in
            for index in pixels.indices {
                let offset = index * 4
                let alpha = Self.level(channels[offset + 3])
                pixels[index] = PackedPixel.pack(
                    red: min(Self.level(channels[offset]), alpha),
                    green: min(Self.level(channels[offset + 1]), alpha),
                    blue: min(Self.level(channels[offset + 2]), alpha), alpha: alpha)
            }
        }
        return PremultipliedImage(width: width, height: height, pixels: pixels)
    }

    /// `value × 255` clamped to 0…255 and rounded half away from zero. Adding one half in
    /// `Double` is exact for every such `Float`, so truncating gives the same level as
    /// `rounded(.toNearestOrAwayFromZero)`, without the libm call that cost a tenth of start-up.
    @inline(__always)
    private static func level(_ value: Float) -> UInt32 {
        UInt32(Double(min(max(value * 255, 0), 255)) + 0.5)
    }
}
