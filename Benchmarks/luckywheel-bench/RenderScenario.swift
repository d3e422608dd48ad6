import BenchmarkKit
import Foundation
import Synchronization
import WheelCore
import WheelPNG
import WheelRender
import WheelSupport

/// Rendering the built-in art: composing one frame at each scale, encoding a @3x frame, ASCII
/// frames, and the whole `render` pipeline (tick, compose, encode) for a 3 s spin. The
/// composing and encoding scenarios are what `Benchmarks/peers/run-all.py` compares with
/// Pillow, OpenCV, pycairo and libpng doing the same frame.
enum RenderScenario {
    static let all: [Benchmark] =
        [1, 2, 3].map(compose) + [
            encodeFast, encodeDefault,
            ascii(columns: 80, rows: 40), ascii(columns: 160, rows: 80),
            pipeline(threads: 1), pipeline(threads: nil),
        ]

    /// The built-in art at `scale` (1…3 always draws).
    static func assets(scale: Int) -> WheelAssets {
        guard let assets = try? WheelAssets.builtIn(scale: scale) else {
            preconditionFailure("the built-in art draws at every scale 1...3")
        }
        return assets
    }

    /// `state` drawn by `compositor`: states without a selection always are.
    static func frame(_ state: FrameState, by compositor: inout FrameCompositor) -> RGBAImage {
        guard let frame = try? compositor.render(state) else {
            preconditionFailure("a finite angle without a selection is always drawn")
        }
        return frame
    }

    /// A mid-spin state: wheel turned, centre button pressed, nothing selected.
    static func spinning(_ call: Int) -> FrameState {
        FrameState(angle: 0.1 + Double(call % 4096) * 0.0137, selectedSegment: nil, centerPressed: true)
    }

    /// One frame of the built-in art at `scale`, a different angle on every call so that no
    /// result can be reused.
    static func compose(scale: Int) -> Benchmark {
        let side = 286 * scale
        return Benchmark(
            "render@\(scale)x", throughputUnit: "frames",
            facts: { ["size": "\(side)x\(side)"] },
            make: {
                let compositor = FrameCompositor(assets: assets(scale: scale))
                let state = Mutex((compositor, RGBAImage(validatedWidth: side, height: side), 0))
                return {
                    state.withLock { state in
                        state.2 += 1
                        // Never refused: the frame has the compositor's size, the state no selection.
                        try? state.0.render(spinning(state.2), into: &state.1)
                        blackHole(state.1.pixels[side * 2 + 7])
                    }
                }
            })
    }

    /// A @3x mid-spin frame of the built-in art, rendered once.
    static let frame3x: RGBAImage = {
        var compositor = FrameCompositor(assets: assets(scale: 3))
        return frame(FrameState(angle: 0.7, selectedSegment: nil, centerPressed: true), by: &compositor)
    }()

    /// Encoding the @3x frame to PNG bytes in memory, as `render` writes frames.
    static let encodeFast = encode("encode-fast", settings: "FrameEncoder.frames") { pixels in
        try FrameEncoder.frames.encodeRGBA(pixels, width: 858, height: 858, rowStride: 858 * 4)
    }

    /// The same frame at libpng's defaults (zlib 6, all filters, filtered strategy); the frame
    /// is opaque, so its alpha is dropped as the frame encoder drops it.
    static let encodeDefault = encode("encode-default", settings: "libpng level 6, all filters, RGB") {
        pixels in
        try PNGEncoder(options: .default).encodeRGBA(
            pixels, width: 858, height: 858, rowStride: 858 * 4,
            droppingAlpha: FrameEncoder.layout(of: pixels, width: 858, height: 858, rowStride: 858 * 4)
                == .rgb)
    }

    static func encode(
        _ name: String, settings: String,
        _ encode: @escaping @Sendable (UnsafeRawBufferPointer) throws -> [UInt8]
    ) -> Benchmark {
        Benchmark(
            name, throughputUnit: "frames",
            facts: {
                let bytes = frame3x.pixels.withUnsafeBytes { (try? encode($0))?.count ?? 0 }
                return ["bytes": String(bytes), "size": "858x858", "settings": settings]
            },
            make: {
                let frame = frame3x
                return { frame.pixels.withUnsafeBytes { blackHole(try? encode($0)) } }
            })
    }

    /// One plain-text frame of the built-in art (@1x layers) in a grid of the given size.
    static func ascii(columns: Int, rows: Int) -> Benchmark {
        Benchmark(
            "ascii \(columns)x\(rows)", throughputUnit: "frames",
            make: {
                let renderer = try TerminalRenderer(
                    assets: assets(scale: 1), style: .ascii, columns: columns, rows: rows)
                let state = Mutex((renderer, 0))
                return {
                    state.withLock { state in
                        state.1 += 1
                        blackHole(try? state.0.render(spinning(state.1)))
                    }
                }
            })
    }

    /// What `luckywheel render --frames 180 --scale 2` does in memory: a seeded 3 s spin
    /// pressed at 0, 180 ticks at 60 Hz, each composed and PNG-encoded, results collected in
    /// order.
    static func pipeline(threads: Int?) -> Benchmark {
        let name = "pipeline@2x 180 frames, " + (threads.map { "\($0) thread" } ?? "all cores")
        return Benchmark(
            name, throughputUnit: "frames", unitsPerOperation: 180,
            facts: { ["threads": String(threads ?? ParallelFor.activeCores)] },
            make: {
                let timeline = try FrameTimeline.spin(
                    seed: 7, framesPerSecond: 60, spinTime: 0, frameCount: 180)
                let pipeline = FramePipeline(
                    timeline: timeline, compositor: FrameCompositor(assets: assets(scale: 2)),
                    threadCount: threads)
                let encoder = FrameEncoder.frames
                let side = 572
                return {
                    let bytes = Atomic(0)
                    try? pipeline.run(
                        process: { _, pixels in
                            try encoder.encodeRGBA(pixels, width: side, height: side, rowStride: side * 4)
                        },
                        deliver: { _, file in bytes.add(file.count, ordering: .relaxed) })
                    blackHole(bytes.load(ordering: .relaxed))
                }
            })
    }
}
