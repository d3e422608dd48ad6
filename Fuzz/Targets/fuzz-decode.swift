/// libFuzzer target: arbitrary bytes as a PNG file, decoded as they are and again with every
/// chunk's CRC repaired (so mutations reach the chunk parsers and inflate). Every outcome must
/// be a typed `PNGError` or an image that agrees with the file's structure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    DecodeOracle.check(bytes)
    if ChunkStream.hasSignature(bytes) {
        DecodeOracle.check(ChunkStream.repairingCRCs(bytes, from: 8))
    }
    return 0
}
