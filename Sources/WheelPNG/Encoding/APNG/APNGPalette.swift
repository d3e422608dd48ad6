/// The one palette of a lossy (indexed) animated PNG: entry 0 fully transparent (what a frame
/// blended over the canvas stores where a pixel stays the same), then up to 255 opaque
/// colours chosen from sample frames by median cut.
///
/// Deterministic: the colours depend only on the sample pixels (their histogram), not on
/// their order or on threads. Pixels are mapped by ``APNGPaletteMapper``: the nearest opaque
/// entry by squared RGB distance, ties to the lowest index, no dithering.
public struct APNGPalette: Sendable, Hashable {
    /// How many entries a palette may have, the transparent one included: 3 (two colours, the
    /// fewest that draw a shape: one colour paints every pixel alike) to 256 (what an 8-bit
    /// index holds).
    public static let colorCountRange = 3...256
    /// The index of the fully transparent entry.
    public static let transparentIndex: UInt8 = 0

    /// The opaque colours, `0xRRGGBB`, distinct; colour `k` is palette index `k + 1`.
    public let colors: [UInt32]

    /// Entries in the PLTE chunk: the transparent one and the colours.
    public var entryCount: Int { colors.count + 1 }

    /// A palette of the given opaque colours (`0xRRGGBB`, at most 255, distinct), after the
    /// transparent entry.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for no colour, more than 255, or a repeat.
    public init(colors: [UInt32]) throws(PNGError) {
        guard !colors.isEmpty, colors.count < Self.colorCountRange.upperBound else {
            throw .invalidImage(
                reason: "a palette holds 1 to \(Self.colorCountRange.upperBound - 1) opaque colours, not "
                    + "\(colors.count)")
        }
        guard Set(colors).count == colors.count, colors.allSatisfy({ $0 <= 0xFF_FFFF }) else {
            throw .invalidImage(reason: "a palette's colours must be distinct 24-bit values")
        }
        self.colors = colors
    }

    /// The palette of at most `entryCount` entries (in ``colorCountRange``; one of them the
    /// transparent entry) for `samples`, straight RGBA frames whose alpha is ignored: median
    /// cut of their colour histogram — the box of colours with the widest channel range is
    /// split at the pixel-weighted median of that channel until there are `entryCount − 1`
    /// boxes or none can be split; each colour is its box's pixel-weighted mean, rounded.
    /// Fewer distinct colours than that give each its own entry.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` for `entryCount` outside
    ///   ``colorCountRange`` or samples with no pixel.
    public init(quantizing samples: [RGBAImage], entryCount: Int) throws(PNGError) {
        guard Self.colorCountRange.contains(entryCount) else {
            throw .invalidImage(
                reason:
                    "a palette has \(Self.colorCountRange.lowerBound) to \(Self.colorCountRange.upperBound) "
                    + "entries, not \(entryCount)")
        }
        let histogram = Self.histogram(samples)
        guard !histogram.isEmpty else { throw .invalidImage(reason: "a palette needs sample pixels") }
        var boxes = [ColorBox(histogram[...])]
        while boxes.count < entryCount - 1 {
            // The widest box; ties to the earliest, so the result is deterministic.
            var widest: (index: Int, range: Int)?
            for (index, box) in boxes.enumerated() where box.entries.count > 1 {
                if box.widestRange > widest?.range ?? 0 { widest = (index, box.widestRange) }
            }
            guard let widest else { break }
            let (low, high) = boxes[widest.index].split()
            boxes[widest.index] = low
            boxes.append(high)
        }
        // Boxes are disjoint along every split, so their rounded means are distinct.
        try self.init(colors: boxes.map(\.mean).sorted())
    }

    /// The palette index (1 or more) of the opaque entry nearest to `color` (`0xRRGGBB`, the
    /// bits above 24 ignored) by squared RGB distance; a tie goes to the lowest index.
    public func nearestIndex(of color: UInt32) -> UInt8 {
        let (red, green, blue) = (Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
        var best = (index: 0, distance: Int32.max)
        for (index, entry) in colors.enumerated() {
            let dr = Int32(entry >> 16 & 0xFF) - red
            let dg = Int32(entry >> 8 & 0xFF) - green
            let db = Int32(entry & 0xFF) - blue
            let distance = dr * dr + dg * dg + db * db
            // Strictly less: a tie keeps the lower index.
            if distance < best.distance { best = (index, distance) }
        }
        return UInt8(truncatingIfNeeded: best.index + 1)
    }

    /// The PLTE chunk's data: the transparent entry (black) and the colours, 3 bytes each.
    public var paletteChunkData: [UInt8] {
        [0, 0, 0]
            + colors.flatMap {
                [
                    UInt8(truncatingIfNeeded: $0 >> 16), UInt8(truncatingIfNeeded: $0 >> 8),
                    UInt8(truncatingIfNeeded: $0),
                ]
            }
    }

    /// The tRNS chunk's data: alpha 0 for the transparent entry 0; the entries after it are
    /// opaque, which a tRNS shorter than the palette means.
    public var transparencyChunkData: [UInt8] { [0] }

    /// `(color, pixel count)` of every distinct colour of `samples`, in colour order: the
    /// pixels' 24-bit colours sorted (three 8-bit passes of a radix sort, two buffers of 4 bytes
    /// a pixel: 21 MB for 8 frames at @2x, where a count per possible colour took 64 MiB),
    /// then the runs of equal colours counted.
    private static func histogram(_ samples: [RGBAImage]) -> [(color: UInt32, count: Int)] {
        var colors: [UInt32] = []
        colors.reserveCapacity(samples.reduce(0) { $0 + $1.pixels.count / 4 })
        for image in samples {
            image.pixels.withUnsafeBytes { bytes in
                for pixel in 0..<bytes.count / 4 {
                    colors.append(
                        UInt32(bytes[4 &* pixel]) << 16 | UInt32(bytes[4 &* pixel &+ 1]) << 8
                            | UInt32(bytes[4 &* pixel &+ 2]))
                }
            }
        }
        var other = [UInt32](repeating: 0, count: colors.count)
        for shift in stride(from: UInt32(0), to: 24, by: 8) {
            var starts = [Int](repeating: 0, count: 257)
            for color in colors { starts[Int(color >> shift & 0xFF) &+ 1] &+= 1 }
            for digit in 0..<256 { starts[digit + 1] &+= starts[digit] }
            for color in colors {
                let digit = Int(color >> shift & 0xFF)
                other[starts[digit]] = color
                starts[digit] &+= 1
            }
            swap(&colors, &other)
        }
        var histogram: [(color: UInt32, count: Int)] = []
        var start = 0
        while start < colors.count {
            var end = start + 1
            while end < colors.count, colors[end] == colors[start] { end += 1 }
            histogram.append((colors[start], end - start))
            start = end
        }
        return histogram
    }
}

/// A box of median cut: some distinct colours with their pixel counts.
private struct ColorBox {
    var entries: ArraySlice<(color: UInt32, count: Int)>
    /// The channel (0 red, 1 green, 2 blue) with the widest range of values, and that range.
    let widestChannel: Int
    let widestRange: Int

    init(_ entries: ArraySlice<(color: UInt32, count: Int)>) {
        self.entries = entries
        var (low, high) = ([255, 255, 255], [0, 0, 0])
        for entry in entries {
            for channel in 0..<3 {
                let value = Self.value(entry.color, channel)
                low[channel] = min(low[channel], value)
                high[channel] = max(high[channel], value)
            }
        }
        let ranges = (0..<3).map { high[$0] - low[$0] }
        // Ties to the earlier channel (green before blue, red before both).
        let channel =
            ranges.indices.max { ranges[$0] < ranges[$1] || (ranges[$0] == ranges[$1] && $0 > $1) } ?? 0
        widestChannel = channel
        widestRange = ranges[channel]
    }

    static func value(_ color: UInt32, _ channel: Int) -> Int {
        Int(color >> (16 - 8 * UInt32(channel)) & 0xFF)
    }

    /// The two boxes either side of the weighted median of the widest channel: every colour
    /// whose value is at most the cut goes low, the rest high (both non-empty).
    func split() -> (ColorBox, ColorBox) {
        let channel = widestChannel
        let sorted = entries.sorted {
            let (a, b) = (Self.value($0.color, channel), Self.value($1.color, channel))
            return a != b ? a < b : $0.color < $1.color
        }
        let total = sorted.reduce(0) { $0 + $1.count }
        var seen = 0
        var cut = Self.value(sorted[0].color, channel)
        for entry in sorted {
            seen += entry.count
            cut = Self.value(entry.color, channel)
            if 2 * seen >= total { break }
        }
        // The highest value cannot be the cut, or the high box would be empty.
        let highest = Self.value(sorted[sorted.count - 1].color, channel)
        if cut == highest {
            cut =
                sorted.last { Self.value($0.color, channel) < highest }.map { Self.value($0.color, channel) }
                ?? cut
        }
        let split = sorted.partitioningIndex { Self.value($0.color, channel) > cut }
        return (ColorBox(sorted[..<split]), ColorBox(sorted[split...]))
    }

    /// The pixel-weighted mean colour, each channel rounded half up.
    var mean: UInt32 {
        let total = entries.reduce(0) { $0 + $1.count }
        var color: UInt32 = 0
        for channel in 0..<3 {
            let sum = entries.reduce(0) { $0 + Self.value($1.color, channel) * $1.count }
            color = color << 8 | UInt32((2 * sum + total) / (2 * total))
        }
        return color
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array partitioned so that the
    /// elements that do all come last.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
