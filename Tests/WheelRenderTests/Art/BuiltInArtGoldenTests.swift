import TestSupport
import Testing

@testable import WheelRender

/// Fingerprints (FNV-1a 64 of the pixel bytes) of every asset at every scale. Any change to the
/// art or the rasteriser shows up here; when the change is intended, update the value and
/// regenerate the committed files under `Assets/`.
@Suite struct BuiltInArtGoldenTests {
    static let digests: [BuiltInAsset: [UInt64]] = [
        .sheet: [0x2859_8ce1_5515_1aa6, 0xf068_287e_e78c_17b2, 0x2aaa_e04f_a3dc_31c0],
        .sheetPressed: [0x4d47_1272_2ab4_d037, 0xdc02_3308_f798_09da, 0x765c_d4e6_6e85_7af5],
        .wheel: [0x1ed4_7033_ae3e_75ed, 0x5140_7515_d5d1_07a5, 0x1f30_6db0_3de5_ee15],
        .base: [0x7528_d985_17f5_dfff, 0x33e9_238e_178d_1119, 0x957e_a497_ab45_ddc3],
        .selectionWedge: [0x3bc9_018e_95a2_6139, 0x7cb7_9de6_fc3d_7ef1, 0x8623_f166_03b8_1d4d],
        .centerButton: [0x1145_0d00_3a6e_9fb9, 0xfcad_6698_dd36_e69a, 0xbab5_8c74_423d_26d2],
        .centerButtonPressed: [0x940a_9f6d_3982_8918, 0x98d1_996c_09db_3a18, 0x8ff6_9a3c_bd9b_c309],
        .pageBackground: [0x19f0_81c4_bf9a_0fef, 0x1065_240d_19c8_5f52, 0x8ea6_07c0_8a1a_0c09],
        .pointer: [0xbd09_bad1_4b82_0b51, 0x73bb_a6d2_ae44_c2ac, 0x5661_e6a7_1f46_d233],
    ]

    @Test(arguments: RenderedAssets.keys)
    func pixelsMatchTheGoldenDigest(_ key: RenderedAssets.Key) throws {
        let expected = try #require(Self.digests[key.asset]?[key.scale - 1])
        let actual = RenderedAssets.digest(RenderedAssets.image(key.asset, scale: key.scale))
        #expect(actual == expected, "\(key.fileName): 0x\(String(actual, radix: 16))")
    }
}
