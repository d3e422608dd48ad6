/// An 8-bit-per-channel RGBA image with straight (not premultiplied) alpha.
///
/// Pixels are stored row by row from the top, left to right, four bytes per pixel in the order
/// red, green, blue, alpha, with no padding between rows. This is the exchange format at the
/// package's boundaries (files in and out); the compositor works in premultiplied alpha inside.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// `width * height * 4` bytes, RGBA, straight alpha. Outside the package it is changed
    /// through ``subscript(x:y:)`` or replaced by a new image (``init(width:height:pixels:)``
    /// checks the count), so it always fits the size: the compositor, the resampler and the
    /// contact sheet can read and write it without checking it again.
    public package(set) var pixels: [UInt8]

    /// Wraps existing pixels.
    /// - Throws: ``PNGError/invalidImage(reason:)`` naming the size and the byte count unless
    ///   `width` and `height` are positive and `pixels.count` is `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard width > 0, height > 0, !areaOverflow, !bytesOverflow, pixels.count == bytes else {
            throw .invalidImage(
                reason: "a \(width) × \(height) RGBA image needs \(width) × \(height) × 4 bytes, not "
                    + "\(pixels.count)")
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// Wraps pixels the package made for this size itself (a decoder's output, a canvas's
    /// pixels), so the checks are preconditions.
    package init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "RGBAImage needs a positive size")
        precondition(pixels.count == width * height * 4, "RGBAImage pixel count does not match its size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour: `fill` is (red, green, blue, alpha), straight alpha.
    /// - Throws: ``PNGError/invalidImage(reason:)`` naming the size unless `width` and `height`
    ///   are positive and `width * height * 4` bytes can be counted.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) throws(PNGError) {
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (_, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard width > 0, height > 0, !areaOverflow, !bytesOverflow else {
            throw .invalidImage(
                reason: "a \(width) × \(height) RGBA image cannot be made; give a positive width and height "
                    + "whose width × height × 4 bytes fit in memory")
        }
        self.init(validatedWidth: width, height: height, fill: fill)
    }

    /// An image of one colour of a size the package chose itself (a compositor's frame), so the
    /// checks are preconditions.
    package init(validatedWidth width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width > 0 && height > 0, "RGBAImage needs a positive size")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset] = fill.0
                pixels[offset + 1] = fill.1
                pixels[offset + 2] = fill.2
                pixels[offset + 3] = fill.3
            }
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y` as (red, green, blue, alpha).
    /// - Precondition: `0 ..< width` holds `x` and `0 ..< height` holds `y`; a coordinate
    ///   outside stops the process, as an array index does (an `x` past the width would
    ///   otherwise be a pixel of the next row).
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get {
            let offset = offset(x: x, y: y)
            return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        }
        set {
            let offset = offset(x: x, y: y)
            pixels[offset] = newValue.0
            pixels[offset + 1] = newValue.1
            pixels[offset + 2] = newValue.2
            pixels[offset + 3] = newValue.3
        }
    }

    /// The index in ``pixels`` of the red byte of pixel (`x`, `y`), which must be inside.
    private func offset(x: Int, y: Int) -> Int {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "RGBAImage pixel (\(x), \(y)) is outside its \(width) × \(height) pixels")
        return (y * width + x) * 4
    }
}
