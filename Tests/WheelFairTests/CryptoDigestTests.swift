import Testing

@testable import WheelFair

/// libcrypto through CCrypto against the standards' own examples, so the hashes the fair
/// derivation rests on are the standard ones.
@Suite struct CryptoDigestTests {
    /// FIPS 180-4's SHA-256 examples (NIST's "Examples with intermediate values"): one block,
    /// the 448-bit message that needs two blocks, and the million 'a's.
    @Test(arguments: [
        ("abc", "ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61 d20638b8 e5c02693 0c3e6039 a33ce459 64ff2167 f6ecedd4 19db06c1"
        ),
        (
            String(repeating: "a", count: 1_000_000),
            "cdc76e5c 9914fb92 81a1c7e2 84d73e67 f1809a48 a497200e 046d39cc c7112cd0"
        ),
        ("", "e3b0c442 98fc1c14 9afbf4c8 996fb924 27ae41e4 649b934c a495991b 7852b855"),
    ])
    func sha256MatchesFIPS180_4(message: String, digest: String) throws {
        #expect(try CryptoDigest.sha256(Array(message.utf8)) == hexBytes(digest))
    }

    /// One HMAC test case: key, data and the expected tag as hex.
    struct HMACCase: Sendable, CustomTestStringConvertible {
        let number: Int
        let key: [UInt8]
        let data: [UInt8]
        let tag: String
        var testDescription: String { "RFC 4231 test case \(number)" }
    }

    static let blockSizeKey = [UInt8](repeating: 0xaa, count: 131)

    /// RFC 4231 section 4, test cases 1–7 for HMAC-SHA-256 (case 5's tag is truncated to 128
    /// bits in the RFC, so only that prefix is compared).
    static let rfc4231: [HMACCase] = [
        HMACCase(
            number: 1, key: [UInt8](repeating: 0x0b, count: 20), data: Array("Hi There".utf8),
            tag: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        HMACCase(
            number: 2, key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8),
            tag: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        HMACCase(
            number: 3, key: [UInt8](repeating: 0xaa, count: 20), data: [UInt8](repeating: 0xdd, count: 50),
            tag: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        HMACCase(
            number: 4, key: (1...25).map { UInt8($0) }, data: [UInt8](repeating: 0xcd, count: 50),
            tag: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
        HMACCase(
            number: 5, key: [UInt8](repeating: 0x0c, count: 20), data: Array("Test With Truncation".utf8),
            tag: "a3b6167473100ee06e0c796c2955552b"),
        HMACCase(
            number: 6, key: blockSizeKey,
            data: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            tag: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        HMACCase(
            number: 7, key: blockSizeKey,
            data: Array(
                ("This is a test using a larger than block-size key and a larger than block-size data. "
                    + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
            tag: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ]

    @Test(arguments: rfc4231)
    func hmacSHA256MatchesRFC4231(_ test: HMACCase) throws {
        let expected = hexBytes(test.tag)
        let computed = try CryptoDigest.hmacSHA256(key: test.key, message: test.data)
        #expect(computed.count == 32)
        #expect(Array(computed.prefix(expected.count)) == expected)
    }

    /// The OS source gives the bytes asked for, and two draws of 32 bytes differ (equal draws
    /// have probability 2⁻²⁵⁶).
    @Test func osRandomBytesComeInTheRequestedLengthAndDiffer() throws {
        #expect(try CryptoDigest.osRandomBytes(0).isEmpty)
        let first = try CryptoDigest.osRandomBytes(32)
        let second = try CryptoDigest.osRandomBytes(32)
        #expect(first.count == 32 && second.count == 32)
        #expect(first != second)
        #expect(try CryptoDigest.osRandomBytes(100_000).count == 100_000)
    }
}
