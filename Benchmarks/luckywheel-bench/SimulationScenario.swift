import BenchmarkKit
import WheelAudit
import WheelCore
import WheelSupport

/// The simulation's hot loop. `tick` evaluates θ(t) (and the segment under the pointer) for
/// every tick of one 3 s spin at 60 Hz on one core; `simulate` tallies whole spins, every
/// tick evaluated with its border crossings, on one core and on all cores — the work of
/// `luckywheel simulate`. The `with battery` pair runs the same spins through
/// `FairnessSimulation.part`, which also feeds every outcome to the test battery's sample
/// (what the report needs), so the ratio to the plain pair is the battery's cost.
enum SimulationScenario {
    static let all: [Benchmark] = [
        tick, simulate(spins: 2_048, allCores: false), simulate(spins: 8_192, allCores: true),
        simulateWithBattery(spins: 2_048, allCores: false), simulateWithBattery(spins: 8_192, allCores: true),
        wholeRun(battery: false), wholeRun(battery: true),
    ]

    /// 2¹⁶ spins (16 chunks of `FairnessSimulation.chunkSize`) of the same wheel, as
    /// `luckywheel simulate` runs them on all cores: the tally alone (chunks merged in any
    /// order), or the report's path with the battery (chunks merged in order, a window at a
    /// time).
    static func wholeRun(battery: Bool) -> Benchmark {
        // 60 Hz and a positive spin count are valid, so this cannot fail.
        let configuration = (try? SimulationConfiguration(spins: 1 << 16, seed: 42, framesPerSecond: 60))!
        let whole = FairnessSimulation(configuration: configuration)
        return Benchmark(
            battery ? "simulate 65536 spins with battery, all cores" : "simulate 65536 spins, all cores",
            throughputUnit: "spins", unitsPerOperation: Double(configuration.spins)
        ) {
            return {
                if battery {
                    blackHole(whole.run().battery.failures)
                } else {
                    blackHole(whole.tally().landingMismatches)
                }
            }
        }
    }

    /// The default wheel at 60 Hz, seed 42: what `luckywheel simulate --seed 42` runs.
    static let simulation: FairnessSimulation = {
        // 60 Hz and a positive spin count are valid, so this cannot fail.
        let configuration = (try? SimulationConfiguration(spins: 1_000_000, seed: 42, framesPerSecond: 60))!
        return FairnessSimulation(configuration: configuration)
    }()

    static let tick: Benchmark = {
        // Spin 0 is a spin of every simulation, so this cannot fail.
        let plan = (try? simulation.plan(ofSpin: 0))!
        let clock = simulation.configuration.clock
        let geometry = simulation.configuration.wheel.geometry
        let times = (1...).lazy.map { clock.timestamp(ofTick: $0) }.prefix { $0 < plan.endTime + 1 / 60 }
        let ticks = Array(times)
        return Benchmark("tick", throughputUnit: "ticks", unitsPerOperation: Double(ticks.count)) {
            return {
                var sampler = SpinSampler(plan: plan, geometry: geometry)
                var segments = 0
                for time in ticks {
                    _ = sampler.advance(to: time)
                    segments &+= sampler.segmentUnderPointer
                }
                blackHole(segments)
            }
        }
    }()

    static func simulate(spins: Int, allCores: Bool) -> Benchmark {
        let chunk = 256
        let chunks = stride(from: 0, to: spins, by: chunk).map { $0..<min($0 + chunk, spins) }
        return Benchmark(
            allCores ? "simulate, all cores" : "simulate, 1 thread", throughputUnit: "spins",
            unitsPerOperation: Double(spins)
        ) {
            return {
                if allCores {
                    let mismatches = Locked(0)
                    ParallelFor.forEach(chunks.count) { index in
                        let tally = simulation.tally(spins: chunks[index])
                        mismatches.withLock { $0 += tally.landingMismatches }
                    }
                    blackHole(mismatches.withLock { $0 })
                } else {
                    blackHole(simulation.tally(spins: 0..<spins).landingMismatches)
                }
            }
        }
    }

    static func simulateWithBattery(spins: Int, allCores: Bool) -> Benchmark {
        Benchmark(
            allCores ? "simulate with battery, all cores" : "simulate with battery, 1 thread",
            throughputUnit: "spins", unitsPerOperation: Double(spins)
        ) {
            return {
                // 0..<spins is within the simulation's 10⁶ spins, so it is never refused.
                let part = try? simulation.part(spins: 0..<spins, threadCount: allCores ? nil : 1)
                blackHole(part?.sample.runs ?? -1)
            }
        }
    }
}
