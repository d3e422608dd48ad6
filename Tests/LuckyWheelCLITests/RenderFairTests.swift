import Foundation
import TestSupport
import Testing
import WheelCore
import WheelFair
import WheelRender
import WheelSupport

@testable import LuckyWheelCLI

/// `render --server-seed … --client-seed … --nonce …`: the wheel stops on the fair prize at
/// the fair landing point, and the summary names the nonce and the commitment.
@Suite struct RenderFairTests {
    static let seedHex = FairCommandTests.seedHex
    static let commitmentHex = FairCommandTests.commitmentHex
    /// Small text frames and a short spin: 102 frames of 16 × 8 cells.
    static let small = ["--format", "ascii", "--size", "16x8", "--duration", "0.2"]

    static func render(_ arguments: [String]) -> RenderCommandTests.Run {
        RenderCommandTests.render(arguments)
    }

    static func fairSpin(nonce: UInt64, rules: FairRules, seed: String = seedHex) throws -> FairSpin {
        try FairSpin(serverSeed: ServerSeed(hex: seed), clientSeed: "alice", nonce: nonce, rules: rules)
    }

    /// The summary JSON says where the wheel stopped; its stop angle puts the fair prize under
    /// the pointer at the fair fraction.
    @Test(arguments: [(2, 0), (7, 3), (12, 1), (24, 9)] as [(Int, UInt64)])
    func theWheelStopsOnTheFairPrizeAtTheFairPoint(segments: Int, nonce: UInt64) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render(
            Self.small + [
                "--segments", String(segments), "--server-seed", Self.seedHex, "--client-seed", "alice",
                "--nonce", String(nonce), "--json", "-o", root.path + "/out",
            ])
        #expect(run.status == .success, "\(run.errors)")
        let summary = try JSONValue(parsing: run.output)
        let spin = try Self.fairSpin(nonce: nonce, rules: FairRules(segmentCount: segments))
        #expect(summary["segment"]?.intValue == spin.prize)
        #expect(summary["nonce"]?.stringValue == String(nonce))
        #expect(summary["commitment"]?.stringValue == Self.commitmentHex)
        #expect(summary["clientSeed"]?.stringValue == "alice")
        #expect(summary["fraction"]?.doubleValue == spin.fraction)
        #expect(summary["seed"] == .null)
        #expect(isClose(try #require(summary["stoppedAt"]?.doubleValue), 0.7, within: 1e-12))
        let angle = try #require(summary["stopAngle"]?.doubleValue)
        let landed = try landingUnderPointer(at: angle, geometry: WheelGeometry(segmentCount: segments))
        #expect(landed.segment == spin.prize)
        #expect(isClose(landed.fraction, spin.fraction, within: 1e-9))
    }

    /// The last frame is the wheel at rest at the fair stop angle with the prize selected, and
    /// the text summary ends with the commitment.
    @Test func theLastFrameShowsTheFairPrizeSelected() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render(
            Self.small + [
                "--server-seed", Self.seedHex, "--client-seed", "alice", "--nonce", "1", "-o",
                root.path + "/out",
            ])
        #expect(run.status == .success, "\(run.errors)")
        let spin = try Self.fairSpin(nonce: 1, rules: .standard)
        #expect(spin.prize == 4)
        #expect(
            run.output.hasSuffix(
                "\nNonce 1: pressed at 0.5 s, stopped at 0.7 s on segment 4 (number 5 on the wheel). "
                    + "Commitment \(Self.commitmentHex).\n"))
        let timeline = try FrameTimeline.spin(
            configuration: WheelConfiguration(spin: SpinOptions(duration: 0.2)), seed: 0, framesPerSecond: 60,
            spinTime: 0.5, frameCount: 102, landing: spin.landing)
        let last = timeline.state(ofFrame: 101)
        #expect(last.selectedSegment == 4 && !last.centerPressed)
        #expect(try landingUnderPointer(at: last.angle, geometry: .standard).segment == 4)
        var renderer = try TerminalRenderer(
            assets: try #require(RenderCommandTests.assets1x), style: .ascii, columns: 16, rows: 8)
        let expected = try renderer.render(last)
        #expect(try root.read("out/frame-00101.txt") == expected)
    }

    /// Whole-number `--weights` are the fair spin's weights.
    @Test func weightsAreTheFairRules() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render(
            Self.small + [
                "--weights", "5,1,1,1", "--landing-margin", "0.3", "--server-seed", Self.seedHex,
                "--client-seed",
                "alice", "--nonce", "2", "--json", "-o", root.path + "/out",
            ])
        #expect(run.status == .success, "\(run.errors)")
        let spin = try Self.fairSpin(nonce: 2, rules: FairRules(weights: [5, 1, 1, 1], landingMargin: 0.3))
        let summary = try JSONValue(parsing: run.output)
        #expect(summary["segment"]?.intValue == spin.prize)
        #expect(summary["fraction"]?.doubleValue == spin.fraction)
    }

    /// `--seed-file` reads what `fair seed --json` wrote and commits to the same seed.
    @Test func aSeedFileFromFairSeedIsTheServerSeed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["fair", "seed", "--json"], console: console) == .success)
        try root.write(console.standardOutput, to: "seed.json")
        let seed = try ServerSeed(record: JSONValue(parsing: console.standardOutput))
        let run = Self.render(
            Self.small + [
                "--seed-file", root.path + "/seed.json", "--client-seed", "alice", "--nonce", "5", "--json",
                "-o",
                root.path + "/out",
            ])
        #expect(run.status == .success, "\(run.errors)")
        let summary = try JSONValue(parsing: run.output)
        let spin = try Self.fairSpin(nonce: 5, rules: .standard, seed: seed.hex)
        #expect(summary["commitment"]?.stringValue == seed.commitment.hex)
        #expect(summary["segment"]?.intValue == spin.prize)
        #expect(!run.output.contains(seed.hex), "the secret is not printed")
    }

    @Test func aBadSeedFileIsRefusedNamingTheFlagAndFileBeforeAnyFrame() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let fair = ["--client-seed", "alice", "--nonce", "0", "-o", root.path + "/out"]
        let missing = Self.render(["--seed-file", root.path + "/none.json"] + fair)
        #expect(missing.status == .noInput)
        #expect(
            missing.errors
                == "error: --seed-file: cannot read \(root.path)/none.json: No such file or directory\n")
        let folder = Self.render(["--seed-file", root.path] + fair)
        #expect(folder.status == .noInput)
        // Named as what it is, as info names one (the system said "Is a directory").
        #expect(
            folder.errors
                == "error: --seed-file: \(root.path) is a folder, not a seed record; give the path of a file\n"
        )
        try root.write("not json", to: "bad.json")
        let notJSON = Self.render(["--seed-file", root.path + "/bad.json"] + fair)
        #expect(notJSON.status == .dataError)
        #expect(notJSON.errors.hasPrefix("error: --seed-file: \(root.path)/bad.json is not JSON ("))
        let seed = try ServerSeed(hex: Self.seedHex)
        let edited = JSONValue.object([
            ("serverSeed", .string(String(repeating: "1", count: 64))),
            ("commitment", .string(seed.commitment.hex)),
        ])
        try root.write(edited.serialized(), to: "edited.json")
        let mismatch = Self.render(["--seed-file", root.path + "/edited.json"] + fair)
        #expect(mismatch.status == .dataError)
        #expect(
            mismatch.errors.hasPrefix(
                "error: --seed-file: \(root.path)/edited.json: the record's server seed hashes to "))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/out"), "nothing was written")
    }

    /// All the fair flags, for the tests that add one more.
    static let fair = ["--server-seed", seedHex, "--client-seed", "a", "--nonce", "0"]

    @Test(
        arguments: [
            (
                ["--client-seed", "alice", "--nonce", "0"],
                "a fair spin needs --server-seed (or --seed-file), --client-seed and --nonce; --server-seed (or "
                    + "--seed-file) is missing"
            ),
            (
                ["--server-seed", seedHex],
                "a fair spin needs --server-seed (or --seed-file), --client-seed and --nonce; --client-seed and "
                    + "--nonce are missing"
            ),
            (
                fair + ["--seed-file", "s.json"],
                "give --server-seed or --seed-file, not both"
            ),
            (
                fair + ["--target", "3"],
                "--target cannot be combined with the fair flags: a fair spin's prize comes from the server seed, "
                    + "the client seed and the nonce"
            ),
            // The fair spin uses no seed: it was taken, and printed as if it counted.
            (
                fair + ["--seed", "5"],
                "--seed cannot be combined with the fair flags: a fair spin's prize comes from the server seed, "
                    + "the client seed and the nonce"
            ),
            (
                fair + ["--spin", "3"],
                "--spin cannot be combined with the fair flags: a fair spin's prize comes from the server seed, "
                    + "the client seed and the nonce"
            ),
            (
                fair + ["--weights", "2,0.5"],
                "--weights: a fair spin draws with whole-number weights (0 to 4294967295); 0.5 is not one"
            ),
            (
                fair + ["--landing-margin", "0"],
                "--landing-margin must be between 1e-06 and 0.4999995, got 0"
            ),
            (
                ["--server-seed", "12", "--client-seed", "a", "--nonce", "0"],
                "--server-seed: the server seed has 2 characters; it must be exactly 64 hex digits (32 bytes)"
            ),
        ] as [([String], String)])
    func fairFlagsAreAllOrNoneAndExcludeTargetAndSpin(arguments: [String], message: String) {
        let run = Self.render(arguments + ["-o", "unused"])
        #expect(run.status == .usage)
        #expect(run.errors == "error: \(message)\nSee 'luckywheel render --help'.\n")
        #expect(run.output == "")
    }

    /// Without the fair flags the summary's fair members are null and the line has no
    /// commitment.
    @Test func anUnfairSummaryHasNullFairMembers() throws {
        let timeline = try FrameTimeline.spin(seed: 3, framesPerSecond: 60, spinTime: 0.5, frameCount: 10)
        let summary = SpinSummary(timeline, spinIndex: nil, target: nil)
        let members = Dictionary(summary.members, uniquingKeysWith: { first, _ in first })
        for key in ["nonce", "clientSeed", "commitment", "fraction"] {
            #expect(members[key] == .null, "\(key)")
        }
        #expect(!summary.line.contains("Commitment"))
    }
}
