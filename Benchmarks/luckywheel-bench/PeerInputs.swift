import Foundation
import WheelPNG

/// The files `Benchmarks/peers/run-all.py` gives the peers, so that they work on exactly what
/// the scenarios work on: the @3x sheet and its pressed twin as the slice scenarios decode them,
/// the @3x frame the `encode-*` scenarios encode, and the four kinds of @3x sheet
/// (`SheetKind`) the compression comparison slices.
enum PeerInputs {
    /// File names and contents.
    static func files() throws -> [(name: String, bytes: [UInt8])] {
        // A lossless file of the frame: the peers decode it and time only their encoding.
        let frame = (try? PNGEncoder(options: .default).encode(RenderScenario.frame3x)) ?? []
        return [
            ("LuckyAstrology@3x.png", SliceScenario.sheetFiles.sheet),
            ("LuckyAstrologyPressed@3x.png", SliceScenario.sheetFiles.pressed),
            ("frame@3x.png", frame),
        ] + (try SheetKind.allCases.map { kind in (kind.fileName, try kind.file()) })
    }

    /// Writes every file into `folder` (created if missing), replacing files of the same names.
    static func write(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in try files() {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.name)
            try Data(file.bytes).write(to: url, options: .atomic)
        }
    }
}
