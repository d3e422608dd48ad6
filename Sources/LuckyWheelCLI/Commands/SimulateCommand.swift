import WheelAudit
import WheelCore

/// `luckywheel simulate`: many spins evaluated tick by tick, tallied, and tested for fairness.
struct SimulateCommand: Command {
    static let configuration = CommandConfiguration(
        name: "simulate",
        abstract: "Spin the wheel many times as a display link drives it and test that it is fair.",
        discussion: """
            Every tick of every spin is evaluated: the wheel angle, the segment under the
            pointer, and each border crossing with its exact time. The report compares how
            often each segment came up with how often it should (uniform, or by --weights),
            gives Pearson's chi-square with its p-value (below 0.001: the counts do not follow
            the weights), and counts the spins that stopped on a segment other than the one
            drawn, which must be 0. All cores are used; the same seed prints the same bytes
            whatever the number of cores.

            Easings: linear, easeIn, easeOut, easeInEaseOut and default are Core Animation's
            curves; speedMatched leaves at the idle speed (no jolt when the button is pressed)
            and eases to rest; cubic-bezier(x1,y1,x2,y2) is any curve with x1, x2 in 0...1 whose
            progress never decreases.

            --trace writes spin 0 tick by tick as CSV: tick, timestamp, angle (radians),
            degrees, segment under the pointer, state, selected segment, centre button
            pressed, and the events since the previous tick.

            EXAMPLES:
              luckywheel simulate --spins 1000000 --seed 42
              luckywheel simulate --weights 5,1,1,1,1,1 --json
              luckywheel simulate --easing speedMatched --fps 120 --trace spin.csv
            """)

    static let spins = Option<Int>(
        "--spins", value: "n", help: "How many spins.", default: 10_000,
        range: ValueRange(SimulationConfiguration.spinsRange))
    static let json = Flag("--json", help: "Print the report as JSON instead of text.")
    static let trace = Option<String?>(
        "--trace", value: "file", help: "Also write spin 0 tick by tick as CSV to this file.",
        completion: .file(extensions: ["csv"]))
    static let force = Flag("--force", help: "Replace the --trace file if it exists.")

    static let arguments: [any ArgumentDeclaration] =
        [spins, SharedArguments.seed, SharedArguments.framesPerSecond] + SpinArguments.arguments + [
            json, trace, force,
        ]

    var spins: Int
    var seed: UInt64
    var framesPerSecond: Double
    var spin: SpinArguments
    var json: Bool
    var trace: String?
    var force: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        spins = try arguments.value(Self.spins)
        seed = try arguments.value(SharedArguments.seed)
        framesPerSecond = try arguments.value(SharedArguments.framesPerSecond)
        spin = try SpinArguments(parsing: arguments)
        json = try arguments.value(Self.json)
        trace = try arguments.value(Self.trace)
        force = try arguments.value(Self.force)
    }

    func validate() throws(UsageError) {
        _ = try simulation()
        if trace == "" { throw Self.usageError("--trace needs a file name") }
        if force, trace == nil {
            throw Self.usageError("--force only applies to --trace; give a --trace file")
        }
    }

    func run(console: any Console) throws -> ExitCode {
        let simulation = try simulation()
        // The trace is cheap and its file can fail: write it before the long run.
        if let trace {
            try AtomicFile.write(
                Array(SpinTrace(simulation: simulation).csv.utf8), to: trace, replacing: force,
                option: Self.trace.spec.key)
        }
        let report = simulation.run()
        console.write(json ? report.json : report.text, to: .standardOutput)
        return .success
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
