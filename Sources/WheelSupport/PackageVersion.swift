/// The package's version: `luckywheel --version` prints it, and the evidence a run leaves (a
/// simulation report, a part) names it, so a lab can tell which build made a file.
public enum PackageVersion {
    /// `0.1.0`.
    public static let current = "0.1.0"
    /// `luckywheel 0.1.0`: the `generator` member of the JSON a run writes.
    public static let generator = "luckywheel \(current)"
}
