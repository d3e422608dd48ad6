import Testing
import WheelCore

@testable import WheelAudit

@Suite struct HTMLReportTests {
    @Test func thePageHoldsEverythingAReviewerNeedsAndLoadsNothing() throws {
        let report = try FairnessSimulationTests.pinned().run(threadCount: 1)
        let command =
            "luckywheel simulate --spins 300 --seed 7 --weights 1,2,0,1 --fps 30 --report \"a&b.html\""
        let page = report.html(command: command)
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</html>\n"))
        for needle in [
            "Configuration", "300 spins", "seed 7", "xoshiro256**", "SplitMix64", "Lemire", "alias method",
            "Counts against expected", "<svg", "Test battery", "serial test of pairs", "runs test",
            "gap test, segment 3", "Kolmogorov-Smirnov of offsets", "7 tests at 99% confidence",
            "Reproduce this run", "--report &quot;a&amp;b.html&quot;", "default-src 'none'",
            // How the tests are computed, where their names leave it out.
            "measured at 2<sup>16</sup> bin edges", "as if the tests were independent",
        ] {
            #expect(page.contains(needle), "missing \(needle)")
        }
        // Nothing to fetch: the only URL is the SVG namespace, and there is no script.
        #expect(page.components(separatedBy: "http").count - 1 == 2)
        #expect(page.contains("http-equiv"))
        #expect(page.contains("<tr><th>Seed</th><td>7</td></tr>"), "the label says seed once")
        #expect(!page.contains("<script"))
        #expect(!page.contains("src="))
        // One bar and one expected mark per segment.
        #expect(page.components(separatedBy: "fill=\"#4f7ac7\"><title>segment").count - 1 == 4)
        #expect(report.html(command: command) == page)
        // The library names no command of the tool's unless given one: the tool passes its own.
        #expect(!page.contains("Raw output") && !page.contains("luckywheel rng"))
        #expect(
            report.html(command: command, rawOutputCommand: "luckywheel rng --seed 7 --stream K").contains(
                "<li>Raw output: <code>luckywheel rng --seed 7 --stream K</code> writes the 64-bit words spin <i>K</i>"
            ))
    }

    /// The chart's scale reads in whole counts: its lines were at quarters of the largest count,
    /// labelled rounded, so 10 spins (largest count 3) read 0, 1, 2, 2, 3, with the line
    /// labelled 1 at 0.75 and a bar of 1 standing above it.
    @Test(arguments: [10, 40, 300, 5000])
    func theChartsScaleIsLabelledWithTheCountsItMarks(spins: Int) throws {
        let report = try FairnessSimulationTests.simulation(spins: spins).run(threadCount: 1)
        let lines = report.chartSVG.components(separatedBy: "\n")
        // Each line of the scale (a grid line and its label): the label and the label's height.
        let scale = try lines.filter { $0.contains("fill=\"#667085\">") }.map { line in
            let label = Self.between(line, "fill=\"#667085\">", "</text>").flatMap { Int($0) }
            return (label: try #require(label), y: try #require(Self.between(line, " y=\"", "\"")))
        }
        #expect(scale.count >= 3)
        #expect(scale.first?.label == 0)
        #expect(zip(scale, scale.dropFirst()).allSatisfy { $0.label < $1.label }, "\(scale.map(\.label))")
        #expect(Double(scale.last?.label ?? 0) >= Double(report.tally.counts.max() ?? 0) * 0.5)
        // A bar of a count the scale names reaches exactly that line.
        var checked = 0
        for bar in lines where bar.contains("<title>segment") {
            let count = try #require(
                Self.between(bar, "<title>segment ", " (expected")?.split(separator: " ").last)
            if let line = scale.first(where: { String($0.label) == count }), line.label > 0 {
                #expect(Self.between(bar, " y=\"", "\"") == line.y, "a bar of \(count)")
                checked += 1
            }
        }
        #expect(checked > 0 || spins >= 300)
    }

    /// The text between the first `start` in `text` and the next `end`.
    private static func between(_ text: String, _ start: String, _ end: String) -> String? {
        guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else {
            return nil
        }
        return String(text[from.upperBound..<to.lowerBound])
    }

    /// A run with no test judged is not headed as passed (it was green, as a clean run).
    @Test func aRunWithNothingJudgedIsNotHeadedAsPassed() throws {
        let report = try FairnessSimulationTests.simulation(spins: 10).run(threadCount: 1)
        #expect(report.battery.judged == 0)
        let page = report.html(command: "luckywheel simulate --spins 10")
        #expect(
            page.contains("<p class=\"muted\">16 tests at 99% confidence: none judged (too few spins)</p>"))
        let judged = try FairnessSimulationTests.simulation(spins: 300).run(threadCount: 1)
        #expect(judged.battery.judged > 0)
        let headed = judged.battery.failures > 0 ? "<p class=\"fail\">" : "<p class=\"pass\">"
        #expect(judged.html(command: "luckywheel simulate --spins 300").contains(headed))
    }

    /// A weighted wheel's counts stand beside their weights on the page, as in the text summary
    /// (the page's table had no weight column).
    @Test func aWeightedWheelsCountsShowTheirWeights() throws {
        let page = try FairnessSimulationTests.pinned().run(threadCount: 1).html(
            command: "luckywheel simulate")
        #expect(
            page.contains(
                "<tr><th>Segment</th><th>Weight</th><th>Count</th><th>Expected</th><th>Deviation</th></tr>"))
        #expect(
            page.contains(
                "<tr><td class=\"number\">1</td><td class=\"number\">2</td><td class=\"number\">153</td>"))
        #expect(
            page.contains(
                "<tr><td class=\"number\">2</td><td class=\"number\">0</td><td class=\"number\">0</td>"))
        let uniform = try FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1)
        #expect(uniform.html(command: "luckywheel simulate").contains("<tr><th>Segment</th><th>Count</th>"))
    }

    /// The page's timing facts are the summary's: it left out the shortest interval between
    /// border crossings and the peak speed, which the text and JSON give.
    @Test func thePageGivesTheSummarysTimingFacts() throws {
        let report = try FairnessSimulationTests.pinned().run(threadCount: 1)
        let page = report.html(command: "luckywheel simulate")
        let lines = report.text.components(separatedBy: "\n")
        let interval = try #require(
            lines.first { $0.hasPrefix("border crossings:") }?.components(separatedBy: "shortest interval ")
                .last)
        let peak = try #require(
            lines.first { $0.hasPrefix("peak speed, frame to frame: ") }?.components(separatedBy: ": ").last)
        #expect(page.contains("shortest interval \(interval)"))
        #expect(page.contains("peak speed, frame to frame: \(peak)"))
    }

    /// A test that is not judged shows no numbers: it printed a p-value of 1.000000 (and a
    /// statistic and degrees of freedom of 0), which reads as a perfect fit. Judged tests keep
    /// theirs.
    @Test func aTestNotJudgedShowsNoNumbers() throws {
        let report = try FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1)
        let rows = report.text.components(separatedBy: "\n").filter {
            $0.hasSuffix("too few spins") || $0.hasSuffix("passed") || $0.hasSuffix("FAILED")
        }
        let notJudged = rows.filter { $0.hasSuffix("too few spins") }
        #expect(!notJudged.isEmpty && notJudged.count < rows.count)
        for row in rows {
            let judged = !row.hasSuffix("too few spins")
            let numbers = Array(row.split(separator: " ").dropLast(judged ? 1 : 3).suffix(3))
            if judged {
                #expect(numbers[0] != "-" && numbers[2] != "-", "\(row)")
            } else {
                #expect(numbers == ["-", "-", "-"], "\(row)")
            }
        }
        let page = report.html(command: "luckywheel simulate --spins 30")
        let pageRows = page.components(separatedBy: "\n").filter { $0.hasSuffix("too few spins</td></tr>") }
        #expect(pageRows.count == notJudged.count)
        #expect(
            pageRows.allSatisfy {
                $0.contains(
                    String(repeating: "<td class=\"number\">–</td>", count: 3) + "<td class=\"muted\">")
            })
        #expect(!pageRows.contains { $0.contains("1.000000") })
        // The JSON's χ² of counts at the top carries its verdict, as each test does, and no
        // numbers that read as a perfect fit (JSONReportTests has the rest).
        #expect(
            report.json.contains(
                "\"chiSquare\": null,\n  \"degreesOfFreedom\": null,\n  \"pValue\": null,\n  \"passed\": null,\n"
                    + "  \"verdict\": \"tooFewObservations\",\n"))
    }

    /// A weight of 10⁻³⁰⁰ would need 5 · 10³⁰⁰ spins for its counts to be judged, past any run
    /// (`SimulationConfiguration.spinsRange`): the report says that, not "too few spins"; a
    /// weight of 10⁻⁶ needs 5 million, which a run may have, so there more spins would do
    /// (but not for its runs test, whose variance needs 2.5 · 10¹² spins).
    @Test func aWeightTooSmallForAnyRunIsNotCalledTooFewSpins() throws {
        func report(_ weights: [Double]) throws -> SimulationReport {
            let wheel = try WheelConfiguration(
                geometry: WheelGeometry(segmentCount: weights.count),
                weights: WeightedChoice(weights: weights))
            return FairnessSimulation(
                configuration: try SimulationConfiguration(spins: 100, seed: 3, wheel: wheel)
            ).run(threadCount: 1)
        }
        let tiny = try report([1e-300, 1])
        let rows = tiny.text.components(separatedBy: "\n")
        #expect(
            rows.contains {
                $0.hasPrefix("chi-square of counts")
                    && $0.hasSuffix("-  a weight too small for any run (it would need about 5e300 spins)")
            })
        #expect(
            rows.contains { $0.hasPrefix("runs test") && $0.hasSuffix("-  a weight too small for any run") })
        #expect(!tiny.text.contains("too few spins"))
        #expect(tiny.batterySummary.contains(", 3 not judged (a weight too small for any run) ("))
        #expect(
            tiny.html(command: "luckywheel simulate --weights 1e-300,1 --spins 100")
                .contains(
                    "<td class=\"muted\">a weight too small for any run (it would need about 5e300 spins)</td>"
                ))
        let small = try report([1e-6, 1])
        #expect(
            small.batterySummary.contains(
                ", 3 not judged (too few spins), 1 not judged (a weight too small for any run) ("),
            "counts, pairs, gaps; runs")
        #expect(
            small.text.components(separatedBy: "\n").contains {
                $0.hasPrefix("runs test")
                    && $0.hasSuffix("a weight too small for any run (it would need 2,500,010,000,015 spins)")
            })
        #expect(SimulationReport.spinsText(1_296_000.5) == "1,296,001")
        #expect(SimulationReport.spinsText(9.96e20) == "about 1e21")
    }

    @Test func aFailedTestIsShownAsFailed() throws {
        // Too few spins for the serial test: shown, not judged.
        let report = try FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1)
        let page = report.html(command: "luckywheel simulate --spins 30")
        #expect(page.contains("too few spins"))
        #expect(report.text.contains("not judged (too few spins)"))
    }
}
