import WheelPNG

/// The tests' own animated PNG reader, written from the APNG specification with nothing but
/// TestSupport's code (its CRC, inflate and unfiltering): it checks the chunk structure —
/// every CRC, acTL before the image data, one sequence of fcTL and fdAT numbers from 0, the
/// frame count, regions inside the canvas — decodes every frame and composes them with their
/// dispose and blend operations, as a viewer shows them.
package struct ReferenceAPNG {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    /// One fcTL chunk's fields.
    package struct FrameControl: Hashable, CustomStringConvertible {
        package let sequence: Int
        package let width: Int
        package let height: Int
        package let x: Int
        package let y: Int
        package let delayNumerator: Int
        package let delayDenominator: Int
        package let dispose: UInt8
        package let blend: UInt8

        /// The delay as a fraction of seconds (a denominator of 0 means 100, as the
        /// specification says).
        package var delay: (numerator: Int, denominator: Int) {
            (delayNumerator, delayDenominator == 0 ? 100 : delayDenominator)
        }

        package var description: String {
            "#\(sequence) \(width)×\(height)+\(x)+\(y) delay \(delayNumerator)/\(delayDenominator) "
                + "dispose \(dispose) blend \(blend)"
        }
    }

    /// A frame as stored: its control and its own pixels (the region's size), RGBA.
    package struct Frame {
        package let control: FrameControl
        package let pixels: RGBAImage
    }

    package let header: PNGHeader
    /// acTL's `num_frames`.
    package let declaredFrameCount: Int
    /// acTL's `num_plays` (0: forever).
    package let plays: Int
    /// Whether the first fcTL comes before IDAT, making the default image the first frame.
    package let defaultImageIsFirstFrame: Bool
    package let frames: [Frame]
    /// PLTE's entries as RGBA (alpha from tRNS, else 255); empty unless the colour type is
    /// palette.
    package let palette: [[UInt8]]
    /// The chunk types in file order.
    package let chunkTypes: [String]

    /// Reads and checks `bytes`; throws ``Failure`` naming the first rule broken.
    package init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: ChunkedFile.signature) else { throw Failure("no PNG signature") }
        let file = ChunkedFile(parsing: bytes)
        guard let end = file.chunkRanges.last?.upperBound, end == bytes.count else {
            throw Failure("the chunks do not end at the end of the file")
        }
        for (chunk, range) in zip(file.chunks, file.chunkRanges) {
            let stored = bytes[range.upperBound - 4..<range.upperBound].reduce(UInt32(0)) {
                $0 << 8 | UInt32($1)
            }
            guard stored == chunk.correctCRC else {
                throw Failure("bad CRC in \(chunk.type) at \(range.lowerBound)")
            }
        }
        let types = file.chunks.map(\.type)
        chunkTypes = types
        guard let ihdr = file.chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw Failure("IHDR is not the first chunk")
        }
        guard file.chunks.last?.type == "IEND", types.filter({ $0 == "IEND" }).count == 1 else {
            throw Failure("IEND is not the last chunk, once")
        }
        let word = { (data: [UInt8], at: Int) in data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let half = { (data: [UInt8], at: Int) in Int(data[at]) << 8 | Int(data[at + 1]) }
        guard ihdr.data[8] == 8, ihdr.data[12] == 0, [2, 3, 6].contains(ihdr.data[9]),
            let colorType = PNGColorType(rawValue: ihdr.data[9])
        else { throw Failure("only 8-bit RGB, RGBA or palette, not interlaced, is read here") }
        let header = PNGHeader(
            width: word(ihdr.data, 0), height: word(ihdr.data, 4), bitDepth: 8, colorType: colorType)
        self.header = header
        guard let firstIDAT = types.firstIndex(of: "IDAT") else { throw Failure("no IDAT") }
        let idats = types.indices.filter { types[$0] == "IDAT" }
        guard idats == Array(firstIDAT..<firstIDAT + idats.count) else {
            throw Failure("IDAT chunks are not together")
        }
        guard let actl = types.firstIndex(of: "acTL"), types.filter({ $0 == "acTL" }).count == 1,
            actl < firstIDAT, file.chunks[actl].data.count == 8
        else { throw Failure("not one 8-byte acTL before IDAT") }
        var palette: [[UInt8]] = []
        if colorType == .palette {
            guard let plte = types.firstIndex(of: "PLTE"), plte < firstIDAT,
                types.filter({ $0 == "PLTE" }).count == 1
            else { throw Failure("not one PLTE before IDAT") }
            let entries = file.chunks[plte].data
            guard entries.count % 3 == 0, (1...256).contains(entries.count / 3) else {
                throw Failure("PLTE of \(entries.count) bytes")
            }
            let alphas = types.firstIndex(of: "tRNS").map { file.chunks[$0].data } ?? []
            if let trns = types.firstIndex(of: "tRNS") {
                guard trns > plte, trns < firstIDAT, alphas.count <= entries.count / 3 else {
                    throw Failure("tRNS is not after PLTE and before IDAT, or longer than the palette")
                }
            }
            palette = (0..<entries.count / 3).map { index in
                Array(entries[index * 3..<index * 3 + 3]) + [index < alphas.count ? alphas[index] : 255]
            }
        }
        self.palette = palette
        let declaredFrameCount = word(file.chunks[actl].data, 0)
        self.declaredFrameCount = declaredFrameCount
        plays = word(file.chunks[actl].data, 4)

        // Frames: each fcTL, then its data (IDAT for a first frame before IDAT, else fdAT).
        var sequence = 0
        var controls: [FrameControl] = []
        var data: [[UInt8]] = []
        var firstIsDefault = false
        for (index, chunk) in file.chunks.enumerated() {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw Failure("fcTL of \(chunk.data.count) bytes") }
                let fields = chunk.data
                let control = FrameControl(
                    sequence: word(fields, 0), width: word(fields, 4), height: word(fields, 8),
                    x: word(fields, 12),
                    y: word(fields, 16), delayNumerator: half(fields, 20), delayDenominator: half(fields, 22),
                    dispose: fields[24], blend: fields[25])
                guard control.sequence == sequence else {
                    throw Failure("fcTL has sequence number \(control.sequence), expected \(sequence)")
                }
                sequence += 1
                guard control.width > 0, control.height > 0, control.x + control.width <= header.width,
                    control.y + control.height <= header.height
                else { throw Failure("frame region \(control) is outside the canvas") }
                guard control.dispose <= 2, control.blend <= 1 else {
                    throw Failure("bad dispose or blend in \(control)")
                }
                if controls.isEmpty, index < firstIDAT { firstIsDefault = true }
                controls.append(control)
                data.append([])
            case "IDAT":
                if firstIsDefault, controls.count == 1 { data[0] += chunk.data }
            case "fdAT":
                guard chunk.data.count > 4 else { throw Failure("empty fdAT") }
                guard word(chunk.data, 0) == sequence else {
                    throw Failure("fdAT has sequence number \(word(chunk.data, 0)), expected \(sequence)")
                }
                sequence += 1
                guard !controls.isEmpty, !(firstIsDefault && controls.count == 1) else {
                    throw Failure("fdAT without its fcTL")
                }
                data[data.count - 1] += chunk.data.dropFirst(4)
            default: continue
            }
        }
        defaultImageIsFirstFrame = firstIsDefault
        guard controls.count == declaredFrameCount else {
            throw Failure(
                "acTL declares \(declaredFrameCount) frames; the file has \(controls.count) fcTL chunks")
        }
        if firstIsDefault, let first = controls.first {
            guard first.x == 0, first.y == 0, first.width == header.width, first.height == header.height
            else {
                throw Failure("the default image's frame \(first) does not cover the canvas")
            }
        }
        var frames: [Frame] = []
        for (control, stream) in zip(controls, data) {
            guard !stream.isEmpty else { throw Failure("frame \(control) has no image data") }
            var region = header
            region.width = control.width
            region.height = control.height
            let filtered = try Inflater.zlib(stream)
            guard let rowBytes = region.rowBytes, filtered.count == (rowBytes + 1) * region.height else {
                throw Failure("frame \(control) inflates to \(filtered.count) bytes")
            }
            let rows = try ReferencePNG.unfilter(filtered, header: region)
            frames.append(Frame(control: control, pixels: try Self.rgba(rows, palette: palette)))
        }
        self.frames = frames
    }

    /// The canvas after each frame is drawn: what a viewer shows during its delay.
    package func composedFrames() -> [RGBAImage] {
        var canvas = RGBAImage(validatedWidth: header.width, height: header.height)
        var shown: [RGBAImage] = []
        for (index, frame) in frames.enumerated() {
            let control = frame.control
            let before = canvas
            // Byte offsets: of the frame's row `y` in its own pixels, and on the canvas.
            let rowBytes = control.width * 4
            let canvasRow = { (y: Int) in ((control.y + y) * self.header.width + control.x) * 4 }
            canvas.pixels.withUnsafeMutableBufferPointer { target in
                frame.pixels.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<control.height {
                        let (from, to) = (y * rowBytes, canvasRow(y))
                        if control.blend == 0 {
                            // Source: the row replaces the canvas's, alpha included.
                            for byte in 0..<rowBytes { target[to + byte] = source[from + byte] }
                            continue
                        }
                        for x in stride(from: 0, to: rowBytes, by: 4) {
                            let (s, d) = (from + x, to + x)
                            (target[d], target[d + 1], target[d + 2], target[d + 3]) = Self.over(
                                (source[s], source[s + 1], source[s + 2], source[s + 3]),
                                (target[d], target[d + 1], target[d + 2], target[d + 3]))
                        }
                    }
                }
            }
            shown.append(canvas)
            // Disposal, before the next frame; the first frame's "previous" is "background".
            let dispose = index == 0 && control.dispose == 2 ? 1 : control.dispose
            guard dispose != 0 else { continue }
            canvas.pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<control.height {
                    let to = canvasRow(y)
                    for byte in to..<to + rowBytes { target[byte] = dispose == 1 ? 0 : before.pixels[byte] }
                }
            }
        }
        return shown
    }

    /// The composed canvas for every frame of a `frameDuration`-second clock: each frame
    /// repeated for as many clock frames as its delay holds, which must be a whole number.
    package func composedFrames(frameDuration: (numerator: Int, denominator: Int)) throws -> [RGBAImage] {
        var expanded: [RGBAImage] = []
        for (frame, image) in zip(frames, composedFrames()) {
            let (a, b) = frame.control.delay
            // (a / b) / (q / p) = a·p / (b·q) clock frames.
            let (top, bottom) = (a * frameDuration.denominator, b * frameDuration.numerator)
            guard top % bottom == 0 else {
                throw Failure("frame \(frame.control) is not a whole number of \(frameDuration) s frames")
            }
            expanded += Array(repeating: image, count: top / bottom)
        }
        return expanded
    }

    /// Straight-alpha "over" of 8-bit pixels (the PNG specification's compositing), rounded.
    private static func over(
        _ source: (UInt8, UInt8, UInt8, UInt8), _ destination: (UInt8, UInt8, UInt8, UInt8)
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        if source.3 == 255 { return source }
        if source.3 == 0 { return destination }
        let sa = Double(source.3) / 255
        let da = Double(destination.3) / 255
        let outA = sa + da * (1 - sa)
        func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(((Double(s) * sa + Double(d) * da * (1 - sa)) / outA).rounded())
        }
        return (
            channel(source.0, destination.0), channel(source.1, destination.1),
            channel(source.2, destination.2),
            UInt8((outA * 255).rounded())
        )
    }

    /// 8-bit RGB, RGBA or palette rows as RGBA (opaque for RGB).
    private static func rgba(_ rows: PackedRows, palette: [[UInt8]]) throws -> RGBAImage {
        let header = rows.header
        if header.colorType == .palette {
            var pixels: [UInt8] = []
            pixels.reserveCapacity(header.width * header.height * 4)
            for index in rows.bytes {
                guard Int(index) < palette.count else {
                    throw Failure("index \(index) is outside the palette")
                }
                pixels += palette[Int(index)]
            }
            return try RGBAImage(width: header.width, height: header.height, pixels: pixels)
        }
        guard header.channels == 3 else {
            return try RGBAImage(width: header.width, height: header.height, pixels: rows.bytes)
        }
        var pixels = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for pixel in 0..<header.width * header.height {
            pixels[pixel * 4] = rows.bytes[pixel * 3]
            pixels[pixel * 4 + 1] = rows.bytes[pixel * 3 + 1]
            pixels[pixel * 4 + 2] = rows.bytes[pixel * 3 + 2]
        }
        return try RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }
}
