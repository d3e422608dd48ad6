import WheelSlice

/// `--layout flat|xcassets`.
extension SliceLayout: ArgumentValue {}
