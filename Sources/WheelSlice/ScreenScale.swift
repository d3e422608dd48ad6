/// The screen scales an asset can be written for, and the `@Nx` file-name convention.
public enum ScreenScale {
    /// The scales iOS devices use and asset catalogs know: 1, 2 and 3.
    public static let supported = 1...3

    /// The scale in a file name's `@Nx` suffix (`LuckyAstrology@2x.png` → 2; also before a
    /// `~ipad` device suffix), or nil when the name has none, which means 1x.
    public static func suffixScale(inFileName name: String) -> Int? {
        var stem = Substring(name.split(separator: "/").last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return nil }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let scale = Int(digits), scale > 0 else {
            return nil
        }
        return scale
    }

    /// The scale implied by a file name: its `@Nx` suffix, or 1.
    public static func scale(ofFileName name: String) -> Int { suffixScale(inFileName: name) ?? 1 }

    /// `@2x`-style suffix for file names; empty at 1x.
    public static func fileSuffix(_ scale: Int) -> String { scale == 1 ? "" : "@\(scale)x" }

    /// The key of a scale in manifests and asset catalogs: `2x`.
    public static func key(_ scale: Int) -> String { "\(scale)x" }

    /// The scale a key such as `2x` names, when it is a supported one.
    public static func scale(key: String) -> Int? {
        guard key.hasSuffix("x"), let scale = Int(key.dropLast()), supported.contains(scale) else {
            return nil
        }
        return scale
    }
}
