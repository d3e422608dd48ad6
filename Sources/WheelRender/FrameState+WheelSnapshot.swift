import WheelCore

extension FrameState {
    /// What a snapshot shows: its angle reduced to `[0, 2π)`, its selection, and the centre
    /// button pressed while spinning.
    public init(_ snapshot: WheelSnapshot) {
        self.init(
            angle: snapshot.normalizedAngle, selectedSegment: snapshot.selectedSegment,
            centerPressed: snapshot.isCenterButtonPressed)
    }
}
