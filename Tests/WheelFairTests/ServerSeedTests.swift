import Testing
import WheelCore
import WheelFair
import WheelSupport

@Suite struct ServerSeedTests {
    static let countingHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

    /// 64 hex digits in, the same 32 bytes and lowercase hex out; the commitment is SHA-256 of
    /// the bytes (not of the hex text).
    @Test func readsAndWritesHexAndCommitsToTheBytes() throws {
        let seed = try ServerSeed(hex: Self.countingHex)
        #expect(seed.bytes == Array(0..<32))
        #expect(seed.hex == Self.countingHex)
        #expect(try ServerSeed(hex: Self.countingHex.uppercased()) == seed)
        // SHA-256 of the bytes 00 01 … 1f (Python: hashlib.sha256(bytes(range(32)))).
        let expected = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
        #expect(seed.commitment.hex == expected)
        #expect(try Commitment(hex: expected) == seed.commitment)
        #expect(try Commitment(hex: expected.uppercased()).hex == expected)
        #expect(try ServerSeed(bytes: Array(0..<32)) == seed)
    }

    /// Printing a seed shows its commitment, never the secret.
    @Test func descriptionDoesNotRevealTheSeed() throws {
        let seed = try ServerSeed(hex: Self.countingHex)
        #expect(seed.description == "server seed committed to \(seed.commitment.hex)")
        #expect(!"\(seed)".contains(Self.countingHex))
    }

    @Test func generatedSeedsAreNewEachTimeAndCommitted() throws {
        let seeds = try (0..<8).map { _ in try ServerSeed.generate() }
        #expect(Set(seeds.map(\.hex)).count == 8)
        for seed in seeds {
            #expect(seed.bytes.count == 32)
            #expect(seed.hex.count == 64 && seed.hex == seed.hex.lowercased())
            #expect(try ServerSeed(hex: seed.hex) == seed)
        }
    }

    @Test(arguments: [
        (String(ServerSeedTests.countingHex.dropLast()), FairError.hexLength(.serverSeed, digits: 63)),
        (ServerSeedTests.countingHex + "0", .hexLength(.serverSeed, digits: 65)),
        ("", .hexLength(.serverSeed, digits: 0)),
        (
            "0x" + ServerSeedTests.countingHex.dropFirst(2),
            .notHexDigit(.serverSeed, character: "x", position: 2)
        ),
        (" " + ServerSeedTests.countingHex, .notHexDigit(.serverSeed, character: " ", position: 1)),
        // A fullwidth digit is a hex digit to Unicode, not here.
        (
            "０" + ServerSeedTests.countingHex.dropFirst(),
            .notHexDigit(.serverSeed, character: "０", position: 1)
        ),
        (
            ServerSeedTests.countingHex.dropLast() + "g",
            .notHexDigit(.serverSeed, character: "g", position: 64)
        ),
    ])
    func refusesMalformedHexSayingWhere(text: String, error: FairError) {
        #expect(throws: error) { try ServerSeed(hex: text) }
    }

    /// A joiner after a digit makes one character of the two: the joiner is named, not the
    /// digit (it was: "has '1' at position 4").
    @Test func aJoinerAfterADigitIsNamedItself() {
        let text = String(Self.countingHex.prefix(4)) + "\u{200D}" + String(Self.countingHex.dropFirst(4))
        #expect(throws: FairError.notHexDigit(.serverSeed, character: "\u{200D}", position: 5)) {
            try ServerSeed(hex: text)
        }
    }

    @Test func refusesMalformedCommitmentsAndSeedBytes() {
        #expect(throws: FairError.hexLength(.commitment, digits: 3)) { try Commitment(hex: "abc") }
        #expect(throws: FairError.serverSeedLength(bytes: 31)) { try ServerSeed(bytes: Array(0..<31)) }
    }

    /// A seed record reads back as the seed that wrote it; a record whose commitment is not the
    /// seed's, or that lacks a member, is refused.
    @Test func aSeedRecordReadsBackAndIsCheckedAgainstItsCommitment() throws {
        let seed = try ServerSeed(hex: Self.countingHex)
        let text = seed.jsonValue.serialized()
        #expect(try ServerSeed(record: JSONValue(parsing: text)) == seed)
        let other = try ServerSeed(bytes: Array(repeating: 7, count: 32))
        let edited = JSONValue.object([
            ("serverSeed", .string(other.hex)), ("commitment", .string(seed.commitment.hex)),
        ])
        #expect(throws: FairError.seedRecordMismatch(recorded: seed.commitment, computed: other.commitment)) {
            try ServerSeed(record: edited)
        }
        #expect(throws: FairError.invalidSeedRecord(missing: "serverSeed")) {
            try ServerSeed(record: .array([]))
        }
        #expect(throws: FairError.invalidSeedRecord(missing: "commitment")) {
            try ServerSeed(record: .object([("serverSeed", .string(seed.hex)), ("commitment", .int(1))]))
        }
        #expect(throws: FairError.hexLength(.commitment, digits: 2)) {
            try ServerSeed(
                record: .object([("serverSeed", .string(seed.hex)), ("commitment", .string("ab"))]))
        }
    }
}
