import WheelFair

/// `luckywheel fair verify`: the player's check after the server seed is revealed.
struct FairVerifyCommand: Command {
    static let configuration = CommandConfiguration(
        name: "verify",
        abstract: "Check a revealed server seed against its commitment and a spin's segment.",
        discussion: """
            Two checks, both always made: SHA-256 of the server seed is the commitment
            published before play, and the seeds and nonce (with --segments, --weights and
            --landing-margin as played) give the segment the wheel stopped on. Exits 0 when
            both pass; 1 when one fails, printing which and the values that show it. The
            revealed server seed is --server-seed, or --seed-file: the record 'luckywheel fair
            seed --json' wrote.

            EXAMPLES:
              luckywheel fair verify --commitment HEX --server-seed HEX \\
                  --client-seed alice --nonce 0 --segment 1
              luckywheel fair verify --commitment HEX --seed-file seed.json \\
                  --client-seed alice --nonce 0 --segment 1
            """)

    static let json = Flag("--json", help: "Print the verdict as JSON instead of text.")
    static let arguments: [any ArgumentDeclaration] =
        [FairArguments.commitment.required] + FairSpinArguments.seedArguments
        + [FairArguments.segment.required] + FairSpinArguments.ruleArguments + [json]
    static var exclusions: [OptionExclusion] { [FairArguments.oneServerSeed] }

    var commitment: Commitment
    var spin: FairSpinArguments
    var segment: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let commitmentHex = try arguments.value(FairArguments.commitment) ?? ""
        commitment = try FairArguments.checked(arguments.commandPath) { () throws(FairError) in
            try Commitment(hex: commitmentHex)
        }
        spin = try FairSpinArguments(parsing: arguments)
        // The parser refuses a command line without it (it is required).
        segment = try arguments.value(FairArguments.segment) ?? 0
        json = try arguments.value(Self.json)
    }

    /// A segment the wheel does not have cannot be checked: a usage error naming `--segment`
    /// (before a seed file is read).
    func validate() throws(UsageError) {
        let count = spin.rules.segmentCount
        guard (0..<count).contains(segment) else {
            _ = try FairArguments.checked(Self.commandPath) { () throws(FairError) in
                throw .wheel(.segmentOutOfRange(segment: segment, segmentCount: count))
            }
            return
        }
    }

    func run(console: any Console) throws -> ExitCode {
        if let warning = FairArguments.clientSeedWarning(spin.clientSeed) { console.warn(warning) }
        let serverSeed = try spin.serverSeed()
        let verification = try FairArguments.checked(Self.commandPath) { () throws(FairError) in
            try FairVerification(
                commitment: commitment, serverSeed: serverSeed, clientSeed: spin.clientSeed,
                nonce: spin.nonce,
                segment: segment, rules: spin.rules)
        }
        console.show(json ? verification.jsonValue.serialized() : verification.text)
        return verification.isVerified ? .success : .checkFailed
    }
}
