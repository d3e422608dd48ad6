import WheelPNG

/// `render --compression fast|small|best`.
extension FrameCompression: ArgumentValue {}
