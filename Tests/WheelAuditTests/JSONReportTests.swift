import Foundation
import Testing
import WheelCore
import WheelStatistics
import WheelSupport

@testable import WheelAudit

/// What `--json` says about the battery: a test that was not judged gave a p-value of 1 (and a
/// statistic and degrees of freedom of 0) beside `"passed": null`, a perfect fit to a reader
/// that skipped `passed`. Now its numbers are null and every test says its verdict in words.
@Suite struct JSONReportTests {
    static func object(_ report: SimulationReport) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    }

    static func tests(_ object: [String: Any]) throws -> [[String: Any]] {
        try #require(object["tests"] as? [[String: Any]])
    }

    /// The words a verdict may be, as the report writes them.
    static let vocabulary = Set(StatisticalTestResult.Verdict.allCases.map(\.rawValue))

    @Test func theReportSaysItsFormatAndVersion() throws {
        let object = try Self.object(FairnessSimulationTests.pinned().run(threadCount: 1))
        #expect(object["format"] as? String == "luckywheel simulation report")
        #expect(object["version"] as? Int == 2)
        #expect(SimulationReport.formatVersion == 2)
    }

    /// 30 spins on 12 segments: every cell of the counts expects 2.5, so they are pooled into
    /// one and not judged; the runs and Kolmogorov–Smirnov tests have enough and are judged.
    @Test func aTestWithTooFewSpinsHasNoNumbers() throws {
        let object = try Self.object(FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1))
        let tests = try Self.tests(object)
        let notJudged = tests.filter { $0["verdict"] as? String == "tooFewObservations" }
        #expect(!notJudged.isEmpty && notJudged.count < tests.count)
        for test in notJudged {
            for key in ["statistic", "degreesOfFreedom", "pValue", "passed"] {
                #expect(test[key] is NSNull, "\(key) of \(test)")
            }
        }
        for test in tests where test["verdict"] as? String != "tooFewObservations" {
            #expect(test["pValue"] is Double && test["statistic"] is Double, "\(test)")
            #expect(test["spinsNeeded"] is NSNull, "\(test)")
        }
        // Each test not judged says from how many spins it would be: the counts' χ², whose 12
        // cells must expect 5 each, from 60.
        #expect(tests[0]["spinsNeeded"] as? Double == 60, "\(tests[0])")
        #expect(
            notJudged.allSatisfy { ($0["spinsNeeded"] as? Double).map { $0 > 30 } ?? false }, "\(notJudged)")
        // The χ² of counts at the top is the first test, and says so in the same words.
        #expect(tests[0]["verdict"] as? String == "tooFewObservations")
        #expect(object["verdict"] as? String == "tooFewObservations")
        for key in ["chiSquare", "degreesOfFreedom", "pValue", "passed"] {
            #expect(object[key] is NSNull, "\(key)")
        }
    }

    /// A weight no run could test says how many spins it would take (5e300), where a run
    /// merely too short says fewer: a script reading `verdict` alone could not tell them apart.
    @Test func aWeightBeyondAnyRunSaysTheSpinsItWouldNeed() throws {
        let object = try Self.object(
            FairnessSimulationTests.simulation(spins: 1000, segments: 2, weights: [1e-300, 1]).run(
                threadCount: 1))
        let counts = try Self.tests(object)[0]
        #expect(counts["verdict"] as? String == "tooFewObservations")
        let needed = try #require(counts["spinsNeeded"] as? Double)
        #expect(needed > Double(SimulationConfiguration.spinsRange.upperBound) && needed.isFinite)
    }

    /// On a wheel where one segment alone can win, the counts, pairs and runs have nothing to
    /// test however many spins there are.
    @Test func aTestWithOneOutcomeHasNoNumbers() throws {
        let object = try Self.object(
            FairnessSimulationTests.simulation(spins: 200, segments: 3, weights: [0, 0, 1]).run(
                threadCount: 1))
        let tests = try Self.tests(object)
        #expect(tests.count == 4)
        for test in tests.prefix(3) {
            #expect(test["verdict"] as? String == "nothingToTest", "\(test)")
            for key in ["statistic", "degreesOfFreedom", "pValue", "passed"] {
                #expect(test[key] is NSNull, "\(key) of \(test)")
            }
        }
        #expect(object["verdict"] as? String == "nothingToTest")
        #expect(object["pValue"] is NSNull && object["chiSquare"] is NSNull)
        #expect(tests[3]["verdict"] as? String == "passed" && tests[3]["pValue"] is Double)
    }

    /// The pinned run's p-values lie between 0.025 and 0.95: at 50 % confidence some pass and
    /// some fail, and each judged test gives its numbers with its verdict.
    @Test(arguments: [0.99, 0.5])
    func aJudgedTestHasItsNumbersAndVerdict(confidence: Double) throws {
        let report = try FairnessSimulationTests.pinned().run(
            threadCount: 1, confidence: ConfidenceLevel(confidence))
        let object = try Self.object(report)
        let tests = try Self.tests(object)
        for test in tests {
            let p = try #require(test["pValue"] as? Double, "\(test)")
            #expect(test["statistic"] is Double)
            let passed = p >= 1 - confidence
            #expect(test["passed"] as? Bool == passed, "\(test)")
            #expect(test["verdict"] as? String == (passed ? "passed" : "failed"), "\(test)")
        }
        let verdicts = Set(tests.compactMap { $0["verdict"] as? String })
        #expect(verdicts == Set(confidence == 0.5 ? ["passed", "failed"] : ["passed"]))
        #expect(object["chiSquare"] as? Double == tests[0]["statistic"] as? Double)
        #expect(object["degreesOfFreedom"] as? Int == 2)
        #expect(object["pValue"] as? Double == tests[0]["pValue"] as? Double)
        #expect(object["verdict"] as? String == tests[0]["verdict"] as? String)
        #expect(verdicts.isSubset(of: Self.vocabulary))
    }

    /// A report is not a part: `merge` refuses one, in the old layout or the new, saying what it
    /// is, rather than that it lacks a format.
    @Test(arguments: [false, true])
    func aReportIsRefusedAsAPart(oldLayout: Bool) throws {
        var json = try FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1).json
        if oldLayout {
            json = json.replacingOccurrences(
                of: "\"format\": \"luckywheel simulation report\",\n  \"version\": 2,\n", with: "")
            #expect(!json.contains("\"format\""))
        }
        let reason = SimulationPartTests.refusal(json)
        #expect(reason?.hasPrefix("it is a simulation report") == true, "\(reason ?? "read")")
    }
}
