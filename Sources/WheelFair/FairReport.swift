import WheelSupport

// What the `fair` commands print: text for people and JSON with a fixed key order, both pure
// string building, so the same inputs give the same bytes on every run and platform. Every
// fraction is written in the shortest form that reads back to the same `Double`.

extension ServerSeed {
    /// Two lines, the seed and its commitment (this reveals the seed):
    /// `server seed  <64 hex>` and `commitment   <64 hex>`.
    public var text: String {
        "server seed  \(hex)\ncommitment   \(commitment.hex)\n"
    }

    /// `{"serverSeed": …, "commitment": …}` (this reveals the seed): a seed record, which
    /// ``init(record:)`` reads back.
    public var jsonValue: JSONValue {
        .object([(Self.seedKey, .string(hex)), (Self.commitmentKey, .string(commitment.hex))])
    }

    /// The seed of a record that ``jsonValue`` wrote, checked against the record's commitment,
    /// so that a damaged or edited record is refused rather than used. Other members are
    /// ignored.
    /// - Throws: `FairError.invalidSeedRecord` when `record` is not an object with the two text
    ///   members, `FairError.hexLength` or `.notHexDigit` for either hex text,
    ///   `FairError.seedRecordMismatch` when the seed does not hash to the commitment.
    public init(record: JSONValue) throws(FairError) {
        guard let seedHex = record[Self.seedKey]?.stringValue else {
            throw .invalidSeedRecord(missing: Self.seedKey)
        }
        guard let commitmentHex = record[Self.commitmentKey]?.stringValue else {
            throw .invalidSeedRecord(missing: Self.commitmentKey)
        }
        let recorded = try Commitment(hex: commitmentHex)
        try self.init(hex: seedHex)
        guard commitment == recorded else {
            throw .seedRecordMismatch(recorded: recorded, computed: commitment)
        }
    }

    /// The member names of a seed record.
    static let seedKey = "serverSeed"
    static let commitmentKey = "commitment"
}

extension FairRules {
    /// `12 segments, uniform weights, landing margin 0.1` or `3 segments, weights 5,1,1, …`.
    public var summary: String {
        let weightText =
            isUniform ? "uniform weights" : "weights " + weights.map(String.init).joined(separator: ",")
        return
            "\(segmentCount) segments, \(weightText), landing margin \(DecimalText.shortest(landingMargin))"
    }

    /// `"segments"`, `"weights"` and `"landingMargin"` members for a JSON object.
    var jsonMembers: [(String, JSONValue)] {
        [
            ("segments", .int(segmentCount)), ("weights", .array(weights.map { .int(Int($0)) })),
            ("landingMargin", .number(landingMargin)),
        ]
    }
}

extension FairSpin {
    /// The spin for people, e.g.
    /// ```
    /// prize        segment 4 (number 5 on the wheel)
    /// landing      0.7341837518382817 of the segment, clockwise from its counter-clockwise border
    /// commitment   <64 hex>
    /// client seed  "alice", nonce 7; 12 segments, uniform weights, landing margin 0.1
    /// ```
    public var text: String {
        "prize        segment \(prize) (number \(number) on the wheel)\n"
            + "landing      \(DecimalText.shortest(fraction)) of the segment, clockwise from its "
            + "counter-clockwise border\n"
            + "commitment   \(commitment.hex)\n"
            + "client seed  \(JSONValue.string(clientSeed).serialized(pretty: false)), nonce \(nonce); "
            + rules.summary + "\n"
    }

    /// `prize`, `number`, `fraction`, `commitment`, `clientSeed`, `nonce`, `segments`,
    /// `weights`, `landingMargin`, `rejectedWords`.
    public var jsonValue: JSONValue {
        .object(
            [
                ("prize", .int(prize)), ("number", .int(number)), ("fraction", .number(fraction)),
                ("commitment", .string(commitment.hex)), ("clientSeed", .string(clientSeed)),
                ("nonce", .string(String(nonce))),
            ] + rules.jsonMembers + [("rejectedWords", .int(rejectedWords))])
    }
}

extension FairVerification {
    /// One line when verified (`verified: the server seed matches the commitment <64 hex>,
    /// and client seed "alice", nonce 7 give segment 4 (number 5 on the wheel); 12 segments,
    /// uniform weights, landing margin 0.1`: the client seed quoted as JSON, so an empty or
    /// invisible one shows), else one line per failed check (`FairCheckFailure.description`)
    /// after `verification failed:`, then what was checked (`checked: client seed "alice",
    /// nonce 7; 12 segments, …`). Both name the wheel's rules, which decide the segment: a
    /// verdict pasted without them did not say which wheel it held for.
    public var text: String {
        let seed = JSONValue.string(spin.clientSeed).serialized(pretty: false)
        guard !isVerified else {
            return "verified: the server seed matches the commitment \(publishedCommitment.hex), and client "
                + "seed \(seed), nonce \(spin.nonce) give segment \(spin.prize) (number \(spin.number) on the "
                + "wheel); \(spin.rules.summary)\n"
        }
        return "verification failed:\n" + failures.map { "  \($0.description)\n" }.joined()
            + "  checked: client seed \(seed), nonce \(spin.nonce); \(spin.rules.summary)\n"
    }

    /// `verified`, `failures` (each `{"check": "commitment" | "segment", "message": …}`),
    /// `commitment` (published), `computedCommitment`, `segment` (claimed), `derivedSegment`,
    /// `fraction` (derived), `clientSeed`, `nonce`, `segments`, `weights`, `landingMargin`.
    public var jsonValue: JSONValue {
        let failureValues: [JSONValue] = failures.map { failure in
            let check: String
            switch failure {
            case .commitmentMismatch: check = "commitment"
            case .segmentMismatch: check = "segment"
            }
            return .object([("check", .string(check)), ("message", .string(failure.description))])
        }
        return .object(
            [
                ("verified", .bool(isVerified)), ("failures", .array(failureValues)),
                ("commitment", .string(publishedCommitment.hex)),
                ("computedCommitment", .string(spin.commitment.hex)), ("segment", .int(claimedSegment)),
                ("derivedSegment", .int(spin.prize)), ("fraction", .number(spin.fraction)),
                ("clientSeed", .string(spin.clientSeed)), ("nonce", .string(String(spin.nonce))),
            ] + spin.rules.jsonMembers)
    }
}
