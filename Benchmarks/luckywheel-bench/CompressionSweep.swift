import Foundation
import WheelPNG
import WheelSlice

/// The measurement behind `SliceCompression`'s presets: every zlib level × filter set ×
/// strategy, encoding the 24 wedges of the built-in @3x sheet and its pressed twin on one
/// thread. Prints one line per combination: median milliseconds of 7 runs, total bytes; then,
/// per wedge at level 9, which settings give the smallest file (what `best` tries).
/// Run with `swift run -c release luckywheel-bench --sweep compression`.
enum CompressionSweep {
    static func run() {
        let sheets = SliceScenario.sheetImages
        let images = sheets.map {
            PNGImage(
                header: PNGHeader(width: 1440, height: 141, bitDepth: 8, colorType: .rgba), rows: $0.pixels)
        }
        let filterSets: [(String, PNGFilterSet)] = [
            ("none", .unfiltered), ("sub", .sub), ("up", .up), ("avg", .average), ("paeth", .paeth),
            ("all", .all),
        ]
        let strategies: [(String, PNGCompressionStrategy)] = [
            ("default", .default), ("filtered", .filtered), ("rle", .rle),
        ]
        let clock = ContinuousClock()
        for level in 1...9 {
            for (filterName, filters) in filterSets {
                for (strategyName, strategy) in strategies {
                    let encoder = PNGEncoder(
                        options: PNGEncodingOptions(
                            compressionLevel: level, filters: filters, strategy: strategy))
                    var times: [Double] = []
                    var bytes = 0
                    for _ in 0..<7 {
                        bytes = 0
                        let start = clock.now
                        for image in images {
                            for wedge in 0..<12 {
                                let columns = wedge * 120 * 4
                                let encoded = image.rows.withUnsafeBytes { rows in
                                    try? encoder.encode(
                                        header: PNGHeader(
                                            width: 120, height: 141, bitDepth: 8, colorType: .rgba),
                                        metadata: PNGMetadata(),
                                        rows: UnsafeRawBufferPointer(rebasing: rows[columns...]),
                                        rowStride: 1440 * 4)
                                }
                                bytes += encoded?.count ?? 0
                            }
                        }
                        let (seconds, attoseconds) = (clock.now - start).components
                        times.append(Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
                    }
                    let median = times.sorted()[3]
                    print(
                        "level \(level) \(filterName) \(strategyName): \(String(format: "%.2f", median)) ms \(bytes) bytes"
                    )
                }
            }
        }
        bestCandidates()
    }

    /// Per wedge at level 9: which filter × strategy gives the smallest file, how often each
    /// wins, and what keeping the per-wedge smallest saves over the best single setting.
    static func bestCandidates() {
        let sheets = SliceScenario.sheetImages
        let filterSets: [(String, PNGFilterSet)] = [
            ("none", .unfiltered), ("sub", .sub), ("up", .up), ("avg", .average), ("paeth", .paeth),
            ("all", .all),
        ]
        let strategies: [(String, PNGCompressionStrategy)] = [("default", .default), ("filtered", .filtered)]
        var wins: [String: Int] = [:]
        var totals: [String: Int] = [:]
        var bestTotal = 0
        for sheet in sheets {
            for wedge in 0..<12 {
                var sizes: [(String, Int)] = []
                for (filterName, filters) in filterSets {
                    for (strategyName, strategy) in strategies {
                        let encoder = PNGEncoder(
                            options: PNGEncodingOptions(
                                compressionLevel: 9, filters: filters, strategy: strategy))
                        let size = sheet.pixels.withUnsafeBytes { rows in
                            (try? encoder.encode(
                                header: PNGHeader(width: 120, height: 141, bitDepth: 8, colorType: .rgba),
                                metadata: PNGMetadata(),
                                rows: UnsafeRawBufferPointer(rebasing: rows[(wedge * 480)...]),
                                rowStride: 1440 * 4))?.count ?? 0
                        }
                        sizes.append(("\(filterName) \(strategyName)", size))
                        totals["\(filterName) \(strategyName)", default: 0] += size
                    }
                }
                let winner = sizes.min { $0.1 < $1.1 }!
                wins[winner.0, default: 0] += 1
                bestTotal += winner.1
                print(
                    "wedge \(wedge): "
                        + sizes.sorted { $0.1 < $1.1 }.prefix(4).map { "\($0.0)=\($0.1)" }.joined(
                            separator: " "))
            }
        }
        print("wins: \(wins.sorted { $0.value > $1.value })")
        print("per-wedge smallest total: \(bestTotal)")
        print(
            "single settings: "
                + totals.sorted { $0.value < $1.value }.map { "\($0.key)=\($0.value)" }.joined(
                    separator: ", "))
    }
}
