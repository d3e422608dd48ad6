#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a POSIX mutex: the lock every threaded part of the package shares.
///
/// It stands in for the standard library's `Synchronization.Mutex`, which on Linux hands a
/// contended lock over inside the kernel (a priority-inheriting futex). ThreadSanitizer cannot
/// see that hand-over, so two threads that take a `Mutex` in turn are reported as a race
/// whenever they happen to contend; `swift test --sanitize=thread` then fails at random. A
/// `pthread_mutex_t` is understood by ThreadSanitizer, costs the same when uncontended, and
/// keeps the sanitizer's reports meaningful.
///
/// The value must take memory (not `()` or an empty struct): ThreadSanitizer places an empty
/// stored property at the object's address and reports the runtime's read of the object's type
/// by a thread about to take the lock as racing with the holder's access to it.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock guarding `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        precondition(MemoryLayout<Value>.size > 0, "Locked needs a value that takes memory")
        value = initialValue
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and the value open for change. Sections do not nest.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` with the lock held if it is free now; nil, without waiting, if another
    /// thread holds it.
    public func withLockIfAvailable<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
