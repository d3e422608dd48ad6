import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package's one way to spread work over cores: a fixed number of workers, each on its
/// own thread (the calling thread is one of them), all finished when the call returns.
///
/// Dispatch's `concurrentPerform` underneath, never Swift concurrency: waiting on tasks from
/// synchronous code can starve the cooperative pool when the caller is itself a task (as in
/// tests). Results must not depend on which worker does what; callers that share state
/// guard it with ``Locked``.
public enum ParallelFor {
    /// The number of cores the system has online, at least 1.
    public static var activeCores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// How many workers `threadCount` asks for, given `work` items: one per active core when
    /// nil, never more than the items, at least 1.
    public static func workerCount(_ threadCount: Int?, work: Int) -> Int {
        max(1, min(threadCount ?? activeCores, work))
    }

    /// Runs `body(worker)` for `worker` in `0..<workers`, concurrently (one worker runs on the
    /// calling thread; a single worker runs there alone).
    public static func workers(_ workers: Int, _ body: @Sendable (_ worker: Int) -> Void) {
        if workers <= 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: body)
        }
    }

    /// Runs `body(index)` once for every index in `0..<count` on up to `threadCount` workers
    /// (nil: one per core), each claiming the next unclaimed index.
    public static func forEach(
        _ count: Int, threadCount: Int? = nil, _ body: @Sendable (_ index: Int) -> Void
    ) {
        guard count > 0 else { return }
        let next = Locked(0)
        workers(workerCount(threadCount, work: count)) { _ in
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                body(index)
            }
        }
    }
}
