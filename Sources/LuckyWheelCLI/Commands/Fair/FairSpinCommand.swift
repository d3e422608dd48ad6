import WheelFair

/// `luckywheel fair spin`: the prize and landing point of one spin, derived from the seeds
/// and the nonce.
struct FairSpinCommand: Command {
    static let configuration = CommandConfiguration(
        name: "spin",
        abstract: "Derive one fair spin: the prize, its landing point and the commitment.",
        discussion: """
            Prints the prize (segment K counts from 0; the wheel numbers it K + 1), the landing
            fraction inside it (clockwise from its counter-clockwise border), the commitment of
            the server seed, and what the spin was drawn from. render and play with the same
            seeds, nonce, --segments, --weights and --landing-margin stop on this point.

            The server seed is --server-seed, or --seed-file: the record 'luckywheel fair seed
            --json' wrote (its commitment checked), which keeps the secret off the command line
            and out of the shell's history.

            EXAMPLES:
              luckywheel fair spin --seed-file seed.json --client-seed alice --nonce 0
              luckywheel fair spin --server-seed HEX --client-seed alice --nonce 0
              luckywheel fair spin --server-seed HEX --client-seed alice --nonce 7 \\
                  --weights 5,1,1,1 --json
            """)

    static let json = Flag("--json", help: "Print the spin as JSON instead of text.")
    static let arguments: [any ArgumentDeclaration] =
        FairSpinArguments.seedArguments + FairSpinArguments.ruleArguments + [json]
    static var exclusions: [OptionExclusion] { [FairArguments.oneServerSeed] }

    var spin: FairSpinArguments
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        spin = try FairSpinArguments(parsing: arguments)
        json = try arguments.value(Self.json)
    }

    func run(console: any Console) throws -> ExitCode {
        if let warning = FairArguments.clientSeedWarning(spin.clientSeed) { console.warn(warning) }
        let spin = try spin.spin()
        console.show(json ? spin.jsonValue.serialized() : spin.text)
        return .success
    }
}
