/// One row of a test battery: what was tested, the statistic, its degrees of freedom, the
/// p-value and the verdict at the battery's confidence.
public struct StatisticalTestResult: Sendable, Hashable {
    /// Whether the observations are consistent with the hypothesis at the chosen confidence.
    /// The raw values (the case names) are the words machine-readable reports write, so a
    /// reader has one vocabulary: `passed`, `failed`, `tooFewObservations`, `nothingToTest`.
    public enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// p-value ≥ 1 − confidence: no evidence against fairness.
        case passed
        /// p-value < 1 − confidence (or NaN): the observations do not follow the hypothesis.
        case failed
        /// Too few observations for the test's approximation to hold (see each test's rule);
        /// the statistic is computed but not judged (reports give no p-value for it).
        case tooFewObservations
        /// Only one outcome could occur (0 degrees of freedom, or runs of one category): no
        /// number of observations gives the test anything to judge.
        case nothingToTest
    }

    /// The test, as printed: `chi-square of counts`, `runs test`, `gap test, segment 3`, ….
    public let name: String
    /// The test statistic (χ², z or Kolmogorov's D, as the name says).
    public let statistic: Double
    /// The χ² degrees of freedom; nil for tests whose statistic is not χ² (z, D).
    public let degreesOfFreedom: Int?
    /// The probability of a statistic at least this extreme if the hypothesis holds.
    public let pValue: Double
    /// The verdict at the battery's confidence.
    public let verdict: Verdict
    /// For a test with too few observations: the fewest at which the test's rule would be met
    /// on the expected counts (+infinity when none would); nil otherwise. A rare enough
    /// outcome needs more than any run holds (a weight of 10⁻³⁰⁰, 5 · 10³⁰⁰ spins).
    public let observationsNeeded: Double?

    /// A result; `confidence` in (0, 1) sets the verdict (passed when `pValue ≥ 1 − confidence`),
    /// unless there is nothing to test or `enoughObservations` is false, when
    /// `observationsNeeded` says how many observations it would take.
    public init(
        name: String, statistic: Double, degreesOfFreedom: Int?, pValue: Double, confidence: Double,
        enoughObservations: Bool, somethingToTest: Bool = true, observationsNeeded: Double? = nil
    ) {
        self.name = name
        self.statistic = statistic
        self.degreesOfFreedom = degreesOfFreedom
        self.pValue = pValue
        if !somethingToTest {
            verdict = .nothingToTest
        } else if !enoughObservations {
            verdict = .tooFewObservations
        } else {
            verdict = pValue >= 1 - confidence ? .passed : .failed
        }
        self.observationsNeeded = verdict == .tooFewObservations ? observationsNeeded : nil
    }

    /// true for passed, false for failed, nil when there were too few observations to judge or
    /// nothing to test.
    public var passed: Bool? {
        switch verdict {
        case .passed: return true
        case .failed: return false
        case .tooFewObservations, .nothingToTest: return nil
        }
    }
}
