import WheelCore
import WheelPNG

/// Options several commands take with the same name, meaning, default and range, declared
/// once and listed by each command that takes them.
enum SharedArguments {
    /// The spellings of the output option and of the flag that replaces existing output, the
    /// same in every command that writes: each declares its own help and default with them,
    /// and the output code shared by the commands names them in its messages.
    static let outputNames = (short: "-o", long: "--output")
    static let forceName = "--force"

    /// `--seed`: where every random draw comes from; `os` draws one from the operating system
    /// (printed, so the run can be replayed).
    static let seed = Option<SeedChoice>(
        "--seed", value: "s",
        help: SeedChoice.help("Seed of every random draw"),
        default: .given(0))

    /// `--fps`: the display-link rate of commands that run at 60 Hz unless told otherwise.
    static let framesPerSecond = Option<Double>(
        "--fps", value: "hz", help: "Display-link rate in Hz (fractional rates such as 59.94 too).",
        default: DisplayLinkClock.referenceFrameRate, range: ValueRange(DisplayLinkClock.frameRateRange))

    /// `--max-pixels`: the most pixels an input image may declare before anything is decoded.
    static let maxPixels = Option<Int>(
        "--max-pixels", value: "n", help: "Most pixels (width × height) an input may have.",
        default: PNGLimits.default.maxPixels, range: .atLeast(1))

    /// What a note on a sheet that does not divide into its segments adds when the count was
    /// not given (`flag` took its default, `count`): the likelier mistake is a sheet of another
    /// number of images.
    static func defaultCountHint(flag: String, count: Int) -> String {
        "; \(count) is the default segment count: for a sheet of N images give \(flag) N"
    }
}
