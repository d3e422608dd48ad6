import TestSupport
import Testing
import WheelPNG
import WheelSlice

@testable import WheelRender

/// Every built-in asset at every scale, drawn once per test process and shared by the tests
/// (drawing all 27 images takes a couple of seconds in a debug build).
enum RenderedAssets {
    struct Key: Hashable, Sendable, CustomTestStringConvertible {
        var asset: BuiltInAsset
        var scale: Int

        /// The asset's file name at this scale (every key's scale is one of ``BuiltInArt/scales``).
        var fileName: String {
            SliceScale(scale).map { asset.fileName(scale: $0) } ?? "\(asset) at \(scale)x"
        }

        var testDescription: String { fileName }
    }

    static let keys: [Key] = BuiltInAsset.allCases.flatMap { asset in
        BuiltInArt.scales.map { Key(asset: asset, scale: $0) }
    }

    /// A failed draw is stored as a 1 × 1 image, which the size test reports.
    static let images: [Key: RGBAImage] = drawAll()

    static func drawAll() -> [Key: RGBAImage] {
        var images: [Key: RGBAImage] = [:]
        for key in keys {
            images[key] =
                (try? BuiltInArt.image(key.asset, scale: key.scale))
                ?? RGBAImage(validatedWidth: 1, height: 1)
        }
        return images
    }

    static func image(_ asset: BuiltInAsset, scale: Int) -> RGBAImage {
        images[Key(asset: asset, scale: scale)] ?? RGBAImage(validatedWidth: 1, height: 1)
    }

    /// FNV-1a 64 of the pixel bytes: a compact fingerprint for golden tests.
    static func digest(_ image: RGBAImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in image.pixels {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
