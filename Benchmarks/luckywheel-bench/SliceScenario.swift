import BenchmarkKit
import WheelPNG
import WheelRender
import WheelSlice

/// Slicing the built-in 1440 × 141 @3x RGBA sheet and its pressed twin into 12 + 12 wedges, in process:
/// decode both sheets from memory, cut, encode every wedge to memory. The same work as
/// `Benchmarks/peers/slice/slice.c`, which `Benchmarks/peers/run-all.py` times against this in
/// the same run, on the files `--write-inputs` writes (`PeerInputs`).
enum SliceScenario {
    static let all: [Benchmark] = [
        scenario("slice@3x default, 1 thread", .small, threads: 1),
        scenario("slice@3x default, all cores", .small, threads: nil),
        scenario("slice@3x fast, 1 thread", .fast, threads: 1),
        scenario("slice@3x fast, all cores", .fast, threads: nil),
        scenario("slice@3x best, all cores", .best, threads: nil),
    ]

    /// The built-in sheet and its pressed twin at @3x (1440 × 141 RGBA each).
    static let sheetImages: [RGBAImage] = [BuiltInAsset.sheet, .sheetPressed].map { asset in
        // Scale 3 is always supported, so drawing cannot fail.
        (try? BuiltInArt.image(asset, scale: 3)) ?? RGBAImage(validatedWidth: 1440, height: 141)
    }

    /// The two sheet files exactly as committed under `Assets/`, encoded once per process.
    static let sheetFiles: (sheet: [UInt8], pressed: [UInt8]) = {
        let encoder = PNGEncoder(options: BuiltInArt.fileEncoding)
        // The sheets are valid 1440 × 141 RGBA images, so encoding cannot fail.
        let sheet = (try? encoder.encode(sheetImages[0])) ?? []
        let pressed = (try? encoder.encode(sheetImages[1])) ?? []
        return (sheet, pressed)
    }()

    static func scenario(_ name: String, _ compression: SliceCompression, threads: Int?) -> Benchmark {
        let options = SliceOptions(segments: 12, compression: compression, threadCount: threads)
        return Benchmark(
            name, throughputUnit: "sheets", unitsPerOperation: 2,
            facts: {
                let result = try? slice(sheetFiles, options: options)
                let bytes = result?.wedges.reduce(0) { $0 + $1.bytes.count } ?? 0
                return ["bytes": String(bytes), "wedges": "24"]
            },
            make: {
                let files = sheetFiles
                return { blackHole(try? slice(files, options: options)) }
            })
    }

    static func slice(_ files: (sheet: [UInt8], pressed: [UInt8]), options: SliceOptions) throws
        -> SliceResult
    {
        let decoder = PNGDecoder()
        let sheet = try SpriteSheet(
            image: decoder.decode(files.sheet, name: "LuckyAstrology@3x.png"), name: "LuckyAstrology@3x.png",
            scale: 3)
        let pressed = try SpriteSheet(
            image: decoder.decode(files.pressed, name: "LuckyAstrologyPressed@3x.png"),
            name: "LuckyAstrologyPressed@3x.png", scale: 3)
        return try WheelSlicer.slice(sheet, pressed: pressed, options: options)
    }
}
