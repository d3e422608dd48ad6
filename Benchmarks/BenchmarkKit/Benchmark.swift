/// One named workload. `make` prepares inputs (not timed) and returns the operation to time;
/// it is only called when the scenario is selected by the filter.
public struct Benchmark: Sendable {
    /// The scenario name, e.g. `render@3x`.
    public let name: String
    /// What one operation produces, for the throughput column, e.g. `ticks`, `frames`, `MB`.
    public let throughputUnit: String
    /// How many `throughputUnit`s one operation produces.
    public let unitsPerOperation: Double
    /// Extra facts to print with the result, such as output bytes.
    public let facts: @Sendable () -> [String: String]
    /// Builds the operation to time.
    public let make: @Sendable () throws -> @Sendable () -> Void

    /// A scenario. `unitsPerOperation` defaults to one `throughputUnit` per operation.
    public init(
        _ name: String, throughputUnit: String = "ops", unitsPerOperation: Double = 1,
        facts: @escaping @Sendable () -> [String: String] = { [:] },
        make: @escaping @Sendable () throws -> @Sendable () -> Void
    ) {
        self.name = name
        self.throughputUnit = throughputUnit
        self.unitsPerOperation = unitsPerOperation
        self.facts = facts
        self.make = make
    }
}

/// Keeps a value alive so the optimiser cannot delete the work that produced it.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
