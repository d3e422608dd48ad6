import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

/// Frames of the built-in reference screen start from the layers the binary carries, with the
/// same bytes as composing them from the drawn art; any other screen composes its own, and
/// carried bytes that are not as expected are refused (the layers are then composed).
@Suite struct CarriedLayersTests {
    static func sprites(_ layers: SceneLayers, centerPressed: Bool) -> [[Int]] {
        layers.overlay(centerPressed: centerPressed).map {
            [$0.x, $0.y, $0.image.width, $0.image.height] + $0.image.pixels.map(Int.init)
        }
    }

    @Test(arguments: BuiltInArt.scales)
    func carriedAndComposedScenesGiveTheSameFrames(scale: Int) throws {
        let builtIn = try WheelAssets.builtIn(scale: scale)
        let drawn = try BuiltInLayersFileTests.drawnAssets(scale: scale)
        let carried = SceneLayers(builtIn)
        let composed = SceneLayers(drawn)
        #expect(CarriedLayers.carried(for: builtIn) != nil)
        #expect(carried.background == composed.background)
        #expect(carried.wheel.image == composed.wheel.image)
        for pressed in [false, true] {
            #expect(
                Self.sprites(carried, centerPressed: pressed)
                    == Self.sprites(composed, centerPressed: pressed))
        }
        var fromBinary = FrameCompositor(assets: builtIn)
        var fromArt = FrameCompositor(assets: drawn)
        for state in [
            FrameState(angle: 0.3, selectedSegment: nil, centerPressed: false),
            FrameState(angle: 2.1, selectedSegment: nil, centerPressed: true),
            FrameState(angle: -1, selectedSegment: 7, centerPressed: false),
        ] {
            #expect(try fromBinary.render(state) == fromArt.render(state), "\(state)")
        }
        #expect(builtIn.images.drawnAssets == [.wheel, .sheet, .sheetPressed, .selectionWedge])
    }

    /// Other segment counts and given images compose their own layers from what they have.
    @Test func onlyTheReferenceScreenIsCarried() throws {
        #expect(CarriedLayers.carried(for: try WheelAssets.builtIn(scale: 1)) != nil)
        #expect(CarriedLayers.carried(for: try WheelAssets.builtIn(scale: 1, segments: 8)) == nil)
        #expect(CarriedLayers.carried(for: try BuiltInLayersFileTests.drawnAssets(scale: 1)) == nil)
        let eight = try WheelAssets.builtIn(scale: 1, segments: 8)
        var compositor = FrameCompositor(assets: eight)
        _ = try compositor.render(FrameState(angle: 0.3, selectedSegment: nil, centerPressed: false))
        #expect(
            eight.images.drawnAssets == [.pageBackground, .base, .wheel, .sheet, .centerButton, .pointer])
    }

    /// Every way the bytes can be wrong is refused with what was wrong.
    @Test func unexpectedBytesAreRefused() throws {
        let good = Array(try #require(CarriedLayers.carriedBytes(scale: 1)))
        func decode(_ bytes: [UInt8], scale: Int = 1) -> CarriedLayers.FormatError? {
            let result = bytes.withUnsafeBytes { raw in
                Result { () throws(CarriedLayers.FormatError) in
                    try CarriedLayers(decoding: raw, scale: scale)
                }
            }
            guard case .failure(let error) = result else { return nil }
            return error
        }
        #expect(decode(good) == nil)
        func changed(_ offset: Int, _ value: UInt8) -> [UInt8] {
            var bytes = good
            bytes[offset] = value
            return bytes
        }
        #expect(decode(Array(good.prefix(30))) == .truncated(needed: 100, available: 30))
        #expect(decode(changed(0, 0x4D)) == .notCarriedLayers(leadingBytes: Array("MWLY".utf8)))
        #expect(decode(changed(4, 2)) == .formatVersion(2))
        #expect(decode(good, scale: 2) == .screen(scale: 1, segments: 12))
        #expect(decode(changed(12, 8)) == .screen(scale: 1, segments: 8))
        // Layer 1 (the wheel layer) one pixel wider than the scale's.
        #expect(decode(changed(36, 0x27)) == .layerShape(index: 1, width: 295, height: 294, bytesPerPixel: 4))
        #expect(decode(Array(good.dropLast())) == .truncated(needed: good.count, available: good.count - 1))
        guard case .pixels(index: 0, .corruptImageData) = decode(changed(120, good[120] ^ 0x40)) else {
            Issue.record("a damaged stream was not refused as damaged pixels")
            return
        }
    }
}
