internal import CLibPNG
internal import WheelSupport

/// Why libpng dropped an ancillary chunk for its size, in words that say so: libpng calls
/// compressed text that inflates past the decoder's limit on one chunk (``PNGLimits/maxChunkBytes``)
/// "truncated", as it calls a stream that really is cut short, and a large chunk "chunk data
/// is too large; unknown chunk exceeds memory limits", though iTXt is no unknown chunk.
enum ChunkSizeReason {
    /// libpng's words for a chunk dropped for its size, which ``reason(for:in:bytes:maxChunkBytes:)``
    /// replaces when it finds the size was the cause.
    static let libpngWords: Set<String> = [
        "truncated", "chunk data is too large", "unknown chunk exceeds memory limits", "insufficient memory",
    ]

    /// The chunks whose data is, or holds, a zlib stream libpng inflates within the limit.
    private static let compressedTypes: Set<String> = ["zTXt", "iTXt", "iCCP"]

    /// Why the decoder's limit made libpng drop a chunk of `type` in the file in `bytes`, or
    /// nil when none of them is past it (a compressed stream cut short is told in libpng's
    /// word, "truncated").
    static func reason(
        for type: String, in info: PNGFileInfo, bytes: UnsafeRawBufferPointer, maxChunkBytes: Int
    ) -> String? {
        let limit = DecimalText.grouped(maxChunkBytes)
        for chunk in info.chunks where chunk.type == type && chunk.crcIsValid {
            guard chunk.dataOffset + chunk.length <= bytes.count else { continue }
            if chunk.length > maxChunkBytes {
                return
                    "its \(DecimalText.grouped(chunk.length)) bytes are more than the \(limit) a chunk may "
                    + "hold when read"
            }
            guard compressedTypes.contains(type) else { continue }
            let data = UnsafeRawBufferPointer(
                rebasing: bytes[chunk.dataOffset..<chunk.dataOffset + chunk.length])
            guard let start = streamStart(type: type, data: data) else { continue }
            let stream = UnsafeRawBufferPointer(rebasing: data[start...])
            let past = clibpng_inflates_past(
                stream.baseAddress?.assumingMemoryBound(to: UInt8.self), stream.count, maxChunkBytes)
            if past == 1 {
                let what = type == "iCCP" ? "profile" : "text"
                return
                    "its compressed \(what) inflates to more than the \(limit) bytes a chunk may hold when read"
            }
        }
        return nil
    }

    /// Where the zlib stream of a compressed chunk's `data` starts: after the keyword's NUL and
    /// the method byte (zTXt, iCCP); in iTXt, after the flag, method, language tag and
    /// translated keyword, when its flag says compressed. Nil when there is none.
    private static func streamStart(type: String, data: UnsafeRawBufferPointer) -> Int? {
        guard let keywordEnd = data.firstIndex(of: 0) else { return nil }
        guard type == "iTXt" else { return keywordEnd + 2 <= data.count ? keywordEnd + 2 : nil }
        let flag = keywordEnd + 1
        guard flag + 1 < data.count, data[flag] == 1 else { return nil }
        guard let languageEnd = data[(flag + 2)...].firstIndex(of: 0),
            let translatedEnd = data[(languageEnd + 1)...].firstIndex(of: 0)
        else { return nil }
        return translatedEnd + 1
    }
}
