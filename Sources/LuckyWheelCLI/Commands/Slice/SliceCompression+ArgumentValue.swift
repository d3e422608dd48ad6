import WheelSlice

/// `--compression fast|default|best`.
extension SliceCompression: ArgumentValue {}
