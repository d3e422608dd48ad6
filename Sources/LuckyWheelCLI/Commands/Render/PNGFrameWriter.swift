import Synchronization
import WheelPNG
import WheelRender

/// The PNG frames of `render --format png` and `demo`: rendered and encoded on every core
/// with a bounded window of frames in flight, each file handed to `store` (a frame folder, a
/// staging folder) as soon as it is encoded, with a progress bar on a terminal.
struct PNGFrameWriter {
    /// The frames to write.
    let timeline: FrameTimeline
    /// The images they are drawn from.
    let assets: WheelAssets
    /// How hard the files are compressed.
    var compression: FrameCompression = .standard

    /// The side of a frame in pixels.
    var side: Int { assets.frameSide }

    /// Renders and encodes every frame, calling `store(index, file)` on the encoding thread;
    /// returns the total number of bytes stored.
    func write(console: any Console, store: @escaping @Sendable (Int, [UInt8]) throws -> Void) throws -> Int {
        let compositor = FrameCompositor(assets: assets)
        let side = compositor.width
        let progress = ProgressReporter(console: console, total: timeline.frameCount, unit: "frames")
        defer { progress.finish() }
        let bytes = Atomic(0)
        let encoder = compression.encoder
        try FramePipeline(timeline: timeline, compositor: compositor).run(
            process: { index, pixels in
                let file = try Self.encode(pixels, side: side, encoder: encoder)
                try store(index, file)
                return file.count
            },
            deliver: { _, count in
                bytes.add(count, ordering: .relaxed)
                progress.advance()
            })
        return bytes.load(ordering: .relaxed)
    }

    /// One rendered frame, `side × side` pixels of straight RGBA rows, as the PNG file this
    /// writer stores (by default ``FrameEncoder/frames``); `demo`'s frame files next to its
    /// animated PNG are encoded here too, so both commands write the same bytes.
    static func encode(
        _ pixels: UnsafeRawBufferPointer, side: Int, encoder: FrameEncoder = FrameCompression.fast.encoder
    ) throws(PNGError) -> [UInt8] {
        try encoder.encodeRGBA(pixels, width: side, height: side, rowStride: side * 4)
    }
}
