/// Blackman and Vigna's xoshiro256** generator: the seeded source of every random choice in
/// the package.
///
/// Its outputs, and the integers and doubles drawn from them with the methods below, are the
/// same on every platform for a given seed (unlike `Int.random(in:using:)`, whose algorithm
/// is not specified). From the state (1, 2, 3, 4) it yields the published reference outputs
/// 11520, 0, 1509978240, 1215971899390074240, …
public struct Xoshiro256StarStar: Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// A generator whose state is the first four outputs of `SplitMix64(seed: seed)`, the
    /// seeding its authors recommend.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// Stream `stream` of `seed`: an independent generator per index, so that work split
    /// across threads draws the same numbers whichever thread runs which index.
    public init(seed: UInt64, stream: UInt64) {
        self.init(seed: SplitMix64.mix(seed ^ SplitMix64.mix(stream &+ SplitMix64.increment)))
    }

    /// A generator with exactly this state, for checking reference vectors; `nil` unless
    /// `state` has four words that are not all zero (the one state xoshiro cannot leave).
    public init?(state: [UInt64]) {
        guard state.count == 4, state.contains(where: { $0 != 0 }) else { return nil }
        s0 = state[0]
        s1 = state[1]
        s2 = state[2]
        s3 = state[3]
    }

    /// The next 64 pseudo-random bits.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotatedLeft(s1 &* 5, by: 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = rotatedLeft(s3, by: 45)
        return result
    }

    /// A uniformly distributed integer in `0..<bound`, without modulo bias.
    ///
    /// Lemire's multiply-and-shift with rejection: the rare products whose low word falls in
    /// the biased remainder are drawn again. A `bound` of 1 or less gives 0.
    @inlinable @inline(__always)
    public mutating func nextInt(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniformly distributed double in `[0, 1)`: the top 53 bits scaled by 2⁻⁵³.
    @inlinable @inline(__always)
    public mutating func nextUnitDouble() -> Double {
        SplitMix64.unitInterval(next())
    }

    @inlinable @inline(__always)
    func rotatedLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
