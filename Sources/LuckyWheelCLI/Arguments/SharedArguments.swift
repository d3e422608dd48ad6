import WheelCore
import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

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
    /// number of images, `images` when the sheet says how many.
    static func defaultCountHint(flag: String, count: Int, images: Int? = nil) -> String {
        let number = images.map(String.init) ?? "N"
        return
            "; \(count) is the default segment count: for a sheet of \(number) images give \(flag) \(number)"
    }

    /// How far (points, at the box's height) an image's width may be from the screen's wedge
    /// shape for a sheet to count as images of that shape (``imageCountHint(flag:sheetWidth:height:cutInto:)``):
    /// tighter than the point a drawing is allowed before it is stretched, so that halves of
    /// 5:3 images (39.2 × 47) are not taken for 24 images of 40 × 47.
    static let screenShapeTolerance = 0.5

    /// What a note on a sheet of `sheetWidth × height` (any one unit) cut into the default
    /// `count` adds when its wedges are not of the shape the screen draws them in (its image
    /// box, 40 × 47 pt for 12 segments), but the sheet is images of that shape side by side,
    /// `count` times a fraction of at most 4 below the line (each wedge whole images, halves,
    /// thirds or quarters: 24, 36, 18, 3; for 12, multiples of 3 or 4): a sheet of 24
    /// such images was cut into 12 wedges twice as wide without a word, and one of 36 told to
    /// be drawn at 40 × 47 pt, its images' very size. Nil otherwise: wedges of their own shape
    /// (square, say: 14.1 boxes wide) are no sign of another count, and a sheet that does not
    /// divide into `count` is told so.
    static func imageCountHint(flag: String, sheetWidth: Double, height: Double, cutInto count: Int)
        -> String?
    {
        let box = ButtonLayout(segmentCount: count).wedgePlacement.imageRect
        guard sheetWidth > 0, height > 0, box.width > 0,
            WedgePlacement.isStretched(
                width: sheetWidth / Double(count), height: height, into: box.width, box.height)
        else { return nil }
        // The box keeps its shape for every count, so the sheet's width in boxes is its count.
        let boxes = sheetWidth * box.height / (height * box.width)
        let images = boxes.rounded()
        guard images >= Double(SegmentCount.range.lowerBound),
            images <= Double(SegmentCount.range.upperBound),
            case let other = Int(images), other != count,
            abs(sheetWidth / images * box.height / height - box.width) <= screenShapeTolerance,
            count / gcd(other, count) <= 4
        else { return nil }
        return "; the sheet looks like \(other) images of the box's shape side by side"
            + defaultCountHint(flag: flag, count: count, images: other)
    }

    /// What a note on a sheet of `sheetWidth × height` cut into `count` wedges adds when it is
    /// images of the screen's wedge shape stacked top to bottom (a vertical strip, which slice
    /// cut into slivers), each a whole number of points high: how many, and how to lay them
    /// side by side; with `flag` (the count's option, when the count was its default), the
    /// count to give when it is another. Nil otherwise.
    static func stackedImagesHint(sheetWidth: Double, height: Double, cutInto count: Int, flag: String?)
        -> String?
    {
        let box = ButtonLayout(segmentCount: count).wedgePlacement.imageRect
        guard sheetWidth > 0, height > 0, box.width > 0 else { return nil }
        let images = (height * box.width / (sheetWidth * box.height)).rounded()
        guard images >= 2, images <= Double(SegmentCount.range.upperBound),
            (height / images).rounded() == height / images,
            abs(sheetWidth * box.height / (height / images) - box.width) <= screenShapeTolerance
        else { return nil }
        let stacked = Int(images)
        let countHint = flag.flatMap { flag in
            stacked == count ? nil : defaultCountHint(flag: flag, count: count, images: stacked)
        }
        return
            "; the sheet looks like \(stacked) images of the box's shape stacked top to bottom, and wedges "
            + "are cut side by side: put the images in one row first (ImageMagick: convert SHEET -crop "
            + "1x\(stacked)@ +repage +append ROW.png)" + (countHint ?? "")
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
