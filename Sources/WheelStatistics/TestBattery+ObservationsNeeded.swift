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

    /// The runs test needs `RunsTest.minimumCount` outcomes of at least two categories: taken
    /// as the count at which one outcome outside the likeliest category is expected.
    static func observationsNeeded(runsOf probabilities: [Double]) -> Double {
        max(Double(RunsTest.minimumCount), 1 / largestAndRest(probabilities).rest)
    }

    /// A gap test of a category of probability `probability` with classes of probabilities
    /// `classes` is judged from this many outcomes on, once merging neighbours
    /// (``GapTest/merged(observed:expected:)``) leaves two cells of the gaps seen too: the
    /// count at which some cut of the classes into shorter and longer gaps expects enough on
    /// both sides. n outcomes expect n · p − 1 gaps.
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
