import Foundation
import WheelPNG
import WheelSlice

/// The measurement behind `SliceCompression`'s presets, on the four kinds of @3x sheet
/// (`SheetKind`): flat vector art, dithered gradients, photographic and palette. For each
/// kind, every zlib level × filter set × strategy encodes the sheet's 12 exact-cut wedges on
/// one thread (median milliseconds of 5 runs, total bytes); then candidate lists for the
/// presets (each wedge keeps its smallest candidate) are timed the same way.
/// Run with `swift run -c release luckywheel-bench --sweep compression`.
enum CompressionSweep {
    static let filterSets: [(String, PNGFilterSet)] = [
        ("none", .unfiltered), ("sub", .sub), ("up", .up), ("avg", .average), ("paeth", .paeth),
        ("all", .all),
    ]
    static let strategies: [(String, PNGCompressionStrategy)] = [
        ("default", .default), ("filtered", .filtered), ("rle", .rle),
    ]

    /// Candidate lists weighed for the presets, by name; the shipped ones are included.
    static let candidateLists: [(String, @Sendable (PNGHeader) -> [PNGEncodingOptions])] = [
        ("level 6 none (the old default)", { _ in [options(6, .unfiltered, .default)] }),
        ("level 6 all filtered (libpng's default)", { _ in [options(6, .all, .filtered)] }),
        ("level 6 all rle", { _ in [options(6, .all, .rle)] }),
        (
            "level 6 none | level 6 all filtered",
            { _ in [options(6, .unfiltered, .default), options(6, .all, .filtered)] }
        ),
        (
            "level 6 none | level 6 all rle",
            { _ in [options(6, .unfiltered, .default), options(6, .all, .rle)] }
        ),
        ("level 9 none", { _ in [options(9, .unfiltered, .default)] }),
        ("fast preset", SliceCompression.fast.candidates(for:)),
        ("small preset", SliceCompression.small.candidates(for:)),
        ("best preset", SliceCompression.best.candidates(for:)),
    ]

    private static func options(_ level: Int, _ filters: PNGFilterSet, _ strategy: PNGCompressionStrategy)
        -> PNGEncodingOptions
    {
        PNGEncodingOptions(compressionLevel: level, filters: filters, strategy: strategy)
    }

    static func run() throws {
        let clock = ContinuousClock()
        var summaries: [String] = []
        for kind in SheetKind.allCases {
            let image = try PNGDecoder().decode(kind.file(), name: kind.fileName)
            print(
                "# \(kind.rawValue): \(kind.fileName), \(image.header.colorType.name) \(image.header.bitDepth)-bit"
            )
            for level in 1...9 {
                for (filterName, filters) in filterSets {
                    for (strategyName, strategy) in strategies {
                        let options = [
                            PNGEncodingOptions(compressionLevel: level, filters: filters, strategy: strategy)
                        ]
                        let (milliseconds, bytes) = measure(image, options, clock: clock)
                        print(
                            "\(kind.rawValue) level \(level) \(filterName) \(strategyName): \(format(milliseconds)) ms \(bytes) bytes"
                        )
                    }
                }
            }
            for (name, candidates) in candidateLists {
                let (milliseconds, bytes) = measure(image, candidates(image.header), clock: clock)
                summaries.append("\(kind.rawValue) \(name): \(format(milliseconds)) ms \(bytes) bytes")
            }
        }
        print("# candidate lists (each wedge keeps its smallest candidate)")
        for line in summaries { print(line) }
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Median milliseconds of 5 runs encoding the 12 wedges of `image`, and their total bytes.
    static func measure(_ image: PNGImage, _ candidates: [PNGEncodingOptions], clock: ContinuousClock)
        -> (Double, Int)
    {
        // A decoded image's sizes are always counted.
        guard let bitsPerPixel = image.header.bitsPerPixel, let rowStride = image.rowBytes else {
            return (0, 0)
        }
        let wedgeWidth = image.header.width / 12
        var header = image.header
        header.width = wedgeWidth
        header.interlaced = false
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<5 {
            bytes = 0
            let start = clock.now
            for wedge in 0..<12 {
                let offset = wedge * wedgeWidth * bitsPerPixel / 8
                var smallest = Int.max
                for options in candidates {
                    let size = image.rows.withUnsafeBytes { rows in
                        (try? PNGEncoder(options: options).encode(
                            header: header, metadata: image.metadata,
                            rows: UnsafeRawBufferPointer(rebasing: rows[offset...]), rowStride: rowStride
                        ))?
                        .count
                    }
                    smallest = min(smallest, size ?? Int.max)
                }
                bytes += smallest
            }
            let (seconds, attoseconds) = (clock.now - start).components
            times.append(Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
        }
        return (times.sorted()[2], bytes)
    }
}
