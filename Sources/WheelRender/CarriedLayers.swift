internal import CBuiltInLayers
import WheelPNG

/// The static layers of the built-in reference screen (12 segments) at one scale, exactly as
/// ``SceneLayers`` composes them from the drawn art: the background, the wheel layer with
/// nothing selected, the centre button at rest and pressed, and the pointer.
///
/// Drawing the art and composing these layers took about 1.4 G instructions at @3x, nearly all
/// of a one-frame `luckywheel render`. So they are composed once, by the tests that write
/// `Sources/CBuiltInLayers/Data/` (and check it against the drawn art at every scale), and
/// carried in the binary as zlib streams that inflate in a few milliseconds. Only a selected
/// segment still needs the art drawn. Anything unexpected in the carried bytes (another format
/// version, sizes, a damaged stream) makes ``carried(for:)`` answer nil, and the layers are
/// then drawn and composed as before.
struct CarriedLayers: Sendable, Equatable {
    let scale: Int
    /// Page background then base over opaque black, `286 · scale` pixels square.
    let background: PremultipliedImage
    /// The unselected wheel layer, ``WheelLayer/side(scale:)`` pixels square.
    let wheel: PremultipliedImage
    /// The centre button filling its `81 · scale` pixel square, at rest and pressed.
    let centerButton: PremultipliedImage
    let centerButtonPressed: PremultipliedImage
    /// The pointer, premultiplied, at its own size.
    let pointer: PremultipliedImage

    /// The layers, in the order the carried bytes store them.
    var images: [PremultipliedImage] { [background, wheel, centerButton, centerButtonPressed, pointer] }

    /// Composes the layers from `assets` (any images; the tests give the drawn art).
    init(composing assets: WheelAssets) {
        scale = assets.scale
        background = SceneLayers.background(assets)
        wheel = WheelLayer(assets, selectedSegment: nil).image
        centerButton = SceneLayers.centerButtonImage(assets, pressed: false)
        centerButtonPressed = SceneLayers.centerButtonImage(assets, pressed: true)
        pointer = PremultipliedImage(assets.pointer)
    }

    init(
        scale: Int, background: PremultipliedImage, wheel: PremultipliedImage,
        centerButton: PremultipliedImage, centerButtonPressed: PremultipliedImage, pointer: PremultipliedImage
    ) {
        self.scale = scale
        self.background = background
        self.wheel = wheel
        self.centerButton = centerButton
        self.centerButtonPressed = centerButtonPressed
        self.pointer = pointer
    }

    /// The carried layers for `assets` when they are the built-in reference screen at a scale
    /// the binary carries and the bytes read back as expected; otherwise nil.
    static func carried(for assets: WheelAssets) -> CarriedLayers? {
        guard assets.images.isReferenceScreen else { return nil }
        return carried(scale: assets.scale)
    }

    /// The layers the binary carries for `scale`, or nil (none carried, or not as expected).
    static func carried(scale: Int) -> CarriedLayers? {
        guard let bytes = carriedBytes(scale: scale) else { return nil }
        return try? CarriedLayers(decoding: bytes, scale: scale)
    }

    /// The bytes the binary carries for `scale` (in the binary's read-only data, never freed).
    static func carriedBytes(scale: Int) -> UnsafeRawBufferPointer? {
        var count = 0
        guard let bytes = cbuiltinlayers_bytes(Int32(clamping: scale), &count) else { return nil }
        return UnsafeRawBufferPointer(start: bytes, count: count)
    }
}
