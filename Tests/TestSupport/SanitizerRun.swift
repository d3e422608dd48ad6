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
    isSanitizerRun ? full / 10 : full
}

/// Whether LUCKYWHEEL_SANITIZER_RUN=1: the tests run in `.ci/run`'s AddressSanitizer or
/// ThreadSanitizer build, whose executables carry the sanitizer's runtime.
package let isSanitizerRun = getenv("LUCKYWHEEL_SANITIZER_RUN").map { String(cString: $0) } == "1"

/// The cases a parameterized test runs: all of `cases`, or every tenth of them (the first
/// included) when LUCKYWHEEL_SANITIZER_RUN=1, as ``sanitizerScaled(_:)`` counts: the sanitizer
/// runs look for memory and thread errors, which a few cases of the same path show as well
/// as all of them; the plain `swift test` runs every case.
package func sanitizerSampled<Case>(_ cases: [Case]) -> [Case] {
    sanitizerScaled(10) == 10 ? cases : stride(from: 0, to: cases.count, by: 10).map { cases[$0] }
}
