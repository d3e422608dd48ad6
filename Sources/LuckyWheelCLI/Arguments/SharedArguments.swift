import WheelCore
import WheelPNG

/// Options several commands take with the same name, meaning, default and range, declared
/// once and listed by each command that takes them.
enum SharedArguments {
    /// `--seed`: where every random draw comes from; `os` draws one from the operating system
    /// (printed, so the run can be replayed).
    static let seed = Option<SeedChoice>(
        "--seed", value: "s",
        help: "Seed of every random draw (decimal or 0x hex), or os for one from the operating system.",
        default: .given(0))

    /// `--fps`: the display-link rate of commands that run at 60 Hz unless told otherwise.
    static let framesPerSecond = Option<Double>(
        "--fps", value: "hz", help: "Display-link rate in Hz (fractional rates such as 59.94 too).",
        default: 60, range: ValueRange(DisplayLinkClock.frameRateRange))

    /// `--max-pixels`: the most pixels an input image may declare before anything is decoded.
    static let maxPixels = Option<Int>(
        "--max-pixels", value: "n", help: "Most pixels (width × height) an input may have.",
        default: PNGLimits.default.maxPixels, range: .atLeast(1))
}
