internal import CCrypto

/// SHA-256 and HMAC-SHA256 computed by OpenSSL's libcrypto (through `CCrypto`), never by code
/// of this package.
enum CryptoDigest {
    /// SHA-256 (FIPS 180-4) of `bytes`: 32 bytes.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails (out of memory).
    static func sha256(_ bytes: [UInt8]) throws(FairError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(CCRYPTO_SHA256_LENGTH))
        let status = bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                ccrypto_sha256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        guard status == 1 else { throw .cryptoFailed(operation: "SHA-256") }
        return digest
    }

    /// HMAC-SHA256 (RFC 2104) of `message` under `key`: 32 bytes.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails (out of memory).
    static func hmacSHA256(key: [UInt8], message: [UInt8]) throws(FairError) -> [UInt8] {
        var tag = [UInt8](repeating: 0, count: Int(CCRYPTO_SHA256_LENGTH))
        let status = key.withUnsafeBufferPointer { key in
            message.withUnsafeBufferPointer { message in
                tag.withUnsafeMutableBufferPointer { output in
                    ccrypto_hmac_sha256(
                        key.baseAddress, key.count, message.baseAddress, message.count, output.baseAddress)
                }
            }
        }
        guard status == 1 else { throw .cryptoFailed(operation: "HMAC-SHA256") }
        return tag
    }

    /// `count` bytes from the operating system's random source.
    /// - Throws: `FairError.randomSourceFailed` with the `errno` of the failure.
    static func osRandomBytes(_ count: Int) throws(FairError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let code = bytes.withUnsafeMutableBufferPointer { buffer in
            ccrypto_os_random_bytes(buffer.baseAddress, buffer.count)
        }
        guard code == 0 else { throw .randomSourceFailed(errno: code) }
        return bytes
    }
}
