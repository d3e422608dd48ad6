import BenchmarkKit
import WheelPNG
import WheelRender

/// The measurement behind `FrameEncoder.frames`: two real @2x frames of the built-in art (at
/// rest at t = 0.3 s, and mid-spin) encoded by each candidate — libpng and zlib as before
/// (level × filters × strategy, RGBA or with the constant alpha dropped), and libdeflate
/// writing the IDAT of a PNG the package frames itself (level × row filter, RGB or RGBA). The
/// facts give the bytes of both frames together. Run with
/// `taskset -c 1 swift run -c release luckywheel-bench --sweep frames` (`--filter` narrows
/// it); the output is in `Benchmarks/peers/render/frame-sweep.txt`.
enum FrameEncodingSweep {
    static var all: [Benchmark] {
        var scenarios: [Benchmark] = []
        // libpng: the previous frame settings, libpng's own level 1 and level 6, each with the
        // alpha channel kept and dropped.
        let libpng: [(String, PNGEncodingOptions)] = [
            ("level 1 up rle", .frames),
            (
                "level 1 all default",
                PNGEncodingOptions(compressionLevel: 1, filters: .all, strategy: .default)
            ),
            ("level 6 all filtered", .default),
        ]
        for (name, options) in libpng {
            for dropping in [false, true] {
                scenarios.append(
                    sweep(
                        "frame-sweep@2x libpng \(name) \(dropping ? "rgb" : "rgba")",
                        encode: { pixels, side in
                            try PNGEncoder(options: options).encodeRGBA(
                                pixels, width: side, height: side, rowStride: side * 4,
                                droppingAlpha: dropping)
                        }))
            }
        }
        for level in [1, 2, 3, 4, 6, 9] {
            for filter in FrameFilter.allCases {
                for layout in [FramePixelLayout.rgb, .rgba] where layout == .rgb || level == 1 {
                    let encoder = FrameEncoder(compressionLevel: level, filter: filter)
                    scenarios.append(
                        sweep(
                            "frame-sweep@2x libdeflate level \(level) \(filter.rawValue) \(layout == .rgb ? "rgb" : "rgba")",
                            encode: { pixels, side in
                                layout == .rgb
                                    ? try encoder.encodeRGBA(
                                        pixels, width: side, height: side, rowStride: side * 4)
                                    : try encoder.compressedRows(
                                        pixels, width: side, height: side, rowStride: side * 4, layout: .rgba)
                            }))
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
            RenderScenario.frame(
                FrameState(angle: 0.056, selectedSegment: nil, centerPressed: false), by: &compositor),
            RenderScenario.frame(
                FrameState(angle: 2.9, selectedSegment: nil, centerPressed: true), by: &compositor),
        ]
    }()

    /// One candidate: `encode` gets a frame's pixels and side and returns its bytes (for the
    /// RGBA libdeflate rows, the zlib stream alone: the file adds 57 bytes).
    static func sweep(
        _ name: String, encode: @escaping @Sendable (UnsafeRawBufferPointer, Int) throws -> [UInt8]
    ) -> Benchmark {
        Benchmark(
            name, throughputUnit: "frames", unitsPerOperation: 2,
            facts: {
                let bytes = frames.map { frame in
                    frame.pixels.withUnsafeBytes { (try? encode($0, frame.width))?.count ?? 0 }
                }
                return [
                    "bytes": String(bytes.reduce(0, +)), "rest": String(bytes[0]), "spin": String(bytes[1]),
                ]
            },
            make: {
                let frames = frames
                return {
                    for frame in frames {
                        frame.pixels.withUnsafeBytes { blackHole(try? encode($0, frame.width)) }
                    }
                }
            })
    }
}
