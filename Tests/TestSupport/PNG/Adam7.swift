import WheelPNG

/// Adam7 interlacing for the tests' own PNG writer and reader.
package enum Adam7 {
    /// (x start, y start, x step, y step) of the seven passes.
    package static let passes = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The sub-image of each pass (empty passes are skipped by PNG and left out here).
    package static func split(_ rows: PackedRows) -> [PackedRows] {
        passes.compactMap { (x0, y0, dx, dy) in
            let width = (rows.header.width - x0 + dx - 1) / dx
            let height = (rows.header.height - y0 + dy - 1) / dy
            guard width > 0, height > 0 else { return nil }
            var header = rows.header
            (header.width, header.height) = (width, height)
            var pass = PackedRows(header: header)
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<header.channels {
                        pass.setSample(
                            x: x, y: y, channel: channel,
                            rows.sample(x: x0 + x * dx, y: y0 + y * dy, channel: channel))
                    }
                }
            }
            return pass
        }
    }

    /// Puts passes (as `split` made them) back into one image.
    package static func merge(_ passImages: [PackedRows], into header: PNGHeader) -> PackedRows {
        var rows = PackedRows(header: header)
        var images = passImages[...]
        for (x0, y0, dx, dy) in passes {
            let width = (header.width - x0 + dx - 1) / dx
            let height = (header.height - y0 + dy - 1) / dy
            guard width > 0, height > 0, let pass = images.popFirst() else { continue }
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<header.channels {
                        rows.setSample(
                            x: x0 + x * dx, y: y0 + y * dy, channel: channel,
                            pass.sample(x: x, y: y, channel: channel))
                    }
                }
            }
        }
        return rows
    }
}
