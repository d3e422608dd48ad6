import WheelAudit
import WheelCore
import WheelStatistics
import WheelSupport

/// The `luckywheel simulate` command line that reproduces a run, for the HTML report's
/// "Reproduce this run" section: every setting spelled out with its flag (the flags live
/// here, in the CLI, not in the library), the seed as printed even when it came from the
/// operating system.
enum ReproducingCommand {
    /// The reviewer's page of `report` (`--report`), naming the commands that reproduce the
    /// run and its raw output.
    static func page(of report: SimulationReport, confidence: ConfidenceLevel) -> [UInt8] {
        let configuration = report.configuration
        return Array(
            report.html(
                command: simulate(configuration, confidence: confidence),
                rawOutputCommand: rawOutput(seed: configuration.seed)
            ).utf8)
    }

    /// `luckywheel rng --seed S --stream K`: the words spin K of a run from `seed` draws.
    static func rawOutput(seed: UInt64) -> String {
        [
            LuckyWheelTool.name, RNGCommand.configuration.name, SharedArguments.seed.spec.key, String(seed),
            RNGCommand.stream.spec.key, "K",
        ].joined(separator: " ")
    }

    /// `luckywheel simulate --spins N --seed S --segments N [--weights LIST] --fps F
    /// --duration SEC --turns T --easing NAME [--confidence C]` followed by `extra` (such as
    /// `--report FILE`), each value quoted for a POSIX shell when it needs it.
    static func simulate(
        _ configuration: SimulationConfiguration, confidence: ConfidenceLevel = .standard,
        extra: [String] = []
    ) -> String {
        (simulateWords(configuration, confidence: confidence) + extra).map(shellQuoted).joined(separator: " ")
    }

    /// Why ``simulate(_:confidence:extra:)`` does not run exactly `configuration`, or nil when
    /// it does: a setting `simulate` has no option for (the pointer angle of a run made with
    /// the library), or one its options refuse.
    static func whyNotReproduced(_ configuration: SimulationConfiguration) -> String? {
        // The words after `luckywheel simulate`, read back as the tool reads them.
        let words = Array(simulateWords(configuration).dropFirst(2))
        let parser = ArgumentParser(specs: SimulateCommand.specs, commandPath: SimulateCommand.commandPath)
        let simulation: FairnessSimulation
        do throws(UsageError) {
            let command = try SimulateCommand(parsing: try parser.parse(words))
            try command.validate()
            simulation = try command.simulation()
        } catch {
            return "simulate refuses its settings (\(error.message))"
        }
        return configuration.differingSetting(simulation.configuration).map {
            "its \($0) is not one simulate runs with (no option sets it)"
        }
    }

    /// The words of ``simulate(_:confidence:extra:)``, unquoted.
    private static func simulateWords(
        _ configuration: SimulationConfiguration, confidence: ConfidenceLevel = .standard
    )
        -> [String]
    {
        let wheel = configuration.wheel
        func option<Value>(_ declaration: Option<Value>, _ value: String) -> [String] {
            [declaration.spec.key, value]
        }
        var words =
            [LuckyWheelTool.name, SimulateCommand.configuration.name]
            + option(SimulateCommand.spins, String(configuration.spins))
            + option(SharedArguments.seed, String(configuration.seed))
            + option(SpinArguments.segments, String(wheel.geometry.segmentCount))
        if let weights = wheel.weights {
            words += option(
                SpinArguments.weights, weights.weights.map(DecimalText.shortest).joined(separator: ","))
        }
        words +=
            option(SharedArguments.framesPerSecond, DecimalText.shortest(configuration.clock.framesPerSecond))
            + option(SpinArguments.duration, DecimalText.shortest(wheel.spin.duration))
            + option(SpinArguments.turns, String(wheel.spin.turns))
            + option(SpinArguments.easing, wheel.spin.easing.description)
        if wheel.spin.landingMargin != SpinOptions.standard.landingMargin {
            words += option(SpinArguments.landingMargin, DecimalText.shortest(wheel.spin.landingMargin))
        }
        if confidence != .standard {
            words += option(SimulateCommand.confidence, DecimalText.shortest(confidence.value))
        }
        return words
    }

    /// `word` as is when it has only characters no POSIX shell treats specially, otherwise in
    /// single quotes (a quote inside becoming `'\''`).
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || "-_./,:=@%+".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.replacingAll("'", with: "'\\''") + "'"
    }
}
