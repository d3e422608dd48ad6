import WheelCore
import WheelStatistics
import WheelSupport

extension SimulationReport {
    /// A self-contained page for a reviewer (`simulate --report FILE.html`): the configuration,
    /// the generator and scaling methods, the sample size, the counts against expected as an
    /// inline SVG chart, the battery's table, the timing facts, and `command`, the command
    /// line that reproduces the run; `rawOutputCommand`, when given, is the one that writes the
    /// words spin K draws from (`K` standing for the spin). No scripts, no network: inline CSS and SVG only, and a
    /// Content-Security-Policy that forbids loading anything. Same bytes for the same report.
    public func html(command: String, rawOutputCommand: String? = nil) -> String {
        let wheel = configuration.wheel
        let spin = wheel.spin
        let failed = battery.failures
        // A run with no test judged is neither: it is not headed in the colour of a clean one.
        let verdictClass = failed > 0 ? "fail" : battery.judged > 0 ? "pass" : "muted"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Fairness report: \(DecimalText.counted(tally.spins, "spin", grouped: true)), \(Self.escaped(seedText))</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; color: #1d2330; margin: 2em auto; max-width: 60em; padding: 0 1em; }
            h1 { font-size: 1.6em; margin-bottom: 0.2em; }
            h2 { font-size: 1.15em; margin-top: 1.8em; border-bottom: 1px solid #d5d9e2; padding-bottom: 0.2em; }
            table { border-collapse: collapse; margin: 0.5em 0; }
            th, td { padding: 0.25em 0.8em; border-bottom: 1px solid #e4e7ee; text-align: left; }
            td.number { text-align: right; font-variant-numeric: tabular-nums; }
            .pass { color: #17663a; font-weight: 600; }
            .fail { color: #b3261e; font-weight: 600; }
            .muted { color: #667085; }
            pre { background: #f3f5f9; padding: 0.8em 1em; overflow-x: auto; border-radius: 4px; }
            svg { max-width: 100%; height: auto; }
            </style>
            </head>
            <body>
            <h1>Fairness report</h1>
            <p class="\(verdictClass)">\(Self.escaped(batterySummary))</p>
            <p\(tally.landingMismatches == 0 ? "" : " class=\"fail\"")>Landing mismatches (spins that stopped on a segment other than the one drawn): \(tally.landingMismatches)\(Self.escaped(mismatchNote)).</p>

            """
        page += "<h2>Configuration</h2>\n<table>\n"
        let weightsText =
            wheel.weights.map { $0.weights.map(DecimalText.shortest).joined(separator: ", ") } ?? "uniform"
        let rows: [(String, String)] = [
            ("Made by", PackageVersion.generator),
            ("Sample size", DecimalText.counted(tally.spins, "spin", grouped: true)),
            ("Seed", seedValueText),
            ("Segments", "\(wheel.geometry.segmentCount)"),
            ("Weights", weightsText),
            (
                "Display link",
                "\(DecimalText.shortest(configuration.clock.framesPerSecond)) Hz, every tick evaluated"
            ),
            (
                "Spin",
                "\(DecimalText.shortest(spin.duration)) s, \(DecimalText.counted(spin.turns, "whole turn")), \(spin.easing)"
            ),
            (
                "Landing margin",
                DecimalText.shortest(spin.landingMargin)
                    + " of a segment at each border"
            ),
            ("Confidence", battery.confidence.percentText),
        ]
        for (name, value) in rows {
            page += "<tr><th>\(Self.escaped(name))</th><td>\(Self.escaped(value))</td></tr>\n"
        }
        page += "</table>\n"
        page += """
            <h2>Random number generation and scaling</h2>
            <ul>
            <li>Generator: xoshiro256** (Blackman and Vigna). Spin <i>k</i> draws from its own stream, a generator seeded with SplitMix64 from (seed, <i>k</i>), so spins are independent of the order and the machine they run on.</li>
            <li>Segments: \(wheel.weights == nil ? "uniform, an unbiased bounded integer (Lemire's multiply-and-shift with rejection, no modulo bias)" : "weighted, Vose's alias method: an unbiased bounded integer (Lemire's multiply-and-shift with rejection) picks a column, a 53-bit uniform double keeps it or takes its alias")</li>
            <li>Landing offset within the segment: a 53-bit uniform double scaled into [margin, 1 − margin).</li>
            \(rawOutputCommand.map { "<li>Raw output: <code>\(Self.escaped($0))</code> writes the 64-bit words spin <i>K</i> draws from, little-endian, for dieharder, TestU01 or NIST STS.</li>\n" } ?? "")</ul>

            """
        page += "<h2>Counts against expected</h2>\n" + chartSVG + "\n"
        page += "<h2>Test battery</h2>\n<table>\n"
        page +=
            "<tr><th>Test</th><th>Statistic</th><th>Degrees of freedom</th><th>p-value</th><th>Verdict</th></tr>\n"
        for result in battery.results {
            let cssClass = result.verdict == .failed ? "fail" : result.verdict == .passed ? "pass" : "muted"
            page += "<tr><td>\(Self.escaped(result.name))</td>"
            // A test not judged has no numbers to read (readings(of:)): they would look like a perfect fit.
            let readings = Self.readings(of: result)
            page += "<td class=\"number\">\(readings.map { Self.statisticText($0.statistic) } ?? "–")</td>"
            page += "<td class=\"number\">\(readings?.degreesOfFreedom.map(String.init) ?? "–")</td>"
            page +=
                "<td class=\"number\">\(readings.map { Self.escaped(Self.pValueText($0.pValue)) } ?? "–")</td>"
            page += "<td class=\"\(cssClass)\">\(Self.escaped(Self.verdictText(result)))</td></tr>\n"
        }
        page += "</table>\n" + Self.batteryMethods
        // A weighted wheel's declared weights stand beside the counts they imply, as in `text`.
        page +=
            "<h2>Counts</h2>\n<table>\n<tr><th>Segment</th>\(wheel.weights == nil ? "" : "<th>Weight</th>")"
            + "<th>Count</th><th>Expected</th><th>Deviation</th></tr>\n"
        for (segment, count) in tally.counts.enumerated() {
            let expectation = expected[segment]
            let deviation =
                expectation > 0 ? DecimalText.signed((Double(count) / expectation - 1) * 100, 2) + " %" : "–"
            let weight = wheel.weights.map {
                "<td class=\"number\">\(DecimalText.shortest($0.weights[segment]))</td>"
            }
            page +=
                "<tr><td class=\"number\">\(segment)</td>\(weight ?? "")<td class=\"number\">\(count)</td>"
            page +=
                "<td class=\"number\">\(DecimalText.fixed(expectation, 2))</td><td class=\"number\">\(deviation)</td></tr>\n"
        }
        page += "</table>\n"
        page += "<h2>Timing</h2>\n<p>"
        page += Self.escaped(
            "\(tally.ticksEvaluated) ticks evaluated, \(tally.minimumTicksPerSpin == Int.max ? 0 : tally.minimumTicksPerSpin)"
                + "–\(tally.maximumTicksPerSpin) per spin; \(tally.borderCrossings) border crossings, at most "
                + "\(tally.maximumCrossingsPerTick) per tick, shortest interval \(intervalText); "
                + "peak speed, frame to frame: \(peakSpeedText).")
        page += "</p>\n<h2>Reproduce this run</h2>\n<pre><code>\(Self.escaped(command))</code></pre>\n"
        // The command prints the text summary; this page is written only when one is asked for,
        // so the sentence names both rather than calling the summary "the same report".
        page +=
            seedOrigin == .operatingSystem
            ? "<p class=\"muted\">The same command prints a text summary of the same counts, battery and "
                + "timing, on any machine, with \(PackageVersion.generator); it says the seed was given, as "
                + "does this page when it is asked for again.</p>\n"
            : "<p class=\"muted\">The same command prints this run's text summary, byte for byte, on any "
                + "machine, with \(PackageVersion.generator); asked for this page as well, it writes this page "
                + "again, byte for byte.</p>\n"
        page += "</body>\n</html>\n"
        return page
    }

    /// Bars of the counts with the expected count of each segment marked across them.
    var chartSVG: String {
        let width = 720.0
        let height = 280.0
        let left = 64.0
        let bottom = 44.0
        let top = 12.0
        let plotWidth = width - left - 12
        let plotHeight = height - bottom - top
        let counts = tally.counts.map(Double.init)
        // The scale's lines mark whole counts (at quarters of the largest they read 0, 1, 2, 2, 3
        // for a largest count of 3), up to the first at or above every bar and expected mark.
        let highest = max(counts.max() ?? 0, expected.max() ?? 0, 1)
        let step = Self.scaleStep(atLeast: highest / 4)
        let scaleLines = Int((highest / step).rounded(.up))
        let largest = step * Double(scaleLines) * 1.08
        let slot = plotWidth / Double(max(counts.count, 1))
        func x(_ value: Double) -> String { DecimalText.fixed(value, 2) }
        func y(_ value: Double) -> String { DecimalText.fixed(top + plotHeight * (1 - value / largest), 2) }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        svg +=
            "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Counts against expected per segment\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"#ffffff\"/>\n"
        for line in 0...scaleLines {
            let value = step * Double(line)
            svg +=
                "<line x1=\"\(x(left))\" x2=\"\(x(width - 12))\" y1=\"\(y(value))\" y2=\"\(y(value))\" stroke=\"#e4e7ee\"/>"
            svg +=
                "<text x=\"\(x(left - 6))\" y=\"\(y(value))\" font-size=\"11\" text-anchor=\"end\" dominant-baseline=\"middle\" fill=\"#667085\">"
            svg += "\(DecimalText.fixed(value, 0))</text>\n"
        }
        let labelEvery = max(1, (counts.count + 23) / 24)
        for (segment, count) in counts.enumerated() {
            let barLeft = left + Double(segment) * slot + slot * 0.15
            let barWidth = slot * 0.7
            svg += "<rect x=\"\(x(barLeft))\" y=\"\(y(count))\" width=\"\(x(barWidth))\" "
            svg +=
                "height=\"\(x(plotHeight * count / largest))\" fill=\"#4f7ac7\"><title>segment \(segment): "
            svg += "\(Int(count)) (expected \(DecimalText.fixed(expected[segment], 2)))</title></rect>\n"
            svg += "<line x1=\"\(x(barLeft - slot * 0.1))\" x2=\"\(x(barLeft + barWidth + slot * 0.1))\" "
            svg +=
                "y1=\"\(y(expected[segment]))\" y2=\"\(y(expected[segment]))\" stroke=\"#d9822b\" stroke-width=\"2.5\"/>\n"
            if segment % labelEvery == 0 {
                svg +=
                    "<text x=\"\(x(barLeft + barWidth / 2))\" y=\"\(x(height - bottom + 16))\" font-size=\"11\" "
                svg += "text-anchor=\"middle\" fill=\"#1d2330\">\(segment)</text>\n"
            }
        }
        svg +=
            "<line x1=\"\(x(left))\" x2=\"\(x(width - 12))\" y1=\"\(y(0))\" y2=\"\(y(0))\" stroke=\"#1d2330\"/>\n"
        svg += "<rect x=\"\(x(left))\" y=\"\(x(height - 12))\" width=\"12\" height=\"8\" fill=\"#4f7ac7\"/>"
        svg +=
            "<text x=\"\(x(left + 16))\" y=\"\(x(height - 4))\" font-size=\"11\" fill=\"#1d2330\">count</text>"
        svg +=
            "<line x1=\"\(x(left + 70))\" x2=\"\(x(left + 86))\" y1=\"\(x(height - 8))\" y2=\"\(x(height - 8))\" stroke=\"#d9822b\" stroke-width=\"2.5\"/>"
        svg +=
            "<text x=\"\(x(left + 90))\" y=\"\(x(height - 4))\" font-size=\"11\" fill=\"#1d2330\">expected</text>\n"
        svg += "</svg>"
        return svg
    }

    /// The step of the chart's scale: the smallest whole 1, 2, 2.5 or 5 × 10ᵏ (counts are whole,
    /// so 1 at least) that is at least `least`.
    static func scaleStep(atLeast least: Double) -> Double {
        guard least.isFinite else { return 1 }
        var power = 1.0
        while true {
            for factor in [1.0, 2, 2.5, 5] {
                let step = factor * power
                if step >= least, step.rounded() == step { return step }
            }
            power *= 10
        }
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// How the battery's tests are computed, for a reviewer who recomputes them: what a test's
    /// name leaves out (the Kolmogorov–Smirnov D is read at bin edges, the chance of as many
    /// failures treats the tests as independent).
    static let batteryMethods = """
        <p class="muted">How the tests are computed: a χ² test pools the cells that expect fewer than 5 \
        (Cochran's rule); the runs test is a z score against the exact mean and variance given the counts; \
        a gap test puts the gaps between stops on its segment in 8 classes of about equal probability under \
        the geometric law, merging classes that expect fewer than 5; the Kolmogorov–Smirnov D of the \
        landing offsets, scaled to the landing band, is measured at 2<sup>16</sup> bin edges (so that \
        partial runs merge), at most 2<sup>−16</sup> below the exact D, its p-value by Stephens' \
        approximation. The chance of as many failures by chance is the binomial tail at the confidence \
        level, as if the tests were independent; tests on the same stops are not quite.</p>

        """
}
