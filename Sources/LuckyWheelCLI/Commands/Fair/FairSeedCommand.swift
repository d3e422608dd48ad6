import WheelFair

/// `luckywheel fair seed`: a new server seed from the operating system's random source, and
/// the commitment to publish before play.
struct FairSeedCommand: Command {
    static let configuration = CommandConfiguration(
        name: "seed",
        abstract: "Print a new server seed from the system's random source, and its commitment.",
        discussion: """
            The server seed is 32 bytes from getrandom, never from a seeded generator. Keep it
            secret until the game ends and publish only the commitment. The JSON is a seed
            record, {"serverSeed": ..., "commitment": ...}, which render and play read with
            --seed-file.

            EXAMPLES:
              luckywheel fair seed
              luckywheel fair seed --json > seed.json
            """)

    static let json = Flag("--json", help: "Print the seed record as JSON instead of text.")
    static let arguments: [any ArgumentDeclaration] = [json]

    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        json = try arguments.value(Self.json)
    }

    func run(console: any Console) throws -> ExitCode {
        let seed = try ServerSeed.generate()
        console.show(json ? seed.jsonValue.serialized() : seed.text)
        return .success
    }
}
