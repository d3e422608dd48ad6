import Foundation
import TestSupport
import Testing
import WheelCore
import WheelFair

/// The README's provably-fair examples, run as written.
@Suite struct FairReadmeExampleTests {
    /// The README, found from this file.
    static func readme(filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The README's one Python block prints the worked example, and so does the Swift side.
    @Test func thePythonBlockGivesTheWorkedExample() throws {
        let readme = try Self.readme()
        let blocks = readme.components(separatedBy: "```python\n").dropFirst()
        try #require(blocks.count == 1)
        let code = try #require(blocks.first?.components(separatedBy: "```").first)
        let expected =
            "('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd', 1, 0.2632951600477099)"
        #expect(code.contains("# " + expected))
        #expect(try PythonScript.run(["-c", code]) == expected + "\n")
        let spin = try FairSpin(
            serverSeed: ServerSeed(hex: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"),
            clientSeed: "alice", nonce: 0)
        #expect("('\(spin.commitment.hex)', \(spin.prize), \(spin.fraction))" == expected)
    }

    @Test func theSwiftExampleVerifiesItsOwnSpin() throws {
        var model = try WheelModel(seed: 1)
        let now = 0.5
        let seed = try ServerSeed.generate()
        let published = seed.commitment.hex
        var series = FairSeries(serverSeed: seed, clientSeed: "alice")
        let spin = try #require(try series.press(&model, at: now))
        let check = try FairVerification(
            commitment: Commitment(hex: published), serverSeed: ServerSeed(hex: seed.hex),
            clientSeed: "alice", nonce: spin.nonce, segment: spin.prize)
        #expect(check.isVerified && check.failures.isEmpty)
        #expect(series.revealText.hasPrefix("server seed  \(seed.hex)\nnonce 0  segment \(spin.prize) "))
        #expect(try model.snapshot(at: now + 3).segmentUnderPointer == spin.prize)
    }
}
