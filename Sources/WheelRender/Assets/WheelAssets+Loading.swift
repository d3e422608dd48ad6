import WheelCore
import WheelPNG
import WheelSlice
import WheelSupport

extension WheelAssets {
    /// The layers a folder may replace, by their built-in names.
    static let layerAssets: [BuiltInAsset] = [
        .pageBackground, .base, .wheel, .selectionWedge, .centerButton, .centerButtonPressed, .pointer,
    ]
    /// Every image a folder may hold: the layers, then the two sheets.
    static let folderAssets: [BuiltInAsset] = layerAssets + [.sheet, .sheetPressed]

    /// The wheel screen at `scale` from the images at `path`, the built-in art filling in
    /// whatever is not given. `path` is one of:
    ///
    /// - a folder laid out like `Assets/`: a file named like a built-in asset
    ///   (`LuckyRotateWheel@2x.png`, `LuckyPointer.png`…) replaces that layer, and a
    ///   `LuckyAstrology[@Nx].png` / `LuckyAstrologyPressed[@Nx].png` sheet is cut into
    ///   `segments` segment images (a sheet without its twin serves both states);
    /// - a `luckywheel slice` output folder (it has `manifest.json`): its wedge files are the
    ///   segment images, pressed ones when it has them, and layer files beside the manifest
    ///   apply as above; the manifest's wedge count is the wheel's, and a different `segments`
    ///   is refused;
    /// - a sprite sheet PNG: cut into `segments` segment images at the scale its path says
    ///   (``SliceScale/scale(ofPath:)``), used for both states.
    ///
    /// `segments` nil means the manifest's count, or 12 for sheets. The built-in layers that
    /// fill in are drawn for the wheel's count. Of several scales of one image the frame's own
    /// is used, else the nearest larger, else the largest smaller; images are drawn scaled into
    /// their rectangles, and the pointer (which keeps its own size) is resampled to `scale`.
    /// Every PNG is decoded within `limits` (the pixel budget is checked from its header, before
    /// any allocation).
    public static func load(
        from path: String, scale: Int, limits: PNGLimits = .default, segments: Int? = nil
    ) throws(AssetError) -> WheelAssets {
        var ignored: [AssetWarning] = []
        return try load(from: path, scale: scale, limits: limits, segments: segments, warnings: &ignored)
    }

    /// As ``load(from:scale:limits:segments:)``, appending to `warnings` what the decoder read
    /// past in each file (benign damage libpng's defaults accept; see `PNGWarning`), each
    /// sheet whose wedges are not all one width, wedges and layers drawn stretched (of another
    /// shape than their rectangle), images of a lower scale than `scale` (drawn upscaled; once
    /// per file, or per slice folder for its wedges), and each
    /// PNG in the folder whose name is none of the images (before a folder with none is
    /// refused, so the warnings say why).
    public static func load(
        from path: String, scale: Int, limits: PNGLimits = .default, segments: Int? = nil,
        warnings: inout [AssetWarning]
    ) throws(AssetError) -> WheelAssets {
        guard ScreenScale.supported.contains(scale), let frameScale = SliceScale(scale) else {
            throw .scene(.unsupportedScale(scale))
        }
        let kind = PathKind(of: path, followingLinks: true)
        // A link to nothing or a loop of links is left to the reader, whose error says which.
        guard kind != .missing || PathKind(of: path) != .missing else { throw .missing(path: path) }
        if kind != .directory, PathText.lastComponent(of: path) == SliceManifest.fileName {
            throw .insideSliceFolder(path: path, sliceFolder: PathText.parent(of: path))
        }
        let decoder = PNGDecoder(limits: limits)
        let sheetCount = segments ?? BuiltInAsset.sheetCellCount
        guard kind == .directory else {
            let cells = try sheetCells(
                path, segments: sheetCount, frameScale: frameScale, decoder: decoder, warnings: &warnings
            ).cells
            return try assemble(scale: scale, layers: [:], segments: cells, pressedSegments: cells)
        }
        let folder = try AssetFolder(path: path)
        var layers: [BuiltInAsset: RGBAImage] = [:]
        var layerSizes: [(asset: BuiltInAsset, path: String, scale: SliceScale, width: Int, height: Int)] = []
        for asset in layerAssets {
            guard let file = folder.file(of: asset, for: frameScale) else { continue }
            var image = try decode(file.path, decoder: decoder, warnings: &warnings)
            layerSizes.append((asset, file.path, file.scale, image.width, image.height))
            if asset == .pointer, file.scale != frameScale {
                image = try resampled(image, file: file.path, from: file.scale, to: frameScale)
            }
            layers[asset] = image
        }
        var segmentImages: [RGBAImage]?
        var pressedSegments: [RGBAImage]?
        var manifestFiles: Set<String> = []
        if folder.contains(SliceManifest.fileName) {
            let manifestPath = path + "/" + SliceManifest.fileName
            let manifest = try readManifest(manifestPath)
            manifestFiles = Set(
                manifest.wedges.flatMap { Array($0.files.values) + Array(($0.pressedFiles ?? [:]).values) })
            if let segments, segments != manifest.wedges.count {
                throw .segmentCountMismatch(
                    path: manifestPath, found: manifest.wedges.count, requested: segments)
            }
            // A count no wheel has is refused before any wedge is read (or warned about).
            guard WheelGeometry.segmentCountRange.contains(manifest.wedges.count) else {
                throw .scene(.invalidSegmentCount(manifest.wedges.count))
            }
            segmentImages = try wedges(
                manifest.wedges, pressed: false, in: path, scale: frameScale, decoder: decoder,
                warnings: &warnings
            )
            if let first = manifest.wedges.first {
                noteStretching(
                    source: path, width: Double(first.pointRect.width),
                    height: Double(first.pointRect.height),
                    segments: manifest.wedges.count, warnings: &warnings)
            }
            if manifest.wedges.allSatisfy({ $0.pressedFiles != nil }) {
                pressedSegments = try wedges(
                    manifest.wedges, pressed: true, in: path, scale: frameScale, decoder: decoder,
                    warnings: &warnings)
            }
            // The manifest's wedges are the segment images; a sheet beside them is not cut.
            for sheet in [BuiltInAsset.sheet, .sheetPressed] {
                if let file = folder.file(of: sheet, for: frameScale) {
                    warnings.append(.sheetBesideManifest(path: file.path, manifest: manifestPath))
                }
            }
        } else {
            var sheet: SheetGeometry?
            if let file = folder.file(of: .sheet, for: frameScale) {
                let cut = try sheetCells(
                    file.path, segments: sheetCount, frameScale: frameScale, decoder: decoder,
                    warnings: &warnings)
                segmentImages = cut.cells
                sheet = cut.geometry
            }
            var pressedSheet: SheetGeometry?
            if let file = folder.file(of: .sheetPressed, for: frameScale) {
                var pressedWarnings: [AssetWarning] = []
                let pressed = try sheetCells(
                    file.path, segments: sheetCount, frameScale: frameScale, decoder: decoder,
                    warnings: &pressedWarnings)
                // As slice --pressed: the twin sheet has the sheet's size (in points, as the
                // folder may hold them at different scales, and as the error says then). Its
                // cutting is not worth a warning then.
                if let sheet, !pressed.geometry.hasPointSize(of: sheet) {
                    throw .sheet(
                        pressed.geometry.scale == sheet.scale
                            ? .pressedSizeMismatch(
                                sheet: sheet.name, width: sheet.width, height: sheet.height,
                                pressed: file.path, pressedWidth: pressed.geometry.width,
                                pressedHeight: pressed.geometry.height)
                            : .sheetPointSizeMismatch(sheet: sheet, other: pressed.geometry))
                }
                warnings += pressedWarnings
                pressedSegments = pressed.cells
                pressedSheet = pressed.geometry
            }
            if let drawn = sheet ?? pressedSheet {
                try checkOtherScales(of: [.sheet, .sheetPressed], in: folder, against: drawn)
            }
        }
        for shadowed in folder.shadowedImages(assets: folderAssets) {
            warnings.append(.shadowedImage(folder: path, name: shadowed.name, used: shadowed.used))
        }
        // A layout's own folder holds wedge files by other names: the slice folder above it is
        // what to give, and a warning per wedge file would only bury that.
        if layers.isEmpty, segmentImages == nil, pressedSegments == nil,
            let sliceFolder = enclosingSliceFolder(of: path)
        {
            throw .insideSliceFolder(path: path, sliceFolder: sliceFolder)
        }
        let unusedImages = folder.unusedImages(assets: folderAssets, used: manifestFiles)
        for unused in unusedImages {
            warnings.append(
                .unusedImage(
                    folder: path, name: unused.name, closest: unused.closest,
                    manifest: folder.contains(SliceManifest.fileName)
                        ? path + "/" + SliceManifest.fileName : nil))
        }
        guard !layers.isEmpty || segmentImages != nil || pressedSegments != nil else {
            // One image under a name of its own is most likely the user's sheet.
            let onlyImage =
                unusedImages.count == 1 && unusedImages[0].closest == nil
                ? "\(path)/\(unusedImages[0].name)" : nil
            throw .nothingToLoad(folder: path, onlyImage: onlyImage)
        }
        let count = (segmentImages ?? pressedSegments)?.count ?? sheetCount
        // The pointer keeps its own size; every other layer fills its rectangle (drawn for the
        // wheel's count), stretched when its shape differs (scaled to the rectangle's height, more
        // than a point off its width), upscaled when it has fewer pixels than it fills.
        for layer in layerSizes {
            let width = Double(layer.width) / layer.scale.doubleValue
            let height = Double(layer.height) / layer.scale.doubleValue
            let box =
                layer.asset == .pointer
                ? (width: width, height: height)
                : {
                    let size = layer.asset.pointSize(validatedSegments: count)
                    return (width: Double(size.width), height: Double(size.height))
                }()
            noteUpscaling(
                layer.path, kind: .layer, imageScale: layer.scale, width: layer.width, height: layer.height,
                box: box, frameScale: frameScale, warnings: &warnings)
            if layer.asset != .pointer,
                WedgePlacement.isStretched(width: width, height: height, into: box.width, box.height)
            {
                warnings.append(
                    .stretchedLayer(
                        path: layer.path, width: width, height: height, boxWidth: Int(box.width),
                        boxHeight: Int(box.height)))
            }
        }
        return try assemble(
            scale: scale, layers: layers, segments: segmentImages ?? pressedSegments,
            pressedSegments: pressedSegments ?? segmentImages, count: sheetCount)
    }

    /// The given layers and segments, built-in art (drawn when first used, for the segments'
    /// count, or `count` when no segment images are given) for the rest.
    private static func assemble(
        scale: Int, layers: [BuiltInAsset: RGBAImage], segments: [RGBAImage]?, pressedSegments: [RGBAImage]?,
        count: Int = BuiltInAsset.sheetCellCount
    ) throws(AssetError) -> WheelAssets {
        do {
            return try WheelAssets(
                scale: scale, layers: layers, segments: segments, pressedSegments: pressedSegments,
                count: count)
        } catch {
            throw .scene(error)
        }
    }

    /// A sheet file cut into `segments` cells at the scale its path says (``SliceScale/scale(ofPath:)``),
    /// with the sheet's size in pixels and in points; drawn in frames at `frameScale`.
    private static func sheetCells(
        _ path: String, segments: Int, frameScale: SliceScale, decoder: PNGDecoder,
        warnings: inout [AssetWarning]
    ) throws(AssetError) -> (cells: [RGBAImage], geometry: SheetGeometry) {
        let image = try decode(path, decoder: decoder, warnings: &warnings)
        let scale = SliceScale.scale(ofPath: path)
        // Each wedge, one cell of the sheet (the narrowest, of an uneven one), fills the image box;
        // its points are the sheet's share, as the stretch warning gives them.
        let segmentCount = max(segments, 1)
        noteUpscaling(
            path, kind: .sheet, imageScale: scale, width: image.width / segmentCount, height: image.height,
            points: (
                Double(image.width) / scale.doubleValue / Double(segmentCount),
                Double(image.height) / scale.doubleValue
            ),
            box: wedgeBox(segments: segments), frameScale: frameScale, warnings: &warnings)
        do {
            let geometry = try SheetGeometry(
                name: path, width: image.width, height: image.height, scale: scale)
            let partition = try SlicePartition(
                widthInPoints: geometry.widthInPoints, segments: segments, sheetName: path)
            if !partition.isEqual { warnings.append(.unevenSheet(sheet: geometry, partition: partition)) }
            noteStretching(
                source: path, width: Double(geometry.widthInPoints) / Double(segments),
                height: Double(geometry.heightInPoints), segments: segments, warnings: &warnings)
            return (try cells(of: image, scale: scale, segments: segments, name: path), geometry)
        } catch {
            throw .sheet(error)
        }
    }

    /// Refuses a folder whose sheets (`assets`) at other scales than the one drawn are another
    /// size in points, or no whole number of points at their own scale, as slice refuses such
    /// sheets of one wheel: which wheel was drawn depended on `--scale`. Only headers are read;
    /// a file that cannot be read is not drawn at this scale and is left to the render that
    /// draws it.
    private static func checkOtherScales(
        of assets: [BuiltInAsset], in folder: AssetFolder, against drawn: SheetGeometry
    ) throws(AssetError) {
        for asset in assets {
            for file in folder.files(of: asset) where file.path != drawn.name {
                guard let bytes = try? PNGDecoder.readFile(atPath: file.path),
                    let header = try? PNGFileInfo(parsing: bytes, name: file.path).header
                else { continue }
                let other: SheetGeometry
                do {
                    other = try SheetGeometry(
                        name: file.path, width: header.width, height: header.height, scale: file.scale)
                } catch {
                    guard case .sizeNotDivisibleByScale = error else { continue }
                    throw .sheet(error)
                }
                if !other.hasPointSize(of: drawn) {
                    throw .sheet(.sheetPointSizeMismatch(sheet: drawn, other: other))
                }
            }
        }
    }

    /// Warns when wedges of `width × height` points are drawn stretched into the image box of
    /// a `segments`-segment screen (once per sheet or folder).
    private static func noteStretching(
        source: String, width: Double, height: Double, segments: Int, warnings: inout [AssetWarning]
    ) {
        let placement = ButtonLayout(segmentCount: segments).wedgePlacement
        guard placement.stretchNote(wedgeWidth: width, height: height, source: source) != nil else { return }
        let warning = AssetWarning.stretchedWedges(
            source: source, width: width, height: height, placement: placement)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// The image box a wedge of a `segments`-segment screen fills, points.
    private static func wedgeBox(segments: Int) -> (width: Double, height: Double) {
        let box = ButtonLayout(segmentCount: segments).imageRect
        return (box.width, box.height)
    }

    /// Warns when an image of `width × height` pixels at `imageScale` (`points`, one wedge's
    /// of a sheet, else its pixels over the scale), drawn in a `box` of points in frames at
    /// `frameScale`, fills more pixels than it has (``UpscaledArt``), once per file, or per slice
    /// folder for its wedges: `path` is the folder then.
    private static func noteUpscaling(
        _ path: String, kind: UpscaledArt.Kind, imageScale: SliceScale, width: Int, height: Int,
        points: (width: Double, height: Double)? = nil, box: (width: Double, height: Double),
        frameScale: SliceScale, warnings: inout [AssetWarning]
    ) {
        let alreadyNoted = warnings.contains { warning in
            if case .upscaled(let noted) = warning { return noted.path == path }
            return false
        }
        guard !alreadyNoted,
            let art = UpscaledArt(
                path: path, kind: kind, scale: imageScale, width: width, height: height,
                pointWidth: points?.width ?? Double(width) / imageScale.doubleValue,
                pointHeight: points?.height ?? Double(height) / imageScale.doubleValue, box: box,
                frameScale: frameScale)
        else { return }
        warnings.append(.upscaled(art))
    }

    /// The wedge images a manifest lists (`pressed`: the pressed ones), each at the scale that
    /// suits `scale` best (1.5x and 4x files included: a 2x frame takes 2x, else 3x or 4x, else
    /// 1.5x). A file more than a point off its wedge's size is drawn stretched, with a warning.
    private static func wedges(
        _ wedges: [SliceManifest.Wedge], pressed: Bool, in folder: String, scale: SliceScale,
        decoder: PNGDecoder,
        warnings: inout [AssetWarning]
    ) throws(AssetError) -> [RGBAImage] {
        var images: [RGBAImage] = []
        for wedge in wedges {
            let scales = (pressed ? wedge.pressedFiles : wedge.files) ?? [:]
            guard let chosen = AssetFolder.bestScale(among: Array(scales.keys), for: scale),
                let file = scales[chosen]
            else { continue }
            let path = folder + "/" + file
            let image = try decode(path, decoder: decoder, warnings: &warnings)
            let points = chosen.doubleValue
            let width = Double(image.width) / points
            let height = Double(image.height) / points
            if abs(width - Double(wedge.pointRect.width)) > 1
                || abs(height - Double(wedge.pointRect.height)) > 1
            {
                // A file replaced since the slice is told on its own, not as the folder's wedges.
                warnings.append(
                    .wedgeFileSize(
                        path: path, width: width, height: height, manifestWidth: wedge.pointRect.width,
                        manifestHeight: wedge.pointRect.height))
            } else {
                noteUpscaling(
                    folder, kind: .sliceFolder, imageScale: chosen, width: image.width, height: image.height,
                    box: wedgeBox(segments: wedges.count), frameScale: scale, warnings: &warnings)
            }
            images.append(image)
        }
        return images
    }

    /// The slice manifest at `path`.
    private static func readManifest(_ path: String) throws(AssetError) -> SliceManifest {
        let bytes: [UInt8]
        do {
            bytes = try SmallFile.contents(of: path, limit: SliceManifest.byteLimit)
        } catch {
            switch error {
            case .unreadable(let reason): throw .image(.unreadableFile(path: path, reason: reason))
            case .longerThan(let limit):
                throw .image(
                    .unreadableFile(
                        path: path, reason: "it is longer than \(limit) bytes, more than any manifest"))
            }
        }
        do {
            return try SliceManifest(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw .invalidManifest(path: path, reason: error)
        }
    }

    private static func decode(_ path: String, decoder: PNGDecoder, warnings: inout [AssetWarning])
        throws(AssetError) -> RGBAImage
    {
        var read: [PNGWarning] = []
        defer { warnings += read.map(AssetWarning.image) }
        do {
            let bytes = try PNGDecoder.readFile(atPath: path)
            let image = try decoder.decodeRGBA(bytes, name: path, warnings: &read)
            // Only the still image is decoded; an animation the file carries is said, not dropped silently.
            let info = try PNGFileInfo(parsing: bytes, name: path)
            if let animation = info.animation, animation.isPlayable {
                warnings.append(.animatedImage(path: path, frames: animation.declaredFrameCount))
            }
            // So is an Exif orientation, which viewers apply and drawing does not.
            if let exif = info.chunks.first(where: { $0.type == "eXIf" && $0.crcIsValid }),
                let orientation = ExifOrientation(
                    PNGAncillaryChunk(
                        type: exif.type, data: Array(bytes[exif.dataOffset..<exif.dataOffset + exif.length]),
                        placement: .beforeImageData))
            {
                warnings.append(.exifOrientationNotApplied(path: path, orientation: orientation))
            }
            return image
        } catch {
            throw .image(error)
        }
    }

    /// `image`, drawn at `source` scale, area-resampled to `target` scale.
    private static func resampled(
        _ image: RGBAImage, file: String, from source: SliceScale, to target: SliceScale
    )
        throws(AssetError) -> RGBAImage
    {
        guard source.points(forPixels: image.width) != nil, source.points(forPixels: image.height) != nil
        else {
            throw .sizeNotWholePoints(file: file, width: image.width, height: image.height, scale: source)
        }
        return AreaResampler.resample(validated: image, from: source, to: target)
    }

    /// The slice output folder one or two levels above `folder` (a layout's own folders are at
    /// most that deep: `Wedges.xcassets/wedge-00.imageset`, `res/drawable-xhdpi`, `2.0x`), or
    /// nil when neither holds a `manifest.json`.
    static func enclosingSliceFolder(of folder: String) -> String? {
        // Going up from `.` or `..` by name would go down instead.
        guard !PathText.lastComponent(of: folder).allSatisfy({ $0 == "." }) else { return nil }
        var candidate = folder
        for _ in 0..<2 {
            let up = PathText.parent(of: candidate)
            guard up != candidate, PathText.lastComponent(of: candidate) != "" else { return nil }
            candidate = up
            if PathKind(of: candidate + "/" + SliceManifest.fileName, followingLinks: true) == .file {
                return candidate
            }
        }
        return nil
    }
}
