import WheelAudit
import WheelSupport

/// `--seed S` or `--seed os`: a given seed (a replay, a test), or one drawn from the operating
/// system's random source for a production run, printed with every output so the run can be
/// replayed.
enum SeedChoice: Sendable, Hashable, ArgumentValue {
    /// A seed given on the command line.
    case given(UInt64)
    /// Draw one from the operating system (`OperatingSystemSeed`).
    case operatingSystem

    /// The word that asks for an operating-system seed.
    static let operatingSystemWord = "os"

    /// A decimal or `0x` hexadecimal seed, or `os`.
    init?(argument: String) {
        if argument == Self.operatingSystemWord {
            self = .operatingSystem
        } else if let seed = UInt64(argument: argument) {
            self = .given(seed)
        } else {
            return nil
        }
    }

    /// A `--seed` option's help: `what` it seeds, then how it is written.
    static func help(_ what: String) -> String {
        "\(what) (\(UInt64.notation)), or \(operatingSystemWord) for one from the operating system."
    }

    static var expectedDescription: String {
        UInt64.expectedDescription + ", or \(operatingSystemWord)"
    }

    /// `os` for a word that comes close to it, case ignored (`OS`, `oss`); a seed's plain
    /// digits for one written with a sign (`+7`: `7`).
    static func suggestion(for argument: String) -> String? {
        guard argument.first?.isLetter == true else { return UInt64.suggestion(for: argument) }
        return closestMatch(to: argument, in: [operatingSystemWord])
    }

    /// Shells offer `os`, the one word among the numbers.
    static var completion: ArgumentCompletion { .words([operatingSystemWord]) }

    /// A seed written as one but past `UInt64.max` (`18446744073709551616`).
    static func isTooLarge(argument: String) -> Bool { UInt64.isTooLarge(argument: argument) }

    /// The seed's most, then `os`.
    static var tooLargeDescription: String? {
        UInt64.tooLargeDescription.map { $0 + ", or \(operatingSystemWord)" }
    }

    var argumentText: String {
        switch self {
        case .given(let seed): return seed.argumentText
        case .operatingSystem: return Self.operatingSystemWord
        }
    }

    /// Where the seed comes from.
    var origin: SeedOrigin {
        switch self {
        case .given: return .given
        case .operatingSystem: return .operatingSystem
        }
    }

    /// The seed itself: the given one, or a fresh one from the operating system (drawn once,
    /// when the command line is read).
    func resolved() -> UInt64 {
        switch self {
        case .given(let seed): return seed
        case .operatingSystem: return OperatingSystemSeed.next()
        }
    }
}
