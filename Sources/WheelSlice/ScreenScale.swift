/// The whole screen scales that frames are rendered at and asset catalogs have slots for, and
/// their `@Nx` file names. Slicing works with ``SliceScale``, which adds Android's 1.5 and 4;
/// the names here are that type's.
public enum ScreenScale {
    /// The scales iOS devices use and asset catalogs know: 1, 2 and 3.
    public static let supported = 1...3

    /// `@2x`-style suffix for file names; empty at 1x.
    public static func fileSuffix(_ scale: Int) -> String { SliceScale(scale).fileSuffix }

    /// The key of a scale in manifests and asset catalogs: `2x`.
    public static func key(_ scale: Int) -> String { SliceScale(scale).key }
}
