import Foundation
import TestSupport
import Testing
import WheelAudit
import WheelCore
import WheelSupport

@testable import LuckyWheelCLI

/// The evidence a test lab asks for, on the command line: `rng` (raw output), `simulate
/// --outcomes` (final outcomes), `--report` (the HTML page), `--seed os`, `--confidence`, and
/// `--spin-range` parts.
@Suite struct AuditCommandTests {
    /// Runs the built tool; its standard output, standard error and exit status.
    static func tool(_ arguments: [String]) throws -> (output: [UInt8], errors: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try BuiltExecutable.path())
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (bytes, text, process.terminationStatus)
    }

    static func simulate(_ arguments: [String]) -> (ExitCode, BufferConsole) {
        let console = BufferConsole()
        return (LuckyWheelTool.main(["simulate"] + arguments, console: console), console)
    }

    @Test(arguments: [(UInt64(1), UInt64(0), 64), (42, 7, 100_003)])
    func rngWritesTheRawWordsOfTheStream(seed: UInt64, stream: UInt64, count: Int) throws {
        let run = try Self.tool([
            "rng", "--seed", String(seed), "--stream", String(stream), "--bytes", String(count),
        ])
        #expect(run.status == 0 && run.errors == "")
        var expected = RawOutput(seed: seed, stream: stream)
        #expect(run.output == expected.bytes(count))
        // The words spin `stream` of a simulation draws from.
        var generator = Xoshiro256StarStar(seed: seed, stream: stream)
        let first = run.output.prefix(8).enumerated().reduce(UInt64(0)) {
            $0 | UInt64($1.element) << (8 * $1.offset)
        }
        #expect(first == generator.next())
    }

    /// --per-spin N: the first N words of each spin's stream, spin after spin.
    @Test func rngPerSpinTakesEachSpinsFirstWords() throws {
        let run = try Self.tool(["rng", "--seed", "3", "--stream", "4", "--per-spin", "2", "--bytes", "100"])
        #expect(run.status == 0 && run.errors == "")
        var expected = try RawOutput(seed: 3, stream: 4, wordsPerStream: 2)
        #expect(run.output == expected.bytes(100))
        var second = Xoshiro256StarStar(seed: 3, stream: 5)
        let word = run.output[16..<24].enumerated().reduce(UInt64(0)) {
            $0 | UInt64($1.element) << (8 * $1.offset)
        }
        #expect(word == second.next(), "the third word is spin 5's first")
    }

    /// Streams end at the last, 2^64 - 1: the output across streams used to go on with stream
    /// 0. More bytes than the streams left hold are refused; an endless output ends there.
    @Test func rngPerSpinDoesNotWrapPastTheLastStream() throws {
        let last = String(RawOutput.lastStream)
        let refused = try Self.tool(["rng", "--stream", last, "--per-spin", "2", "--bytes", "17"])
        #expect(refused.status == 64 && refused.output.isEmpty)
        #expect(
            refused.errors.contains(
                "--bytes 17 needs streams past the last, \(last): --stream \(last) --per-spin 2 holds 16 bytes"
            ),
            "\(refused.errors)")
        let endless = try Self.tool(["rng", "--seed", "5", "--stream", last, "--per-spin", "2"])
        #expect(endless.status == 0)
        var expected = RawOutput(seed: 5, stream: RawOutput.lastStream)
        #expect(endless.output == expected.bytes(16))
        #expect(endless.errors.contains("the output ends there"))
        let exact = try Self.tool([
            "rng", "--seed", "5", "--stream", String(RawOutput.lastStream - 1), "--per-spin", "3", "--bytes",
            "48",
        ])
        #expect(exact.status == 0 && exact.errors == "" && exact.output.count == 48)
        #expect(RawOutput.byteCount(fromStream: 0, wordsPerStream: 1) == nil)
        #expect(RawOutput.byteCount(fromStream: RawOutput.lastStream - 9, wordsPerStream: 4) == 320)
    }

    /// A reader that stops reading ends the endless stream quietly, with status 0.
    @Test func rngEndsQuietlyWhenTheReaderGoesAway() throws {
        // The tool's own status follows whatever it wrote to standard error.
        let run = try BuiltExecutable.shell(
            #"{ "$LUCKYWHEEL" rng --seed 3; echo $? >&2; } | head -c 1000000 > /dev/null"#)
        #expect(run.errors == "0\n")
    }

    @Test func rngWithAnOperatingSystemSeedPrintsItForReplay() throws {
        let run = try Self.tool(["rng", "--seed", "os", "--bytes", "32"])
        #expect(run.status == 0)
        let words = run.errors.split(separator: " ")
        #expect(words.first == "seed" && run.errors.hasSuffix(" (from the operating system)\n"))
        let seed = try #require(UInt64(words[1]))
        var expected = RawOutput(seed: seed, stream: 0)
        #expect(run.output == expected.bytes(32))
    }

    @Test func rngRefusesATerminal() {
        let console = BufferConsole(terminal: true)
        #expect(LuckyWheelTool.main(["rng", "--bytes", "8"], console: console) == .usage)
        #expect(console.standardError.contains("rng writes binary"))
    }

    @Test func theOutcomeLogAgreesWithTheReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/outcomes.csv"
        let (status, console) = Self.simulate([
            "--spins", "2500", "--seed", "8", "--segments", "7", "--fps", "30", "--outcomes", path, "--json",
        ])
        #expect(status == .success, "\(console.standardError)")
        let report = try JSONValue(parsing: console.standardOutput)
        let lines = try folder.read("outcomes.csv").split(separator: "\n")
        #expect(lines.first.map(String.init) == SpinOutcome.csvHeader)
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == 2500)
        #expect(rows.enumerated().allSatisfy { Int($0.element[0]) == $0.offset }, "spins in order")
        var counts = [Int](repeating: 0, count: 7)
        for row in rows { counts[Int(row[4]) ?? 0] += 1 }
        #expect(counts == report["counts"]?.arrayValue?.compactMap(\.intValue))
        // An existing log is refused without --force, kept as it was, and replaced with it.
        let before = try folder.read("outcomes.csv")
        let refused = Self.simulate(["--spins", "10", "--outcomes", path])
        let after = try folder.read("outcomes.csv")
        #expect(refused.0 == .cannotCreate && after == before)
        #expect(Self.simulate(["--spins", "10", "--outcomes", path, "--force"]).0 == .success)
        #expect(try folder.read("outcomes.csv").split(separator: "\n").count == 11)
    }

    /// Every output file is checked before the run and before any of them is written, so
    /// "nothing was written" is true.
    @Test(arguments: ["trace.csv", "outcomes.csv", "report.html"])
    func anExistingOutputIsRefusedBeforeAnythingIsWritten(existing: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("keep", to: existing)
        let names = ["--trace": "trace.csv", "--outcomes": "outcomes.csv", "--report": "report.html"]
        let (status, console) = Self.simulate(
            ["--spins", "10"]
                + names.sorted { $0.key < $1.key }.flatMap { [$0.key, folder.path + "/" + $0.value] })
        #expect(status == .cannotCreate)
        #expect(
            console.standardError.hasPrefix(
                "error: \(folder.path)/\(existing) already exists; nothing was written"),
            "\(console.standardError)")
        for name in names.values where name != existing {
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + name), "\(name) was written")
        }
        #expect(try folder.read(existing) == "keep")
    }

    /// A link to nothing is the file it names: `--trace t --outcomes LINK-TO-t --force` wrote
    /// the outcomes over the trace (exit 0); without `--force` it failed after the run. Names
    /// that differ only in Unicode form (`é`, `e` + accent) are two files, as on disk.
    @Test func outputsAreComparedAsTheFileSystemSeesThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link", withDestinationPath: "t.csv")
        for force in [[], ["--force"]] {
            let (status, console) = Self.simulate(
                ["--spins", "10", "--trace", folder.path + "/t.csv", "--outcomes", folder.path + "/link"]
                    + force)
            #expect(status == .usage)
            #expect(
                console.standardError.hasPrefix(
                    "error: --outcomes \(folder.path)/link is also the --trace file"))
            #expect(console.standardOutput.isEmpty)
        }
        let (status, console) = Self.simulate(
            [
                "--spins", "10", "--trace", folder.path + "/\u{E9}.csv", "--outcomes",
                folder.path + "/e\u{301}.csv",
            ])
        #expect(status == .success, "\(console.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
    }

    @Test func theHTMLReportIsWrittenWithTheCommandThatReproducesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/report.html"
        let (status, console) = Self.simulate(["--spins", "1200", "--seed", "4", "--report", path])
        #expect(status == .success, "\(console.standardError)")
        let page = try folder.read("report.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("luckywheel simulate --spins 1200 --seed 4 --segments 12"))
        #expect(page.contains("<code>luckywheel rng --seed 4 --stream K</code>"))
        #expect(page.contains("<svg"))
        // Nothing from the network: the only URL is the SVG namespace, an identifier.
        let urls = page.split(separator: "\"").filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
        #expect(urls == ["http://www.w3.org/2000/svg"], "\(urls)")
    }

    /// The page's promise about its command holds: run as printed, the command prints the
    /// text summary the run printed (not the page), and asked for a page, it writes this one
    /// again. The page used to say the command "prints the same report, byte for byte".
    @Test func thePagesCommandDoesWhatThePageSays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, console) = Self.simulate([
            "--spins", "300", "--seed", "9", "--report", folder.path + "/a.html",
        ])
        #expect(status == .success, "\(console.standardError)")
        let page = try folder.read("a.html")
        #expect(page.contains("The same command prints this run's text summary, byte for byte"))
        #expect(page.contains("asked for this page as well, it writes this page again, byte for byte."))
        #expect(!page.contains("prints the same report"))
        let code = try #require(
            page.components(separatedBy: "<pre><code>").last?.components(separatedBy: "</code>").first)
        let words = code.split(separator: " ").map(String.init)
        #expect(words.prefix(2) == ["luckywheel", "simulate"])
        let replay = Self.simulate(Array(words.dropFirst(2)))
        #expect(replay.0 == .success && replay.1.standardOutput == console.standardOutput)
        #expect(!replay.1.standardOutput.contains("<html"))
        let again = Self.simulate(Array(words.dropFirst(2)) + ["--report", folder.path + "/b.html"])
        #expect(again.0 == .success)
        #expect(try folder.read("b.html") == page)
    }

    @Test func anOperatingSystemSeedIsPrintedInEveryOutput() throws {
        let text = Self.simulate(["--spins", "50", "--seed", "os"])
        #expect(text.0 == .success)
        #expect(text.1.standardOutput.contains(" (from the operating system), "))
        let json = Self.simulate(["--spins", "50", "--seed", "os", "--json"])
        let document = try JSONValue(parsing: json.1.standardOutput)
        #expect(document["seedOrigin"]?.stringValue == "os")
        #expect(
            json.1.standardError
                == "seed \(document["seed"]?.seedValue ?? 0) (from the operating system)\n")
    }

    @Test(arguments: [
        (["--confidence", "1"], "--confidence must be strictly between 0 and 1, got 1\n"),
        (["--confidence", "0"], "--confidence must be strictly between 0 and 1, got 0\n"),
        // The value as typed, and as read when a double reads it as another number (1).
        (
            ["--confidence", "0.99999999999999999"],
            "--confidence must be strictly between 0 and 1, got 0.99999999999999999, which reads as 1\n"
        ),
        (["--confidence", "1e400"], "--confidence must be strictly between 0 and 1, got 1e400\n"),
        (
            ["merge", "part.json", "--confidence", "0"],
            "--confidence must be strictly between 0 and 1, got 0\n"
        ),
        (["--spin-range", "5..5"], "invalid value '5..5' for --spin-range"),
        // Read as the wrong syntax: "expected A..B with 0 ≤ A < B", though 0 < B.
        (
            ["--spin-range", "0..9223372036854775808"],
            "invalid value '0..9223372036854775808' for --spin-range: expected A..B with 0 ≤ A < B "
                + "(spins A to B − 1), each up to 9223372036854775807\n"
        ),
        // Digits only, as a seed: Swift's Int parsing took "+0..+5" and "-0..5" as 0..5.
        (["--spin-range", "+0..+5"], "invalid value '+0..+5' for --spin-range"),
        (["--spin-range=-0..5"], "invalid value '-0..5' for --spin-range"),
        (["--spins", "100", "--spin-range", "50..200"], "--spin-range 50..200 goes past --spins 100"),
        // Named as given, each told what does write it: merge has no --trace, which said "merge
        // the parts first". Declared as exclusions, so the completions do not offer them either.
        (
            ["--spin-range", "0..10", "--report", "r.html"],
            "--report cannot be combined with --spin-range: a report describes a whole run; give --report "
                + "to simulate merge\n"
        ),
        (
            ["--spin-range", "0..10", "--trace", "t.csv"],
            "--trace cannot be combined with --spin-range: a trace is of a whole run's spin 0; give --trace "
                + "to a run without --spin-range (its spin 0 is the same whatever --spins)\n"
        ),
        (
            ["--trace", "t.csv", "--report", "r.html", "--spin-range", "0..10"],
            "--report cannot be combined with --spin-range: a report describes a whole run; give --report "
                + "to simulate merge\n"
        ),
        (
            ["--spins", "100", "--spin-range", "0..10", "--seed", "os"],
            "--seed os draws a new seed for each part; give every part of one run the same --seed"
        ),
        (
            ["--outcomes", "a.csv", "--report", "a.csv"],
            "--report a.csv is also the --outcomes file; give each output its own name"
        ),
        (
            ["--outcomes", "a.csv", "--trace", "./a.csv"],
            "--outcomes a.csv is also the --trace file; give each output its own name"
        ),
        // In a folder not made yet: --force wrote the report over the outcomes.
        (
            ["--outcomes", "no-such-folder/a.csv", "--report", "./no-such-folder//a.csv", "--force"],
            "--report ./no-such-folder//a.csv is also the --outcomes file; give each output its own name"
        ),
        // A file inside another file (here in a folder not made yet) was refused only after the run.
        (
            ["--outcomes", "no-such-folder/a", "--report", "no-such-folder/a/b.html", "--force"],
            "--report no-such-folder/a/b.html would be inside the --outcomes file no-such-folder/a; "
                + "give each output its own name"
        ),
        (
            ["--trace", "./no-such-folder//t/u/v.csv", "--outcomes", "no-such-folder/t"],
            "--trace ./no-such-folder//t/u/v.csv would be inside the --outcomes file no-such-folder/t; "
                + "give each output its own name"
        ),
        (
            ["--outcomes", "no-such-folder/a", "--report", "no-such-folder/a/../r.html"],
            "--report no-such-folder/a/../r.html would be inside the --outcomes file no-such-folder/a; "
                + "give each output its own name"
        ),
        (["--force"], "--force only applies to --trace, --outcomes and --report"),
        // `-` is standard output elsewhere (`render -o -`); here it became a file named `-`.
        (
            ["--trace", "-"],
            "--trace - would be standard output, but --trace writes a file; give a file name"
        ),
        (["--outcomes", "-"], "--outcomes - would be standard output, but --outcomes writes a file; "),
        (["--report", "-"], "--report - would be standard output, but --report writes a file; "),
        (
            ["merge", "part.json", "--report", "-"],
            "--report - would be standard output, but --report writes "
        ),
        (["merge", "part.json", "--report", ""], "--report needs a file name\n"),
    ])
    func badAuditFlagsAreUsageErrors(arguments: [String], message: String) {
        let (status, console) = Self.simulate(arguments)
        #expect(status == .usage)
        #expect(console.standardError.hasPrefix("error: \(message)"), "\(console.standardError)")
    }

    /// Parts of the run, made by separate processes, merge (`simulate merge`, another process)
    /// into exactly the report one run gives, text and JSON; in any order.
    @Test func partsFromSeparateProcessesMergeIntoTheOneRunReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = ["simulate", "--spins", "3001", "--seed", "21", "--segments", "6", "--fps", "24"]
        var files: [String] = []
        for range in ["1001..3001", "0..1000", "1000..1001"] {
            let run = try Self.tool(arguments + ["--spin-range", range])
            #expect(run.status == 0, "\(run.errors)")
            let path = folder.path + "/part-\(range).json"
            try Data(run.output).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        for json in [false, true] {
            let flag = json ? ["--json"] : []
            let merged = try Self.tool(["simulate", "merge"] + files + flag)
            let whole = try Self.tool(arguments + flag)
            #expect(merged.status == 0, "\(merged.errors)")
            #expect(merged.output == whole.output)
        }
        // Refusals name the files.
        let twice = Self.simulateMerge([files[1], files[1]])
        #expect(twice.0 == .usage)
        #expect(twice.1.standardError.hasPrefix("error: \(files[1]) is given twice; give each part once"))
        let copy = folder.path + "/copy.json"
        try FileManager.default.copyItem(atPath: files[1], toPath: copy)
        let overlap = Self.simulateMerge([files[1], copy])
        #expect(overlap.0 == .dataError)
        #expect(overlap.1.standardError.hasPrefix("error: \(files[1]) and \(copy) both ran spins 0..1000"))
        let missing = Self.simulateMerge([files[1]])
        #expect(missing.1.standardError.hasPrefix("error: no part ran spins 1000..3001"))
        let other = try Self.tool([
            "simulate", "--spins", "3001", "--seed", "22", "--spin-range", "1000..1001",
        ])
        let otherPath = folder.path + "/other.json"
        try Data(other.output).write(to: URL(fileURLWithPath: otherPath))
        let mismatch = Self.simulateMerge([files[1], otherPath])
        #expect(
            mismatch.1.standardError.hasPrefix(
                "error: \(otherPath) differs from \(files[1]) in its seed"))
        try folder.write("{}", to: "broken.json")
        #expect(Self.simulateMerge([folder.path + "/broken.json"]).0 == .dataError)
        #expect(Self.simulateMerge([folder.path + "/absent.json"]).0 == .noInput)
    }

    /// A part refuses `--seed os` (each shard would draw its own) unless it is the whole run:
    /// one part, one seed, which merges alone into the report of that seed.
    @Test func aWholeRunPartMayDrawItsSeedFromTheOperatingSystem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let part = Self.simulate(["--spins", "40", "--seed", "os", "--spin-range", "0..40"])
        #expect(part.0 == .success, "\(part.1.standardError)")
        try folder.write(part.1.standardOutput, to: "part.json")
        let merged = Self.simulateMerge([folder.path + "/part.json"])
        #expect(merged.0 == .success, "\(merged.1.standardError)")
        #expect(merged.1.standardOutput.contains(" (from the operating system), "))
    }

    /// A wheel where one segment alone can win says which tests had nothing to test.
    @Test func oneWinningSegmentIsSaidToLeaveNothingToTest() {
        let (status, console) = Self.simulate(["--spins", "1000", "--weights", "0,0,1"])
        #expect(status == .success)
        #expect(
            console.standardOutput.contains(
                "\nruns test                                     -    -         -  one outcome\n"))
        #expect(
            console.standardOutput.contains(
                "4 tests at 99% confidence: 1 passed, 0 failed, 3 with nothing to test (one possible outcome) "
            ))
    }

    /// A `--report` that is one of the parts, by its name or by another path to the same file,
    /// is refused even with `--force` (the output cannot be created, 73), and the part is kept.
    @Test func mergeNeverWritesItsReportOverAPart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.simulate(["--spins", "20", "--seed", "3", "--spin-range", "0..20"])
        #expect(run.0 == .success)
        try folder.write(run.1.standardOutput, to: "part.json")
        let part = folder.path + "/part.json"
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.json", withDestinationPath: part)
        for report in [part, folder.path + "/./part.json", folder.path + "/link.json"] {
            let (status, console) = Self.simulateMerge([part, "--report", report, "--force"])
            #expect(status == .cannotCreate)
            #expect(
                console.standardError.hasPrefix("error: --report \(report) is the part \(part)"),
                "\(console.standardError)")
        }
        #expect(try folder.read("part.json") == run.1.standardOutput)
        #expect(Self.simulateMerge([part, "--report", folder.path + "/report.html"]).0 == .success)
    }

    /// A `--json` report given to merge in place of a part is refused (65), saying it is a
    /// report: it holds verdicts, not the counts a merge adds up.
    @Test func mergeRefusesAReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = Self.simulate(["--spins", "20", "--seed", "3", "--json"])
        #expect(run.0 == .success)
        try folder.write(run.1.standardOutput, to: "report.json")
        let report = folder.path + "/report.json"
        let (status, console) = Self.simulateMerge([report])
        #expect(status == .dataError)
        #expect(
            console.standardError.hasPrefix(
                "error: \(report) is not a simulation part: it is a simulation report"),
            "\(console.standardError)")
        #expect(console.standardOutput == "")
    }

    /// Parts made with the library, of a wheel `simulate` cannot run (a pointer angle, idle
    /// speed or resume delay it has no option for), are refused (65): the text would claim to
    /// be what one simulate run prints, and the report's command would run another wheel. The
    /// same parts of the wheel simulate runs merge.
    @Test(arguments: [
        ("pointer angle", try WheelConfiguration(geometry: WheelGeometry(pointerAngle: 0.5))),
        ("idle speed", try WheelConfiguration(idleAngularVelocity: 0)),
        ("resume delay", try WheelConfiguration(resumeDelay: 10)),
        (nil, WheelConfiguration.standard),
    ])
    func mergeRefusesPartsOfAWheelSimulateCannotRun(setting: String?, wheel: WheelConfiguration) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let simulation = FairnessSimulation(
            configuration: try SimulationConfiguration(spins: 30, seed: 5, wheel: wheel))
        for (name, range) in [("a.json", 0..<10), ("b.json", 10..<30)] {
            try folder.write(try simulation.part(spins: range, threadCount: 1).json, to: name)
        }
        let report = folder.path + "/report.html"
        let (status, console) = Self.simulateMerge([
            folder.path + "/a.json", folder.path + "/b.json", "--report", report,
        ])
        guard let setting else {
            #expect(status == .success, "\(console.standardError)")
            #expect(console.standardOutput == simulation.run(threadCount: 1).text)
            return
        }
        #expect(status == .dataError)
        #expect(
            console.standardError
                == "error: \(folder.path)/a.json is of a run luckywheel simulate cannot make (as are the other parts): "
                + "its \(setting) is not one simulate runs with (no option sets it); merge the parts with the library "
                + "(SimulationPart.merge)\n")
        #expect(console.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    /// A spin that stopped on a segment other than the one drawn is a fault of the model, not
    /// chance: the run fails its check (exit 1), merged or a part, as the text's `FAILED` says
    /// (it ended with 0, and a lab gating on the status missed it). A part's count edited
    /// stands in for the fault, which the model never makes.
    @Test func landingMismatchesFailTheCheck() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, console) = Self.simulate(["--spins", "100", "--seed", "3", "--spin-range", "0..100"])
        #expect(status == .success, "\(console.standardError)")
        let part = console.standardOutput
        #expect(part.contains("\"landingMismatches\": 0,"))
        let faulty = folder.path + "/faulty.json"
        try part.replacing("\"landingMismatches\": 0,", with: "\"landingMismatches\": 1,")
            .write(toFile: faulty, atomically: false, encoding: .utf8)
        let (merged, mergeConsole) = Self.simulateMerge([faulty])
        #expect(merged == .checkFailed, "\(mergeConsole.standardError)")
        #expect(mergeConsole.standardOutput.contains("landing mismatches: 1 (FAILED: must be 0)"))
        let fine = folder.path + "/fine.json"
        try part.write(toFile: fine, atomically: false, encoding: .utf8)
        #expect(Self.simulateMerge([fine]).0 == .success)
        // A part's own status reads its count the same way.
        #expect(
            SimulateCommand.status(
                of: try SimulationPart(
                    json: part.replacing("\"landingMismatches\": 0,", with: "\"landingMismatches\": 1,"),
                    part: 0
                ).tally) == .checkFailed)
    }

    static func simulateMerge(_ files: [String]) -> (ExitCode, BufferConsole) {
        let console = BufferConsole()
        return (LuckyWheelTool.main(["simulate", "merge"] + files, console: console), console)
    }
}
