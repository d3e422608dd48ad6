import Foundation
import TestSupport
import Testing
import WheelAudit
import WheelCore

@testable import LuckyWheelCLI

@Suite struct SimulateCommandTests {
    private func run(_ arguments: [String]) -> (ExitCode, BufferConsole) {
        let console = BufferConsole()
        return (LuckyWheelTool.main(["simulate"] + arguments, console: console), console)
    }

    /// The library's report for the same settings, run on one thread.
    private func expectedReport(
        spins: Int, seed: UInt64, segments: Int = 12, weights: [Double]? = nil, rate: Double = 60,
        duration: Double = 3, turns: Int = 3, easing: Easing = .standard
    ) throws -> SimulationReport {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: segments),
            spin: SpinOptions(turns: turns, duration: duration, easing: easing),
            weights: weights.map { try WeightedChoice(weights: $0) })
        let configuration = try SimulationConfiguration(
            spins: spins, seed: seed, wheel: wheel, framesPerSecond: rate)
        return FairnessSimulation(configuration: configuration).run(threadCount: 1)
    }

    /// A part is one line of JSON and a newline, as JSON-Lines tools read it (it ended in a
    /// blank line).
    @Test func aPartIsOneLine() throws {
        let (status, console) = run(["--spins", "40", "--seed", "3", "--spin-range", "0..15"])
        #expect(status == .success)
        #expect(console.standardOutput.hasPrefix("{"))
        #expect(console.standardOutput.filter { $0 == "\n" }.count == 1)
        #expect(console.standardOutput.hasSuffix("}\n"))
    }

    @Test func printsTheTextReportOnStdout() throws {
        let (status, console) = run(["--spins", "600", "--seed", "9", "--fps", "24", "--duration", "1"])
        #expect(status == .success)
        #expect(console.standardError == "")
        let expected = try expectedReport(spins: 600, seed: 9, rate: 24, duration: 1)
        #expect(console.standardOutput == expected.text)
        #expect(console.standardOutput.contains("landing mismatches: 0\n"))
    }

    @Test func printsTheJSONReportWithItsKeys() throws {
        let arguments = [
            "--spins", "500", "--seed", "0x2A", "--weights", "3, 1,1,0,1", "--fps", "59.94", "--turns", "2",
            "--easing", "cubic-bezier(0.3,0.1,0.4,1)", "--json",
        ]
        let (status, console) = run(arguments)
        #expect(status == .success)
        let expected = try expectedReport(
            spins: 500, seed: 42, segments: 5, weights: [3, 1, 1, 0, 1], rate: 59.94, turns: 2,
            easing: .curve(TimingCurve(x1: 0.3, y1: 0.1, x2: 0.4, y2: 1)))
        #expect(console.standardOutput == expected.json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(console.standardOutput.utf8)) as? [String: Any])
        for key in [
            "spins", "seed", "segments", "counts", "expected", "chiSquare", "pValue", "landingMismatches",
        ] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["landingMismatches"] as? Int == 0)
        #expect(object["segments"] as? Int == 5)
        #expect((object["counts"] as? [Int])?[3] == 0)
    }

    /// A weight below 2⁻⁵³ of the total is a category too rare to test much, not a crash.
    @Test(arguments: [[1e-17, 1], [.leastNonzeroMagnitude, 1], [1, 1e17]])
    func aWeightFarBelowTheOthersIsTested(weights: [Double]) throws {
        let text = weights.map { "\($0)" }.joined(separator: ",")
        let (status, console) = run(["--spins", "300", "--seed", "5", "--weights", text])
        #expect(status == .success)
        #expect(console.standardError == "")
        let expected = try expectedReport(spins: 300, seed: 5, segments: 2, weights: weights)
        #expect(console.standardOutput == expected.text)
    }

    /// The battery's columns never run together: at 150 segments and 3,000 spins the serial
    /// test pools all its 22,500 rare cells, a name far longer than the 12-segment table's.
    @Test func batteryColumnsStaySeparateAtManySegments() throws {
        let (status, console) = run(["--segments", "150", "--spins", "3000"])
        #expect(status == .success)
        let lines = console.standardOutput.split(separator: "\n")
        let header = try #require(lines.first { $0.hasPrefix("test ") })
        let rows = lines.filter {
            $0.hasPrefix("serial test of pairs") || $0.hasPrefix("chi-square of counts")
        }
        #expect(rows.count == 2)
        #expect(
            rows.first { $0.hasPrefix("serial") }?.hasPrefix(
                "serial test of pairs (22500 rare cells pooled) ") == true)
        // Every number ends where its heading ends, with a space before it.
        for word in ["statistic", "dof", "p-value"] {
            let end = try #require(header.range(of: " " + word)).upperBound.utf16Offset(in: header)
            for row in rows {
                let characters = Array(row.utf16)
                #expect(characters[end - 1] != 32 && characters[end] == 32, "\(word) in \(row)")
            }
        }
    }

    @Test func theSameSeedPrintsTheSameBytes() {
        let arguments = ["--spins", "5000", "--seed", "123", "--fps", "30", "--easing", "speedMatched"]
        let first = run(arguments).1.standardOutputBytes
        let second = run(arguments).1.standardOutputBytes
        let json = run(arguments + ["--json"]).1.standardOutputBytes
        #expect(!first.isEmpty)
        #expect(first == second)
        #expect(json == run(arguments + ["--json"]).1.standardOutputBytes)
        #expect(first != run(["--spins", "5000", "--seed", "124", "--fps", "30"]).1.standardOutputBytes)
    }

    @Test(arguments: [
        ["--segments", "1"], ["--segments", "361"], ["--weights", "1,x"], ["--weights", "1,-1"],
        ["--weights", "0,0,0"], ["--segments", "4", "--weights", "1,2,3"], ["--fps", "23"], ["--fps", "abc"],
        ["--duration", "0"], ["--turns", "-2"], ["--spins", "0"], ["--easing", "bounce"],
        ["--easing", "cubic-bezier(1.5,0,1,1)"], ["--easing", "cubic-bezier(0.3,1.5,0.6,0.1)"],
        ["--easing", "cubic-bezier(0,1e160,1,-1e160)"],
        ["--seed", "-1"], ["--seed", "-0"], ["--seed", "+7"], ["--seed", "0x+7"],
        ["--force"], ["--trace", ""], ["--unknown"], ["extra"],
    ])
    func usageErrorsExit64WithAHint(arguments: [String]) {
        let (status, console) = run(arguments)
        #expect(status == .usage)
        #expect(console.standardOutput == "")
        #expect(console.standardError.hasPrefix("error: "))
        #expect(console.standardError.hasSuffix("See 'luckywheel simulate --help'.\n"))
    }

    @Test func usageErrorsNameTheFlag() {
        #expect(
            run(["--segments", "400"]).1.standardError.hasPrefix(
                "error: --segments must be between 2 and 360, got 400"))
        #expect(
            run(["--turns", "-1"]).1.standardError.hasPrefix(
                "error: --turns must be between 0 and 1000, got -1"))
        #expect(
            run(["--fps", "10"]).1.standardError.hasPrefix(
                "error: --fps must be between 23.976 and 240, got 10"))
        #expect(
            run(["--easing", "cubic-bezier(0,2,1,-1)"]).1.standardError.hasPrefix("error: --easing: easing "))
        #expect(
            run(["--weights", "1,-2"]).1.standardError.hasPrefix("error: --weights: weight number 2 is -2;"))
        #expect(
            run(["--weights", "1"]).1.standardError.hasPrefix(
                "error: --weights has 1 weight; a wheel has 2 to 360 segments, one weight each\n"))
        // A part holds counts; --confidence is for the merge (it was dropped without a word).
        #expect(
            run(["--spins", "100", "--spin-range", "0..50", "--confidence", "0.5"]).1.standardError.hasPrefix(
                "error: --confidence cannot be combined with --spin-range: a part is judged when the parts are "
                    + "merged; give --confidence to simulate merge\n"))
        #expect(
            run(["--spins", "100", "--spin-range", "0..50", "--confidence", "0.99"]).1.standardError
                .hasPrefix(
                    "error: --confidence cannot be combined with --spin-range: a part is judged when the parts "
                        + "are merged; give --confidence to simulate merge\n"
                ))
        let many = Array(repeating: "1", count: 361).joined(separator: ",")
        #expect(run(["--weights", many]).1.standardError.hasPrefix("error: --weights has 361 weights; "))
    }

    @Test func helpListsEveryFlag() {
        let (status, console) = run(["--help"])
        #expect(status == .success)
        for flag in [
            "--spins", "--seed", "--segments", "--weights", "--fps", "--duration", "--turns", "--easing",
            "--json",
            "--trace", "--force",
        ] {
            #expect(console.standardOutput.contains("  \(flag)"), "missing \(flag)")
        }
    }

    @Test func traceWritesSpinZeroAsCSVAndNeverOverwritesWithoutForce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/traces/spin.csv"
        let arguments = ["--spins", "20", "--seed", "3", "--fps", "30", "--trace", path]
        let (status, console) = run(arguments)
        #expect(status == .success)
        #expect(console.standardError == "")
        let csv = try String(contentsOfFile: path, encoding: .utf8)
        let wheel = try WheelConfiguration()
        let simulation = FairnessSimulation(
            configuration: try SimulationConfiguration(spins: 20, seed: 3, wheel: wheel, framesPerSecond: 30))
        #expect(csv == SpinTrace(simulation: simulation).csv)
        #expect(csv.hasPrefix(SpinTrace.csvHeader + "\n0,0.000000,"))
        #expect(csv.contains(",spinning,"))

        try folder.write("keep me", to: "traces/spin.csv")
        let (refused, refusal) = run(arguments)
        #expect(refused == .cannotCreate)
        #expect(refusal.standardOutput == "")
        #expect(refusal.standardError.contains("already exists"))
        #expect(try folder.read("traces/spin.csv") == "keep me")

        let (replaced, _) = run(arguments + ["--force"])
        #expect(replaced == .success)
        #expect(try folder.read("traces/spin.csv") == csv)
        #expect(folder.listing() == ["traces/spin.csv"])
    }

    @Test func aTraceIntoAFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, console) = run(["--spins", "5", "--trace", folder.path])
        #expect(status == .cannotCreate)
        #expect(console.standardError.contains("is a folder"))
    }
}
