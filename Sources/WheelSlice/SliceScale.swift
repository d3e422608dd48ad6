import WheelSupport

/// Pixels per point as an exact fraction: a screen scale that a sheet is drawn at or a slice
/// writes. iOS uses 1, 2 and 3; Android's densities add 1.5 (hdpi) and 4 (xxxhdpi).
///
/// The fraction is kept in lowest terms, so `SliceScale(numerator: 6, denominator: 4)` equals
/// `1.5`. Integer and decimal literals read as scales (`[1, 1.5, 2]`); a decimal literal must be
/// a fraction with a denominator of at most 12. Only ``supported`` scales are sliced;
/// others exist so that an unsupported request (`@5x`) can be named in an error. A scale is
/// positive and its terms are at most ``largestTerm``: the initializers refuse 0, negative
/// numbers, a zero denominator and larger terms (nil), so every scale that exists can name
/// files, count pixels and be compared without overflow.
public struct SliceScale: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Pixels, per ``denominator`` points; from 1 to ``largestTerm``.
    public let numerator: Int
    /// Points; from 1 to ``largestTerm``, with no factor in common with ``numerator``.
    public let denominator: Int

    /// The largest numerator and denominator of a scale in lowest terms (so scales run from
    /// 1/1000000 to 1000000): the one bound of every initializer. Two terms multiply into less
    /// than 2⁶³ (comparing scales), and a point count times a term into less than 2¹²⁷
    /// (``pixels(forPoints:)`` and ``points(forPixels:)`` count in 128 bits).
    public static let largestTerm = 1_000_000

    /// The scales a slice reads and writes, ascending: the one list of which scales exist.
    public static let supported: [SliceScale] = [1, 1.5, 2, 3, 4]

    /// ``supported`` for people: `@1x, @1.5x, @2x, @3x and @4x`.
    public static var supportedText: String { ListText.joined(supported.map { "@\($0)x" }, "and") }

    /// `numerator / denominator`, reduced; nil unless both are at least 1 and, reduced, at most
    /// ``largestTerm``.
    public init?(numerator: Int, denominator: Int) {
        guard numerator >= 1, denominator >= 1 else { return nil }
        var (a, b) = (numerator, denominator)
        while b != 0 { (a, b) = (b, a % b) }
        guard numerator / a <= Self.largestTerm, denominator / a <= Self.largestTerm else { return nil }
        self.numerator = numerator / a
        self.denominator = denominator / a
    }

    /// A whole scale; nil unless `whole` is from 1 to ``largestTerm``.
    public init?(_ whole: Int) {
        self.init(numerator: whole, denominator: 1)
    }

    /// The scale `value` is exactly, when it is positive and a fraction with a denominator of
    /// at most 12 (`1.5`, `2`, `0.75`, and `1.3` as 13/10, which ``isSupported`` then refuses)
    /// whose terms are at most ``largestTerm``; nil otherwise (`1.0625`, which is 17/16, `0`,
    /// `nan`, `1e7`).
    public init?(exactly value: Double) {
        // Past the largest term no fraction is a scale, and Int(_:) of 12 · 1e300 would trap.
        guard value.isFinite, value > 0, value <= Double(Self.largestTerm) else { return nil }
        for denominator in 1...12 {
            let scaled = value * Double(denominator)
            if scaled == Rounding.floor(scaled) {
                self.init(numerator: Int(scaled), denominator: denominator)
                return
            }
        }
        return nil
    }

    /// Whether this is one of ``supported``.
    public var isSupported: Bool { Self.supported.contains(self) }

    /// The scale as a whole number, when it is one.
    public var wholeValue: Int? { denominator == 1 ? numerator : nil }

    /// The scale as a floating-point number (exact for every supported scale).
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// `1`, `1.5`, `2`: the shortest decimal.
    public var description: String { DecimalText.shortest(doubleValue) }

    /// The key of the scale in manifests and asset catalogs: `2x`, `1.5x`.
    public var key: String { description + "x" }

    /// The `@2x`-style file-name suffix (`@1.5x`); empty at 1x.
    public var fileSuffix: String { self == 1 ? "" : "@\(description)x" }

    /// Every suffix a file at this scale may have, the one this package writes
    /// (``fileSuffix``) first: at 1x also `@1x`, which names read as 1x
    /// (``suffixScale(inFileName:)``).
    public var fileSuffixes: [String] { self == 1 ? [fileSuffix, "@\(description)x"] : [fileSuffix] }

    /// The pixel edge of the point edge `points` at this scale: `round(points · scale)` with
    /// halves rounded up, exact in integers. The one rounding rule of every fractional scale:
    /// wedge borders, wedge heights and sizes all go through it, so a wedge's pixel range at
    /// any scale is `pixels(a) ..< pixels(b)` of its point range `a ..< b`, neighbouring
    /// wedges share their edge, and the wedges of a sheet cover every column once. Whole
    /// scales give `points · scale` exactly.
    /// - Throws: ``SliceError/pointsOutOfRange(points:scale:)`` unless `points` is from 0 to
    ///   ``maximumPoints``, whose pixels are at most `Int.max`.
    public func pixels(forPoints points: Int) throws(SliceError) -> Int {
        guard points >= 0, points <= maximumPoints else {
            throw .pointsOutOfRange(points: points, scale: self)
        }
        return pixels(forValidatedPoints: points)
    }

    /// ``pixels(forPoints:)`` of a point edge from 0 to ``maximumPoints``: a border or side of
    /// a sheet that is pixels at a scale, which the package takes to another.
    package func pixels(forValidatedPoints points: Int) -> Int {
        Int(pixelCount(forPoints: Int128(points)))
    }

    /// The largest point edge whose pixels at this scale are at most `Int.max` (`Int.max` at
    /// 1x and below, about `Int.max / scale` above).
    public var maximumPoints: Int {
        // pixels(p) ≤ M ⇔ 2pn + d < 2d(M + 1) ⇔ p ≤ (2d(M + 1) − d − 1) / 2n.
        let (n, d) = (Int128(numerator), Int128(denominator))
        return Int(clamping: (2 * d * (Int128(Int.max) + 1) - d - 1) / (2 * n))
    }

    /// `floor((2 · points · n + d) / 2d)`: `round(points · scale)`, halves up, in 128 bits, where
    /// a point count up to 2⁶³ · ``largestTerm`` times a term fits.
    private func pixelCount(forPoints points: Int128) -> Int128 {
        (2 * points * Int128(numerator) + Int128(denominator)) / (2 * Int128(denominator))
    }

    /// The whole number of points that `pixels` is at this scale: the `p` whose
    /// ``pixels(forPoints:)`` is `pixels`, so every size the package writes reads back (a 47 pt
    /// side is 71 px at 1.5x, and 71 px reads as 47 pt; 41 px at 1.33125x is 31 pt); nil when
    /// there is none (70 px at 1.5x: a @1.5x side is 3k or 3k + 2 pixels, and `Int.max` px at
    /// 0.5x is more points than an `Int` counts). Whole scales need `pixels` to divide. Below
    /// 1x several point counts round to one pixel count (54 and 55 pt are both 41 px at 0.75x):
    /// the one nearest `pixels / scale` (55).
    public func points(forPixels pixels: Int) -> Int? {
        // A p that rounds to `pixels` is within 1/2 of it.
        let points = nearestPoints(toPixels: pixels)
        guard pixelCount(forPoints: points) == Int128(pixels) else { return nil }
        return Int(exactly: points)
    }

    /// round(pixels / scale), halves up, exactly.
    private func nearestPoints(toPixels pixels: Int) -> Int128 {
        let (n, d) = (Int128(numerator), Int128(denominator))
        return (2 * Int128(pixels) * d + n) / (2 * n)
    }

    /// The whole points of a wedge side that `slice` may cut to `pixels` at this scale though
    /// they are no whole number of points: wedge borders fall on pixel edges, so wedges of
    /// p points are ⌊p·scale⌋ or ⌈p·scale⌉ pixels (41 pt at 1.5x: 61 or 62 px, alternating); nil
    /// when `pixels` is whole points (``points(forPixels:)``) or no wedge's side.
    public func wedgePoints(forPixels pixels: Int) -> Int? {
        guard points(forPixels: pixels) == nil else { return nil }
        let (n, d) = (Int128(numerator), Int128(denominator))
        let points = nearestPoints(toPixels: pixels)
        let lower = points * n / d
        let upper = (points * n + d - 1) / d
        guard points > 0, (lower...upper).contains(Int128(pixels)) else { return nil }
        return Int(exactly: points)
    }

    /// The sides of a `width × height` pixel image that are no whole number of points at this
    /// scale, in words (`641 px wide is 320.5 pt`, `70 px high is 46.67 pt`), so that a message
    /// names the side that is off; nil when both are whole.
    public func unevenSides(width: Int, height: Int) -> String? {
        let sides = [(width, "wide"), (height, "high")].filter { points(forPixels: $0.0) == nil }
        guard !sides.isEmpty else { return nil }
        return ListText.joined(
            sides.map { "\($0.0) px \($0.1) is \(DecimalText.trimmed(Double($0.0) / doubleValue, 2)) pt" },
            "and")
    }

    /// The supported scale a key such as `2x` or `1.5x` names; nil for any other text.
    public init?(key: String) {
        guard key.hasSuffix("x"), let scale = Self.supported.first(where: { $0.key == key }) else {
            return nil
        }
        self = scale
    }

    /// The scale in a file name's `@Nx` suffix (`LuckyAstrology@2x.png` → 2, `wedge@1.5x.png`
    /// → 1.5; also before a `~ipad` device suffix), supported or not, or nil when the name has
    /// none (which means 1x) or the suffix is not a positive decimal number.
    public static func suffixScale(inFileName name: String) -> SliceScale? {
        scaleSuffix(inFileName: name)?.scale
    }

    /// The file name of `path` without the scale its path says, so that the sheets drawn for
    /// one wheel's scales have one name: `Wheel@2x.png` and `Wheel@2x~ipad.png` → `Wheel.png`
    /// and `Wheel~ipad.png`, `res/drawable-xxhdpi/wheel.png` → `wheel.png`.
    public static func unscaledFileName(ofPath path: String) -> String {
        let file = String(path.split(separator: "/").last ?? "")
        return scaleSuffix(inFileName: file)?.unscaledName ?? file
    }

    /// The path a file named `unscaledName` (``unscaledFileName(ofPath:)``) has at this scale,
    /// beside `path` and saying its scale as `path` does: with this scale's `@Nx` suffix
    /// (`Wheel@2x.png`), or without one in a folder that names the scale.
    public func path(ofUnscaledName unscaledName: String, besidePath path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var name = unscaledName
        if Self.suffixScale(inFileName: path) != nil || Self.folderScale(ofPath: path) == nil {
            // Before a device suffix (`~ipad`) and the extension, where ``suffixScale(inFileName:)``
            // reads it.
            let base = name.lastIndex(of: ".") ?? name.endIndex
            let end = name[..<base].lastIndex(of: "~") ?? base
            name.insert(contentsOf: fileSuffix, at: end)
        }
        parts[parts.count - 1] = name
        return parts.joined(separator: "/")
    }

    /// The scale a file name's `@Nx` suffix says, as ``suffixScale(inFileName:)`` reads it, and
    /// the name's last path component without the suffix.
    private static func scaleSuffix(inFileName name: String) -> (scale: SliceScale, unscaledName: String)? {
        let file = Substring(name.split(separator: "/").last ?? "")
        var stem = file
        // The extension goes, unless what follows the last dot is the scale's own fraction
        // (`wedge@1.5x`).
        // `@2X` as `@2x`: a name typed with a capital means the same scale.
        func endsInScaleMark(_ text: Substring) -> Bool { text.last == "x" || text.last == "X" }
        if let dot = stem.lastIndex(of: "."), !endsInScaleMark(stem[stem.index(after: dot)...]) {
            stem = stem[..<dot]
        }
        // A device suffix after the scale (`@2x~ipad`) goes; a tilde before the `@` is the name's.
        if let tilde = stem.lastIndex(of: "~"), tilde > (stem.lastIndex(of: "@") ?? stem.startIndex) {
            stem = stem[..<tilde]
        }
        guard endsInScaleMark(stem), let at = stem.lastIndex(of: "@") else { return nil }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            digits.first != ".", let value = Double(digits), let scale = SliceScale(exactly: value)
        else { return nil }
        return (scale, String(file[..<at] + file[stem.endIndex...]))
    }

    /// The `@…` part of a file name that looks meant as a scale but is not a suffix that names
    /// one, so the name reads as 1x: `@2x-dark` (not at the end), `@1,5x` (a comma), `@2`, `@0x`,
    /// `@2×`, a digit of another script (`@３x`, typed on an East Asian keyboard) and a digit
    /// after a space or sign (`@ 3x`, `@+3x`, `@.5x`); nil when the path says
    /// a scale (a suffix, or a folder such as `drawable-xhdpi`) or the name has nothing like one
    /// (`me@home`).
    public static func unreadScaleMark(inFileName name: String) -> String? {
        guard pathScale(of: name) == nil else { return nil }
        var file = Substring(name.split(separator: "/").last ?? "")
        if file.lowercased().hasSuffix(".png") { file = file.dropLast(4) }
        guard let at = file.lastIndex(of: "@") else { return nil }
        let mark = file[file.index(after: at)...]
        let number = mark.drop { $0 == " " || $0 == "+" || $0 == "-" || $0 == "." || $0 == "_" }
        guard let first = number.first, first.isNumber else { return nil }
        return "@" + mark
    }

    /// The scale a file's folder names, for a file whose name has no `@Nx` suffix: Android's
    /// density folders (`drawable-xxhdpi`, `mipmap-night-hdpi-v21`: any qualifier in
    /// ``SliceLayout/androidDensities`` or ``SliceLayout/unwrittenAndroidDensities``, whose
    /// scales slice refuses, or an explicit density such as `drawable-480dpi`; in any case, as
    /// Android reads them) and Flutter's variant folders (`3.0x`, `1.5x`), as the
    /// package's own android and flutter layouts write them; nil for any other folder or none.
    public static func folderScale(ofPath path: String) -> SliceScale? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        // Android reads qualifiers in any case (its resource compiler lowers them first):
        // `drawable-XXHDPI` is xxhdpi, not 1x.
        let qualifiers = folder.lowercased().split(separator: "-")
        if let kind = qualifiers.first, kind == "drawable" || kind == "mipmap" {
            return qualifiers.dropFirst().lazy.compactMap { qualifier in
                (SliceLayout.androidDensities + SliceLayout.unwrittenAndroidDensities).first {
                    $0.name == qualifier
                }?.scale ?? explicitDensityScale(qualifier)
            }.first
        }
        guard SliceLayout.isFlutterVariantFolder(folder), let value = Double(folder.dropLast()) else {
            return nil
        }
        return SliceScale(exactly: value)
    }

    /// The scale of Android's explicit density qualifier (`480dpi`: 480 / 160, which is 3);
    /// nil for any other qualifier.
    private static func explicitDensityScale(_ qualifier: Substring) -> SliceScale? {
        guard qualifier.hasSuffix("dpi") else { return nil }
        let digits = qualifier.dropLast(3)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let dots = Int(digits) else {
            return nil
        }
        return SliceScale(numerator: dots, denominator: 160)
    }

    /// The scale a path says, and where: its name's `@Nx` suffix (`"its name"`), else its
    /// folder's (``folderScale(ofPath:)``, `"its folder drawable-xxhdpi"`); nil when neither
    /// names one, which means 1x.
    public static func pathScale(of path: String) -> (scale: SliceScale, source: String)? {
        if let named = suffixScale(inFileName: path) { return (named, "its name") }
        guard let scale = folderScale(ofPath: path) else { return nil }
        let parts = path.split(separator: "/")
        return (scale, "its folder \(parts[parts.count - 2])")
    }

    /// The scale of a file from its path: its name's `@Nx` suffix, else its folder's
    /// (``pathScale(of:)``), else 1.
    public static func scale(ofPath path: String) -> SliceScale { pathScale(of: path)?.scale ?? 1 }

    /// The scale as JSON: an integer when whole (`2`), else a number (`1.5`).
    public var json: JSONValue { wholeValue.map(JSONValue.int) ?? .number(doubleValue) }

    /// The scale a JSON number gives, when it is exactly one (see ``init(exactly:)``).
    public init?(json: JSONValue) {
        guard let value = json.doubleValue else { return nil }
        self.init(exactly: value)
    }

    /// Orders by value.
    public static func < (left: SliceScale, right: SliceScale) -> Bool {
        left.numerator * right.denominator < right.numerator * left.denominator
    }
}

extension SliceScale: ExpressibleByIntegerLiteral {
    /// A whole scale written in code, such as `2`; the literal must be at least 1 (a value
    /// computed at run time goes through ``init(_:)``, which returns nil instead).
    public init(integerLiteral value: Int) {
        guard let scale = SliceScale(value) else {
            preconditionFailure("a scale literal is at least 1, not \(value)")
        }
        self = scale
    }
}

extension SliceScale: ExpressibleByFloatLiteral {
    /// A scale written in code as a decimal, such as `1.5`; it must be exact (see
    /// ``init(exactly:)``).
    public init(floatLiteral value: Double) {
        guard let scale = SliceScale(exactly: value) else {
            preconditionFailure("\(value) is not a scale with a small denominator")
        }
        self = scale
    }
}
