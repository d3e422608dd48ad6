import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSlice

@testable import WheelRender

/// The layers the binary carries (`Sources/CBuiltInLayers/Data/layers@Nx.bin`) are exactly what
/// the drawn art composes to, at every scale.
///
/// To rewrite them after changing the art or how layers are composed, run
/// `LUCKYWHEEL_UPDATE_ASSETS=1 swift test --filter BuiltInLayersFileTests` (with the `Assets/`
/// files, see `BuiltInAssetFilesTests`), build again (the binary embeds the files at build
/// time) and run the tests once more; commit the four files in `Data/`.
@Suite struct BuiltInLayersFileTests {
    static let dataFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CBuiltInLayers/Data")

    /// The reference screen as drawn, every image given, so nothing comes from the binary.
    static func drawnAssets(scale: Int) throws -> WheelAssets {
        let image = { (asset: BuiltInAsset) in RenderedAssets.image(asset, scale: scale) }
        let sliceScale = try #require(SliceScale(scale))
        return try WheelAssets(
            scale: scale, pageBackground: image(.pageBackground), base: image(.base), wheel: image(.wheel),
            selectionWedge: image(.selectionWedge), centerButton: image(.centerButton),
            centerButtonPressed: image(.centerButtonPressed), pointer: image(.pointer),
            segments: WheelAssets.cells(of: image(.sheet), scale: sliceScale, segments: 12),
            pressedSegments: WheelAssets.cells(of: image(.sheetPressed), scale: sliceScale, segments: 12))
    }

    static func fileName(scale: Int) -> String { "layers@\(scale)x.bin" }

    @Test(arguments: BuiltInArt.scales)
    func carriedLayersAreWhatTheDrawnArtComposes(scale: Int) throws {
        let composed = CarriedLayers(composing: try Self.drawnAssets(scale: scale))
        let generated = try composed.encoded()
        let url = Self.dataFolder.appendingPathComponent(Self.fileName(scale: scale))
        if GoldenFile.updateRequested(variable: "LUCKYWHEEL_UPDATE_ASSETS") {
            try Data(generated).write(to: url)
            try Self.writeLengths()
        }
        let committed = try [UInt8](Data(contentsOf: url))
        // Pixels first, so a failure says whether the layers or only their compression changed.
        let decoded = try committed.withUnsafeBytes { try CarriedLayers(decoding: $0, scale: scale) }
        #expect(decoded == composed, "the composed layers differ from \(url.path)")
        #expect(committed == generated, "same layers, but libdeflate produced other bytes for \(url.path)")
        let carried = try #require(
            CarriedLayers.carried(scale: scale), "the binary carries no layers @\(scale)x; build again")
        #expect(carried == composed, "the binary carries other layers than \(url.path); build again")
    }

    @Test func recordedLengthsAreTheFiles() throws {
        let header = try String(
            contentsOf: Self.dataFolder.appendingPathComponent("cbuiltinlayers_lengths.h"), encoding: .utf8)
        #expect(header == (try Self.lengthsHeader()))
    }

    @Test func theFolderHoldsNothingElse() throws {
        let expected = Set(BuiltInArt.scales.map(Self.fileName) + ["cbuiltinlayers_lengths.h"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: Self.dataFolder.path)) == expected)
    }

    /// The header `cbuiltinlayers.c` checks the embedded lengths against (and which makes the
    /// build recompile it when the data changes).
    static func lengthsHeader() throws -> String {
        var text = "// Written by BuiltInLayersFileTests with layers@*.bin: their lengths in bytes.\n"
        for scale in BuiltInArt.scales {
            let url = dataFolder.appendingPathComponent(fileName(scale: scale))
            let length = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? -1
            text += "#define CBUILTINLAYERS_LENGTH_\(scale)X \(length)u\n"
        }
        return text
    }

    /// Called after each file is written, so the last call sees every file (tests run in parallel).
    static func writeLengths() throws {
        try lengthsHeader().write(
            to: dataFolder.appendingPathComponent("cbuiltinlayers_lengths.h"), atomically: true,
            encoding: .utf8)
    }
}
