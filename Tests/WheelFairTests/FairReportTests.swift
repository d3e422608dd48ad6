import Testing
import WheelCore
import WheelFair
import WheelSupport

/// What the `fair` commands print, byte for byte (the README shows the same output).
@Suite struct FairReportTests {
    static let seed = Result { try ServerSeed(bytes: Array(0..<32)) }
    static let seedHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    static let commitmentHex = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"

    @Test func seedText() throws {
        let seed = try Self.seed.get()
        #expect(seed.text == "server seed  \(Self.seedHex)\ncommitment   \(Self.commitmentHex)\n")
        #expect(
            seed.jsonValue.serialized()
                == "{\n  \"serverSeed\": \"\(Self.seedHex)\",\n  \"commitment\": \"\(Self.commitmentHex)\"\n}\n"
        )
    }

    @Test func spinText() throws {
        let spin = try FairSpin(serverSeed: Self.seed.get(), clientSeed: "alice", nonce: 0)
        #expect(
            spin.text == """
                prize        segment 1 (number 2 on the wheel)
                landing      0.2632951600477099 of the segment, clockwise from its counter-clockwise border
                commitment   \(Self.commitmentHex)
                client seed  "alice", nonce 0; 12 segments, uniform weights, landing margin 0.1

                """)
        let weighted = try FairSpin(
            serverSeed: Self.seed.get(), clientSeed: "bob \"b\"", nonce: 3,
            rules: FairRules(weights: [5, 1, 1], landingMargin: 0.2))
        #expect(
            weighted.text.hasSuffix(
                "client seed  \"bob \\\"b\\\"\", nonce 3; 3 segments, weights 5,1,1, landing margin 0.2\n"))
        #expect(
            spin.jsonValue.serialized(pretty: false)
                == "{\"prize\": 1, \"number\": 2, \"fraction\": 0.2632951600477099, "
                + "\"commitment\": \"\(Self.commitmentHex)\", \"clientSeed\": \"alice\", \"nonce\": \"0\", "
                + "\"segments\": 12, \"weights\": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], \"landingMargin\": 0.1, "
                + "\"rejectedWords\": 0}")
    }

    @Test func verificationText() throws {
        let seed = try Self.seed.get()
        let verified = try FairVerification(
            commitment: seed.commitment, serverSeed: seed, clientSeed: "alice", nonce: 0, segment: 1)
        #expect(
            verified.text
                == "verified: the server seed matches the commitment \(Self.commitmentHex), and client seed "
                + "\"alice\", nonce 0 give segment 1 (number 2 on the wheel); 12 segments, uniform weights, "
                + "landing margin 0.1\n")
        let wrong = try ServerSeed(bytes: Array(repeating: 0, count: 32))
        let failed = try FairVerification(
            commitment: seed.commitment, serverSeed: wrong, clientSeed: "alice", nonce: 0, segment: 1)
        let derived = failed.spin.prize
        #expect(derived != 1)
        #expect(
            failed.text == """
                verification failed:
                  commitment mismatch: the server seed hashes to \(wrong.commitment.hex), not to the published commitment \(Self.commitmentHex)
                  wrong segment: these seeds and nonce give segment \(derived) (number \(derived + 1) on the wheel), not segment 1
                  checked: client seed "alice", nonce 0; 12 segments, uniform weights, landing margin 0.1

                """)
        let json = failed.jsonValue
        #expect(json["verified"] == .bool(false))
        #expect(
            json["failures"]?.arrayValue?.compactMap { $0["check"]?.stringValue } == [
                "commitment", "segment",
            ])
        #expect(json["computedCommitment"]?.stringValue == wrong.commitment.hex)
        #expect(json["derivedSegment"]?.intValue == derived)
        #expect(verified.jsonValue["verified"] == .bool(true))
        #expect(verified.jsonValue["failures"] == .array([]))
    }
}
