import WheelPNG

extension PNGEncodingOptions {
    /// The libpng settings for frames: zlib level 1, the Up filter, the RLE strategy. Frames
    /// are written by `FrameEncoder.frames` (libdeflate) since it measured faster and smaller
    /// (`Benchmarks/peers/render/frame-sweep.txt`); `demo`'s contact sheet still uses these.
    ///
    /// Chosen by measurement (`swift run -c release luckywheel-bench --sweep frames`, output in `Benchmarks/peers/render/frame-sweep.txt`): two real 572 × 572
    /// frames of the built-in art, at rest and mid-spin, one core. Per pair: Up + RLE 22.1 ms,
    /// 984 541 bytes; Sub + RLE 21.7 ms, 990 496 bytes; Paeth + RLE 25.9 ms, 912 860 bytes;
    /// the previous `fast` preset (level 1, Up, default strategy) 27.7 ms, 986 365 bytes;
    /// libpng-style adaptive filters at level 1 41.7 ms, 974 694 bytes. With RLE the zlib level
    /// barely matters (only runs are matched); unfiltered rows are twice as large. Encoding
    /// costs several times the composing, so speed won over Paeth's 7 % smaller files.
    public static let frames = PNGEncodingOptions(compressionLevel: 1, filters: .up, strategy: .rle)
}
