import WheelCore
import WheelFair
import WheelSupport

/// The options of provably fair spins, declared once: `fair spin` and `fair verify` require
/// the seeds and the nonce (`.required`), `render` and `play` take them optionally
/// (`FairSeriesArguments`). The ranges and defaults are `WheelFair`'s own.
enum FairArguments {
    static let serverSeed = Option<String?>(
        "--server-seed", value: "hex",
        help: "The server seed: 64 hex digits (32 bytes), secret until the game ends.")
    static let clientSeed = Option<String?>(
        "--client-seed", value: "text", help: "The player's seed: any text, used as its UTF-8 bytes.")
    static let nonce = Option<UInt64?>(
        "--nonce", value: "n", help: "The spin's number in the series, counting from 0 (\(UInt64.notation)).")
    static let seedFile = Option<String?>(
        "--seed-file", value: "file",
        help: "Read the server seed from what 'luckywheel fair seed --json' wrote (its commitment is "
            + "checked); keeps the secret out of the command line.",
        completion: .file(extensions: ["json"]))
    /// One source of the server seed: the hex on the command line or the seed file.
    static let oneServerSeed = OptionExclusion(serverSeed.spec, seedFile.spec)
    static let commitment = Option<String?>(
        "--commitment", value: "hex",
        help: "The commitment published before play: SHA-256 of the server seed, 64 hex digits.")
    static let segment = Option<Int?>(
        "--segment", value: "k", help: "The segment the wheel stopped on, counting from 0.",
        range: .atLeast(0))
    /// Whole-number weights, unlike `SpinArguments.weights`: a fair spin draws among the
    /// weights' total with 32-bit words, so the rule (and the help) differs.
    static let weights = Option<[UInt32]?>(
        "--weights", value: "list",
        help: "Comma-separated whole-number prize weights, one per segment, adding up to at most "
            + "\(FairRules.maximumTotalWeight) (default: all 1).")

    /// The warning for an empty `--client-seed` (`--client-seed "$PLAYER"`, unset): a valid
    /// seed, but the player then adds nothing to the spin's randomness.
    static func clientSeedWarning(_ value: String?) -> String? {
        guard value?.isEmpty == true else { return nil }
        return "\(clientSeed.spec.key) is empty (an unset variable?): the player adds nothing to the "
            + "spin's randomness"
    }

    /// A seed record is about 170 bytes; anything much longer is not one.
    static let seedFileLimit = 64 * 1024

    /// The server seed in the `--seed-file` record at `path`, checked against the record's
    /// commitment.
    /// - Throws: a ``CommandFailure``: the file cannot be read (66) or is not a seed record (65).
    static func readSeedFile(_ path: String) throws(CommandFailure) -> ServerSeed {
        let flag = seedFile.spec.key
        if let refusal = FileSystem.inputNameRefusal(path, option: flag) {
            throw CommandFailure(.usage, refusal)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: seedFileLimit, kind: "seed record")
        } catch {
            throw CommandFailure(error.exitCode, "\(flag): \(error.message)")
        }
        let hint = "give the file 'luckywheel fair seed --json' wrote"
        let record: JSONValue
        do {
            record = try JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw CommandFailure(.dataError, "\(flag): \(path) is not JSON (\(error)); \(hint)")
        }
        do {
            return try ServerSeed(record: record)
        } catch {
            throw CommandFailure(.dataError, "\(flag): \(path): \(error)")
        }
    }

    /// `--server-seed` as a seed, or nil when absent.
    static func parsedServerSeed(_ arguments: ParsedArguments) throws(UsageError) -> ServerSeed? {
        guard let hex = try arguments.value(Self.serverSeed) else { return nil }
        return try checked(arguments.commandPath) { () throws(FairError) in try ServerSeed(hex: hex) }
    }

    /// Runs `body`; a `FairError` becomes a usage error naming its flag.
    static func checked<Value>(
        _ commandPath: String, _ body: () throws(FairError) -> Value
    ) throws(UsageError) -> Value {
        do {
            return try body()
        } catch {
            let message = flag(for: error).map { "\($0): \(error)" } ?? error.description
            throw UsageError(message, commandPath: commandPath)
        }
    }

    /// The flag behind each `FairError`: the one place the fair library's values meet the
    /// command line's names. Nil for failures no flag causes (the random source, libcrypto).
    static func flag(for error: FairError) -> String? {
        switch error {
        case .hexLength(.serverSeed, _), .notHexDigit(.serverSeed, _, _), .serverSeedLength:
            return serverSeed.spec.key
        case .hexLength(.commitment, _), .notHexDigit(.commitment, _, _): return commitment.spec.key
        case .wheel(.segmentOutOfRange): return segment.spec.key
        case .wheel(let error): return SpinArguments.flag(for: error)
        case .totalWeightTooLarge: return weights.spec.key
        case .landingMarginOutOfRange: return SpinArguments.landingMargin.spec.key
        case .segmentCountMismatch: return SpinArguments.segments.spec.key
        case .noncesExhausted: return nonce.spec.key
        case .invalidSeedRecord, .seedRecordMismatch: return seedFile.spec.key
        case .randomSourceFailed, .cryptoFailed: return nil
        }
    }
}
