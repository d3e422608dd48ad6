/// libFuzzer target for Apple CgBI files. An input that starts with the PNG signature is
/// decoded as it is (the CgBI seeds are whole files); any other input is taken as the chunks
/// after a CgBI chunk, so every mutation stays on the CgBI path: raw deflate, BGR order,
/// premultiplied alpha. CRCs are repaired in both cases.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCgBI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if ChunkStream.hasSignature(bytes) {
        DecodeOracle.check(ChunkStream.repairingCRCs(bytes, from: 8))
        return 0
    }
    // The CgBI chunk Xcode writes: version 0x50, flags 0x2002 (BGRA, premultiplied).
    let file = ChunkStream.signature + ChunkStream.chunk("CgBI", [0x50, 0x00, 0x20, 0x02]) + bytes
    DecodeOracle.check(ChunkStream.repairingCRCs(file, from: 8))
    return 0
}
