/// Sebastiano Vigna's SplitMix64 generator, used to seed `Xoshiro256StarStar` and to hash
/// indices into independent values.
///
/// From seed 1234567 it yields 6457827717110365317, 3203168211198807973, … (the published
/// reference outputs), on every platform.
public struct SplitMix64: Sendable, Hashable {
    /// The golden-ratio increment the state advances by per output.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The internal counter; the next output is `mix(state + increment)`.
    public private(set) var state: UInt64

    /// A generator whose first output is `mix(seed + 0x9E3779B97F4A7C15)`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    @inline(__always)
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// SplitMix64's output function: a bijection of 64-bit words with good avalanche, used on
    /// its own to turn indices into unrelated values.
    @inlinable @inline(__always)
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `[0, 1)` from the top 53 bits of `bits`.
    @inlinable @inline(__always)
    public static func unitInterval(_ bits: UInt64) -> Double {
        Double(bits >> 11) * 0x1p-53
    }
}
