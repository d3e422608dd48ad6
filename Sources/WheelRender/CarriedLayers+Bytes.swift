import WheelPNG

/// The carried bytes: a header of little-endian `UInt32`s, then one zlib stream per layer.
///
///     "LWLY"  format version  scale  segment count  layer count (5)
///     per layer: width  height  bytes per pixel (4; 3 is read too)  stream length
///     the streams, in the order of ``CarriedLayers/images``
///
/// Each stream is what `FrameEncoder.compressedRows` writes of the layer's premultiplied
/// pixels taken as RGBA bytes: PNG-filtered rows, so that `FrameRowsDecoder` (libdeflate)
/// reads them back. The pixels are premultiplied, so the streams are not images for other
/// programs.
///
/// How they are written was measured on the three scales (1.0 MB in all): Up at libdeflate
/// level 12 is the smallest of the five filters and the per-row choice (Paeth 6 %, none 13 %
/// larger at @3x) and the cheapest to undo. The opaque background is stored as RGBA too:
/// as RGB it is 1.7 % smaller, but spreading RGB out to RGBA cost more at start-up than
/// inflating the constant alpha bytes.
extension CarriedLayers {
    /// The first four bytes.
    static let magic: [UInt8] = Array("LWLY".utf8)
    /// Raised whenever what a stream holds or how it is laid out changes.
    static let formatVersion: UInt32 = 1
    /// How the layers are written (see the type's description).
    static let fileEncoder = FrameEncoder(compressionLevel: 12, filter: .up)
    /// Every layer is written as RGBA rows.
    static let fileLayout = FramePixelLayout.rgba

    /// Why carried bytes were not used.
    enum FormatError: Error, Equatable {
        /// The bytes end before `needed` of them (header or streams).
        case truncated(needed: Int, available: Int)
        /// Not this format (the first four bytes).
        case notCarriedLayers(leadingBytes: [UInt8])
        /// Written by another version of the format.
        case formatVersion(UInt32)
        /// Layers for another scale or screen than the one asked for.
        case screen(scale: UInt32, segments: UInt32)
        /// Layer `index` has a size or pixel width other than the scale requires.
        case layerShape(index: Int, width: UInt32, height: UInt32, bytesPerPixel: UInt32)
        /// Layer `index`'s stream does not read back.
        case pixels(index: Int, PNGError)
    }

    /// The bytes ``init(decoding:scale:)`` reads.
    func encoded(encoder: FrameEncoder = Self.fileEncoder) throws(PNGError) -> [UInt8] {
        var header = Self.magic
        var streams: [UInt8] = []
        let images = self.images
        for field in [
            Self.formatVersion, UInt32(scale), UInt32(SceneMetrics.referenceSegmentCount),
            UInt32(images.count),
        ] {
            header += Self.littleEndian(field)
        }
        for image in images {
            let rowStride = image.width * 4
            let layout = Self.fileLayout
            let stream = Self.littleEndianBytes(image.pixels).withUnsafeBytes { bytes in
                Result { () throws(PNGError) in
                    try encoder.compressedRows(
                        bytes, width: image.width, height: image.height, rowStride: rowStride, layout: layout)
                }
            }
            let compressed = try stream.get()
            header += [image.width, image.height, layout.bytesPerPixel, compressed.count].flatMap {
                Self.littleEndian(UInt32($0))
            }
            streams += compressed
        }
        return header + streams
    }

    /// Reads carried bytes for `scale`, checking everything against what the scale requires.
    init(decoding bytes: UnsafeRawBufferPointer, scale: Int) throws(FormatError) {
        let shapes = Self.shapes(scale: scale)
        let headerCount = 4 + 4 * 4 + shapes.count * 4 * 4
        guard bytes.count >= headerCount else {
            throw .truncated(needed: headerCount, available: bytes.count)
        }
        guard bytes.prefix(4).elementsEqual(Self.magic) else {
            throw .notCarriedLayers(leadingBytes: Array(bytes.prefix(4)))
        }
        func field(_ index: Int) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 + 4 * index, as: UInt32.self))
        }
        guard field(0) == Self.formatVersion else { throw .formatVersion(field(0)) }
        guard field(1) == scale, field(2) == SceneMetrics.referenceSegmentCount, field(3) == shapes.count
        else { throw .screen(scale: field(1), segments: field(2)) }
        var images: [PremultipliedImage] = []
        var offset = headerCount
        for (index, shape) in shapes.enumerated() {
            let (width, height, bytesPerPixel, length) = (
                field(4 + 4 * index), field(5 + 4 * index), field(6 + 4 * index), Int(field(7 + 4 * index))
            )
            let layout: FramePixelLayout? =
                bytesPerPixel == 4 ? .rgba : bytesPerPixel == 3 ? .rgb : nil
            guard width == shape.width, height == shape.height, let layout else {
                throw .layerShape(index: index, width: width, height: height, bytesPerPixel: bytesPerPixel)
            }
            guard bytes.count - offset >= length else {
                throw .truncated(needed: offset + length, available: bytes.count)
            }
            let stream = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
            var decoded = Result<Void, PNGError>.success(())
            // Every pixel is written when decoding succeeds; nothing is kept when it fails. The
            // rows are inflated into the pixels' own memory (a few bytes more than the pixels).
            let pixelCount = shape.width * shape.height
            let bufferBytes =
                FrameRowsDecoder.bufferCount(width: shape.width, height: shape.height, layout: layout) ?? 0
            var pixels = [UInt32](unsafeUninitializedCapacity: (bufferBytes + 3) / 4) {
                buffer, count in
                decoded = Result { () throws(PNGError) in
                    try FrameRowsDecoder.decodeRows(
                        stream, width: shape.width, height: shape.height, layout: layout,
                        name: "carried layer \(index) @\(scale)x", into: UnsafeMutableRawBufferPointer(buffer)
                    )
                }
                if case .success = decoded { count = pixelCount }
            }
            if case .failure(let error) = decoded { throw .pixels(index: index, error) }
            #if _endian(big)
                for position in pixels.indices { pixels[position] = UInt32(littleEndian: pixels[position]) }
            #endif
            images.append(PremultipliedImage(width: shape.width, height: shape.height, pixels: pixels))
            offset += length
        }
        self.init(
            scale: scale, background: images[0], wheel: images[1], centerButton: images[2],
            centerButtonPressed: images[3], pointer: images[4])
    }

    /// The size of each layer at `scale`, in the order of ``images``.
    static func shapes(scale: Int) -> [(width: Int, height: Int)] {
        let side = SceneMetrics.viewSide * scale
        let button = SceneMetrics.centerButtonSide * scale
        let pointer = BuiltInAsset.pointer.pointSize(validatedSegments: BuiltInAsset.sheetCellCount)
        return [
            (side, side), (WheelLayer.side(scale: scale), WheelLayer.side(scale: scale)), (button, button),
            (button, button), (pointer.width * scale, pointer.height * scale),
        ]
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// Packed pixels as their R, G, B, A bytes.
    private static func littleEndianBytes(_ pixels: [UInt32]) -> [UInt8] {
        pixels.flatMap { withUnsafeBytes(of: $0.littleEndian) { Array($0) } }
    }
}
