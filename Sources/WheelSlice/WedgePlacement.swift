import WheelSupport

/// Where a wheel screen puts each wedge image, in points: what a page needs to assemble the
/// wheel from the wedges as the renderer does.
///
/// Wedge i sits in a button `buttonWidth × buttonHeight` whose bottom edge's middle is the
/// wheel's centre (its top-left corner at `((wheelSide − buttonWidth) / 2, 0)` before
/// turning), turned by i · 360° / N clockwise about that point, (50 %, 100 %) of the button;
/// the image fills `imageRect` inside the button, whatever its own size. The renderer's rule
/// for N segments is `ButtonLayout` in WheelRender (`ButtonLayout.wedgePlacement`).
public struct WedgePlacement: Sendable, Hashable {
    /// Side of the square wheel view, points (286 on the reference screen).
    public var wheelSide: Int
    /// Width of a wedge's button, points (68 for 12 segments).
    public var buttonWidth: Int
    /// Height of a wedge's button, the wheel's radius, points (143).
    public var buttonHeight: Int
    /// The image's rectangle inside its button, points from the button's top-left corner
    /// ((14, 20, 40 × 47) for 12 segments).
    public var imageRect: (x: Double, y: Double, width: Double, height: Double)

    /// A placement; every size must be positive.
    public init(
        wheelSide: Int, buttonWidth: Int, buttonHeight: Int,
        imageRect: (x: Double, y: Double, width: Double, height: Double)
    ) {
        self.wheelSide = wheelSide
        self.buttonWidth = buttonWidth
        self.buttonHeight = buttonHeight
        self.imageRect = imageRect
    }

    /// The point of a wedge's image, in the image's unit coordinates, that sits at the wheel's
    /// centre: the image turned about it lands where the screen draws it. Beyond the image, as
    /// the image is drawn in the outer part of its button: (0.5, 123 / 47) for 12 segments.
    public var imageAnchorPoint: (x: Double, y: Double) {
        let image = imageRect
        return (
            (Double(buttonWidth) / 2 - image.x) / image.width, (Double(buttonHeight) - image.y) / image.height
        )
    }

    /// Equal when every size is.
    public static func == (left: WedgePlacement, right: WedgePlacement) -> Bool {
        left.wheelSide == right.wheelSide && left.buttonWidth == right.buttonWidth
            && left.buttonHeight == right.buttonHeight && left.imageRect == right.imageRect
    }

    /// Hashes every size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wheelSide)
        hasher.combine(buttonWidth)
        hasher.combine(buttonHeight)
        for value in [imageRect.x, imageRect.y, imageRect.width, imageRect.height] { hasher.combine(value) }
    }

    /// Whether an image of `width × height` drawn to fill a `boxWidth × boxHeight` rectangle
    /// (any unit, the same for both) changes shape: scaled to the rectangle's height, it is more
    /// than one unit off its width. An image only scaled alike both ways is not stretched.
    public static func isStretched(width: Double, height: Double, into boxWidth: Double, _ boxHeight: Double)
        -> Bool
    {
        height > 0 && abs(width * boxHeight / height - boxWidth) > 1
    }

    /// How many times as wide or as narrow as the image box, for its height, a wedge must be
    /// for ``isFarFromShape(width:height:)``.
    public static let farFromShapeFactor = 4.0

    /// Whether wedges of `width × height` (any unit) are of a shape no wheel screen draws in
    /// this box: more than ``farFromShapeFactor`` times as wide or as narrow, for their height
    /// (the slivers of a vertical strip of images, 4 × 564 pt, are 144 times too narrow). Their
    /// stretch note is told whatever the layout, where a shape merely other than the box's (a
    /// square wedge) may be an app's own.
    public func isFarFromShape(width: Double, height: Double) -> Bool {
        let box = imageRect
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return false }
        let ratio = (width / height) / (box.width / box.height)
        return ratio > Self.farFromShapeFactor || ratio < 1 / Self.farFromShapeFactor
    }

    /// The warning for wedges of `width × height` points (those of `source`, a sheet or a
    /// slice folder) drawn by this placement: the image fills its box whatever its own size, so
    /// wedges of another shape are drawn stretched (scaled to the box's height, more than a
    /// point off its width). nil when they keep their shape: a wedge drawn at the reference
    /// 40 × 47 pt fits the smaller box of a wheel of more segments, scaled alike both ways.
    public func stretchNote(wedgeWidth width: Double, height: Double, source: String) -> String? {
        let box = imageRect
        guard Self.isStretched(width: width, height: height, into: box.width, box.height) else { return nil }
        func points(_ value: Double) -> String { DecimalText.trimmed(value, 1) }
        let advice =
            wholePointShape.map { whole in
                Double(whole.width) == box.width && Double(whole.height) == box.height
                    ? "draw the wedges at \(whole.width) × \(whole.height) pt"
                    : "draw the wedges at \(whole.width) × \(whole.height) pt (the box's shape)"
            } ?? "draw the wedges in the box's shape"
        return "\(source): its wedges are \(points(width)) × \(points(height)) pt, and the screen draws "
            + "each in its \(points(box.width)) × \(points(box.height)) pt image box, stretched to fill "
            + "it; \(advice) to keep their shape"
    }

    /// The smallest size of whole points (at most 1000 a side) of the image box's shape: the
    /// box itself when it is whole points, `40 × 47` for the 19.4 × 22.8 pt box of 24 segments
    /// (slice cuts wedges of whole points); nil when no such size is that small.
    public var wholePointShape: (width: Int, height: Int)? {
        let box = imageRect
        guard box.width > 0, box.height > 0 else { return nil }
        for width in 1...1000 {
            let height = Double(width) * box.height / box.width
            if abs(height - height.rounded()) < 1e-6, height.rounded() >= 1 {
                return (width, Int(height.rounded()))
            }
        }
        return nil
    }
}
