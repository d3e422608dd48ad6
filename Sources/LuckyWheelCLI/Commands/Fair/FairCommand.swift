/// `luckywheel fair`: the commands of provably fair spins, `seed`, `spin` and `verify`.
struct FairCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "fair",
        abstract: "Provably fair spins: commit to a server seed, derive each spin, verify it.",
        discussion: """
            Commit-reveal: the operator makes a secret server seed (fair seed) and publishes
            its commitment, the SHA-256 of the seed, before play; the player gives a client
            seed; spin n's prize and landing point are derived from HMAC-SHA256 of the server
            seed and "client seed:n:j" (fair spin). When the seed is revealed, anyone can
            recompute every spin and check it against the commitment (fair verify). render and
            play take the same seeds and stop the wheel on the fair prize. The README states
            the derivation in full.

            EXAMPLES:
              luckywheel fair seed --json > seed.json
              luckywheel fair spin --server-seed HEX --client-seed alice --nonce 0
              luckywheel fair verify --commitment HEX --server-seed HEX \\
                  --client-seed alice --nonce 0 --segment 1
            """,
        subcommands: [FairSeedCommand.self, FairSpinCommand.self, FairVerifyCommand.self])
}
