/// Where a run's seed came from, printed with the seed so that a reviewer knows whether it
/// was chosen (a replay, a test) or drawn from the operating system (production).
public enum SeedOrigin: String, Sendable, Hashable, CaseIterable {
    /// Given by the operator: replaying this run gives the same bytes.
    case given
    /// Drawn from the operating system's random source (`OperatingSystemSeed`); replaying
    /// needs the printed seed.
    case operatingSystem = "os"

    /// `42`, or `42 (from the operating system)`: how every output names a seed of this origin.
    public func naming(_ seed: UInt64) -> String {
        "\(seed)" + (self == .operatingSystem ? " (from the operating system)" : "")
    }
}
