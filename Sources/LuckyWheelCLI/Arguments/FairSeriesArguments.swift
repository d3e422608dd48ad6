import WheelCore
import WheelFair
import WheelSupport

/// The fair flags of the commands that spin the wheel (`render`, `play`): the server seed
/// (`--server-seed`, or `--seed-file`), `--client-seed` and `--nonce`, all or none. With them
/// the wheel stops on the fair prize at the fair landing point, spin after spin from `--nonce`
/// on; the weights and landing margin are the spin options' (`SpinArguments`).
struct FairSeriesArguments: Sendable {
    /// The group, in help order.
    static let arguments: [any ArgumentDeclaration] = [
        FairArguments.serverSeed, FairArguments.seedFile, FairArguments.clientSeed, FairArguments.nonce,
    ]

    /// One source of the server seed, and none of `others` (`--seed`; render's `--target` and
    /// `--spin`) with a fair spin: its prize is the fair one, drawn from no seed of ours.
    static func exclusions(others: [ArgumentSpec]) -> [OptionExclusion] {
        [
            FairArguments.oneServerSeed,
            OptionExclusion(
                arguments.map(\.spec), named: "the fair flags", exclude: others,
                because: "a fair spin's prize comes from the server seed, the client seed and the nonce"),
        ]
    }
    var serverSeed: ServerSeed?
    var seedFile: String?
    var clientSeed: String?
    var nonce: UInt64?
    /// The command path errors are attributed to.
    let commandPath: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        serverSeed = try FairArguments.parsedServerSeed(arguments)
        seedFile = try arguments.value(FairArguments.seedFile)
        clientSeed = try arguments.value(FairArguments.clientSeed)
        nonce = try arguments.value(FairArguments.nonce)
        commandPath = arguments.commandPath
    }

    /// Whether any fair flag was given (then `validate` requires all of them).
    var isGiven: Bool { serverSeed != nil || seedFile != nil || clientSeed != nil || nonce != nil }

    /// All fair flags or none (the options they exclude are the command's ``exclusions(others:)``).
    func validate() throws(UsageError) {
        guard isGiven else { return }
        let seedFlags = "\(FairArguments.serverSeed.spec.key) (or \(FairArguments.seedFile.spec.key))"
        let missing = [
            serverSeed == nil && seedFile == nil ? seedFlags : nil,
            clientSeed == nil ? FairArguments.clientSeed.spec.key : nil,
            nonce == nil ? FairArguments.nonce.spec.key : nil,
        ].compactMap { $0 }
        if !missing.isEmpty {
            throw error(
                "a fair spin needs \(seedFlags), \(FairArguments.clientSeed.spec.key) and "
                    + "\(FairArguments.nonce.spec.key); \(ListText.joined(missing, "and")) "
                    + "\(missing.count == 1 ? "is" : "are") missing")
        }
    }

    /// The fair rules of a wheel of `segmentCount` segments with the spin options' weights
    /// (whole numbers) and landing margin.
    func rules(segmentCount: Int, spin: SpinArguments) throws(UsageError) -> FairRules {
        var weights: [UInt32]?
        if let given = spin.weights {
            weights = try given.map { weight throws(UsageError) in
                guard let whole = UInt32(exactly: weight) else {
                    throw error(
                        "\(SpinArguments.weights.spec.key): a fair spin draws with whole-number weights "
                            + "(0 to \(UInt32.max)); \(DecimalText.shortest(weight)) is not one")
                }
                return whole
            }
        }
        return try FairArguments.checked(commandPath) { () throws(FairError) in
            try FairRules(segmentCount: segmentCount, weights: weights, landingMargin: spin.landingMargin)
        }
    }

    /// The series the flags describe for `wheel`, or nil without fair flags; the server seed
    /// is read from `--seed-file` when given.
    /// - Throws: a ``UsageError`` for rules the wheel's options break, a ``CommandFailure``
    ///   for a seed file that cannot be read (66) or is not a seed record (65).
    func series(wheel: WheelConfiguration, spin: SpinArguments) throws -> FairSeries? {
        guard isGiven, let clientSeed, let nonce else { return nil }
        let rules = try rules(segmentCount: wheel.geometry.segmentCount, spin: spin)
        let seed = try serverSeed ?? FairArguments.readSeedFile(seedFile ?? "")
        return FairSeries(serverSeed: seed, clientSeed: clientSeed, firstNonce: nonce, rules: rules)
    }

    private func error(_ message: String) -> UsageError { UsageError(message, commandPath: commandPath) }
}
