/// The whole screen scales that frames are rendered at and asset catalogs have slots for.
/// Slicing works with ``SliceScale``, which adds Android's 1.5 and 4 and names the files
/// (``SliceScale/fileSuffix``, ``SliceScale/key``).
public enum ScreenScale {
    /// The scales iOS devices use and asset catalogs know: 1, 2 and 3.
    public static let supported = 1...3

    /// ``supported`` as slice scales, ascending.
    public static var sliceScales: [SliceScale] { supported.compactMap { SliceScale($0) } }
}
