import WheelSlice

extension ButtonLayout {
    /// Where this layout puts each wedge image, for a page that assembles the wheel as the
    /// renderer draws it (`luckywheel slice --layout web`): the 286 pt view, this button and
    /// its image rectangle.
    public var wedgePlacement: WedgePlacement {
        let rect = imageRect
        return WedgePlacement(
            wheelSide: SceneMetrics.viewSide, buttonWidth: width, buttonHeight: height,
            imageRect: (rect.x, rect.y, rect.width, rect.height))
    }
}
