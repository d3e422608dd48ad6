import WheelCore
import WheelPNG
import WheelSlice
import WheelSupport

/// `luckywheel info FILE... [--json]`: what each PNG declares and whether it decodes.
struct InfoCommand: Command {
    static let configuration = CommandConfiguration(
        name: "info",
        abstract: "Describe PNG files: size, colour type, CgBI, chunks, size in points.",
        discussion: """
            Every file's image is decoded in full, so a file whose pixel data is damaged is
            reported as corrupt. A bad file prints its error and the next file is read; the exit status
            is then \(ExitCode.noInput.rawValue) if a file could not be read, otherwise \(ExitCode.dataError.rawValue) (\(ExitCode.ioError.rawValue) when the output itself cannot be written). An animated PNG (APNG) also
            shows its frames, the length of one play and how often it plays, with a warning
            for frame headers that do not add up (its frames' pixel data is not decoded).

            EXAMPLES:
              luckywheel info Assets/LuckyAstrology@2x.png
              luckywheel info --json Assets/*.png
            """)
    static let files = Positional<String>(
        "FILE",
        help: "PNG files; a name's @Nx suffix, or the density or variant folder it is in, gives its scale.",
        repeating: true,
        completion: .file(extensions: ["png"]))
    static let json = Flag("--json", help: "Print one JSON document instead of text.")
    static let arguments: [any ArgumentDeclaration] = [files, json, SharedArguments.maxPixels]

    var files: [String]
    var json: Bool
    var budget: PixelBudget

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = try arguments.values(Self.files)
        json = try arguments.value(Self.json)
        budget = try PixelBudget(parsing: arguments)
    }

    func validate() throws(UsageError) {
        for file in files { try Self.checkFileInput(file, option: nil) }
    }

    func run(console: any Console) throws -> ExitCode {
        let reports = files.map { FileReport(path: $0, budget: budget) }
        if json {
            console.show(JSONValue.object([("files", .array(reports.map(\.json)))]).serialized())
        } else {
            let texts = reports.compactMap(\.text)
            if !texts.isEmpty { console.show(texts.joined(separator: "\n")) }
        }
        for report in reports {
            if let error = report.error { console.printError(error.commandFailure.description) }
        }
        // The reports lost (a full disk, a closed pipe) weigh more than a bad file among them:
        // the status said only the file's (66), and the lost output went unsaid.
        try console.checkStandardOutput()
        let failures = reports.compactMap(\.error)
        if failures.contains(where: {
            switch $0 {
            case .unreadableFile, .folder: true
            default: false
            }
        }) {
            return .noInput
        }
        return failures.isEmpty ? .success : .dataError
    }
}

/// What `info` found out about one file.
private struct FileReport {
    let path: String
    var info: PNGFileInfo?
    var error: PNGError?
    /// The embedded ICC profile, when libpng kept one.
    var profile: PNGICCProfile?
    /// What the decoder read past, and what a slice's wedges would leave out: the same
    /// warnings `slice` prints, so the two agree about every file.
    var warnings: [SliceWarning] = []

    init(path: String, budget: PixelBudget) {
        self.path = path
        do {
            let bytes = try PNGDecoder.readFile(atPath: path)
            let info = try PNGFileInfo(parsing: bytes, name: path)
            self.info = info
            // The structure can be sound while the compressed pixels are not; only a full
            // decode, the one `slice` makes, tells.
            var decodeWarnings: [PNGWarning] = []
            let image = try PNGDecoder(limits: budget.limits).decode(
                bytes, name: path, warnings: &decodeWarnings)
            profile = image.metadata.iccProfile
            warnings =
                decodeWarnings.map(SliceWarning.sheet)
                + WedgeChunks.dropped(from: image, sheet: path, exactCut: true, resampled: true)
                + (WedgeChunks.heavyMetadata(of: image, sheet: path).map { [$0] } ?? [])
                + (SliceScale.unreadScaleMark(inFileName: path).map {
                    [.unreadScaleMark(sheet: path, mark: $0)]
                } ?? []) + (SliceWarning.scaleDisagreement(ofPath: path).map { [$0] } ?? [])
            let scale = SliceScale.scale(ofPath: path)
            if !scale.isSupported {
                warnings.append(.unsupportedScale(sheet: path, scale: scale))
            }
        } catch {
            self.error = error
        }
    }

    private var profileText: String? {
        profile.map { profile in
            let description = profile.profileDescription.map { "\"\($0)\"" } ?? "no description"
            return "\(description) (ICC, \(profile.profile.count) bytes, named '\(profile.name)')"
        }
    }

    private var scale: SliceScale { SliceScale.scale(ofPath: path) }

    private var pointSize: (width: Int, height: Int)? {
        guard let header = info?.header, let width = scale.points(forPixels: header.width),
            let height = scale.points(forPixels: header.height)
        else { return nil }
        return (width, height)
    }

    /// `, as a 41 pt wedge that slice cuts at @1.5x may be`, for a width `slice`'s wedges have
    /// at a fractional scale (whose borders fall on pixel edges) beside a height of whole
    /// points (a sheet's), else nothing.
    private func wedgeNote(_ width: Int, _ height: Int) -> String {
        guard scale.points(forPixels: height) != nil, let points = scale.wedgePoints(forPixels: width) else {
            return ""
        }
        return ", as a \(points) pt wedge that slice cuts at @\(scale)x may be"
    }

    var text: String? {
        guard let info, error == nil else { return nil }
        let header = info.header
        let points =
            pointSize.map { "\($0.width) × \($0.height) pt at @\(scale)x" }
            ?? "not a whole number of points at @\(scale)x"
            + (scale.unevenSides(width: header.width, height: header.height).map { ": \($0)" } ?? "")
            + wedgeNote(header.width, header.height)
        var colour = "\(header.colorType.name), \(header.bitDepth)-bit"
        colour += header.interlaced ? ", Adam7 interlaced" : ", not interlaced"
        let cgbi: String
        switch (info.isCgBI, header.colorType) {
        case (false, _): cgbi = "no"
        case (true, .rgba):
            cgbi = "yes (Apple-crushed: raw deflate, premultiplied BGRA; decodes to standard RGBA)"
        case (true, .rgb): cgbi = "yes (Apple-crushed: raw deflate, BGR; decodes to standard RGB)"
        // Only the colours are reordered and premultiplied: gray and palette samples are read
        // as they are (was: "decodes to standard RGB(A)", of a gray file).
        case (true, let type):
            cgbi = "yes (Apple-crushed: raw deflate; its \(type.name) samples are read as they are)"
        }
        var lines = [
            path,
            "  size:    \(header.width) × \(header.height) pixels (\(points))",
            "  colour:  \(colour)",
            "  CgBI:    \(cgbi)",
            "  chunks:  \(chunkSummary(info.chunks))",
        ]
        if let profileText { lines.append("  profile: \(profileText)") }
        if let animation = info.animation, !animation.isPlayable {
            lines.append("  animation: none that readers play (APNG chunks they ignore; see the warning)")
            lines += animation.problems.map { "  warning: \(path): \($0)" }
        } else if let animation = info.animation {
            let frames = animation.delays.count
            var text = "APNG, \(frames) \(frames == 1 ? "frame" : "frames"), "
            text +=
                "\(DecimalText.trimmed(animation.duration, 3)) s, \(APNGFileWriter.plays(animation.playCount))"
            if !animation.stillImageIsFirstFrame { text += "; the still image is not one of the frames" }
            lines.append("  animation: \(text)")
            lines += animation.problems.map { "  warning: \(path): \($0)" }
        }
        lines += warnings.map { "  warning: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("file", .string(path))]
        if let info {
            let header = info.header
            members += [
                ("width", .int(header.width)), ("height", .int(header.height)),
                ("colorType", .string(header.colorType.name)), ("bitDepth", .int(header.bitDepth)),
                ("interlaced", .bool(header.interlaced)), ("cgbi", .bool(info.isCgBI)),
                ("scale", scale.json),
                ("pointWidth", pointSize.map { .int($0.width) } ?? .null),
                ("pointHeight", pointSize.map { .int($0.height) } ?? .null),
                (
                    "chunks",
                    .array(
                        info.chunks.map { chunk in
                            .object([
                                ("type", .string(chunk.type)), ("length", .int(chunk.length)),
                                ("crcValid", .bool(chunk.crcIsValid)),
                            ])
                        })
                ),
                (
                    "animation",
                    info.animation.map { animation in
                        .object([
                            ("playable", .bool(animation.isPlayable)),
                            ("frames", .int(animation.delays.count)),
                            ("declaredFrames", .int(animation.declaredFrameCount)),
                            ("plays", .int(animation.playCount)),
                            ("seconds", .number(animation.duration)),
                            ("secondsInBrowsers", .number(animation.durationInBrowsers)),
                            ("stillImageIsFirstFrame", .bool(animation.stillImageIsFirstFrame)),
                            ("problems", .array(animation.problems.map(JSONValue.string))),
                        ])
                    } ?? .null
                ),
                (
                    "iccProfile",
                    profile.map { profile in
                        .object([
                            ("name", .string(profile.name)),
                            ("description", profile.profileDescription.map(JSONValue.string) ?? .null),
                            ("bytes", .int(profile.profile.count)),
                        ])
                    } ?? .null
                ),
                ("warnings", .array(warnings.map { .string($0.description) })),
                (
                    "sliceLeavesOut",
                    .array(
                        warnings.flatMap { warning -> [JSONValue] in
                            func leftOut(_ type: String, _ count: Int, _ reason: String, onlyResampled: Bool)
                                -> JSONValue
                            {
                                .object([
                                    ("chunk", .string(type)), ("count", .int(count)),
                                    ("reason", .string(reason)),
                                    ("onlyResampled", .bool(onlyResampled)),
                                ])
                            }
                            switch warning {
                            case .chunksDropped(_, let chunks, let reason, let onlyResampled):
                                return chunks.map { chunk in
                                    leftOut(
                                        chunk.type, chunk.count, reason.description,
                                        onlyResampled: onlyResampled)
                                }
                            // What the decoder read past is in no wedge either.
                            case .sheet(let warning):
                                return warning.leftOutChunks.map {
                                    [leftOut($0, $1, $2, onlyResampled: false)]
                                } ?? []
                            default:
                                return []
                            }
                        })
                ),
            ]
        }
        // The same words as the error line on stderr, which name the flag that raises a limit.
        members.append(("error", error.map { .string($0.commandFailure.message) } ?? .null))
        return .object(members)
    }
}

/// `IHDR(13) sRGB(1) IDAT×3(24576) IEND(0)`: runs of the same chunk type are folded, and so
/// are runs of a repeating pair, as an animation's frames are: `(fcTL fdAT)×29(10541987)`.
private func chunkSummary(_ chunks: [PNGChunk]) -> String {
    var parts: [String] = []
    var index = 0
    while index < chunks.count {
        var end = index + 1
        while end < chunks.count, chunks[end].type == chunks[index].type { end += 1 }
        var name = chunks[index].type
        var count = end - index
        if count == 1, index + 3 < chunks.count, chunks[index + 1].type != name,
            chunks[index + 2].type == name, chunks[index + 3].type == chunks[index + 1].type
        {
            let second = chunks[index + 1].type
            end = index + 4
            while end + 1 < chunks.count, chunks[end].type == name, chunks[end + 1].type == second {
                end += 2
            }
            name = "(\(name) \(second))"
            count = (end - index) / 2
        }
        let bytes = chunks[index..<end].reduce(0) { $0 + $1.length }
        let flag = chunks[index..<end].allSatisfy(\.crcIsValid) ? "" : " bad CRC"
        parts.append("\(name)\(count > 1 ? "×\(count)" : "")(\(bytes)\(flag))")
        index = end
    }
    return parts.joined(separator: " ")
}
