import WheelAudit
import WheelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    static let arguments: [ArgumentSpec] = [
        .option("--spins", valueName: "n", help: "How many spins (1 to 1000000000).", default: "10000"),
        .option(
            "--seed", valueName: "s", help: "Seed of every random draw (decimal or 0x hex).", default: "0"),
        .option(
            "--segments", valueName: "n", help: "Segments on the wheel (2 to 360).",
            default: "12, or one per weight"),
        .option(
            "--weights", valueName: "list",
            help: "Comma-separated prize weights, one per segment (default: all equal)."),
        .option(
            "--fps", valueName: "hz", help: "Display-link rate in Hz (24 to 240, e.g. 59.94).", default: "60"),
        .option("--duration", valueName: "sec", help: "Length of a spin in seconds.", default: "3"),
        .option("--turns", valueName: "n", help: "Whole turns before the final partial turn.", default: "3"),
        .option(
            "--easing", valueName: "name",
            help: "Progress curve: a Core Animation name, speedMatched or cubic-bezier(x1,y1,x2,y2).",
            default: "easeInEaseOut"),
        .flag("--json", help: "Print the report as JSON instead of text."),
        .option("--trace", valueName: "file", help: "Also write spin 0 tick by tick as CSV to this file."),
        .flag("--force", help: "Replace the --trace file if it exists."),
    ]

    var spins: Int
    var seed: UInt64
    var segments: Int?
    var weights: [Double]?
    var framesPerSecond: Double
    var duration: Double
    var turns: Int
    var easing: String
    var json: Bool
    var trace: String?
    var force: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        spins = try arguments.option("--spins", default: 10_000)
        seed = try arguments.option("--seed", default: 0)
        segments = try arguments.option("--segments")
        weights = try arguments.list("--weights")
        framesPerSecond = try arguments.option("--fps", default: 60)
        duration = try arguments.option("--duration", default: 3)
        turns = try arguments.option("--turns", default: 3)
        easing = try arguments.option("--easing", default: "easeInEaseOut")
        json = arguments.flag("--json")
        trace = try arguments.option("--trace")
        force = arguments.flag("--force")
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
            try Self.write(SpinTrace(simulation: simulation).csv, to: trace, replacing: force)
        }
        let report = simulation.run()
        console.write(json ? report.json : report.text, to: .standardOutput)
        return .success
    }

    /// The simulation the flags describe; a value the library refuses is a usage error naming
    /// its flag.
    func simulation() throws(UsageError) -> FairnessSimulation {
        let count = segments ?? weights?.count ?? 12
        if let weights, let segments, weights.count != segments {
            throw Self.usageError(
                "--weights has \(weights.count) weights but --segments is \(segments); give one weight per segment"
            )
        }
        let geometry = try Self.checked("--segments") { () throws(WheelError) in
            try WheelGeometry(segmentCount: count)
        }
        let choice = try Self.checked("--weights") { () throws(WheelError) in
            try weights.map { list throws(WheelError) in try WeightedChoice(weights: list) }
        }
        let easingValue = try Self.checked("--easing") { () throws(WheelError) in try Easing(parsing: easing)
        }
        let options = try Self.checked(nil) { () throws(WheelError) in
            try SpinOptions(turns: turns, duration: duration, easing: easingValue)
        }
        let wheel = try Self.checked("--weights") { () throws(WheelError) in
            try WheelConfiguration(geometry: geometry, spin: options, weights: choice)
        }
        let configuration = try Self.checked(nil) { () throws(WheelError) in
            try SimulationConfiguration(
                spins: spins, seed: seed, wheel: wheel, framesPerSecond: framesPerSecond)
        }
        return FairnessSimulation(configuration: configuration)
    }

    /// Runs `body`, turning a `WheelError` into a usage error that names `flag` (or the flag
    /// the error is about, when `flag` is nil).
    private static func checked<Value>(
        _ flag: String?, _ body: () throws(WheelError) -> Value
    ) throws(UsageError) -> Value {
        do {
            return try body()
        } catch {
            throw usageError("\(flag ?? Self.flag(for: error)): \(error.description)")
        }
    }

    /// The flag behind a range error of the spin options or the simulation.
    private static func flag(for error: WheelError) -> String {
        switch error {
        case .frameRateOutOfRange: return "--fps"
        case .easingTurnsBackwards, .unknownEasing, .controlPointOutOfRange: return "--easing"
        case .parameterOutOfRange(let name, _, _):
            switch name {
            case "turns": return "--turns"
            case "spin duration": return "--duration"
            case "spins": return "--spins"
            default: return name
            }
        default: return "simulate"
        }
    }

    /// Writes `text` to `path` all or nothing. A new file is created exclusively (an existing
    /// one is refused) and removed if writing fails or the run is interrupted; with
    /// `replacing`, the text goes to a temporary file beside `path` that is renamed over it.
    /// A device or pipe (`/dev/stdout`, `/dev/full`, a FIFO) is written into as it is: it
    /// cannot hold a half-written file, and renaming a temporary file over it would replace
    /// the device node itself.
    private static func write(_ text: String, to path: String, replacing: Bool) throws(CommandFailure) {
        if FileSystem.isStream(path) {
            try FileSystem.writeStream(path, contents: Array(text.utf8))
            return
        }
        switch FileSystem.kind(of: path) {
        case .missing: break
        case .directory:
            throw CommandFailure(
                .cannotCreate, "cannot write \(path): it is a folder. Give --trace a file name.")
        case .file, .other:
            guard replacing else {
                throw CommandFailure(
                    .cannotCreate, "\(path) already exists; nothing was written. Use --force to replace it.")
            }
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let createdFolders = folder.isEmpty ? [] : try FileSystem.makeDirectories(folder)
        let destination =
            replacing
            ? "\(folder)/.\(path[(slash.map { path.index(after: $0) } ?? path.startIndex)...]).luckywheel-\(getpid())"
            : path
        let token = InterruptCleanup.shared.register { unlink(destination) }
        defer { InterruptCleanup.shared.remove(token) }
        do throws(CommandFailure) {
            // An interrupt waits for the file to be whole (or gone): unlinking it while it is
            // being created could leave the half that was written after the unlink.
            try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
                try FileSystem.createFile(destination, contents: Array(text.utf8))
                if replacing, rename(destination, path) != 0 {
                    let code = errno
                    unlink(destination)
                    throw FileSystem.failure(creating: path, code)
                }
            }
        } catch {
            for created in createdFolders.reversed() { rmdir(created) }
            throw error
        }
    }
}
