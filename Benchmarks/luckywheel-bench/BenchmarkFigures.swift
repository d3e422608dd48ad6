/// The figures file `Benchmarks/peers/run-all.py` writes (`docs/benchmarks.json`): the part the
/// chart reads. Times are seconds per operation (medians).
struct BenchmarkFigures: Decodable, Sendable {
    /// Where and when the figures were measured.
    struct Context: Decodable, Sendable {
        /// ISO 8601 date of the run.
        let date: String
        /// CPU model name.
        let cpu: String
        /// Cores available to the run.
        let cores: Int
        /// The compiler, e.g. `Swift 6.3.1`.
        let swift: String
    }

    /// One timed command or scenario.
    struct Measurement: Decodable, Sendable {
        /// What ran: a scenario name or a peer's name.
        let what: String
        /// Median seconds per operation; `nil` for figures that are not times (peak memory).
        let seconds: Double?
        /// Bytes written, where that matters.
        let bytes: Int?
        /// A short name for the chart (the font has lowercase letters only).
        let short: String?
    }

    /// One workload: ours against the fastest peer.
    struct Row: Decodable, Sendable {
        /// Stable identifier, e.g. `compose@3x`.
        let id: String
        /// The row's name on the chart; rows without one are left off the chart.
        let chartLabel: String?
        /// Our measurement.
        let ours: Measurement
        /// The fastest peer's, if there is a peer.
        let peer: Measurement?
        /// ours / peer time.
        let ratio: Double?
        /// The ratio the issues ask for, if the target is a ratio.
        let targetRatio: Double?
    }

    let context: Context
    let rows: [Row]
}
