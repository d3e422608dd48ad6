import WheelPNG
import WheelSlice

/// libFuzzer target: arbitrary bytes as a sprite sheet, sliced in memory. The first two bytes
/// choose the options (segments, sheet scale, output scales, upscaling, layout, compression,
/// a pressed twin); the rest is the PNG file, CRCs repaired. A sheet that decodes must slice
/// or be refused with a `SliceError`, and every wedge written must decode to the size the
/// plan gives it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSlice(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 2 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (first, second) = (Int(bytes[0]), Int(bytes[1]))
    let file = bytes[2...]
    let png =
        ChunkStream.hasSignature(Array(file.prefix(8)))
        ? ChunkStream.repairingCRCs(Array(file), from: 8) : Array(file)
    guard let image = DecodeOracle.check(png) else { return 0 }
    // Sheet scales 1, 1.5, 2, 3, 4; output bits 0–2 choose 1, 2, 3 and bit 7 adds 1.5 and 4.
    let scale = SliceScale.supported[first % SliceScale.supported.count]
    let chosenScales: [SliceScale] =
        [1, 2, 3].filter { second >> ($0 - 1) & 1 == 1 }.compactMap { SliceScale($0) }
        + (second & 0x80 != 0 ? [1.5, 4] : [])
    let options = SliceOptions(
        segments: 1 + (first >> 2) % 24,
        scales: chosenScales.isEmpty ? nil : chosenScales,
        allowUpscale: second & 0x08 != 0,
        layout: second & 0x10 != 0 ? .xcassets : .flat,
        compression: second & 0x20 != 0 ? .fast : .small,
        threadCount: 1)
    let result: SliceResult
    do {
        let sheet = try SpriteSheet(image: image, name: DecodeOracle.name, scale: scale)
        let pressed = second & 0x40 != 0 ? sheet : nil
        result = try WheelSlicer.slice(sheet, pressed: pressed, options: options)
    } catch {
        DecodeOracle.require(!error.description.isEmpty, "a slice error without a description")
        return 0
    }
    DecodeOracle.require(result.wedges.count == result.plan.wedgeFiles.count, "wedges missing")
    let decoder = PNGDecoder(limits: DecodeOracle.limits)
    for wedge in result.wedges {
        do {
            let decoded = try decoder.decode(wedge.bytes, name: wedge.file.path)
            DecodeOracle.require(
                decoded.header.width == wedge.file.width && decoded.header.height == wedge.file.height,
                "\(wedge.file.path) is \(decoded.header.width)×\(decoded.header.height), planned \(wedge.file.width)×\(wedge.file.height)"
            )
        } catch {
            DecodeOracle.fail("wedge \(wedge.file.path) does not decode: \(error)")
        }
    }
    return 0
}
