/// How many segments a wheel may have: the one rule the wheel (`WheelGeometry.segmentCountRange`)
/// and slicing (`SlicePartition.segmentRange`) both refer to, declared here because neither
/// module may depend on the other. A wheel of one segment has nothing to choose between.
public enum SegmentCount {
    /// The segment counts a wheel may have, and so the wedge counts a sheet is cut into.
    public static let range = 2...360
    /// The reference screen's count: its wheel, its sheets and the sizes drawn for them.
    public static let reference = 12
}
