import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

/// The PNG files committed under `Assets/` are exactly what the generator writes.
///
/// To regenerate them after changing the art on purpose, run
/// `LUCKYWHEEL_UPDATE_ASSETS=1 swift test --filter BuiltInAssetFilesTests`, then update the
/// golden digests in `BuiltInArtGoldenTests` and commit both.
@Suite struct BuiltInAssetFilesTests {
    static let assetsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    @Test(arguments: RenderedAssets.keys)
    func committedFileIsReproducedByteForByte(key: RenderedAssets.Key) throws {
        let url = Self.assetsFolder.appendingPathComponent(key.fileName)
        let generated = try PNGEncoder(options: BuiltInArt.fileEncoding).encode(
            RenderedAssets.image(key.asset, scale: key.scale))
        if GoldenFile.updateRequested(variable: "LUCKYWHEEL_UPDATE_ASSETS") {
            try Data(generated).write(to: url)
        }
        let committed = try [UInt8](Data(contentsOf: url))
        // Pixels first, so a failure says whether the art or only the compression changed.
        let decoded = try PNGDecoder().decodeRGBA(committed, name: url.path)
        #expect(
            decoded == RenderedAssets.image(key.asset, scale: key.scale), "the art differs from \(url.path)")
        #expect(committed == generated, "same pixels, but zlib produced different bytes for \(url.path)")
    }

    @Test func theFolderHoldsNothingElse() throws {
        let expected = Set(RenderedAssets.keys.map(\.fileName))
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.assetsFolder.path))
            .filter { $0.hasSuffix(".png") }
        #expect(present == expected)
    }
}
