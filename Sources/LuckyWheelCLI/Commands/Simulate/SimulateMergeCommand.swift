import WheelAudit
import WheelStatistics

/// `luckywheel simulate merge PART...`: the partial results of `simulate --spin-range` combined
/// into exactly the report one run of all spins gives.
struct SimulateMergeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Combine the parts of a run (simulate --spin-range) into the report of the whole run.",
        discussion: """
            The parts may come in any order, from any machines; together they must cover every
            spin of one run exactly once. The text and --json are byte for byte what one
            'luckywheel simulate' of all spins prints. Parts of another run (a different seed,
            weights, spin count...), spins run twice and spins missing are refused, naming the
            files.

            EXAMPLE:
              seq 0 99 | parallel 'luckywheel simulate --spins 100000000 --seed 42 \\
                  --spin-range $(({} * 1000000))..$((({} + 1) * 1000000)) > part-{}.json'
              luckywheel simulate merge part-*.json
            """)

    static let parts = Positional<String>(
        "PART", help: "Partial results (simulate --spin-range ... output).", repeating: true,
        completion: .file(extensions: ["json"]))
    /// As the run's parts print their report.
    static let json = SimulateCommand.json
    static let report = Option<String?>(
        "--report", value: "file", help: "Also write the self-contained HTML report.",
        completion: .file(extensions: ["html"]))
    static let force = Flag(SharedArguments.forceName, help: "Replace the --report file if it exists.")

    static let arguments: [any ArgumentDeclaration] = [
        parts, SimulateCommand.confidence, json, report, force,
    ]

    var parts: [String]
    var confidence: ConfidenceLevel
    var json: Bool
    var report: String?
    var force: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        parts = try arguments.values(Self.parts)
        confidence = SimulateCommand.confidenceLevel(try arguments.value(SimulateCommand.confidence))
        json = try arguments.value(Self.json)
        report = try arguments.value(Self.report)
        force = try arguments.value(Self.force)
    }

    func validate() throws(UsageError) {
        for part in parts { try Self.checkFileInput(part, option: nil) }
        if let report { try Self.checkFileOutput(report, option: Self.report.spec.key) }
        if json, let file = reportOnStandardOutput {
            throw Self.usageError(SimulateCommand.jsonRefusal(fileOnStandardOutput: file))
        }
        if force, report == nil {
            throw Self.usageError(
                "\(Self.force.spec.key) only applies to \(Self.report.spec.key); give a \(Self.report.spec.key) file"
            )
        }
    }

    /// The report when it names standard output (`--report /dev/stdout`, or the file standard
    /// output is redirected to): the page is then alone there, the summary on standard error,
    /// as simulate has it (the summary was glued after the page, or lost with the old file).
    private var reportOnStandardOutput: OutputName? {
        report.flatMap {
            FileSystem.namesStandardOutput($0)
                ? OutputName(option: Self.report.spec.shownName, path: $0) : nil
        }
    }

    func run(console: any Console) throws -> ExitCode {
        if let message = FileSystem.givenTwice(in: parts, each: "part") { throw Self.usageError(message) }
        if let report {
            // An output that would replace an input cannot be created (73), as in every command.
            if let part = FileSystem.input(among: parts, sameAs: report) {
                throw CommandFailure(
                    .cannotCreate,
                    "\(Self.report.spec.key) \(report) is the part \(part); a part is never replaced, "
                        + "not even with \(Self.force.spec.key). Give the report its own name.")
            }
            try AtomicFile.checkDestination(report, replacing: force, option: Self.report.spec.key)
        }
        var read: [SimulationPart] = []
        for (index, path) in parts.enumerated() {
            // A part is about 200 KB whatever its spin count; 64 MB is far beyond any.
            let bytes = try FileSystem.readFile(path, limit: 64 << 20, kind: "simulation part")
            do {
                read.append(try SimulationPart(json: String(decoding: bytes, as: UTF8.self), part: index))
            } catch {
                throw failure(error)
            }
        }
        let whole: SimulationReport
        do {
            whole = try SimulationPart.merge(read).report(confidence: confidence)
        } catch {
            throw failure(error)
        }
        // The text is what one simulate run prints, and the report names the command that
        // reproduces it: parts of a run no command makes (made with the library) are refused.
        if let reason = ReproducingCommand.whyNotReproduced(whole.configuration) {
            // The parts agree (checked by the merge): the first stands for them all.
            let others = parts.count > 1 ? " (as are the other parts)" : ""
            throw CommandFailure(
                .dataError,
                "\(parts[0]) is of a run luckywheel simulate cannot make\(others): \(reason); merge the parts "
                    + "with the library (SimulationPart.merge)")
        }
        // The report goes into place after the summary was printed, as simulate's files do: a
        // run whose standard output fails (exit 74) leaves no report behind.
        let pending = try report.map { path throws(CommandFailure) in
            try AtomicFile.Pending(
                path: path, replacing: force, option: Self.report.spec.key, console: console)
        }
        defer { pending?.discard() }
        if let pending {
            try pending.output.append(ReproducingCommand.page(of: whole, confidence: confidence))
        }
        let pageOnStandardOutput = reportOnStandardOutput != nil
        console.show(json ? whole.json : whole.text, onStandardError: pageOnStandardOutput)
        if pageOnStandardOutput { try console.checkStandardError(withholding: false) }
        try console.checkStandardOutput(withholding: pending != nil)
        try pending?.publish()
        return SimulateCommand.status(of: whole.tally)
    }

    /// A refused merge, naming the files instead of part numbers (exit 65).
    private func failure(_ error: SimulationPartError) -> CommandFailure {
        CommandFailure(
            .dataError,
            error.description { parts.indices.contains($0) ? parts[$0] : SimulationPartError.partName($0) })
    }
}
