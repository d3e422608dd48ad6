extension SliceLayout {
    /// Android's density buckets for the scales it has: the one table of their names.
    public static let androidDensities: [(scale: SliceScale, name: String)] = [
        (1, "mdpi"), (1.5, "hdpi"), (2, "xhdpi"), (3, "xxhdpi"), (4, "xxxhdpi"),
    ]

    /// Android's density buckets that no screen scale is written to: a sheet in their folders
    /// (`drawable-ldpi`) is read at their scale, which slice then refuses as no screen scale,
    /// rather than as 1x, which would draw its art at 75 % (ldpi) or 133 % (tvdpi: 213 dpi over
    /// mdpi's 160) of its size.
    public static let unwrittenAndroidDensities: [(scale: SliceScale, name: String)] = [
        (0.75, "ldpi"), (SliceScale(numerator: 213, denominator: 160)!, "tvdpi"),
    ]

    /// The density bucket of `scale` (`xhdpi` for 2), when Android has one.
    public static func androidDensity(_ scale: SliceScale) -> String? {
        androidDensities.first { $0.scale == scale }?.name
    }

    /// The folder of Android's state lists, which are the same at every density.
    public static let androidStateListFolder = "res/drawable"

    /// The path of wedge `index`'s state list: `res/drawable/wedge_07_state.xml`.
    public static func androidStateListPath(index: Int, segments: Int) -> String {
        "\(androidStateListFolder)/\(SliceLayout.android.assetName(index: index, segments: segments, pressed: false))"
            + "_state.xml"
    }

    /// A state-list drawable per wedge: the pressed image while the view is pressed (touched)
    /// or selected, as the web page shows it while held down or marked; the image otherwise
    /// (the first item whose states match wins, so the plain one comes last).
    func stateLists(segments: Int) -> [(path: String, contents: String)] {
        (0..<max(segments, 0)).map { index in
            let image = assetName(index: index, segments: segments, pressed: false)
            let pressed = assetName(index: index, segments: segments, pressed: true)
            let contents = """
                <?xml version="1.0" encoding="utf-8"?>
                <selector xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:state_pressed="true" android:drawable="@drawable/\(pressed)" />
                    <item android:state_selected="true" android:drawable="@drawable/\(pressed)" />
                    <item android:drawable="@drawable/\(image)" />
                </selector>

                """
            return (path: Self.androidStateListPath(index: index, segments: segments), contents: contents)
        }
    }
}
