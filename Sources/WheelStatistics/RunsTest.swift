import WheelSupport

/// The runs test for a sequence of k categories (Wald and Wolfowitz's test, generalised by
/// Barton and David): R, the number of maximal blocks of equal consecutive outcomes, against
/// its distribution over all orderings of the observed counts. Too few runs means outcomes
/// stick together, too many means they alternate; both fail.
///
/// With n outcomes and category shares πᵢ = nᵢ / n, a = Σπᵢ², b = Σπᵢ³:
/// E[R] = 1 + n(1 − a) and Var[R] = n² / (n − 1) · (a² + a − 2b + (a − 1) / n), exact for
/// every n (the tests check them against all orderings of small sequences). z = (R − E) / σ
/// is judged two-sided against the normal distribution.
public struct RunsTest: Sendable, Hashable {
    /// The fewest outcomes for which the normal approximation is used.
    public static let minimumCount = 20
    /// The least variance of R the design must give before the battery judges the test
    /// (``TestBattery``): below it R moves by a few rare repeats and is far from normal (360
    /// segments at 50 spins, variance 0.14: a fair wheel failed 7 times in 100 at 99 %; a
    /// prize of weight 1 in 1001 at 50,000 spins, variance 0.2: 5 in 100).
    public static let minimumVariance = 10.0

    /// R.
    public let runs: Int
    /// n, the outcomes in the sequence.
    public let count: Int
    /// E[R] given the counts.
    public let expectedRuns: Double
    /// Var[R] given the counts (0 when only one category occurred).
    public let variance: Double
    /// (R − E[R]) / √Var[R]; 0 when the variance is 0.
    public let z: Double
    /// P(|Z| ≥ |z|) for a standard normal Z: Q(1/2, z²/2).
    public let pValue: Double

    /// The test of `runs` runs in a sequence with `counts[i]` outcomes of category i.
    /// - Throws: `TestBatteryError.countsOutOfRange` for a negative count or counts adding up
    ///   to more than `Int.max`.
    public init(runs: Int, counts: [Int]) throws(TestBatteryError) {
        self.init(runs: runs, validatedCounts: counts, count: try TestBatteryError.checkedTotal(counts))
    }

    /// The test of counts, each at least 0, known to add up to `count`.
    init(runs: Int, validatedCounts counts: [Int], count: Int) {
        self.runs = runs
        self.count = count
        let n = Double(count)
        var a = 0.0
        var b = 0.0
        if n > 0 {
            for count in counts where count > 0 {
                let share = Double(count) / n
                a += share * share
                b += share * share * share
            }
        }
        expectedRuns = n > 0 ? 1 + n * (1 - a) : 0
        variance = n > 1 ? max(n * n / (n - 1) * (a * a + a - 2 * b + (a - 1) / n), 0) : 0
        z = variance > 0 ? (Double(runs) - expectedRuns) / ElementaryFunctions.squareRoot(variance) : 0
        pValue = Self.twoSidedNormalTail(z)
    }

    /// P(|Z| ≥ |z|) for a standard normal Z, which is Q(1/2, z²/2): 1 at 0, NaN for NaN.
    public static func twoSidedNormalTail(_ z: Double) -> Double {
        if z.isNaN { return .nan }
        return z == 0 ? 1 : GammaFunction.regularizedUpper(0.5, z * z / 2)
    }

    /// Whether there are at least `minimumCount` outcomes, of at least two categories.
    public var hasEnoughObservations: Bool { count >= Self.minimumCount && variance > 0 }
}
