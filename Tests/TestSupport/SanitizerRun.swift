#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many cases a CPU-bound test runs: `full`, or a tenth of it when
/// LUCKYWHEEL_SANITIZER_RUN=1, which `.ci/run` sets for its AddressSanitizer and
/// ThreadSanitizer runs only (they make such checks 10–20 times slower). The plain
/// `swift test` always runs the full count.
package func sanitizerScaled(_ full: Int) -> Int {
    getenv("LUCKYWHEEL_SANITIZER_RUN").map { String(cString: $0) } == "1" ? full / 10 : full
}
