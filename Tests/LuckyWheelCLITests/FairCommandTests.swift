import Foundation
import TestSupport
import Testing
import WheelFair
import WheelSupport

@testable import LuckyWheelCLI

/// `luckywheel fair seed|spin|verify` through the tool's entry point: the output, text and
/// JSON, is the library's; the exit status says whether a verification passed.
@Suite struct FairCommandTests {
    /// The README's worked example: the bytes 0 to 31.
    static let seedHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    static let commitmentHex = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    static let seeds = ["--server-seed", seedHex, "--client-seed", "alice"]

    struct Run {
        let status: ExitCode
        let output: String
        let errors: String
    }

    static func fair(_ arguments: [String]) -> Run {
        let console = BufferConsole()
        let status = LuckyWheelTool.main(["fair"] + arguments, console: console)
        return Run(status: status, output: console.standardOutput, errors: console.standardError)
    }

    static func verify(
        seed: String = seedHex, nonce: String = "0", segment: String = "1", _ more: [String] = []
    )
        -> Run
    {
        fair(
            [
                "verify", "--commitment", commitmentHex, "--server-seed", seed, "--client-seed", "alice",
                "--nonce", nonce, "--segment", segment,
            ] + more)
    }

    /// A client seed whose bytes are not UTF-8 (Latin-1 `café`) is refused, not read as
    /// `caf\u{FFFD}`: that spin would match no verifier's, and `caf\xe8` would give the same one.
    /// The hint points to the help of the command the words before it name, as every usage
    /// error's does (it pointed to the tool's).
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let seed = String(repeating: "00", count: 32)
        let run = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" fair spin --server-seed \#(seed) --client-seed "$(printf 'caf\351')" --nonce 0"#)
        #expect(run.status == ExitCode.usage.rawValue)
        let text = run.errors
        #expect(
            text.hasPrefix(
                "error: argument 6 ('caf\u{FFFD}', \u{FFFD} where a byte is not UTF-8) is not UTF-8 text; "))
        #expect(text.hasSuffix("\nSee 'luckywheel fair spin --help'.\n"), "\(text)")
    }

    @Test func seedPrintsANewSeedAndItsCommitment() throws {
        let text = Self.fair(["seed"])
        #expect(text.status == .success && text.errors == "")
        let lines = text.output.split(separator: "\n")
        #expect(lines.count == 2)
        let seedHex = String(try #require(lines.first).dropFirst("server seed  ".count))
        let seed = try ServerSeed(hex: seedHex)
        #expect(text.output == seed.text)
        let json = Self.fair(["seed", "--json"])
        #expect(json.status == .success)
        let record = try JSONValue(parsing: json.output)
        let other = try ServerSeed(record: record)
        #expect(json.output == other.jsonValue.serialized())
        #expect(other != seed, "each run draws a new seed from the operating system")
    }

    @Test func spinPrintsTheLibrarysSpin() throws {
        let text = Self.fair(["spin"] + Self.seeds + ["--nonce", "0"])
        #expect(text.status == .success && text.errors == "")
        #expect(
            text.output == """
                prize        segment 1 (number 2 on the wheel)
                landing      0.2632951600477099 of the segment, clockwise from its counter-clockwise border
                commitment   \(Self.commitmentHex)
                client seed  "alice", nonce 0; 12 segments, uniform weights, landing margin 0.1

                """)
        let json = Self.fair(
            ["spin"] + Self.seeds + [
                "--nonce", "7", "--weights", "5,1,1", "--landing-margin", "0.25", "--json",
            ])
        #expect(json.status == .success)
        let spin = try FairSpin(
            serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "alice", nonce: 7,
            rules: FairRules(weights: [5, 1, 1], landingMargin: 0.25))
        #expect(json.output == spin.jsonValue.serialized())
        // A nonce is a string of digits, as seeds are: JavaScript and jq round numbers past 2⁵³.
        let largest = Self.fair(["spin"] + Self.seeds + ["--nonce", String(UInt64.max), "--json"])
        #expect(try JSONValue(parsing: largest.output)["nonce"]?.stringValue == String(UInt64.max))
        let segments = Self.fair(["spin"] + Self.seeds + ["--nonce", "7", "--segments", "5"])
        let fiveSegments = try FairSpin(
            serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "alice", nonce: 7,
            rules: FairRules(segmentCount: 5))
        #expect(segments.output == fiveSegments.text)
    }

    /// An empty client seed (`--client-seed "$PLAYER"`, unset) is a seed, and the spin is
    /// derived (or verified), but with a warning: the player added nothing. A seed of one space
    /// is text.
    @Test func anEmptyClientSeedIsWarnedOf() throws {
        let warning =
            "warning: --client-seed is empty (an unset variable?): the player adds nothing to the spin's randomness\n"
        let seeds = ["--server-seed", Self.seedHex, "--nonce", "0"]
        for spelling in [["--client-seed", ""], ["--client-seed="]] {
            let spin = Self.fair(["spin"] + seeds + spelling)
            #expect(spin.status == .success && spin.errors == warning)
            let expected = try FairSpin(serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "", nonce: 0)
            #expect(spin.output == expected.text)
        }
        #expect(Self.fair(["spin"] + seeds + ["--client-seed", " "]).errors == "")
        let console = BufferConsole()
        let render = LuckyWheelTool.main(
            ["render", "--format", "ascii", "--end", "0.1", "-o", "-"] + seeds + ["--client-seed", ""],
            console: console)
        #expect(render == .success && console.standardError.contains(warning), "\(console.standardError)")
        // The auditor's check warns too, and its verdict quotes the seed it checked.
        let emptySpin = try FairSpin(serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "", nonce: 0)
        let verify = Self.fair(
            ["verify", "--commitment", Self.commitmentHex, "--segment", String(emptySpin.prize)] + seeds
                + ["--client-seed", ""])
        #expect(verify.status == .success && verify.errors == warning, "\(verify.errors)")
        #expect(verify.output.contains(", and client seed \"\", nonce 0 give segment"), "\(verify.output)")
    }

    /// A client seed pasted with a byte-order mark or a zero-width space derives another spin
    /// than the seed it looks like: the summary and the verdict show the character
    /// (`"\ufeffalice"`), which they printed as nothing, so that `"alice"` on screen is `alice`.
    @Test func aClientSeedsInvisibleCharactersAreShown() {
        for (seed, shown) in [("\u{FEFF}alice", "\"\\ufeffalice\""), ("ali\u{200B}ce", "\"ali\\u200bce\"")] {
            let spin = Self.fair([
                "spin", "--server-seed", Self.seedHex, "--client-seed", seed, "--nonce", "0",
            ])
            #expect(spin.status == .success)
            #expect(spin.output.contains("client seed  \(shown), nonce 0"), "\(spin.output)")
            #expect(!spin.output.unicodeScalars.contains { $0.value == 0xFEFF || $0.value == 0x200B })
        }
        let plain = Self.fair(["spin"] + Self.seeds + ["--nonce", "0"])
        #expect(plain.output.contains("client seed  \"alice\", nonce 0"))
    }

    /// The README, found from this file.
    static func readme(filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The README shows the worked example's spin as the tool prints it.
    @Test func theReadmeShowsTheWorkedExampleAsPrinted() throws {
        let arguments = ["spin"] + Self.seeds + ["--nonce", "0"]
        let run = Self.fair(arguments)
        let command = "$ luckywheel fair " + arguments.joined(separator: " ")
        #expect(try Self.readme().contains(command + "\n" + run.output + "```"))
    }

    /// The server seed read from the record `fair seed --json` writes (its commitment checked)
    /// gives what the same seed on the command line gives, in spin and verify; one source only.
    @Test func theSeedFileKeepsTheSecretOffTheCommandLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            "{\"serverSeed\": \"\(Self.seedHex)\", \"commitment\": \"\(Self.commitmentHex)\"}",
            to: "seed.json")
        let file = ["--seed-file", folder.path + "/seed.json"]
        let fromFile = Self.fair(["spin"] + file + ["--client-seed", "alice", "--nonce", "0"])
        #expect(fromFile.status == .success && fromFile.errors == "")
        #expect(fromFile.output == Self.fair(["spin"] + Self.seeds + ["--nonce", "0"]).output)
        let verified = Self.fair(
            ["verify", "--commitment", Self.commitmentHex] + file
                + ["--client-seed", "alice", "--nonce", "0", "--segment", "1"])
        #expect(verified.status == .success && verified.output.hasPrefix("verified:"))
        let both = Self.fair(["spin"] + Self.seeds + file + ["--nonce", "0"])
        #expect(
            both.status == .usage
                && both.errors.hasPrefix("error: give --server-seed or --seed-file, not both"))
        let missing = Self.fair([
            "spin", "--seed-file", folder.path + "/none.json", "--client-seed", "a", "--nonce", "0",
        ])
        #expect(missing.status == .noInput && missing.errors.hasPrefix("error: --seed-file: "))
        #expect(missing.output == "")
        // A file far longer than a record is not read to its end, and the message says why.
        try folder.write(String(repeating: " ", count: 70_000), to: "long.json")
        let long = Self.fair([
            "spin", "--seed-file", folder.path + "/long.json", "--client-seed", "a", "--nonce", "0",
        ])
        #expect(long.status == .dataError)
        #expect(
            long.errors.hasPrefix(
                "error: --seed-file: \(folder.path)/long.json is longer than 65,536 bytes, more than any seed record\n"
            ),
            "\(long.errors)")
    }

    @Test func verifyPassesTheRightSpinWithExitZero() throws {
        let run = Self.verify()
        #expect(run.status == .success && run.errors == "")
        #expect(
            run.output
                == "verified: the server seed matches the commitment \(Self.commitmentHex), and client seed "
                + "\"alice\", nonce 0 give segment 1 (number 2 on the wheel); 12 segments, uniform weights, "
                + "landing margin 0.1\n")
        // The verdict names the wheel it holds for: another wheel's was the same line.
        let other = Self.verify(segment: "0", ["--weights", "1,2,1,1", "--landing-margin", "0.3"])
        #expect(other.status == .success, "\(other.output)")
        #expect(
            other.output.hasSuffix(
                "give segment 0 (number 1 on the wheel); 4 segments, weights 1,2,1,1, landing margin 0.3\n"))
        let json = Self.verify(["--json"])
        #expect(json.status == .success)
        #expect(try JSONValue(parsing: json.output)["verified"] == .bool(true))
    }

    /// A wrong seed, a wrong segment and a wrong nonce each exit 1, saying which check failed.
    @Test func verifyRefusesAWrongSeedSegmentOrNonce() throws {
        let wrongSeed = String(repeating: "0", count: 64)
        let seed = Self.verify(seed: wrongSeed)
        #expect(seed.status == .checkFailed && seed.errors == "")
        #expect(
            seed.output.hasPrefix("verification failed:\n  commitment mismatch: the server seed hashes to "))
        #expect(seed.output.contains("not to the published commitment \(Self.commitmentHex)"))

        let segment = Self.verify(segment: "2")
        #expect(segment.status == .checkFailed)
        #expect(
            segment.output == "verification failed:\n  wrong segment: these seeds and nonce give segment 1 "
                + "(number 2 on the wheel), not segment 2\n  checked: client seed \"alice\", nonce 0; 12 segments, "
                + "uniform weights, landing margin 0.1\n")

        // Nonce 1 gives segment 4, not the 1 of nonce 0.
        let nonce = Self.verify(nonce: "1")
        #expect(nonce.status == .checkFailed)
        #expect(nonce.output.contains("wrong segment: these seeds and nonce give segment 4"))
        #expect(!nonce.output.contains("commitment mismatch"))

        let json = Self.verify(seed: wrongSeed, ["--json"])
        #expect(json.status == .checkFailed)
        let checks = try JSONValue(parsing: json.output)["failures"]?.arrayValue?.compactMap {
            $0["check"]?.stringValue
        }
        #expect(checks?.first == "commitment")
    }

    /// The weights and segments as played are part of the check.
    @Test func verifyUsesTheRulesAsPlayed() throws {
        let rules = try FairRules(weights: [1, 0, 0, 9])
        let spin = try FairSpin(
            serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "alice", nonce: 3, rules: rules)
        let played = Self.verify(nonce: "3", segment: String(spin.prize), ["--weights", "1,0,0,9"])
        #expect(played.status == .success, "\(played.output)")
        let uniform = Self.verify(nonce: "3", segment: String(spin.prize), ["--segments", "4"])
        let uniformPrize = try FairSpin(
            serverSeed: ServerSeed(hex: Self.seedHex), clientSeed: "alice", nonce: 3,
            rules: FairRules(segmentCount: 4)
        ).prize
        #expect(uniform.status == (uniformPrize == spin.prize ? .success : .checkFailed))
    }

    @Test(arguments: [
        (
            ["spin", "--server-seed", "abc", "--client-seed", "a", "--nonce", "0"],
            "--server-seed: the server seed has 3 characters; it must be exactly 64 hex digits (32 bytes)"
        ),
        (
            [
                "spin", "--server-seed", "0x" + String(repeating: "0", count: 62), "--client-seed", "a",
                "--nonce", "0",
            ],
            "--server-seed: the server seed has 'x' at position 2; use only the hex digits 0-9 and a-f (or A-F)"
        ),
        (["spin", "--client-seed", "a", "--nonce", "0"], "missing --server-seed (or --seed-file)"),
        (["spin"] + seeds, "missing --nonce <n>"),
        (
            ["spin"] + seeds + ["--nonce", "-1"],
            "invalid value '-1' for --nonce: expected a non-negative integer (decimal or 0x hex)"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--weights", "1.5,1"],
            "invalid value '1.5,1' for --weights: expected a comma-separated list, each item a whole number from 0 to "
                + "4294967295"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--weights", "4294967295,2"],
            "--weights: the weights add up to 4294967297; a fair spin draws with 32-bit words, so the total "
                + "must be at most 2^32 = 4294967296"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--weights", "0,0"],
            "--weights: all weights are zero, so no segment could be chosen; give at least one positive weight"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--weights", "1,2", "--segments", "3"],
            "--weights: 2 weights were given for 3 segments; give exactly one weight per segment"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--segments", "1"],
            "--segments must be between 2 and 360, got 1"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--weights", "1"],
            "--weights has 1 weight; a wheel has 2 to 360 segments, one weight each"
        ),
        (
            ["spin"] + seeds + ["--nonce", "0", "--landing-margin", "0"],
            "--landing-margin must be between 1e-06 and 0.4999995, got 0"
        ),
        (
            [
                "verify", "--commitment", "ab", "--server-seed", seedHex, "--client-seed", "a", "--nonce",
                "0", "--segment", "1",
            ],
            "--commitment: the commitment has 2 characters; it must be exactly 64 hex digits (32 bytes)"
        ),
        (
            [
                "verify", "--commitment", commitmentHex, "--server-seed", seedHex, "--client-seed", "a",
                "--nonce", "0", "--segment", "12",
            ],
            "--segment: segment 12 does not exist on a wheel of 12 segments; use an index between 0 and 11"
        ),
        (
            [
                "verify", "--commitment", commitmentHex, "--server-seed", seedHex, "--client-seed", "a",
                "--nonce", "0",
            ],
            "missing --segment <k>"
        ),
        (["seed", "--json=yes"], "flag '--json' does not take a value"),
    ])
    func usageErrorsNameTheFlag(arguments: [String], message: String) {
        let run = Self.fair(arguments)
        #expect(run.status == .usage)
        #expect(run.errors == "error: \(message)\nSee 'luckywheel fair \(arguments[0]) --help'.\n")
        #expect(run.output == "")
    }

    /// Every `FairError` a flag can cause names that flag; the random source and libcrypto are
    /// no flag's fault and exit 74.
    @Test func fairErrorsMeetTheirFlagsInOnePlace() throws {
        #expect(FairArguments.flag(for: .noncesExhausted) == "--nonce")
        #expect(FairArguments.flag(for: .segmentCountMismatch(rules: 12, wheel: 8)) == "--segments")
        #expect(
            FairArguments.flag(for: .wheel(.segmentOutOfRange(segment: 12, segmentCount: 12))) == "--segment")
        #expect(FairArguments.flag(for: .invalidSeedRecord(missing: "commitment")) == "--seed-file")
        #expect(FairArguments.flag(for: .cryptoFailed(operation: "SHA-256")) == nil)
        #expect(FairError.randomSourceFailed(errno: 5).commandFailure.exitCode == .ioError)
        #expect(
            FairError.noncesExhausted.commandFailure
                == CommandFailure(.usage, "--nonce: \(FairError.noncesExhausted.description)"))
    }
}
