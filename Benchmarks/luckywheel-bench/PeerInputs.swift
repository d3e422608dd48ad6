import Foundation
import WheelPNG

/// The files `Benchmarks/peers/run-all.py` gives the peers, so that they work on exactly what
/// the scenarios work on: the @3x sheet and its pressed twin as the slice scenarios decode them,
/// and the @3x frame the `encode-*` scenarios encode.
enum PeerInputs {
    /// File names and contents.
    static var files: [(name: String, bytes: [UInt8])] {
        // A lossless file of the frame: the peers decode it and time only their encoding.
        let frame = (try? PNGEncoder(options: .default).encode(RenderScenario.frame3x)) ?? []
        return [
            ("LuckyAstrology@3x.png", SliceScenario.sheetFiles.sheet),
            ("LuckyAstrologyPressed@3x.png", SliceScenario.sheetFiles.pressed),
            ("frame@3x.png", frame),
        ]
    }

    /// Writes every file into `folder` (created if missing), replacing files of the same names.
    static func write(into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.name)
            try Data(file.bytes).write(to: url, options: .atomic)
        }
    }
}
