import WheelFair

/// What `fair spin` and `fair verify` both read: the seeds (the server seed given, or read
/// from `--seed-file`) and the nonce (required), and the rules (`--segments`, whole-number
/// `--weights`, `--landing-margin`).
struct FairSpinArguments: Sendable {
    /// The seeds and the nonce, in help order.
    static let seedArguments: [any ArgumentDeclaration] = [
        FairArguments.serverSeed, FairArguments.seedFile, FairArguments.clientSeed.required,
        FairArguments.nonce.required,
    ]
    /// The rules, in help order.
    static let ruleArguments: [any ArgumentDeclaration] = [
        SpinArguments.segments, FairArguments.weights, SpinArguments.landingMargin,
    ]

    /// The server seed given on the command line, or nil for `seedFile`'s.
    var givenServerSeed: ServerSeed?
    var seedFile: String?
    var clientSeed: String
    var nonce: UInt64
    var rules: FairRules

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        givenServerSeed = try FairArguments.parsedServerSeed(arguments)
        seedFile = try arguments.value(FairArguments.seedFile)
        let serverSeed = FairArguments.serverSeed.spec.key
        let file = FairArguments.seedFile.spec.key
        // Both are refused before this (`FairArguments.oneServerSeed`).
        if givenServerSeed == nil, seedFile == nil {
            throw UsageError(
                .missingArgument("\(serverSeed) (or \(file))"), commandPath: arguments.commandPath)
        }
        let clientSeed = try arguments.value(FairArguments.clientSeed)
        let nonce = try arguments.value(FairArguments.nonce)
        guard let clientSeed, let nonce else {
            // Not reached: the parser refuses a command line without them (they are required).
            throw UsageError(
                .missingArgument("\(FairArguments.clientSeed.spec.key) and \(FairArguments.nonce.spec.key)"),
                commandPath: arguments.commandPath)
        }
        self.clientSeed = clientSeed
        self.nonce = nonce
        let segments = try arguments.value(SpinArguments.segments)
        let weights = try arguments.value(FairArguments.weights)
        let margin = try arguments.value(SpinArguments.landingMargin)
        try SpinArguments.checkWeightCount(
            weights?.count, segments: segments, commandPath: arguments.commandPath)
        rules = try FairArguments.checked(arguments.commandPath) { () throws(FairError) in
            try FairRules(segmentCount: segments, weights: weights, landingMargin: margin)
        }
    }

    /// The server seed: given, or read from the `--seed-file` record.
    /// - Throws: a ``CommandFailure`` for a seed file that cannot be read (66) or is not a
    ///   seed record (65).
    func serverSeed() throws(CommandFailure) -> ServerSeed {
        if let givenServerSeed { return givenServerSeed }
        return try FairArguments.readSeedFile(seedFile ?? "")
    }

    /// The spin the arguments name.
    /// - Throws: as ``serverSeed()``, and `FairError.cryptoFailed` when libcrypto fails.
    func spin() throws -> FairSpin {
        try FairSpin(serverSeed: serverSeed(), clientSeed: clientSeed, nonce: nonce, rules: rules)
    }
}
