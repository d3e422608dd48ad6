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
    }

    @Test func aFailedTestIsShownAsFailed() throws {
        // Too few spins for the serial test: shown, not judged.
        let report = try FairnessSimulationTests.simulation(spins: 30).run(threadCount: 1)
        let page = report.html(command: "luckywheel simulate --spins 30")
        #expect(page.contains("too few spins"))
        #expect(report.text.contains("not judged (too few spins)"))
    }
}
