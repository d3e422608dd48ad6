/// One colour of a gradient at a position along it.
public struct GradientStop: Sendable, Hashable {
    /// Where the colour sits: 0 is the gradient's start, 1 its end. Stops must be listed in
    /// increasing order; positions before the first or after the last take the nearest colour.
    public var location: Double
    /// The colour at `location`.
    public var color: CanvasColor

    /// A stop of `color` at `location` (0...1).
    public init(_ location: Double, _ color: CanvasColor) {
        self.location = location
        self.color = color
    }
}
