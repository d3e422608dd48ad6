import TestSupport
import Testing
import WheelFair

/// The Swift derivation against `Reference/fair_reference.py`, a second implementation written
/// from the derivation's text with Python's standard library: thousands of seeds, client
/// seeds, nonces, weight lists and margins, with the weight totals that make rejection likely.
@Suite struct ReferenceImplementationTests {
    /// One spin to derive both ways.
    struct Case {
        let seed: ServerSeed
        let clientSeed: String
        let nonce: UInt64
        let rules: FairRules

        /// The script's input line.
        var line: String {
            [
                seed.hex, hexText(Array(clientSeed.utf8)), String(nonce),
                rules.weights.map(String.init).joined(separator: ","), "\(rules.landingMargin)",
            ].joined(separator: "\t")
        }
    }

    static let clientSeeds = [
        "", "alice", "player-42", "a:b:c", "0", "日本語 🎡", "tab\tand\nnewline", "ñ",
        String(repeating: "x", count: 300),
    ]

    /// Weight lists whose total leaves 2³² mod W large, so that about half of all words are
    /// rejected: W = 2³¹ + 1 (bound 2³¹ + 1), and others near it.
    static let rejectingWeights: [[UInt32]] = [
        [1 << 31, 1], [1 << 30, 1 << 30, 1], [715_827_883, 715_827_883, 715_827_883],
        [(1 << 31) + 5, 1, 1, 1], [3, 1 << 31],
    ]

    /// Weight lists at the edges: the largest total (2³², no word rejected), zeros, one
    /// segment taking everything, and totals of 3 and 7 (a few words in a billion rejected).
    static let edgeWeights: [[UInt32]] = [
        [UInt32.max, 1], [1 << 31, 1 << 31], [0, 0, 1], [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5], [1, 1, 1],
        [2, 5], Array(repeating: 1, count: 360),
    ]

    static func cases() throws -> [Case] {
        var generator = SeededGenerator(seed: 15)
        let margins = [0.1, 1e-6, 0.25, 0.4999995, 0.03125]
        let nonces: [UInt64] = [0, 1, 9, 10, 99, 100, 4_294_967_296, UInt64.max]
        var seeds = try [ServerSeed(bytes: Array(repeating: 0, count: 32)), ServerSeed(bytes: Array(0..<32))]
        for _ in 0..<62 { seeds.append(try ServerSeed(bytes: generator.bytes(32))) }
        var cases: [Case] = []
        for index in 0..<4_000 {
            let seed = seeds[index % seeds.count]
            let clientSeed: String
            if index % 3 == 0 {
                clientSeed = String(
                    decoding: generator.bytes(1 + generator.below(20)).map { 32 + $0 % 95 }, as: UTF8.self)
            } else {
                clientSeed = clientSeeds[generator.below(clientSeeds.count)]
            }
            let nonce =
                index % 2 == 0
                ? nonces[generator.below(nonces.count)] : generator.next() >> generator.below(64)
            let weights: [UInt32]?
            switch index % 4 {
            case 0: weights = rejectingWeights[generator.below(rejectingWeights.count)]
            case 1: weights = edgeWeights[generator.below(edgeWeights.count)]
            case 2:
                weights = (0..<(2 + generator.below(40))).map { _ in UInt32(generator.below(1000)) + 1 }
            default: weights = nil
            }
            let rules = try FairRules(
                segmentCount: weights == nil ? 2 + generator.below(359) : nil, weights: weights,
                landingMargin: margins[generator.below(margins.count)])
            cases.append(Case(seed: seed, clientSeed: clientSeed, nonce: nonce, rules: rules))
        }
        return cases
    }

    @Test func bothImplementationsDeriveTheSamePrizeFractionAndCommitment() throws {
        let cases = try Self.cases()
        let output = try ReferenceScript.run(input: cases.map { $0.line + "\n" }.joined())
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == cases.count)
        var rejecting = 0
        var pastTheFirstBlock = 0
        var mismatches: [String] = []
        for (test, line) in zip(cases, lines) {
            let spin = try FairSpin(
                serverSeed: test.seed, clientSeed: test.clientSeed, nonce: test.nonce, rules: test.rules)
            // The fraction as its IEEE-754 bits: the two must agree to the last bit.
            let swift = [
                spin.commitment.hex, String(spin.prize), String(spin.fraction.bitPattern),
                String(spin.rejectedWords),
            ].joined(separator: "\t")
            if swift != line { mismatches.append("input \(test.line)\n  swift  \(swift)\n  python \(line)") }
            if spin.rejectedWords > 0 { rejecting += 1 }
            // The landing word is then in block 1 or later.
            if spin.rejectedWords >= 7 { pastTheFirstBlock += 1 }
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.count) of \(cases.count) spins differ; the first:\n\(mismatches.prefix(3).joined(separator: "\n"))"
        )
        // The rejection rule and the block stream beyond block 0 were really exercised.
        #expect(rejecting > 400)
        #expect(pastTheFirstBlock > 3)
    }
}
