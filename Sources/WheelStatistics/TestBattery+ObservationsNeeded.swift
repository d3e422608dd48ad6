import WheelSupport

/// How many outcomes each test of the battery needs before its rule is met on the expected
/// counts: what "too few spins" would take to change. Each follows from the design's
/// probabilities alone, so a run can tell a test more spins would judge from one no run can.
extension TestBattery {
    /// A χ² test of cells with probabilities `cells`, rare cells pooled as
    /// ``ChiSquareTest/pooled(observed:expected:)`` pools them, is judged once the pool leaves
    /// the likeliest cell out and that cell expects enough itself: n · min(largest, the rest)
    /// ≥ `ChiSquareTest.minimumExpectedCount`. +infinity with fewer than two possible cells.
    static func observationsNeeded(pooling cells: [Double]) -> Double {
        let (largest, rest) = largestAndRest(cells)
        return ChiSquareTest.minimumExpectedCount / min(largest, rest)
    }

    /// The serial test's pairs are cells pᵢpⱼ, two outcomes each: the likeliest pair p², the
    /// rest r(2p + r) with r the probability outside the likeliest category (so no
    /// cancellation in 1 − p²).
    static func observationsNeeded(serialOf probabilities: [Double]) -> Double {
        let (largest, rest) = largestAndRest(probabilities)
        let pairs = ChiSquareTest.minimumExpectedCount / min(largest * largest, rest * (2 * largest + rest))
        return 2 * Rounding.ceiling(pairs)
    }

    /// The runs test is judged from `RunsTest.minimumCount` outcomes on, once the variance of
    /// R the design gives n outcomes, n · (a² + a − 2b), is at least
    /// `RunsTest.minimumVariance`: where it is smaller, R moves by a few rare repeats (of
    /// one of 360 segments, or of a rare prize), far from normal, and a fair wheel failed
    /// the z test up to 7 times in 100 at 99 %. A rule on the design, so the spins it needs
    /// are known before the run.
    static func observationsNeeded(runsOf probabilities: [Double]) -> Double {
        let perOutcome = runsVariancePerOutcome(probabilities)
        return max(
            Double(RunsTest.minimumCount), perOutcome > 0 ? RunsTest.minimumVariance / perOutcome : .infinity)
    }

    /// a² + a − 2b for the design's shares qᵢ (a = Σqᵢ², b = Σqᵢ³), the variance of R per
    /// outcome, written as its non-negative terms Σqᵢ²(1 − qᵢ)² + Σᵢ≠ⱼ qᵢ²qⱼ² with the
    /// likeliest category's 1 − q summed from the others, so that a rare prize's 4ε² is not
    /// lost to cancellation.
    static func runsVariancePerOutcome(_ probabilities: [Double]) -> Double {
        guard let top = probabilities.indices.max(by: { probabilities[$0] < probabilities[$1] }) else {
            return 0
        }
        var rest = 0.0
        var restSquares = 0.0
        for (index, share) in probabilities.enumerated() where index != top && share > 0 {
            rest += share
            restSquares += share * share
        }
        let largest = probabilities[top]
        var sum = largest * largest * (rest * rest + 2 * restSquares)
        for (index, share) in probabilities.enumerated() where index != top && share > 0 {
            let square = share * share
            sum += square * (1 - share) * (1 - share) + square * max(restSquares - square, 0)
        }
        return sum
    }

    /// A gap test of a category of probability `probability` with classes of probabilities
    /// `classes` is judged from this many outcomes on, whatever the gaps seen: the count at
    /// which some cut of the classes into shorter and longer gaps expects enough on both
    /// sides, so that merging neighbours (``GapTest/merged(observed:expected:)``) for the gaps
    /// expected leaves two cells. n outcomes expect n · p − 1 gaps.
    static func observationsNeeded(gapsOf probability: Double, classes: [Double]) -> Double {
        var shorter = 0.0
        var best = 0.0
        let total = classes.reduce(0, +)
        for share in classes.dropLast() {
            shorter += share
            best = max(best, min(shorter, total - shorter))
        }
        return (ChiSquareTest.minimumExpectedCount / best + 1) / probability
    }

    /// The largest of `probabilities` and the sum of the others that are positive, added
    /// without the largest so that a rest of 10⁻³⁰⁰ beside 1 is not lost.
    private static func largestAndRest(_ probabilities: [Double]) -> (largest: Double, rest: Double) {
        guard let index = probabilities.indices.max(by: { probabilities[$0] < probabilities[$1] }) else {
            return (0, 0)
        }
        var rest = 0.0
        for (other, probability) in probabilities.enumerated() where other != index && probability > 0 {
            rest += probability
        }
        return (probabilities[index], rest)
    }
}
