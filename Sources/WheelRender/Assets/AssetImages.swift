import WheelPNG
import WheelSlice
import WheelSupport

/// The images behind a ``WheelAssets``: those given, and built-in art drawn on first use.
///
/// Drawing the built-in art is most of a command's start-up, and a frame rarely needs all of
/// it (the pressed sheet and the selection wedge only once a segment is selected, one of the
/// two centre buttons per state). Each missing image is drawn once, on first use, and kept;
/// copies of the assets share this store, from any thread.
final class AssetImages: Sendable {
    let scale: Int
    /// The segment count the built-in art is drawn for.
    let segments: Int
    private let given: [BuiltInAsset: RGBAImage]
    /// Segment images given for `.sheet` and `.sheetPressed`.
    private let givenCells: [BuiltInAsset: [RGBAImage]]
    private let drawn = Locked<[BuiltInAsset: RGBAImage]>([:])
    private let drawnCells = Locked<[BuiltInAsset: [RGBAImage]]>([:])

    /// `scale` and `segments` must be ones ``BuiltInArt`` draws for, whenever an image is not
    /// given (checked by ``WheelAssets``).
    init(
        scale: Int, segments: Int = BuiltInAsset.sheetCellCount, given: [BuiltInAsset: RGBAImage] = [:],
        givenCells: [BuiltInAsset: [RGBAImage]] = [:]
    ) {
        self.scale = scale
        self.segments = segments
        self.given = given
        self.givenCells = givenCells
    }

    /// A layer image: the given one, else the built-in one (drawn now if not yet).
    func layer(_ asset: BuiltInAsset) -> RGBAImage {
        if let image = given[asset] { return image }
        return drawn.withLock { drawn in
            if let image = drawn[asset] { return image }
            let image = Self.draw(asset, scale: scale, segments: segments)
            drawn[asset] = image
            return image
        }
    }

    /// The segment images of `.sheet` or `.sheetPressed`: given, else cut from the built-in
    /// sheet (drawn now if not yet).
    func cells(_ sheet: BuiltInAsset) -> [RGBAImage] {
        if let cells = givenCells[sheet] { return cells }
        return drawnCells.withLock { drawnCells in
            if let cells = drawnCells[sheet] { return cells }
            let drawing = Self.draw(sheet, scale: scale, segments: segments)
            guard let sliceScale = SliceScale(scale),
                let cells = try? WheelAssets.cells(of: drawing, scale: sliceScale, segments: segments)
            else {
                preconditionFailure("the built-in sheet, at a screen scale, is a whole number of cells wide")
            }
            drawnCells[sheet] = cells
            return cells
        }
    }

    /// The built-in images drawn so far (layers and sheets), for tests of the laziness.
    var drawnAssets: Set<BuiltInAsset> {
        Set(drawn.withLock { Array($0.keys) } + drawnCells.withLock { Array($0.keys) })
    }

    /// Whether every image is the built-in art of the reference screen (nothing given, 12
    /// segments): the screen whose prepared layers the binary carries (``CarriedLayers``).
    var isReferenceScreen: Bool {
        given.isEmpty && givenCells.isEmpty && segments == SceneMetrics.referenceSegmentCount
    }

    /// The number of segment images, known without drawing anything.
    var segmentCount: Int { givenCells[.sheet]?.count ?? segments }

    private static func draw(_ asset: BuiltInAsset, scale: Int, segments: Int) -> RGBAImage {
        guard let image = try? BuiltInArt.image(asset, scale: scale, segments: segments) else {
            preconditionFailure(
                "the built-in art draws at \(scale)x for \(segments) segments; both were checked")
        }
        return image
    }
}
