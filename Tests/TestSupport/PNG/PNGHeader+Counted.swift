import WheelPNG

extension PNGHeader {
    /// ``PNGHeader/bitsPerPixel``, ``PNGHeader/rowBytes`` and ``PNGHeader/imageBytes`` of a
    /// header a test made small enough to count; a larger one stops the test run.
    package var counted: (bitsPerPixel: Int, rowBytes: Int, imageBytes: Int) {
        guard let bitsPerPixel, let rowBytes, let imageBytes else {
            preconditionFailure("a test's \(width) × \(height) header has sizes an Int does not count")
        }
        return (bitsPerPixel, rowBytes, imageBytes)
    }
}
