/// The in-order step of animated PNG encoding: given each frame in turn, decides what of it
/// must be stored — nothing when it equals the previous frame, else the smallest rectangle
/// that differs from the canvas it is drawn onto, with the blend operation for it and the
/// dispose operation of the frame before — so that a decoder composing the animation shows
/// every frame exactly.
///
/// The dispose operation of the previous stored frame is chosen per frame by the smallest
/// rectangle it leaves to store: ``APNGDisposeOperation/none`` (draw onto the previous
/// frame), ``APNGDisposeOperation/previous`` (onto the canvas before it: a flash that goes
/// away again) or, for animations with alpha, ``APNGDisposeOperation/background``. The blend
/// operation is ``APNGBlendOperation/source`` for opaque (RGB) animations, in which blending
/// changes nothing; with alpha it is ``APNGBlendOperation/over`` whenever every changed pixel
/// is opaque, so the pixels that stay the same are stored transparent (they compress to
/// almost nothing). An indexed animation (``FramePixelLayout/indexed``, frames already mapped
/// to the palette's colours) is treated as one with alpha: its unchanged pixels become the
/// palette's transparent entry; it does without ``APNGDisposeOperation/previous``.
///
/// It keeps two frames (the shown frame and the canvas under it) whatever the frame count,
/// and does no compression: frames are planned one at a time in order, cheaply, and the
/// regions can then be compressed on other threads (``FrameEncoder/compress(_:frame:width:height:)``).
public struct APNGFrameDifference: Sendable {
    /// Canvas width, pixels.
    public let width: Int
    /// Canvas height, pixels.
    public let height: Int
    /// The delays, which decide when a still is too long for one frame.
    public let timing: APNGFrameTiming
    /// The colour type, decided by the first frame (nil before it) unless given at the start.
    public private(set) var layout: FramePixelLayout?
    /// The colour type given at the start, if any.
    private let givenLayout: FramePixelLayout?
    /// How many frames were planned.
    public private(set) var frameCount = 0

    /// The last stored frame, RGBA (what the canvas shows).
    private var shown: [UInt8]
    /// The canvas that frame was drawn onto, RGBA.
    private var underneath: [UInt8]
    private var shownRegion: APNGFrameRegion
    /// How many frames the shown frame stands for (1 + the repeats after it).
    private var shownFrames = 0
    /// Whether the shown frame is the first (whose `.previous` decoders read as `.background`).
    private var shownIsFirst = true

    /// A difference for `width × height` frames (at least 1 × 1) shown with `timing`, in
    /// `layout` (nil: RGB when the first frame is opaque, else RGBA). For
    /// ``FramePixelLayout/indexed`` the frames must be opaque and hold only palette colours
    /// (``APNGPaletteMapper/quantize(_:)``).
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a size that is not a valid PNG size (as
    ///   ``APNGStreamWriter``) or whose frame has more bytes than an `Int` counts.
    public init(width: Int, height: Int, timing: APNGFrameTiming, layout: FramePixelLayout? = nil)
        throws(PNGError)
    {
        if let problem = PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgb).problem {
            throw .invalidImage(reason: problem)
        }
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        guard !areaOverflow, !area.multipliedReportingOverflow(by: 4).overflow else {
            throw .invalidImage(reason: "a \(width) × \(height) RGBA frame has more bytes than memory holds")
        }
        self.width = width
        self.height = height
        self.timing = timing
        givenLayout = layout
        shown = [UInt8](repeating: 0, count: width * height * 4)
        underneath = shown
        shownRegion = .canvas(width: width, height: height)
    }

    /// Plans the next frame: `pixels` are `width × height` straight RGBA pixels, rows packed.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when `pixels` has the wrong size.
    public mutating func plan(_ pixels: UnsafeRawBufferPointer) throws(PNGError) -> APNGFramePlan {
        guard pixels.count == shown.count, let frame = pixels.baseAddress else {
            throw .invalidImage(
                reason: "frame \(frameCount) has \(pixels.count) bytes; a \(width) × \(height) RGBA frame "
                    + "has \(shown.count)")
        }
        defer { frameCount += 1 }
        guard let layout else { return first(frame, pixels) }
        let stride = width * 4
        guard let drawnOnShown = Self.changedRegion(frame, shown, width: width, height: height) else {
            shownFrames += 1
            return .repeatPrevious
        }
        let candidate = best(frame, layout: layout, drawnOnShown: drawnOnShown)
        let change = APNGFrameChange(
            region: candidate.region, blend: candidate.blend, disposeOfPrevious: candidate.dispose,
            layout: layout, cornerPixel: Self.pixel(frame, at: candidate.region, rowStride: stride),
            isFirst: false)
        let blended = candidate.blend == .over ? Self.inverseBlended(frame, candidate, width: width) : nil
        // The canvas this frame is drawn onto becomes `underneath`; the frame becomes `shown`.
        switch candidate.dispose {
        case .none: swap(&shown, &underneath)
        case .previous: break
        case .background:
            swap(&shown, &underneath)
            Self.clear(&underneath, shownRegion, rowStride: stride)
        }
        shown.withUnsafeMutableBytes { $0.copyMemory(from: pixels) }
        shownRegion = candidate.region
        shownFrames = 1
        shownIsFirst = false
        return .store(change, blendedPixels: blended)
    }

    // MARK: - The first frame

    private mutating func first(_ frame: UnsafeRawPointer, _ pixels: UnsafeRawBufferPointer) -> APNGFramePlan
    {
        let stride = width * 4
        let layout =
            givenLayout ?? FrameEncoder.layout(of: pixels, width: width, height: height, rowStride: stride)
        self.layout = layout
        shown.withUnsafeMutableBytes { $0.copyMemory(from: pixels) }
        shownFrames = 1
        let region = APNGFrameRegion.canvas(width: width, height: height)
        return .store(
            APNGFrameChange(
                region: region, blend: .source, disposeOfPrevious: .none, layout: layout,
                cornerPixel: Self.pixel(frame, at: region, rowStride: stride), isFirst: true),
            blendedPixels: nil)
    }

    // MARK: - Choosing

    private struct Candidate {
        var dispose: APNGDisposeOperation
        /// The canvas the frame would be drawn onto.
        var base: [UInt8]
        var region: APNGFrameRegion
        var blend: APNGBlendOperation
    }

    /// The candidate with the smallest region; ties go to the simpler disposal.
    /// `drawnOnShown` is the region that differs from the shown frame (what `.none` needs).
    private func best(_ frame: UnsafeRawPointer, layout: FramePixelLayout, drawnOnShown: APNGFrameRegion)
        -> Candidate
    {
        var best = candidate(.none, base: shown, region: drawnOnShown, frame, layout)
        // A still split over several frames ends in 1 × 1 frames, after which only `.none`
        // keeps its meaning; decoders read the first frame's `.previous` as `.background`.
        guard !timing.needsSeveralDelays(forFrames: shownFrames) else { return best }
        var others: [(APNGDisposeOperation, [UInt8])] = []
        // Not for indexed animations, which always blend `.over`: Pillow (13.0) keeps the
        // canvas itself, not a copy, as "previous" after an `.over` frame, so it would restore
        // the wrong pixels; browsers do not, but a file two common readers disagree on is worse
        // than a few larger frames.
        if !shownIsFirst, layout != .indexed { others.append((.previous, underneath)) }
        if layout != .rgb {
            var cleared = shown
            Self.clear(&cleared, shownRegion, rowStride: width * 4)
            others.append((.background, cleared))
        }
        for (dispose, base) in others {
            // Equal to the canvas already: a 1 × 1 frame that changes nothing.
            let region =
                Self.changedRegion(frame, base, width: width, height: height)
                ?? APNGFrameRegion(x: 0, y: 0, width: 1, height: 1)
            // Regions inside the canvas, whose bytes were counted, always have an area.
            if let area = region.area, let bestArea = best.region.area, area < bestArea {
                best = candidate(dispose, base: base, region: region, frame, layout)
            }
        }
        return best
    }

    /// A candidate, blended `.over` when the animation has alpha and every pixel that changes
    /// is opaque.
    private func candidate(
        _ dispose: APNGDisposeOperation, base: [UInt8], region: APNGFrameRegion, _ frame: UnsafeRawPointer,
        _ layout: FramePixelLayout
    ) -> Candidate {
        let over =
            layout != .rgb
            && base.withUnsafeBytes { base in
                base.baseAddress.map { Self.changesAreOpaque(frame, $0, region, width * 4) } ?? false
            }
        return Candidate(dispose: dispose, base: base, region: region, blend: over ? .over : .source)
    }

    /// The region of `frame` with every pixel equal to the candidate's canvas made fully
    /// transparent, RGBA.
    private static func inverseBlended(_ frame: UnsafeRawPointer, _ candidate: Candidate, width: Int)
        -> [UInt8]
    {
        let region = candidate.region
        let stride = width * 4
        // Inside the canvas, whose bytes were counted: the area is counted too.
        let byteCount = (region.area ?? 0) * 4
        return candidate.base.withUnsafeBytes { base in
            [UInt8](unsafeUninitializedCapacity: byteCount) { out, count in
                guard let canvas = base.baseAddress, let target = out.baseAddress else { return }
                let output = UnsafeMutableRawPointer(target)
                for row in 0..<region.height {
                    let offset = (region.y + row) * stride + region.x * 4
                    for column in 0..<region.width {
                        let at = offset + column * 4
                        let pixel = frame.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                        let under = canvas.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                        output.storeBytes(
                            of: pixel == under ? 0 : pixel, toByteOffset: (row * region.width + column) * 4,
                            as: UInt32.self)
                    }
                }
                count = byteCount
            }
        }
    }

    // MARK: - Pixels

    /// The smallest rectangle holding every pixel where `a` and `b` differ, or nil when they
    /// are equal. Both are `height` rows of `width` RGBA pixels, `rowStride` bytes apart.
    static func changedRegion(
        _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, width: Int, height: Int, rowStride: Int
    ) -> APNGFrameRegion? {
        let rowBytes = width * 4
        func rowDiffers(_ row: Int) -> Bool {
            let (left, right) = (a + row * rowStride, b + row * rowStride)
            var offset = 0
            while offset + 8 <= rowBytes {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return true
                }
                offset += 8
            }
            while offset < rowBytes {
                if left.load(fromByteOffset: offset, as: UInt8.self)
                    != right.load(fromByteOffset: offset, as: UInt8.self)
                {
                    return true
                }
                offset += 1
            }
            return false
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers) ?? top
        func differs(_ row: Int, _ column: Int) -> Bool {
            let offset = row * rowStride + column * 4
            return a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        }
        var left = width
        var right = -1
        for row in top...bottom {
            var column = 0
            while column < left, !differs(row, column) { column += 1 }
            left = min(left, column)
            column = width - 1
            while column > right, !differs(row, column) { column -= 1 }
            right = max(right, column)
        }
        // A differing row has a differing pixel, so left <= right.
        return APNGFrameRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// ``changedRegion(_:_:width:height:rowStride:)`` of a frame against a packed canvas.
    private static func changedRegion(_ frame: UnsafeRawPointer, _ canvas: [UInt8], width: Int, height: Int)
        -> APNGFrameRegion?
    {
        canvas.withUnsafeBytes { canvas in
            canvas.baseAddress.flatMap {
                changedRegion(frame, $0, width: width, height: height, rowStride: width * 4)
            }
        }
    }

    /// Whether every pixel of `frame` inside `region` that differs from `canvas` is opaque.
    private static func changesAreOpaque(
        _ frame: UnsafeRawPointer, _ canvas: UnsafeRawPointer, _ region: APNGFrameRegion, _ rowStride: Int
    ) -> Bool {
        for row in region.y..<region.y + region.height {
            for column in region.x..<region.x + region.width {
                let offset = row * rowStride + column * 4
                let pixel = frame.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                if pixel != canvas.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
                    frame.load(fromByteOffset: offset + 3, as: UInt8.self) != 0xFF
                {
                    return false
                }
            }
        }
        return true
    }

    /// Sets `region` of `pixels` to fully transparent black.
    private static func clear(_ pixels: inout [UInt8], _ region: APNGFrameRegion, rowStride: Int) {
        pixels.withUnsafeMutableBytes { bytes in
            for row in region.y..<region.y + region.height {
                let start = row * rowStride + region.x * 4
                for offset in start..<start + region.width * 4 { bytes[offset] = 0 }
            }
        }
    }

    /// The RGBA pixel at `region`'s top-left corner.
    private static func pixel(_ frame: UnsafeRawPointer, at region: APNGFrameRegion, rowStride: Int)
        -> [UInt8]
    {
        let offset = region.y * rowStride + region.x * 4
        return (0..<4).map { frame.load(fromByteOffset: offset + $0, as: UInt8.self) }
    }
}
