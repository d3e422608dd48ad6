import WheelSupport

/// The battery of tests on a sequence of outcomes that a test lab asks of a game of chance
/// (25 CFR 547.14 lists them): χ² of the counts against the declared odds, Knuth's serial test
/// of pairs, the runs test, the gap test per category and Kolmogorov–Smirnov of the offsets,
/// each with its verdict at one confidence.
///
/// At 99 % confidence a fair game still fails about one test in a hundred by chance; the
/// battery says how many failures to expect alongside how many there were.
public struct TestBattery: Sendable, Hashable {
    /// The confidence of the verdicts.
    public let confidence: ConfidenceLevel
    /// The tests, in order: counts, serial pairs, runs, one gap test per category that can
    /// occur and has more than one class of gaps, offsets.
    public let results: [StatisticalTestResult]

    /// The battery on `sample`, whose counts are tested against `expectedCounts` (one per
    /// category, summing to the sample's count) and the rest against the design's
    /// probabilities. Gap tests name their category `"\(categoryName) \(index)"`.
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless there is one expected count
    ///   per category of the sample.
    public init(
        sample: OutcomeSample, expectedCounts: [Double], confidence: ConfidenceLevel = .standard,
        categoryName: String = "segment"
    ) throws(TestBatteryError) {
        try TestBatteryError.checkCategoryCounts(
            observed: sample.counts.count, expected: expectedCounts.count)
        self.init(
            sample: sample, validatedExpectedCounts: expectedCounts, confidence: confidence,
            categoryName: categoryName)
    }

    /// ``init(sample:expectedCounts:confidence:categoryName:)`` of expected counts known to be
    /// one per category (a wheel's, whose segments the sample's design counts).
    package init(
        sample: OutcomeSample, validatedExpectedCounts expectedCounts: [Double],
        confidence: ConfidenceLevel = .standard, categoryName: String = "segment"
    ) {
        self.confidence = confidence
        let design = sample.design
        var results: [StatisticalTestResult] = []
        // With one possible outcome the counts, pairs and runs have nothing to test, however
        // many spins there are.
        let severalOutcomes = design.probabilities.filter { $0 > 0 }.count > 1
        // A χ² test, its rare cells pooled (``ChiSquareTest/pooled(observed:expected:)``), which
        // its name then says.
        func add(
            _ name: String, observed: [Int], expected: [Double], somethingToTest: Bool = true,
            observationsNeeded: Double
        ) {
            // The sample's counts add up to its count, and its pairs to fewer.
            let pool = ChiSquareTest.pooled(validatedObserved: observed, expected: expected)
            let tested = pool.map { ($0.observed, $0.expected) } ?? (observed, expected)
            let test = ChiSquareTest(validatedObserved: tested.0, expected: tested.1)
            results.append(
                StatisticalTestResult(
                    name: pool.map { "\(name) (\(Self.poolingNote(rare: $0.rare, merged: $0.merged)))" }
                        ?? name,
                    statistic: test.statistic, degreesOfFreedom: test.degreesOfFreedom,
                    pValue: test.pValue, confidence: confidence.value,
                    enoughObservations: test.degreesOfFreedom > 0
                        && ChiSquareTest.hasEnoughObservations(expected: tested.1),
                    somethingToTest: somethingToTest, observationsNeeded: observationsNeeded))
        }
        add(
            "chi-square of counts", observed: sample.counts, expected: expectedCounts,
            somethingToTest: severalOutcomes,
            observationsNeeded: Self.observationsNeeded(pooling: design.probabilities))
        // The sample's pair table is k × k for the design's k categories.
        let serial = SerialTest(validatedPairCounts: sample.pairCounts, probabilities: design.probabilities)
        add(
            "serial test of pairs", observed: sample.pairCounts, expected: serial.expected,
            somethingToTest: severalOutcomes,
            observationsNeeded: Self.observationsNeeded(serialOf: design.probabilities))
        // The sample's counts and offsets add up to its count: they are in range.
        // Judged from the spins at which the design's variance of R is enough
        // (``observationsNeeded(runsOf:)``), not on the counts seen.
        let runs = RunsTest(runs: sample.runs, validatedCounts: sample.counts, count: sample.count)
        let runsNeeded = Self.observationsNeeded(runsOf: design.probabilities)
        results.append(
            StatisticalTestResult(
                name: "runs test", statistic: runs.z, degreesOfFreedom: nil, pValue: runs.pValue,
                confidence: confidence.value,
                enoughObservations: runs.hasEnoughObservations && Double(sample.count) >= runsNeeded,
                somethingToTest: severalOutcomes, observationsNeeded: runsNeeded))
        // A category that cannot occur has no gaps, and one so likely (p above about 0.984)
        // that every gap falls in one class has nothing to test (0 degrees of freedom). Rare
        // classes merge with their neighbours (``GapTest/merged(observed:expected:)``), which
        // the name then says. Both follow from the design, not the gaps seen: the classes merge
        // for the gaps the run expects (n · p − 1), and the test is judged once the spins are
        // what the design needs for two cells of 5 expected gaps. How many gaps there are
        // says how long they are, so cells drawn for the gaps seen, and a test judged once
        // they were enough, were judged mostly when the category came up unusually often, in
        // short gaps, and a fair wheel failed them (360 segments: 1 test in 5 at 2,000 spins,
        // 1.8 in 100 at 3,962).
        for (category, starts) in design.gapClassStarts.enumerated() where starts.count > 1 {
            let probability = design.probabilities[category]
            let classes = GapTest.classProbabilities(starts: starts, probability: probability)
            let gap = GapTest(
                validatedClassCounts: Array(sample.gapClassCounts(ofValidated: category)),
                classProbabilities: classes, expectedGaps: Double(sample.count) * probability - 1)
            let needed = Self.observationsNeeded(gapsOf: probability, classes: classes)
            let name = "gap test, \(categoryName) \(category)"
            results.append(
                StatisticalTestResult(
                    name: gap.rareClasses > 0
                        ? "\(name) (\(Self.mergingNote(rare: gap.rareClasses, classes: starts.count, cells: gap.cellExpected.count)))"
                        : name,
                    statistic: gap.chiSquare.statistic, degreesOfFreedom: gap.chiSquare.degreesOfFreedom,
                    pValue: gap.chiSquare.pValue, confidence: confidence.value,
                    enoughObservations: Double(sample.count) >= needed && gap.chiSquare.degreesOfFreedom > 0,
                    observationsNeeded: needed))
        }
        let offsets = KolmogorovSmirnovTest(validatedHistogram: sample.offsetHistogram, count: sample.count)
        results.append(
            StatisticalTestResult(
                name: "Kolmogorov-Smirnov of offsets", statistic: offsets.statistic, degreesOfFreedom: nil,
                pValue: offsets.pValue, confidence: confidence.value,
                enoughObservations: offsets.count >= KolmogorovSmirnovTest.minimumCount,
                observationsNeeded: Double(KolmogorovSmirnovTest.minimumCount)))
        self.results = results
    }

    /// Tests that failed.
    public var failures: Int { results.filter { $0.verdict == .failed }.count }
    /// Tests that were judged (passed or failed).
    public var judged: Int { results.filter { $0.passed != nil }.count }
    /// Tests with too few observations to judge.
    public var tooFew: Int { results.filter { $0.verdict == .tooFewObservations }.count }
    /// Tests with nothing to test: only one outcome could occur.
    public var nothingToTest: Int { results.filter { $0.verdict == .nothingToTest }.count }
    /// How many of the judged tests a fair game fails by chance on average: judged × (1 − confidence).
    public var expectedChanceFailures: Double { Double(judged) * (1 - confidence.value) }

    /// The probability that a fair game fails at least as many of the judged tests as this
    /// one did, were the tests independent: the binomial tail P(X ≥ failures) with `judged`
    /// trials of probability 1 − confidence. An overall reading of many verdicts (two failures
    /// in 362 tests at 99 % are likely, 10 are not); 1 when nothing failed.
    public var chanceOfAsManyFailures: Double {
        Self.binomialTail(trials: judged, atLeast: failures, rate: 1 - confidence.value)
    }

    /// What a pooled χ² test's name says about its pool: how many cells were rare and how many
    /// others were taken in with them, "1 rare cell pooled with 1 other" rather than "2 rare
    /// cells pooled" (a rare cell with nothing to pool with stands alone: "1 rare cell").
    static func poolingNote(rare: Int, merged: Int) -> String {
        let cells = DecimalText.counted(rare, "rare cell")
        let others = merged - rare
        if others > 0 { return "\(cells) pooled with \(DecimalText.counted(others, "other"))" }
        return rare == 1 ? cells : cells + " pooled"
    }

    /// What a gap test's name says about its merged classes: how many were rare, and how many
    /// classes became how many cells, "8 rare cells merged, 8 into 4" (in the
    /// words of ``poolingNote(rare:merged:)``, whose cells are a test's classes too).
    static func mergingNote(rare: Int, classes: Int, cells: Int) -> String {
        "\(DecimalText.counted(rare, "rare cell")) merged, \(classes) into \(cells)"
    }

    /// P(X ≥ `atLeast`) for X binomial with `trials` trials of probability `rate` (0 < rate < 1).
    static func binomialTail(trials: Int, atLeast: Int, rate: Double) -> Double {
        guard atLeast > 0 else { return 1 }
        guard atLeast <= trials else { return 0 }
        // pmf(i + 1) = pmf(i) · (n − i) / (i + 1) · r / (1 − r), from pmf(0) = (1 − r)ⁿ, in logs.
        var logTerm = Double(trials) * ElementaryFunctions.logOnePlus(-rate)
        let logRatio = ElementaryFunctions.log(rate) - ElementaryFunctions.logOnePlus(-rate)
        var tail = 0.0
        for index in 0..<trials {
            if index >= atLeast { tail += ElementaryFunctions.exp(logTerm) }
            logTerm += ElementaryFunctions.log(Double(trials - index) / Double(index + 1)) + logRatio
        }
        return min(1, tail + ElementaryFunctions.exp(logTerm))
    }
}

extension TestBatteryError {
    /// The total of `counts`, when each is at least 0 and they add up to at most `Int.max`, so
    /// that every partial sum a test takes fits too.
    /// - Throws: ``countsOutOfRange(count:smallest:largest:)`` otherwise.
    static func checkedTotal(_ counts: [Int]) throws(TestBatteryError) -> Int {
        guard let total = counts.checkedSum, counts.allSatisfy({ $0 >= 0 }) else {
            throw .countsOutOfRange(
                count: counts.count, smallest: counts.min() ?? 0, largest: counts.max() ?? 0)
        }
        return total
    }

    /// Checks that a χ² test has one count per expected count: `observed` and `expected` are
    /// how many of each it was given (or, for a test that works its expected counts out, will
    /// work out).
    /// - Throws: ``categoryCountMismatch(observed:expected:)`` otherwise.
    static func checkCategoryCounts(observed: Int, expected: Int) throws(TestBatteryError) {
        guard observed == expected else {
            throw .categoryCountMismatch(observed: observed, expected: expected)
        }
    }
}

/// Why a test battery, or one of its tests, cannot be run.
public enum TestBatteryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The confidence is not strictly between 0 and 1.
    case confidenceOutOfRange(Double)
    /// A test was given `count` counts, from `smallest` to `largest`, some negative or adding
    /// up to more than `Int.max` observations, which no run records.
    case countsOutOfRange(count: Int, smallest: Int, largest: Int)
    /// A χ² test was given `observed` counts for `expected` expected counts: one per category
    /// is needed (the serial test's categories are the k² cells of k probabilities, the gap
    /// test's its classes, one per start).
    case categoryCountMismatch(observed: Int, expected: Int)

    /// What went wrong, for a person.
    public var description: String {
        switch self {
        case .confidenceOutOfRange(let value):
            return
                "confidence must be \(ConfidenceLevel.requirement) (0.99 is usual), got \(DecimalText.shortest(value))"
        case .countsOutOfRange(let count, let smallest, let largest):
            return "a test's counts must be at least 0 and add up to at most \(Int.max); "
                + "got \(DecimalText.counted(count, "count")) from \(smallest) to \(largest)"
        case .categoryCountMismatch(let observed, let expected):
            return "a χ² test needs one observed count per expected count; "
                + "got \(DecimalText.counted(observed, "observed count")) for "
                + "\(DecimalText.counted(expected, "expected count"))"
        }
    }
}
