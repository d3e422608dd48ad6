import BenchmarkKit
import WheelPNG
import WheelRender

/// The measurement behind `PNGEncodingOptions.frames`: two real @2x frames of the built-in art
/// (at rest at t = 0.3 s, and mid-spin) encoded with zlib levels 1…3 × each filter set ×
/// strategy. The facts give the bytes of both frames together. Run with
/// `swift run -c release luckywheel-bench --sweep frames` (`--filter` narrows it); the output
/// is in `Benchmarks/peers/render/frame-sweep.txt`.
enum FrameEncodingSweep {
    static let filterSets: [(String, PNGFilterSet)] = [
        ("none", .unfiltered), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
    ]
    static let strategies: [(String, PNGCompressionStrategy)] = [
        ("default", .default), ("filtered", .filtered), ("rle", .rle),
    ]

    static var all: [Benchmark] {
        var scenarios: [Benchmark] = []
        for level in 1...3 {
            for (filterName, filters) in filterSets {
                for (strategyName, strategy) in strategies {
                    scenarios.append(
                        sweep(
                            "frame-sweep@2x level \(level) \(filterName) \(strategyName)",
                            PNGEncodingOptions(compressionLevel: level, filters: filters, strategy: strategy))
                    )
                }
            }
        }
        return scenarios
    }

    /// A frame at rest (idle, a few degrees turned) and one mid-spin (blurred by bilinear
    /// turning, centre pressed), @2x.
    static let frames: [RGBAImage] = {
        var compositor = FrameCompositor(assets: RenderScenario.assets(scale: 2))
        return [
            compositor.render(FrameState(angle: 0.056, selectedSegment: nil, centerPressed: false)),
            compositor.render(FrameState(angle: 2.9, selectedSegment: nil, centerPressed: true)),
        ]
    }()

    static func sweep(_ name: String, _ options: PNGEncodingOptions) -> Benchmark {
        Benchmark(
            name, throughputUnit: "frames", unitsPerOperation: 2,
            facts: {
                let encoder = PNGEncoder(options: options)
                let bytes = frames.map { (try? encoder.encode($0))?.count ?? 0 }
                return [
                    "bytes": String(bytes.reduce(0, +)), "rest": String(bytes[0]), "spin": String(bytes[1]),
                ]
            },
            make: {
                let encoder = PNGEncoder(options: options)
                let frames = frames
                return { for frame in frames { blackHole(try? encoder.encode(frame)) } }
            })
    }
}
