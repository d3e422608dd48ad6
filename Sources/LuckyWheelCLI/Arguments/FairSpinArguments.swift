import WheelFair

/// What `fair spin` and `fair verify` both read: the seeds and the nonce (required), and the
/// rules (`--segments`, whole-number `--weights`, `--landing-margin`).
struct FairSpinArguments: Sendable {
    /// The seeds and the nonce, in help order.
    static let seedArguments: [any ArgumentDeclaration] = [
        FairArguments.serverSeed.required, FairArguments.clientSeed.required, FairArguments.nonce.required,
    ]
    /// The rules, in help order.
    static let ruleArguments: [any ArgumentDeclaration] = [
        SpinArguments.segments, FairArguments.weights, FairArguments.landingMargin,
    ]

    var serverSeed: ServerSeed
    var clientSeed: String
    var nonce: UInt64
    var rules: FairRules

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let seed = try FairArguments.parsedServerSeed(arguments)
        let clientSeed = try arguments.value(FairArguments.clientSeed)
        let nonce = try arguments.value(FairArguments.nonce)
        guard let seed, let clientSeed, let nonce else {
            // Not reached: the parser refuses a command line without them (they are required).
            throw UsageError(
                .missingArgument("--server-seed, --client-seed and --nonce"),
                commandPath: arguments.commandPath)
        }
        serverSeed = seed
        self.clientSeed = clientSeed
        self.nonce = nonce
        let segments = try arguments.value(SpinArguments.segments)
        let weights = try arguments.value(FairArguments.weights)
        let margin = try arguments.value(FairArguments.landingMargin)
        try SpinArguments.checkWeightCount(
            weights?.count, segments: segments, commandPath: arguments.commandPath)
        rules = try FairArguments.checked(arguments.commandPath) { () throws(FairError) in
            try FairRules(segmentCount: segments, weights: weights, landingMargin: margin)
        }
    }

    /// The spin the arguments name.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails.
    func spin() throws(FairError) -> FairSpin {
        try FairSpin(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce, rules: rules)
    }
}
