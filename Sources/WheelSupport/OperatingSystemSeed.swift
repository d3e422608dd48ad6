/// Seeds from the operating system's random source, for production runs whose seed must not
/// repeat (`--seed os`); the seed is printed with every output so the run can be replayed.
///
/// On Linux this is `getrandom(2)` (falling back to `/dev/urandom` on kernels before 3.17),
/// on Darwin `arc4random_buf`: the standard library's `SystemRandomNumberGenerator`, which
/// calls them without any C of ours (Glibc's Swift module does not export `getrandom`).
public enum OperatingSystemSeed {
    /// A fresh 64-bit seed from the operating system's random source; two calls agree with
    /// probability 2⁻⁶⁴.
    public static func next() -> UInt64 {
        var source = SystemRandomNumberGenerator()
        return source.next()
    }
}
