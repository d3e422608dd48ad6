import WheelAudit
import WheelCore
import WheelStatistics
import WheelSupport

/// `luckywheel simulate`: many spins evaluated tick by tick, tallied, and tested for fairness.
struct SimulateCommand: Command {
    static let configuration = CommandConfiguration(
        name: "simulate",
        abstract: "Spin the wheel many times as a display link drives it and test that it is fair.",
        discussion: """
            Every tick of every spin is evaluated: the wheel angle, the segment under the
            pointer, and each border crossing with its exact time. The report compares how
            often each segment came up with how often it should (uniform, or by --weights),
            counts the spins that stopped on a segment other than the one drawn (must be 0;
            any is a fault, and the run exits 1),
            and runs a battery of tests on the outcomes at --confidence: chi-square of the
            counts against the weights, serial test of consecutive pairs, runs test, gap test
            per segment, Kolmogorov-Smirnov of the landing offsets. All cores are used; the
            same seed prints the same bytes whatever the number of cores. --seed os draws a
            seed from the operating system, printed so the run can be replayed.

            Easings: \(ListText.joined(TimingCurve.named.map(\.name), "and")) are Core Animation's
            curves; speedMatched leaves at the idle speed (no jolt when the button is pressed)
            and eases to rest; cubic-bezier(x1,y1,x2,y2) is any curve with x1, x2 in 0...1 whose
            progress never decreases.

            --trace writes spin 0 tick by tick as CSV. --outcomes writes one row per spin:
            \(SpinOutcome.csvHeader.split(separator: ",").joined(separator: ", ")). --report
            writes a self-contained HTML page for a reviewer. --spin-range A..B runs spins A to
            B-1 and prints a partial result as JSON; 'luckywheel simulate merge PART...'
            combines parts into the report one run of all spins gives.

            EXAMPLES:
              luckywheel simulate --spins 1000000 --seed 42
              luckywheel simulate --weights 5,1,1,1,1,1 --json
              luckywheel simulate --seed os --outcomes outcomes.csv --report report.html
              luckywheel simulate --spins 100000000 --seed 42 --spin-range 0..1000000 \\
                  > part-0.json
            """,
        subcommands: [SimulateMergeCommand.self])

    static let spins = Option<Int>(
        "--spins", value: "n", help: "How many spins.", default: SimulationConfiguration.defaultSpins,
        range: ValueRange(SimulationConfiguration.spinsRange))
    static let confidence = Option<Double>(
        "--confidence", value: "c",
        help: "Confidence of the battery's verdicts, \(ConfidenceLevel.requirement).",
        default: ConfidenceLevel.standard.value, requirement: ConfidenceLevel.requirement
    ) { (try? ConfidenceLevel($0)) != nil }
    static let json = Flag("--json", help: "Print the report as JSON instead of text.")
    static let trace = Option<String?>(
        "--trace", value: "file", help: "Also write spin 0 tick by tick as CSV to this file.",
        completion: .file(extensions: ["csv"]))
    static let outcomes = Option<String?>(
        "--outcomes", value: "file", help: "Also write one CSV row per spin (the outcome log) to this file.",
        completion: .file(extensions: ["csv"]))
    static let report = Option<String?>(
        "--report", value: "file", help: "Also write a self-contained HTML report for a reviewer.",
        completion: .file(extensions: ["html"]))
    static let spinRange = Option<SpinRange?>(
        "--spin-range", value: "A..B",
        help: "Run only spins A to B-1 and print them as a partial result (JSON) for 'simulate merge'.")
    static let force = Flag(
        SharedArguments.forceName, help: "Replace the --trace, --outcomes or --report file if it exists.")

    static let arguments: [any ArgumentDeclaration] =
        [spins, SharedArguments.seed, SharedArguments.framesPerSecond] + SpinArguments.arguments + [
            confidence, json, trace, outcomes, report, spinRange, force,
        ]

    /// What a part (`--spin-range`) refuses, each told what does it: merge writes the report
    /// of the parts and judges the battery (a part holds counts, not verdicts); no part traces,
    /// and spin 0 is the same in a run of any length.
    static var exclusions: [OptionExclusion] {
        let part = spinRange.spec.key
        return [
            (report.spec, "a report describes a whole run; give \(report.spec.key) to simulate merge"),
            (
                trace.spec,
                "a trace is of a whole run's spin 0; give \(trace.spec.key) to a run without \(part) (its spin 0 "
                    + "is the same whatever \(spins.spec.key))"
            ),
            (
                confidence.spec,
                "a part is judged when the parts are merged; give \(confidence.spec.key) to simulate merge"
            ),
        ].map { option, reason in
            OptionExclusion([spinRange.spec], named: part, exclude: [option], because: reason)
        }
    }

    var spins: Int
    var seed: UInt64
    var seedOrigin: SeedOrigin
    var framesPerSecond: Double
    var spin: SpinArguments
    var confidence: ConfidenceLevel
    var json: Bool
    var trace: String?
    var outcomes: String?
    var report: String?
    var spinRange: Range<Int>?
    var force: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        spins = try arguments.value(Self.spins)
        let seedChoice = try arguments.value(SharedArguments.seed)
        seed = seedChoice.resolved()
        seedOrigin = seedChoice.origin
        framesPerSecond = try arguments.value(SharedArguments.framesPerSecond)
        spin = try SpinArguments(parsing: arguments)
        confidence = Self.confidenceLevel(try arguments.value(Self.confidence))
        json = try arguments.value(Self.json)
        trace = try arguments.value(Self.trace)
        outcomes = try arguments.value(Self.outcomes)
        report = try arguments.value(Self.report)
        spinRange = try arguments.value(Self.spinRange)?.range
        force = try arguments.value(Self.force)
    }

    /// The output files the flags name, with their flags.
    private var files: [OutputName] {
        [(Self.trace, trace), (Self.outcomes, outcomes), (Self.report, report)].compactMap { option, path in
            path.map { OutputName(option: option.spec.shownName, path: $0) }
        }
    }

    /// The output file that names standard output (`--outcomes /dev/stdout`, or the file it
    /// is redirected to), if any: its rows are then alone there, the report on standard error.
    private var fileOnStandardOutput: OutputName? {
        files.first { FileSystem.namesStandardOutput($0.path) }
    }

    func validate() throws(UsageError) {
        let simulation = try simulation()
        for file in files { try Self.checkFileOutput(file.path, option: file.option) }
        try Self.checkOutputsApart(files)
        if let file = fileOnStandardOutput {
            if spinRange != nil {
                throw Self.usageError(
                    "\(file.option) \(file.path) is standard output, where \(Self.spinRange.spec.shownName) writes "
                        + "the part; give a file name")
            }
            if json { throw Self.usageError(Self.jsonRefusal(fileOnStandardOutput: file)) }
        }
        if force, files.isEmpty {
            throw Self.usageError(
                "\(Self.force.spec.key) only applies to \(Self.trace.spec.key), \(Self.outcomes.spec.key) and \(Self.report.spec.key); give one of them"
            )
        }
        if let spinRange {
            if spinRange.upperBound > simulation.configuration.spins {
                throw Self.usageError(
                    "\(Self.spinRange.spec.key) \(spinRange.lowerBound)..\(spinRange.upperBound) goes past \(Self.spins.spec.key) "
                        + "\(simulation.configuration.spins); a part's spins must lie in 0..\(simulation.configuration.spins)"
                )
            }
            // Each part would draw its own seed, and merge refuses them only after all the work.
            if seedOrigin == .operatingSystem, spinRange != 0..<simulation.configuration.spins {
                let (seed, os) = (SharedArguments.seed.spec.key, SeedChoice.operatingSystemWord)
                throw Self.usageError(
                    "\(seed) \(os) draws a new seed for each part; give every part of one run the same "
                        + "\(seed) (\(RNGCommand.commandPath) \(seed) \(os) \(RNGCommand.bytes.spec.key) 0 prints one)"
                )
            }
        }
    }

    func run(console: any Console) throws -> ExitCode {
        let simulation = try simulation()
        // Every file is created (hidden, beside its destination) before the run, which can take
        // hours: a destination that cannot be written is refused at once. They are moved into
        // place together when the run succeeded; a failure or an interruption leaves none.
        for file in files {
            try AtomicFile.checkDestination(file.path, replacing: force, option: file.option)
        }
        var pending: [String: AtomicFile.Pending] = [:]
        // Newest first: a folder made for the first file is removed after the files in it.
        defer { for file in files.reversed() { pending[file.option]?.discard() } }
        for file in files {
            pending[file.option] = try AtomicFile.Pending(
                path: file.path, replacing: force, option: file.option, console: console)
        }
        if seedOrigin == .operatingSystem, json || spinRange != nil {
            console.write("seed \(seedOrigin.naming(seed))\n", to: .standardError)
            // The seed is the one way to replay the run.
            try console.checkStandardError(withholding: true)
        }
        if let trace = pending[Self.trace.spec.key] {
            // Streamed in blocks: a long spin's trace (hours at 240 Hz) never sits in memory.
            var block = SpinTrace.csvHeader + "\n"
            try SpinTrace.play(simulation: simulation) { (row: SpinTraceRow) throws(CommandFailure) in
                block += row.csv + "\n"
                if block.utf8.count >= 1 << 16 {
                    try trace.output.append(Array(block.utf8))
                    block = ""
                }
            }
            try trace.output.append(Array(block.utf8))
        }
        let range = spinRange ?? 0..<simulation.configuration.spins
        let part = try runPart(
            simulation, spins: range, outcomes: pending[Self.outcomes.spec.key]?.output, console: console)
        let report = spinRange == nil ? try part.report(confidence: confidence) : nil
        if let report, let file = pending[Self.report.spec.key] {
            try file.output.append(ReproducingCommand.page(of: report, confidence: confidence))
        }
        let summary = report.map { json ? $0.json : $0.text } ?? part.json
        console.show(summary, onStandardError: fileOnStandardOutput != nil)
        if fileOnStandardOutput != nil { try console.checkStandardError(withholding: files.count > 1) }
        try console.checkStandardOutput(withholding: !files.isEmpty)
        // Together: a file that cannot be published (another run put one there meanwhile)
        // takes back the ones this run already published, the files they replaced put back.
        try AtomicFile.publish(together: files.compactMap { pending[$0.option] })
        return Self.status(of: part.tally)
    }

    /// Why `--json` is refused when `file` writes to standard output, for simulate and merge:
    /// the file's content is the output there, the summary goes to standard error.
    static func jsonRefusal(fileOnStandardOutput file: OutputName) -> String {
        "\(json.spec.shownName) describes the run on standard output; with \(file.option) \(file.path) "
            + "the file's content is the output"
    }

    /// A simulation's status: ``ExitCode/checkFailed`` when a spin stopped on a segment other
    /// than the one drawn (landing mismatches, which must be 0: a fault of the model, not
    /// chance, unlike a test of the battery that fails, as one does about once in a hundred
    /// for a fair wheel), else success. For a whole run, a part and a merge alike.
    static func status(of tally: SimulationTally) -> ExitCode {
        tally.landingMismatches == 0 ? .success : .checkFailed
    }

    /// Spins `range`, writing the outcome log on the way to `outcomes` when `--outcomes` asks for it.
    private func runPart(
        _ simulation: FairnessSimulation, spins range: Range<Int>, outcomes: AtomicFile.Output?,
        console: any Console
    )
        throws -> SimulationPart
    {
        let reporter = Self.progress(console: console, spins: range.count, outcomes: outcomes)
        defer { reporter.finish() }
        let progress: @Sendable (Int) -> Void = { reporter.advance(by: $0) }
        guard let outcomes else {
            return try simulation.part(spins: range, seedOrigin: seedOrigin, progress: progress)
        }
        try outcomes.append(Array((SpinOutcome.csvHeader + "\n").utf8))
        do {
            return try simulation.part(spins: range, seedOrigin: seedOrigin, progress: progress) {
                (lines: String) throws in
                try outcomes.append(Array(lines.utf8))
            }
        } catch SimulationRunError<any Error>.output(let failure) {
            throw failure
        } catch SimulationRunError<any Error>.part(let refused) {
            throw refused
        }
    }

    /// A run can take hours: a terminal shows how far it is, as render's does, unless the
    /// outcome rows go to that terminal too, where the bar would break every row it crossed.
    static func progress(
        console: any Console, spins: Int, outcomes: AtomicFile.Output?,
        delay: Double = ProgressReporter.defaultDelay
    ) -> ProgressReporter {
        ProgressReporter(
            console: console, total: spins, unit: "spins", enabled: outcomes?.isTerminal != true, delay: delay
        )
    }

    /// `value` of `--confidence`, which its declaration checked by the battery's rule, as the
    /// battery takes it.
    static func confidenceLevel(_ value: Double) -> ConfidenceLevel {
        guard let level = try? ConfidenceLevel(value) else {
            preconditionFailure("\(Self.confidence.spec.key) \(value) passed its check")
        }
        return level
    }

    /// The simulation the flags describe; a value the library refuses is a usage error naming
    /// its flag.
    func simulation() throws(UsageError) -> FairnessSimulation {
        let wheel = try spin.wheel()
        let configuration = try spin.checked { () throws(WheelError) in
            try SimulationConfiguration(
                spins: spins, seed: seed, wheel: wheel, framesPerSecond: framesPerSecond)
        }
        return FairnessSimulation(configuration: configuration)
    }
}
