import WheelSupport

/// The package's SplitMix64 as a `RandomNumberGenerator`, so every test input is the same on
/// every run and platform.
package struct SeededGenerator: RandomNumberGenerator {
    private var generator: SplitMix64

    /// A generator whose outputs are `SplitMix64(seed:)`'s.
    package init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The next 64 bits.
    package mutating func next() -> UInt64 { generator.next() }

    /// A value in `0..<bound` (`bound` > 0; the modulo bias is irrelevant for fixtures).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// One random byte.
    package mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

    /// `count` random bytes.
    package mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }
}
