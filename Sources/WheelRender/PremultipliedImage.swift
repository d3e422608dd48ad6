import WheelPNG

/// An RGBA8 image with premultiplied alpha, one packed `UInt32` per pixel
/// (`red | green << 8 | blue << 16 | alpha << 24`, which is R, G, B, A in memory on a
/// little-endian machine). The compositor's working format.
struct PremultipliedImage: Sendable, Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Premultiplies a straight-alpha image, rounding each channel to nearest.
    init(_ image: RGBAImage) {
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { bytes in
            for index in pixels.indices {
                let offset = index * 4
                pixels[index] = PackedPixel.premultiplied(
                    red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2],
                    alpha: bytes[offset + 3])
            }
        }
        self.init(width: image.width, height: image.height, pixels: pixels)
    }
}

extension PremultipliedImage {
    /// The bilinear colour at a point in pixel units (pixel i covers [i, i + 1)). Outside the
    /// image it is transparent, or the nearest edge pixel when `clampedToEdge`. Used when
    /// precomputing terminal samples, not per frame.
    func sample(x: Double, y: Double, clampedToEdge: Bool) -> UInt32 {
        let sourceX = x - 0.5
        let sourceY = y - 0.5
        let left = sourceX.rounded(.down)
        let top = sourceY.rounded(.down)
        guard left >= -1, top >= -1, left < Double(width), top < Double(height) else {
            return clampedToEdge
                ? pixel(
                    Int(min(max(left, 0), Double(width - 1))), Int(min(max(top, 0), Double(height - 1))), true
                )
                : 0
        }
        let column = Int(left)
        let row = Int(top)
        return PackedPixel.bilinear(
            pixel(column, row, clampedToEdge), pixel(column + 1, row, clampedToEdge),
            pixel(column, row + 1, clampedToEdge), pixel(column + 1, row + 1, clampedToEdge),
            fx: UInt64(((sourceX - left) * 65536).rounded()), fy: UInt64(((sourceY - top) * 65536).rounded()))
    }

    private func pixel(_ column: Int, _ row: Int, _ clamped: Bool) -> UInt32 {
        if clamped {
            return pixels[min(max(row, 0), height - 1) * width + min(max(column, 0), width - 1)]
        }
        guard column >= 0, row >= 0, column < width, row < height else { return 0 }
        return pixels[row * width + column]
    }
}
