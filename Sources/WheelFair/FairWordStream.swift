/// The 32-bit words of one spin: block `j` (j = 0, 1, 2, …) is HMAC-SHA256 with the server seed
/// as key and the UTF-8 text `C:n:j` as message (client seed `C`, nonce `n` and `j` in
/// decimal); the blocks are concatenated and read as big-endian unsigned 32-bit words.
struct FairWordStream {
    /// Words in one 32-byte block.
    static let wordsPerBlock = 8

    private let key: [UInt8]
    /// The UTF-8 bytes of `C:n:j` for the current block `j`.
    private var message: [UInt8]
    /// How many bytes of `message` are `C:n:`.
    private let prefixLength: Int
    private var block: [UInt8] = []
    private var nextBlock = 0
    /// The next word's index in `block`; `wordsPerBlock` when a new block is needed.
    private var position = FairWordStream.wordsPerBlock
    /// How many words `next()` has returned.
    private(set) var wordsRead = 0

    /// The stream of `nonce` for `clientSeed` under `serverSeed`.
    init(serverSeed: ServerSeed, clientSeed: String, nonce: UInt64) {
        key = serverSeed.bytes
        message = Array("\(clientSeed):\(nonce):".utf8)
        prefixLength = message.count
    }

    /// The next word.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails (out of memory).
    mutating func next() throws(FairError) -> UInt32 {
        if position == Self.wordsPerBlock {
            message.removeSubrange(prefixLength...)
            message.append(contentsOf: String(nextBlock).utf8)
            block = try CryptoDigest.hmacSHA256(key: key, message: message)
            nextBlock += 1
            position = 0
        }
        let offset = 4 * position
        position += 1
        wordsRead += 1
        return UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16 | UInt32(block[offset + 2]) << 8
            | UInt32(block[offset + 3])
    }
}
